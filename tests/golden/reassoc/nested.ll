; A reassociated product inside another reassoc operation (here fsub x, 0):
; the reassociation rule matches one tree of one kind and cannot judge this
; value, which SLP's horizontal reduction legitimately changes from -0 to
; NaN on this input ((a*c)*(b*d) overflows and underflows where
; ((a*b)*c)*d does not; reassoc allows any order).  The interpreter runs the
; flags as exact IEEE operations and knows one allowed result, so the input
; gets no verdict, as in equiv and --external; it was a mismatch (store)
; found by the 10-minute random-knob SLP campaign of make check-long.
; RUN: passcheck check %s -passes=slp -knob slp-threshold=-702 --input %S/Inputs/nested.input | FileCheck %s
; RUN: passcheck check %s -passes=slp -knob slp-threshold=-702 --grid 1x4 --inputs 64 | FileCheck %s --check-prefix=MANY
; A value computed without fast-math flags still counts: the same tree
; without reassoc is left alone by SLP, and mutant-reassoc-fadd's
; reassociation of plain fadds is still a mismatch (reassoc/check.ll).
; CHECK: 1/1 slp: changed, ok
; CHECK: result: ok: every run refines
; CHECK: fast-math: 1 input without a verdict
; MANY: result: ok: every run refines

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr addrspace(1) %p0, ptr addrspace(1) %p1, ptr addrspace(1) %p3) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v174 = load float, ptr addrspace(1) %p0, align 4
  %v177 = load float, ptr addrspace(1) %p1, align 4
  %v179 = getelementptr float, ptr addrspace(1) %p0, i32 %v1
  %v180 = load float, ptr addrspace(1) %v179, align 4
  %v183 = load float, ptr addrspace(1) %p0, align 4
  %v188 = fmul reassoc float %v174, %v177
  %v189 = fmul reassoc float %v188, %v180
  %v190 = fmul reassoc float %v189, %v183
  %v195 = fsub reassoc float %v190, 0.000000e+00
  %v196 = fptrunc float %v195 to half
  %v198 = getelementptr [256 x half], ptr addrspace(1) %p3, i64 0, i32 %v1
  store half %v196, ptr addrspace(1) %v198, align 2
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
