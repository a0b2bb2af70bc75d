; lsr's expansion reuse: a start or end value whose expression the code
; already computes reuses that value when it keeps fewer registers live
; than building the expression from its leaves (SCEVExpander's reuse).
; @reuse: %z is used after the preheader anyway, so the start is 4 * %z
; and %x, %y stay dead after the entry.  @flagged: the same, but the
; computation of %z has a nsw multiply: SCEV may have folded with the flag,
; so %z is not reused and the start is built from %x and %y.  @leaves:
; %z dies in the entry while %x and %y are live into the second loop, so
; the leaves are used.  @global_end: the end of an IV over a global is a
; constant expression, not an instruction holding a register.
; RUN: passcheck opt %s -passes=lsr | FileCheck %s
; RUN: passcheck opt %s -passes=lsr | llvm-as -o /dev/null
; RUN: passcheck check %s -passes=lsr --func reuse --grid 1x1 --inputs 16 | FileCheck %s --check-prefix=VERDICT
; RUN: passcheck check %s -passes=lsr --func flagged --grid 1x1 --inputs 16 | FileCheck %s --check-prefix=VERDICT
; RUN: passcheck check %s -passes=lsr --func leaves --grid 1x1 --inputs 16 | FileCheck %s --check-prefix=VERDICT

; VERDICT: lsr: changed, ok
; VERDICT: result: ok

; CHECK-LABEL: define void @reuse(
; CHECK: pre2:
; CHECK-NEXT: [[O:%[0-9]+]] = mul i64 4, %z
; CHECK-NEXT: [[S:%[0-9]+]] = getelementptr i8, ptr %a, i64 [[O]]
; CHECK: l2:
; CHECK-NEXT: %IV.S..1 = phi ptr [ [[S]], %pre2 ]

; CHECK-LABEL: define void @flagged(
; CHECK: pre2:
; CHECK-NEXT: [[M:%[0-9]+]] = mul i32 %x, %y
; CHECK-NEXT: [[A:%[0-9]+]] = add i32 7, [[M]]
; CHECK-NEXT: [[Z:%[0-9]+]] = zext i32 [[A]] to i64
; CHECK-NEXT: mul i64 4, [[Z]]

; CHECK-LABEL: define void @leaves(
; CHECK: pre2:
; CHECK-NEXT: [[M:%[0-9]+]] = mul i32 %x, %y
; CHECK-NOT: %z
; CHECK: l2:

; CHECK-LABEL: define void @global_end(
; CHECK: icmp eq ptr addrspace(3) %IV.S.next., getelementptr (i8, ptr addrspace(3) @tab, i32 24)

@tab = internal addrspace(3) global [64 x i32] undef

define void @reuse(ptr %a, ptr %b, i32 %x, i32 %y, i32 %n) {
entry:
  %m = mul i32 %x, %y
  %s = add i32 %m, 7
  %z = zext i32 %s to i64
  br label %l1
l1:
  %j = phi i64 [ 0, %entry ], [ %j.next, %l1 ]
  %q = getelementptr inbounds i32, ptr %b, i64 %j
  store i32 1, ptr %q, align 4
  %j.next = add nuw nsw i64 %j, 1
  %c1 = icmp ult i64 %j.next, 8
  br i1 %c1, label %l1, label %pre2
pre2:
  br label %l2
l2:
  %i = phi i64 [ 0, %pre2 ], [ %i.next, %l2 ]
  %idx = add i64 %z, %i
  %p = getelementptr inbounds float, ptr %a, i64 %idx
  store float 0.0, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c2 = icmp ult i64 %i.next, 4
  br i1 %c2, label %l2, label %exit
exit:
  ret void
}

define void @flagged(ptr %a, ptr %b, i32 %x, i32 %y, i32 %n) {
entry:
  %m = mul nsw i32 %x, %y
  %s = add i32 %m, 7
  %z = zext i32 %s to i64
  br label %l1
l1:
  %j = phi i64 [ 0, %entry ], [ %j.next, %l1 ]
  %q = getelementptr inbounds i32, ptr %b, i64 %j
  store i32 1, ptr %q, align 4
  %j.next = add nuw nsw i64 %j, 1
  %c1 = icmp ult i64 %j.next, 8
  br i1 %c1, label %l1, label %pre2
pre2:
  br label %l2
l2:
  %i = phi i64 [ 0, %pre2 ], [ %i.next, %l2 ]
  %idx = add i64 %z, %i
  %p = getelementptr inbounds float, ptr %a, i64 %idx
  store float 0.0, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c2 = icmp ult i64 %i.next, 4
  br i1 %c2, label %l2, label %exit
exit:
  ret void
}

define void @leaves(ptr %a, i32 %x, i32 %y) {
entry:
  %m = mul i32 %x, %y
  %s = add i32 %m, 7
  %z = zext i32 %s to i64
  %zz = add i64 %z, 1
  store i64 %zz, ptr %a, align 8
  br label %l1
l1:
  %j = phi i64 [ 0, %entry ], [ %j.next, %l1 ]
  %q = getelementptr inbounds i32, ptr %a, i64 %j
  store i32 1, ptr %q, align 4
  %j.next = add nuw nsw i64 %j, 1
  %c1 = icmp ult i64 %j.next, 8
  br i1 %c1, label %l1, label %pre2
pre2:
  br label %l2
l2:
  %i = phi i64 [ 0, %pre2 ], [ %i.next, %l2 ]
  %m2 = mul i32 %x, %y
  %s2 = add i32 %m2, 7
  %z2 = zext i32 %s2 to i64
  %idx = add i64 %z2, %i
  %p = getelementptr inbounds float, ptr %a, i64 %idx
  store float 0.0, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c2 = icmp ult i64 %i.next, 4
  br i1 %c2, label %l2, label %exit
exit:
  ret void
}

define void @global_end() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds [64 x i32], ptr addrspace(3) @tab, i32 0, i32 %i
  store i32 3, ptr addrspace(3) %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i.next, 6
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
