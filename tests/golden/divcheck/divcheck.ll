; passcheck divcheck: magic numbers proven for a sample of divisors and the
; lowered IR exact under the exact and adversarial MUFU models (exit 0);
; the mutant with a magic number one too small is found at once, printed
; and written as a finding folder whose repro.sh reproduces it (exit 1);
; usage errors (exit 1).
; RUN: passcheck divcheck --width 32 --divisors 20000 --pairs 256 --adversarial-seeds 2 --ir-divisors 8 --jobs 2 | FileCheck %s --check-prefix=OK
; RUN: rm -rf %t && not passcheck divcheck --passes mutant-magic-div --only ir --width 32 --unsigned --out %t | FileCheck %s --check-prefix=MUT
; RUN: not env PASSCHECK=passcheck bash %t/findings/*/repro.sh | FileCheck %s --check-prefix=REPRO
; RUN: not passcheck divcheck --width 16 2>&1 | FileCheck %s --check-prefix=USAGE
; RUN: not passcheck divcheck --only both 2>&1 | FileCheck %s --check-prefix=ONLY

; OK: magic numbers: divmagic's (M, s) proven for all dividends
; OK: 32 unsigned [[N:[0-9]+]] [[N]] 0 0
; OK: 32 signed [[M:[0-9]+]] [[M]] 0 0
; OK: udiv 32 variable 1
; OK: udiv 32 constant
; OK: sdiv 32 variable 1
; OK: srem 32 constant
; OK-NOT: counterexample
; OK: result: ok: no counterexample

; MUT: udiv 32 constant
; MUT-NEXT: counterexample: udiv i32 x = 0x{{[0-9a-f]+}}, y = 0x{{[0-9a-f]+}} (const): expected 0x[[E:[0-9a-f]+]], got 0x
; MUT-NEXT: finding: {{.*}}findings/{{[0-9a-f]+}} (mismatch)
; MUT: result: COUNTEREXAMPLE found

; REPRO: mutant-magic-div|mismatch

; USAGE: passcheck divcheck: bad value '16' for option '--width' (expected 32 or 64)
; ONLY: passcheck divcheck: bad value 'both' for option '--only' (expected magic, ir or fdiv)
