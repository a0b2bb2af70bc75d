; An LLVM 19 bug found by `passcheck fuzz --external 'opt-19 -S -O2'` (1000
; generated programs: all 31 findings are this one and its f2i.rz / ui2f.rz
; siblings of llvm-nvvm-conversions.ll), reduced from 105 instructions by
; passcheck reduce: opt-19 -O2 turns llvm.nvvm.d2i.rz (PTX cvt.rzi.s32.f64,
; saturating) into fptosi, which is poison out of range; the index built
; from it makes the store UB.  LLVM 22 keeps the call: fixed upstream.
; REQUIRES: llvm-19
; RUN: opt-19 -S -O2 %s | FileCheck %s --check-prefix=OPT
; RUN: not passcheck check %s --external 'opt-19 -S -O2' --input %S/Inputs/llvm19-d2i-rz.input | FileCheck %s
; RUN: %if llvm-22 %{ passcheck check %s --external 'opt-22 -S -O2' --input %S/Inputs/llvm19-d2i-rz.input | FileCheck %s --check-prefix=FIXED %}
; OPT: fptosi double %{{.*}} to i32
; CHECK: result: ub-introduced after pass external
; CHECK: actual:     ub: memory access through a poison pointer
; FIXED: result: ok: every run refines
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [32 x double] undef, align 8

define void @kernel(ptr %p0, i32 %s0, i32 %s1) {
b0:
  %v12 = uitofp i32 %s1 to double
  %v16 = getelementptr double, ptr addrspace(3) @sh, i32 %s0
  store double %v12, ptr addrspace(3) %v16, align 8
  %v76 = load double, ptr addrspace(3) @sh, align 8
  %v90 = call i32 @llvm.nvvm.d2i.rz(double %v76)
  %v91 = and i32 %v90, 1
  %v94 = getelementptr double, ptr %p0, i32 %v91
  store double 0.000000e+00, ptr %v94, align 8
  ret void
}

declare i32 @llvm.nvvm.d2i.rz(double) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
