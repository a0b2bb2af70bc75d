; A false alarm of the differential oracle, found by fuzz_ir and reduced by
; passcheck import: `sdiv exact i32 1, 3` is poison, freeze makes it the
; interpreter's choice 0, and lower-div's template computes the quotient 0
; exactly, so the stored byte changed from "some value" to a definite one.
; Refinement holds (freeze returns an arbitrary value): the oracle reruns
; the source with the other freeze choice and does not compare the bytes
; that change.
; RUN: passcheck check %s -passes=lower-div --grid 1x1 | FileCheck %s

; CHECK: 1/1 lower-div: changed, ok
; CHECK-NEXT: result: ok: every run refines

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %out, ptr %tmp) {
  %three = select i1 true, i32 3, i32 0
  %q = sdiv exact i32 1, %three
  %r = sub i32 1, %q
  store i32 %r, ptr %tmp, align 4
  %b = load i8, ptr %tmp, align 4
  %f = freeze i8 %b
  store i8 %f, ptr %out, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
