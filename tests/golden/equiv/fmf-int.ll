; Value-changing fast-math flags and integer results.  An integer that a
; reassoc value reaches (here through fptosi; in the opt-22 -O2 campaign
; finding this came from, through minnum and nvvm.f2i.rn into a store) may
; take any value the flags allow, which the interpreter cannot enumerate:
; the verdict is withheld (unsupported, never "correct"), as for a
; differing FP value, even though this target's + 1 is wrong whatever the
; flags allow.  Where no such value reaches an integer, a differing integer
; is still incorrect (Inputs/fmf/no-reach.ll).
; RUN: passcheck equiv %s | FileCheck %s
; RUN: not passcheck equiv %S/Inputs/fmf/no-reach.ll | FileCheck %s --check-prefix=NO
; CHECK: @conv: unsupported: fast-math flags (reassoc): a differing FP value is allowed
; NO: @nr: incorrect

define i32 @conv(float %a, float %b, float %c) {
  %x = fmul reassoc float %a, %b
  %y = fmul reassoc float %x, %c
  %r = fptosi float %y to i32
  ret i32 %r
}

define i32 @conv.tgt(float %a, float %b, float %c) {
  %x = fmul reassoc float %b, %c
  %y = fmul reassoc float %a, %x
  %r = fptosi float %y to i32
  %s = add i32 %r, 1
  ret i32 %s
}
