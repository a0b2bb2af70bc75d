; constfold folds fptosi / fptoui of FP constants by truncation toward
; zero; NaN, infinities and values out of the integer type's range give
; poison, and those are never folded (to a value or otherwise): the
; instruction stays, with a remark.
; RUN: passcheck opt %s -passes=constfold | FileCheck %s
; RUN: passcheck opt %s -passes=constfold --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=REM

define void @k(ptr %p) {
  %a = fptosi double -2.75 to i32
  store volatile i32 %a, ptr %p
  %b = fptoui float 255.5 to i8
  store volatile i8 %b, ptr %p
  %c = fptosi float -0.5 to i8
  store volatile i8 %c, ptr %p
  %d = fptosi double 128.0 to i8
  store volatile i8 %d, ptr %p
  %e = fptoui double -1.0 to i32
  store volatile i32 %e, ptr %p
  %f = fptosi double 0x7FF8000000000000 to i32
  store volatile i32 %f, ptr %p
  %g = fptoui float 0x7FF0000000000000 to i64
  store volatile i64 %g, ptr %p
  %h = fptosi double -2147483648.9 to i32
  store volatile i32 %h, ptr %p
  %i = fptoui double -0.99 to i16
  store volatile i16 %i, ptr %p
  %j = fptosi half 0xH5640 to i64
  store volatile i64 %j, ptr %p
  ret void
}
; CHECK-LABEL: define void @k
; CHECK-NEXT:    store volatile i32 -2, ptr %p
; CHECK-NEXT:    store volatile i8 -1, ptr %p
; CHECK-NEXT:    store volatile i8 0, ptr %p
; CHECK-NEXT:    [[D:%.*]] = fptosi double 1.280000e+02 to i8
; CHECK-NEXT:    store volatile i8 [[D]], ptr %p
; CHECK-NEXT:    [[E:%.*]] = fptoui double -1.000000e+00 to i32
; CHECK-NEXT:    store volatile i32 [[E]], ptr %p
; CHECK-NEXT:    [[F:%.*]] = fptosi double 0x7FF8000000000000 to i32
; CHECK-NEXT:    store volatile i32 [[F]], ptr %p
; CHECK-NEXT:    [[G:%.*]] = fptoui float 0x7FF0000000000000 to i64
; CHECK-NEXT:    store volatile i64 [[G]], ptr %p
; CHECK-NEXT:    store volatile i32 -2147483648, ptr %p
; CHECK-NEXT:    store volatile i16 0, ptr %p
; CHECK-NEXT:    store volatile i64 100, ptr %p
; CHECK-NEXT:    ret void

; REM: folded fptosi double {{.*}} to -2
; REM: folded fptoui float {{.*}} to 255
; REM: did not fold fptosi double {{.*}}: the result is poison (NaN, infinite or out of range)
