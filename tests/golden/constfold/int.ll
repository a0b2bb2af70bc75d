; constfold integer folds (LangRef semantics): add/sub/mul/sdiv/udiv/srem
; and icmp of constants fold; what would be poison (nsw/nuw overflow, exact
; with a remainder) or UB (division by zero, INT_MIN / -1) is left alone;
; folds chain (a folded value feeds the next fold).
; RUN: passcheck opt %s -passes=constfold | FileCheck %s
; RUN: passcheck opt %s -passes=constfold --remarks 2>&1 >/dev/null | FileCheck %s --check-prefix=REM

define void @k(ptr %p) {
  %a = add i8 127, 1
  store volatile i8 %a, ptr %p
  %b = add nsw i8 127, 1
  store volatile i8 %b, ptr %p
  %c = sub nuw i32 1, 2
  store volatile i32 %c, ptr %p
  %d = mul i64 -3, 5
  store volatile i64 %d, ptr %p
  %e = sdiv i32 -7, 2
  store volatile i32 %e, ptr %p
  %f = udiv i32 -7, 2
  store volatile i32 %f, ptr %p
  %g = srem i32 -7, 2
  store volatile i32 %g, ptr %p
  %h = sdiv i32 5, 0
  store volatile i32 %h, ptr %p
  %i = udiv i32 5, 0
  store volatile i32 %i, ptr %p
  %j = sdiv i32 -2147483648, -1
  store volatile i32 %j, ptr %p
  %l = srem i32 -2147483648, -1
  store volatile i32 %l, ptr %p
  %m = udiv exact i32 7, 2
  store volatile i32 %m, ptr %p
  %n = icmp ult i32 -1, 0
  store volatile i1 %n, ptr %p
  %o = icmp sgt i32 %e, -4
  store volatile i1 %o, ptr %p
  ret void
}

; CHECK: store volatile i8 -128, ptr %p
; CHECK-NEXT: %b = add nsw i8 127, 1
; CHECK-NEXT: store volatile i8 %b, ptr %p
; CHECK-NEXT: %c = sub nuw i32 1, 2
; CHECK-NEXT: store volatile i32 %c, ptr %p
; CHECK-NEXT: store volatile i64 -15, ptr %p
; CHECK-NEXT: store volatile i32 -3, ptr %p
; CHECK-NEXT: store volatile i32 2147483644, ptr %p
; CHECK-NEXT: store volatile i32 -1, ptr %p
; CHECK-NEXT: %h = sdiv i32 5, 0
; CHECK: %i = udiv i32 5, 0
; CHECK: %j = sdiv i32 -2147483648, -1
; CHECK: %l = srem i32 -2147483648, -1
; CHECK: %m = udiv exact i32 7, 2
; CHECK: store volatile i1 false, ptr %p
; CHECK-NEXT: store volatile i1 true, ptr %p

; REM: folded add 127, 1 to -128
; REM: folded icmp ult -1, 0 to 0
; REM: folded icmp sgt -3, -4 to 1
