; lsr's terminator folding (lsr_fold_term_cond): after IV rewriting, an
; exit test on a counter that is otherwise dead becomes an equality test of
; the rewritten IV against its end value start + (B + 1) * stride, computed
; in the preheader (B the backedge-taken count), and the counter goes away.
; @fold (symbolic count, a min/max expanded as icmp + select) and
; @fold_const_down (constant count, negative stride, a 32-bit shared
; pointer) fold and refine (`passcheck check`); @just_fits folds at the
; no-wrap bound (B * |stride| = 2^32 - 4 < 2^32).  Each other function is
; one guard that blocks the fold: its exit test stays and a remark says why.
; RUN: passcheck opt %s -passes=lsr | FileCheck %s
; RUN: passcheck opt %s -passes=lsr | llvm-as -o /dev/null
; RUN: passcheck opt %s -passes=lsr --remarks -o /dev/null 2>&1 | FileCheck %s --check-prefix=REM
; RUN: passcheck check %s -passes=lsr --func fold --grid 1x1 --inputs 16 | FileCheck %s --check-prefix=VERDICT
; RUN: passcheck check %s -passes=lsr --func fold_const_down --grid 1x1 --inputs 8 | FileCheck %s --check-prefix=VERDICT
; RUN: passcheck check %s -passes=lsr --func not_every_iteration --grid 1x1 --inputs 8 | FileCheck %s --check-prefix=VERDICT

; VERDICT: lsr: changed, ok
; VERDICT: result: ok

