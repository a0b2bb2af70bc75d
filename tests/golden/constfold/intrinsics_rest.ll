; constfold: the members of the seed's LLVM (IDs 189..211) and NVVM tables
; that llvm_intrinsics.ll and nvvm.ll do not cover, so that every foldable
; intrinsic has a golden fold; expected values worked out by hand from the
; LangRef / PTX definitions (bitcasts: IEEE encodings; .approx at arguments
; where every model gives the exact value; .ftz flushing a subnormal input;
; min/max signed against unsigned at -7, 3; mul.hi of -1 x 2 unsigned and
; signed; the overflow intrinsics at their boundary; saturation clamping).
; RUN: passcheck opt %s -passes=constfold | FileCheck %s
; RUN: passcheck opt %s -passes=constfold --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=REM
; RUN: passcheck check %s -passes=constfold --grid 1x1 | FileCheck %s --check-prefix=OK

declare i64 @llvm.nvvm.bitcast.d2ll(double)
declare float @llvm.nvvm.bitcast.i2f(i32)
declare double @llvm.nvvm.bitcast.ll2d(i64)
declare double @llvm.nvvm.ceil.d(double)
declare float @llvm.nvvm.cos.approx.f(float)
declare float @llvm.nvvm.div.approx.f(float, float)
declare float @llvm.nvvm.div.approx.ftz.f(float, float)
declare double @llvm.nvvm.div.rn.d(double, double)
declare float @llvm.nvvm.div.rn.ftz.f(float, float)
declare double @llvm.nvvm.ex2.approx.d(double)
declare double @llvm.nvvm.fabs.d(double)
declare float @llvm.nvvm.floor.f(float)
declare double @llvm.nvvm.rcp.approx.ftz.d(double)
declare float @llvm.nvvm.sqrt.approx.f(float)
declare float @llvm.nvvm.sin.approx.f(float)
declare i32 @llvm.nvvm.max.ui(i32, i32)
declare i32 @llvm.nvvm.min.i(i32, i32)
declare i64 @llvm.nvvm.max.ull(i64, i64)
declare i64 @llvm.nvvm.min.ll(i64, i64)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32)
declare i64 @llvm.nvvm.mulhi.ll(i64, i64)
declare double @llvm.nvvm.fmax.d(double, double)
declare float @llvm.nvvm.fmax.ftz.nan.f(float, float)
declare float @llvm.nvvm.fmin.f(float, float)
declare float @llvm.nvvm.fmin.ftz.f(float, float)
declare i32 @llvm.umin.i32(i32, i32)
declare i8 @llvm.smax.i8(i8, i8)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare { i16, i1 } @llvm.ssub.with.overflow.i16(i16, i16)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32)
declare { i8, i1 } @llvm.umul.with.overflow.i8(i8, i8)
declare i8 @llvm.sadd.sat.i8(i8, i8)
declare i32 @llvm.ssub.sat.i32(i32, i32)
declare i16 @llvm.uadd.sat.i16(i16, i16)

define void @k(ptr %p) {
  %a = call i64 @llvm.nvvm.bitcast.d2ll(double 1.0)
  store volatile i64 %a, ptr %p
  %b = call float @llvm.nvvm.bitcast.i2f(i32 1065353216)
  store volatile float %b, ptr %p
  %c = call double @llvm.nvvm.bitcast.ll2d(i64 4611686018427387904)
  store volatile double %c, ptr %p
  %d = call double @llvm.nvvm.ceil.d(double -1.5)
  store volatile double %d, ptr %p
  %e = call float @llvm.nvvm.cos.approx.f(float 0.0)
  store volatile float %e, ptr %p
  %f = call float @llvm.nvvm.div.approx.f(float 1.0, float 4.0)
  store volatile float %f, ptr %p
  %g = call float @llvm.nvvm.div.approx.ftz.f(float 3.0, float 2.0)
  store volatile float %g, ptr %p
  %h = call double @llvm.nvvm.div.rn.d(double 1.0, double 3.0)
  store volatile double %h, ptr %p
  %i = call float @llvm.nvvm.div.rn.ftz.f(float 0x36A0000000000000, float 1.0)
  store volatile float %i, ptr %p
  %j = call double @llvm.nvvm.ex2.approx.d(double -2.0)
  store volatile double %j, ptr %p
  %l = call double @llvm.nvvm.fabs.d(double -0.0)
  store volatile double %l, ptr %p
  %m = call float @llvm.nvvm.floor.f(float -0.5)
  store volatile float %m, ptr %p
  %n = call double @llvm.nvvm.rcp.approx.ftz.d(double 4.0)
  store volatile double %n, ptr %p
  %o = call float @llvm.nvvm.sqrt.approx.f(float 16.0)
  store volatile float %o, ptr %p
  %q = call float @llvm.nvvm.sin.approx.f(float 0.0)
  store volatile float %q, ptr %p
  %r = call i32 @llvm.nvvm.max.ui(i32 -7, i32 3)
  store volatile i32 %r, ptr %p
  %s = call i32 @llvm.nvvm.min.i(i32 -7, i32 3)
  store volatile i32 %s, ptr %p
  %t = call i64 @llvm.nvvm.max.ull(i64 -7, i64 3)
  store volatile i64 %t, ptr %p
  %u = call i64 @llvm.nvvm.min.ll(i64 -7, i64 3)
  store volatile i64 %u, ptr %p
  %v = call i32 @llvm.nvvm.mulhi.ui(i32 -1, i32 2)
  store volatile i32 %v, ptr %p
  %w = call i64 @llvm.nvvm.mulhi.ll(i64 -1, i64 2)
  store volatile i64 %w, ptr %p
  %x = call double @llvm.nvvm.fmax.d(double 1.5, double 0x7FF8000000000000)
  store volatile double %x, ptr %p
  %y = call float @llvm.nvvm.fmax.ftz.nan.f(float 1.0, float 2.0)
  store volatile float %y, ptr %p
  %z = call float @llvm.nvvm.fmin.f(float 0x7FF8000000000000, float 2.0)
  store volatile float %z, ptr %p
  %aa = call float @llvm.nvvm.fmin.ftz.f(float 0x36A0000000000000, float 1.0)
  store volatile float %aa, ptr %p
  %ab = call i32 @llvm.umin.i32(i32 -1, i32 5)
  store volatile i32 %ab, ptr %p
  %ac = call i8 @llvm.smax.i8(i8 -128, i8 127)
  store volatile i8 %ac, ptr %p
  %ad = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1)
  store volatile { i32, i1 } %ad, ptr %p
  %ae = call { i16, i1 } @llvm.ssub.with.overflow.i16(i16 -32768, i16 1)
  store volatile { i16, i1 } %ae, ptr %p
  %af = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 0, i32 1)
  store volatile { i32, i1 } %af, ptr %p
  %ag = call { i8, i1 } @llvm.umul.with.overflow.i8(i8 16, i8 16)
  store volatile { i8, i1 } %ag, ptr %p
  %ah = call i8 @llvm.sadd.sat.i8(i8 100, i8 100)
  store volatile i8 %ah, ptr %p
  %ai = call i32 @llvm.ssub.sat.i32(i32 -2147483648, i32 1)
  store volatile i32 %ai, ptr %p
  %aj = call i16 @llvm.uadd.sat.i16(i16 -1, i16 1)
  store volatile i16 %aj, ptr %p
  ret void
}

