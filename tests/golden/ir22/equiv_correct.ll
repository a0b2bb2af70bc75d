; The poison rules of LLVM 19 and 22's flags and attributes license these
; transformations: each pair is correct (passcheck equiv, exit status 0).
; Adding a flag where its fact holds, and using what a flag promises.
; RUN: passcheck equiv %s | FileCheck %s
; CHECK: equiv: 15 pairs: 15 correct, 0 incorrect, 0 unsupported

; zext nneg of a value known non-negative
define i64 @nneg(i32 %x) {
  %a = and i32 %x, 2147483647
  %z = zext i32 %a to i64
  ret i64 %z
}
define i64 @nneg.tgt(i32 %x) {
  %a = and i32 %x, 2147483647
  %z = zext nneg i32 %a to i64
  ret i64 %z
}

; zext nneg may become sext (they agree where nneg holds)
define i64 @nneg_sext(i32 %x) {
  %z = zext nneg i32 %x to i64
  ret i64 %z
}
define i64 @nneg_sext.tgt(i32 %x) {
  %z = sext i32 %x to i64
  ret i64 %z
}

; uitofp nneg may become sitofp
define float @uitofp(i32 %x) {
  %f = uitofp nneg i32 %x to float
  ret float %f
}
define float @uitofp.tgt(i32 %x) {
  %f = sitofp i32 %x to float
  ret float %f
}

; or of disjoint masks is or disjoint; or disjoint may become add
define i32 @disjoint(i32 %x, i32 %y) {
  %a = and i32 %x, 15
  %b = and i32 %y, 240
  %o = or i32 %a, %b
  ret i32 %o
}
define i32 @disjoint.tgt(i32 %x, i32 %y) {
  %a = and i32 %x, 15
  %b = and i32 %y, 240
  %o = or disjoint i32 %a, %b
  ret i32 %o
}
define i32 @disjoint_add(i32 %x, i32 %y) {
  %o = or disjoint i32 %x, %y
  ret i32 %o
}
define i32 @disjoint_add.tgt(i32 %x, i32 %y) {
  %o = add i32 %x, %y
  ret i32 %o
}

; icmp samesign: unsigned and signed order agree
define i1 @samesign(i8 %x, i8 %y) {
  %c = icmp samesign ult i8 %x, %y
  ret i1 %c
}
define i1 @samesign.tgt(i8 %x, i8 %y) {
  %c = icmp slt i8 %x, %y
  ret i1 %c
}

; trunc nuw / nsw where the value survives
define i8 @trunc(i32 %x) {
  %a = and i32 %x, 127
  %t = trunc i32 %a to i8
  ret i8 %t
}
define i8 @trunc.tgt(i32 %x) {
  %a = and i32 %x, 127
  %t = trunc nuw nsw i32 %a to i8
  ret i8 %t
}

; gep nuw with a non-negative offset, nusw in place of inbounds
define i8 @gep(ptr %p, i64 %i) {
  %k = and i64 %i, 7
  %q = getelementptr inbounds i8, ptr %p, i64 %k
  %v = load i8, ptr %q, align 1
  ret i8 %v
}
define i8 @gep.tgt(ptr %p, i64 %i) {
  %k = and i64 %i, 7
  %q = getelementptr nusw nuw i8, ptr %p, i64 %k
  %v = load i8, ptr %q, align 1
  ret i8 %v
}

; range on a parameter: a compare the range decides folds
define i1 @range(i8 range(i8 0, 10) %x) {
  %c = icmp ult i8 %x, 10
  ret i1 %c
}
define i1 @range.tgt(i8 range(i8 0, 10) %x) {
  ret i1 true
}

; range on a call: ctpop of an i32 is at most 32
define i32 @callrange(i32 %x) {
  %c = call i32 @llvm.ctpop.i32(i32 %x)
  ret i32 %c
}
define i32 @callrange.tgt(i32 %x) {
  %c = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %x)
  ret i32 %c
}

; nofpclass(nan) on a parameter: the NaN test folds
define float @nofpclass(float nofpclass(nan) %x) {
  %c = fcmp uno float %x, %x
  %s = select i1 %c, float 1.0, float %x
  ret float %s
}
define float @nofpclass.tgt(float nofpclass(nan) %x) {
  ret float %x
}

; range on a return that holds
define range(i32 0, 16) i32 @retrange(i32 %x) {
  %a = and i32 %x, 15
  ret i32 %a
}
define range(i32 0, 16) i32 @retrange.tgt(i32 %x) {
  %a = and i32 %x, 15
  ret i32 %a
}

; constant gep nusw nuw with an offset that stays in the object
@g = global [4 x i8] c"\01\02\03\04"
define i8 @cgep() {
  %v = load i8, ptr getelementptr inbounds (i8, ptr @g, i64 2), align 1
  ret i8 %v
}
define i8 @cgep.tgt() {
  %v = load i8, ptr getelementptr nusw nuw (i8, ptr @g, i64 2), align 1
  ret i8 %v
}

; initializes where the function writes first
define void @inits(ptr %p) {
  store i32 7, ptr %p, align 4
  ret void
}
define void @inits.tgt(ptr initializes((0, 4)) %p) {
  store i32 7, ptr %p, align 4
  ret void
}

; what initializes licenses: the bytes' old contents are dead, so a read of
; them (which the attribute excludes) may become any value
define i32 @inits_dead(ptr initializes((0, 4)) %p) {
  %v = load i32, ptr %p, align 4
  store i32 7, ptr %p, align 4
  ret i32 %v
}
define i32 @inits_dead.tgt(ptr initializes((0, 4)) %p) {
  store i32 7, ptr %p, align 4
  ret i32 0
}

declare i32 @llvm.ctpop.i32(i32)
