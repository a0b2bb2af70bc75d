; A module that uses LLVM 19 syntax (nneg, disjoint, trunc nuw, range) but
; nothing of LLVM 20+ is dialect 19: it keeps nocapture and the kernel's
; !nvvm.annotations (LLVM 19 reads no ptx_kernel kernels), and llvm-as-19
; accepts the printed text.
; RUN: passcheck print %s | FileCheck %s
; RUN: passcheck print %s > %t.ll
; RUN: %if llvm-19 %{ llvm-as-19 %t.ll -o /dev/null %}

; CHECK-LABEL: define void @k(ptr nocapture %p, i32 range(i32 0, 8) %n) {
define void @k(ptr nocapture %p, i32 range(i32 0, 8) %n) {
; CHECK-NEXT: %z = zext nneg i32 %n to i64
; CHECK-NEXT: %o = or disjoint i64 %z, 64
; CHECK-NEXT: %t = trunc nuw i64 %o to i32
  %z = zext nneg i32 %n to i64
  %o = or disjoint i64 %z, 64
  %t = trunc nuw i64 %o to i32
  store i32 %t, ptr %p, align 4
  ret void
}

; CHECK: !nvvm.annotations = !{!0}
; CHECK: !0 = !{ptr @k, !"kernel", i32 1}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
