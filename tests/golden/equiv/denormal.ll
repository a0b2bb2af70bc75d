; "denormal-fp-math"="preserve-sign": LangRef lets a function flush
; subnormals or not ("It is not mandated that flushing to zero occurs"), so
; fmul x, -1.0 -> fneg x (what instcombine does; fneg never flushes) is
; correct, although the interpreter's flushing run of the source gives -0
; where the target gives the negated subnormal.  A difference that neither
; choice explains is still incorrect (@wrong, on a normal input), except
; where flushing is observable in the source: there the target may be a mix
; of per-operation choices (@mix drops the flushing fadd x, -0.0 and keeps
; the flushing fmul, as opt-22 -O2 did in a campaign), which the
; interpreter does not enumerate: unsupported, as in the differential
; oracle (external/llvm22-denormal-mix.ll).
; RUN: not passcheck equiv %s | FileCheck %s

; CHECK: @neg: correct (96 inputs, 96 where the source was defined)
; CHECK-NEXT: @half: correct (exhaustive, 65537 inputs, 65537 where the source was defined)
; CHECK-NEXT: @wrong: incorrect: value mismatch
; CHECK: @mix: unsupported: denormal flushing chosen per operation
; CHECK: equiv: 4 pairs: 2 correct, 1 incorrect, 1 unsupported

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

define i64 @mix(float %x) #1 {
  %y = fadd float %x, -0.000000e+00
  %a = call i64 @llvm.nvvm.f2ll.rp(float %y)
  %m = fmul float %x, 1.000000e+00
  %b = bitcast float %m to i32
  %bz = zext i32 %b to i64
  %h = shl i64 %a, 32
  %r = or i64 %h, %bz
  ret i64 %r
}

define i64 @mix.tgt(float %x) #1 {
  %a = call i64 @llvm.nvvm.f2ll.rp(float %x)
  %m = fmul float %x, 1.000000e+00
  %b = bitcast float %m to i32
  %bz = zext i32 %b to i64
  %h = shl i64 %a, 32
  %r = or i64 %h, %bz
  ret i64 %r
}


declare i64 @llvm.nvvm.f2ll.rp(float)

attributes #0 = { "denormal-fp-math"="preserve-sign,preserve-sign" }
attributes #1 = { "denormal-fp-math-f32"="positive-zero,positive-zero" }
