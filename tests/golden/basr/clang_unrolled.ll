; The seed's loop as clang -O3 emits it (corpora/kernels/unroll4_arrays):
; `#pragma unroll 4` over A[tid + i] gives i32 indices (i | k) + tid with
; nsw adds, sign-extended into the GEP.  The address decomposition
; (core/analysis/addr.c) distributes the extension over the no-wrap sum
; (an `or` of a constant below the known trailing zeros of i, a multiple
; of 4 here, is an add without carry), so the four loads of @unrolled share
; one base and become anchor + 4, + 8, + 12; the three or/add/sext chains
; die.  In @wrapping the adds carry no nsw: sext(i + 1 + tid) is not
; sext(i + tid) + 1 there, and nothing is grouped.  `passcheck check` runs
; both.
; RUN: passcheck opt %s -passes=basr | FileCheck %s
; RUN: passcheck check %s --func unrolled -passes=basr --inputs 4 --grid 2x4 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s --func wrapping -passes=basr --inputs 4 --grid 2x4 | FileCheck %s --check-prefix=SAME

; CHECK-LABEL: define void @unrolled(
; CHECK: loop:
; CHECK: [[S:%[a-z0-9.]+]] = sext i32 %x0 to i64
; CHECK-NEXT: [[P0:%[a-z0-9.]+]] = getelementptr inbounds float, ptr %a, i64 [[S]]
; CHECK-NEXT: %v0 = load float, ptr [[P0]]
; CHECK-NEXT: %acc0
; CHECK-NEXT: [[P1:%[0-9]+]] = getelementptr inbounds i8, ptr [[P0]], i64 4
; CHECK-NEXT: %v1 = load float, ptr [[P1]]
; CHECK-NEXT: %acc1
; CHECK-NEXT: [[P2:%[0-9]+]] = getelementptr inbounds i8, ptr [[P0]], i64 8
; CHECK-NEXT: %v2 = load float, ptr [[P2]]
; CHECK-NEXT: %acc2
; CHECK-NEXT: [[P3:%[0-9]+]] = getelementptr inbounds i8, ptr [[P0]], i64 12
; CHECK-NEXT: %v3 = load float, ptr [[P3]]
; CHECK-NOT: %i3
; CHECK: ret void

; CHECK-LABEL: define void @wrapping(
; CHECK: loop:
; CHECK: %p1 = getelementptr inbounds float, ptr %a, i64 %s1
; CHECK: %p2 = getelementptr inbounds float, ptr %a, i64 %s2
; CHECK: %p3 = getelementptr inbounds float, ptr %a, i64 %s3
; CHECK: ret void

; OK: 1/1 basr: changed, ok
; OK: result: ok
; SAME: 1/1 basr: {{.*}}ok
; SAME: result: ok

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

define void @unrolled(ptr %a, ptr %out) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bb = mul i32 %b, %nt
  %tid = add i32 %bb, %t
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc3, %loop ]
  %x0 = add nsw i32 %i, %tid
  %s0 = sext i32 %x0 to i64
  %p0 = getelementptr inbounds float, ptr %a, i64 %s0
  %v0 = load float, ptr %p0, align 4
  %acc0 = fadd float %acc, %v0
  %i1 = or i32 %i, 1
  %x1 = add nsw i32 %i1, %tid
  %s1 = sext i32 %x1 to i64
  %p1 = getelementptr inbounds float, ptr %a, i64 %s1
  %v1 = load float, ptr %p1, align 4
  %acc1 = fadd float %acc0, %v1
  %i2 = or i32 %i, 2
  %x2 = add nsw i32 %i2, %tid
  %s2 = sext i32 %x2 to i64
  %p2 = getelementptr inbounds float, ptr %a, i64 %s2
  %v2 = load float, ptr %p2, align 4
  %acc2 = fadd float %acc1, %v2
  %i3 = or i32 %i, 3
  %x3 = add nsw i32 %i3, %tid
  %s3 = sext i32 %x3 to i64
  %p3 = getelementptr inbounds float, ptr %a, i64 %s3
  %v3 = load float, ptr %p3, align 4
  %acc3 = fadd float %acc2, %v3
  %i.next = add nuw nsw i32 %i, 4
  %c = icmp ult i32 %i.next, 16
  br i1 %c, label %loop, label %exit
exit:
  %ts = sext i32 %tid to i64
  %o = getelementptr inbounds float, ptr %out, i64 %ts
  store float %acc3, ptr %o, align 4
  ret void
}

define void @wrapping(ptr %a, ptr %out) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bb = mul i32 %b, %nt
  %tid = add i32 %bb, %t
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc3, %loop ]
  %x0 = add i32 %i, %tid
  %s0 = sext i32 %x0 to i64
  %p0 = getelementptr inbounds float, ptr %a, i64 %s0
  %v0 = load float, ptr %p0, align 4
  %acc0 = fadd float %acc, %v0
  %i1 = or i32 %i, 1
  %x1 = add i32 %i1, %tid
  %s1 = sext i32 %x1 to i64
  %p1 = getelementptr inbounds float, ptr %a, i64 %s1
  %v1 = load float, ptr %p1, align 4
  %acc1 = fadd float %acc0, %v1
  %i2 = or i32 %i, 2
  %x2 = add i32 %i2, %tid
  %s2 = sext i32 %x2 to i64
  %p2 = getelementptr inbounds float, ptr %a, i64 %s2
  %v2 = load float, ptr %p2, align 4
  %acc2 = fadd float %acc1, %v2
  %i3 = or i32 %i, 3
  %x3 = add i32 %i3, %tid
  %s3 = sext i32 %x3 to i64
  %p3 = getelementptr inbounds float, ptr %a, i64 %s3
  %v3 = load float, ptr %p3, align 4
  %acc3 = fadd float %acc2, %v3
  %i.next = add nuw nsw i32 %i, 4
  %c = icmp ult i32 %i.next, 16
  br i1 %c, label %loop, label %exit
exit:
  %ts = sext i32 %tid to i64
  %o = getelementptr inbounds float, ptr %out, i64 %ts
  store float %acc3, ptr %o, align 4
  ret void
}
