; Every mutant-* pass (a deliberately wrong transformation) is found by a
; short campaign: the oracles' own test (see Inputs/mutants.py); a correct
; one (mutant-reassoc-ok) is accepted by the same campaign.
; RUN: rm -rf %t && mkdir -p %t
; RUN: python3 %S/Inputs/mutants.py passcheck %t | FileCheck %s
; CHECK: mutant-reassoc-ok accepted: no finding in 3000 programs
; CHECK-NOT: {{NOT FOUND|WRONGLY FOUND}}
; CHECK: mutants: [[N:[0-9]+]] of [[N]] found