; CHECK-LABEL: define void @k(ptr %p) {
; CHECK-NEXT: store volatile i64 4607182418800017408, ptr %p
; CHECK-NEXT: store volatile float 1.000000e+00, ptr %p
; CHECK-NEXT: store volatile double 2.000000e+00, ptr %p
; CHECK-NEXT: store volatile double -1.000000e+00, ptr %p
; CHECK-NEXT: store volatile float 1.000000e+00, ptr %p
; CHECK-NEXT: store volatile float 2.500000e-01, ptr %p
; CHECK-NEXT: store volatile float 1.500000e+00, ptr %p
; CHECK-NEXT: store volatile double 0x3FD5555555555555, ptr %p
; CHECK-NEXT: store volatile float 0.000000e+00, ptr %p
; CHECK-NEXT: store volatile double 2.500000e-01, ptr %p
; CHECK-NEXT: store volatile double 0.000000e+00, ptr %p
; CHECK-NEXT: store volatile float -1.000000e+00, ptr %p
; CHECK-NEXT: store volatile double 2.500000e-01, ptr %p
; CHECK-NEXT: store volatile float 4.000000e+00, ptr %p
; CHECK-NEXT: store volatile float 0.000000e+00, ptr %p
; CHECK-NEXT: store volatile i32 -7, ptr %p
; CHECK-NEXT: store volatile i32 -7, ptr %p
; CHECK-NEXT: store volatile i64 -7, ptr %p
; CHECK-NEXT: store volatile i64 -7, ptr %p
; CHECK-NEXT: store volatile i32 1, ptr %p
; CHECK-NEXT: store volatile i64 -1, ptr %p
; CHECK-NEXT: store volatile double 1.500000e+00, ptr %p
; CHECK-NEXT: store volatile float 2.000000e+00, ptr %p
; CHECK-NEXT: store volatile float 2.000000e+00, ptr %p
; CHECK-NEXT: store volatile float 0.000000e+00, ptr %p
; CHECK-NEXT: store volatile i32 5, ptr %p
; CHECK-NEXT: store volatile i8 127, ptr %p
; CHECK-NEXT: store volatile { i32, i1 } { i32 -2147483648, i1 true }, ptr %p
; CHECK-NEXT: store volatile { i16, i1 } { i16 32767, i1 true }, ptr %p
; CHECK-NEXT: store volatile { i32, i1 } { i32 -1, i1 true }, ptr %p
; CHECK-NEXT: store volatile { i8, i1 } { i8 0, i1 true }, ptr %p
; CHECK-NEXT: store volatile i8 127, ptr %p
; CHECK-NEXT: store volatile i32 -2147483648, ptr %p
; CHECK-NEXT: store volatile i16 -1, ptr %p
; CHECK-NEXT: ret void

; Every call folds: no refusal remark.
; REM-NOT: did not fold
; REM: folded call to @llvm.nvvm.bitcast.d2ll(double 0x3FF0000000000000) to i64 4607182418800017408
; REM: folded call to @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1) to { -2147483648, 1 }
; REM-NOT: did not fold

; OK: 1/1 constfold: changed, ok
; OK: result: ok
