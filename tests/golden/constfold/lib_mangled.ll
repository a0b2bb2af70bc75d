; constfold: the C++ mangled names _Z<len><base><f|d>...; every call folds to the host libm value
; (expected values computed independently of the pass).
; RUN: passcheck opt %s -passes=constfold | FileCheck %s
; RUN: passcheck opt %s -passes=constfold --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=REM

declare double @_Z3cosd(double)
declare double @_Z3sind(double)
declare double @_Z3tand(double)
declare double @_Z3expd(double)
declare double @_Z3logd(double)
declare double @_Z4acosd(double)
declare double @_Z4asind(double)
declare double @_Z4atand(double)
declare double @_Z4ceild(double)
declare double @_Z4coshd(double)
declare double @_Z4exp2d(double)
declare double @_Z4fabsd(double)
declare double @_Z4sinhd(double)
declare double @_Z4sqrtd(double)
declare double @_Z4tanhd(double)
declare double @_Z4fmoddd(double, double)
declare double @_Z5floord(double)
declare double @_Z5log10d(double)
declare double @_Z5atan2dd(double, double)
declare double @_Z3powdd(double, double)
declare double @_Z5roundd(double)
declare float @_Z3cosf(float)
declare float @_Z3sinf(float)
declare float @_Z3tanf(float)
declare float @_Z3expf(float)
declare float @_Z3logf(float)
declare float @_Z4acosf(float)
declare float @_Z4asinf(float)
declare float @_Z4atanf(float)
declare float @_Z4ceilf(float)
declare float @_Z4coshf(float)
declare float @_Z4exp2f(float)
declare float @_Z4fabsf(float)
declare float @_Z4sinhf(float)
declare float @_Z4sqrtf(float)
declare float @_Z4tanhf(float)
declare float @_Z4fmodff(float, float)
declare float @_Z5floorf(float)
declare float @_Z5log10f(float)
declare float @_Z5atan2ff(float, float)
declare float @_Z3powff(float, float)
declare float @_Z5roundf(float)

