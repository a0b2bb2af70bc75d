; Horizontal reductions, one per kind: four adjacent loads combined by a
; chain of one operation (integer: exact, always legal; FP: every operation
; carries reassoc) and returned.  The loads become one vector load (memdep
; proves them adjacent), the chain the seed's pairwise tree: rdx.shuf.l
; (even lanes), rdx.shuf.r (odd lanes), op.rdx, then the last pair
; extracted and combined.  Integer operations lose nsw/nuw (wrapping
; arithmetic is associative); FP ones keep their flags.
; RUN: passcheck opt %s -passes=slp | FileCheck %s
; RUN: passcheck opt %s -passes=slp | llvm-as -o /dev/null
; RUN: passcheck opt %s -passes=slp --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=REM
; RUN: passcheck opt %s -passes=slp -knob slp-vectorize-hor=0 | FileCheck %s --check-prefix=OFF
; RUN: passcheck check %s -passes=slp --func umax --inputs 32 | FileCheck %s --check-prefix=CHK
; RUN: passcheck check %s -passes=slp --func xor --inputs 32 | FileCheck %s --check-prefix=CHK
; RUN: passcheck check %s -passes=slp --func smin --inputs 32 | FileCheck %s --check-prefix=CHK
; RUN: passcheck check %s -passes=slp --func fadd --inputs 32 | FileCheck %s --check-prefix=CHK
; CHK: 1/1 slp: changed, ok
; CHK-NEXT: result: ok: every run refines
; OFF-NOT: rdx

