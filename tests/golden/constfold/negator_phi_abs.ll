; constfold's negator: a negated phi becomes a phi of negated incoming
; values (constants negated, a sub swapped in its own block), and the
; abs / nabs select (one arm `sub 0, X` of the other) is negated by
; swapping its arms, whatever the condition.  Meaning kept (check).  With
; max-depth 0 both still happen (the phi is one level of recursion, its
; incoming sub a rule without recursion); with the negator off, neither.
; RUN: passcheck opt %s -passes=constfold | FileCheck %s
; RUN: passcheck opt %s -passes=constfold -knob instcombine-negator-max-depth=0 | FileCheck %s
; RUN: passcheck opt %s -passes=constfold -knob instcombine-negator-enabled=0 | FileCheck %s --check-prefix=OFF
; RUN: passcheck check %s -passes=constfold --grid 1x1 --func f | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s -passes=constfold --grid 1x1 --func g | FileCheck %s --check-prefix=OK

define i32 @f(i32 %a, i32 %b, i32 %c, i1 %t) {
entry:
  br i1 %t, label %l, label %r
l:
  %s = sub i32 %a, %b
  br label %j
r:
  br label %j
j:
  %p = phi i32 [ %s, %l ], [ 7, %r ]
  %n = sub i32 %c, %p
  ret i32 %n
}
; CHECK-LABEL: define i32 @f
; CHECK:       l:
; CHECK-NEXT:    [[NS:%.*]] = sub i32 %b, %a
; CHECK:       j:
; CHECK-NEXT:    [[NP:%.*]] = phi i32 [ [[NS]], %l ], [ -7, %r ]
; CHECK-NEXT:    [[R:%.*]] = add i32 %c, [[NP]]
; CHECK-NEXT:    ret i32 [[R]]
; OFF-LABEL: define i32 @f
; OFF:         %n = sub i32 %c, %p

define i32 @g(i32 %x, i32 %c) {
  %lt = icmp slt i32 %x, 0
  %neg = sub nsw i32 0, %x
  %abs = select i1 %lt, i32 %neg, i32 %x
  %n = sub i32 %c, %abs
  ret i32 %n
}
; CHECK-LABEL: define i32 @g
; CHECK:         [[NEG:%.*]] = sub nsw i32 0, %x
; CHECK-NEXT:    [[NABS:%.*]] = select i1 %lt, i32 %x, i32 [[NEG]]
; CHECK-NEXT:    [[R:%.*]] = add i32 %c, [[NABS]]
; CHECK-NEXT:    ret i32 [[R]]
; OFF-LABEL: define i32 @g
; OFF:         %n = sub i32 %c, %abs

; OK: result: ok
