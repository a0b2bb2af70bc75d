; undef is any value, chosen afresh at each use (LangRef "Undefined Values"):
; where the uses that run at most once have few bits, every choice is tried
; on both sides, and each target choice must refine some source choice.  A
; target that turns undef into poison, or into a value undef cannot take,
; is incorrect; a branch whose condition depends on undef and can take
; different values is UB (LangRef "Undefined Values"; br, switch), in the
; source (anything goes) and in the target (incorrect), while one whose
; condition is the same for every choice (or undef, 255) is defined, and a
; frozen undef is a value to branch on; a target's own undef is a value,
; not poison.  Uses on a cycle of the CFG or
; in a callee run several times with independent values, which one choice
; per use would not cover: they stay poison, and give no false alarm; so
; do operands of calls.
; RUN: not passcheck equiv %s | FileCheck %s
; RUN: not passcheck equiv %s --undef-bits 0 | FileCheck %s --check-prefix=POISON

; CHECK: @retundef: correct (exhaustive, 1 inputs, 1 where the source was defined; 512 runs with undef choices)
; CHECK-NEXT: @refine: correct (exhaustive, 1 inputs, 1 where the source was defined; 8 runs with undef choices)
; CHECK-NEXT: @and1: correct (exhaustive, 257 inputs, 257 where the source was defined; 257 runs with undef choices)
; CHECK-NEXT: @orm1: correct (exhaustive, 257 inputs, 257 where the source was defined; 257 runs with undef choices)
; CHECK-NEXT: @sel: correct (exhaustive, 289 inputs, 289 where the source was defined; {{[0-9]+}} runs with undef choices)
; CHECK-NEXT: @xor4: correct (exhaustive, 1 inputs, 1 where the source was defined; {{[0-9]+}} runs with undef choices)
; CHECK-NEXT: @br: correct (exhaustive, 257 inputs, 257 where the source was defined; {{[0-9]+}} runs with undef choices)
; CHECK-NEXT: @br1: correct (exhaustive, 257 inputs, 257 where the source was defined; {{[0-9]+}} runs with undef choices)
; CHECK-NEXT: @tand0: correct (exhaustive, 257 inputs, 257 where the source was defined; 65792 runs with undef choices)
; CHECK-NEXT: @tbr: incorrect: target has UB
; CHECK-NEXT:   input:  %x = i8 0
; CHECK-NEXT:   source: returns i8 0
; CHECK-NEXT:   target: ub: a branch on undef (its condition takes different values with different choices of the target's 1 undef bits)
; CHECK-NEXT: @narrower: correct (exhaustive, 1 inputs, 1 where the source was defined; {{[0-9]+}} runs with undef choices)
; CHECK-NEXT: @lane: correct (exhaustive, 1 inputs, 1 where the source was defined; {{[0-9]+}} runs with undef choices)
; CHECK-NEXT: @loop: correct (exhaustive, 257 inputs, 257 where the source was defined)
; CHECK-NEXT: @callee: correct (exhaustive, 1 inputs, 1 where the source was defined)
; CHECK-NEXT: @memset: correct (96 inputs, 92 where the source was defined)
; CHECK-NEXT: @and1bad: incorrect: value mismatch
; CHECK-NEXT:   input:  %x = i8 0
; CHECK-NEXT:   source: returns i8 0 (its undef bits all 0; no choice of its 8 undef bits gives a behaviour the target refines)
; CHECK-NEXT:   target: returns i8 2
; CHECK-NEXT: @undefpoison: incorrect: target more poisonous
; CHECK-NEXT:   input:  (no arguments)
; CHECK-NEXT:   source: returns i8 0 (its undef bits all 0; no choice of its 8 undef bits gives a behaviour the target refines)
; CHECK-NEXT:   target: returns i8 poison
; CHECK-NEXT: @brbad: correct
; CHECK-NEXT: @brderived: correct
; CHECK-NEXT: @swfixed: correct
; CHECK-NEXT: @swfixedbad: incorrect: value mismatch
; CHECK-NEXT:   input:  %x = i8 1
; CHECK-NEXT:   source: returns i8 1 (its undef bits all 0; no choice of its 8 undef bits gives a behaviour the target refines)
; CHECK-NEXT:   target: returns i8 0
; CHECK-NEXT: @tfrozen: correct
; CHECK-NEXT: @wider: incorrect: value mismatch
; CHECK-NEXT:   input:  (no arguments)
; CHECK-NEXT:   source: returns i8 0 (its undef bits all 0; no choice of its 8 undef bits gives a behaviour the target refines)
; CHECK-NEXT:   target: returns i8 2 (its undef bits 0x2)
; CHECK-NEXT: @tsel: incorrect: value mismatch
; CHECK-NEXT:   input:  %a = i4 1, %b = i4 0
; CHECK-NEXT:   source: returns i4 1
; CHECK-NEXT:   target: returns i4 0 (its undef bits 0x0)
; CHECK-NEXT: @lanebad: incorrect: value mismatch
; CHECK-NEXT:   input:  (no arguments)
; CHECK-NEXT:   source: returns i4 0 (its undef bits all 0; no choice of its 4 undef bits gives a behaviour the target refines)
; CHECK-NEXT:   target: returns i4 4
; CHECK: equiv: 25 pairs: 18 correct, 7 incorrect, 0 unsupported

; Without choices undef is poison: on the source side it accepts every
; target, a branch on it is UB, and a target's undef is poison.
; POISON: @br: correct (exhaustive, 257 inputs, 0 where the source was defined)
; POISON: @tand0: incorrect: target more poisonous
; POISON: @tbr: incorrect: target has UB
; POISON: @and1bad: correct
; POISON: @undefpoison: correct
; POISON: @brbad: correct
; POISON: @wider: correct
; POISON: @tsel: incorrect: target more poisonous
; POISON: @lanebad: correct
; POISON: equiv: 25 pairs: 22 correct, 3 incorrect, 0 unsupported

; ---- correct

define i8 @retundef() {
  ret i8 undef
}
define i8 @retundef.tgt() {
  ret i8 undef
}

define i8 @refine() {
  %r = and i8 undef, 7
  ret i8 %r
}
define i8 @refine.tgt() {
  ret i8 7
}

define i8 @and1(i8 %x) {
  %r = and i8 undef, 1
  ret i8 %r
}
define i8 @and1.tgt(i8 %x) {
  ret i8 0
}

define i8 @orm1(i8 %x) {
  %r = or i8 undef, -1
  ret i8 %r
}
define i8 @orm1.tgt(i8 %x) {
  ret i8 -1
}

define i4 @sel(i4 %a, i4 %b) {
  %r = select i1 undef, i4 %a, i4 %b
  ret i4 %r
}
define i4 @sel.tgt(i4 %a, i4 %b) {
  ret i4 %a
}

; the two uses of one undef constant are independent: any value
define i4 @xor4() {
  %r = xor i4 undef, undef
  ret i4 %r
}
define i4 @xor4.tgt() {
  ret i4 5
}

define i8 @br(i8 %x) {
  br i1 undef, label %a, label %b
a:
  ret i8 1
b:
  ret i8 2
}
define i8 @br.tgt(i8 %x) {
  ret i8 2
}

define i8 @br1(i8 %x) {
  br i1 undef, label %a, label %b
a:
  ret i8 1
b:
  ret i8 2
}
define i8 @br1.tgt(i8 %x) {
  ret i8 1
}

; the target's undef is a value: and with 0 is 0
define i8 @tand0(i8 %x) {
  ret i8 0
}
define i8 @tand0.tgt(i8 %x) {
  %r = and i8 undef, 0
  ret i8 %r
}

; a branch on undef is UB, though both ways return the same
define i8 @tbr(i8 %x) {
  ret i8 %x
}
define i8 @tbr.tgt(i8 %x) {
  br i1 undef, label %a, label %b
a:
  ret i8 %x
b:
  ret i8 %x
}

define i8 @narrower() {
  %r = and i8 undef, 3
  ret i8 %r
}
define i8 @narrower.tgt() {
  %r = and i8 undef, 1
  ret i8 %r
}

; a vector constant's undef lane, per lane
define i4 @lane() {
  %v = and <2 x i4> <i4 undef, i4 5>, <i4 3, i4 3>
  %e = extractelement <2 x i4> %v, i32 0
  ret i4 %e
}
define i4 @lane.tgt() {
  ret i4 3
}

; three iterations, each its own undef bit: 1 is a sum the source allows
; (one choice for the use in all three would give only 0 and 3)
define i8 @loop(i8 %n) {
entry:
  br label %h
h:
  %i = phi i8 [ 0, %entry ], [ %i1, %h ]
  %acc = phi i8 [ 0, %entry ], [ %a1, %h ]
  %u = and i8 undef, 1
  %a1 = add i8 %acc, %u
  %i1 = add i8 %i, 1
  %c = icmp ult i8 %i1, 3
  br i1 %c, label %h, label %x
x:
  ret i8 %a1
}
define i8 @loop.tgt(i8 %n) {
  ret i8 1
}

; the same with a callee called twice
define internal i8 @bit() {
  %u = and i8 undef, 1
  ret i8 %u
}
define i8 @callee() {
  %a = call i8 @bit()
  %b = call i8 @bit()
  %s = add i8 %a, %b
  ret i8 %s
}
define i8 @callee.tgt() {
  ret i8 1
}

; InstCombine deletes a memset of undef: each byte may be any value, the
; bytes already there too (one choice for all bytes would not cover that)
define void @memset(ptr %p) {
  call void @llvm.memset.p0.i64(ptr %p, i8 undef, i64 4, i1 false)
  ret void
}
define void @memset.tgt(ptr %p) {
  ret void
}
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

; ---- incorrect

define i8 @and1bad(i8 %x) {
  %r = and i8 undef, 1
  ret i8 %r
}
define i8 @and1bad.tgt(i8 %x) {
  ret i8 2
}

; poison is less defined than undef
define i8 @undefpoison() {
  ret i8 undef
}
define i8 @undefpoison.tgt() {
  ret i8 poison
}

; a branch on undef in the source is UB: anything goes
define i8 @brbad(i8 %x) {
  br i1 undef, label %a, label %b
a:
  ret i8 1
b:
  ret i8 2
}
define i8 @brbad.tgt(i8 %x) {
  ret i8 3
}

; so is one on a value computed from undef that can take both values
define i8 @brderived(i8 %x) {
  %a = and i8 undef, 1
  %c = icmp eq i8 %a, 0
  br i1 %c, label %t, label %e
t:
  ret i8 0
e:
  ret i8 1
}
define i8 @brderived.tgt(i8 %x) {
  ret i8 2
}

; a switch on a value computed from undef that is the same for every choice
; is defined
define i8 @swfixed(i8 %x) {
  %v = or i8 undef, 255
  switch i8 %v, label %d [i8 255, label %m]
m:
  ret i8 %x
d:
  ret i8 0
}
define i8 @swfixed.tgt(i8 %x) {
  ret i8 %x
}
define i8 @swfixedbad(i8 %x) {
  %v = or i8 undef, 255
  switch i8 %v, label %d [i8 255, label %m]
m:
  ret i8 %x
d:
  ret i8 0
}
define i8 @swfixedbad.tgt(i8 %x) {
  ret i8 0
}

; a branch of the target on a frozen undef is a branch on a value
define i8 @tfrozen(i8 %x) {
  ret i8 %x
}
define i8 @tfrozen.tgt(i8 %x) {
  %f = freeze i1 undef
  br i1 %f, label %a, label %b
a:
  ret i8 %x
b:
  ret i8 %x
}

; the target's undef may take values the source's cannot
define i8 @wider() {
  %r = and i8 undef, 1
  ret i8 %r
}
define i8 @wider.tgt() {
  %r = and i8 undef, 3
  ret i8 %r
}

define i4 @tsel(i4 %a, i4 %b) {
  ret i4 %a
}
define i4 @tsel.tgt(i4 %a, i4 %b) {
  %r = select i1 undef, i4 %a, i4 %b
  ret i4 %r
}

define i4 @lanebad() {
  %v = and <2 x i4> <i4 undef, i4 5>, <i4 3, i4 3>
  %e = extractelement <2 x i4> %v, i32 0
  ret i4 %e
}
define i4 @lanebad.tgt() {
  ret i4 4
}
