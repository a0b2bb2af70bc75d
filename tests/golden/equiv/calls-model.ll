; What a function without a body does is decided by its declaration
; alone (core/interp/xcall.c): a call site's attributes are promises, which
; a transformation may drop and whose breach is UB.  An event may not
; return (one call in 16 ends the run as abort would; always with
; noreturn on the declaration, never with willreturn), so UB hoisted
; above it, or a call dropped before unreachable, is found.  A callee that
; writes inaccessible memory it cannot read is idempotent: two equal calls
; in a row are one.  ffs, ffsl and ffsll have their C meaning; another
; library function LLVM knows by name (strchr) is unsupported, as LLVM
; folds it by its meaning.  malloc'd objects passed to an event compare
; alike, whatever mallocs the target dropped.  A byval copy is argument
; memory: a store to it breaks memory(read) and readonly.  A call marked
; tail whose callee accesses an alloca of the caller is UB.
; RUN: not passcheck equiv %s | FileCheck %s

; CHECK: @dropnoreturn: correct ({{[0-9]+}} inputs, {{[1-9][0-9]*}} where the source was defined)
; CHECK-NEXT: @willret: correct (exhaustive, {{[0-9]+}} inputs, 0 where the source was defined)
; CHECK: @idem: correct ({{[0-9]+}} inputs, 96 where the source was defined)
; CHECK-NEXT: @ffsfold: correct (exhaustive
; CHECK-NEXT: @dropmalloc: correct
; CHECK-NEXT: @byvalro: correct ({{[0-9]+}} inputs, 0 where the source was defined)
; CHECK: @byvalmem: correct ({{[0-9]+}} inputs, 0 where the source was defined)
; CHECK: @tailalloca: correct ({{[0-9]+}} inputs, 0 where the source was defined)
; CHECK: @hoistub: incorrect: target has UB
; CHECK: source: trap: a function without a body ends the run as abort would (one call in 16) at call void @g()
; CHECK: target: ub: division by zero
; CHECK: @dropcall: incorrect: target has UB
; CHECK: @idemother: incorrect: call mismatch
; CHECK: @ffsbad: incorrect: value mismatch
; CHECK: @addtail: incorrect: target has UB
; CHECK: target: ub: a call marked tail accesses a stack object of its caller
; CHECK: @find: unsupported: unsupported call to @strchr: a library function LLVM knows by name, not modelled here
; CHECK: equiv: 14 pairs: 8 correct, 5 incorrect, 1 unsupported

declare void @g()
declare void @f(i32)
declare void @emit(i32) memory(inaccessiblemem: write)
declare i32 @ffs(i32)
declare ptr @malloc(i64)
declare ptr @strchr(ptr, i32)

; dropping a call site's noreturn is correct: the callee is the same
define i8 @dropnoreturn(i32 %x) {
  call void @f(i32 %x) noreturn
  ret i8 0
}
define i8 @dropnoreturn.tgt(i32 %x) {
  call void @f(i32 %x)
  ret i8 0
}

; a willreturn function whose call must not return: UB whatever the callee
define void @willret() willreturn {
  call void @g() noreturn
  ret void
}
define void @willret.tgt() willreturn {
  unreachable
}

; two equal calls of a callee that writes inaccessible memory it cannot
; read are one
define void @idem(i32 %x) {
  call void @emit(i32 %x)
  call void @emit(i32 %x)
  ret void
}
define void @idem.tgt(i32 %x) {
  call void @emit(i32 %x)
  ret void
}

; ffs(x) is cttz(x) + 1, 0 for 0 (instcombine's form)
define i32 @ffsfold(i16 %a) {
  %x = sext i16 %a to i32
  %r = call i32 @ffs(i32 %x)
  ret i32 %r
}
define i32 @ffsfold.tgt(i16 %a) {
  %x = sext i16 %a to i32
  %t = call i32 @llvm.cttz.i32(i32 %x, i1 true)
  %t1 = add nuw nsw i32 %t, 1
  %z = icmp eq i32 %x, 0
  %r = select i1 %z, i32 0, i32 %t1
  ret i32 %r
}
declare i32 @llvm.cttz.i32(i32, i1)

; an unused malloc goes; the object passed to the event is the same
define void @dropmalloc() {
  %m = call ptr @malloc(i64 4)
  %n = call ptr @malloc(i64 4)
  call void @use(ptr %n)
  ret void
}
define void @dropmalloc.tgt() {
  %n = call ptr @malloc(i64 4)
  call void @use(ptr %n)
  ret void
}
declare void @use(ptr)

; a store to a readonly byval copy is UB
define void @byvalro(ptr readonly byval(i32) %p) {
  store i32 0, ptr %p
  ret void
}
define void @byvalro.tgt(ptr readonly byval(i32) %p) {
  unreachable
}

; ... and so is one in a memory(read) function: the copy is argument memory
define void @byvalmem(ptr byval(i32) %p) memory(read) {
  store i32 0, ptr %p
  ret void
}
define void @byvalmem.tgt(ptr byval(i32) %p) memory(read) {
  unreachable
}

; tail: the callee accesses no alloca of the caller, so this memcpy is UB
define i64 @tailalloca(i64 %x) {
  %a = alloca i64
  %b = alloca i64
  store i64 %x, ptr %a
  tail call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 8, i1 false)
  %v = load i64, ptr %b
  ret i64 %v
}
define i64 @tailalloca.tgt(i64 %x) {
  ret i64 poison
}
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

; a division by zero hoisted above a call that may not return
define i32 @hoistub(i32 %x) {
  call void @g()
  %z = and i32 %x, 0
  %d = udiv i32 100, %z
  ret i32 %d
}
define i32 @hoistub.tgt(i32 %x) {
  %z = and i32 %x, 0
  %d = udiv i32 100, %z
  call void @g()
  ret i32 %d
}

; a call before unreachable may end the run: it stays
define void @dropcall(i32 %x) {
  call void @f(i32 %x)
  unreachable
}
define void @dropcall.tgt(i32 %x) {
  unreachable
}

; calls of the idempotent callee with other arguments stay two
define void @idemother(i32 %x) {
  call void @emit(i32 %x)
  %y = add i32 %x, 1
  call void @emit(i32 %y)
  ret void
}
define void @idemother.tgt(i32 %x) {
  call void @emit(i32 %x)
  ret void
}

define i32 @ffsbad(i32 %x) {
  %r = call i32 @ffs(i32 %x)
  ret i32 %r
}
define i32 @ffsbad.tgt(i32 %x) {
  %r = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  ret i32 %r
}

; tail added to a call whose callee reads the caller's alloca
define void @addtail(i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  call void @use(ptr %a)
  ret void
}
define void @addtail.tgt(i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  tail call void @use(ptr %a)
  ret void
}

; LLVM folds strchr by its meaning: no model, so unsupported
define ptr @find(i32 %c) {
  %p = call ptr @strchr(ptr @s, i32 %c)
  ret ptr %p
}
define ptr @find.tgt(i32 %c) {
  %p = call ptr @strchr(ptr @s, i32 %c)
  ret ptr %p
}
@s = constant [4 x i8] c"abc\00"
