; constfold: calls the folder must leave alone -- domain (log/log10 of
; x <= 0, sqrt of x < 0, acos(2) through FE_INVALID), overflow, underflow,
; divide-by-zero, NaN operands, infinities raising invalid, convergent
; callees, half transcendentals, a callee with a body of its own, poison
; results, and a subnormal under a flushing "denormal-fp-math"; each with
; the evaluator's reason as a remark.
; RUN: passcheck opt %s -passes=constfold | FileCheck %s
; RUN: passcheck opt %s -passes=constfold --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=REM

declare double @log(double)
declare float @log10f(float)
declare double @sqrt(double)
declare double @acos(double)
declare double @exp(double)
declare float @expf(float)
declare double @cosh(double)
declare double @pow(double, double)
declare double @sin(double)
declare double @fmod(double, double)
declare double @tanh(double) convergent
declare half @llvm.sin.f16(half)
declare i32 @llvm.ctlz.i32(i32, i1)
declare float @llvm.exp.f32(float)

define double @mysin(double %x) {
  ret double %x
}

define void @k(ptr %p) {
  %a = call double @log(double -1.0)
  store volatile double %a, ptr %p
  %b = call float @log10f(float 0.0)
  store volatile float %b, ptr %p
  %c = call double @sqrt(double -0.01)
  store volatile double %c, ptr %p
  %d = call double @acos(double 2.0)
  store volatile double %d, ptr %p
  %e = call double @exp(double 1000.0)
  store volatile double %e, ptr %p
  %f = call float @expf(float 100.0)
  store volatile float %f, ptr %p
  %g = call double @exp(double -1000.0)
  store volatile double %g, ptr %p
  %h = call float @expf(float -104.0)
  store volatile float %h, ptr %p
  %i = call double @cosh(double 1000.0)
  store volatile double %i, ptr %p
  %j = call double @pow(double 0.0, double -1.0)
  store volatile double %j, ptr %p
  %l = call double @sin(double 0x7FF8000000000000)
  store volatile double %l, ptr %p
  %m = call double @sin(double 0x7FF0000000000000)
  store volatile double %m, ptr %p
  %n = call double @fmod(double 1.0, double 0.0)
  store volatile double %n, ptr %p
  %o = call double @tanh(double 0.5)
  store volatile double %o, ptr %p
  %q = call half @llvm.sin.f16(half 0xH3C00)
  store volatile half %q, ptr %p
  %r = call double @mysin(double 0.5)
  store volatile double %r, ptr %p
  %s = call i32 @llvm.ctlz.i32(i32 0, i1 true)
  store volatile i32 %s, ptr %p
  ret void
}

define void @flushing(ptr %p) #0 {
  %a = call float @llvm.exp.f32(float 0x3800000000000000)
  store volatile float %a, ptr %p
  %b = call float @llvm.exp.f32(float 1.0)
  store volatile float %b, ptr %p
  ret void
}

attributes #0 = { "denormal-fp-math"="preserve-sign,preserve-sign" }

; CHECK-LABEL: define void @k(ptr %p) {
; CHECK-NEXT: %a = call double @log(double -1.000000e+00)
; CHECK: %b = call float @log10f(float 0.000000e+00)
; CHECK: %c = call double @sqrt(double
; CHECK: %d = call double @acos(double 2.000000e+00)
; CHECK: %e = call double @exp(double 1.000000e+03)
; CHECK: %f = call float @expf(float 1.000000e+02)
; CHECK: %g = call double @exp(double -1.000000e+03)
; CHECK: %h = call float @expf(float -1.040000e+02)
; CHECK: %i = call double @cosh(double 1.000000e+03)
; CHECK: %j = call double @pow(double 0.000000e+00, double -1.000000e+00)
; CHECK: %l = call double @sin(double 0x7FF8000000000000)
; CHECK: %m = call double @sin(double 0x7FF0000000000000)
; CHECK: %n = call double @fmod(double 1.000000e+00, double 0.000000e+00)
; CHECK: %o = call double @tanh(double 5.000000e-01)
; CHECK: %q = call half @llvm.sin.f16(half 0xH3C00)
; CHECK: %r = call double @mysin(double 5.000000e-01)
; CHECK: %s = call i32 @llvm.ctlz.i32(i32 0, i1 true)
; CHECK-LABEL: define void @flushing(ptr %p)
; CHECK-NEXT: %a = call float @llvm.exp.f32(float 0x3800000000000000)
; CHECK-NEXT: store volatile float %a, ptr %p
; CHECK-NEXT: store volatile float 0x4005BF0A80000000, ptr %p

; REM: did not fold call to @log(double 0xBFF0000000000000): argument outside the domain (x <= 0)
; REM-NEXT: did not fold call to @log10f(float 0x0000000000000000): argument outside the domain (x <= 0)
; REM-NEXT: did not fold call to @sqrt(double 0xBF847AE147AE147B): argument outside the domain (x < 0)
; REM-NEXT: did not fold call to @acos(double 0x4000000000000000): the host raised a domain, range or FP exception
; REM-NEXT: did not fold call to @exp(double 0x408F400000000000): the host raised
; REM-NEXT: did not fold call to @expf(float 0x4059000000000000): the host raised
; REM-NEXT: did not fold call to @exp(double 0xC08F400000000000): the host raised
; REM-NEXT: did not fold call to @expf(float 0xC05A000000000000): the host raised
; REM-NEXT: did not fold call to @cosh(double 0x408F400000000000): the host raised
; REM-NEXT: did not fold call to @pow(double 0x0000000000000000, double 0xBFF0000000000000): the host raised
; REM-NEXT: did not fold call to @sin(double 0x7FF8000000000000): NaN operand
; REM-NEXT: did not fold call to @sin(double 0x7FF0000000000000): the host raised
; REM-NEXT: did not fold call to @fmod(double 0x3FF0000000000000, double 0x0000000000000000): the host raised
; REM-NEXT: did not fold call to @llvm.sin.f16(half 0x3FF0000000000000): no transcendental folding of half
; REM-NEXT: did not fold call to @llvm.ctlz.i32(i32 0, i1 -1): the result is poison
; REM-NEXT: @flushing: did not fold call to @llvm.exp.f32(float 0x3800000000000000): subnormal operand or result under the function's denormal mode
; REM-NEXT: @flushing: folded call to @llvm.exp.f32(float 0x3FF0000000000000)
