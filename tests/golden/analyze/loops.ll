; passcheck analyze --loops on hand-written shapes, checked two ways: the
; output equals opt-16 -passes='print<loops>' byte for byte, and it is the
; forest written out below (irreducible cycles are no loop, several latches
; and exits, three-level nesting with siblings, top-level loops in
; post-order, unreachable blocks, unnamed and quoted block names).
; RUN: passcheck analyze %s --loops > %t.pc
; RUN: opt-16 -passes='print<loops>' -disable-output %s 2> %t.llvm
; RUN: diff %t.pc %t.llvm
; RUN: FileCheck %s < %t.pc
; RUN: passcheck analyze %s --loops --func @latches | FileCheck %s --check-prefix=ONE

; no loop: the cycle a <-> b is entered at both blocks
define void @irreducible(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br i1 %c, label %b, label %exit
b:
  br label %a
exit:
  ret void
}

; CHECK: Loop at depth 1 containing: %1<header>,%3<latch><exiting>,%2,%4<latch><exiting>{{$}}
; ONE: Loop at depth 1 containing: %1<header>,%3<latch><exiting>,%2,%4<latch><exiting>{{$}}
; ONE-NOT: Loop
define void @latches(i1 %c, i32 %x) {
  br label %1
1:
  switch i32 %x, label %2 [ i32 1, label %3 ]
2:
  br label %4
3:
  br i1 %c, label %1, label %5
4:
  br i1 %c, label %1, label %6
5:
  ret void
6:
  ret void
}

; CHECK-NEXT: Loop at depth 1 containing: %second<header><latch><exiting>{{$}}
; CHECK-NEXT: Loop at depth 1 containing: %l1<header>,%l2,%l3,%l3.latch,%l2.latch,%l2b,%l1.latch<latch><exiting>{{$}}
; CHECK-NEXT:     Loop at depth 2 containing: %l2<header>,%l3,%l3.latch,%l2.latch<latch><exiting>{{$}}
; CHECK-NEXT:         Loop at depth 3 containing: %l3<header>,%l3.latch<latch><exiting>{{$}}
; CHECK-NEXT:     Loop at depth 2 containing: %l2b<header><latch><exiting>{{$}}
define void @nested(i1 %c) {
entry:
  br label %l1
l1:
  br label %l2
l2:
  br label %l3
l3:
  br label %l3.latch
l3.latch:
  br i1 %c, label %l3, label %l2.latch
l2.latch:
  br i1 %c, label %l2, label %l2b
l2b:
  br i1 %c, label %l2b, label %l1.latch
l1.latch:
  br i1 %c, label %l1, label %mid
mid:
  br label %second
second:
  br i1 %c, label %second, label %out
out:
  ret void
}

; an unreachable block jumps into the loop, an unreachable cycle is no
; loop; an irreducible pair inside a natural loop belongs to it
; CHECK-NEXT: Loop at depth 1 containing: %h<header>,%"x y",%z,%latch<latch><exiting>{{$}}
define void @unreachable(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %"x y", label %z
"x y":
  br i1 %c, label %z, label %latch
z:
  br i1 %c, label %"x y", label %latch
latch:
  br i1 %c, label %h, label %exit
exit:
  ret void
dead:
  br label %h
dead.a:
  br label %dead.b
dead.b:
  br label %dead.a
}
; CHECK-NOT: Loop