define void @k(ptr %p) {
  %v0 = call double @_Z3cosd(double 7.500000e-01)
  store volatile double %v0, ptr %p
  %v1 = call double @_Z3sind(double 5.000000e-01)
  store volatile double %v1, ptr %p
  %v2 = call double @_Z3tand(double 3.000000e-01)
  store volatile double %v2, ptr %p
  %v3 = call double @_Z3expd(double 1.500000e+00)
  store volatile double %v3, ptr %p
  %v4 = call double @_Z3logd(double 7.500000e+00)
  store volatile double %v4, ptr %p
  %v5 = call double @_Z4acosd(double 2.500000e-01)
  store volatile double %v5, ptr %p
  %v6 = call double @_Z4asind(double -4.000000e-01)
  store volatile double %v6, ptr %p
  %v7 = call double @_Z4atand(double 2.500000e+00)
  store volatile double %v7, ptr %p
  %v8 = call double @_Z4ceild(double -2.500000e+00)
  store volatile double %v8, ptr %p
  %v9 = call double @_Z4coshd(double -8.000000e-01)
  store volatile double %v9, ptr %p
  %v10 = call double @_Z4exp2d(double 3.300000e+00)
  store volatile double %v10, ptr %p
  %v11 = call double @_Z4fabsd(double -3.750000e+00)
  store volatile double %v11, ptr %p
  %v12 = call double @_Z4sinhd(double 1.250000e+00)
  store volatile double %v12, ptr %p
  %v13 = call double @_Z4sqrtd(double 2.000000e+00)
  store volatile double %v13, ptr %p
  %v14 = call double @_Z4tanhd(double 6.000000e-01)
  store volatile double %v14, ptr %p
  %v15 = call double @_Z4fmoddd(double 7.500000e+00, double -2.000000e+00)
  store volatile double %v15, ptr %p
  %v16 = call double @_Z5floord(double -2.500000e+00)
  store volatile double %v16, ptr %p
  %v17 = call double @_Z5log10d(double 1.230000e+02)
  store volatile double %v17, ptr %p
  %v18 = call double @_Z5atan2dd(double 1.500000e+00, double -2.250000e+00)
  store volatile double %v18, ptr %p
  %v19 = call double @_Z3powdd(double 1.700000e+00, double 3.100000e+00)
  store volatile double %v19, ptr %p
  %v20 = call double @_Z5roundd(double -2.500000e+00)
  store volatile double %v20, ptr %p
  %v21 = call float @_Z3cosf(float 7.500000e-01)
  store volatile float %v21, ptr %p
  %v22 = call float @_Z3sinf(float 5.000000e-01)
  store volatile float %v22, ptr %p
  %v23 = call float @_Z3tanf(float 0x3FD3333340000000)
  store volatile float %v23, ptr %p
  %v24 = call float @_Z3expf(float 1.500000e+00)
  store volatile float %v24, ptr %p
  %v25 = call float @_Z3logf(float 7.500000e+00)
  store volatile float %v25, ptr %p
  %v26 = call float @_Z4acosf(float 2.500000e-01)
  store volatile float %v26, ptr %p
  %v27 = call float @_Z4asinf(float 0xBFD99999A0000000)
  store volatile float %v27, ptr %p
  %v28 = call float @_Z4atanf(float 2.500000e+00)
  store volatile float %v28, ptr %p
  %v29 = call float @_Z4ceilf(float -2.500000e+00)
  store volatile float %v29, ptr %p
  %v30 = call float @_Z4coshf(float 0xBFE99999A0000000)
  store volatile float %v30, ptr %p
  %v31 = call float @_Z4exp2f(float 0x400A666660000000)
  store volatile float %v31, ptr %p
  %v32 = call float @_Z4fabsf(float -3.750000e+00)
  store volatile float %v32, ptr %p
  %v33 = call float @_Z4sinhf(float 1.250000e+00)
  store volatile float %v33, ptr %p
  %v34 = call float @_Z4sqrtf(float 2.000000e+00)
  store volatile float %v34, ptr %p
  %v35 = call float @_Z4tanhf(float 0x3FE3333340000000)
  store volatile float %v35, ptr %p
  %v36 = call float @_Z4fmodff(float 7.500000e+00, float -2.000000e+00)
  store volatile float %v36, ptr %p
  %v37 = call float @_Z5floorf(float -2.500000e+00)
  store volatile float %v37, ptr %p
  %v38 = call float @_Z5log10f(float 1.230000e+02)
  store volatile float %v38, ptr %p
  %v39 = call float @_Z5atan2ff(float 1.500000e+00, float -2.250000e+00)
  store volatile float %v39, ptr %p
  %v40 = call float @_Z3powff(float 0x3FFB333340000000, float 0x4008CCCCC0000000)
  store volatile float %v40, ptr %p
  %v41 = call float @_Z5roundf(float -2.500000e+00)
  store volatile float %v41, ptr %p
  ret void
}

