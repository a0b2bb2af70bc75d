; NaN results: LangRef 16 leaves the sign and payload of a NaN made by an
; FP operation unspecified ("fmul x, 1.0" may quiet a signaling NaN or not),
; so where the bits reach an integer they are a choice.  The interpreter's
; NaN rule makes one; the source rerun with another choice (the other
; sign, another payload: vm_ops.c vm_nan_alt) makes those bits don't-care.  fneg, fabs and
; copysign are bit operations: their NaN keeps its payload, and a target
; that changes it is incorrect.
; RUN: not passcheck equiv %s | FileCheck %s

; CHECK: @mul1: correct
; CHECK-NEXT: @trunc_ext: correct
; CHECK-NEXT: @fsubneg: correct
; CHECK-NEXT: @chain: correct
; CHECK-NEXT: @bitfneg: incorrect: value mismatch
; CHECK-NEXT:   input:  %x = float nan
; CHECK: @bitfabs: incorrect: value mismatch
; CHECK: @wrong: incorrect: value mismatch
; CHECK: equiv: 7 pairs: 4 correct, 3 incorrect, 0 unsupported

; instcombine: fmul x, 1.0 -> x (the source quiets a signaling NaN)
define i32 @mul1(float %x) {
  %m = fmul float %x, 1.0
  %b = bitcast float %m to i32
  ret i32 %b
}

define i32 @mul1.tgt(float %x) {
  %b = bitcast float %x to i32
  ret i32 %b
}

; fpext then fptrunc round trip is x, up to the NaN's quiet bit
define i32 @trunc_ext(float %x) {
  %e = fpext float %x to double
  %t = fptrunc double %e to float
  %b = bitcast float %t to i32
  ret i32 %b
}

define i32 @trunc_ext.tgt(float %x) {
  %b = bitcast float %x to i32
  ret i32 %b
}

; instcombine: fsub -0.0, x -> fneg x (the NaN's sign is a choice, and its
; payload may be the operand's, quiet bit included: LLVM 16's -O2 does it)
define i32 @fsubneg(float %x) {
  %n = fsub float -0.0, %x
  %b = bitcast float %n to i32
  ret i32 %b
}

define i32 @fsubneg.tgt(float %x) {
  %n = fneg float %x
  %b = bitcast float %n to i32
  ret i32 %b
}

; the same through a chain of operations on the NaN: fpext, fneg, fmul,
; fptrunc (the choice made first must not be undone on the way)
define i32 @chain(float %x) {
  %s = fsub float -0.0, %x
  %e = fpext float %s to double
  %n = fneg double %e
  %m = fmul double %n, 1.0
  %t = fptrunc double %m to float
  %b = bitcast float %t to i32
  ret i32 %b
}

define i32 @chain.tgt(float %x) {
  %b = bitcast float %x to i32
  ret i32 %b
}

; fneg only flips the sign: a NaN's payload is defined
define i32 @bitfneg(float %x) {
  %n = fneg float %x
  %b = bitcast float %n to i32
  ret i32 %b
}

define i32 @bitfneg.tgt(float %x) {
  %n = fsub float -0.0, %x
  %b = bitcast float %n to i32
  ret i32 %b
}

declare float @llvm.fabs.f32(float)

define i32 @bitfabs(float %x) {
  %a = call float @llvm.fabs.f32(float %x)
  %b = bitcast float %a to i32
  ret i32 %b
}

define i32 @bitfabs.tgt(float %x) {
  %a = call float @llvm.fabs.f32(float %x)
  %q = fmul float %a, 1.0
  %b = bitcast float %q to i32
  ret i32 %b
}

; a NaN's bits are a choice, a number's are not
define i32 @wrong(float %x) {
  %m = fmul float %x, 1.0
  %b = bitcast float %m to i32
  ret i32 %b
}

define i32 @wrong.tgt(float %x) {
  %m = fmul float %x, 2.0
  %b = bitcast float %m to i32
  ret i32 %b
}
