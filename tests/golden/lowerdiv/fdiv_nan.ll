; A NaN quotient whose bits become observable (llvm.convert.to.fp16 returns
; them as an i16, which the oracle compares bit for bit): the lowered
; division's slow path follows the reference semantics' NaN rule (the
; first NaN operand quieted, sign and payload kept; else the default NaN),
; where it used to return the default NaN for every NaN (fuzz_ir: "i16 32767
; before, 32256 after").  The input's half 0x7f01 is a NaN with a payload.
; RUN: passcheck check %s -passes=lower-div --input %S/Inputs/fdiv-nan.input | FileCheck %s
; RUN: passcheck check %s -passes=lower-div --grid 1x1 --inputs 64 | FileCheck %s
; CHECK: result: ok: every run refines

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_dim_t = type { i8 }
%struct.ck_block_idx_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }

define void @_Z11small_typesPKaPKtPKDhPhPsPDhi(ptr %0, ptr %1) {
  %3 = load i16, ptr %1, align 2
  %4 = call float @llvm.convert.from.fp16.f32(i16 %3)
  store float %4, ptr %0, align 4
  %5 = load float, ptr %0, align 4
  %6 = fdiv float %5, 0.000000e+00
  %7 = call i16 @llvm.convert.to.fp16.f32(float %6)
  store i16 %7, ptr %0, align 2
  ret void
}

declare float @llvm.convert.from.fp16.f32(i16) nocallback nofree nosync nounwind speculatable willreturn memory(none)

declare i16 @llvm.convert.to.fp16.f32(float) nocallback nofree nosync nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @_Z11small_typesPKaPKtPKDhPhPsPDhi, !"kernel", i32 1}
