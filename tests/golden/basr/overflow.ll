; Constant GEP offsets that do not fit in 64 bits (index INT64_MAX over
; i32, found by fuzz_ir under UBSan) are no constant offset to the address
; decomposition (core/analysis/addr.c): the passes leave such addresses
; alone instead of computing with a wrapped offset.  @m: a scalar-evolution
; constant term of INT64_MIN (an i8 GEP by -2^63 in a loop) was negated as
; a signed value (found by fuzz_ir under UBSan); it is taken modulo 2^64.
; RUN: passcheck opt %s -passes=lsr,cbe,basr,slp | FileCheck %s
; RUN: passcheck opt %s -passes=lsr,cbe,basr,slp | llvm-as -o /dev/null

define void @k(ptr %p, i64 %n) {
entry:
  %a = getelementptr i32, ptr %p, i64 9223372036854775807
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 1
  store i32 1, ptr %b, align 4
  %c = getelementptr [4 x i32], ptr %p, i64 -9223372036854775807, i64 3
  store i32 2, ptr %c, align 4
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %q = getelementptr i32, ptr %p, i64 %i
  %r = getelementptr i32, ptr %q, i64 9223372036854775807
  store i32 3, ptr %r, align 4
  %s = getelementptr i32, ptr %q, i64 2
  store i32 4, ptr %s, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; CHECK-LABEL: define void @k(
; CHECK: getelementptr i32, ptr %p, i64 9223372036854775807
; CHECK: getelementptr [4 x i32], ptr %p, i64 -9223372036854775807, i64 3
; CHECK: ret void

define void @m(ptr %p, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %q = getelementptr i32, ptr %p, i64 %i
  %r = getelementptr i8, ptr %q, i64 -9223372036854775808
  store i32 3, ptr %r, align 4
  %s = getelementptr i8, ptr %q, i64 -9223372036854775804
  store i32 4, ptr %s, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; CHECK-LABEL: define void @m(
; CHECK: ret void
