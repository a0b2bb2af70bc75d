; Every mutant-* pass (a deliberately wrong transformation) is found by a
; short campaign: the oracles' own test (see Inputs/mutants.py).
; RUN: rm -rf %t && mkdir -p %t
; RUN: python3 %S/Inputs/mutants.py passcheck %t | FileCheck %s
; CHECK-NOT: NOT FOUND
; CHECK: mutants: [[N:[0-9]+]] of [[N]] found
