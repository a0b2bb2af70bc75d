; Calls (intrinsics, varargs, tail markers, fast-math) and numbering of unnamed
; values: numbers are reassigned in LLVM's order, names are kept or quoted.
; RUN: passcheck print %s | FileCheck %s

declare i32 @printf(ptr, ...)
declare float @llvm.fma.f32(float, float, float)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
declare void @llvm.nvvm.barrier0()
declare i32 @ori.imad.i32(i32, i32, i32)

@fmt = private constant [3 x i8] c"%d\00"

define i32 @f(i32 %0, float %1, <4 x float> %"v w") {
; CHECK-LABEL: define i32 @f(i32 %0, float %1, <4 x float> %"v w")
; CHECK-NEXT: %3 = call fast float @llvm.fma.f32(float %1, float %1, float 2.000000e+00)
; CHECK-NEXT: %4 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %"v w")
; CHECK-NEXT: %5 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %0, i32 1)
; CHECK-NEXT: %6 = extractvalue { i32, i1 } %5, 0
; CHECK-NEXT: call void @llvm.nvvm.barrier0()
; CHECK-NEXT: %7 = call i32 @ori.imad.i32(i32 %6, i32 3, i32 %0)
; CHECK-NEXT: %8 = call i32 (ptr, ...) @printf(ptr @fmt, i32 %7)
; CHECK-NEXT: br label %9
; CHECK: 9:
; CHECK-NEXT: %"a b" = add i32 %7, 1
; CHECK-NEXT: ret i32 %"a b"
  %3 = call fast float @llvm.fma.f32(float %1, float %1, float 2.0)
  %4 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %"v w")
  %5 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %0, i32 1)
  %6 = extractvalue { i32, i1 } %5, 0
  call void @llvm.nvvm.barrier0()
  %7 = call i32 @ori.imad.i32(i32 %6, i32 3, i32 %0)
  %8 = call i32 (ptr, ...) @printf(ptr @fmt, i32 %7)
  br label %9
9:
  %"a b" = add i32 %7, 1
  ret i32 %"a b"
}

define <4 x float> @vec(<4 x float> %a, <4 x float> %b) {
; CHECK-LABEL: define <4 x float> @vec(
; CHECK-NEXT: %e = extractelement <4 x float> %a, i32 1
; CHECK-NEXT: %i = insertelement <4 x float> %b, float %e, i64 3
; CHECK-NEXT: %s = shufflevector <4 x float> %a, <4 x float> %i, <4 x i32> <i32 0, i32 5, i32 poison, i32 7>
; CHECK-NEXT: %z = shufflevector <4 x float> %s, <4 x float> poison, <2 x i32> zeroinitializer
; CHECK-NEXT: %agg = insertvalue { float, <2 x float> } poison, <2 x float> %z, 1
  %e = extractelement <4 x float> %a, i32 1
  %i = insertelement <4 x float> %b, float %e, i64 3
  %s = shufflevector <4 x float> %a, <4 x float> %i, <4 x i32> <i32 0, i32 5, i32 poison, i32 7>
  %z = shufflevector <4 x float> %s, <4 x float> poison, <2 x i32> zeroinitializer
  %agg = insertvalue { float, <2 x float> } poison, <2 x float> %z, 1
  ret <4 x float> %s
}
