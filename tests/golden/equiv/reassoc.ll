; FP reassociation without reassoc is found within the default input count:
; (a + b) + c against a + (b + c) differs only on inputs of comparable
; magnitude (close vectors; uniformly random floats almost never show it).
; Commuting one addition is correct.
; RUN: not passcheck equiv %s | FileCheck %s
; RUN: not passcheck equiv %s --seed 7 | FileCheck %s --check-prefix=SEED

; CHECK: @assoc: incorrect: value mismatch
; CHECK-NEXT:   input:  %a = float {{.*}}, %b = float {{.*}}, %c = float {{.*}}
; CHECK-NEXT:   source: returns float {{.*}}
; CHECK-NEXT:   target: returns float {{.*}}
; CHECK: @assoc64: incorrect: value mismatch
; CHECK: @commute: correct (96 inputs, 96 where the source was defined)
; CHECK-NEXT: equiv: 3 pairs: 1 correct, 2 incorrect, 0 unsupported
; SEED: @assoc: incorrect: value mismatch
; SEED: @assoc64: incorrect: value mismatch

define float @assoc(float %a, float %b, float %c) {
  %t = fadd float %a, %b
  %r = fadd float %t, %c
  ret float %r
}

define float @assoc.tgt(float %a, float %b, float %c) {
  %t = fadd float %b, %c
  %r = fadd float %a, %t
  ret float %r
}

define double @assoc64(double %a, double %b, double %c) {
  %t = fadd double %a, %b
  %r = fadd double %t, %c
  ret double %r
}

define double @assoc64.tgt(double %a, double %b, double %c) {
  %t = fadd double %b, %c
  %r = fadd double %a, %t
  ret double %r
}

define float @commute(float %a, float %b, float %c) {
  %t = fadd float %a, %b
  %r = fadd float %t, %c
  ret float %r
}

define float @commute.tgt(float %a, float %b, float %c) {
  %t = fadd float %b, %a
  %r = fadd float %t, %c
  ret float %r
}
