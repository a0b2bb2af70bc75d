; A function's "denormal-fp-math" applies to the llvm.* FP intrinsics as to
; fadd (inputs treated as zero, outputs flushed), but not to the sign-bit
; operations fabs and copysign.  x = -0x1p-149 (the smallest subnormal):
; floor(x) is -0.0 (floor(-0)) in @ftz but -1.0 in @ieee; fabs(x) stays
; subnormal in both; sqrt(|x|) is 0 in @ftz.
; RUN: passcheck run %s --func @ftz --input %S/Inputs/denormal_intrinsics.input | FileCheck %s --check-prefix=FTZ
; RUN: passcheck run %s --func @ieee --input %S/Inputs/denormal_intrinsics_ieee.input | FileCheck %s --check-prefix=IEEE

; FTZ: status: ok
; FTZ: 0000: 00 00 00 80 01 00 00 00 00 00 00 00 00 00 00 00 ; -0 1.40129846e-45 0 0
; IEEE: status: ok
; IEEE: 0000: 00 00 80 bf 01 00 00 00 f3 04 35 1a 00 00 00 00 ; -1 1.40129846e-45 3.74339207e-23 0

define void @ftz(ptr %p) #0 {
  %x = load float, ptr %p, align 4
  %f = call float @llvm.floor.f32(float %x)
  store float %f, ptr %p, align 4
  %a = call float @llvm.fabs.f32(float %x)
  %p1 = getelementptr inbounds float, ptr %p, i64 1
  store float %a, ptr %p1, align 4
  %s = call float @llvm.sqrt.f32(float %a)
  %p2 = getelementptr inbounds float, ptr %p, i64 2
  store float %s, ptr %p2, align 4
  ret void
}

define void @ieee(ptr %p) {
  %x = load float, ptr %p, align 4
  %f = call float @llvm.floor.f32(float %x)
  store float %f, ptr %p, align 4
  %a = call float @llvm.fabs.f32(float %x)
  %p1 = getelementptr inbounds float, ptr %p, i64 1
  store float %a, ptr %p1, align 4
  %s = call float @llvm.sqrt.f32(float %a)
  %p2 = getelementptr inbounds float, ptr %p, i64 2
  store float %s, ptr %p2, align 4
  ret void
}

declare float @llvm.floor.f32(float)
declare float @llvm.fabs.f32(float)
declare float @llvm.sqrt.f32(float)

attributes #0 = { "denormal-fp-math"="preserve-sign,preserve-sign" }
