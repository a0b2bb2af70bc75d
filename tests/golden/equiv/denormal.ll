; "denormal-fp-math"="preserve-sign": LangRef lets a function flush
; subnormals or not ("It is not mandated that flushing to zero occurs"), so
; fmul x, -1.0 -> fneg x (what instcombine does; fneg never flushes) is
; correct, although the interpreter's flushing run of the source gives -0
; where the target gives the negated subnormal.  A difference that neither
; choice explains is still incorrect.
; RUN: not passcheck equiv %s | FileCheck %s

; CHECK: @neg: correct (96 inputs, 96 where the source was defined)
; CHECK-NEXT: @half: correct (exhaustive, 65537 inputs, 65537 where the source was defined)
; CHECK-NEXT: @wrong: incorrect: value mismatch
; CHECK: equiv: 3 pairs: 2 correct, 1 incorrect, 0 unsupported

define float @neg(float %x) #0 {
  %r = fmul float %x, -1.000000e+00
  ret float %r
}

define float @neg.tgt(float %x) #0 {
  %r = fneg float %x
  ret float %r
}

define half @half(half %x) #0 {
  %r = fmul half %x, 0xHBC00
  ret half %r
}

define half @half.tgt(half %x) #0 {
  %r = fneg half %x
  ret half %r
}

define float @wrong(float %x) #0 {
  %r = fmul float %x, 1.000000e+00
  ret float %r
}

define float @wrong.tgt(float %x) #0 {
  %r = fmul float %x, 0x4630000000000000
  ret float %r
}

attributes #0 = { "denormal-fp-math"="preserve-sign,preserve-sign" }
