; Three of the 7 mismatching programs of a 10,000-program campaign through
; opt-22 -O2 (--dialect 22; the other four: ../llvm22-denormal-mix.ll),
; reduced: a gap of passcheck's, not a bug of LLVM 22.
; The product %v73 carries reassoc, so opt may reassociate it; its value
; reaches an i32 through minnum and nvvm.f2i.rn, and the stored integers
; differ.  Only differing FP values were excused by value-changing
; fast-math flags; now a differing integer that such a value can reach is
; excused too (unsupported, never "correct").  (In ir22/: LLVM 22 text,
; which the round-trip suite gives to llvm-as-22.)  %p4 says dereferenceable(16),
; the size of its buffer in the reduced input (the reducer shrank it below
; the 1024 the campaign program promised, which the interpreter now holds
; the source to).
; REQUIRES: llvm-22
; RUN: passcheck check %s --external 'opt-22 -S -O2' --func @kernel --input %S/../Inputs/llvm22-fmf-int.input.txt | FileCheck %s
; CHECK: unsupported: fast-math flags allow another FP value

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kernel(ptr %p0, ptr %p1, ptr addrspace(1) %p2, ptr noalias captures(none) dereferenceable(16) %p4) {
b0:
  br label %b1

b1:
  %v34 = phi i8 [ 0, %b0 ], [ %v33, %b6 ]
  %v35 = phi float [ 0.000000e+00, %b0 ], [ %v32, %b6 ]
  %v40 = getelementptr [256 x float], ptr addrspace(1) %p2, i64 0, i8 %v34
  %v41 = load float, ptr addrspace(1) %v40, align 4
  %v49 = call i32 @llvm.fptoui.sat.i32.f32(float %v41)
  %v71 = getelementptr i32, ptr %p0, i32 %v49
  %v72 = load i8, ptr %v71, align 4
  br label %b4

b4:
  %v76 = phi i8 [ 0, %b1 ], [ %v75, %b4 ]
  %v77 = phi float [ %v41, %b1 ], [ %v73, %b4 ]
  %v80 = mul i8 %v76, 4
  %v81 = getelementptr float, ptr %p0, i8 %v80
  %v82 = load float, ptr %v81, align 4
  %v87 = load float, ptr %p0, align 4
  %v88 = fmul float %v82, %v87
  %v92 = load float, ptr %p0, align 4
  %v93 = fmul float %v88, %v92
  %v98 = load float, ptr %p0, align 4
  %v99 = fadd float %v93, %v98
  %v73 = fmul reassoc float %v77, %v99
  %v74 = add i8 %v72, 1
  %v75 = add i8 %v76, 1
  %v100 = icmp samesign ult i8 %v75, 4
  br i1 %v100, label %b4, label %b6

b6:
  %v101 = call i32 @llvm.fptosi.sat.i32.f32(float %v77)
  store i32 %v101, ptr %p4, align 4
  store i8 %v74, ptr %p4, align 4
  %v32 = call float @llvm.minnum.f32(float %v35, float %v73)
  %v33 = add i8 %v34, 1
  %v110 = icmp samesign ne i8 %v34, 4
  br i1 %v110, label %b1, label %b3

b3:
  %v111 = call i32 @llvm.nvvm.f2i.rn(float %v35)
  store i32 %v111, ptr %p1, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.fptoui.sat.i32.f32(float) nounwind speculatable willreturn memory(none)

declare i32 @llvm.fptosi.sat.i32.f32(float) nounwind speculatable willreturn memory(none)

declare float @llvm.minnum.f32(float, float) nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.f2i.rn(float) nounwind speculatable willreturn memory(none)