; CHECK-LABEL: define void @k(ptr %p) {
; CHECK-NEXT: store volatile double 0x3FE769FEC655211F, ptr %p
; CHECK-NEXT: store volatile double 0x3FDEAEE8744B05F0, ptr %p
; CHECK-NEXT: store volatile double 0x3FD3CC2A44E29998, ptr %p
; CHECK-NEXT: store volatile double 0x4011ED3FE64FC541, ptr %p
; CHECK-NEXT: store volatile double 0x40001E85798EB9A3, ptr %p
; CHECK-NEXT: store volatile double 0x3FF51700E0C14B25, ptr %p
; CHECK-NEXT: store volatile double 0xBFDA564AC0E73A34, ptr %p
; CHECK-NEXT: store volatile double 0x3FF30B6D796A4DA8, ptr %p
; CHECK-NEXT: store volatile double -2.000000e+00, ptr %p
; CHECK-NEXT: store volatile double 0x3FF566222FAE825A, ptr %p
; CHECK-NEXT: store volatile double 0x4023B2C47BFF8328, ptr %p
; CHECK-NEXT: store volatile double 3.750000e+00, ptr %p
; CHECK-NEXT: store volatile double 0x3FF9A175E6CBAFE6, ptr %p
; CHECK-NEXT: store volatile double 0x3FF6A09E667F3BCD, ptr %p
; CHECK-NEXT: store volatile double 0x3FE12F8292D2CCFC, ptr %p
; CHECK-NEXT: store volatile double 1.500000e+00, ptr %p
; CHECK-NEXT: store volatile double -3.000000e+00, ptr %p
; CHECK-NEXT: store volatile double 0x4000B8202BCB00EC, ptr %p
; CHECK-NEXT: store volatile double 0x40046DC09EC29433, ptr %p
; CHECK-NEXT: store volatile double 0x4014B913771D2422, ptr %p
; CHECK-NEXT: store volatile double -3.000000e+00, ptr %p
; CHECK-NEXT: store volatile float 0x3FE769FEC0000000, ptr %p
; CHECK-NEXT: store volatile float 0x3FDEAEE880000000, ptr %p
; CHECK-NEXT: store volatile float 0x3FD3CC2A60000000, ptr %p
; CHECK-NEXT: store volatile float 0x4011ED3FE0000000, ptr %p
; CHECK-NEXT: store volatile float 0x40001E8580000000, ptr %p
; CHECK-NEXT: store volatile float 0x3FF51700E0000000, ptr %p
; CHECK-NEXT: store volatile float 0xBFDA564AC0000000, ptr %p
; CHECK-NEXT: store volatile float 0x3FF30B6D80000000, ptr %p
; CHECK-NEXT: store volatile float -2.000000e+00, ptr %p
; CHECK-NEXT: store volatile float 0x3FF5662240000000, ptr %p
; CHECK-NEXT: store volatile float 0x4023B2C480000000, ptr %p
; CHECK-NEXT: store volatile float 3.750000e+00, ptr %p
; CHECK-NEXT: store volatile float 0x3FF9A175E0000000, ptr %p
; CHECK-NEXT: store volatile float 0x3FF6A09E60000000, ptr %p
; CHECK-NEXT: store volatile float 0x3FE12F82A0000000, ptr %p
; CHECK-NEXT: store volatile float 1.500000e+00, ptr %p
; CHECK-NEXT: store volatile float -3.000000e+00, ptr %p
; CHECK-NEXT: store volatile float 0x4000B82020000000, ptr %p
; CHECK-NEXT: store volatile float 0x40046DC0A0000000, ptr %p
; CHECK-NEXT: store volatile float 0x4014B91380000000, ptr %p
; CHECK-NEXT: store volatile float -3.000000e+00, ptr %p
; CHECK-NEXT: ret void

; REM-NOT: did not fold
; REM: folded call to @_Z3cosd(
; REM: folded call to @_Z3sind(
; REM: folded call to @_Z3tand(
; REM: folded call to @_Z3expd(
; REM: folded call to @_Z3logd(
; REM: folded call to @_Z4acosd(
; REM: folded call to @_Z4asind(
; REM: folded call to @_Z4atand(
; REM: folded call to @_Z4ceild(
; REM: folded call to @_Z4coshd(
; REM: folded call to @_Z4exp2d(
; REM: folded call to @_Z4fabsd(
; REM: folded call to @_Z4sinhd(
; REM: folded call to @_Z4sqrtd(
; REM: folded call to @_Z4tanhd(
; REM: folded call to @_Z4fmoddd(
; REM: folded call to @_Z5floord(
; REM: folded call to @_Z5log10d(
; REM: folded call to @_Z5atan2dd(
; REM: folded call to @_Z3powdd(
; REM: folded call to @_Z5roundd(
; REM: folded call to @_Z3cosf(
; REM: folded call to @_Z3sinf(
; REM: folded call to @_Z3tanf(
; REM: folded call to @_Z3expf(
; REM: folded call to @_Z3logf(
; REM: folded call to @_Z4acosf(
; REM: folded call to @_Z4asinf(
; REM: folded call to @_Z4atanf(
; REM: folded call to @_Z4ceilf(
; REM: folded call to @_Z4coshf(
; REM: folded call to @_Z4exp2f(
; REM: folded call to @_Z4fabsf(
; REM: folded call to @_Z4sinhf(
; REM: folded call to @_Z4sqrtf(
; REM: folded call to @_Z4tanhf(
; REM: folded call to @_Z4fmodff(
; REM: folded call to @_Z5floorf(
; REM: folded call to @_Z5log10f(
; REM: folded call to @_Z5atan2ff(
; REM: folded call to @_Z3powff(
; REM: folded call to @_Z5roundf(
; REM-NOT: did not fold
