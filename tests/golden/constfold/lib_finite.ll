; constfold: the 20 glibc __*_finite names; every call folds to the host libm value
; (expected values computed independently of the pass).
; RUN: passcheck opt %s -passes=constfold | FileCheck %s
; RUN: passcheck opt %s -passes=constfold --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=REM

declare double @__acos_finite(double)
declare double @__asin_finite(double)
declare double @__atan2_finite(double, double)
declare double @__cosh_finite(double)
declare double @__exp_finite(double)
declare double @__exp2_finite(double)
declare double @__log_finite(double)
declare double @__log10_finite(double)
declare double @__pow_finite(double, double)
declare double @__sinh_finite(double)
declare float @__acosf_finite(float)
declare float @__asinf_finite(float)
declare float @__atan2f_finite(float, float)
declare float @__coshf_finite(float)
declare float @__expf_finite(float)
declare float @__exp2f_finite(float)
declare float @__logf_finite(float)
declare float @__log10f_finite(float)
declare float @__powf_finite(float, float)
declare float @__sinhf_finite(float)

define void @k(ptr %p) {
  %v0 = call double @__acos_finite(double 2.500000e-01)
  store volatile double %v0, ptr %p
  %v1 = call double @__asin_finite(double -4.000000e-01)
  store volatile double %v1, ptr %p
  %v2 = call double @__atan2_finite(double 1.500000e+00, double -2.250000e+00)
  store volatile double %v2, ptr %p
  %v3 = call double @__cosh_finite(double -8.000000e-01)
  store volatile double %v3, ptr %p
  %v4 = call double @__exp_finite(double 1.500000e+00)
  store volatile double %v4, ptr %p
  %v5 = call double @__exp2_finite(double 3.300000e+00)
  store volatile double %v5, ptr %p
  %v6 = call double @__log_finite(double 7.500000e+00)
  store volatile double %v6, ptr %p
  %v7 = call double @__log10_finite(double 1.230000e+02)
  store volatile double %v7, ptr %p
  %v8 = call double @__pow_finite(double 1.700000e+00, double 3.100000e+00)
  store volatile double %v8, ptr %p
  %v9 = call double @__sinh_finite(double 1.250000e+00)
  store volatile double %v9, ptr %p
  %v10 = call float @__acosf_finite(float 2.500000e-01)
  store volatile float %v10, ptr %p
  %v11 = call float @__asinf_finite(float 0xBFD99999A0000000)
  store volatile float %v11, ptr %p
  %v12 = call float @__atan2f_finite(float 1.500000e+00, float -2.250000e+00)
  store volatile float %v12, ptr %p
  %v13 = call float @__coshf_finite(float 0xBFE99999A0000000)
  store volatile float %v13, ptr %p
  %v14 = call float @__expf_finite(float 1.500000e+00)
  store volatile float %v14, ptr %p
  %v15 = call float @__exp2f_finite(float 0x400A666660000000)
  store volatile float %v15, ptr %p
  %v16 = call float @__logf_finite(float 7.500000e+00)
  store volatile float %v16, ptr %p
  %v17 = call float @__log10f_finite(float 1.230000e+02)
  store volatile float %v17, ptr %p
  %v18 = call float @__powf_finite(float 0x3FFB333340000000, float 0x4008CCCCC0000000)
  store volatile float %v18, ptr %p
  %v19 = call float @__sinhf_finite(float 1.250000e+00)
  store volatile float %v19, ptr %p
  ret void
}

; CHECK-LABEL: define void @k(ptr %p) {
; CHECK-NEXT: store volatile double 0x3FF51700E0C14B25, ptr %p
; CHECK-NEXT: store volatile double 0xBFDA564AC0E73A34, ptr %p
; CHECK-NEXT: store volatile double 0x40046DC09EC29433, ptr %p
; CHECK-NEXT: store volatile double 0x3FF566222FAE825A, ptr %p
; CHECK-NEXT: store volatile double 0x4011ED3FE64FC541, ptr %p
; CHECK-NEXT: store volatile double 0x4023B2C47BFF8328, ptr %p
; CHECK-NEXT: store volatile double 0x40001E85798EB9A3, ptr %p
; CHECK-NEXT: store volatile double 0x4000B8202BCB00EC, ptr %p
; CHECK-NEXT: store volatile double 0x4014B913771D2422, ptr %p
; CHECK-NEXT: store volatile double 0x3FF9A175E6CBAFE6, ptr %p
; CHECK-NEXT: store volatile float 0x3FF51700E0000000, ptr %p
; CHECK-NEXT: store volatile float 0xBFDA564AC0000000, ptr %p
; CHECK-NEXT: store volatile float 0x40046DC0A0000000, ptr %p
; CHECK-NEXT: store volatile float 0x3FF5662240000000, ptr %p
; CHECK-NEXT: store volatile float 0x4011ED3FE0000000, ptr %p
; CHECK-NEXT: store volatile float 0x4023B2C480000000, ptr %p
; CHECK-NEXT: store volatile float 0x40001E8580000000, ptr %p
; CHECK-NEXT: store volatile float 0x4000B82020000000, ptr %p
; CHECK-NEXT: store volatile float 0x4014B91380000000, ptr %p
; CHECK-NEXT: store volatile float 0x3FF9A175E0000000, ptr %p
; CHECK-NEXT: ret void

; REM-NOT: did not fold
; REM: folded call to @__acos_finite(
; REM: folded call to @__asin_finite(
; REM: folded call to @__atan2_finite(
; REM: folded call to @__cosh_finite(
; REM: folded call to @__exp_finite(
; REM: folded call to @__exp2_finite(
; REM: folded call to @__log_finite(
; REM: folded call to @__log10_finite(
; REM: folded call to @__pow_finite(
; REM: folded call to @__sinh_finite(
; REM: folded call to @__acosf_finite(
; REM: folded call to @__asinf_finite(
; REM: folded call to @__atan2f_finite(
; REM: folded call to @__coshf_finite(
; REM: folded call to @__expf_finite(
; REM: folded call to @__exp2f_finite(
; REM: folded call to @__logf_finite(
; REM: folded call to @__log10f_finite(
; REM: folded call to @__powf_finite(
; REM: folded call to @__sinhf_finite(
; REM-NOT: did not fold
