; freeze of poison is "an arbitrary, but fixed, value" (LangRef): a target
; may return any value where the source froze poison (the interpreter's
; second run of the source with another choice marks those bytes don't
; care) -- any defined value: a target that is poison there, or differs
; where the source's value is determined, is incorrect.  A freeze of at
; most 8 bits that runs once is a site (core/interp/vm_compile.c "Freeze
; sites"): every value it may give is tried, on both sides, so a branch on
; it is judged too (@frzpick was a false alarm before, @frzbranch,
; @frzcalls and @frzcallarg were missed).
; RUN: not passcheck equiv %s | FileCheck %s

; CHECK: @fz: correct (exhaustive, 257 inputs, 256 where the source was defined
; CHECK-NEXT: @fzmem: correct (96 inputs, 80 where the source was defined)
; CHECK-NEXT: @wrong: incorrect: value mismatch
; CHECK-NEXT:   input:  %x = i8 {{-?[0-9]+}}
; CHECK: @fzpoison: incorrect: target more poisonous
; CHECK-NEXT:   input:  %x = i8 poison
; CHECK-NEXT:   source: returns i8 0
; CHECK-NEXT:   target: returns i8 poison
; CHECK: @frzpick: correct
; CHECK: @frzbranch: incorrect: value mismatch
; CHECK: @frzcalls: incorrect: call mismatch
; CHECK: @frzcallarg: incorrect: call mismatch
; CHECK: @frzloop: correct
; CHECK: equiv: 9 pairs: 4 correct, 5 incorrect, 0 unsupported

define i8 @fz(i8 noundef %x) {
  %a = add nsw i8 %x, 1
  %f = freeze i8 %a
  ret i8 %f
}

define i8 @fz.tgt(i8 noundef %x) {
  %a = add i8 %x, 1
  ret i8 %a
}

define void @fzmem(ptr %p, i32 noundef %x) {
  %d = sdiv exact i32 %x, 3
  %f = freeze i32 %d
  store i32 %f, ptr %p
  ret void
}

define void @fzmem.tgt(ptr %p, i32 noundef %x) {
  %d = sdiv i32 %x, 3
  store i32 %d, ptr %p
  ret void
}

define i8 @wrong(i8 %x) {
  %a = add nsw i8 %x, 1
  %f = freeze i8 %a
  ret i8 %f
}

define i8 @wrong.tgt(i8 %x) {
  %a = add i8 %x, 2
  ret i8 %a
}

; without noundef the argument may be poison: freeze makes a value of it,
; the target without the freeze passes the poison on
define i8 @fzpoison(i8 %x) {
  %a = add nsw i8 %x, 1
  %f = freeze i8 %a
  ret i8 %f
}

define i8 @fzpoison.tgt(i8 %x) {
  %a = add i8 %x, 1
  ret i8 %a
}

; the source may freeze to 5
define i1 @frzpick() {
  %f = freeze i8 undef
  %c = icmp eq i8 %f, 5
  ret i1 %c
}
define i1 @frzpick.tgt() {
  ret i1 true
}

; the target returns 1 without the call the source makes first (Alive2's
; refinement/nondet-fail)
define i1 @frzbranch() {
  %g = freeze i1 undef
  br i1 %g, label %a, label %b
a:
  call void @ext()
  ret i1 true
b:
  ret i1 false
}
define i1 @frzbranch.tgt() {
  %g = freeze i1 undef
  br i1 %g, label %a, label %b
a:
  ret i1 true
b:
  ret i1 false
}

; one frozen condition picks x for one call and 0 for the other
; (Alive2's undef/fncall-freeze)
define void @frzcalls(i8 %x) {
  %c = freeze i1 undef
  %s = select i1 %c, i8 %x, i8 0
  %t = select i1 %c, i8 0, i8 %x
  call void @take(i8 %s)
  call void @take(i8 %t)
  ret void
}
define void @frzcalls.tgt(i8 %x) {
  call void @take(i8 0)
  call void @take(i8 0)
  ret void
}

; undef passed where the source passed a frozen value (Alive2's
; calls/call-freeze)
define void @frzcallarg() {
  %f = freeze i8 undef
  call void @take(i8 %f)
  ret void
}
define void @frzcallarg.tgt() {
  call void @take(i8 undef)
  ret void
}

; a freeze in a loop is no site: it freezes as before, and a target that
; keeps it is correct
define i8 @frzloop(i8 %n) {
entry:
  br label %l
l:
  %i = phi i8 [ 0, %entry ], [ %j, %l ]
  %f = freeze i8 undef
  %j = add i8 %i, 1
  %c = icmp ult i8 %j, 3
  br i1 %c, label %l, label %e
e:
  ret i8 %j
}
define i8 @frzloop.tgt(i8 %n) {
  ret i8 3
}

declare void @ext()
declare void @take(i8)
