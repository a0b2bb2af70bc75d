; Store-seeded SLP: the VF rules.  The scheduling width (slp-max-reg-size,
; 128 bits) gives VF = 128 / element bits: 4 for f32 (the v4 ceiling), 2
; for f64 and i64 (v2), 16 for i8 (above the v4 ceiling: the backend splits
; it into v4 pieces, see vf-split.ll), nothing for i128.  The operand tree: consecutive loads become one
; vector load, isomorphic arithmetic one vector operation, constants a
; vector constant.
; RUN: passcheck opt %s -passes=slp | FileCheck %s
; RUN: passcheck opt %s -passes=slp --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=REM
; RUN: passcheck opt %s -passes=slp | llvm-as -o /dev/null

; CHECK-LABEL: define void @f32_v4(
; CHECK: [[L:%[0-9]+]] = load <4 x float>, ptr %s, align 16
; CHECK-NEXT: [[M:%[0-9]+]] = fmul <4 x float> [[L]], <float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00>
; CHECK-NEXT: store <4 x float> [[M]], ptr %d, align 16
; CHECK-NOT: store float
; CHECK: ret void
; REM: slp: @f32_v4: Stores SLP vectorized with cost -6
define void @f32_v4(ptr noalias %d, ptr noalias %s) {
entry:
  %s1 = getelementptr inbounds float, ptr %s, i64 1
  %s2 = getelementptr inbounds float, ptr %s, i64 2
  %s3 = getelementptr inbounds float, ptr %s, i64 3
  %d1 = getelementptr inbounds float, ptr %d, i64 1
  %d2 = getelementptr inbounds float, ptr %d, i64 2
  %d3 = getelementptr inbounds float, ptr %d, i64 3
  %a0 = load float, ptr %s, align 16
  %a1 = load float, ptr %s1, align 4
  %a2 = load float, ptr %s2, align 8
  %a3 = load float, ptr %s3, align 4
  %m0 = fmul float %a0, 2.0
  %m1 = fmul float %a1, 3.0
  %m2 = fmul float %a2, 4.0
  %m3 = fmul float %a3, 5.0
  store float %m0, ptr %d, align 16
  store float %m1, ptr %d1, align 4
  store float %m2, ptr %d2, align 8
  store float %m3, ptr %d3, align 4
  ret void
}

; Four doubles: two v2 groups (the ceiling), each a load, an fadd and a store.
; CHECK-LABEL: define void @f64_v2(
; CHECK: load <2 x double>, ptr %s, align 8
; CHECK: fadd <2 x double>
; CHECK: store <2 x double> {{.*}}, ptr %d, align 8
; CHECK: load <2 x double>, ptr %s2, align 8
; CHECK: fadd <2 x double>
; CHECK: store <2 x double> {{.*}}, ptr %d2, align 8
; CHECK-NOT: store double
; CHECK: ret void
; REM: slp: @f64_v2: Stores SLP vectorized with cost -2
; REM-NEXT: slp: @f64_v2: Stores SLP vectorized with cost -2
define void @f64_v2(ptr noalias %d, ptr noalias %s, double %x) {
entry:
  %s1 = getelementptr inbounds double, ptr %s, i64 1
  %s2 = getelementptr inbounds double, ptr %s, i64 2
  %s3 = getelementptr inbounds double, ptr %s, i64 3
  %d1 = getelementptr inbounds double, ptr %d, i64 1
  %d2 = getelementptr inbounds double, ptr %d, i64 2
  %d3 = getelementptr inbounds double, ptr %d, i64 3
  %a0 = load double, ptr %s, align 8
  %a1 = load double, ptr %s1, align 8
  %a2 = load double, ptr %s2, align 8
  %a3 = load double, ptr %s3, align 8
  %m0 = fadd double %a0, 1.0
  %m1 = fadd double %a1, 1.0
  %m2 = fadd double %a2, 1.0
  %m3 = fadd double %a3, 1.0
  store double %m0, ptr %d, align 8
  store double %m1, ptr %d1, align 8
  store double %m2, ptr %d2, align 8
  store double %m3, ptr %d3, align 8
  ret void
}

; Eight i8 copies: VF 8 (16 capped by the chain), two v4 pieces for the
; backend: each memory node 2 accesses for 8 (cost -6), the same as two v4
; groups, so the wider tree stands.
; CHECK-LABEL: define void @i8_v4(
; CHECK: [[A:%[0-9]+]] = load <8 x i8>, ptr %s, align 1
; CHECK-NEXT: store <8 x i8> [[A]], ptr %d, align 1
; CHECK-NOT: store i8
; REM: slp: @i8_v4: Stores SLP vectorized with cost -12
define void @i8_v4(ptr noalias %d, ptr noalias %s) {
entry:
  %s1 = getelementptr inbounds i8, ptr %s, i64 1
  %s2 = getelementptr inbounds i8, ptr %s, i64 2
  %s3 = getelementptr inbounds i8, ptr %s, i64 3
  %s4 = getelementptr inbounds i8, ptr %s, i64 4
  %s5 = getelementptr inbounds i8, ptr %s, i64 5
  %s6 = getelementptr inbounds i8, ptr %s, i64 6
  %s7 = getelementptr inbounds i8, ptr %s, i64 7
  %d1 = getelementptr inbounds i8, ptr %d, i64 1
  %d2 = getelementptr inbounds i8, ptr %d, i64 2
  %d3 = getelementptr inbounds i8, ptr %d, i64 3
  %d4 = getelementptr inbounds i8, ptr %d, i64 4
  %d5 = getelementptr inbounds i8, ptr %d, i64 5
  %d6 = getelementptr inbounds i8, ptr %d, i64 6
  %d7 = getelementptr inbounds i8, ptr %d, i64 7
  %a0 = load i8, ptr %s, align 1
  %a1 = load i8, ptr %s1, align 1
  %a2 = load i8, ptr %s2, align 1
  %a3 = load i8, ptr %s3, align 1
  %a4 = load i8, ptr %s4, align 1
  %a5 = load i8, ptr %s5, align 1
  %a6 = load i8, ptr %s6, align 1
  %a7 = load i8, ptr %s7, align 1
  store i8 %a0, ptr %d, align 1
  store i8 %a1, ptr %d1, align 1
  store i8 %a2, ptr %d2, align 1
  store i8 %a3, ptr %d3, align 1
  store i8 %a4, ptr %d4, align 1
  store i8 %a5, ptr %d5, align 1
  store i8 %a6, ptr %d6, align 1
  store i8 %a7, ptr %d7, align 1
  ret void
}

; i64 add nsw keeps its flags lane-wise; i128 (PTX .b128, v1 only) stays scalar.
; CHECK-LABEL: define void @i64_v2_i128_none(
; CHECK: [[X:%[0-9]+]] = load <2 x i64>, ptr %s, align 16
; CHECK-NEXT: [[Y:%[0-9]+]] = add nsw <2 x i64> [[X]], <i64 7, i64 9>
; CHECK-NEXT: store <2 x i64> [[Y]], ptr %d, align 16
; CHECK: store i128 %w0, ptr %q, align 16
; CHECK-NEXT: store i128 %w1, ptr %q1, align 16
; REM: slp: @i64_v2_i128_none: Stores SLP vectorized with cost -2
; REM-NOT: i64_v2_i128_none
define void @i64_v2_i128_none(ptr noalias %d, ptr noalias %s, ptr noalias %q, i128 %w0, i128 %w1) {
entry:
  %s1 = getelementptr inbounds i64, ptr %s, i64 1
  %d1 = getelementptr inbounds i64, ptr %d, i64 1
  %q1 = getelementptr inbounds i128, ptr %q, i64 1
  %a0 = load i64, ptr %s, align 16
  %a1 = load i64, ptr %s1, align 8
  %m0 = add nsw i64 %a0, 7
  %m1 = add nsw i64 %a1, 9
  store i64 %m0, ptr %d, align 16
  store i64 %m1, ptr %d1, align 8
  store i128 %w0, ptr %q, align 16
  store i128 %w1, ptr %q1, align 16
  ret void
}