; CHECK-LABEL: define i32 @add(
; CHECK: [[V:%[0-9]+]] = load <4 x i32>, ptr %p, align 16
; CHECK-NEXT: %rdx.shuf.l = shufflevector <4 x i32> [[V]], <4 x i32> poison, <2 x i32> <i32 0, i32 2>
; CHECK-NEXT: %rdx.shuf.r = shufflevector <4 x i32> [[V]], <4 x i32> poison, <2 x i32> <i32 1, i32 3>
; CHECK-NEXT: %op.rdx = add <2 x i32> %rdx.shuf.l, %rdx.shuf.r
; CHECK-NEXT: [[E0:%[0-9]+]] = extractelement <2 x i32> %op.rdx, i32 0
; CHECK-NEXT: [[E1:%[0-9]+]] = extractelement <2 x i32> %op.rdx, i32 1
; CHECK-NEXT: %op.rdx.1 = add i32 [[E0]], [[E1]]
; CHECK-NEXT: ret i32 %op.rdx.1
; REM: slp: @add: VectorizedHorizontalReduction: Vectorized horizontal reduction with cost -2 and with tree size 2
define i32 @add(ptr noalias %p) {
entry:
  %p1 = getelementptr inbounds i32, ptr %p, i64 1
  %p2 = getelementptr inbounds i32, ptr %p, i64 2
  %p3 = getelementptr inbounds i32, ptr %p, i64 3
  %a0 = load i32, ptr %p, align 16
  %a1 = load i32, ptr %p1, align 4
  %a2 = load i32, ptr %p2, align 4
  %a3 = load i32, ptr %p3, align 4
  %s1 = add nsw i32 %a0, %a1
  %s2 = add i32 %a2, %a3
  %s3 = add i32 %s1, %s2
  ret i32 %s3
}

; CHECK-LABEL: define i32 @mul(
; CHECK: [[V:%[0-9]+]] = load <4 x i32>, ptr %p, align 16
; CHECK-NEXT: %rdx.shuf.l = shufflevector <4 x i32> [[V]], <4 x i32> poison, <2 x i32> <i32 0, i32 2>
; CHECK-NEXT: %rdx.shuf.r = shufflevector <4 x i32> [[V]], <4 x i32> poison, <2 x i32> <i32 1, i32 3>
; CHECK-NEXT: %op.rdx = mul <2 x i32> %rdx.shuf.l, %rdx.shuf.r
; CHECK-NEXT: [[E0:%[0-9]+]] = extractelement <2 x i32> %op.rdx, i32 0
; CHECK-NEXT: [[E1:%[0-9]+]] = extractelement <2 x i32> %op.rdx, i32 1
; CHECK-NEXT: %op.rdx.1 = mul i32 [[E0]], [[E1]]
; CHECK-NEXT: ret i32 %op.rdx.1
; REM: slp: @mul: VectorizedHorizontalReduction: Vectorized horizontal reduction with cost -2 and with tree size 2
define i32 @mul(ptr noalias %p) {
entry:
  %p1 = getelementptr inbounds i32, ptr %p, i64 1
  %p2 = getelementptr inbounds i32, ptr %p, i64 2
  %p3 = getelementptr inbounds i32, ptr %p, i64 3
  %a0 = load i32, ptr %p, align 16
  %a1 = load i32, ptr %p1, align 4
  %a2 = load i32, ptr %p2, align 4
  %a3 = load i32, ptr %p3, align 4
  %s1 = mul nsw i32 %a0, %a1
  %s2 = mul i32 %a2, %a3
  %s3 = mul i32 %s1, %s2
  ret i32 %s3
}

; CHECK-LABEL: define i32 @and(
; CHECK: [[V:%[0-9]+]] = load <4 x i32>, ptr %p, align 16
; CHECK-NEXT: %rdx.shuf.l = shufflevector <4 x i32> [[V]], <4 x i32> poison, <2 x i32> <i32 0, i32 2>
; CHECK-NEXT: %rdx.shuf.r = shufflevector <4 x i32> [[V]], <4 x i32> poison, <2 x i32> <i32 1, i32 3>
; CHECK-NEXT: %op.rdx = and <2 x i32> %rdx.shuf.l, %rdx.shuf.r
; CHECK-NEXT: [[E0:%[0-9]+]] = extractelement <2 x i32> %op.rdx, i32 0
; CHECK-NEXT: [[E1:%[0-9]+]] = extractelement <2 x i32> %op.rdx, i32 1
; CHECK-NEXT: %op.rdx.1 = and i32 [[E0]], [[E1]]
; CHECK-NEXT: ret i32 %op.rdx.1
; REM: slp: @and: VectorizedHorizontalReduction: Vectorized horizontal reduction with cost -2 and with tree size 2
define i32 @and(ptr noalias %p) {
entry:
  %p1 = getelementptr inbounds i32, ptr %p, i64 1
  %p2 = getelementptr inbounds i32, ptr %p, i64 2
  %p3 = getelementptr inbounds i32, ptr %p, i64 3
  %a0 = load i32, ptr %p, align 16
  %a1 = load i32, ptr %p1, align 4
  %a2 = load i32, ptr %p2, align 4
  %a3 = load i32, ptr %p3, align 4
  %s1 = and i32 %a0, %a1
  %s2 = and i32 %a2, %a3
  %s3 = and i32 %s1, %s2
  ret i32 %s3
}

; CHECK-LABEL: define i16 @or(
; CHECK: [[V:%[0-9]+]] = load <4 x i16>, ptr %p, align 16
; CHECK-NEXT: %rdx.shuf.l = shufflevector <4 x i16> [[V]], <4 x i16> poison, <2 x i32> <i32 0, i32 2>
; CHECK-NEXT: %rdx.shuf.r = shufflevector <4 x i16> [[V]], <4 x i16> poison, <2 x i32> <i32 1, i32 3>
; CHECK-NEXT: %op.rdx = or <2 x i16> %rdx.shuf.l, %rdx.shuf.r
; CHECK-NEXT: [[E0:%[0-9]+]] = extractelement <2 x i16> %op.rdx, i32 0
; CHECK-NEXT: [[E1:%[0-9]+]] = extractelement <2 x i16> %op.rdx, i32 1
; CHECK-NEXT: %op.rdx.1 = or i16 [[E0]], [[E1]]
; CHECK-NEXT: ret i16 %op.rdx.1
; REM: slp: @or: VectorizedHorizontalReduction: Vectorized horizontal reduction with cost -2 and with tree size 2
define i16 @or(ptr noalias %p) {
entry:
  %p1 = getelementptr inbounds i16, ptr %p, i64 1
  %p2 = getelementptr inbounds i16, ptr %p, i64 2
  %p3 = getelementptr inbounds i16, ptr %p, i64 3
  %a0 = load i16, ptr %p, align 16
  %a1 = load i16, ptr %p1, align 2
  %a2 = load i16, ptr %p2, align 2
  %a3 = load i16, ptr %p3, align 2
  %s1 = or i16 %a0, %a1
  %s2 = or i16 %a2, %a3
  %s3 = or i16 %s1, %s2
  ret i16 %s3
}

; CHECK-LABEL: define i8 @xor(
; CHECK: [[V:%[0-9]+]] = load <4 x i8>, ptr %p, align 16
; CHECK-NEXT: %rdx.shuf.l = shufflevector <4 x i8> [[V]], <4 x i8> poison, <2 x i32> <i32 0, i32 2>
; CHECK-NEXT: %rdx.shuf.r = shufflevector <4 x i8> [[V]], <4 x i8> poison, <2 x i32> <i32 1, i32 3>
; CHECK-NEXT: %op.rdx = xor <2 x i8> %rdx.shuf.l, %rdx.shuf.r
; CHECK-NEXT: [[E0:%[0-9]+]] = extractelement <2 x i8> %op.rdx, i32 0
; CHECK-NEXT: [[E1:%[0-9]+]] = extractelement <2 x i8> %op.rdx, i32 1
; CHECK-NEXT: %op.rdx.1 = xor i8 [[E0]], [[E1]]
; CHECK-NEXT: ret i8 %op.rdx.1
; REM: slp: @xor: VectorizedHorizontalReduction: Vectorized horizontal reduction with cost -2 and with tree size 2
define i8 @xor(ptr noalias %p) {
entry:
  %p1 = getelementptr inbounds i8, ptr %p, i64 1
  %p2 = getelementptr inbounds i8, ptr %p, i64 2
  %p3 = getelementptr inbounds i8, ptr %p, i64 3
  %a0 = load i8, ptr %p, align 16
  %a1 = load i8, ptr %p1, align 1
  %a2 = load i8, ptr %p2, align 1
  %a3 = load i8, ptr %p3, align 1
  %s1 = xor i8 %a0, %a1
  %s2 = xor i8 %a2, %a3
  %s3 = xor i8 %s1, %s2
  ret i8 %s3
}

; CHECK-LABEL: define i32 @smin(
; CHECK: [[V:%[0-9]+]] = load <4 x i32>, ptr %p, align 16
; CHECK-NEXT: %rdx.shuf.l = shufflevector <4 x i32> [[V]], <4 x i32> poison, <2 x i32> <i32 0, i32 2>
; CHECK-NEXT: %rdx.shuf.r = shufflevector <4 x i32> [[V]], <4 x i32> poison, <2 x i32> <i32 1, i32 3>
; CHECK-NEXT: %op.rdx = call <2 x i32> @llvm.smin.v2i32(<2 x i32> %rdx.shuf.l, <2 x i32> %rdx.shuf.r)
; CHECK-NEXT: [[E0:%[0-9]+]] = extractelement <2 x i32> %op.rdx, i32 0
; CHECK-NEXT: [[E1:%[0-9]+]] = extractelement <2 x i32> %op.rdx, i32 1
; CHECK-NEXT: %op.rdx.1 = call i32 @llvm.smin.i32(i32 [[E0]], i32 [[E1]])
; CHECK-NEXT: ret i32 %op.rdx.1
; REM: slp: @smin: VectorizedHorizontalReduction: Vectorized horizontal reduction with cost -2 and with tree size 2
define i32 @smin(ptr noalias %p) {
entry:
  %p1 = getelementptr inbounds i32, ptr %p, i64 1
  %p2 = getelementptr inbounds i32, ptr %p, i64 2
  %p3 = getelementptr inbounds i32, ptr %p, i64 3
  %a0 = load i32, ptr %p, align 16
  %a1 = load i32, ptr %p1, align 4
  %a2 = load i32, ptr %p2, align 4
  %a3 = load i32, ptr %p3, align 4
  %s1 = call i32 @llvm.smin.i32(i32 %a0, i32 %a1)
  %s2 = call i32 @llvm.smin.i32(i32 %a2, i32 %a3)
  %s3 = call i32 @llvm.smin.i32(i32 %s1, i32 %s2)
  ret i32 %s3
}

; CHECK-LABEL: define i32 @smax(
; CHECK: [[V:%[0-9]+]] = load <4 x i32>, ptr %p, align 16
; CHECK-NEXT: %rdx.shuf.l = shufflevector <4 x i32> [[V]], <4 x i32> poison, <2 x i32> <i32 0, i32 2>
; CHECK-NEXT: %rdx.shuf.r = shufflevector <4 x i32> [[V]], <4 x i32> poison, <2 x i32> <i32 1, i32 3>
; CHECK-NEXT: %op.rdx = call <2 x i32> @llvm.smax.v2i32(<2 x i32> %rdx.shuf.l, <2 x i32> %rdx.shuf.r)
; CHECK-NEXT: [[E0:%[0-9]+]] = extractelement <2 x i32> %op.rdx, i32 0
; CHECK-NEXT: [[E1:%[0-9]+]] = extractelement <2 x i32> %op.rdx, i32 1
; CHECK-NEXT: %op.rdx.1 = call i32 @llvm.smax.i32(i32 [[E0]], i32 [[E1]])
; CHECK-NEXT: ret i32 %op.rdx.1
; REM: slp: @smax: VectorizedHorizontalReduction: Vectorized horizontal reduction with cost -2 and with tree size 2
define i32 @smax(ptr noalias %p) {
entry:
  %p1 = getelementptr inbounds i32, ptr %p, i64 1
  %p2 = getelementptr inbounds i32, ptr %p, i64 2
  %p3 = getelementptr inbounds i32, ptr %p, i64 3
  %a0 = load i32, ptr %p, align 16
  %a1 = load i32, ptr %p1, align 4
  %a2 = load i32, ptr %p2, align 4
  %a3 = load i32, ptr %p3, align 4
  %s1 = call i32 @llvm.smax.i32(i32 %a0, i32 %a1)
  %s2 = call i32 @llvm.smax.i32(i32 %a2, i32 %a3)
  %s3 = call i32 @llvm.smax.i32(i32 %s1, i32 %s2)
  ret i32 %s3
}

; CHECK-LABEL: define i32 @umin(
; CHECK: [[V:%[0-9]+]] = load <4 x i32>, ptr %p, align 16
; CHECK-NEXT: %rdx.shuf.l = shufflevector <4 x i32> [[V]], <4 x i32> poison, <2 x i32> <i32 0, i32 2>
; CHECK-NEXT: %rdx.shuf.r = shufflevector <4 x i32> [[V]], <4 x i32> poison, <2 x i32> <i32 1, i32 3>
; CHECK-NEXT: %op.rdx = call <2 x i32> @llvm.umin.v2i32(<2 x i32> %rdx.shuf.l, <2 x i32> %rdx.shuf.r)
; CHECK-NEXT: [[E0:%[0-9]+]] = extractelement <2 x i32> %op.rdx, i32 0
; CHECK-NEXT: [[E1:%[0-9]+]] = extractelement <2 x i32> %op.rdx, i32 1
; CHECK-NEXT: %op.rdx.1 = call i32 @llvm.umin.i32(i32 [[E0]], i32 [[E1]])
; CHECK-NEXT: ret i32 %op.rdx.1
; REM: slp: @umin: VectorizedHorizontalReduction: Vectorized horizontal reduction with cost -2 and with tree size 2
define i32 @umin(ptr noalias %p) {
entry:
  %p1 = getelementptr inbounds i32, ptr %p, i64 1
  %p2 = getelementptr inbounds i32, ptr %p, i64 2
  %p3 = getelementptr inbounds i32, ptr %p, i64 3
  %a0 = load i32, ptr %p, align 16
  %a1 = load i32, ptr %p1, align 4
  %a2 = load i32, ptr %p2, align 4
  %a3 = load i32, ptr %p3, align 4
  %s1 = call i32 @llvm.umin.i32(i32 %a0, i32 %a1)
  %s2 = call i32 @llvm.umin.i32(i32 %a2, i32 %a3)
  %s3 = call i32 @llvm.umin.i32(i32 %s1, i32 %s2)
  ret i32 %s3
}

; CHECK-LABEL: define i32 @umax(
; CHECK: [[V:%[0-9]+]] = load <4 x i32>, ptr %p, align 16
; CHECK-NEXT: %rdx.shuf.l = shufflevector <4 x i32> [[V]], <4 x i32> poison, <2 x i32> <i32 0, i32 2>
; CHECK-NEXT: %rdx.shuf.r = shufflevector <4 x i32> [[V]], <4 x i32> poison, <2 x i32> <i32 1, i32 3>
; CHECK-NEXT: %op.rdx = call <2 x i32> @llvm.umax.v2i32(<2 x i32> %rdx.shuf.l, <2 x i32> %rdx.shuf.r)
; CHECK-NEXT: [[E0:%[0-9]+]] = extractelement <2 x i32> %op.rdx, i32 0
; CHECK-NEXT: [[E1:%[0-9]+]] = extractelement <2 x i32> %op.rdx, i32 1
; CHECK-NEXT: %op.rdx.1 = call i32 @llvm.umax.i32(i32 [[E0]], i32 [[E1]])
; CHECK-NEXT: ret i32 %op.rdx.1
; REM: slp: @umax: VectorizedHorizontalReduction: Vectorized horizontal reduction with cost -2 and with tree size 2
define i32 @umax(ptr noalias %p) {
entry:
  %p1 = getelementptr inbounds i32, ptr %p, i64 1
  %p2 = getelementptr inbounds i32, ptr %p, i64 2
  %p3 = getelementptr inbounds i32, ptr %p, i64 3
  %a0 = load i32, ptr %p, align 16
  %a1 = load i32, ptr %p1, align 4
  %a2 = load i32, ptr %p2, align 4
  %a3 = load i32, ptr %p3, align 4
  %s1 = call i32 @llvm.umax.i32(i32 %a0, i32 %a1)
  %s2 = call i32 @llvm.umax.i32(i32 %a2, i32 %a3)
  %s3 = call i32 @llvm.umax.i32(i32 %s1, i32 %s2)
  ret i32 %s3
}

; CHECK-LABEL: define float @fadd(
; CHECK: [[V:%[0-9]+]] = load <4 x float>, ptr %p, align 16
; CHECK-NEXT: %rdx.shuf.l = shufflevector <4 x float> [[V]], <4 x float> poison, <2 x i32> <i32 0, i32 2>
; CHECK-NEXT: %rdx.shuf.r = shufflevector <4 x float> [[V]], <4 x float> poison, <2 x i32> <i32 1, i32 3>
; CHECK-NEXT: %op.rdx = fadd reassoc <2 x float> %rdx.shuf.l, %rdx.shuf.r
; CHECK-NEXT: [[E0:%[0-9]+]] = extractelement <2 x float> %op.rdx, i32 0
; CHECK-NEXT: [[E1:%[0-9]+]] = extractelement <2 x float> %op.rdx, i32 1
; CHECK-NEXT: %op.rdx.1 = fadd reassoc float [[E0]], [[E1]]
; CHECK-NEXT: ret float %op.rdx.1
; REM: slp: @fadd: VectorizedHorizontalReduction: Vectorized horizontal reduction with cost -2 and with tree size 2
define float @fadd(ptr noalias %p) {
entry:
  %p1 = getelementptr inbounds float, ptr %p, i64 1
  %p2 = getelementptr inbounds float, ptr %p, i64 2
  %p3 = getelementptr inbounds float, ptr %p, i64 3
  %a0 = load float, ptr %p, align 16
  %a1 = load float, ptr %p1, align 4
  %a2 = load float, ptr %p2, align 4
  %a3 = load float, ptr %p3, align 4
  %s1 = fadd reassoc float %a0, %a1
  %s2 = fadd reassoc float %a2, %a3
  %s3 = fadd reassoc float %s1, %s2
  ret float %s3
}

; CHECK-LABEL: define float @fmul(
; CHECK: [[V:%[0-9]+]] = load <4 x float>, ptr %p, align 16
; CHECK-NEXT: %rdx.shuf.l = shufflevector <4 x float> [[V]], <4 x float> poison, <2 x i32> <i32 0, i32 2>
; CHECK-NEXT: %rdx.shuf.r = shufflevector <4 x float> [[V]], <4 x float> poison, <2 x i32> <i32 1, i32 3>
; CHECK-NEXT: %op.rdx = fmul reassoc nsz <2 x float> %rdx.shuf.l, %rdx.shuf.r
; CHECK-NEXT: [[E0:%[0-9]+]] = extractelement <2 x float> %op.rdx, i32 0
; CHECK-NEXT: [[E1:%[0-9]+]] = extractelement <2 x float> %op.rdx, i32 1
; CHECK-NEXT: %op.rdx.1 = fmul reassoc nsz float [[E0]], [[E1]]
; CHECK-NEXT: ret float %op.rdx.1
; REM: slp: @fmul: VectorizedHorizontalReduction: Vectorized horizontal reduction with cost -2 and with tree size 2
define float @fmul(ptr noalias %p) {
entry:
  %p1 = getelementptr inbounds float, ptr %p, i64 1
  %p2 = getelementptr inbounds float, ptr %p, i64 2
  %p3 = getelementptr inbounds float, ptr %p, i64 3
  %a0 = load float, ptr %p, align 16
  %a1 = load float, ptr %p1, align 4
  %a2 = load float, ptr %p2, align 4
  %a3 = load float, ptr %p3, align 4
  %s1 = fmul reassoc nsz float %a0, %a1
  %s2 = fmul reassoc nsz float %a2, %a3
  %s3 = fmul reassoc nsz float %s1, %s2
  ret float %s3
}

; CHECK-LABEL: define float @fmax(
; CHECK: [[V:%[0-9]+]] = load <4 x float>, ptr %p, align 16
; CHECK-NEXT: %rdx.shuf.l = shufflevector <4 x float> [[V]], <4 x float> poison, <2 x i32> <i32 0, i32 2>
; CHECK-NEXT: %rdx.shuf.r = shufflevector <4 x float> [[V]], <4 x float> poison, <2 x i32> <i32 1, i32 3>
; CHECK-NEXT: %op.rdx = call reassoc <2 x float> @llvm.maxnum.v2f32(<2 x float> %rdx.shuf.l, <2 x float> %rdx.shuf.r)
; CHECK-NEXT: [[E0:%[0-9]+]] = extractelement <2 x float> %op.rdx, i32 0
; CHECK-NEXT: [[E1:%[0-9]+]] = extractelement <2 x float> %op.rdx, i32 1
; CHECK-NEXT: %op.rdx.1 = call reassoc float @llvm.maxnum.f32(float [[E0]], float [[E1]])
; CHECK-NEXT: ret float %op.rdx.1
; REM: slp: @fmax: VectorizedHorizontalReduction: Vectorized horizontal reduction with cost -2 and with tree size 2
define float @fmax(ptr noalias %p) {
entry:
  %p1 = getelementptr inbounds float, ptr %p, i64 1
  %p2 = getelementptr inbounds float, ptr %p, i64 2
  %p3 = getelementptr inbounds float, ptr %p, i64 3
  %a0 = load float, ptr %p, align 16
  %a1 = load float, ptr %p1, align 4
  %a2 = load float, ptr %p2, align 4
  %a3 = load float, ptr %p3, align 4
  %s1 = call reassoc float @llvm.maxnum.f32(float %a0, float %a1)
  %s2 = call reassoc float @llvm.maxnum.f32(float %a2, float %a3)
  %s3 = call reassoc float @llvm.maxnum.f32(float %s1, float %s2)
  ret float %s3
}

; CHECK-LABEL: define float @fmin(
; CHECK: [[V:%[0-9]+]] = load <4 x float>, ptr %p, align 16
; CHECK-NEXT: %rdx.shuf.l = shufflevector <4 x float> [[V]], <4 x float> poison, <2 x i32> <i32 0, i32 2>
; CHECK-NEXT: %rdx.shuf.r = shufflevector <4 x float> [[V]], <4 x float> poison, <2 x i32> <i32 1, i32 3>
; CHECK-NEXT: %op.rdx = call reassoc <2 x float> @llvm.minnum.v2f32(<2 x float> %rdx.shuf.l, <2 x float> %rdx.shuf.r)
; CHECK-NEXT: [[E0:%[0-9]+]] = extractelement <2 x float> %op.rdx, i32 0
; CHECK-NEXT: [[E1:%[0-9]+]] = extractelement <2 x float> %op.rdx, i32 1
; CHECK-NEXT: %op.rdx.1 = call reassoc float @llvm.minnum.f32(float [[E0]], float [[E1]])
; CHECK-NEXT: ret float %op.rdx.1
; REM: slp: @fmin: VectorizedHorizontalReduction: Vectorized horizontal reduction with cost -2 and with tree size 2
define float @fmin(ptr noalias %p) {
entry:
  %p1 = getelementptr inbounds float, ptr %p, i64 1
  %p2 = getelementptr inbounds float, ptr %p, i64 2
  %p3 = getelementptr inbounds float, ptr %p, i64 3
  %a0 = load float, ptr %p, align 16
  %a1 = load float, ptr %p1, align 4
  %a2 = load float, ptr %p2, align 4
  %a3 = load float, ptr %p3, align 4
  %s1 = call reassoc float @llvm.minnum.f32(float %a0, float %a1)
  %s2 = call reassoc float @llvm.minnum.f32(float %a2, float %a3)
  %s3 = call reassoc float @llvm.minnum.f32(float %s1, float %s2)
  ret float %s3
}
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.minnum.f32(float, float)
