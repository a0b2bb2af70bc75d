; constfold: the NVVM intrinsics of the seed's table, folded to the
; reference semantics (ftz flushes inputs and results; .approx folds to the
; interpreter's exact approximation model; .nan min/max give the canonical
; NaN); subnormal inputs of .ftz variants flush to zero.
; RUN: passcheck opt %s -passes=constfold | FileCheck %s

declare float @llvm.nvvm.ceil.f(float)
declare double @llvm.nvvm.floor.d(double)
declare float @llvm.nvvm.fabs.f(float)
declare i32 @llvm.nvvm.clz.i(i32)
declare i32 @llvm.nvvm.clz.ll(i64)
declare float @llvm.nvvm.sin.approx.ftz.f(float)
declare float @llvm.nvvm.cos.approx.ftz.f(float)
declare float @llvm.nvvm.ex2.approx.ftz.f(float)
declare float @llvm.nvvm.lg2.approx.ftz.f(float)
declare float @llvm.nvvm.rsqrt.approx.ftz.f(float)
declare float @llvm.nvvm.sqrt.f(float)
declare double @llvm.nvvm.sqrt.rn.d(double)
declare float @llvm.nvvm.sqrt.approx.ftz.f(float)
declare i32 @llvm.nvvm.max.i(i32, i32)
declare i32 @llvm.nvvm.min.ui(i32, i32)
declare i64 @llvm.nvvm.max.ll(i64, i64)
declare i64 @llvm.nvvm.min.ull(i64, i64)
declare i32 @llvm.nvvm.mulhi.i(i32, i32)
declare i64 @llvm.nvvm.mulhi.ull(i64, i64)
declare i32 @llvm.nvvm.f2i.rn(float)
declare i32 @llvm.nvvm.d2i.rn(double)
declare float @llvm.nvvm.i2f.rn(i32)
declare double @llvm.nvvm.i2d.rn(i32)
declare float @llvm.nvvm.fmax.f(float, float)
declare double @llvm.nvvm.fmin.d(double, double)
declare float @llvm.nvvm.fmax.ftz.f(float, float)
declare float @llvm.nvvm.fmin.ftz.nan.f(float, float)
declare i32 @llvm.nvvm.bitcast.f2i(float)
declare float @llvm.nvvm.div.rn.f(float, float)

