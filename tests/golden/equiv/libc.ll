; C library functions without a body have their C meaning (core/interp/
; xcall.c "The C library"): malloc, calloc, free, memcpy, memmove, memset,
; memcmp, bcmp, strlen.  The correct targets are what opt-16 -passes=
; instcombine makes of the sources (a constant memcmp folded to its sign, a
; one-byte memcmp expanded to the byte difference: C specifies only the
; sign, and both choices are tried); each incorrect one breaks C's meaning.
; RUN: not passcheck equiv %s | FileCheck %s

; CHECK: @unused: correct
; CHECK-NEXT: @len: correct (exhaustive, {{[0-9]+}} inputs, {{[0-9]+}} where the source was defined)
; CHECK-NEXT: @cmp: correct (exhaustive, {{[0-9]+}} inputs, {{[0-9]+}} where the source was defined)
; CHECK-NEXT: @cmp1: correct
; CHECK-NEXT: @zeroed: correct
; CHECK-NEXT: @copy: correct
; CHECK-NEXT: @uaf: incorrect: target has UB
; CHECK: target: ub: use after end of lifetime: 4 bytes at offset 0 of a 16-byte malloc'd object
; CHECK: @short: incorrect: target has UB
; CHECK: @sign: incorrect: value mismatch
; CHECK: @lenoff: incorrect: value mismatch
; CHECK: @nozero: incorrect: {{.*}}
; CHECK: equiv: 11 pairs: 6 correct, 5 incorrect, 0 unsupported

declare ptr @malloc(i64)
declare ptr @calloc(i64, i64)
declare void @free(ptr)
declare ptr @memcpy(ptr, ptr, i64)
declare ptr @memset(ptr, i32, i64)
declare i64 @strlen(ptr)
declare i32 @memcmp(ptr, ptr, i64)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
@s = constant [6 x i8] c"hello\00"
@t = constant [6 x i8] c"help!\00"

; an unused allocation and its free go
define i64 @unused(i64 %x) {
  %m = call ptr @malloc(i64 %x)
  call void @free(ptr %m)
  ret i64 %x
}
define i64 @unused.tgt(i64 %x) {
  ret i64 %x
}

define i64 @len() {
  %n = call i64 @strlen(ptr @s)
  ret i64 %n
}
define i64 @len.tgt() {
  ret i64 5
}

define i32 @cmp() {
  %n = call i32 @memcmp(ptr @s, ptr @t, i64 5)
  ret i32 %n
}
define i32 @cmp.tgt() {
  ret i32 -1
}

define i32 @cmp1(ptr %a, ptr %b) {
  %n = call i32 @memcmp(ptr %a, ptr %b, i64 1)
  ret i32 %n
}
define i32 @cmp1.tgt(ptr %a, ptr %b) {
  %x = load i8, ptr %a
  %y = load i8, ptr %b
  %xx = zext i8 %x to i32
  %yy = zext i8 %y to i32
  %d = sub nsw i32 %xx, %yy
  ret i32 %d
}

; malloc + memset 0 is calloc
define i32 @zeroed(i64 %i) {
  %j = and i64 %i, 3
  %m = call ptr @malloc(i64 16)
  %r = call ptr @memset(ptr %m, i32 0, i64 16)
  %p = getelementptr i32, ptr %m, i64 %j
  %v = load i32, ptr %p
  call void @free(ptr %m)
  ret i32 %v
}
define i32 @zeroed.tgt(i64 %i) {
  %j = and i64 %i, 3
  %m = call ptr @calloc(i64 1, i64 16)
  %p = getelementptr i32, ptr %m, i64 %j
  %v = load i32, ptr %p
  call void @free(ptr %m)
  ret i32 %v
}

; C memcpy is llvm.memcpy
define void @copy(ptr %d, ptr %s) {
  %r = call ptr @memcpy(ptr %d, ptr %s, i64 12)
  ret void
}
define void @copy.tgt(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 12, i1 false)
  ret void
}

; free moved above the last use
define i32 @uaf(i32 %x) {
  %m = call ptr @malloc(i64 16)
  store i32 %x, ptr %m
  %v = load i32, ptr %m
  call void @free(ptr %m)
  ret i32 %v
}
define i32 @uaf.tgt(i32 %x) {
  %m = call ptr @malloc(i64 16)
  store i32 %x, ptr %m
  call void @free(ptr %m)
  %v = load i32, ptr %m
  ret i32 %v
}

; an allocation made smaller than its accesses
define i32 @short(i32 %x) {
  %m = call ptr @malloc(i64 16)
  %p = getelementptr i8, ptr %m, i64 12
  store i32 %x, ptr %p
  %v = load i32, ptr %p
  call void @free(ptr %m)
  ret i32 %v
}
define i32 @short.tgt(i32 %x) {
  %m = call ptr @malloc(i64 12)
  %p = getelementptr i8, ptr %m, i64 12
  store i32 %x, ptr %p
  %v = load i32, ptr %p
  call void @free(ptr %m)
  ret i32 %v
}

; a constant memcmp folded to the wrong sign
define i32 @sign() {
  %n = call i32 @memcmp(ptr @s, ptr @t, i64 5)
  ret i32 %n
}
define i32 @sign.tgt() {
  ret i32 1
}

define i64 @lenoff() {
  %n = call i64 @strlen(ptr @s)
  ret i64 %n
}
define i64 @lenoff.tgt() {
  ret i64 6
}

; equal prefixes: memcmp is 0, not the result of a longer compare
define i32 @nozero() {
  %n = call i32 @memcmp(ptr @s, ptr @t, i64 3)
  ret i32 %n
}
define i32 @nozero.tgt() {
  %n = call i32 @memcmp(ptr @s, ptr @t, i64 4)
  ret i32 %n
}
