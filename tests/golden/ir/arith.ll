; Integer and FP arithmetic with every flag prints back in LLVM's spelling.
; RUN: passcheck print %s | FileCheck %s

define i32 @int_ops(i32 %a, i32 %b) {
; CHECK-LABEL: define i32 @int_ops(i32 %a, i32 %b)
; CHECK-NEXT: %s0 = add nuw nsw i32 %a, %b
; CHECK-NEXT: %s1 = sub nsw i32 %s0, 7
; CHECK-NEXT: %s2 = mul nuw i32 %s1, -3
; CHECK-NEXT: %s3 = udiv exact i32 %s2, %b
; CHECK-NEXT: %s4 = sdiv i32 %s3, 5
; CHECK-NEXT: %s5 = urem i32 %s4, %b
; CHECK-NEXT: %s6 = srem i32 %s5, 3
; CHECK-NEXT: %s7 = shl nuw nsw i32 %s6, 2
; CHECK-NEXT: %s8 = lshr exact i32 %s7, 1
; CHECK-NEXT: %s9 = ashr i32 %s8, 31
; CHECK-NEXT: %s10 = and i32 %s9, 255
; CHECK-NEXT: %s11 = or i32 %s10, %a
; CHECK-NEXT: %s12 = xor i32 %s11, -1
; CHECK-NEXT: ret i32 %s12
  %s0 = add nuw nsw i32 %a, %b
  %s1 = sub nsw i32 %s0, 7
  %s2 = mul nuw i32 %s1, -3
  %s3 = udiv exact i32 %s2, %b
  %s4 = sdiv i32 %s3, 5
  %s5 = urem i32 %s4, %b
  %s6 = srem i32 %s5, 3
  %s7 = shl nsw nuw i32 %s6, 2
  %s8 = lshr exact i32 %s7, 1
  %s9 = ashr i32 %s8, 31
  %s10 = and i32 %s9, 255
  %s11 = or i32 %s10, %a
  %s12 = xor i32 %s11, -1
  ret i32 %s12
}

define double @fp_ops(double %x, float %y, half %h) {
; CHECK-LABEL: define double @fp_ops(
; CHECK-NEXT: %a = fadd fast double %x, 1.000000e+00
; CHECK-NEXT: %b = fsub nnan ninf double %a, %x
; CHECK-NEXT: %c = fmul contract double %b, 5.000000e-01
; CHECK-NEXT: %d = fdiv arcp afn double %c, %x
; CHECK-NEXT: %e = frem double %d, 3.000000e+00
; CHECK-NEXT: %f = fneg nsz double %e
; CHECK-NEXT: %g = fmul reassoc float %y, %y
; CHECK-NEXT: %k = fadd half %h, 0xH3C00
; CHECK-NEXT: %w = fpext float %g to double
; CHECK-NEXT: %r = fadd double %f, %w
  %a = fadd fast double %x, 1.0
  %b = fsub nnan ninf double %a, %x
  %c = fmul contract double %b, 5.000000e-01
  %d = fdiv afn arcp double %c, %x
  %e = frem double %d, 3.0
  %f = fneg nsz double %e
  %g = fmul reassoc float %y, %y
  %k = fadd half %h, 0xH3C00
  %w = fpext float %g to double
  %r = fadd double %f, %w
  ret double %r
}

define <4 x i32> @vec_ops(<4 x i32> %v, <4 x float> %f) {
; CHECK-LABEL: define <4 x i32> @vec_ops(
; CHECK-NEXT: %a = add <4 x i32> %v, <i32 1, i32 2, i32 3, i32 4>
; CHECK-NEXT: %m = mul nsw <4 x i32> %a, %a
; CHECK-NEXT: %z = fmul <4 x float> %f, zeroinitializer
  %a = add <4 x i32> %v, <i32 1, i32 2, i32 3, i32 4>
  %m = mul nsw <4 x i32> %a, %a
  %z = fmul <4 x float> %f, zeroinitializer
  ret <4 x i32> %m
}
