; lower-div lowers `fdiv double` and llvm.nvvm.div.rn.d (div.rn.f64) by
; the DDIV Newton-Raphson template (knob lower-fdiv-rn, on by default):
; exponent-window check; fast path MUFU.RCP64H (a 20-bit reciprocal of
; the upper word), two FMA Newton steps, q0 = a y, one FMA residual step,
; the final residual correction (q1 or its neighbour, by their exact
; residuals); slow path on integers as in the f32 sequence (specials,
; normalization to [1, 2) with subnormals scaled by 2^64, the core on the
; mantissas, exact scaling back, subnormal quotients rounded by the
; residual, overflow to infinity).  Correctly rounded for every input
; vector under the exact MUFU model and adversarial ones (each reciprocal
; anywhere within 2^-20 of 1/t).  fdiv double in a function whose double
; denormal mode flushes stays (there is no div.rn.ftz.f64); the
; intrinsic is lowered everywhere.
; RUN: passcheck opt %s -passes=lower-div | FileCheck %s
; RUN: passcheck opt %s -passes=lower-div -knob lower-fdiv-rn=0 | FileCheck %s --check-prefix=OFF
; RUN: passcheck opt %s -passes=lower-div --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=REM
; RUN: passcheck opt %s -passes=lower-div | llvm-as-16 -o /dev/null
; RUN: passcheck check %s -passes=lower-div --func k --inputs 64 --grid 1x32 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s -passes=lower-div --func k --inputs 64 --grid 1x32 --approx adversarial --approx-seed 1 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s -passes=lower-div --func k --inputs 64 --grid 1x32 --approx adversarial --approx-seed 7 --seed 3 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s -passes=lower-div --func kc --inputs 32 --grid 1x32 | FileCheck %s --check-prefix=OK
; Without the final correction (mutant-fdiv-no-residual) the quotient is
; only faithful: 1.0 / 0x3FEFFFFFFFFFFFFF (an all-ones mantissa) is
; 1 + 2^-53 + 2^-106 and must round up; the check finds it.
; RUN: not passcheck check %s -passes=mutant-fdiv-no-residual --func one --inputs 4 --grid 1x1 | FileCheck %s --check-prefix=MUT

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare double @llvm.nvvm.div.rn.d(double, double)

define void @k(ptr addrspace(1) %pa, ptr addrspace(1) %pb, ptr addrspace(1) %po) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a.p = getelementptr double, ptr addrspace(1) %pa, i32 %t
  %a = load double, ptr addrspace(1) %a.p
  %b.p = getelementptr double, ptr addrspace(1) %pb, i32 %t
  %b = load double, ptr addrspace(1) %b.p
  %q = fdiv double %a, %b
  %o.p = getelementptr double, ptr addrspace(1) %po, i32 %t
  store double %q, ptr addrspace(1) %o.p
  ret void
}

define void @kc(ptr addrspace(1) %pa, ptr addrspace(1) %pb, ptr addrspace(1) %po) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a.p = getelementptr double, ptr addrspace(1) %pa, i32 %t
  %a = load double, ptr addrspace(1) %a.p
  %b.p = getelementptr double, ptr addrspace(1) %pb, i32 %t
  %b = load double, ptr addrspace(1) %b.p
  %q = call double @llvm.nvvm.div.rn.d(double %a, double %b)
  %o.p = getelementptr double, ptr addrspace(1) %po, i32 %t
  store double %q, ptr addrspace(1) %o.p
  ret void
}

define void @one(ptr addrspace(1) %po) {
  %b = bitcast i64 4607182418800017407 to double
  %q = fdiv double 1.0, %b
  store double %q, ptr addrspace(1) %po
  ret void
}

define double @flushing(double %a, double %b) #0 {
  %q = fdiv double %a, %b
  ret double %q
}

attributes #0 = { "denormal-fp-math"="preserve-sign,preserve-sign" }

