; Each flag and attribute of LLVM 19 and 22 added where its fact does not
; hold makes the target more poisonous (or undefined): every pair is
; incorrect, and the input shown breaks the fact (exit status 1).
; RUN: not passcheck equiv %s | FileCheck %s

; CHECK: @nneg: incorrect: target more poisonous
; CHECK-NEXT: input:  %x = i32 -{{[0-9]+}}
; CHECK: @uitofp: incorrect: target more poisonous
; CHECK-NEXT: input:  %x = i32 -{{[0-9]+}}
; CHECK: @disjoint: incorrect: target more poisonous
; CHECK: @samesign: incorrect: target more poisonous
; CHECK: @trunc_nuw: incorrect: target more poisonous
; CHECK: @trunc_nsw: incorrect: target more poisonous
; CHECK: @gep_nuw: incorrect: target has UB
; CHECK: @gep_nusw: incorrect: target has UB
; CHECK: @range_param: incorrect: target more poisonous
; CHECK: @range_ret: incorrect: target more poisonous
; CHECK: @range_call: incorrect: target more poisonous
; CHECK: @nofpclass_ret: incorrect: target more poisonous
; CHECK: @nofpclass_param: incorrect: target more poisonous
; CHECK: @noundef_range: incorrect: target has UB
; CHECK: @cgep_nuw: incorrect: target has UB
; CHECK: @cgep_nusw: incorrect: target has UB
; CHECK: @inits_read: incorrect: target more poisonous
; CHECK: @inits_partial: incorrect: memory mismatch
; CHECK: equiv: 18 pairs: 0 correct, 18 incorrect, 0 unsupported

; nneg on a value that may be negative
define i64 @nneg(i32 %x) {
  %z = zext i32 %x to i64
  ret i64 %z
}
define i64 @nneg.tgt(i32 %x) {
  %z = zext nneg i32 %x to i64
  ret i64 %z
}

define float @uitofp(i32 %x) {
  %f = uitofp i32 %x to float
  ret float %f
}
define float @uitofp.tgt(i32 %x) {
  %f = uitofp nneg i32 %x to float
  ret float %f
}

; disjoint on operands with a common bit
define i32 @disjoint(i32 %x, i32 %y) {
  %o = or i32 %x, %y
  ret i32 %o
}
define i32 @disjoint.tgt(i32 %x, i32 %y) {
  %o = or disjoint i32 %x, %y
  ret i32 %o
}

; samesign across signs
define i1 @samesign(i8 %x, i8 %y) {
  %c = icmp ult i8 %x, %y
  ret i1 %c
}
define i1 @samesign.tgt(i8 %x, i8 %y) {
  %c = icmp samesign ult i8 %x, %y
  ret i1 %c
}

; trunc nuw / nsw where the value changes
define i8 @trunc_nuw(i32 %x) {
  %t = trunc i32 %x to i8
  ret i8 %t
}
define i8 @trunc_nuw.tgt(i32 %x) {
  %t = trunc nuw i32 %x to i8
  ret i8 %t
}
define i8 @trunc_nsw(i32 %x) {
  %a = and i32 %x, 255
  %t = trunc i32 %a to i8
  ret i8 %t
}
define i8 @trunc_nsw.tgt(i32 %x) {
  %a = and i32 %x, 255
  %t = trunc nsw i32 %a to i8
  ret i8 %t
}

; gep nuw with a negative offset: p - 1 + 1 is p, but nuw makes p - 1
; poison and the load undefined
define i8 @gep_nuw(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 -1
  %r = getelementptr i8, ptr %q, i64 1
  %v = load i8, ptr %r, align 1
  ret i8 %v
}
define i8 @gep_nuw.tgt(ptr %p) {
  %q = getelementptr nuw i8, ptr %p, i64 -1
  %r = getelementptr i8, ptr %q, i64 1
  %v = load i8, ptr %r, align 1
  ret i8 %v
}

; gep nusw whose offset (2^62 * 8) wraps: the address comes back to p, but
; nusw makes it poison
define i8 @gep_nusw(ptr %p) {
  %q = getelementptr i64, ptr %p, i64 4611686018427387904
  %v = load i8, ptr %q, align 1
  ret i8 %v
}
define i8 @gep_nusw.tgt(ptr %p) {
  %q = getelementptr nusw i64, ptr %p, i64 4611686018427387904
  %v = load i8, ptr %q, align 1
  ret i8 %v
}

; range that the value does not keep: on a parameter, a return, a call
define i8 @range_param(i8 %x) {
  ret i8 %x
}
define i8 @range_param.tgt(i8 range(i8 0, 10) %x) {
  ret i8 %x
}
define i32 @range_ret(i32 %x) {
  ret i32 %x
}
define range(i32 -5, 5) i32 @range_ret.tgt(i32 %x) {
  ret i32 %x
}
define i32 @range_call(i32 %x) {
  %c = call i32 @llvm.ctpop.i32(i32 %x)
  ret i32 %c
}
define i32 @range_call.tgt(i32 %x) {
  %c = call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %x)
  ret i32 %c
}

; nofpclass that the value does not keep
define float @nofpclass_ret(float %x) {
  ret float %x
}
define nofpclass(nan) float @nofpclass_ret.tgt(float %x) {
  ret float %x
}
define float @nofpclass_param(float %x) {
  ret float %x
}
define float @nofpclass_param.tgt(float nofpclass(zero) %x) {
  ret float %x
}

; range with noundef: outside the range is undefined behaviour
define i8 @noundef_range(i8 noundef %x) {
  ret i8 %x
}
define i8 @noundef_range.tgt(i8 noundef range(i8 0, 10) %x) {
  ret i8 %x
}

; the same rules on constant geps
@g = global [4 x i8] c"\01\02\03\04"
define i8 @cgep_nuw() {
  %r = getelementptr i8, ptr getelementptr (i8, ptr @g, i64 -1), i64 1
  %v = load i8, ptr %r, align 1
  ret i8 %v
}
define i8 @cgep_nuw.tgt() {
  %r = getelementptr i8, ptr getelementptr nuw (i8, ptr @g, i64 -1), i64 1
  %v = load i8, ptr %r, align 1
  ret i8 %v
}
define i8 @cgep_nusw() {
  %v = load i8, ptr getelementptr (i64, ptr @g, i64 4611686018427387904), align 1
  ret i8 %v
}
define i8 @cgep_nusw.tgt() {
  %v = load i8, ptr getelementptr nusw (i64, ptr @g, i64 4611686018427387904), align 1
  ret i8 %v
}

; initializes where the function reads first, or writes only part
define i32 @inits_read(ptr %p) {
  %v = load i32, ptr %p, align 4
  store i32 7, ptr %p, align 4
  ret i32 %v
}
define i32 @inits_read.tgt(ptr initializes((0, 4)) %p) {
  %v = load i32, ptr %p, align 4
  store i32 7, ptr %p, align 4
  ret i32 %v
}
define void @inits_partial(ptr %p) {
  store i16 7, ptr %p, align 4
  ret void
}
define void @inits_partial.tgt(ptr initializes((0, 4)) %p) {
  store i16 7, ptr %p, align 4
  ret void
}

declare i32 @llvm.ctpop.i32(i32)
