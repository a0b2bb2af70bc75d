; divcheck --only fdiv: `fdiv float` lowered by lower-div's div.rn.f32
; sequence (knob lower-fdiv-rn) runs in the interpreter on the hard pair
; classes (quotients within 3/(B 2^25) of a midpoint, powers of two over
; all-ones mantissas, edge values, random patterns) under the exact MUFU
; model and adversarial ones; every lane is the correctly rounded quotient.
; RUN: passcheck divcheck --only fdiv --pairs 1000 --adversarial-seeds 2 | FileCheck %s
; RUN: passcheck divcheck --help | FileCheck %s --check-prefix=HELP

; CHECK: fdiv f32 (div.rn.f32 sequence): {{[0-9]+}} instructions lowered, 0 fdiv float left; pairs: exact model {{[1-9][0-9]*}}, adversarial {{[1-9][0-9]*}} (2 seeds)
; CHECK-NEXT: result: ok: no counterexample
; HELP: --only magic|ir|fdiv
