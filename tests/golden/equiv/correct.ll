; Correct transformations, one pair per line of output: exhaustive when the
; arguments have at most 16 bits (each value and poison), else sampled.  A
; target may be more defined than its source (nsw dropped, UB removed), may
; refine the source's poison to any value, may drop stores to internal
; globals, and may change a NaN's payload.  A source that is undefined on
; every input says so: nothing was compared.
; RUN: passcheck equiv %s | FileCheck %s
; RUN: passcheck equiv %s --exhaustive-bits 0 --inputs 8 | FileCheck %s --check-prefix=SAMPLED

; CHECK: @src: correct (exhaustive, 257 inputs, 257 where the source was defined)
; CHECK-NEXT: @mul: correct (96 inputs, 96 where the source was defined)
; CHECK-NEXT: @nsw: correct (exhaustive, 66049 inputs, 66049 where the source was defined)
; CHECK-NEXT: @divzero: correct (exhaustive, 66049 inputs, {{[0-9]+}} where the source was defined)
; CHECK-NEXT: @pois: correct (exhaustive, 257 inputs, 257 where the source was defined)
; CHECK-NEXT: @internal: correct (96 inputs, 96 where the source was defined)
; CHECK-NEXT: @nan: correct (96 inputs, 96 where the source was defined)
; CHECK-NEXT: @never: correct (exhaustive, 257 inputs, 0 where the source was defined)
; CHECK-NEXT:   note: the source is undefined on every input, so nothing was compared (try --grid, --steps)
; CHECK-NEXT: equiv: 8 pairs: 8 correct, 0 incorrect, 0 unsupported
; SAMPLED: @src: correct (40 inputs, 40 where the source was defined)
; SAMPLED: equiv: 8 pairs: 8 correct, 0 incorrect, 0 unsupported

@count = internal global i32 0

define i8 @src(i8 %x) {
  %a = add i8 %x, %x
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = shl i8 %x, 1
  ret i8 %a
}

define i32 @mul(i32 %x) {
  %a = mul i32 %x, 8
  ret i32 %a
}

define i32 @mul.tgt(i32 %x) {
  %a = shl i32 %x, 3
  ret i32 %a
}

define i8 @nsw(i8 %x, i8 %y) {
  %a = add nsw i8 %x, %y
  ret i8 %a
}

define i8 @nsw.tgt(i8 %x, i8 %y) {
  %a = add i8 %x, %y
  ret i8 %a
}

; UB in the source (division by zero) allows anything
define i8 @divzero(i8 %x, i8 %y) {
  %q = udiv i8 %x, %y
  ret i8 %q
}

define i8 @divzero.tgt(i8 %x, i8 %y) {
  %z = icmp eq i8 %y, 0
  %s = select i1 %z, i8 1, i8 %y
  %q = udiv i8 %x, %s
  ret i8 %q
}

; the source is poison for x = 127: the target may return anything there
define i8 @pois(i8 %x) {
  %a = add nsw i8 %x, 1
  ret i8 %a
}

define i8 @pois.tgt(i8 %x) {
  %a = add i8 %x, 1
  ret i8 %a
}

define i32 @internal(i32 %x) {
  store i32 %x, ptr @count
  ret i32 %x
}

define i32 @internal.tgt(i32 %x) {
  ret i32 %x
}

define float @nan(float %x) {
  %a = fadd float %x, -0.0
  ret float %a
}

define float @nan.tgt(float %x) {
  ret float %x
}

; UB on every input: correct, but nothing was compared
define i8 @never(i8 %x) {
  %d = udiv i8 %x, 0
  ret i8 %d
}

define i8 @never.tgt(i8 %x) {
  ret i8 7
}
