; `passcheck check` on passes that keep the module's behaviour: one line per
; pass (changed or not, outcome), "result: ok", exit 0; an empty pipeline
; and --always-run (interpret even unchanged passes) too.
; RUN: passcheck check %s -passes=mutant-ule-as-ult,mutant-hoist-div --inputs 8 | FileCheck %s
; RUN: passcheck check %s -passes=mutant-ule-as-ult --always-run --no-isolate | FileCheck %s --check-prefix=ALWAYS
; RUN: passcheck check %s -passes= --quiet | FileCheck %s --check-prefix=EMPTY
; RUN: passcheck check %s -passes=mutant-ule-as-ult --no-edges --inputs 3 --grid 1x2 --seed 9 | FileCheck %s --check-prefix=OPTS

; CHECK: check: @triple, 2 passes, 8 input vectors (seed 1) + 4 edge, 12 defined; grid 2,1,1 x 4,1,1
; CHECK-NEXT: 1/2 mutant-ule-as-ult: unchanged, ok (identical: not interpreted)
; CHECK-NEXT: 2/2 mutant-hoist-div: unchanged, ok (identical: not interpreted)
; CHECK-NEXT: result: ok: every run refines (2 passes, 12 input vectors)

; ALWAYS: 1/1 mutant-ule-as-ult: unchanged, ok{{$}}
; ALWAYS-NEXT: result: ok: every run refines (1 pass, 20 input vectors)

; EMPTY-NOT: check:
; EMPTY: result: ok: every run refines (0 passes, 20 input vectors)

; OPTS: check: @triple, 1 pass, 3 input vectors (seed 9), 3 defined; grid 1,1,1 x 2,1,1

define void @triple(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %b = mul i32 %c, %nt
  %i = add i32 %b, %t
  %v = mul i32 %i, 3
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
