; A global defined in another module (a declaration without an
; initializer) holds what the rest of the program put there: bytes of the
; input's seed, the same on both sides (core/interp/mem.c "Globals"); so
; does a weak or linkonce definition, which another module's definition
; may replace.  A zero-sized declaration (C's `extern char a[];`) is an
; object of unknown size (256 bytes here), and a declaration may be
; placed on a larger boundary than it states (16 for one seed in 2).  Before, such bytes were
; poison and a zero-sized declaration empty, so every incorrect pair here
; was reported correct (the source was UB or its result poison).
; RUN: not passcheck equiv %s | FileCheck %s
; CHECK: @loadnull: incorrect: target has UB
; CHECK-NEXT:   input:  %x = i32 -1; globals defined elsewhere hold the bytes of seed
; CHECK: @cse: correct
; CHECK: @foldzero: incorrect: value mismatch
; CHECK: @weak: incorrect: value mismatch
; CHECK: @weakodr: correct
; CHECK: @unsized: incorrect: target has UB
; CHECK: @forward: correct
; CHECK: @overalign: incorrect: target has UB
; CHECK: equiv: 8 pairs: 3 correct, 5 incorrect, 0 unsupported

@p = external global ptr
@n = external global i32
@w = weak constant i32 0
@wo = weak_odr constant i32 0
@arr = external global [0 x i8]
@c8 = external constant [8 x i8], align 4

; the branch on @p's null test does not decide %x's (LLVM PR36133)
define i32 @loadnull(i32 %x) {
  %q = load ptr, ptr @p
  %z = icmp eq ptr %q, null
  br i1 %z, label %a, label %b
a:
  br label %c
b:
  br label %c
c:
  %m1 = icmp eq i32 %x, -1
  br i1 %m1, label %r0, label %r1
r0:
  ret i32 0
r1:
  %pos = icmp sgt i32 %x, -1
  call void @llvm.assume(i1 %pos)
  ret i32 1
}
define i32 @loadnull.tgt(i32 %x) {
  %q = load ptr, ptr @p
  %z = icmp eq ptr %q, null
  br i1 %z, label %r1, label %c
c:
  %m1 = icmp eq i32 %x, -1
  br i1 %m1, label %r0, label %r1
r0:
  ret i32 0
r1:
  %pos = icmp sgt i32 %x, -1
  call void @llvm.assume(i1 %pos)
  ret i32 1
}

define i32 @cse() {
  %a = load i32, ptr @n
  %b = load i32, ptr @n
  %s = add i32 %a, %b
  ret i32 %s
}
define i32 @cse.tgt() {
  %a = load i32, ptr @n
  %s = shl i32 %a, 1
  ret i32 %s
}

define i32 @foldzero() {
  %a = load i32, ptr @n
  ret i32 %a
}
define i32 @foldzero.tgt() {
  ret i32 0
}

; a weak definition's initializer may be replaced at link time
define i32 @weak() {
  %a = load i32, ptr @w
  ret i32 %a
}
define i32 @weak.tgt() {
  ret i32 0
}

; a weak_odr one may not (every definition is equivalent)
define i32 @weakodr() {
  %a = load i32, ptr @wo
  ret i32 %a
}
define i32 @weakodr.tgt() {
  ret i32 0
}

define i8 @unsized() {
  %q = getelementptr inbounds i8, ptr @arr, i64 4
  %v = load i8, ptr %q
  ret i8 %v
}
define i8 @unsized.tgt() {
  unreachable
}

define i32 @forward(i32 %v) {
  store i32 %v, ptr @n
  %a = load i32, ptr @n
  ret i32 %a
}
define i32 @forward.tgt(i32 %v) {
  store i32 %v, ptr @n
  ret i32 %v
}

; an 8-byte load of a global declared align 4 may be aligned (Alive2's
; memory/align-error)
define i32 @overalign() {
  %v = load i32, ptr @c8, align 8
  ret i32 %v
}
define i32 @overalign.tgt() {
  unreachable
}

declare void @llvm.assume(i1)
