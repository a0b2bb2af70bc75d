; constfold: the LLVM intrinsics of the seed's table (IDs 5..211): math
; through the host libm, exact operations (rounding, min/max, fma, sign,
; bit and integer operations) through the reference semantics.
; RUN: passcheck opt %s -passes=constfold | FileCheck %s
; RUN: passcheck opt %s -passes=constfold --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=REM

declare i32 @llvm.bswap.i32(i32)
declare double @llvm.ceil.f64(double)
declare float @llvm.copysign.f32(float, float)
declare double @llvm.cos.f64(double)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i64 @llvm.ctpop.i64(i64)
declare double @llvm.exp.f64(double)
declare float @llvm.exp2.f32(float)
declare half @llvm.fabs.f16(half)
declare float @llvm.floor.f32(float)
declare double @llvm.fma.f64(double, double, double)
declare float @llvm.fmuladd.f32(float, float, float)
declare double @llvm.log.f64(double)
declare float @llvm.log10.f32(float)
declare double @llvm.log2.f64(double)
declare i64 @llvm.lround.i64.f64(double)
declare float @llvm.maxnum.f32(float, float)
declare double @llvm.minnum.f64(double, double)
declare double @llvm.nearbyint.f64(double)
declare double @llvm.pow.f64(double, double)
declare float @llvm.powi.f32.i32(float, i32)
declare double @llvm.rint.f64(double)
declare double @llvm.round.f64(double)
declare double @llvm.roundeven.f64(double)
declare float @llvm.sin.f32(float)
declare double @llvm.tan.f64(double)
declare double @llvm.sqrt.f64(double)
declare double @llvm.trunc.f64(double)
declare i32 @llvm.umax.i32(i32, i32)
declare i16 @llvm.smin.i16(i16, i16)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64)
declare i8 @llvm.usub.sat.i8(i8, i8)

define void @k(ptr %p) {
  %a = call i32 @llvm.bswap.i32(i32 305419896)
  store volatile i32 %a, ptr %p
  %b = call double @llvm.ceil.f64(double -2.5)
  store volatile double %b, ptr %p
  %c = call float @llvm.copysign.f32(float 3.0, float -0.0)
  store volatile float %c, ptr %p
  %d = call double @llvm.cos.f64(double 1.0)
  store volatile double %d, ptr %p
  %e = call i32 @llvm.ctlz.i32(i32 1, i1 false)
  store volatile i32 %e, ptr %p
  %f = call i64 @llvm.ctpop.i64(i64 -1)
  store volatile i64 %f, ptr %p
  %g = call double @llvm.exp.f64(double 1.0)
  store volatile double %g, ptr %p
  %h = call float @llvm.exp2.f32(float 10.0)
  store volatile float %h, ptr %p
  %i = call half @llvm.fabs.f16(half -2.0)
  store volatile half %i, ptr %p
  %j = call float @llvm.floor.f32(float -0.5)
  store volatile float %j, ptr %p
  %l = call double @llvm.fma.f64(double 2.0, double 3.0, double 1.0)
  store volatile double %l, ptr %p
  %m = call float @llvm.fmuladd.f32(float 2.0, float 3.0, float 1.0)
  store volatile float %m, ptr %p
  %n = call double @llvm.log.f64(double 2.0)
  store volatile double %n, ptr %p
  %o = call float @llvm.log10.f32(float 1000.0)
  store volatile float %o, ptr %p
  %q = call double @llvm.log2.f64(double 8.0)
  store volatile double %q, ptr %p
  %r = call i64 @llvm.lround.i64.f64(double -2.5)
  store volatile i64 %r, ptr %p
  %s = call float @llvm.maxnum.f32(float 1.0, float 0x7FF8000000000000)
  store volatile float %s, ptr %p
  %t = call double @llvm.minnum.f64(double -0.0, double 3.0)
  store volatile double %t, ptr %p
  %u = call double @llvm.nearbyint.f64(double 2.5)
  store volatile double %u, ptr %p
  %v = call double @llvm.pow.f64(double 2.0, double 10.0)
  store volatile double %v, ptr %p
  %w = call float @llvm.powi.f32.i32(float 3.0, i32 4)
  store volatile float %w, ptr %p
  %x = call double @llvm.rint.f64(double 3.5)
  store volatile double %x, ptr %p
  %y = call double @llvm.round.f64(double 2.5)
  store volatile double %y, ptr %p
  %z = call double @llvm.roundeven.f64(double 2.5)
  store volatile double %z, ptr %p
  %aa = call float @llvm.sin.f32(float 1.0)
  store volatile float %aa, ptr %p
  %ab = call double @llvm.tan.f64(double 0.5)
  store volatile double %ab, ptr %p
  %ac = call double @llvm.sqrt.f64(double 2.0)
  store volatile double %ac, ptr %p
  %ad = call double @llvm.trunc.f64(double -2.7)
  store volatile double %ad, ptr %p
  %ae = call i32 @llvm.umax.i32(i32 -1, i32 5)
  store volatile i32 %ae, ptr %p
  %af = call i16 @llvm.smin.i16(i16 -1, i16 5)
  store volatile i16 %af, ptr %p
  %ag = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 -1, i32 2)
  store volatile { i32, i1 } %ag, ptr %p
  %ah = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 3, i64 -4)
  store volatile { i64, i1 } %ah, ptr %p
  %ai = call i8 @llvm.usub.sat.i8(i8 3, i8 5)
  store volatile i8 %ai, ptr %p
  ret void
}

