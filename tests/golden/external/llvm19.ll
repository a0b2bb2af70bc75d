; --external with LLVM 19's opt: its output (nneg, disjoint, range,
; nocapture, kernel annotations) parses as dialect 19 and checks out.
; REQUIRES: llvm-19
; Seed 6, not 3: since the straight-line SLP tail, seed 3's program reads a
; constant global in a kernel opt infers memory(argmem: readwrite) for, and
; the interpreter's memory-attribute model calls that read UB (LLVM does not
; count reads of constant memory as memory effects): an open interpreter issue.
; RUN: passcheck gen --seed 6 > %t.g.ll
; RUN: passcheck check %t.g.ll --external 'opt-19 -S -O2' | FileCheck %s
; CHECK: 1/1 external: changed, ok
; CHECK: result: ok: every run refines
