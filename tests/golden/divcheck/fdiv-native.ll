; divcheck --all-divisors --native: the lowered fdiv float kernel (the
; module the interpreted check runs) compiled for this host with clang-16,
; its MUFU.RCP calls evaluating the interpreter's exact and adversarial
; models, cross-checked against the interpreter on a sample before the
; sweep, then every divisor of a slice against the hard dividends, each
; lane compared with the correctly rounded quotient.  The slice here is
; 2^19 divisors (4.2 million pairs per model); `make check-long` runs all
; 2^32.  The template without its final residual correction
; (mutant-fdiv-no-residual) is found in the first run of the sweep (the
; all-ones mantissas come first), plain and ftz.  Without clang-16 the
; sweep says so and does not run.
; RUN: passcheck divcheck --all-divisors --native --adversarial-seeds 1 --part 0 --parts 8192 --jobs 2 | FileCheck %s
; RUN: passcheck divcheck --all-divisors --native --ftz --midpoints --adversarial-seeds 1 --part 1 --parts 65536 | FileCheck %s --check-prefix=FTZ
; RUN: not passcheck divcheck --all-divisors --native --passes mutant-fdiv-no-residual --adversarial-seeds 1 | FileCheck %s --check-prefix=MUT
; RUN: not passcheck divcheck --all-divisors --native --ftz --passes mutant-fdiv-no-residual --adversarial-seeds 1 | FileCheck %s --check-prefix=MUT
; RUN: not env PATH=%t.none passcheck divcheck --all-divisors --native 2>&1 | FileCheck %s --check-prefix=NOCLANG
; RUN: not passcheck divcheck --native 2>&1 | FileCheck %s --check-prefix=USAGE

; CHECK: cross-check: native kernel == interpreter on 131072 pairs x 2 model(s), native reference == MPFR
; CHECK-NEXT: fdiv float (all divisors, native): divisors 0..524287 of 2^32 (524288) x 8 dividends; pairs: exact model 4194304, adversarial 4194304 (1 seeds); {{.*}} pairs/s (2 jobs)
; CHECK-NEXT: result: ok: no counterexample

; FTZ: cross-check: native kernel == interpreter on 131072 pairs x 2 model(s)
; FTZ-NEXT: fdiv float ftz (all divisors, native): divisors 65536..131071 of 2^32 (65536) x 8 dividends + midpoint dividends; pairs: exact model {{[1-9][0-9]*}}, adversarial {{[1-9][0-9]*}} (1 seeds)
; FTZ-NEXT: midpoint pairs per model: {{[1-9][0-9]*}}
; FTZ-NEXT: result: ok: no counterexample

; MUT: cross-check: native kernel == interpreter
; MUT: COUNTEREXAMPLE: fdiv float {{(ftz )?}}(all divisors, native) 0x{{[0-9A-F]+}} / 0x{{[0-9A-F]+}}FFFF: expected 0x{{[0-9A-F]+}}, got 0x{{[0-9A-F]+}} (adversarial model
; MUT: result: COUNTEREXAMPLE found

; NOCLANG: the native sweep needs clang-16 (LLVM 16's clang) on PATH

; USAGE: --native and --ftz go with --all-divisors