define void @k(ptr %p) {
  %a = call float @llvm.nvvm.ceil.f(float 1.25)
  store volatile float %a, ptr %p
  %b = call double @llvm.nvvm.floor.d(double -1.25)
  store volatile double %b, ptr %p
  %c = call float @llvm.nvvm.fabs.f(float -4.0)
  store volatile float %c, ptr %p
  %d = call i32 @llvm.nvvm.clz.i(i32 255)
  store volatile i32 %d, ptr %p
  %e = call i32 @llvm.nvvm.clz.ll(i64 0)
  store volatile i32 %e, ptr %p
  %f = call float @llvm.nvvm.sin.approx.ftz.f(float 0.0)
  store volatile float %f, ptr %p
  %g = call float @llvm.nvvm.cos.approx.ftz.f(float 0.0)
  store volatile float %g, ptr %p
  %h = call float @llvm.nvvm.ex2.approx.ftz.f(float 3.0)
  store volatile float %h, ptr %p
  %i = call float @llvm.nvvm.lg2.approx.ftz.f(float 8.0)
  store volatile float %i, ptr %p
  %j = call float @llvm.nvvm.rsqrt.approx.ftz.f(float 4.0)
  store volatile float %j, ptr %p
  %l = call float @llvm.nvvm.sqrt.f(float 9.0)
  store volatile float %l, ptr %p
  %m = call double @llvm.nvvm.sqrt.rn.d(double 2.0)
  store volatile double %m, ptr %p
  %n = call float @llvm.nvvm.sqrt.approx.ftz.f(float 0x36A0000000000000)
  store volatile float %n, ptr %p
  %o = call i32 @llvm.nvvm.max.i(i32 -7, i32 3)
  store volatile i32 %o, ptr %p
  %q = call i32 @llvm.nvvm.min.ui(i32 -7, i32 3)
  store volatile i32 %q, ptr %p
  %r = call i64 @llvm.nvvm.max.ll(i64 -7, i64 3)
  store volatile i64 %r, ptr %p
  %s = call i64 @llvm.nvvm.min.ull(i64 -7, i64 3)
  store volatile i64 %s, ptr %p
  %t = call i32 @llvm.nvvm.mulhi.i(i32 -2147483648, i32 4)
  store volatile i32 %t, ptr %p
  %u = call i64 @llvm.nvvm.mulhi.ull(i64 -1, i64 -1)
  store volatile i64 %u, ptr %p
  %v = call i32 @llvm.nvvm.f2i.rn(float 2.5)
  store volatile i32 %v, ptr %p
  %w = call i32 @llvm.nvvm.d2i.rn(double 1.0e10)
  store volatile i32 %w, ptr %p
  %x = call float @llvm.nvvm.i2f.rn(i32 16777217)
  store volatile float %x, ptr %p
  %y = call double @llvm.nvvm.i2d.rn(i32 -3)
  store volatile double %y, ptr %p
  %z = call float @llvm.nvvm.fmax.f(float 0x7FF8000000000000, float 2.0)
  store volatile float %z, ptr %p
  %aa = call double @llvm.nvvm.fmin.d(double -0.0, double 0.0)
  store volatile double %aa, ptr %p
  %ab = call float @llvm.nvvm.fmax.ftz.f(float 0x36A0000000000000, float -1.0)
  store volatile float %ab, ptr %p
  %ac = call float @llvm.nvvm.fmin.ftz.nan.f(float 0x7FF8000000000000, float 2.0)
  store volatile float %ac, ptr %p
  %ad = call i32 @llvm.nvvm.bitcast.f2i(float 1.0)
  store volatile i32 %ad, ptr %p
  %ae = call float @llvm.nvvm.div.rn.f(float 1.0, float 0.0)
  store volatile float %ae, ptr %p
  ret void
}

; CHECK-LABEL: define void @k(ptr %p) {
; CHECK-NEXT: store volatile float 2.000000e+00, ptr %p
; CHECK-NEXT: store volatile double -2.000000e+00, ptr %p
; CHECK-NEXT: store volatile float 4.000000e+00, ptr %p
; CHECK-NEXT: store volatile i32 24, ptr %p
; CHECK-NEXT: store volatile i32 64, ptr %p
; CHECK-NEXT: store volatile float 0.000000e+00, ptr %p
; CHECK-NEXT: store volatile float 1.000000e+00, ptr %p
; CHECK-NEXT: store volatile float 8.000000e+00, ptr %p
; CHECK-NEXT: store volatile float 3.000000e+00, ptr %p
; CHECK-NEXT: store volatile float 5.000000e-01, ptr %p
; CHECK-NEXT: store volatile float 3.000000e+00, ptr %p
; CHECK-NEXT: store volatile double 0x3FF6A09E667F3BCD, ptr %p
; CHECK-NEXT: store volatile float 0.000000e+00, ptr %p
; CHECK-NEXT: store volatile i32 3, ptr %p
; CHECK-NEXT: store volatile i32 3, ptr %p
; CHECK-NEXT: store volatile i64 3, ptr %p
; CHECK-NEXT: store volatile i64 3, ptr %p
; CHECK-NEXT: store volatile i32 -2, ptr %p
; CHECK-NEXT: store volatile i64 -2, ptr %p
; CHECK-NEXT: store volatile i32 2, ptr %p
; CHECK-NEXT: store volatile i32 2147483647, ptr %p
; CHECK-NEXT: store volatile float 0x4170000000000000, ptr %p
; CHECK-NEXT: store volatile double -3.000000e+00, ptr %p
; CHECK-NEXT: store volatile float 2.000000e+00, ptr %p
; CHECK-NEXT: store volatile double -0.000000e+00, ptr %p
; CHECK-NEXT: store volatile float 0.000000e+00, ptr %p
; CHECK-NEXT: store volatile float 0x7FFFFFFFE0000000, ptr %p
; CHECK-NEXT: store volatile i32 1065353216, ptr %p
; CHECK-NEXT: store volatile float 0x7FF0000000000000, ptr %p
; CHECK-NEXT: ret void
