; Control flow: branches, switch, phi with forward references, unreachable.
; RUN: passcheck print %s | FileCheck %s

define i32 @loop(i32 %n) {
; CHECK-LABEL: define i32 @loop(i32 %n)
; CHECK: entry:
; CHECK-NEXT: br label %head
; CHECK: head:
; CHECK-NEXT: %i = phi i32 [ 0, %entry ], [ %i.next, %body ], [ %i.next, %body ]
; CHECK-NEXT: %acc = phi i32 [ 0, %entry ], [ %acc.next, %body ], [ %acc.next, %body ]
; CHECK-NEXT: %c = icmp slt i32 %i, %n
; CHECK-NEXT: br i1 %c, label %body, label %exit
; CHECK: body:
; CHECK: switch i32 %i, label %head [
; CHECK-NEXT: i32 0, label %head
; CHECK-NEXT: i32 7, label %dead
; CHECK-NEXT: ]
; CHECK: dead:
; CHECK-NEXT: unreachable
; CHECK: exit:
; CHECK-NEXT: ret i32 %acc
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ], [ %i.next, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %body ], [ %acc.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %acc.next = add i32 %acc, %i
  %i.next = add nsw i32 %i, 1
  switch i32 %i, label %head [
    i32 0, label %head
    i32 7, label %dead
  ]
dead:
  unreachable
exit:
  ret i32 %acc
}
