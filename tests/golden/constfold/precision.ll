; The precision outcome: the host libm's sinh is not correctly rounded at
; this argument (folded ...64D8, MPFR ...64DA, 1.74 ulp), so the step
; mismatches the interpreter's correctly rounded run of the call; the
; oracle explains the difference by the folded value's rounding and
; reports `precision` naming function, argument, values and distance.  A
; correctly rounded fold (sin(0.5)) alone stays ok.
; RUN: not passcheck check %s -passes=constfold --grid 1x1 | FileCheck %s
; RUN: passcheck check %s -passes=constfold --grid 1x1 --func ok | FileCheck %s --check-prefix=OK
; A tolerance of 2 ulps accepts the 1.74-ulp fold; 1 ulp does not.
; RUN: passcheck check %s -passes=constfold --grid 1x1 --ulp-tolerance 2 | FileCheck %s --check-prefix=OK
; RUN: not passcheck check %s -passes=constfold --grid 1x1 --ulp-tolerance 1 | FileCheck %s --check-prefix=TOL1
; TOL1: 1.74 ulp (tolerance 1 ulp)
; RUN: not passcheck check %s -passes=constfold --ulp-tolerance -1 2>&1 | FileCheck %s --check-prefix=BADU
; BADU: bad value '-1' for option '--ulp-tolerance' (expected a number >= 0)

declare double @sinh(double)
declare double @sin(double)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @kernel(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = call double @sinh(double 0x3FDC6E4E9D38DCA0)
  %p = getelementptr double, ptr addrspace(1) %out, i32 %t
  store double %a, ptr addrspace(1) %p
  ret void
}

define void @ok(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = call double @sin(double 5.000000e-01)
  %p = getelementptr double, ptr addrspace(1) %out, i32 %t
  store double %a, ptr addrspace(1) %p
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @kernel, !"kernel", i32 1}
!1 = !{ptr @ok, !"kernel", i32 1}

; CHECK: 1/1 constfold: changed, precision
; CHECK: result: precision after pass constfold (step 1 of 1)
; CHECK: written by: @kernel: store double 0x3FDD6011248964D8, ptr addrspace(1) %p
; CHECK: detail: 1 folded value(s) not correctly rounded; worst: sinh(double 0x3FDC6E4E9D38DCA0): folded 0x3FDD6011248964D8, correctly rounded 0x3FDD6011248964DA, 1.74 ulp (tolerance 0.5 ulp)
; CHECK: (constfold|precision|sinh:double)

; OK: result: ok
