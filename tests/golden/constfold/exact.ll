; passcheck's own knob fold-math-exact (not from the seeds, off by
; default): the host libm's sinh is 1.74 ulp off at this argument, so the
; default fold is a `precision` outcome (precision.ll); with the knob the
; same call folds to MPFR's correctly rounded value (...64DA instead of
; ...64D8) and the step is ok.  mathcheck -knob checks the exact mode: the
; host's tanh/sinh are not correctly rounded on these samples, the exact
; mode has 0 results not correctly rounded (exit 0).  Campaigns keep the
; knob at its default; `passcheck knobs` marks it as not from the seeds.
; RUN: passcheck opt %s -passes=constfold | FileCheck %s --check-prefix=HOST
; RUN: passcheck opt %s -passes=constfold -knob fold-math-exact=1 | FileCheck %s --check-prefix=EXACT
; RUN: not passcheck check %s -passes=constfold --grid 1x1 | FileCheck %s --check-prefix=PREC
; RUN: passcheck check %s -passes=constfold --grid 1x1 -knob fold-math-exact=1 | FileCheck %s --check-prefix=OK
; RUN: not passcheck mathcheck --func tanh --type double --samples 2000 | FileCheck %s --check-prefix=MCHOST
; RUN: passcheck mathcheck --func tanh --samples 2000 -knob fold-math-exact=1 | FileCheck %s --check-prefix=MCEXACT
; RUN: passcheck mathcheck --func sinh --type double --samples 2000 -knob fold-math-exact=1 | FileCheck %s --check-prefix=MCSINH
; RUN: not passcheck mathcheck --func sinh -knob no-such-knob=1 2>&1 | FileCheck %s --check-prefix=BADK
; RUN: passcheck knobs --pass constfold | FileCheck %s --check-prefix=KNOBS

declare double @sinh(double)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @kernel(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = call double @sinh(double 0x3FDC6E4E9D38DCA0)
  %p = getelementptr double, ptr addrspace(1) %out, i32 %t
  store double %a, ptr addrspace(1) %p
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @kernel, !"kernel", i32 1}

; HOST: store double 0x{{[0-9A-F]*}}64D8,
; EXACT: store double 0x{{[0-9A-F]*}}64DA,
; PREC: 1/1 constfold: changed, precision
; OK: 1/1 constfold: changed, ok
; MCHOST: tanh   double
; MCHOST-NOT: {{ 0$}}
; MCEXACT: tanh   float
; MCEXACT-SAME: 0{{$}}
; MCEXACT-NEXT: tanh   double
; MCEXACT-SAME: 0{{$}}
; MCSINH: sinh   double
; MCSINH-SAME: 0{{$}}
; BADK: unknown knob 'no-such-knob'
; KNOBS: fold-math-exact {{.*}} none: passcheck's own, not from the seeds
