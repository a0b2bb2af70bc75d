; passcheck gen --dialect: an LLVM 22 program carries the new flags where
; their facts hold (nneg on values known non-negative, samesign on
; compares of two of them), prints as LLVM 22 text that llvm-as-22
; accepts, and runs without undefined behaviour on the grid it was written
; for; dialect 16 (the default) is the program of before, without them.
; RUN: passcheck gen --seed 5 --dialect 22 > %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: passcheck gen --seed 3 | FileCheck %s --check-prefix=D16
; RUN: passcheck gen --seed 3 --dialect 16 > %t16.ll
; RUN: passcheck gen --seed 3 | diff %t16.ll -
; RUN: passcheck run %t.ll --grid 1x16 --seed 1 | FileCheck %s --check-prefix=OK
; RUN: passcheck run %t.ll --grid 1x16 --seed 2 | FileCheck %s --check-prefix=OK
; RUN: %if llvm-22 %{ llvm-as-22 %t.ll -o /dev/null %}
; RUN: passcheck gen --seed 6 --dialect 19 | FileCheck %s --check-prefix=D19
; RUN: not passcheck gen --dialect 17 2>&1 | FileCheck %s --check-prefix=BAD

; CHECK: ; passcheck gen --seed 5 --size 100 --dialect 22
; CHECK: ; grid 1x16
; CHECK: define ptx_kernel void @kernel(ptr noalias captures(none)
; CHECK: zext nneg i32
; CHECK: icmp samesign
; CHECK-NOT: nvvm.annotations

; D16: ; passcheck gen --seed 3 --size 100{{$}}
; D16-NOT: nneg
; D16-NOT: samesign
; D16: nocapture
; D16: !nvvm.annotations

; D19: define void @kernel(ptr noalias nocapture
; D19: trunc nuw nsw i64
; D19: or disjoint i64
; D19-NOT: samesign
; D19: !nvvm.annotations

; OK: status: ok
; BAD: bad value '17' for option '--dialect' (expected 16, 19 or 22)
