; constfold's negator (knobs instcombine-negator-enabled, -max-depth): the
; negation of `sub A, B` / `sub 0, B` sinks into B -- sub swapped, x+1 to
; ~x, constants negated, sdiv by -C, sext i1 to zext, ashr to lshr, select
; hands, xor with a constant, mul by a negated constant, trunc of an add --
; the old tree removed; an argument (%b) cannot be negated, so that sub
; stays.  Every rewrite keeps the function's meaning (check, on the edge
; input vectors).  Knob off: nothing changes; max-depth 0: the trunc of an
; add (two levels of recursion) is left alone while the rest still sinks.
; RUN: passcheck opt %s -passes=constfold | FileCheck %s
; RUN: passcheck opt %s -passes=constfold -knob instcombine-negator-enabled=0 | FileCheck %s --check-prefix=OFF
; RUN: passcheck opt %s -passes=constfold -knob instcombine-negator-max-depth=0 | FileCheck %s --check-prefix=D0
; RUN: passcheck check %s -passes=constfold --grid 1x1 --func f | FileCheck %s --check-prefix=OK
; RUN: passcheck check %s -passes=constfold --grid 1x1 --func f -knob instcombine-negator-max-depth=0 | FileCheck %s --check-prefix=OK

define i32 @f(i32 %a, i32 %b, i32 %c, i1 %f, i64 %w) {
  %s = sub i32 %a, %b
  %n1 = sub i32 0, %s
  %m = mul i32 %a, 5
  %n2 = sub i32 %c, %m
  %x = add i32 %a, 1
  %n3 = sub i32 0, %x
  %d = sdiv i32 %a, 7
  %n4 = sub i32 %b, %d
  %sel = select i1 %f, i32 %s, i32 9
  %n5 = sub i32 %c, %sel
  %sh = shl i32 %a, 3
  %ad = add i32 %sh, %b
  %n6 = sub i32 %c, %ad
  %se = sext i1 %f to i32
  %n7 = sub i32 %c, %se
  %xc = xor i32 %a, 12
  %n8 = sub i32 %c, %xc
  %as = ashr i32 %a, 31
  %n9 = sub i32 0, %as
  %ws = sub i64 %w, 3
  %wa = add i64 %ws, 5
  %wt = trunc i64 %wa to i32
  %n10 = sub i32 %c, %wt
  %r1 = xor i32 %n1, %n2
  %r2 = xor i32 %r1, %n3
  %r3 = xor i32 %r2, %n4
  %r4 = xor i32 %r3, %n5
  %r5 = xor i32 %r4, %n6
  %r6 = xor i32 %r5, %n7
  %r7 = xor i32 %r6, %n8
  %r8 = xor i32 %r7, %n9
  %r9 = xor i32 %r8, %n10
  ret i32 %r9
}

; CHECK-LABEL: define i32 @f(
; CHECK-NEXT: [[V1_1:%[0-9]+]] = sub i32 %b, %a
; CHECK-NEXT: [[V1_2:%[0-9]+]] = sub i32 %b, %a
; CHECK-NEXT: [[V1_3:%[0-9]+]] = mul i32 %a, -5
; CHECK-NEXT: [[V1_4:%[0-9]+]] = add i32 %c, [[V1_3]]
; CHECK-NEXT: [[V1_5:%[0-9]+]] = xor i32 %a, -1
; CHECK-NEXT: [[V1_6:%[0-9]+]] = sdiv i32 %a, -7
; CHECK-NEXT: [[V1_7:%[0-9]+]] = add i32 %b, [[V1_6]]
; CHECK-NEXT: [[V1_8:%[0-9]+]] = select i1 %f, i32 [[V1_2]], i32 -9
; CHECK-NEXT: [[V1_9:%[0-9]+]] = add i32 %c, [[V1_8]]
; CHECK-NEXT: %sh = shl i32 %a, 3
; CHECK-NEXT: %ad = add i32 %sh, %b
; CHECK-NEXT: %n6 = sub i32 %c, %ad
; CHECK-NEXT: [[V1_10:%[0-9]+]] = zext i1 %f to i32
; CHECK-NEXT: [[V1_11:%[0-9]+]] = add i32 %c, [[V1_10]]
; CHECK-NEXT: [[V1_12:%[0-9]+]] = xor i32 %a, -13
; CHECK-NEXT: [[V1_13:%[0-9]+]] = add i32 [[V1_12]], 1
; CHECK-NEXT: [[V1_14:%[0-9]+]] = add i32 %c, [[V1_13]]
; CHECK-NEXT: [[V1_15:%[0-9]+]] = lshr i32 %a, 31
; CHECK-NEXT: [[V1_16:%[0-9]+]] = sub i64 3, %w
; CHECK-NEXT: [[V1_17:%[0-9]+]] = add i64 [[V1_16]], -5
; CHECK-NEXT: [[V1_18:%[0-9]+]] = trunc i64 [[V1_17]] to i32
; CHECK-NEXT: [[V1_19:%[0-9]+]] = add i32 %c, [[V1_18]]
; CHECK-NOT: sub i32 0,

; OFF: %n1 = sub i32 0, %s
; OFF: %n2 = sub i32 %c, %m
; OFF: %n10 = sub i32 %c, %wt

; D0: [[V0_8:%[0-9]+]] = select i1 %f, i32 [[V0_2:%[0-9]+]], i32 -9
; D0: %n10 = sub i32 %c, %wt

; OK: result: ok
