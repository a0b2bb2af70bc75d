; Outside the subset, never a wrong verdict: a file that passcheck cannot
; parse but llvm-as-16 accepts is unsupported (exit 0); so are a pair the
; interpreter cannot run (a function without a body returning a vector of pointers), a pair whose
; signatures differ, and a differing FP value under value-changing fast-math
; flags (the interpreter knows only one of the results they allow).  Text that is not IR is an error (exit 1).
; RUN: passcheck equiv %S/Inputs/unsupported/fp80.ll | FileCheck %s --check-prefix=FILE
; RUN: passcheck equiv %s | FileCheck %s
; RUN: printf 'define i8 @src(i8 %%%%x) {\n  ret i8 %%%%y\n}\n' > %t.bad.ll
; RUN: not passcheck equiv %t.bad.ll 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not passcheck equiv %s --exhaustive-bits 99 2>&1 | FileCheck %s --check-prefix=OPT
; RUN: not passcheck equiv %S/Inputs/after.ll 2>&1 | FileCheck %s --check-prefix=NOPAIR

; FILE: fp80.ll: unsupported: {{.*}}fp80.ll:1:8: error: unsupported type x86_fp80
; CHECK: @call: unsupported: unsupported call to @ext (a function without a body) of this result type
; CHECK-NEXT: @sig: unsupported: the parameter counts differ (1, 2)
; CHECK-NEXT: @fmf: unsupported: fast-math flags (reassoc): a differing FP value is allowed
; CHECK-NEXT: equiv: 3 pairs: 0 correct, 0 incorrect, 3 unsupported
; BAD: bad.ll:2:10: error: use of undefined value '%y'
; OPT: passcheck equiv: bad value '99' for option '--exhaustive-bits' (expected a number from 0 to 24)
; NOPAIR: passcheck equiv: no pairs: expected @src and @tgt, @srcX and @tgtX, or @name and @name.tgt

declare <2 x ptr> @ext(i32)

define <2 x ptr> @call(i32 %x) {
  %r = call <2 x ptr> @ext(i32 %x)
  ret <2 x ptr> %r
}

define <2 x ptr> @call.tgt(i32 %x) {
  %r = call <2 x ptr> @ext(i32 %x)
  ret <2 x ptr> %r
}

define i16 @sig(i16 %x) {
  ret i16 %x
}

define i16 @sig.tgt(i16 %x, i16 %y) {
  ret i16 %x
}

; reassoc allows (a + b) - b -> a: a differing value proves nothing
define float @fmf(float %a, float %b) {
  %x = fadd reassoc float %a, %b
  %y = fsub reassoc float %x, %b
  ret float %y
}

define float @fmf.tgt(float %a, float %b) {
  ret float %a
}
