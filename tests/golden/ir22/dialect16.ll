; Dialects follow from what a module uses: an LLVM 16 module (nocapture, a
; kernel annotation) prints as LLVM 16 text, and one captures(none) makes
; the same module LLVM 22 text (captures(none), ptx_kernel, no annotations).
; RUN: passcheck print %s | FileCheck %s --check-prefix=D16
; RUN: sed 's/nocapture/captures(none)/' %s | passcheck print - | FileCheck %s --check-prefix=D22

; D16: define void @k(ptr nocapture %p) {
; D16: !nvvm.annotations = !{!0}
; D22: define ptx_kernel void @k(ptr captures(none) %p) {
; D22-NOT: nvvm.annotations
define void @k(ptr nocapture %p) {
  store i32 0, ptr %p, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
