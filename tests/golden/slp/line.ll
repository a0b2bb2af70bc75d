; Straight-line SLP (seed 003 "Straight-Line SLP"): isomorphic groups of a
; block that no store chain seeds.  Consecutive loads, each used once by
; an isomorphic operation, seed a group of those operations; the tree is
; lifted to the topmost isomorphic bundle, built down to the loads, and
; vectorized when its cost (load bundles 1 - VF each, one extract per
; outside use) is <= -slp-threshold: "SLP vectorized with cost N".
; qword_500FEE8 caps the VF of this entry point only: 0 (default) VF 4 for
; f32, 2 two VF-2 groups, 1 off.
; RUN: passcheck opt %s -passes=slp | FileCheck %s
; RUN: passcheck opt %s -passes=slp | llvm-as -o /dev/null
; RUN: passcheck opt %s -passes=slp --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=REM
; RUN: passcheck opt %s -passes=slp -knob qword_500FEE8=2 | FileCheck %s --check-prefix=Q2
; RUN: passcheck opt %s -passes=slp -knob qword_500FEE8=2 --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=Q2REM
; RUN: passcheck opt %s -passes=slp -knob qword_500FEE8=1 | FileCheck %s --check-prefix=Q1
; RUN: passcheck opt %s -passes=slp -knob qword_500FEE8=1 --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=Q1REM --allow-empty
; RUN: passcheck opt %s -passes=slp -knob slp-max-reg-size=256 | FileCheck %s --check-prefix=W256
; RUN: passcheck opt %s -passes=slp -knob slp-max-reg-size=256 -knob qword_500FEE8=4 | FileCheck %s --check-prefix=W256Q4
; RUN: passcheck check %s -passes=slp --func eight --grid 1x1 --inputs 16 -knob slp-max-reg-size=256 | FileCheck %s --check-prefix=CHK
; RUN: passcheck opt %s -passes=slp -knob slp-threshold=1 --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=THR
; RUN: passcheck check %s -passes=slp --func dot4 --grid 1x1 --inputs 16 | FileCheck %s --check-prefix=CHK
; RUN: passcheck check %s -passes=slp --func mixed_sides --grid 1x1 --inputs 16 | FileCheck %s --check-prefix=CHK
; RUN: passcheck check %s -passes=slp --func dot4 --grid 1x1 --inputs 16 -knob qword_500FEE8=2 | FileCheck %s --check-prefix=CHK
; RUN: passcheck check %s -passes=slp --func lifted --grid 1x1 --inputs 16 | FileCheck %s --check-prefix=CHK
; CHK: 1/1 slp: changed, ok
; CHK-NEXT: result: ok: every run refines

