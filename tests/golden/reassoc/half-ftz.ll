; A half product in a function whose float mode flushes subnormals
; ("denormal-fp-math-f32"="preserve-sign"): half follows "denormal-fp-math",
; which is ieee, so the subnormal term 5.96e-8 is not flushed.  SLP's
; reassociated order gives -inf where the source's gives NaN (inf * a
; product that underflows to 0); both are orders of the same four terms.
; The oracle used to flush every width when either mode flushed, counted the
; term as zero and reported "-inf is not the product of the 4 terms in any
; order" (found by the 10-minute random-knob SLP campaign).
; RUN: passcheck check %s -passes=slp -knob slp-max-vf=3 --input %S/Inputs/half-ftz.input | FileCheck %s
; CHECK: result: ok: every run refines
; CHECK: reassociation: 1 differing FP value within the error bound

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr %p0, ptr %p1) "denormal-fp-math-f32"="preserve-sign,preserve-sign" {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v139 = sext i32 %v1 to i64
  %v140 = shl i64 %v139, 3
  %v146 = add i64 %v140, 2
  %v147 = getelementptr half, ptr %p0, i64 %v146
  %v148 = load half, ptr %v147, align 2
  %v150 = getelementptr half, ptr %p0, i64 %v140
  %v151 = load half, ptr %v150, align 2
  %v152 = add i64 %v140, 1
  %v153 = getelementptr half, ptr %p0, i64 %v152
  %v154 = load half, ptr %v153, align 2
  %v155 = add i64 %v140, 5
  %v156 = getelementptr half, ptr %p0, i64 %v155
  %v157 = load half, ptr %v156, align 2
  %v166 = fmul reassoc half %v148, %v151
  %v167 = fmul reassoc half %v154, %v157
  %v171 = fmul reassoc half %v166, %v167
  %v172 = call i64 @llvm.fptosi.sat.i64.f16(half %v171)
  %v174 = getelementptr i64, ptr %p1, i32 %v1
  store i64 %v172, ptr %v174, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i64 @llvm.fptosi.sat.i64.f16(half) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
