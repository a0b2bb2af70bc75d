; An LLVM 22 miscompile found by a 10,000-program campaign through the
; NVPTX IR passes of LLVM 22 (`passcheck fuzz --dialect 22 --external
; 'opt-22 -S -mtriple=nvptx64-nvidia-cuda -passes=separate-const-offset-
; from-gep,slsr,nary-reassociate,infer-address-spaces,load-store-
; vectorizer'`; every ub-introduced finding has this signature), reduced by
; passcheck reduce from 131 to 8 instructions, then by hand to the
; slsr step alone.  Straight-line strength reduction rewrites the inbounds
; %c = p + 4*(i+2) on the basis %a = p + 4*(i-4), which has no inbounds,
; as "getelementptr inbounds i8, ptr %a, i64 24" and keeps inbounds: for
; i = 2 the base %a = p - 8 is not in bounds of %p's object, so the new
; gep is poison (LangRef, getelementptr: "the base pointer has an in
; bounds address of the allocated object") and the load is UB where the
; source loads p + 48.  opt-16's slsr leaves the function alone.
; REQUIRES: llvm-22
; RUN: opt-22 -S -passes=slsr %s -o %t.ll
; RUN: FileCheck %s --check-prefix=OPT < %t.ll
; RUN: not passcheck equiv %s %t.ll | FileCheck %s
; OPT: %c = getelementptr inbounds i8, ptr %a, i64 24
; CHECK: @f: incorrect: target has UB
; CHECK: target: ub: memory access through a poison pointer

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define float @f(ptr %p, i64 %i) {
  %j = add i64 %i, -4
  %a = getelementptr float, ptr %p, i64 %j
  %b = getelementptr i8, ptr %a, i64 32
  %k = add i64 %i, 2
  %c = getelementptr inbounds float, ptr %p, i64 %k
  %d = getelementptr inbounds i8, ptr %c, i64 32
  %v = load float, ptr %d, align 4
  ret float %v
}
