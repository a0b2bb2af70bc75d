; constfold: the 44 plain C math names (float and double forms); every call folds to the host libm value
; (expected values computed independently of the pass).
; RUN: passcheck opt %s -passes=constfold | FileCheck %s
; RUN: passcheck opt %s -passes=constfold --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=REM

declare double @sin(double)
declare double @cos(double)
declare double @tan(double)
declare double @acos(double)
declare double @asin(double)
declare double @atan(double)
declare double @atan2(double, double)
declare double @sinh(double)
declare double @cosh(double)
declare double @tanh(double)
declare double @exp(double)
declare double @exp2(double)
declare double @log(double)
declare double @log10(double)
declare double @ceil(double)
declare double @floor(double)
declare double @round(double)
declare double @fabs(double)
declare double @sqrt(double)
declare double @pow(double, double)
declare double @fmod(double, double)
declare float @sinf(float)
declare float @cosf(float)
declare float @tanf(float)
declare float @acosf(float)
declare float @asinf(float)
declare float @atanf(float)
declare float @atan2f(float, float)
declare float @sinhf(float)
declare float @coshf(float)
declare float @tanhf(float)
declare float @expf(float)
declare float @exp2f(float)
declare float @logf(float)
declare float @log10f(float)
declare float @ceilf(float)
declare float @floorf(float)
declare float @roundf(float)
declare float @fabsf(float)
declare float @sqrtf(float)
declare float @powf(float, float)
declare float @fmodf(float, float)

define void @k(ptr %p) {
  %v0 = call double @sin(double 5.000000e-01)
  store volatile double %v0, ptr %p
  %v1 = call double @cos(double 7.500000e-01)
  store volatile double %v1, ptr %p
  %v2 = call double @tan(double 3.000000e-01)
  store volatile double %v2, ptr %p
  %v3 = call double @acos(double 2.500000e-01)
  store volatile double %v3, ptr %p
  %v4 = call double @asin(double -4.000000e-01)
  store volatile double %v4, ptr %p
  %v5 = call double @atan(double 2.500000e+00)
  store volatile double %v5, ptr %p
  %v6 = call double @atan2(double 1.500000e+00, double -2.250000e+00)
  store volatile double %v6, ptr %p
  %v7 = call double @sinh(double 1.250000e+00)
  store volatile double %v7, ptr %p
  %v8 = call double @cosh(double -8.000000e-01)
  store volatile double %v8, ptr %p
  %v9 = call double @tanh(double 6.000000e-01)
  store volatile double %v9, ptr %p
  %v10 = call double @exp(double 1.500000e+00)
  store volatile double %v10, ptr %p
  %v11 = call double @exp2(double 3.300000e+00)
  store volatile double %v11, ptr %p
  %v12 = call double @log(double 7.500000e+00)
  store volatile double %v12, ptr %p
  %v13 = call double @log10(double 1.230000e+02)
  store volatile double %v13, ptr %p
  %v14 = call double @ceil(double -2.500000e+00)
  store volatile double %v14, ptr %p
  %v15 = call double @floor(double -2.500000e+00)
  store volatile double %v15, ptr %p
  %v16 = call double @round(double -2.500000e+00)
  store volatile double %v16, ptr %p
  %v17 = call double @fabs(double -3.750000e+00)
  store volatile double %v17, ptr %p
  %v18 = call double @sqrt(double 2.000000e+00)
  store volatile double %v18, ptr %p
  %v19 = call double @pow(double 1.700000e+00, double 3.100000e+00)
  store volatile double %v19, ptr %p
  %v20 = call double @fmod(double 7.500000e+00, double -2.000000e+00)
  store volatile double %v20, ptr %p
  %v21 = call float @sinf(float 5.000000e-01)
  store volatile float %v21, ptr %p
  %v22 = call float @cosf(float 7.500000e-01)
  store volatile float %v22, ptr %p
  %v23 = call float @tanf(float 0x3FD3333340000000)
  store volatile float %v23, ptr %p
  %v24 = call float @acosf(float 2.500000e-01)
  store volatile float %v24, ptr %p
  %v25 = call float @asinf(float 0xBFD99999A0000000)
  store volatile float %v25, ptr %p
  %v26 = call float @atanf(float 2.500000e+00)
  store volatile float %v26, ptr %p
  %v27 = call float @atan2f(float 1.500000e+00, float -2.250000e+00)
  store volatile float %v27, ptr %p
  %v28 = call float @sinhf(float 1.250000e+00)
  store volatile float %v28, ptr %p
  %v29 = call float @coshf(float 0xBFE99999A0000000)
  store volatile float %v29, ptr %p
  %v30 = call float @tanhf(float 0x3FE3333340000000)
  store volatile float %v30, ptr %p
  %v31 = call float @expf(float 1.500000e+00)
  store volatile float %v31, ptr %p
  %v32 = call float @exp2f(float 0x400A666660000000)
  store volatile float %v32, ptr %p
  %v33 = call float @logf(float 7.500000e+00)
  store volatile float %v33, ptr %p
  %v34 = call float @log10f(float 1.230000e+02)
  store volatile float %v34, ptr %p
  %v35 = call float @ceilf(float -2.500000e+00)
  store volatile float %v35, ptr %p
  %v36 = call float @floorf(float -2.500000e+00)
  store volatile float %v36, ptr %p
  %v37 = call float @roundf(float -2.500000e+00)
  store volatile float %v37, ptr %p
  %v38 = call float @fabsf(float -3.750000e+00)
  store volatile float %v38, ptr %p
  %v39 = call float @sqrtf(float 2.000000e+00)
  store volatile float %v39, ptr %p
  %v40 = call float @powf(float 0x3FFB333340000000, float 0x4008CCCCC0000000)
  store volatile float %v40, ptr %p
  %v41 = call float @fmodf(float 7.500000e+00, float -2.000000e+00)
  store volatile float %v41, ptr %p
  ret void
}

