; A third real finding in LLVM 16, found by `passcheck fuzz --external
; 'opt-16 -S -passes=separate-const-offset-from-gep'` (a pass of the NVPTX
; backend's pipeline) on generated kernels, reduced by passcheck reduce and
; rewritten by hand as a function of %z: the pass turns
; gep inbounds %p, (%z + 8) - 2 into gep inbounds (gep %p, %z - 2), 8.  For
; %z = 0 the inner pointer is 8 bytes before the buffer, which is not "an
; in bounds address of an allocated object", so the inbounds GEP is poison
; (LangRef, getelementptr) and the load is UB where the source loaded
; element 6.  (Documents Debian's opt-16; a fixed opt makes this fail.)
; RUN: opt-16 -S -passes=separate-const-offset-from-gep %s -o %t.out.ll
; RUN: FileCheck %s --check-prefix=OPT < %t.out.ll
; RUN: not passcheck equiv %s %t.out.ll | FileCheck %s

; OPT: getelementptr float, ptr %p, i64 %b2
; OPT-NEXT: getelementptr inbounds float, ptr %1, i64 8
; CHECK: @f: incorrect: target has UB
; CHECK-NEXT:   input:  %p = a buffer of {{[0-9]+}} bytes, %z = i64 0
; CHECK-NEXT:   source: returns float {{.*}}
; CHECK-NEXT:   target: ub: memory access through a poison pointer at %v = load float, ptr %q3, align 4

target triple = "nvptx64-nvidia-cuda"

define float @f(ptr %p, i64 %z) {
  %a = add i64 %z, 8
  %b = add i64 %a, -2
  %q = getelementptr inbounds float, ptr %p, i64 %b
  %v = load float, ptr %q, align 4
  ret float %v
}
