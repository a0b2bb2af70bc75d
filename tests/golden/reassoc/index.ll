; A reassoc half sum converted to an integer that indexes a store: SLP's
; legal reassociation changes the sum's last bit, so the target stores to
; another element.  The differing bytes were never written by the source,
; so the source's writer says nothing; the target's writer, a store whose
; address the sum computes, does: the input gets no verdict (found by the
; 10-minute random-knob SLP campaign as a store mismatch).
; RUN: passcheck check %s -passes=slp -knob slp-max-vf=16 --input %S/Inputs/index.input | FileCheck %s
; CHECK: result: ok: every run refines
; CHECK: fast-math: 1 input without a verdict

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr %p0, ptr addrspace(1) %p1) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v6 = shl i32 %v1, 4
  %v7 = addrspacecast ptr addrspace(1) %p1 to ptr
  %v136 = mul i32 %v1, 4
  %v138 = sext i32 %v136 to i64
  %v148 = add i64 %v138, 3
  %v149 = getelementptr half, ptr %v7, i64 %v148
  %v150 = load half, ptr %v149, align 2
  %v151 = add i64 %v138, 4
  %v152 = getelementptr half, ptr %v7, i64 %v151
  %v153 = load half, ptr %v152, align 2
  %v154 = add i64 %v138, 2
  %v155 = getelementptr half, ptr %v7, i64 %v154
  %v156 = load half, ptr %v155, align 2
  %v165 = fadd reassoc half 0xH3C00, %v150
  %v166 = fadd reassoc half %v165, %v153
  %v167 = fadd reassoc half %v166, %v156
  %v176 = call i32 @llvm.fptosi.sat.i32.f16(half %v167)
  %v186 = and i32 %v176, 3
  %v188 = or i32 %v6, %v186
  %v189 = getelementptr i32, ptr %p0, i32 %v188
  store i32 0, ptr %v189, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.fptosi.sat.i32.f16(half) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