; CHECK-LABEL: define void @k(ptr %p) {
; CHECK-NEXT: store volatile i32 2018915346, ptr %p
; CHECK-NEXT: store volatile double -2.000000e+00, ptr %p
; CHECK-NEXT: store volatile float -3.000000e+00, ptr %p
; CHECK-NEXT: store volatile double 0x3FE14A280FB5068C, ptr %p
; CHECK-NEXT: store volatile i32 31, ptr %p
; CHECK-NEXT: store volatile i64 64, ptr %p
; CHECK-NEXT: store volatile double 0x4005BF0A8B145769, ptr %p
; CHECK-NEXT: store volatile float 1.024000e+03, ptr %p
; CHECK-NEXT: store volatile half 0xH4000, ptr %p
; CHECK-NEXT: store volatile float -1.000000e+00, ptr %p
; CHECK-NEXT: store volatile double 7.000000e+00, ptr %p
; CHECK-NEXT: store volatile float 7.000000e+00, ptr %p
; CHECK-NEXT: store volatile double 0x3FE62E42FEFA39EF, ptr %p
; CHECK-NEXT: store volatile float 3.000000e+00, ptr %p
; CHECK-NEXT: store volatile double 3.000000e+00, ptr %p
; CHECK-NEXT: store volatile i64 -3, ptr %p
; CHECK-NEXT: store volatile float 1.000000e+00, ptr %p
; CHECK-NEXT: store volatile double -0.000000e+00, ptr %p
; CHECK-NEXT: store volatile double 2.000000e+00, ptr %p
; CHECK-NEXT: store volatile double 1.024000e+03, ptr %p
; CHECK-NEXT: store volatile float 8.100000e+01, ptr %p
; CHECK-NEXT: store volatile double 4.000000e+00, ptr %p
; CHECK-NEXT: store volatile double 3.000000e+00, ptr %p
; CHECK-NEXT: store volatile double 2.000000e+00, ptr %p
; CHECK-NEXT: store volatile float 0x3FEAED5480000000, ptr %p
; CHECK-NEXT: store volatile double 0x3FE17B4F5BF3474A, ptr %p
; CHECK-NEXT: store volatile double 0x3FF6A09E667F3BCD, ptr %p
; CHECK-NEXT: store volatile double -2.000000e+00, ptr %p
; CHECK-NEXT: store volatile i32 -1, ptr %p
; CHECK-NEXT: store volatile i16 -1, ptr %p
; CHECK-NEXT: store volatile { i32, i1 } { i32 1, i1 true }, ptr %p
; CHECK-NEXT: store volatile { i64, i1 } { i64 -12, i1 false }, ptr %p
; CHECK-NEXT: store volatile i8 0, ptr %p
; CHECK-NEXT: ret void

; REM-NOT: did not fold
; REM: folded call to @llvm.bswap.i32(i32 305419896) to i32 2018915346
; REM: folded call to @llvm.cos.f64(double 0x3FF0000000000000) to double 0x3FE14A280FB5068C
; REM: folded call to @llvm.exp2.f32(float 0x4024000000000000) to float 0x4090000000000000
; REM: folded call to @llvm.uadd.with.overflow.i32(i32 -1, i32 2) to { 1, 1 }
; REM-NOT: did not fold
