; constfold: vector math calls fold lane by lane (seed 004's scalar-to-vector
; math mapping): every lane through the scalar evaluator with its guards,
; the call folds only when every lane does.  A scalar operand (ctlz's i1,
; powi's i32) is the same for every lane.
; RUN: passcheck opt %s -passes=constfold | FileCheck %s
; RUN: passcheck opt %s -passes=constfold --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=REM
; RUN: passcheck opt %s -passes=constfold -knob disable-fp-call-folding=1 | FileCheck %s --check-prefix=OFF
; RUN: passcheck check %s -passes=constfold --grid 1x1 | FileCheck %s --check-prefix=OK

declare <2 x double> @llvm.sin.v2f64(<2 x double>)
declare <4 x float> @llvm.floor.v4f32(<4 x float>)
declare <2 x i32> @llvm.ctlz.v2i32(<2 x i32>, i1)
declare <2 x float> @llvm.powi.v2f32.i32(<2 x float>, i32)
declare <2 x double> @llvm.log.v2f64(<2 x double>)
declare <2 x float> @llvm.maxnum.v2f32(<2 x float>, <2 x float>)
declare <2 x float> @llvm.fabs.v2f32(<2 x float>)

; CHECK-LABEL: define void @fold(
; CHECK-NOT: call
; CHECK: store <2 x double> <double 0x3FEAED548F090CEE, double 0x3FED18F6EAD1B446>
; CHECK: store <4 x float> <float 1.000000e+00, float -3.000000e+00, float 0.000000e+00, float 3.000000e+00>
; CHECK: store <2 x i32> <i32 31, i32 32>
; CHECK: store <2 x float> <float 3.375000e+00, float 8.000000e+00>
; CHECK: store <2 x float> <float 2.000000e+00, float 0.000000e+00>
; REM: folded call to @llvm.sin.v2f64 lane by lane to a constant <2 x double>
; REM: folded call to @llvm.floor.v4f32 lane by lane to a constant <4 x float>
; REM: folded call to @llvm.ctlz.v2i32 lane by lane to a constant <2 x i32>
; REM: folded call to @llvm.powi.v2f32.i32 lane by lane to a constant <2 x float>
; REM: folded call to @llvm.maxnum.v2f32 lane by lane to a constant <2 x float>
; OFF-LABEL: define void @fold(
; OFF: call <2 x double> @llvm.sin.v2f64
; OFF: call <4 x float> @llvm.floor.v4f32
; OFF: store <2 x i32> <i32 31, i32 32>
define void @fold(ptr %o) {
  %a = call <2 x double> @llvm.sin.v2f64(<2 x double> <double 1.0, double 2.0>)
  store <2 x double> %a, ptr %o
  %b = call <4 x float> @llvm.floor.v4f32(<4 x float> <float 1.5, float -2.5, float 0.0, float 3.0>)
  %p = getelementptr i8, ptr %o, i64 16
  store <4 x float> %b, ptr %p
  %c = call <2 x i32> @llvm.ctlz.v2i32(<2 x i32> <i32 1, i32 0>, i1 false)
  %q = getelementptr i8, ptr %o, i64 32
  store <2 x i32> %c, ptr %q
  %d = call <2 x float> @llvm.powi.v2f32.i32(<2 x float> <float 1.5, float 2.0>, i32 3)
  %r = getelementptr i8, ptr %o, i64 40
  store <2 x float> %d, ptr %r
  %e = call <2 x float> @llvm.maxnum.v2f32(<2 x float> <float 2.0, float -1.0>, <2 x float> zeroinitializer)
  %s = getelementptr i8, ptr %o, i64 48
  store <2 x float> %e, ptr %s
  ret void
}

; One lane the scalar evaluator refuses (log of a negative number, a poison
; lane, ctlz of zero with is_zero_poison) keeps the whole call; so does an
; operand that is not constant.
; CHECK-LABEL: define void @keep(
; CHECK: call <2 x double> @llvm.log.v2f64(<2 x double> <double 1.000000e+00, double -1.000000e+00>)
; CHECK: call <2 x float> @llvm.fabs.v2f32(<2 x float> <float 1.000000e+00, float poison>)
; CHECK: call <2 x i32> @llvm.ctlz.v2i32(<2 x i32> <i32 4, i32 0>, i1 true)
; CHECK: call <2 x float> @llvm.fabs.v2f32(<2 x float> %v)
; REM: did not fold call to @llvm.log.v2f64(double 0xBFF0000000000000) lane 1 of 2: argument outside the domain (x <= 0)
; REM: did not fold call to @llvm.ctlz.v2i32(i32 0, i1 -1) lane 1 of 2: the result is poison
define void @keep(ptr %o, <2 x float> %v) {
  %a = call <2 x double> @llvm.log.v2f64(<2 x double> <double 1.0, double -1.0>)
  store <2 x double> %a, ptr %o
  %b = call <2 x float> @llvm.fabs.v2f32(<2 x float> <float 1.0, float poison>)
  %p = getelementptr i8, ptr %o, i64 16
  store <2 x float> %b, ptr %p
  %c = call <2 x i32> @llvm.ctlz.v2i32(<2 x i32> <i32 4, i32 0>, i1 true)
  %q = getelementptr i8, ptr %o, i64 24
  store <2 x i32> %c, ptr %q
  %d = call <2 x float> @llvm.fabs.v2f32(<2 x float> %v)
  %r = getelementptr i8, ptr %o, i64 32
  store <2 x float> %d, ptr %r
  ret void
}

; Under a flushing denormal mode a subnormal lane is refused, as for scalars.
; CHECK-LABEL: define void @ftz(
; CHECK: call <2 x float> @llvm.maxnum.v2f32
; REM: lane 1 of 2: subnormal operand or result under the function's denormal mode
define void @ftz(ptr %o) "denormal-fp-math-f32"="preserve-sign,preserve-sign" {
  %a = call <2 x float> @llvm.maxnum.v2f32(<2 x float> <float 1.0, float 0x3800000000000000>, <2 x float> zeroinitializer)
  store <2 x float> %a, ptr %o
  ret void
}

; OK: 1/1 constfold: changed, ok
; OK: result: ok: every run refines
