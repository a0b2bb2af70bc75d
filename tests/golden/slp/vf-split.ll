; The VF rules above the PTX ceiling and the architecture filter
; (isTreeNotBeneficialForArch).
; A VF above the ceiling (v4 for 8/16/32-bit elements, v2 for 64-bit) is
; one tree the backend splits into ceiling-wide pieces: each memory node
; costs its pieces, every other vector node one more per extra piece.
; @split_refused: eight i8 lanes of ((s[i] + x_i) * 3 ^ 5) + 9 at VF 8
; (two pieces) cost -6 -6 + 4 x 1 + 8 + 1 = 1: the split overhead eats the
; coalescing benefit, so the VF steps down to two v4 trees of cost -2.
; @f32_v8: slp-max-reg-size=256 gives VF 8 for f32, one <8 x float> copy
; (two v4 pieces); by default two v4 groups.
; The architecture filter (target knob sm): vector arithmetic on 8-bit
; elements needs sm_70 (packed v4i8), on 16-bit ones sm_53 (v2f16, v2i16);
; loads and stores alone are legal at every SM.
; RUN: passcheck opt %s -passes=slp | FileCheck %s
; RUN: passcheck opt %s -passes=slp --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=REM
; RUN: passcheck opt %s -passes=slp | llvm-as -o /dev/null
; RUN: passcheck opt %s -passes=slp -knob slp-max-reg-size=256 | FileCheck %s --check-prefix=W256
; RUN: passcheck opt %s -passes=slp -knob sm=60 --remarks 2>&1 | FileCheck %s --check-prefix=SM60
; RUN: passcheck opt %s -passes=slp -knob sm=50 --remarks 2>&1 | FileCheck %s --check-prefix=SM50
; RUN: passcheck check %s -passes=slp --inputs 8 --grid 1x1 | FileCheck %s --check-prefix=CHK
; RUN: passcheck check %s -passes=slp -knob slp-max-reg-size=256 --inputs 8 --grid 1x1 --func f32_v8 | FileCheck %s --check-prefix=CHK
; CHK: result: ok: every run refines

