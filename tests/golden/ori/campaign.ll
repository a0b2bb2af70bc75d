; A short campaign of the machine-level passes with random knobs (knob-487
; among them): lower-div, ori-lower, ori-sr and peephole over generated
; kernels (with the Ori shapes of generators/gen_ori.c), zero findings and
; no invalid test.  The 10-minute one is in `make check-long`.
; RUN: rm -rf %t && passcheck fuzz --passes lower-div,ori-lower,ori-sr,peephole --programs 1500 --seed 23 --jobs 1 --out %t | FileCheck %s
; CHECK: fuzz: 1500 programs
; CHECK: outcomes: ok 1500 mismatch 0 ub-introduced 0 crash 0 timeout-introduced 0 precision 0 invalid-test 0
; CHECK: findings: 0 new, 0 duplicates
