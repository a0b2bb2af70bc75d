; Operand bundles of llvm.assume (LangRef 16 "Assume Operand Bundles"):
; "align"(ptr, A[, OFF]), "nonnull", "dereferenceable",
; "dereferenceable_or_null" and "noundef" state a fact of a value, and
; "if any of the provided guarantees are violated at runtime the behavior
; is undefined" (a poison operand, an alignment that is not a power of
; two too); "ignore" and "cold" state nothing.  For each modelled tag a
; target that uses the fact is correct, and one that assumes more than the
; source (or uses a fact the source does not state) is incorrect.
; RUN: not passcheck equiv %s | FileCheck %s

; CHECK: @align: correct
; CHECK-NEXT: @alignwrong: incorrect: value mismatch
; CHECK: @alignoff: correct
; CHECK-NEXT: @alignpow2: incorrect: target has UB
; CHECK: target: ub: llvm.assume "align" of a pointer that is not null, with an alignment that is not a power of two
; CHECK: @alignnull: incorrect: target has UB
; CHECK: @nonnull: correct
; CHECK-NEXT: @nonnullwrong: incorrect: target has UB
; CHECK: target: ub: llvm.assume "nonnull" of a null pointer
; CHECK: @deref: correct
; CHECK-NEXT: @derefwrong: incorrect: target has UB
; CHECK: @weaken: correct
; CHECK-NEXT: @strengthen: incorrect: target has UB
; CHECK: target: ub: llvm.assume "dereferenceable" of a pointer to fewer bytes
; CHECK: @ornull: incorrect: target has UB
; CHECK: target: ub: llvm.assume "dereferenceable_or_null" of a pointer to fewer bytes
; CHECK: @noundef: correct (exhaustive, 257 inputs, 256 where the source was defined
; CHECK-NEXT: @noundefwrong: incorrect: target has UB
; CHECK-NEXT:   input:  %x = i8 poison
; CHECK: target: ub: llvm.assume operand bundle of a poison value
; CHECK: @ignore: correct
; CHECK-NEXT: @ignorerev: correct
; CHECK-NEXT: equiv: 16 pairs: 8 correct, 8 incorrect, 0 unsupported

declare void @llvm.assume(i1)

; align 16 at p + o: the low four bits of the address are known
define i64 @align(ptr %p, i64 %o) {
  %q = getelementptr i8, ptr %p, i64 %o
  call void @llvm.assume(i1 true) [ "align"(ptr %q, i64 16) ]
  %i = ptrtoint ptr %q to i64
  %l = and i64 %i, 15
  ret i64 %l
}
define i64 @align.tgt(ptr %p, i64 %o) {
  ret i64 0
}

; ... but not the fifth
define i64 @alignwrong(ptr %p, i64 %o) {
  %q = getelementptr i8, ptr %p, i64 %o
  call void @llvm.assume(i1 true) [ "align"(ptr %q, i64 16) ]
  %i = ptrtoint ptr %q to i64
  %l = and i64 %i, 31
  ret i64 %l
}
define i64 @alignwrong.tgt(ptr %p, i64 %o) {
  ret i64 0
}

; the three-operand form: q - 4 is aligned to 16
define i64 @alignoff(ptr %p, i64 %o) {
  %q = getelementptr i8, ptr %p, i64 %o
  call void @llvm.assume(i1 true) [ "align"(ptr %q, i64 16, i64 4) ]
  %i = ptrtoint ptr %q to i64
  %l = and i64 %i, 15
  ret i64 %l
}
define i64 @alignoff.tgt(ptr %p, i64 %o) {
  ret i64 4
}

; a dynamic alignment that is not a power of two is UB, unless the
; pointer is null (LangRef 15 on)
define void @alignpow2(ptr %p, i64 %a) {
  ret void
}
define void @alignpow2.tgt(ptr %p, i64 %a) {
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 %a) ]
  ret void
}

define void @alignnull(i64 %a) {
  call void @llvm.assume(i1 true) [ "align"(ptr null, i64 5) ]
  call void @llvm.assume(i1 true) [ "align"(ptr null, i64 %a) ]
  ret void
}
define void @alignnull.tgt(i64 %a) {
  unreachable
}

; nonnull: the comparison with null folds
define i1 @nonnull(ptr %p, i1 %z) {
  %q = select i1 %z, ptr null, ptr %p
  call void @llvm.assume(i1 true) [ "nonnull"(ptr %q) ]
  %c = icmp eq ptr %q, null
  ret i1 %c
}
define i1 @nonnull.tgt(ptr %p, i1 %z) {
  ret i1 false
}

