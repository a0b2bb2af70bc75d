; After rewriting, lsr removes the dead header phis of the loops it
; processed (upstream's DeleteDeadPHIs, which the overlay reuses with the
; IV rewriting) and what they leave unused: in @dead_phi the running sum
; %acc is never read after the loop, so the phi, its add and the load go,
; and then the address IV made for that load.  @rows: a multi-index GEP
; (array row, element) is a use through its own SCEV; its two uses at
; element offsets 0 and 1 share one IV with an lsr.chain offset.
; RUN: passcheck opt %s -passes=lsr | FileCheck %s
; RUN: passcheck opt %s -passes=lsr | llvm-as -o /dev/null
; RUN: passcheck check %s -passes=lsr --func dead_phi --grid 1x1 --inputs 8 | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s -passes=lsr --func rows --grid 1x1 --inputs 8 | FileCheck %s --check-prefix=OK

; OK: lsr: changed, ok
; OK: result: ok

; CHECK-LABEL: define void @dead_phi(
; CHECK: loop:
; CHECK-NEXT: %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT: store i32 %i, ptr addrspace(1) %out, align 4
; CHECK-NEXT: %i.next = add nsw i32 %i, 1
; CHECK-NEXT: %c = icmp slt i32 %i.next, %n
; CHECK-NEXT: br i1 %c, label %loop, label %exit
; CHECK-LABEL: define void @rows(
; CHECK: %IV.S. = phi ptr addrspace(1) [ %a, %entry ], [ %IV.S.next., %loop ]
; CHECK-NOT: getelementptr inbounds [16 x i32]
; CHECK: %v = load i32, ptr addrspace(1) %IV.S., align 4
; CHECK: %lsr.chain = getelementptr i8, ptr addrspace(1) %IV.S., i64 4
; CHECK: %w = load i32, ptr addrspace(1) %lsr.chain, align 4

define void @dead_phi(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n0) {
entry:
  %n1 = and i32 %n0, 7
  %n = add nuw nsw i32 %n1, 1
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.n, %loop ]
  %x = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %x
  %v = load i32, ptr addrspace(1) %p, align 4
  %acc.n = add i32 %acc, %v
  store i32 %i, ptr addrspace(1) %out, align 4
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @rows(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n0) {
entry:
  %n1 = and i32 %n0, 7
  %n = add nuw nsw i32 %n1, 1
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %x = zext i32 %i to i64
  %p = getelementptr inbounds [16 x i32], ptr addrspace(1) %a, i64 0, i64 %x
  %v = load i32, ptr addrspace(1) %p, align 4
  %x1 = add nuw nsw i64 %x, 1
  %p1 = getelementptr inbounds [16 x i32], ptr addrspace(1) %a, i64 0, i64 %x1
  %w = load i32, ptr addrspace(1) %p1, align 4
  %s = add i32 %v, %w
  store i32 %s, ptr addrspace(1) %out, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
