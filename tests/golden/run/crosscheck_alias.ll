; `passcheck crosscheck` runs the vector of seed 3 (S % 4 == 3) with two
; pointer parameters aliased: the lli driver passes one buffer twice (a
; GEP into the base's array), so lli-16 sees %b's load read what %a's
; store wrote, as the interpreter does, and they agree; with %b one
; element past %a (seed 7) the threads race and the vector falls back to
; equal pointers.  --no-alias runs every vector unaliased.
; RUN: rm -rf %t.keep
; RUN: passcheck crosscheck %s --inputs 8 -v --keep %t.keep | FileCheck %s
; RUN: cat %t.keep/*.seed1.ll | FileCheck %s --check-prefix=LLI
; RUN: passcheck crosscheck %s --inputs 4 -v --no-alias | FileCheck %s --check-prefix=NOALIAS

; CHECK: crosscheck_alias.ll @k: agree 8, disagree 0, skipped 0, lli-failed 0, defined 8 of 8 (100%)
; CHECK: @k seed 2: agree
; CHECK-NEXT: @k seed 3 (argument 1 points into argument 0, 0 bytes in): agree
; CHECK: @k seed 7 (argument 1 points into argument 0, 0 bytes in): agree

; LLI: call void @k(ptr @__lr.b.2.0, ptr getelementptr (i8, ptr @__lr.b.2.0, i64 0), ptr @__lr.b.2.2)

; NOALIAS: @k seed 3: agree

define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) noalias %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %c, %n
  %i = add i32 %m, %t
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %i
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i32 %i
  store i32 7, ptr addrspace(1) %pa, align 4
  %v = load i32, ptr addrspace(1) %pb, align 4
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %v, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
