; `passcheck check -passes=slp` on a kernel whose threads each copy and
; scale four adjacent floats and two adjacent i64 sums: the vector
; loads and stores touch exactly the bytes the scalar ones did, and every
; run refines.
; RUN: passcheck check %s -passes=slp --inputs 16 | FileCheck %s
; RUN: passcheck opt %s -passes=slp | FileCheck %s --check-prefix=IR
; CHECK: 1/1 slp: changed, ok
; CHECK-NEXT: result: ok: every run refines (1 pass, {{[0-9]+}} input vectors)
; IR: load <4 x float>
; IR: fmul <4 x float>
; IR: store <4 x float>
; IR: load <2 x i64>
; IR: load <2 x i64>
; IR: add <2 x i64>
; IR: store <2 x i64>

define void @k(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %w, ptr addrspace(1) noalias %wo, float %f) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %cta, %ntid
  %g = add i32 %base, %tid
  %g4 = shl i32 %g, 2
  %i0 = zext i32 %g4 to i64
  %p0 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i0
  %p1 = getelementptr inbounds float, ptr addrspace(1) %p0, i64 1
  %p2 = getelementptr inbounds float, ptr addrspace(1) %p0, i64 2
  %p3 = getelementptr inbounds float, ptr addrspace(1) %p0, i64 3
  %a0 = load float, ptr addrspace(1) %p0, align 4
  %a1 = load float, ptr addrspace(1) %p1, align 4
  %a2 = load float, ptr addrspace(1) %p2, align 4
  %a3 = load float, ptr addrspace(1) %p3, align 4
  %m0 = fmul float %a0, 3.0
  %m1 = fmul float %a1, -0.5
  %m2 = fmul float %a2, 1.0e10
  %m3 = fmul float %a3, 7.0
  %q0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i0
  %q1 = getelementptr inbounds float, ptr addrspace(1) %q0, i64 1
  %q2 = getelementptr inbounds float, ptr addrspace(1) %q0, i64 2
  %q3 = getelementptr inbounds float, ptr addrspace(1) %q0, i64 3
  store float %m0, ptr addrspace(1) %q0, align 4
  store float %m1, ptr addrspace(1) %q1, align 4
  store float %m2, ptr addrspace(1) %q2, align 4
  store float %m3, ptr addrspace(1) %q3, align 4
  %g2 = shl i32 %g, 1
  %j0 = zext i32 %g2 to i64
  %j1 = add i64 %j0, 1
  %w0p = getelementptr inbounds i64, ptr addrspace(1) %w, i64 %j0
  %w1p = getelementptr inbounds i64, ptr addrspace(1) %w, i64 %j1
  %v0p = getelementptr inbounds i64, ptr addrspace(1) %wo, i64 %j0
  %v1p = getelementptr inbounds i64, ptr addrspace(1) %wo, i64 %j1
  %w0 = load i64, ptr addrspace(1) %w0p, align 8
  %w1 = load i64, ptr addrspace(1) %w1p, align 8
  %v0 = load i64, ptr addrspace(1) %v0p, align 8
  %v1 = load i64, ptr addrspace(1) %v1p, align 8
  %s0 = add i64 %w0, %v0
  %s1 = add i64 %w1, %v1
  store i64 %s0, ptr addrspace(1) %v0p, align 8
  store i64 %s1, ptr addrspace(1) %v1p, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