; @dot4: four products of a[i] and b[i], combined by fsub (no reduction):
; two load bundles (-3 each) and four extracts: cost -2.
; CHECK-LABEL: define float @dot4(
; CHECK: [[X:%[0-9]+]] = load <4 x float>, ptr %a, align 16
; CHECK-NEXT: [[Y:%[0-9]+]] = load <4 x float>, ptr %b, align 16
; CHECK-NEXT: [[M:%[0-9]+]] = fmul <4 x float> [[X]], [[Y]]
; CHECK-NEXT: [[E0:%[0-9]+]] = extractelement <4 x float> [[M]], i32 0
; CHECK-NEXT: [[E1:%[0-9]+]] = extractelement <4 x float> [[M]], i32 1
; CHECK-NEXT: [[E2:%[0-9]+]] = extractelement <4 x float> [[M]], i32 2
; CHECK-NEXT: [[E3:%[0-9]+]] = extractelement <4 x float> [[M]], i32 3
; CHECK-NEXT: %s0 = fsub float [[E0]], [[E1]]
; CHECK-NOT: load float
; REM: slp: @dot4: SLP vectorized with cost -2
; Q2-LABEL: define float @dot4(
; Q2: load <2 x float>, ptr %a, align 16
; Q2: fmul <2 x float>
; Q2: load <2 x float>, ptr %a2, align 8
; Q2: fmul <2 x float>
; Q2-NOT: <4 x float>
; Q2REM: slp: @dot4: SLP vectorized with cost 0
; Q2REM-NEXT: slp: @dot4: SLP vectorized with cost 0
; Q1-LABEL: define float @dot4(
; Q1-NOT: <
; Q1: ret float
; Q1REM-NOT: @dot4
; THR: slp: @dot4: SLP vectorized with cost -2
define float @dot4(ptr noalias %a, ptr noalias %b) {
entry:
  %a1 = getelementptr inbounds float, ptr %a, i64 1
  %b1 = getelementptr inbounds float, ptr %b, i64 1
  %a2 = getelementptr inbounds float, ptr %a, i64 2
  %b2 = getelementptr inbounds float, ptr %b, i64 2
  %a3 = getelementptr inbounds float, ptr %a, i64 3
  %b3 = getelementptr inbounds float, ptr %b, i64 3
  %x0 = load float, ptr %a, align 16
  %x1 = load float, ptr %a1, align 4
  %x2 = load float, ptr %a2, align 8
  %x3 = load float, ptr %a3, align 4
  %y0 = load float, ptr %b, align 16
  %y1 = load float, ptr %b1, align 4
  %y2 = load float, ptr %b2, align 8
  %y3 = load float, ptr %b3, align 4
  %m0 = fmul float %x0, %y0
  %m1 = fmul float %x1, %y1
  %m2 = fmul float %x2, %y2
  %m3 = fmul float %x3, %y3
  %s0 = fsub float %m0, %m1
  %s1 = fsub float %s0, %m2
  %s2 = fsub float %s1, %m3
  ret float %s2
}

; @mixed_sides: the loads of a sit on either side of a commutative add:
; reorderInputsIfNecessary lines them up lane by lane.
; CHECK-LABEL: define i32 @mixed_sides(
; CHECK: [[X:%[0-9]+]] = load <4 x i32>, ptr %a, align 16
; CHECK-NEXT: [[Y:%[0-9]+]] = load <4 x i32>, ptr %b, align 16
; CHECK-NEXT: add <4 x i32> [[X]], [[Y]]
; REM: slp: @mixed_sides: SLP vectorized with cost -2
define i32 @mixed_sides(ptr noalias %a, ptr noalias %b) {
entry:
  %a1 = getelementptr inbounds i32, ptr %a, i64 1
  %b1 = getelementptr inbounds i32, ptr %b, i64 1
  %a2 = getelementptr inbounds i32, ptr %a, i64 2
  %b2 = getelementptr inbounds i32, ptr %b, i64 2
  %a3 = getelementptr inbounds i32, ptr %a, i64 3
  %b3 = getelementptr inbounds i32, ptr %b, i64 3
  %x0 = load i32, ptr %a, align 16
  %y0 = load i32, ptr %b, align 16
  %x1 = load i32, ptr %a1, align 4
  %y1 = load i32, ptr %b1, align 4
  %x2 = load i32, ptr %a2, align 4
  %y2 = load i32, ptr %b2, align 4
  %x3 = load i32, ptr %a3, align 4
  %y3 = load i32, ptr %b3, align 4
  %m0 = add i32 %x0, %y0
  %m1 = add i32 %y1, %x1
  %m2 = add i32 %x2, %y2
  %m3 = add i32 %y3, %x3
  %s0 = sub i32 %m0, %m1
  %s1 = sub i32 %s0, %m2
  %s2 = sub i32 %s1, %m3
  ret i32 %s2
}

; @sub_sides: the same with sub, which does not commute: the lanes with
; the loads swapped are not one group (two VF-2 groups of the even and
; odd lanes are not adjacent either): nothing changes.
; CHECK-LABEL: define i32 @sub_sides(
; CHECK-NOT: <
; CHECK: ret i32
; REM-NOT: @sub_sides: SLP vectorized
define i32 @sub_sides(ptr noalias %a, ptr noalias %b) {
entry:
  %a1 = getelementptr inbounds i32, ptr %a, i64 1
  %b1 = getelementptr inbounds i32, ptr %b, i64 1
  %a2 = getelementptr inbounds i32, ptr %a, i64 2
  %b2 = getelementptr inbounds i32, ptr %b, i64 2
  %a3 = getelementptr inbounds i32, ptr %a, i64 3
  %b3 = getelementptr inbounds i32, ptr %b, i64 3
  %x0 = load i32, ptr %a, align 16
  %y0 = load i32, ptr %b, align 16
  %x1 = load i32, ptr %a1, align 4
  %y1 = load i32, ptr %b1, align 4
  %x2 = load i32, ptr %a2, align 4
  %y2 = load i32, ptr %b2, align 4
  %x3 = load i32, ptr %a3, align 4
  %y3 = load i32, ptr %b3, align 4
  %m0 = sub i32 %x0, %y0
  %m1 = sub i32 %y1, %x1
  %m2 = sub i32 %x2, %y2
  %m3 = sub i32 %y3, %x3
  %s0 = sub i32 %m0, %m1
  %s1 = sub i32 %s0, %m2
  %s2 = sub i32 %s1, %m3
  ret i32 %s2
}

; @const_only: one load bundle and constants: -3 + 4 extracts = 1 > 0.
; CHECK-LABEL: define float @const_only(
; CHECK-NOT: <
; CHECK: ret float
; REM: slp: @const_only: Cannot SLP vectorize list: 4 fmul of VF 4: not beneficial (cost 1)
; REM: slp: @const_only: Cannot SLP vectorize list: 2 fmul of VF 2: not beneficial (cost 1)
define float @const_only(ptr noalias %a, ptr noalias %b) {
entry:
  %a1 = getelementptr inbounds float, ptr %a, i64 1
  %b1 = getelementptr inbounds float, ptr %b, i64 1
  %a2 = getelementptr inbounds float, ptr %a, i64 2
  %b2 = getelementptr inbounds float, ptr %b, i64 2
  %a3 = getelementptr inbounds float, ptr %a, i64 3
  %b3 = getelementptr inbounds float, ptr %b, i64 3
  %x0 = load float, ptr %a, align 4
  %x1 = load float, ptr %a1, align 4
  %x2 = load float, ptr %a2, align 4
  %x3 = load float, ptr %a3, align 4
  %m0 = fmul float %x0, 2.0
  %m1 = fmul float %x1, 3.0
  %m2 = fmul float %x2, 4.0
  %m3 = fmul float %x3, 5.0
  %s0 = fsub float %m0, %m1
  %s1 = fsub float %s0, %m2
  %s2 = fsub float %s1, %m3
  ret float %s2
}

; @lifted: (a[i] + b[i]) * 3, each used once: the root is the mul bundle
; (extracts only for the muls); slp-threshold=1 still takes it (cost -2).
; CHECK-LABEL: define i32 @lifted(
; CHECK: [[S:%[0-9]+]] = add <4 x i32>
; CHECK-NEXT: [[M:%[0-9]+]] = mul <4 x i32> [[S]], <i32 3, i32 3, i32 3, i32 3>
; CHECK-NEXT: extractelement <4 x i32> [[M]], i32 0
; REM: slp: @lifted: SLP vectorized with cost -2
; THR: slp: @lifted: SLP vectorized with cost -2
define i32 @lifted(ptr noalias %a, ptr noalias %b) {
entry:
  %a1 = getelementptr inbounds i32, ptr %a, i64 1
  %b1 = getelementptr inbounds i32, ptr %b, i64 1
  %a2 = getelementptr inbounds i32, ptr %a, i64 2
  %b2 = getelementptr inbounds i32, ptr %b, i64 2
  %a3 = getelementptr inbounds i32, ptr %a, i64 3
  %b3 = getelementptr inbounds i32, ptr %b, i64 3
  %x0 = load i32, ptr %a, align 16
  %y0 = load i32, ptr %b, align 16
  %x1 = load i32, ptr %a1, align 4
  %y1 = load i32, ptr %b1, align 4
  %x2 = load i32, ptr %a2, align 4
  %y2 = load i32, ptr %b2, align 4
  %x3 = load i32, ptr %a3, align 4
  %y3 = load i32, ptr %b3, align 4
  %n0 = add i32 %x0, %y0
  %n1 = add i32 %x1, %y1
  %n2 = add i32 %x2, %y2
  %n3 = add i32 %x3, %y3
  %m0 = mul i32 %n0, 3
  %m1 = mul i32 %n1, 3
  %m2 = mul i32 %n2, 3
  %m3 = mul i32 %n3, 3
  %s0 = sub i32 %m0, %m1
  %s1 = sub i32 %s0, %m2
  %s2 = sub i32 %s1, %m3
  ret i32 %s2
}

; @aliased: a store through %c (may alias a and b) between the loads and
; the group: the loads may not move past it.
; CHECK-LABEL: define float @aliased(
; CHECK-NOT: <4 x float>
; CHECK: ret float
; REM: slp: @aliased: Cannot SLP vectorize list: 4 fmul of VF 4: may alias (cost 0)
define float @aliased(ptr %a, ptr %b, ptr %c) {
entry:
  %a1 = getelementptr inbounds float, ptr %a, i64 1
  %b1 = getelementptr inbounds float, ptr %b, i64 1
  %a2 = getelementptr inbounds float, ptr %a, i64 2
  %b2 = getelementptr inbounds float, ptr %b, i64 2
  %a3 = getelementptr inbounds float, ptr %a, i64 3
  %b3 = getelementptr inbounds float, ptr %b, i64 3
  %x0 = load float, ptr %a, align 4
  %x1 = load float, ptr %a1, align 4
  %x2 = load float, ptr %a2, align 4
  %x3 = load float, ptr %a3, align 4
  %y0 = load float, ptr %b, align 4
  %y1 = load float, ptr %b1, align 4
  %y2 = load float, ptr %b2, align 4
  %y3 = load float, ptr %b3, align 4
  store float 1.0, ptr %c, align 4
  %m0 = fmul float %x0, %y0
  %m1 = fmul float %x1, %y1
  %m2 = fmul float %x2, %y2
  %m3 = fmul float %x3, %y3
  %s0 = fsub float %m0, %m1
  %s1 = fsub float %s0, %m2
  %s2 = fsub float %s1, %m3
  ret float %s2
}

; @early_use: lane 0's product is used before the last lane is computed.
; CHECK-LABEL: define float @early_use(
; CHECK-NOT: <4 x float>
; CHECK: ret float
; REM: slp: @early_use: Cannot SLP vectorize list: 4 fmul of VF 4: a scalar is used before the vector (cost 0)
define float @early_use(ptr noalias %a, ptr noalias %b) {
entry:
  %a1 = getelementptr inbounds float, ptr %a, i64 1
  %b1 = getelementptr inbounds float, ptr %b, i64 1
  %a2 = getelementptr inbounds float, ptr %a, i64 2
  %b2 = getelementptr inbounds float, ptr %b, i64 2
  %a3 = getelementptr inbounds float, ptr %a, i64 3
  %b3 = getelementptr inbounds float, ptr %b, i64 3
  %x0 = load float, ptr %a, align 4
  %x1 = load float, ptr %a1, align 4
  %x2 = load float, ptr %a2, align 4
  %x3 = load float, ptr %a3, align 4
  %y0 = load float, ptr %b, align 4
  %y1 = load float, ptr %b1, align 4
  %y2 = load float, ptr %b2, align 4
  %y3 = load float, ptr %b3, align 4
  %m0 = fmul float %x0, %y0
  %u = fneg float %m0
  %m1 = fmul float %x1, %y1
  %m2 = fmul float %x2, %y2
  %m3 = fmul float %x3, %y3
  %s0 = fsub float %u, %m1
  %s1 = fsub float %s0, %m2
  %s2 = fsub float %s1, %m3
  ret float %s2
}

; @eight: eight f32 lanes.  With slp-max-reg-size=256 the VF is 8, above
; the v4 ceiling: one <8 x float> tree in two pieces (loads 2 - 8 each, the
; fmul 1 for the split, 8 extracts: cost -3); qword_500FEE8=4 caps the
; straight-line VF at 4: two <4 x float> groups.  By default (128 bits)
; two VF-4 groups too.
; W256-LABEL: define float @eight(
; W256: fmul <8 x float>
; W256-NOT: <4 x float>
; W256: ret float
; W256Q4-LABEL: define float @eight(
; W256Q4: fmul <4 x float>
; W256Q4: fmul <4 x float>
; W256Q4-NOT: <8 x float>
; W256Q4: ret float
; REM: slp: @eight: SLP vectorized with cost -2
; REM-NEXT: slp: @eight: SLP vectorized with cost -2
define float @eight(ptr noalias %a, ptr noalias %b) {
entry:
  %a1 = getelementptr inbounds float, ptr %a, i64 1
  %b1 = getelementptr inbounds float, ptr %b, i64 1
  %a2 = getelementptr inbounds float, ptr %a, i64 2
  %b2 = getelementptr inbounds float, ptr %b, i64 2
  %a3 = getelementptr inbounds float, ptr %a, i64 3
  %b3 = getelementptr inbounds float, ptr %b, i64 3
  %a4 = getelementptr inbounds float, ptr %a, i64 4
  %b4 = getelementptr inbounds float, ptr %b, i64 4
  %a5 = getelementptr inbounds float, ptr %a, i64 5
  %b5 = getelementptr inbounds float, ptr %b, i64 5
  %a6 = getelementptr inbounds float, ptr %a, i64 6
  %b6 = getelementptr inbounds float, ptr %b, i64 6
  %a7 = getelementptr inbounds float, ptr %a, i64 7
  %b7 = getelementptr inbounds float, ptr %b, i64 7
  %x0 = load float, ptr %a, align 4
  %x1 = load float, ptr %a1, align 4
  %x2 = load float, ptr %a2, align 4
  %x3 = load float, ptr %a3, align 4
  %x4 = load float, ptr %a4, align 4
  %x5 = load float, ptr %a5, align 4
  %x6 = load float, ptr %a6, align 4
  %x7 = load float, ptr %a7, align 4
  %y0 = load float, ptr %b, align 4
  %y1 = load float, ptr %b1, align 4
  %y2 = load float, ptr %b2, align 4
  %y3 = load float, ptr %b3, align 4
  %y4 = load float, ptr %b4, align 4
  %y5 = load float, ptr %b5, align 4
  %y6 = load float, ptr %b6, align 4
  %y7 = load float, ptr %b7, align 4
  %m0 = fmul float %x0, %y0
  %m1 = fmul float %x1, %y1
  %m2 = fmul float %x2, %y2
  %m3 = fmul float %x3, %y3
  %m4 = fmul float %x4, %y4
  %m5 = fmul float %x5, %y5
  %m6 = fmul float %x6, %y6
  %m7 = fmul float %x7, %y7
  %s1 = fsub float %m0, %m1
  %s2 = fsub float %s1, %m2
  %s3 = fsub float %s2, %m3
  %s4 = fsub float %s3, %m4
  %s5 = fsub float %s4, %m5
  %s6 = fsub float %s5, %m6
  %s7 = fsub float %s6, %m7
  ret float %s7
}
