; The reassociation oracle in `passcheck equiv`: a differing FP value from
; a reassoc chain is judged instead of being `unsupported`.  Correct
; reorderings (sums, a product, a vector reduction as LLVM's SLP writes it,
; constants folded, fsub, a conversion after the sum) are correct, and the
; verdict counts the differing values the bound explained; a term dropped
; or applied twice is incorrect, "reassociation outside its error bound",
; with the reason.  Without reassoc on the source nothing may be reordered
; (Inputs/plain-*.ll: a value mismatch).
; RUN: not passcheck equiv %s --inputs 3000 | FileCheck %s
; RUN: not passcheck equiv %S/Inputs/plain-src.ll %S/Inputs/plain-tgt.ll --inputs 3000 | FileCheck %s --check-prefix=PLAIN

; CHECK: @sum4: correct (3032 inputs, 3032 where the source was defined; {{[1-9][0-9]*}} reassociated values within the error bound)
; CHECK-NEXT: @prod: correct ({{.*}}; {{[1-9][0-9]*}} reassociated values within the error bound)
; CHECK-NEXT: @vred: correct ({{.*}}; {{[1-9][0-9]*}} reassociated values within the error bound)
; CHECK-NEXT: @consts: correct ({{.*}}; {{[1-9][0-9]*}} reassociated values within the error bound)
; CHECK-NEXT: @conv: correct ({{.*}}; {{[1-9][0-9]*}} reassociated value{{s?}} within the error bound)
; CHECK-NEXT: @drop: incorrect: reassociation outside its error bound
; CHECK: why: the target's sum has other terms than the source's: 4 terms in the source, 3 in the target (a term dropped)
; CHECK-NEXT: @twice: incorrect: reassociation outside its error bound
; CHECK: why: the target's sum has other terms than the source's: 3 terms in the source, 4 in the target (a term applied twice or added)
; CHECK-NEXT: equiv: 7 pairs: 5 correct, 2 incorrect, 0 unsupported

; PLAIN: @plain: incorrect: value mismatch

define float @sum4(float %a, float %b, float %c, float %d) {
  %x = fadd reassoc float %a, %b
  %y = fadd reassoc float %x, %c
  %z = fadd reassoc float %y, %d
  ret float %z
}

define float @sum4.tgt(float %a, float %b, float %c, float %d) {
  %x = fadd reassoc float %d, %b
  %y = fadd reassoc float %c, %a
  %z = fadd reassoc float %x, %y
  ret float %z
}

define double @prod(double %a, double %b, double %c) {
  %x = fmul reassoc double %a, %b
  %y = fmul reassoc double %x, %c
  ret double %y
}

define double @prod.tgt(double %a, double %b, double %c) {
  %x = fmul reassoc double %b, %c
  %y = fmul reassoc double %a, %x
  ret double %y
}

define float @vred(ptr %p) {
  %p1 = getelementptr inbounds float, ptr %p, i64 1
  %p2 = getelementptr inbounds float, ptr %p, i64 2
  %p3 = getelementptr inbounds float, ptr %p, i64 3
  %a0 = load float, ptr %p, align 16
  %a1 = load float, ptr %p1, align 4
  %a2 = load float, ptr %p2, align 4
  %a3 = load float, ptr %p3, align 4
  %s1 = fadd reassoc float %a3, %a2
  %s2 = fadd reassoc float %s1, %a1
  %s3 = fadd reassoc float %s2, %a0
  ret float %s3
}

define float @vred.tgt(ptr %p) {
  %v = load <4 x float>, ptr %p, align 16
  %r = call reassoc float @llvm.vector.reduce.fadd.v4f32(float -0.0, <4 x float> %v)
  ret float %r
}

define float @consts(float %a, float %b) {
  %x = fadd reassoc nsz float %a, 0x3FB99999A0000000
  %y = fsub reassoc nsz float %x, %b
  %z = fadd reassoc nsz float %y, 0x3FD3333340000000
  ret float %z
}

define float @consts.tgt(float %a, float %b) {
  %n = fneg float %b
  %x = fadd reassoc nsz float %a, 0x3FD99999A0000000
  %z = fadd reassoc nsz float %x, %n
  ret float %z
}

define i32 @conv(float %a, float %b, float %c) {
  %x = fadd reassoc float %a, %b
  %y = fadd reassoc float %x, %c
  %r = call i32 @llvm.fptosi.sat.i32.f32(float %y)
  ret i32 %r
}

define i32 @conv.tgt(float %a, float %b, float %c) {
  %x = fadd reassoc float %b, %c
  %y = fadd reassoc float %a, %x
  %r = call i32 @llvm.fptosi.sat.i32.f32(float %y)
  ret i32 %r
}

define float @drop(float %a, float %b, float %c, float %d) {
  %x = fadd reassoc float %a, %b
  %y = fadd reassoc float %x, %c
  %z = fadd reassoc float %y, %d
  ret float %z
}

define float @drop.tgt(float %a, float %b, float %c, float %d) {
  %x = fadd reassoc float %a, %b
  %z = fadd reassoc float %x, %d
  ret float %z
}

define float @twice(float %a, float %b, float %c) {
  %x = fadd reassoc float %a, %b
  %y = fadd reassoc float %x, %c
  ret float %y
}

define float @twice.tgt(float %a, float %b, float %c) {
  %x = fadd reassoc float %b, %c
  %y = fadd reassoc float %a, %x
  %z = fadd reassoc float %y, %c
  ret float %z
}

declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
declare i32 @llvm.fptosi.sat.i32.f32(float)
