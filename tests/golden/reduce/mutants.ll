; passcheck reduce on the first finding of every mutant (seed 1, one job):
; every accepted step holds up when rerun from its texts alone
; (--check-steps), the mutant's defining instruction stays, the result is
; within the instruction bound measured for that mutant, and reduced.sh
; reproduces the signature.  Bounds and patterns: Inputs/reduce-mutants.py.
; Not in the ASan build (about 170 s there, a fifth of make test's ASan
; time): the reducer runs under ASan in the other reduce/ tests, and this
; one repeats it on 22 findings.
; UNSUPPORTED: asan
; RUN: rm -rf %t && env PASSCHECK=passcheck python3 %S/Inputs/reduce-mutants.py %t | FileCheck %s
; CHECK: mutant-keep-nsw {{.*}} defining instruction kept
; CHECK: mutant-gep-off-by-one {{.*}} defining instruction kept
; CHECK: mutant-drop-store {{.*}} defining instruction kept
; CHECK: mutant-load-over-store {{.*}} defining instruction kept
; CHECK: mutant-reassoc-fadd {{.*}} defining instruction kept
; CHECK: mutant-magic-div {{.*}} defining instruction kept
; CHECK: mutant-fold-fptosi {{.*}} defining instruction kept
; CHECK: mutant-widen-store {{.*}} defining instruction kept
; CHECK: mutant-hoist-div {{.*}} defining instruction kept
; CHECK: mutant-ule-as-ult {{.*}} defining instruction kept
; CHECK: mutant-drop-ftz {{.*}} defining instruction kept
; CHECK: mutant-shuffle-lane {{.*}} defining instruction kept
; CHECK: mutant-slp-swap-noncomm {{.*}} defining instruction kept
; CHECK: mutant-null-deref {{.*}} defining instruction kept
; CHECK: mutant-basr-keep-inbounds {{.*}} defining instruction kept
; CHECK: mutant-fdiv-no-residual {{.*}} defining instruction kept
; CHECK: mutant-cbe-anchor-not-dominating {{.*}} defining instruction kept
; CHECK: mutant-reassoc-dup-term {{.*}} defining instruction kept
; CHECK-NOT: FAIL
