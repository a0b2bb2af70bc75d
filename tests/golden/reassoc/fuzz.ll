; A campaign of mutant-reassoc-ok, which reorders the generator's reassoc
; fadd chains correctly: no finding, and the summary (and campaign.json)
; counts the differing sums the error bound explained.  Without the
; reassociation oracle each of them was a mismatch.  The campaign of the
; default pipeline, whose SLP pass vectorizes reassoc reductions, is in
; tests/golden/fuzz; mutant-reassoc-dup-term is found by
; tests/golden/fuzz/mutants.ll.
; RUN: rm -rf %t && passcheck fuzz --passes mutant-reassoc-ok --programs 1000 --jobs 1 --no-reduce --out %t | FileCheck %s
; RUN: FileCheck %s --check-prefix=JSON < %t/campaign.json
; CHECK: outcomes: ok 1000 mismatch 0 ub-introduced 0 crash 0 timeout-introduced 0 precision 0 invalid-test 0
; CHECK-NEXT: findings: 0 new, 0 duplicates
; CHECK-NEXT: reassociation: {{[1-9][0-9]*}} differing FP values within the error bound of the same terms in another order
; JSON: "reassoc_explained": {{[1-9][0-9]*}},
