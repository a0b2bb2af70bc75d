; Horizontal reductions refused.  FP chains reassociate only when every
; operation carries reassoc (the reference semantics: without it the
; order of the roundings is part of the value): refused with a remark,
; also when one operation of the chain lacks it.  Operands that are not
; adjacent loads must be gathered with insertelement: not beneficial
; (HorSLPNotBeneficial with the cost and the threshold).  A store between
; the loads that may alias them keeps the loads in place (no vector load),
; so that reduction is not beneficial either.  Three operands are fewer
; than the minimum VF 4 (nothing tried); i64 lanes have the PTX ceiling 2
; (below the minimum).
; RUN: passcheck opt %s -passes=slp | FileCheck %s
; RUN: passcheck opt %s -passes=slp --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=REM
; CHECK-NOT: rdx
; CHECK-NOT: <4 x
; CHECK-NOT: <2 x
; REM: slp: @fadd_plain: Cannot SLP vectorize list: horizontal reduction of 4 fadd operands: not every operation carries reassoc
; REM-NEXT: slp: @fadd_one_plain: Cannot SLP vectorize list: horizontal reduction of 4 fadd operands: not every operation carries reassoc
; REM-NEXT: slp: @gathered: HorSLPNotBeneficial: Vectorizing horizontal reduction is possible but not beneficial with cost 5 and threshold 0
; REM-NEXT: slp: @aliased: HorSLPNotBeneficial: Vectorizing horizontal reduction is possible but not beneficial with cost 5 and threshold 0
; REM-NOT: slp:

define float @fadd_plain(ptr noalias %p) {
entry:
  %p1 = getelementptr inbounds float, ptr %p, i64 1
  %p2 = getelementptr inbounds float, ptr %p, i64 2
  %p3 = getelementptr inbounds float, ptr %p, i64 3
  %a0 = load float, ptr %p, align 16
  %a1 = load float, ptr %p1, align 4
  %a2 = load float, ptr %p2, align 4
  %a3 = load float, ptr %p3, align 4
  %s1 = fadd float %a0, %a1
  %s2 = fadd float %s1, %a2
  %s3 = fadd float %s2, %a3
  ret float %s3
}

define float @fadd_one_plain(ptr noalias %p) {
entry:
  %p1 = getelementptr inbounds float, ptr %p, i64 1
  %p2 = getelementptr inbounds float, ptr %p, i64 2
  %p3 = getelementptr inbounds float, ptr %p, i64 3
  %a0 = load float, ptr %p, align 16
  %a1 = load float, ptr %p1, align 4
  %a2 = load float, ptr %p2, align 4
  %a3 = load float, ptr %p3, align 4
  %s1 = fadd reassoc float %a0, %a1
  %s2 = fadd nsz float %s1, %a2
  %s3 = fadd reassoc float %s2, %a3
  ret float %s3
}

define i32 @gathered(i32 %a, i32 %b, i32 %c, i32 %d) {
entry:
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  ret i32 %s3
}

define i32 @aliased(ptr %p, ptr %q) {
entry:
  %p1 = getelementptr inbounds i32, ptr %p, i64 1
  %p2 = getelementptr inbounds i32, ptr %p, i64 2
  %p3 = getelementptr inbounds i32, ptr %p, i64 3
  %a0 = load i32, ptr %p, align 16
  %a1 = load i32, ptr %p1, align 4
  store i32 0, ptr %q, align 4
  %a2 = load i32, ptr %p2, align 4
  %a3 = load i32, ptr %p3, align 4
  %s1 = add i32 %a0, %a1
  %s2 = add i32 %s1, %a2
  %s3 = add i32 %s2, %a3
  ret i32 %s3
}

define i32 @three(ptr noalias %p) {
entry:
  %p1 = getelementptr inbounds i32, ptr %p, i64 1
  %p2 = getelementptr inbounds i32, ptr %p, i64 2
  %a0 = load i32, ptr %p, align 16
  %a1 = load i32, ptr %p1, align 4
  %a2 = load i32, ptr %p2, align 4
  %s1 = add i32 %a0, %a1
  %s2 = add i32 %s1, %a2
  ret i32 %s2
}

define i64 @wide(ptr noalias %p) {
entry:
  %p1 = getelementptr inbounds i64, ptr %p, i64 1
  %p2 = getelementptr inbounds i64, ptr %p, i64 2
  %p3 = getelementptr inbounds i64, ptr %p, i64 3
  %a0 = load i64, ptr %p, align 16
  %a1 = load i64, ptr %p1, align 8
  %a2 = load i64, ptr %p2, align 8
  %a3 = load i64, ptr %p3, align 8
  %s1 = add i64 %a0, %a1
  %s2 = add i64 %s1, %a2
  %s3 = add i64 %s2, %a3
  ret i64 %s3
}
