; Store-seeded SLP knobs.  Three consecutive f32 copies: by default a VF 2
; group (the next power of two down from the ceiling's 4) and one scalar
; left; with slp-max-vf (SLPMaxVF) nonzero and 3 + 1 a power of two,
; adjustVF gives the non-power-of-two VF 3.  slp-threshold raises the bar
; for trees with arithmetic (not for the exact-cost fast path of pure
; load/store trees); vectorize-slp=0 turns the pass off;
; slp-recursion-max-depth=0 gathers the loads; slp-schedule-budget bounds
; the distance from the first tree member to the insertion point;
; view-slp-tree prints the trees.
; RUN: passcheck opt %s -passes=slp | FileCheck %s --check-prefix=DEF
; RUN: passcheck opt %s -passes=slp -knob slp-max-vf=4 | FileCheck %s --check-prefix=VF3
; RUN: passcheck opt %s -passes=slp -knob SLPMaxVF=4 | FileCheck %s --check-prefix=VF3
; RUN: passcheck opt %s -passes=slp -knob slp-max-vf=4 | llvm-as -o /dev/null
; RUN: passcheck opt %s -passes=slp -knob slp-threshold=3 --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=THR
; RUN: passcheck opt %s -passes=slp -knob vectorize-slp=0 | FileCheck %s --check-prefix=OFF
; RUN: passcheck opt %s -passes=slp -knob slp-recursion-max-depth=0 --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=DEPTH
; RUN: passcheck opt %s -passes=slp -knob slp-schedule-budget=3 --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=BUDGET
; RUN: passcheck opt %s -passes=slp -knob view-slp-tree=1 --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=VIEW

; DEF-LABEL: define void @three(
; DEF: [[V:%[0-9]+]] = load <2 x float>, ptr %s, align 16
; DEF-NEXT: store <2 x float> [[V]], ptr %d, align 16
; DEF: store float %a2, ptr %d2, align 8
; VF3-LABEL: define void @three(
; VF3: [[V:%[0-9]+]] = load <3 x float>, ptr %s, align 16
; VF3-NEXT: store <3 x float> [[V]], ptr %d, align 16
; VF3-NOT: store float
; OFF-LABEL: define void @three(
; OFF-NOT: <2 x float>
; OFF: ret void
; THR: slp: @three: Stores SLP vectorized with cost -2
; DEPTH: slp: @three: Cannot SLP vectorize list: 2 stores of VF 2: tree is tiny and not fully vectorizable (cost 1)
; BUDGET: slp: @three: Cannot SLP vectorize list: 2 stores of VF 2: exceeds the scheduling budget (cost 0)
; VIEW: slp: @three: SLP tree VF 2: store load
define void @three(ptr noalias %d, ptr noalias %s) {
entry:
  %s1 = getelementptr inbounds float, ptr %s, i64 1
  %s2 = getelementptr inbounds float, ptr %s, i64 2
  %d1 = getelementptr inbounds float, ptr %d, i64 1
  %d2 = getelementptr inbounds float, ptr %d, i64 2
  %a0 = load float, ptr %s, align 16
  %a1 = load float, ptr %s1, align 4
  %a2 = load float, ptr %s2, align 8
  store float %a0, ptr %d, align 16
  store float %a1, ptr %d1, align 4
  store float %a2, ptr %d2, align 8
  ret void
}

; With arithmetic the cost is not exact: slp-threshold=3 needs cost <= -3.
; THR: slp: @arith: Cannot SLP vectorize list: 2 stores of VF 2: not beneficial (cost -2)
; DEF-LABEL: define void @arith(
; DEF: fadd <2 x float>
define void @arith(ptr noalias %d, ptr noalias %s) {
entry:
  %s1 = getelementptr inbounds float, ptr %s, i64 1
  %d1 = getelementptr inbounds float, ptr %d, i64 1
  %a0 = load float, ptr %s, align 8
  %a1 = load float, ptr %s1, align 4
  %m0 = fadd float %a0, 1.0
  %m1 = fadd float %a1, 2.0
  store float %m0, ptr %d, align 8
  store float %m1, ptr %d1, align 4
  ret void
}
