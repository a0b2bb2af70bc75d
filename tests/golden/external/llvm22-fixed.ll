; The three LLVM 16 bugs of llvm-nvvm-conversions.ll and
; llvm-separate-const-offset.ll are fixed in LLVM 22: the same inputs
; through opt-22 come out correct (passcheck reads LLVM 22's output and
; judges it with LLVM 22's semantics: separate-const-offset-from-gep now
; drops inbounds from the split geps).
; REQUIRES: llvm-22
; RUN: opt-22 -S -passes=instcombine %S/llvm-nvvm-conversions.ll -o %t.ic.ll
; RUN: passcheck equiv %S/llvm-nvvm-conversions.ll %t.ic.ll | FileCheck %s --check-prefix=NVVM
; RUN: opt-22 -S -passes=separate-const-offset-from-gep %S/llvm-separate-const-offset.ll -o %t.sc.ll
; RUN: passcheck equiv %S/llvm-separate-const-offset.ll %t.sc.ll | FileCheck %s --check-prefix=GEP
; NVVM: @f2i: correct
; NVVM: @ui2f: correct
; NVVM: equiv: 2 pairs: 2 correct, 0 incorrect, 0 unsupported
; GEP: @f: correct
; GEP: equiv: 1 pair: 1 correct, 0 incorrect, 0 unsupported
; And end to end on a generated LLVM 22 program (nneg, samesign, ptx_kernel):
; RUN: passcheck gen --seed 3 --dialect 22 > %t.g.ll
; RUN: passcheck check %t.g.ll --external 'opt-22 -S -O2' | FileCheck %s --check-prefix=EXT
; EXT: 1/1 external: changed, ok
; EXT: result: ok: every run refines
