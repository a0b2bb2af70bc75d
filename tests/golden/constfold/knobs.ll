; constfold knobs: disable-fp-call-folding and FPFoldDisable each stop every
; fold of a call taking or returning FP; integer calls and instructions
; still fold.  Default: everything folds.
; RUN: passcheck opt %s -passes=constfold | FileCheck %s --check-prefix=ON
; RUN: passcheck opt %s -passes=constfold -knob disable-fp-call-folding=1 | FileCheck %s --check-prefix=OFF
; RUN: passcheck opt %s -passes=constfold -knob FPFoldDisable=1 | FileCheck %s --check-prefix=OFF

declare double @sin(double)
declare float @llvm.fabs.f32(float)
declare i32 @llvm.nvvm.f2i.rn(float)
declare i32 @llvm.umin.i32(i32, i32)

define void @k(ptr %p) {
  %a = call double @sin(double 1.0)
  store volatile double %a, ptr %p
  %b = call float @llvm.fabs.f32(float -1.0)
  store volatile float %b, ptr %p
  %c = call i32 @llvm.nvvm.f2i.rn(float 1.5)
  store volatile i32 %c, ptr %p
  %d = call i32 @llvm.umin.i32(i32 4, i32 9)
  store volatile i32 %d, ptr %p
  %e = mul i32 6, 7
  store volatile i32 %e, ptr %p
  ret void
}

; ON: store volatile double 0x3FEAED548F090CEE, ptr %p
; ON-NEXT: store volatile float 1.000000e+00, ptr %p
; ON-NEXT: store volatile i32 2, ptr %p
; ON-NEXT: store volatile i32 4, ptr %p
; ON-NEXT: store volatile i32 42, ptr %p

; OFF: %a = call double @sin(double 1.000000e+00)
; OFF: %b = call float @llvm.fabs.f32(float -1.000000e+00)
; OFF: %c = call i32 @llvm.nvvm.f2i.rn(float 1.500000e+00)
; OFF: store volatile i32 4, ptr %p
; OFF-NEXT: store volatile i32 42, ptr %p