; CHECK-LABEL: define void @fold(
; CHECK: entry:
; CHECK: [[C:%[0-9]+]] = add i64 {{%[0-9]+}}, 1
; CHECK: [[OFF:%[0-9]+]] = mul i64 [[C]], 4
; CHECK: %lsr_fold_term_cond = getelementptr i8, ptr %a, i64 [[OFF]]
; CHECK: loop:
; CHECK-NOT: %i
; CHECK: %IV.S.next. = getelementptr i8, ptr %IV.S., i64 4
; CHECK-NEXT: %lsr_fold_term_cond.replaced_term_cond = icmp eq ptr %IV.S.next., %lsr_fold_term_cond
; CHECK-NEXT: br i1 %lsr_fold_term_cond.replaced_term_cond, label %exit, label %loop

; CHECK-LABEL: define void @fold_const_down(
; CHECK: [[S:%[0-9]+]] = getelementptr i8, ptr addrspace(3) %s, i32 36
; CHECK: %lsr_fold_term_cond = getelementptr i8, ptr addrspace(3) [[S]], i32 -40
; CHECK: loop:
; CHECK-NOT: %i
; CHECK: %IV.S.next. = getelementptr i8, ptr addrspace(3) %IV.S., i32 -4
; CHECK-NEXT: %lsr_fold_term_cond.replaced_term_cond = icmp eq ptr addrspace(3) %IV.S.next., %lsr_fold_term_cond
; CHECK-NEXT: br i1 %lsr_fold_term_cond.replaced_term_cond, label %exit, label %loop

; CHECK-LABEL: define void @cond_used_twice(
; CHECK-NOT: lsr_fold_term_cond
; CHECK: %cnd = icmp slt i32 %i.next, %n
; CHECK: br i1 %cnd, label %loop, label %exit

; CHECK-LABEL: define void @counter_used(
; CHECK-NOT: lsr_fold_term_cond
; CHECK: br i1 %cnd, label %loop, label %exit

; CHECK-LABEL: define void @unknown_trip(
; CHECK-NOT: lsr_fold_term_cond
; CHECK: br i1 %stop, label %exit, label %loop

; CHECK-LABEL: define void @may_wrap(
; CHECK-NOT: lsr_fold_term_cond
; CHECK: br i1 %cnd, label %loop, label %exit

; CHECK-LABEL: define void @just_fits(
; CHECK: %lsr_fold_term_cond = getelementptr i8, ptr addrspace(3) %s, i32 0
; CHECK: br i1 %lsr_fold_term_cond.replaced_term_cond, label %exit, label %loop

; CHECK-LABEL: define void @outer(
; CHECK-NOT: lsr_fold_term_cond
; CHECK: br i1 %cnd, label %outer, label %exit

; CHECK-LABEL: define void @two_exits(
; CHECK-NOT: lsr_fold_term_cond
; CHECK: br i1 %cnd, label %loop, label %exit

; CHECK-LABEL: define void @not_every_iteration(
; CHECK-NOT: lsr_fold_term_cond
; CHECK: br i1 %cnd, label %loop, label %exit

; CHECK-LABEL: define void @pre_increment_test(
; CHECK-NOT: lsr_fold_term_cond
; CHECK: br i1 %cnd, label %loop, label %exit

; REM: lsr: @fold: loop at depth 1: exit condition folded onto IV stride 4 (lsr_fold_term_cond)
; REM: lsr: @fold_const_down: loop at depth 1: exit condition folded onto IV stride -4 (lsr_fold_term_cond)
; REM: lsr: @cond_used_twice: loop at depth 1: exit condition not folded: exit condition has other uses
; REM: lsr: @counter_used: loop at depth 1: exit condition not folded: exit counter has other uses
; REM: lsr: @unknown_trip: loop at depth 1: exit condition not folded: unknown trip count
; REM: lsr: @may_wrap: loop at depth 1: exit condition not folded: overflow guard (the IV's stride times the trip count does not fit its width)
; REM: lsr: @just_fits: loop at depth 1: exit condition folded onto IV stride 4 (lsr_fold_term_cond)
; REM: lsr: @outer: loop at depth 1: exit condition not folded: not innermost
; REM: lsr: @two_exits: loop at depth 1: exit condition not folded: the latch is not the only exit
; REM: lsr: @not_every_iteration: loop at depth 1: exit condition not folded: the IV is not an address on every iteration (poison)
; REM: lsr: @pre_increment_test: loop at depth 1: exit condition not folded: exit condition is not an increment against an invariant

define void @fold(ptr %a, ptr %out, i32 %n0) {
entry:
  %n1 = and i32 %n0, 7
  %n = add nuw nsw i32 %n1, 1
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.n, %loop ]
  %x = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr %a, i64 %x
  %v = load float, ptr %p
  %acc.n = fadd float %acc, %v
  %i.next = add nsw i32 %i, 1
  %cnd = icmp slt i32 %i.next, %n
  br i1 %cnd, label %loop, label %exit
exit:
  store float %acc.n, ptr %out
  ret void
}

define void @fold_const_down(ptr addrspace(3) %s, i32 %v) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %j = sub i32 9, %i
  %p = getelementptr inbounds i32, ptr addrspace(3) %s, i32 %j
  store i32 %v, ptr addrspace(3) %p
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %i.next, 10
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define void @cond_used_twice(ptr %a, ptr %out, i32 %n0) {
entry:
  %n1 = and i32 %n0, 7
  %n = add nuw nsw i32 %n1, 1
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %x = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr %a, i64 %x
  store float 1.0, ptr %p
  %i.next = add nsw i32 %i, 1
  %cnd = icmp slt i32 %i.next, %n
  %z = zext i1 %cnd to i8
  store i8 %z, ptr %out
  br i1 %cnd, label %loop, label %exit
exit:
  ret void
}

define void @counter_used(ptr %a, ptr %out, i32 %n0) {
entry:
  %n1 = and i32 %n0, 7
  %n = add nuw nsw i32 %n1, 1
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %x = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %x
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %cnd = icmp slt i32 %i.next, %n
  br i1 %cnd, label %loop, label %exit
exit:
  ret void
}

define void @unknown_trip(ptr %a) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %x = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %x
  %v = load i32, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %stop = icmp eq i32 %v, 0
  br i1 %stop, label %exit, label %loop
exit:
  ret void
}

define void @may_wrap(ptr addrspace(3) %s) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr i32, ptr addrspace(3) %s, i32 %i
  store i32 0, ptr addrspace(3) %p
  %i.next = add nuw nsw i32 %i, 1
  %cnd = icmp ult i32 %i.next, 1073741825
  br i1 %cnd, label %loop, label %exit
exit:
  ret void
}

define void @just_fits(ptr addrspace(3) %s) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr i32, ptr addrspace(3) %s, i32 %i
  store i32 0, ptr addrspace(3) %p
  %i.next = add nuw nsw i32 %i, 1
  %cnd = icmp ult i32 %i.next, 1073741824
  br i1 %cnd, label %loop, label %exit
exit:
  ret void
}

define void @outer(ptr %a, ptr %out) {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %x = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %x
  store i32 0, ptr %p
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %j.next = add nuw nsw i32 %j, 1
  %c = icmp ult i32 %j.next, 3
  br i1 %c, label %inner, label %outer.latch
outer.latch:
  %i.next = add nuw nsw i32 %i, 1
  %cnd = icmp ult i32 %i.next, 4
  br i1 %cnd, label %outer, label %exit
exit:
  ret void
}

define void @two_exits(ptr %a, i32 %m) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %x = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %x
  store i32 0, ptr %p
  %early = icmp eq i32 %m, 5
  br i1 %early, label %exit, label %latch
latch:
  %i.next = add nuw nsw i32 %i, 1
  %cnd = icmp ult i32 %i.next, 4
  br i1 %cnd, label %loop, label %exit
exit:
  ret void
}

define void @not_every_iteration(ptr %a, i32 %m) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %odd = icmp eq i32 %m, 1
  br i1 %odd, label %then, label %latch
then:
  %x = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %x
  store i32 0, ptr %p
  br label %latch
latch:
  %i.next = add nuw nsw i32 %i, 1
  %cnd = icmp ult i32 %i.next, 4
  br i1 %cnd, label %loop, label %exit
exit:
  ret void
}

define void @pre_increment_test(ptr %a) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %x = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %x
  store i32 0, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %cnd = icmp ult i32 %i, 3
  br i1 %cnd, label %loop, label %exit
exit:
  ret void
}
