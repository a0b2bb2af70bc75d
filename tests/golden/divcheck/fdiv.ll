; divcheck --only fdiv: the correctly rounded FP divisions lowered by
; lower-div (knob lower-fdiv-rn) -- fdiv float (div.rn.f32 sequence), fdiv
; float in a preserve-sign function (div.rn.ftz.f32) and fdiv double (the
; DDIV template) -- run in the interpreter on the hard pair classes
; (quotients within 3/(B 2^(p+1)) of a midpoint or of a representable
; value, powers of two over all-ones mantissas, quotients next to
; midpoints of the subnormal grid at every subnormal precision, the
; overflow and underflow thresholds, edge values, random patterns) under
; the exact MUFU model and adversarial ones; every lane is MPFR's
; correctly rounded quotient.  Without the final residual correction
; (mutant-fdiv-no-residual) it finds a counterexample in each; a
; --all-divisors slice runs every divisor of the slice against the hard
; dividends.
; RUN: passcheck divcheck --only fdiv --pairs 1000 --adversarial-seeds 2 | FileCheck %s
; RUN: not passcheck divcheck --only fdiv --pairs 1000 --adversarial-seeds 2 --passes mutant-fdiv-no-residual | FileCheck %s --check-prefix=MUT
; RUN: passcheck divcheck --all-divisors --part 5 --parts 262144 --adversarial-seeds 1 | FileCheck %s --check-prefix=ALL
; RUN: passcheck divcheck --help | FileCheck %s --check-prefix=HELP

; CHECK: fdiv f32 (div.rn.f32 sequence): {{[0-9]+}} instructions lowered, 0 fdiv left; pairs: exact model {{[1-9][0-9]*}}, adversarial {{[1-9][0-9]*}} (2 seeds)
; CHECK-NEXT: classes: edge {{[1-9][0-9]*}} midpoint {{[1-9][0-9]*}} exact {{[1-9][0-9]*}} pow2/all-ones {{[1-9][0-9]*}} subnormal-midpoint {{[1-9][0-9]*}} overflow/underflow {{[1-9][0-9]*}} random {{[1-9][0-9]*}}
; CHECK-NEXT: fdiv f32 ftz (div.rn.ftz.f32 sequence): {{[0-9]+}} instructions lowered, 0 fdiv left
; CHECK-NEXT: classes:
; CHECK-NEXT: fdiv f64 (div.rn.f64 DDIV template): {{[0-9]+}} instructions lowered, 0 fdiv left; pairs: exact model {{[1-9][0-9]*}}, adversarial {{[1-9][0-9]*}} (2 seeds)
; CHECK-NEXT: classes:
; CHECK-NEXT: result: ok: no counterexample

; MUT: COUNTEREXAMPLE: fdiv f32 (div.rn.f32 sequence) {{.*}}(adversarial model
; MUT: COUNTEREXAMPLE: fdiv f32 ftz (div.rn.ftz.f32 sequence) {{.*}}(adversarial model
; MUT: COUNTEREXAMPLE: fdiv f64 (div.rn.f64 DDIV template) {{.*}}(exact model
; MUT: result: COUNTEREXAMPLE found

; ALL: fdiv float (all divisors): divisors 5 + k * 262144 (16384 of them) x 8 dividends; pairs: exact model 131072, adversarial 131072 (1 seeds)
; ALL-NEXT: result: ok: no counterexample

; HELP: --only magic|ir|fdiv
; HELP: --all-divisors
