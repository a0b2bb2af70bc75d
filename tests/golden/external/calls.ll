; Calls of functions without a body through an outside tool (--external):
; LLVM 16's -O2 forwards a stored value across a call whose attributes
; let it only read through its argument (memory(argmem: read)), and
; deletes a call that may only write a dead alloca; both correct, as is
; the store a call may read, which it keeps.  A tool that sinks that store
; below the call is caught: the callee reads another byte there (a call
; mismatch).
; RUN: passcheck check %s --func k --grid 1x4 --external 'opt-16 -S -O2' | FileCheck %s
; RUN: passcheck print %s > %t.src.ll
; RUN: opt-16 -S -O2 %t.src.ll | FileCheck %s --check-prefix=OPT
; RUN: not passcheck check %s --func k --grid 1x4 --external "sed '/store i32 %%z, ptr %%po/d; s/^\(  call void @use(ptr %%po)\)\$/\1\n  store i32 %%z, ptr %%po/' {in} > {out}" | FileCheck %s --check-prefix=WRONG

; CHECK: 1/1 external: changed, ok
; CHECK: result: ok: every run refines

; OPT-LABEL: define void @k(
; OPT-NOT: @fill
; OPT-NOT: load i32, ptr %po
; OPT: store i32 %z, ptr %po
; OPT-NEXT: call void @use(ptr nonnull %po)

; WRONG: 1/1 external: changed, mismatch
; WRONG: signature: {{[0-9a-f]+}} (external|mismatch|calls)

declare void @use(ptr)
declare void @peek(ptr readonly) memory(argmem: read)
declare void @fill(ptr nocapture) memory(argmem: write) nounwind willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @k(ptr %out, ptr %in) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %pi = getelementptr i32, ptr %in, i64 %i
  %po = getelementptr i32, ptr %out, i64 %i
  %x = load i32, ptr %pi
  %tmp = alloca i32
  call void @fill(ptr %tmp)
  store i32 %x, ptr %po
  call void @peek(ptr %po)
  %y = load i32, ptr %po
  %z = add i32 %y, 1
  store i32 %z, ptr %po
  call void @use(ptr %po)
  ret void
}