; a target assuming what the source does not state
define i1 @nonnullwrong(ptr %p, i1 %z) {
  %q = select i1 %z, ptr null, ptr %p
  %c = icmp eq ptr %q, null
  ret i1 %c
}
define i1 @nonnullwrong.tgt(ptr %p, i1 %z) {
  %q = select i1 %z, ptr null, ptr %p
  call void @llvm.assume(i1 true) [ "nonnull"(ptr %q) ]
  ret i1 false
}

; dereferenceable: a conditional load may be made unconditional
define i32 @deref(ptr %p, i64 %o, i1 %c) {
  %q = getelementptr i8, ptr %p, i64 %o
  call void @llvm.assume(i1 true) [ "dereferenceable"(ptr %q, i64 4) ]
  br i1 %c, label %ld, label %no
ld:
  %v = load i32, ptr %q, align 1
  ret i32 %v
no:
  ret i32 0
}
define i32 @deref.tgt(ptr %p, i64 %o, i1 %c) {
  %q = getelementptr i8, ptr %p, i64 %o
  call void @llvm.assume(i1 true) [ "dereferenceable"(ptr %q, i64 4) ]
  %v = load i32, ptr %q, align 1
  %r = select i1 %c, i32 %v, i32 0
  ret i32 %r
}

; without the assumption the speculated load may leave the buffer
define i32 @derefwrong(ptr %p, i64 %o, i1 %c) {
  %q = getelementptr i8, ptr %p, i64 %o
  br i1 %c, label %ld, label %no
ld:
  %v = load i32, ptr %q, align 1
  ret i32 %v
no:
  ret i32 0
}
define i32 @derefwrong.tgt(ptr %p, i64 %o, i1 %c) {
  %q = getelementptr i8, ptr %p, i64 %o
  %v = load i32, ptr %q, align 1
  %r = select i1 %c, i32 %v, i32 0
  ret i32 %r
}

; dereferenceable_or_null is weaker than dereferenceable, not stronger
define void @weaken(ptr %p, i1 %z) {
  %q = select i1 %z, ptr null, ptr %p
  call void @llvm.assume(i1 true) [ "dereferenceable"(ptr %q, i64 8) ]
  ret void
}
define void @weaken.tgt(ptr %p, i1 %z) {
  %q = select i1 %z, ptr null, ptr %p
  call void @llvm.assume(i1 true) [ "dereferenceable_or_null"(ptr %q, i64 8) ]
  ret void
}

define void @strengthen(ptr %p, i1 %z) {
  %q = select i1 %z, ptr null, ptr %p
  call void @llvm.assume(i1 true) [ "dereferenceable_or_null"(ptr %q, i64 8) ]
  ret void
}
define void @strengthen.tgt(ptr %p, i1 %z) {
  %q = select i1 %z, ptr null, ptr %p
  call void @llvm.assume(i1 true) [ "dereferenceable"(ptr %q, i64 8) ]
  ret void
}

; dereferenceable_or_null of a non-null pointer past the buffer's end
define void @ornull(ptr %p, i64 %o) {
  ret void
}
define void @ornull.tgt(ptr %p, i64 %o) {
  %q = getelementptr i8, ptr %p, i64 %o
  call void @llvm.assume(i1 true) [ "dereferenceable_or_null"(ptr %q, i64 8) ]
  ret void
}

; noundef: a freeze of the value is the value
define i8 @noundef(i8 %x) {
  call void @llvm.assume(i1 true) [ "noundef"(i8 %x) ]
  %f = freeze i8 %x
  ret i8 %f
}
define i8 @noundef.tgt(i8 %x) {
  ret i8 %x
}

define i8 @noundefwrong(i8 %x) {
  %f = freeze i8 %x
  ret i8 %f
}
define i8 @noundefwrong.tgt(i8 %x) {
  call void @llvm.assume(i1 true) [ "noundef"(i8 %x) ]
  ret i8 %x
}

; "ignore" and "cold" state nothing: dropping or adding them is correct
define void @ignore(ptr %p) {
  call void @llvm.assume(i1 true) [ "ignore"(ptr %p, i64 1), "cold"() ]
  ret void
}
define void @ignore.tgt(ptr %p) {
  ret void
}

define void @ignorerev(ptr %p) {
  ret void
}
define void @ignorerev.tgt(ptr %p) {
  call void @llvm.assume(i1 true) [ "ignore"(ptr null), "cold"() ]
  ret void
}
