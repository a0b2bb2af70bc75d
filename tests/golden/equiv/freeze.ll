; freeze of poison is "an arbitrary, but fixed, value" (LangRef): a target
; may return any value where the source froze poison (the interpreter's
; second run of the source with another choice marks those bytes don't
; care); a target that differs where the source's value is determined is
; still incorrect.
; RUN: not passcheck equiv %s | FileCheck %s

; CHECK: @fz: correct (exhaustive, 257 inputs, 257 where the source was defined)
; CHECK-NEXT: @fzmem: correct (96 inputs, 88 where the source was defined)
; CHECK-NEXT: @wrong: incorrect: value mismatch
; CHECK-NEXT:   input:  %x = i8 {{-?[0-9]+}}
; CHECK: equiv: 3 pairs: 2 correct, 1 incorrect, 0 unsupported

define i8 @fz(i8 %x) {
  %a = add nsw i8 %x, 1
  %f = freeze i8 %a
  ret i8 %f
}

define i8 @fz.tgt(i8 %x) {
  %a = add i8 %x, 1
  ret i8 %a
}

define void @fzmem(ptr %p, i32 %x) {
  %d = sdiv exact i32 %x, 3
  %f = freeze i32 %d
  store i32 %f, ptr %p
  ret void
}

define void @fzmem.tgt(ptr %p, i32 %x) {
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