; CHECK-LABEL: define void @k(
; CHECK:         br i1 {{%[0-9]+}}, label %ddiv.fast, label %ddiv.slow
; CHECK:       ddiv.fast:
; CHECK-NEXT:    [[NB:%[0-9]+]] = fneg double %b
; CHECK-NEXT:    [[Y0:%[0-9]+]] = call double @ori.mufu.rcp64h.f64(double %b)
; CHECK-NEXT:    [[E0:%[0-9]+]] = call double @llvm.nvvm.fma.rn.d(double [[NB]], double [[Y0]], double 1.000000e+00)
; CHECK-NEXT:    [[Y1:%[0-9]+]] = call double @llvm.nvvm.fma.rn.d(double [[E0]], double [[Y0]], double [[Y0]])
; CHECK-NEXT:    [[E1:%[0-9]+]] = call double @llvm.nvvm.fma.rn.d(double [[NB]], double [[Y1]], double 1.000000e+00)
; CHECK-NEXT:    [[Y2:%[0-9]+]] = call double @llvm.nvvm.fma.rn.d(double [[E1]], double [[Y1]], double [[Y1]])
; CHECK-NEXT:    [[Q0:%[0-9]+]] = call double @llvm.nvvm.mul.rn.d(double %a, double [[Y2]])
; CHECK-NEXT:    [[R0:%[0-9]+]] = call double @llvm.nvvm.fma.rn.d(double [[NB]], double [[Q0]], double %a)
; CHECK-NEXT:    [[Q1:%[0-9]+]] = call double @llvm.nvvm.fma.rn.d(double [[R0]], double [[Y2]], double [[Q0]])
; CHECK-NEXT:    [[R1:%[0-9]+]] = call double @llvm.nvvm.fma.rn.d(double [[NB]], double [[Q1]], double %a)
; CHECK:         [[QN:%[0-9]+]] = bitcast i64 {{%[0-9]+}} to double
; CHECK-NEXT:    [[RN:%[0-9]+]] = call double @llvm.nvvm.fma.rn.d(double [[NB]], double [[QN]], double %a)
; CHECK:         [[TAKE:%[0-9]+]] = icmp ult i64
; CHECK-NEXT:    [[Q2:%[0-9]+]] = select i1 [[TAKE]], double [[QN]], double [[Q1]]
; CHECK-NEXT:    br label %ddiv.join
; CHECK:       ddiv.slow:
; CHECK-NOT:     fdiv
; CHECK:         call double @llvm.nvvm.mul.rn.d(double {{%[0-9]+}}, double 0x43F0000000000000)
; CHECK:         call double @ori.mufu.rcp64h.f64(
; CHECK:         icmp sgt i64 {{%[0-9]+}}, 1023
; CHECK:         icmp slt i64 {{%[0-9]+}}, -1022
; CHECK:         select i1 {{%[0-9]+}}, i64 {{%[0-9]+}}, i64 9221120237041090560
; CHECK:         [[QS:%[0-9]+]] = bitcast i64 {{%[0-9]+}} to double
; CHECK-NEXT:    br label %ddiv.join
; CHECK:       ddiv.join:
; CHECK-NEXT:    [[Q:%[0-9]+]] = phi double [ [[Q2]], %ddiv.fast ], [ [[QS]], %ddiv.slow ]
; CHECK:         store double [[Q]], ptr addrspace(1)
; CHECK-LABEL: define void @kc(
; CHECK-NOT:     @llvm.nvvm.div.rn.d(
; CHECK:         ddiv.join:
; CHECK-LABEL: define double @flushing(
; CHECK-NEXT:    %q = fdiv double %a, %b

; OFF-LABEL: define void @k(
; OFF:         %q = fdiv double %a, %b
; OFF:         call double @llvm.nvvm.div.rn.d(

; REM: lower-div: @k: lowered fdiv double: div.rn.f64 DDIV template ({{[0-9]+}} instructions)
; REM-NEXT: lower-div: @kc: lowered llvm.nvvm.div.rn.d: div.rn.f64 DDIV template ({{[0-9]+}} instructions)
; REM-NEXT: lower-div: @one: lowered fdiv double: div.rn.f64 DDIV template
; REM-NOT: @flushing

; OK: result: ok

; MUT: result: mismatch after pass mutant-fdiv-no-residual
; MUT: difference: parameter 0 %po, byte 0: expected 0x01, actual 0x00 (double 1.0000000000000002 -> 1)