; REM: slp: @split_refused: Cannot SLP vectorize list: 8 stores of VF 8: not beneficial (cost 1)
; REM-NEXT: slp: @split_refused: Stores SLP vectorized with cost -2
; REM-NEXT: slp: @split_refused: Stores SLP vectorized with cost -2
; CHECK-LABEL: define void @split_refused(
; CHECK: load <4 x i8>, ptr %s, align 1
; CHECK: add <4 x i8>
; CHECK: store <4 x i8> {{.*}}, ptr %d, align 1
; CHECK: load <4 x i8>, ptr %s4, align 1
; CHECK: store <4 x i8> {{.*}}, ptr %d4, align 1
; CHECK-NOT: store i8
; SM60: slp: @split_refused: Cannot SLP vectorize list: 4 stores of VF 4: not beneficial for the target architecture (cost -2)
; SM60-LABEL: define void @split_refused(
; SM60-NOT: <4 x i8>
; SM60: ret void
define void @split_refused(ptr noalias %d, ptr noalias %s, i8 %x0, i8 %x1, i8 %x2, i8 %x3, i8 %x4, i8 %x5, i8 %x6, i8 %x7) {
entry:
  %s1 = getelementptr inbounds i8, ptr %s, i64 1
  %d1 = getelementptr inbounds i8, ptr %d, i64 1
  %s2 = getelementptr inbounds i8, ptr %s, i64 2
  %d2 = getelementptr inbounds i8, ptr %d, i64 2
  %s3 = getelementptr inbounds i8, ptr %s, i64 3
  %d3 = getelementptr inbounds i8, ptr %d, i64 3
  %s4 = getelementptr inbounds i8, ptr %s, i64 4
  %d4 = getelementptr inbounds i8, ptr %d, i64 4
  %s5 = getelementptr inbounds i8, ptr %s, i64 5
  %d5 = getelementptr inbounds i8, ptr %d, i64 5
  %s6 = getelementptr inbounds i8, ptr %s, i64 6
  %d6 = getelementptr inbounds i8, ptr %d, i64 6
  %s7 = getelementptr inbounds i8, ptr %s, i64 7
  %d7 = getelementptr inbounds i8, ptr %d, i64 7
  %a0 = load i8, ptr %s, align 1
  %b0 = add i8 %a0, %x0
  %c0 = mul i8 %b0, 3
  %e0 = xor i8 %c0, 5
  %g0 = add i8 %e0, 9
  store i8 %g0, ptr %d, align 1
  %a1 = load i8, ptr %s1, align 1
  %b1 = add i8 %a1, %x1
  %c1 = mul i8 %b1, 3
  %e1 = xor i8 %c1, 5
  %g1 = add i8 %e1, 9
  store i8 %g1, ptr %d1, align 1
  %a2 = load i8, ptr %s2, align 1
  %b2 = add i8 %a2, %x2
  %c2 = mul i8 %b2, 3
  %e2 = xor i8 %c2, 5
  %g2 = add i8 %e2, 9
  store i8 %g2, ptr %d2, align 1
  %a3 = load i8, ptr %s3, align 1
  %b3 = add i8 %a3, %x3
  %c3 = mul i8 %b3, 3
  %e3 = xor i8 %c3, 5
  %g3 = add i8 %e3, 9
  store i8 %g3, ptr %d3, align 1
  %a4 = load i8, ptr %s4, align 1
  %b4 = add i8 %a4, %x4
  %c4 = mul i8 %b4, 3
  %e4 = xor i8 %c4, 5
  %g4 = add i8 %e4, 9
  store i8 %g4, ptr %d4, align 1
  %a5 = load i8, ptr %s5, align 1
  %b5 = add i8 %a5, %x5
  %c5 = mul i8 %b5, 3
  %e5 = xor i8 %c5, 5
  %g5 = add i8 %e5, 9
  store i8 %g5, ptr %d5, align 1
  %a6 = load i8, ptr %s6, align 1
  %b6 = add i8 %a6, %x6
  %c6 = mul i8 %b6, 3
  %e6 = xor i8 %c6, 5
  %g6 = add i8 %e6, 9
  store i8 %g6, ptr %d6, align 1
  %a7 = load i8, ptr %s7, align 1
  %b7 = add i8 %a7, %x7
  %c7 = mul i8 %b7, 3
  %e7 = xor i8 %c7, 5
  %g7 = add i8 %e7, 9
  store i8 %g7, ptr %d7, align 1
  ret void
}

; W256-LABEL: define void @f32_v8(
; W256: [[V:%[0-9]+]] = load <8 x float>, ptr %s, align 16
; W256-NEXT: store <8 x float> [[V]], ptr %d, align 16
; CHECK-LABEL: define void @f32_v8(
; CHECK: load <4 x float>, ptr %s, align 16
; CHECK: load <4 x float>, ptr %s4, align 16
; REM: slp: @f32_v8: Stores SLP vectorized with cost -6
; REM-NEXT: slp: @f32_v8: Stores SLP vectorized with cost -6
define void @f32_v8(ptr noalias %d, ptr noalias %s) {
entry:
  %s1 = getelementptr inbounds float, ptr %s, i64 1
  %d1 = getelementptr inbounds float, ptr %d, i64 1
  %s2 = getelementptr inbounds float, ptr %s, i64 2
  %d2 = getelementptr inbounds float, ptr %d, i64 2
  %s3 = getelementptr inbounds float, ptr %s, i64 3
  %d3 = getelementptr inbounds float, ptr %d, i64 3
  %s4 = getelementptr inbounds float, ptr %s, i64 4
  %d4 = getelementptr inbounds float, ptr %d, i64 4
  %s5 = getelementptr inbounds float, ptr %s, i64 5
  %d5 = getelementptr inbounds float, ptr %d, i64 5
  %s6 = getelementptr inbounds float, ptr %s, i64 6
  %d6 = getelementptr inbounds float, ptr %d, i64 6
  %s7 = getelementptr inbounds float, ptr %s, i64 7
  %d7 = getelementptr inbounds float, ptr %d, i64 7
  %a0 = load float, ptr %s, align 16
  store float %a0, ptr %d, align 16
  %a1 = load float, ptr %s1, align 4
  store float %a1, ptr %d1, align 4
  %a2 = load float, ptr %s2, align 4
  store float %a2, ptr %d2, align 4
  %a3 = load float, ptr %s3, align 4
  store float %a3, ptr %d3, align 4
  %a4 = load float, ptr %s4, align 16
  store float %a4, ptr %d4, align 16
  %a5 = load float, ptr %s5, align 4
  store float %a5, ptr %d5, align 4
  %a6 = load float, ptr %s6, align 4
  store float %a6, ptr %d6, align 4
  %a7 = load float, ptr %s7, align 4
  store float %a7, ptr %d7, align 4
  ret void
}

; Half arithmetic: fine from sm_53 (sm=60), refused below (sm=50); the
; copy of @i16_copy is legal at every SM.
; CHECK-LABEL: define void @half_arith(
; CHECK: fadd <4 x half>
; SM60-LABEL: define void @half_arith(
; SM60: fadd <4 x half>
; SM50: slp: @half_arith: Cannot SLP vectorize list: 4 stores of VF 4: not beneficial for the target architecture (cost -6)
; SM50: slp: @rdx_i16: Cannot SLP vectorize list: horizontal reduction of 4 add operands: not beneficial for the target architecture (sm_50)
; SM50-LABEL: define void @half_arith(
; SM50-NOT: <4 x half>
; SM50: ret void
; SM50-LABEL: define void @i16_copy(
; SM50: store <4 x i16>
define void @half_arith(ptr noalias %d, ptr noalias %s) {
entry:
  %s1 = getelementptr inbounds half, ptr %s, i64 1
  %d1 = getelementptr inbounds half, ptr %d, i64 1
  %s2 = getelementptr inbounds half, ptr %s, i64 2
  %d2 = getelementptr inbounds half, ptr %d, i64 2
  %s3 = getelementptr inbounds half, ptr %s, i64 3
  %d3 = getelementptr inbounds half, ptr %d, i64 3
  %a0 = load half, ptr %s, align 2
  %b0 = fadd half %a0, 0xH3C00
  store half %b0, ptr %d, align 2
  %a1 = load half, ptr %s1, align 2
  %b1 = fadd half %a1, 0xH3C00
  store half %b1, ptr %d1, align 2
  %a2 = load half, ptr %s2, align 2
  %b2 = fadd half %a2, 0xH3C00
  store half %b2, ptr %d2, align 2
  %a3 = load half, ptr %s3, align 2
  %b3 = fadd half %a3, 0xH3C00
  store half %b3, ptr %d3, align 2
  ret void
}

define void @i16_copy(ptr noalias %d, ptr noalias %s) {
entry:
  %s1 = getelementptr inbounds i16, ptr %s, i64 1
  %d1 = getelementptr inbounds i16, ptr %d, i64 1
  %s2 = getelementptr inbounds i16, ptr %s, i64 2
  %d2 = getelementptr inbounds i16, ptr %d, i64 2
  %s3 = getelementptr inbounds i16, ptr %s, i64 3
  %d3 = getelementptr inbounds i16, ptr %d, i64 3
  %a0 = load i16, ptr %s, align 2
  store i16 %a0, ptr %d, align 2
  %a1 = load i16, ptr %s1, align 2
  store i16 %a1, ptr %d1, align 2
  %a2 = load i16, ptr %s2, align 2
  store i16 %a2, ptr %d2, align 2
  %a3 = load i16, ptr %s3, align 2
  store i16 %a3, ptr %d3, align 2
  ret void
}

; The filter covers horizontal reductions too: an i16 add reduction is
; vector arithmetic on 16-bit lanes (its SM50 remark is checked above,
; with @half_arith's: remarks come before the module).
; CHECK-LABEL: define i16 @rdx_i16(
; CHECK: %op.rdx = add <2 x i16>
; SM60-LABEL: define i16 @rdx_i16(
; SM60: %op.rdx = add <2 x i16>
; SM50-LABEL: define i16 @rdx_i16(
; SM50-NOT: <2 x i16>
; SM50: ret i16
define i16 @rdx_i16(ptr noalias %s, i16 %k) {
entry:
  %s1 = getelementptr inbounds i16, ptr %s, i64 1
  %s2 = getelementptr inbounds i16, ptr %s, i64 2
  %s3 = getelementptr inbounds i16, ptr %s, i64 3
  %a0 = load i16, ptr %s, align 8
  %a1 = load i16, ptr %s1, align 2
  %a2 = load i16, ptr %s2, align 4
  %a3 = load i16, ptr %s3, align 2
  %r1 = add i16 %a0, %a1
  %r2 = add i16 %r1, %a2
  %r3 = add i16 %r2, %a3
  %x = xor i16 %r3, %k
  ret i16 %x
}
