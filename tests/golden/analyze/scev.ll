; passcheck analyze --scev and --deps on a counted loop: the SCEV lines of
; a recurrence, its post-increment and a GEP (base plus bytes), the trip
; count line, which opt-16 -passes='print<scalar-evolution>' prints the same
; ("backedge-taken count is 15"), an unpredictable loop, and the pairs of
; accesses of the loop body (a[i] and a[i+1]: 4 bytes apart).
; RUN: passcheck analyze %s --scev | FileCheck %s
; RUN: opt-16 -passes='print<scalar-evolution>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: passcheck analyze %s --deps | FileCheck %s --check-prefix=DEPS

; CHECK: Printing analysis 'Scalar Evolution Analysis' for function 'f':
; CHECK-NEXT: Classifying expressions for: @f
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   -->  {0,+,1}<nuw><nsw><%loop> U: [0,16) S: [0,16)
; CHECK-NEXT:   %i.next = add nuw nsw i32 %i, 1
; CHECK-NEXT:   -->  {1,+,1}<nuw><nsw><%loop> U: [1,17) S: [1,17)
; CHECK-NEXT:   %s = zext i32 %i to i64
; CHECK-NEXT:   -->  {0,+,1}<nuw><%loop> U: [0,16) S: [0,16)
; CHECK-NEXT:   %p = getelementptr inbounds float, ptr %a, i64 %s
; CHECK-NEXT:   -->  {%a,+,4}<%loop> U: full-set S: full-set
; CHECK:      Determining loop execution counts for: @f
; CHECK-NEXT: Loop %loop: backedge-taken count is 15
; CHECK:      Determining loop execution counts for: @walk
; CHECK-NEXT: Loop %loop: Unpredictable backedge-taken count.
; LLVM: Loop %loop: backedge-taken count is 15
; LLVM: Loop %loop: Unpredictable backedge-taken count.

; DEPS: Memory dependences for: @f
; DEPS-NEXT: Block %loop:
; DEPS-NEXT:   #0 %x = load float, ptr %q, align 4
; DEPS-NEXT:   #1 store float %x, ptr %p, align 4
; DEPS-NEXT:   #0 #1: disjoint distance -4
; DEPS-NEXT: Memory dependences for: @walk

define void @f(ptr noalias %a) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %s = zext i32 %i to i64
  %p = getelementptr inbounds float, ptr %a, i64 %s
  %t = zext i32 %i.next to i64
  %q = getelementptr inbounds float, ptr %a, i64 %t
  %x = load float, ptr %q, align 4
  store float %x, ptr %p, align 4
  %c = icmp ult i32 %i.next, 16
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @walk(ptr %head) {
entry:
  br label %loop
loop:
  %n = phi ptr [ %head, %entry ], [ %next, %loop ]
  %next = load ptr, ptr %n, align 8
  %c = icmp eq ptr %next, null
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
