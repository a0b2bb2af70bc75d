; NVIDIA's paired fadd bundle merge: a reassoc fadd reduction of eight
; adjacent floats makes two v4 load bundles; both are fadd bundles and the
; second continues the first, so they are merged into one bundle of VF 8
; (one <8 x float> load, the backend splits it at the v4 ceiling) reduced
; directly: three shuffle steps instead of a lanewise fadd and two.  With
; slp-max-vf=4 (SLPMaxVF) the merged width is over the limit: two bundles.
; Integer reductions (no fadd) are never merged.
; RUN: passcheck opt %s -passes=slp | FileCheck %s
; RUN: passcheck opt %s -passes=slp --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=REM
; RUN: passcheck opt %s -passes=slp -knob slp-max-vf=4 | FileCheck %s --check-prefix=NOM
; RUN: passcheck check %s -passes=slp --func fadd8 --inputs 32 | FileCheck %s --check-prefix=CHK
; CHK: 1/1 slp: changed, ok
; CHK-NEXT: result: ok: every run refines
; CHECK-LABEL: define float @fadd8(
; CHECK: [[V:%[0-9]+]] = load <8 x float>, ptr %p, align 32
; CHECK-NEXT: %rdx.shuf.l = shufflevector <8 x float> [[V]], <8 x float> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
; CHECK-NEXT: %rdx.shuf.r = shufflevector <8 x float> [[V]], <8 x float> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
; CHECK-NEXT: %op.rdx = fadd reassoc <4 x float> %rdx.shuf.l, %rdx.shuf.r
; CHECK-NEXT: %rdx.shuf.l.1 = shufflevector <4 x float> %op.rdx, <4 x float> poison, <2 x i32> <i32 0, i32 2>
; CHECK-NEXT: %rdx.shuf.r.1 = shufflevector <4 x float> %op.rdx, <4 x float> poison, <2 x i32> <i32 1, i32 3>
; CHECK-NEXT: %op.rdx.1 = fadd reassoc <2 x float> %rdx.shuf.l.1, %rdx.shuf.r.1
; CHECK-LABEL: define i32 @add8(
; CHECK: load <4 x i32>
; CHECK-NEXT: load <4 x i32>
; CHECK-NEXT: %op.rdx = add <4 x i32>
; REM: slp: @fadd8: SLP merged two paired fadd bundles of VF 4 into one of VF 8
; REM-NEXT: slp: @fadd8: VectorizedHorizontalReduction: Vectorized horizontal reduction with cost -6 and with tree size 2
; REM-NEXT: slp: @add8: VectorizedHorizontalReduction: Vectorized horizontal reduction with cost -5 and with tree size 3
; NOM-LABEL: define float @fadd8(
; NOM: [[A:%[0-9]+]] = load <4 x float>, ptr %p, align 32
; NOM-NEXT: [[B:%[0-9]+]] = load <4 x float>, ptr %p4, align 16
; NOM-NEXT: %op.rdx = fadd reassoc <4 x float> [[A]], [[B]]
define float @fadd8(ptr noalias %p) {
entry:
  %p1 = getelementptr inbounds float, ptr %p, i64 1
  %p2 = getelementptr inbounds float, ptr %p, i64 2
  %p3 = getelementptr inbounds float, ptr %p, i64 3
  %p4 = getelementptr inbounds float, ptr %p, i64 4
  %p5 = getelementptr inbounds float, ptr %p, i64 5
  %p6 = getelementptr inbounds float, ptr %p, i64 6
  %p7 = getelementptr inbounds float, ptr %p, i64 7
  %a0 = load float, ptr %p, align 32
  %a1 = load float, ptr %p1, align 4
  %a2 = load float, ptr %p2, align 4
  %a3 = load float, ptr %p3, align 4
  %a4 = load float, ptr %p4, align 16
  %a5 = load float, ptr %p5, align 4
  %a6 = load float, ptr %p6, align 4
  %a7 = load float, ptr %p7, align 4
  %s0 = fadd reassoc float %a0, %a1
  %s1 = fadd reassoc float %a2, %a3
  %s2 = fadd reassoc float %a4, %a5
  %s3 = fadd reassoc float %a6, %a7
  %t0 = fadd reassoc float %s0, %s1
  %t1 = fadd reassoc float %s2, %s3
  %r = fadd reassoc float %t0, %t1
  ret float %r
}

define i32 @add8(ptr noalias %p) {
entry:
  %p1 = getelementptr inbounds i32, ptr %p, i64 1
  %p2 = getelementptr inbounds i32, ptr %p, i64 2
  %p3 = getelementptr inbounds i32, ptr %p, i64 3
  %p4 = getelementptr inbounds i32, ptr %p, i64 4
  %p5 = getelementptr inbounds i32, ptr %p, i64 5
  %p6 = getelementptr inbounds i32, ptr %p, i64 6
  %p7 = getelementptr inbounds i32, ptr %p, i64 7
  %a0 = load i32, ptr %p, align 32
  %a1 = load i32, ptr %p1, align 4
  %a2 = load i32, ptr %p2, align 4
  %a3 = load i32, ptr %p3, align 4
  %a4 = load i32, ptr %p4, align 16
  %a5 = load i32, ptr %p5, align 4
  %a6 = load i32, ptr %p6, align 4
  %a7 = load i32, ptr %p7, align 4
  %s0 = add i32 %a0, %a1
  %s1 = add i32 %s0, %a2
  %s2 = add i32 %s1, %a3
  %s3 = add i32 %s2, %a4
  %s4 = add i32 %s3, %a5
  %s5 = add i32 %s4, %a6
  %s6 = add i32 %s5, %a7
  ret i32 %s6
}
