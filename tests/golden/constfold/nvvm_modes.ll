; constfold: llvm.cttz and the NVVM rounding-mode variants beyond .rn
; (div.rm/rp/rz with and without .ftz, f2i/d2i/i2f/i2d .rm/.rp/.rz) fold
; to the reference semantics' value (core/sem, the directed roundings),
; and the folded function keeps its meaning (check).
; RUN: passcheck opt %s -passes=constfold | FileCheck %s
; RUN: passcheck check %s -passes=constfold --grid 1x1 --func k | FileCheck %s --check-prefix=OK

declare i32 @llvm.cttz.i32(i32, i1)
declare float @llvm.nvvm.div.rm.f(float, float)
declare float @llvm.nvvm.div.rp.f(float, float)
declare float @llvm.nvvm.div.rz.f(float, float)
declare float @llvm.nvvm.div.rz.ftz.f(float, float)
declare double @llvm.nvvm.div.rp.d(double, double)
declare i32 @llvm.nvvm.f2i.rm(float)
declare i32 @llvm.nvvm.f2i.rp(float)
declare i32 @llvm.nvvm.d2i.rz(double)
declare float @llvm.nvvm.i2f.rp(i32)
declare float @llvm.nvvm.i2f.rz(i32)
declare double @llvm.nvvm.i2d.rm(i32)

define void @k(ptr %p) {
  %t = call i32 @llvm.cttz.i32(i32 40, i1 false)
  store volatile i32 %t, ptr %p
  %t0 = call i32 @llvm.cttz.i32(i32 0, i1 false)
  store volatile i32 %t0, ptr %p
  %tp = call i32 @llvm.cttz.i32(i32 0, i1 true)
  store volatile i32 %tp, ptr %p
  %a = call float @llvm.nvvm.div.rm.f(float 1.0, float 3.0)
  store volatile float %a, ptr %p
  %b = call float @llvm.nvvm.div.rp.f(float 1.0, float 3.0)
  store volatile float %b, ptr %p
  %c = call float @llvm.nvvm.div.rz.f(float -1.0, float 3.0)
  store volatile float %c, ptr %p
  %cf = call float @llvm.nvvm.div.rz.ftz.f(float 0x3810000000000000, float 4.0)
  store volatile float %cf, ptr %p
  %d = call double @llvm.nvvm.div.rp.d(double 1.0, double 3.0)
  store volatile double %d, ptr %p
  %e = call i32 @llvm.nvvm.f2i.rm(float -2.5)
  store volatile i32 %e, ptr %p
  %f = call i32 @llvm.nvvm.f2i.rp(float 2.25)
  store volatile i32 %f, ptr %p
  %g = call i32 @llvm.nvvm.d2i.rz(double -7.75)
  store volatile i32 %g, ptr %p
  %h = call float @llvm.nvvm.i2f.rp(i32 16777217)
  store volatile float %h, ptr %p
  %i = call float @llvm.nvvm.i2f.rz(i32 -16777219)
  store volatile float %i, ptr %p
  %j = call double @llvm.nvvm.i2d.rm(i32 -5)
  store volatile double %j, ptr %p
  ret void
}
; CHECK-LABEL: define void @k
; CHECK-NEXT:    store volatile i32 3, ptr %p
; CHECK-NEXT:    store volatile i32 32, ptr %p
; CHECK-NEXT:    [[TP:%.*]] = call i32 @llvm.cttz.i32(i32 0, i1 true)
; CHECK-NEXT:    store volatile i32 [[TP]], ptr %p
; CHECK-NEXT:    store volatile float 0x3FD5555540000000, ptr %p
; CHECK-NEXT:    store volatile float 0x3FD5555560000000, ptr %p
; CHECK-NEXT:    store volatile float 0xBFD5555540000000, ptr %p
; CHECK-NEXT:    store volatile float 0.000000e+00, ptr %p
; CHECK-NEXT:    store volatile double 0x3FD5555555555556, ptr %p
; CHECK-NEXT:    store volatile i32 -3, ptr %p
; CHECK-NEXT:    store volatile i32 3, ptr %p
; CHECK-NEXT:    store volatile i32 -7, ptr %p
; CHECK-NEXT:    store volatile float 0x4170000020000000, ptr %p
; CHECK-NEXT:    store volatile float 0xC170000020000000, ptr %p
; CHECK-NEXT:    store volatile double -5.000000e+00, ptr %p
; CHECK-NEXT:    ret void
; CHECK-NOT:     call

; OK: result: ok
