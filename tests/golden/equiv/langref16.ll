; LangRef 16 where the interpreter had it wrong or refused it:
; - a store of a struct writes its whole size, tail padding poison, so a
;   memset of the same bytes refines it (a false alarm before, once the
;   typed-pointer name of the memset was read);
; - llvm.lifetime.start/end on a pointer that is not an alloca's first
;   byte, or on another object, fill the object with poison (UB before);
;   on a poison pointer they do nothing (UB before);
; - llvm.is.fpclass (unsupported before); the NaN an operation makes may
;   be signaling in the oracle's second run (a false alarm before);
; - intrinsic names without type suffixes or with typed-pointer ones
;   (unsupported before);
; - null_pointer_is_valid: address 0 holds an object (4096 bytes of the
;   input's seed); the attribute was ignored before, so both incorrect
;   pairs were reported correct (Alive2's attrs/null_is_valid and 2);
;   a function without the attribute in the same module keeps null UB
;   (@nonull), and address 0 is aligned to anything (LLVM -O2 marks such
;   accesses align 2147483648).
; RUN: not passcheck equiv %s | FileCheck %s
; CHECK: @padmemset: correct
; CHECK: @lifetimemid: incorrect: target has UB
; CHECK: @lifetimepoison: correct
; CHECK: @lifetimefill: correct
; CHECK: @lifetimefill2: incorrect: target more poisonous
; CHECK: @fpclass: incorrect: value mismatch
; CHECK: @fpclassall: correct
; CHECK: @snanresult: correct
; CHECK: @names: correct
; CHECK: @nullload: incorrect: target has UB
; CHECK: @nullstore: incorrect: value mismatch
; CHECK-NEXT:   input:  %p = a buffer of {{[0-9]+}} bytes, %p = null
; CHECK: @nullok: correct
; CHECK: @nonull: correct
; CHECK: equiv: 13 pairs: 8 correct, 5 incorrect, 0 unsupported

%S = type { ptr, i32 }

define void @padmemset(ptr %src, ptr %dst) {
  %1 = load %S, ptr %src
  store %S zeroinitializer, ptr %src, align 8
  store %S %1, ptr %dst
  ret void
}
define void @padmemset.tgt(ptr %src, ptr %dst) {
  %1 = load %S, ptr %src
  call void @llvm.memset.p0i8.i64(ptr align 8 %src, i8 0, i64 16, i1 false)
  store %S %1, ptr %dst
  ret void
}

define void @lifetimemid() {
  %p = alloca i32
  %q = getelementptr i8, ptr %p, i32 1
  call void @llvm.lifetime.start.p0i8(i64 4, ptr %q)
  call void @llvm.lifetime.end.p0i8(i64 4, ptr %q)
  ret void
}
define void @lifetimemid.tgt() {
  unreachable
}

define void @lifetimepoison() {
  ret void
}
define void @lifetimepoison.tgt() {
  call void @llvm.lifetime.start.p0(i64 1, ptr poison)
  call void @llvm.lifetime.end.p0(i64 1, ptr poison)
  ret void
}

; the buffer is no alloca: lifetime.start fills it with poison
define i32 @lifetimefill(ptr %b) {
  store i32 7, ptr %b
  call void @llvm.lifetime.start.p0(i64 4, ptr %b)
  %v = load i32, ptr %b
  ret i32 %v
}
define i32 @lifetimefill.tgt(ptr %b) {
  store i32 7, ptr %b
  ret i32 7
}

define i32 @lifetimefill2(ptr %b) {
  store i32 7, ptr %b
  ret i32 7
}
define i32 @lifetimefill2.tgt(ptr %b) {
  store i32 7, ptr %b
  call void @llvm.lifetime.start.p0(i64 4, ptr %b)
  %v = load i32, ptr %b
  ret i32 %v
}

; fptrunc of a signaling NaN is a NaN (Alive2's trunc-snan)
define i1 @fpclass() {
  %f = fptrunc double 0x7FF0100000000000 to float
  %d = fpext float %f to double
  %n = call i1 @llvm.is.fpclass(double %d, i32 3)
  ret i1 %n
}
define i1 @fpclass.tgt() {
  ret i1 false
}

define i1 @fpclassall(float %x) {
  %c = call i1 @llvm.is.fpclass.f32(float %x, i32 1023)
  ret i1 %c
}
define i1 @fpclassall.tgt(float %x) {
  ret i1 true
}

; sNaN / 0.0 may be quiet or signaling (Alive2's snan)
define i1 @snanresult() {
  %r = fdiv double 0x7ff0000000000001, 0.0
  %s = call i1 @llvm.is.fpclass(double %r, i32 1)
  ret i1 %s
}
define i1 @snanresult.tgt() {
  ret i1 true
}

define float @names(float %x) {
  %a = call float @llvm.fabs(float %x)
  ret float %a
}
define float @names.tgt(float %x) {
  %a = call float @llvm.fabs.f32(float %x)
  ret float %a
}

define i8 @nullload() null_pointer_is_valid {
  %v = load i8, ptr null
  ret i8 %v
}
define i8 @nullload.tgt() null_pointer_is_valid {
  unreachable
}

; %p may be null, and then the second store overwrites the first
define i8 @nullstore(ptr %p) null_pointer_is_valid {
  store i8 2, ptr null
  store i8 3, ptr %p
  %v = load i8, ptr null
  ret i8 %v
}
define i8 @nullstore.tgt(ptr %p) null_pointer_is_valid {
  store i8 2, ptr null
  store i8 3, ptr %p
  ret i8 2
}

define i8 @nullok() null_pointer_is_valid {
  store i8 5, ptr null
  %v = load i8, ptr null
  ret i8 %v
}
define i8 @nullok.tgt() null_pointer_is_valid {
  store i8 5, ptr null
  ret i8 5
}

define i8 @nonull() {
  %v = load i8, ptr null
  ret i8 %v
}
define i8 @nonull.tgt() {
  unreachable
}

declare void @llvm.memset.p0i8.i64(ptr, i8, i64, i1)
declare void @llvm.lifetime.start.p0i8(i64, ptr)
declare void @llvm.lifetime.end.p0i8(i64, ptr)
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
declare i1 @llvm.is.fpclass(double, i32)
declare i1 @llvm.is.fpclass.f32(float, i32)
declare float @llvm.fabs(float)
declare float @llvm.fabs.f32(float)
