; --external with LLVM 19's opt: its output (nneg, disjoint, range,
; nocapture, kernel annotations) parses as dialect 19 and checks out.
; REQUIRES: llvm-19
; RUN: passcheck gen --seed 3 > %t.g.ll
; RUN: passcheck check %t.g.ll --external 'opt-19 -S -O2' | FileCheck %s
; CHECK: 1/1 external: changed, ok
; CHECK: result: ok: every run refines
