; freeze of poison is "an arbitrary, but fixed, value" (LangRef): a target
; may return any value where the source froze poison (the interpreter's
; second run of the source with another choice marks those bytes don't
; care) -- any defined value: a target that is poison there, or differs
; where the source's value is determined, is incorrect.
; RUN: not passcheck equiv %s | FileCheck %s

; CHECK: @fz: correct (exhaustive, 257 inputs, 256 where the source was defined)
; CHECK-NEXT: @fzmem: correct (96 inputs, 80 where the source was defined)
; CHECK-NEXT: @wrong: incorrect: value mismatch
; CHECK-NEXT:   input:  %x = i8 {{-?[0-9]+}}
; CHECK: @fzpoison: incorrect: target more poisonous
; CHECK-NEXT:   input:  %x = i8 poison
; CHECK-NEXT:   source: returns i8 0
; CHECK-NEXT:   target: returns i8 poison
; CHECK: equiv: 4 pairs: 2 correct, 2 incorrect, 0 unsupported

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