; CHECK-LABEL: define void @k(ptr %p) {
; CHECK-NEXT: store volatile double 0x3FDEAEE8744B05F0, ptr %p
; CHECK-NEXT: store volatile double 0x3FE769FEC655211F, ptr %p
; CHECK-NEXT: store volatile double 0x3FD3CC2A44E29998, ptr %p
; CHECK-NEXT: store volatile double 0x3FF51700E0C14B25, ptr %p
; CHECK-NEXT: store volatile double 0xBFDA564AC0E73A34, ptr %p
; CHECK-NEXT: store volatile double 0x3FF30B6D796A4DA8, ptr %p
; CHECK-NEXT: store volatile double 0x40046DC09EC29433, ptr %p
; CHECK-NEXT: store volatile double 0x3FF9A175E6CBAFE6, ptr %p
; CHECK-NEXT: store volatile double 0x3FF566222FAE825A, ptr %p
; CHECK-NEXT: store volatile double 0x3FE12F8292D2CCFC, ptr %p
; CHECK-NEXT: store volatile double 0x4011ED3FE64FC541, ptr %p
; CHECK-NEXT: store volatile double 0x4023B2C47BFF8328, ptr %p
; CHECK-NEXT: store volatile double 0x40001E85798EB9A3, ptr %p
; CHECK-NEXT: store volatile double 0x4000B8202BCB00EC, ptr %p
; CHECK-NEXT: store volatile double -2.000000e+00, ptr %p
; CHECK-NEXT: store volatile double -3.000000e+00, ptr %p
; CHECK-NEXT: store volatile double -3.000000e+00, ptr %p
; CHECK-NEXT: store volatile double 3.750000e+00, ptr %p
; CHECK-NEXT: store volatile double 0x3FF6A09E667F3BCD, ptr %p
; CHECK-NEXT: store volatile double 0x4014B913771D2422, ptr %p
; CHECK-NEXT: store volatile double 1.500000e+00, ptr %p
; CHECK-NEXT: store volatile float 0x3FDEAEE880000000, ptr %p
; CHECK-NEXT: store volatile float 0x3FE769FEC0000000, ptr %p
; CHECK-NEXT: store volatile float 0x3FD3CC2A60000000, ptr %p
; CHECK-NEXT: store volatile float 0x3FF51700E0000000, ptr %p
; CHECK-NEXT: store volatile float 0xBFDA564AC0000000, ptr %p
; CHECK-NEXT: store volatile float 0x3FF30B6D80000000, ptr %p
; CHECK-NEXT: store volatile float 0x40046DC0A0000000, ptr %p
; CHECK-NEXT: store volatile float 0x3FF9A175E0000000, ptr %p
; CHECK-NEXT: store volatile float 0x3FF5662240000000, ptr %p
; CHECK-NEXT: store volatile float 0x3FE12F82A0000000, ptr %p
; CHECK-NEXT: store volatile float 0x4011ED3FE0000000, ptr %p
; CHECK-NEXT: store volatile float 0x4023B2C480000000, ptr %p
; CHECK-NEXT: store volatile float 0x40001E8580000000, ptr %p
; CHECK-NEXT: store volatile float 0x4000B82020000000, ptr %p
; CHECK-NEXT: store volatile float -2.000000e+00, ptr %p
; CHECK-NEXT: store volatile float -3.000000e+00, ptr %p
; CHECK-NEXT: store volatile float -3.000000e+00, ptr %p
; CHECK-NEXT: store volatile float 3.750000e+00, ptr %p
; CHECK-NEXT: store volatile float 0x3FF6A09E60000000, ptr %p
; CHECK-NEXT: store volatile float 0x4014B91380000000, ptr %p
; CHECK-NEXT: store volatile float 1.500000e+00, ptr %p
; CHECK-NEXT: ret void

; REM-NOT: did not fold
; REM: folded call to @sin(
; REM: folded call to @cos(
; REM: folded call to @tan(
; REM: folded call to @acos(
; REM: folded call to @asin(
; REM: folded call to @atan(
; REM: folded call to @atan2(
; REM: folded call to @sinh(
; REM: folded call to @cosh(
; REM: folded call to @tanh(
; REM: folded call to @exp(
; REM: folded call to @exp2(
; REM: folded call to @log(
; REM: folded call to @log10(
; REM: folded call to @ceil(
; REM: folded call to @floor(
; REM: folded call to @round(
; REM: folded call to @fabs(
; REM: folded call to @sqrt(
; REM: folded call to @pow(
; REM: folded call to @fmod(
; REM: folded call to @sinf(
; REM: folded call to @cosf(
; REM: folded call to @tanf(
; REM: folded call to @acosf(
; REM: folded call to @asinf(
; REM: folded call to @atanf(
; REM: folded call to @atan2f(
; REM: folded call to @sinhf(
; REM: folded call to @coshf(
; REM: folded call to @tanhf(
; REM: folded call to @expf(
; REM: folded call to @exp2f(
; REM: folded call to @logf(
; REM: folded call to @log10f(
; REM: folded call to @ceilf(
; REM: folded call to @floorf(
; REM: folded call to @roundf(
; REM: folded call to @fabsf(
; REM: folded call to @sqrtf(
; REM: folded call to @powf(
; REM: folded call to @fmodf(
; REM-NOT: did not fold
