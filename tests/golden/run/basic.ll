; `passcheck run`: the header, the status, the step count and the written
; buffer (hex bytes and typed values); the first 8 elements are the
; kernel's own results (thread i writes 3*i), the rest the input's bytes.
; RUN: passcheck run %s --grid 2x4 --seed 1 | FileCheck %s
; RUN: passcheck run %s --grid 1x2 --func @triple | FileCheck %s --check-prefix=SMALL

; CHECK: function: @triple
; CHECK-NEXT: input: seed 1
; CHECK-NEXT: grid: blocks 2,1,1 x threads 4,1,1; math mpfr; approx exact
; CHECK-NEXT: status: ok
; CHECK-NEXT: steps: 72
; CHECK-NEXT: return: void
; CHECK-NEXT: buffer: parameter 0 %out, {{[0-9]+}} bytes, i32
; CHECK-NEXT: 0000: 00 00 00 00 03 00 00 00 06 00 00 00 09 00 00 00 ; 0 3 6 9
; CHECK-NEXT: 0010: 0c 00 00 00 0f 00 00 00 12 00 00 00 15 00 00 00 ; 12 15 18 21

; SMALL: grid: blocks 1,1,1 x threads 2,1,1
; SMALL: steps: 18
; SMALL: 0000: 00 00 00 00 03 00 00 00

define void @triple(ptr addrspace(1) %out, i32 %n) {
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

!nvvm.annotations = !{!0}
!0 = !{ptr @triple, !"kernel", i32 1}
