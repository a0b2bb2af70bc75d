; Empty aggregates and zero-sized globals have no bytes: storing, loading
; and returning them, and a module with a global of no size, run (they
; once handed null buffers to memset, which the UBSan build of the
; golden suite rejects).
; RUN: passcheck equiv %s | FileCheck %s

; CHECK: @st: correct
; CHECK-NEXT: @ld: correct
; CHECK-NEXT: @zg: correct
; CHECK-NEXT: equiv: 3 pairs: 3 correct, 0 incorrect, 0 unsupported

@z = global [0 x i32] zeroinitializer

define void @st(ptr %p) {
  store {} {}, ptr %p
  ret void
}
define void @st.tgt(ptr %p) {
  ret void
}

define {} @ld(ptr %p) {
  %v = load {}, ptr %p
  ret {} %v
}
define {} @ld.tgt(ptr %p) {
  ret {} {}
}

define ptr @zg(i8 %x) {
  ret ptr @z
}
define ptr @zg.tgt(i8 %x) {
  %q = getelementptr [0 x i32], ptr @z, i64 0, i64 0
  ret ptr %q
}
