; loop-simplify on 25 generated kernels with continue, multi-level breaks,
; early returns and guarded loops (Inputs/structured_gen.py, phis from
; mem2reg): the differential oracle finds every run refined, analyze
; --loops equals opt-16 print<loops>, the output passes llvm-as-16 and
; LLVM's own loop-simplify adds no block to it (Inputs/structured.sh; run
; it with more seeds by hand: the README's figures are seeds 1..2000).
; RUN: bash %S/Inputs/structured.sh passcheck 1 25 | FileCheck %s
; CHECK-NOT: BAD
; CHECK: {{^25 programs: ok 2[0-9] \(changed [1-9][0-9]*\), invalid [0-5], bad 0; [1-9][0-9]* loops$}}
