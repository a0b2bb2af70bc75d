; Horizontal reduction knobs and shapes.  @stored's reduction feeds a
; store: tried only with slp-vectorize-hor-store=1 (LLVM's
; SLPVectorizeHorStore, default off); @returned's root is combined further
; (xor) and needs only slp-vectorize-hor (default on; 0 turns every
; horizontal reduction off).  @eight: eight adjacent loads are two v4 load
; bundles combined lanewise (op.rdx) before the shuffle tree, the
; constants folded into one const.rdx (3 + 4 = 7).  slp-threshold=3 needs
; cost <= -3.  slp-max-vf (SLPMaxVF) nonzero lowers the minimum VF to 3
; and three operands (3 + 1 a power of two) take VF 3: the odd lane is
; extracted (op.extra).
; RUN: passcheck opt %s -passes=slp | FileCheck %s --check-prefix=DEF
; RUN: passcheck opt %s -passes=slp -knob slp-vectorize-hor-store=1 | FileCheck %s --check-prefix=HST
; RUN: passcheck opt %s -passes=slp -knob slp-vectorize-hor=0 | FileCheck %s --check-prefix=OFF
; RUN: passcheck opt %s -passes=slp -knob slp-vectorize-hor=0 -knob slp-vectorize-hor-store=1 | FileCheck %s --check-prefix=OFF
; RUN: passcheck opt %s -passes=slp -knob slp-threshold=3 --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=THR
; RUN: passcheck opt %s -passes=slp -knob slp-max-vf=4 | FileCheck %s --check-prefix=VF3
; RUN: passcheck opt %s -passes=slp -knob slp-max-vf=4 | llvm-as -o /dev/null
; RUN: passcheck check %s -passes=slp --func eight --inputs 32 | FileCheck %s --check-prefix=CHK
; RUN: passcheck check %s -passes=slp -knob slp-max-vf=4 --func three --inputs 32 | FileCheck %s --check-prefix=CHK
; RUN: passcheck opt %s -passes=slp -knob view-slp-tree=1 --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=VIEW
; RUN: passcheck opt %s -passes=slp -knob slp-schedule-budget=3 --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=BUDGET
; view-slp-tree prints each reduction plan tried; slp-schedule-budget=3
; bounds the region from the earliest tree operation to the root (@returned's
; is 2 instructions, @eight's 8).
; VIEW: slp: @returned: SLP reduction tree VF 4: or load (cost -2)
; VIEW: slp: @eight: SLP reduction tree VF 4: add load load (cost -5)
; BUDGET: slp: @returned: VectorizedHorizontalReduction
; BUDGET-NEXT: slp: @eight: Cannot SLP vectorize list: horizontal reduction of 8 add operands: exceeds the scheduling budget
; CHK: 1/1 slp: changed, ok
; CHK-NEXT: result: ok: every run refines

; DEF-LABEL: define void @stored(
; DEF-NOT: rdx
; DEF: ret void
; HST-LABEL: define void @stored(
; HST: [[V:%[0-9]+]] = load <4 x i32>, ptr %p, align 16
; HST: %op.rdx.1 = add i32
; HST-NEXT: store i32 %op.rdx.1, ptr %q, align 4
; OFF-NOT: rdx
define void @stored(ptr noalias %p, ptr noalias %q) {
entry:
  %p1 = getelementptr inbounds i32, ptr %p, i64 1
  %p2 = getelementptr inbounds i32, ptr %p, i64 2
  %p3 = getelementptr inbounds i32, ptr %p, i64 3
  %a0 = load i32, ptr %p, align 16
  %a1 = load i32, ptr %p1, align 4
  %a2 = load i32, ptr %p2, align 4
  %a3 = load i32, ptr %p3, align 4
  %s1 = add i32 %a0, %a1
  %s2 = add i32 %s1, %a2
  %s3 = add i32 %s2, %a3
  store i32 %s3, ptr %q, align 4
  ret void
}

; THR: slp: @returned: HorSLPNotBeneficial: Vectorizing horizontal reduction is possible but not beneficial with cost -2 and threshold 3
; THR-NEXT: slp: @eight: VectorizedHorizontalReduction: Vectorized horizontal reduction with cost -5 and with tree size 3
; DEF-LABEL: define i32 @returned(
; DEF: %op.rdx.1 = or i32
; DEF-NEXT: %r = xor i32 %op.rdx.1, %x
; HST-LABEL: define i32 @returned(
; HST: %op.rdx.1 = or i32
define i32 @returned(ptr noalias %p, i32 %x) {
entry:
  %p1 = getelementptr inbounds i32, ptr %p, i64 1
  %p2 = getelementptr inbounds i32, ptr %p, i64 2
  %p3 = getelementptr inbounds i32, ptr %p, i64 3
  %a0 = load i32, ptr %p, align 16
  %a1 = load i32, ptr %p1, align 4
  %a2 = load i32, ptr %p2, align 4
  %a3 = load i32, ptr %p3, align 4
  %s1 = or i32 %a0, %a1
  %s2 = or i32 %s1, %a2
  %s3 = or i32 %s2, %a3
  %r = xor i32 %s3, %x
  ret i32 %r
}

; DEF-LABEL: define i32 @eight(
; DEF: [[V0:%[0-9]+]] = load <4 x i32>, ptr %p, align 16
; DEF-NEXT: [[V1:%[0-9]+]] = load <4 x i32>, ptr %p4, align 16
; DEF-NEXT: %op.rdx = add <4 x i32> [[V0]], [[V1]]
; DEF-NEXT: %rdx.shuf.l = shufflevector <4 x i32> %op.rdx, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
; DEF-NEXT: %rdx.shuf.r = shufflevector <4 x i32> %op.rdx, <4 x i32> poison, <2 x i32> <i32 1, i32 3>
; DEF-NEXT: %op.rdx.1 = add <2 x i32> %rdx.shuf.l, %rdx.shuf.r
; DEF: %op.rdx.2 = add i32
; DEF-NEXT: %const.rdx = add i32 %op.rdx.2, 7
; DEF-NEXT: ret i32 %const.rdx
define i32 @eight(ptr noalias %p) {
entry:
  %p1 = getelementptr inbounds i32, ptr %p, i64 1
  %p2 = getelementptr inbounds i32, ptr %p, i64 2
  %p3 = getelementptr inbounds i32, ptr %p, i64 3
  %p4 = getelementptr inbounds i32, ptr %p, i64 4
  %p5 = getelementptr inbounds i32, ptr %p, i64 5
  %p6 = getelementptr inbounds i32, ptr %p, i64 6
  %p7 = getelementptr inbounds i32, ptr %p, i64 7
  %a0 = load i32, ptr %p, align 16
  %a1 = load i32, ptr %p1, align 4
  %a2 = load i32, ptr %p2, align 4
  %a3 = load i32, ptr %p3, align 4
  %a4 = load i32, ptr %p4, align 16
  %a5 = load i32, ptr %p5, align 4
  %a6 = load i32, ptr %p6, align 4
  %a7 = load i32, ptr %p7, align 4
  %s1 = add i32 %a0, %a4
  %s2 = add i32 %s1, 3
  %s3 = add i32 %a1, %a5
  %s4 = add i32 %s2, %s3
  %s5 = add i32 %a2, %a6
  %s6 = add i32 %s4, %s5
  %s7 = add i32 %a3, 4
  %s8 = add i32 %s7, %a7
  %s9 = add i32 %s6, %s8
  ret i32 %s9
}

; DEF-LABEL: define i32 @three(
; DEF-NOT: rdx
; DEF: ret i32
; VF3-LABEL: define i32 @three(
; VF3: [[V:%[0-9]+]] = load <3 x i32>, ptr %p, align 16
; VF3-NEXT: [[X:%[0-9]+]] = extractelement <3 x i32> [[V]], i32 2
; VF3-NEXT: [[E0:%[0-9]+]] = extractelement <3 x i32> [[V]], i32 0
; VF3-NEXT: [[E1:%[0-9]+]] = extractelement <3 x i32> [[V]], i32 1
; VF3-NEXT: %op.rdx = call i32 @llvm.umin.i32(i32 [[E0]], i32 [[E1]])
; VF3-NEXT: %op.extra = call i32 @llvm.umin.i32(i32 %op.rdx, i32 [[X]])
define i32 @three(ptr noalias %p) {
entry:
  %p1 = getelementptr inbounds i32, ptr %p, i64 1
  %p2 = getelementptr inbounds i32, ptr %p, i64 2
  %a0 = load i32, ptr %p, align 16
  %a1 = load i32, ptr %p1, align 4
  %a2 = load i32, ptr %p2, align 4
  %s1 = call i32 @llvm.umin.i32(i32 %a0, i32 %a1)
  %s2 = call i32 @llvm.umin.i32(i32 %s1, i32 %a2)
  ret i32 %s2
}

declare i32 @llvm.umin.i32(i32, i32)

; Mixed operands: the four adjacent loads are one bundle; %x and %y are
; too few for a gathered bundle and stay scalar (op.extra); the FP
; constant is combined last (const.rdx); nnan is dropped (a reordered
; partial sum may be a NaN where no source partial sum was).
; DEF-LABEL: define float @mixed(
; DEF: [[V:%[0-9]+]] = load <4 x float>, ptr %p, align 16
; DEF: %op.rdx = fadd reassoc <2 x float> %rdx.shuf.l, %rdx.shuf.r
; DEF: %op.rdx.1 = fadd reassoc float
; DEF-NEXT: %op.extra = fadd reassoc float %op.rdx.1, %x
; DEF-NEXT: %op.extra.1 = fadd reassoc float %op.extra, %y
; DEF-NEXT: %const.rdx = fadd reassoc float %op.extra.1, 2.500000e+00
; DEF-NEXT: ret float %const.rdx
define float @mixed(ptr noalias %p, float %x, float %y) {
entry:
  %p1 = getelementptr inbounds float, ptr %p, i64 1
  %p2 = getelementptr inbounds float, ptr %p, i64 2
  %p3 = getelementptr inbounds float, ptr %p, i64 3
  %a0 = load float, ptr %p, align 16
  %a1 = load float, ptr %p1, align 4
  %a2 = load float, ptr %p2, align 4
  %a3 = load float, ptr %p3, align 4
  %s1 = fadd reassoc nnan float %a0, %x
  %s2 = fadd reassoc nnan float %s1, %a1
  %s3 = fadd reassoc nnan float %s2, 2.5
  %s4 = fadd reassoc nnan float %s3, %a2
  %s5 = fadd reassoc nnan float %s4, %y
  %s6 = fadd reassoc nnan float %s5, %a3
  ret float %s6
}
