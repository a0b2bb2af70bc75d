; Call-site attributes (LangRef "Parameter Attributes": they apply to the
; value passed or returned at that call): nonnull and align without noundef
; make the argument the callee receives poison and leave the caller's value
; as it is; noundef makes poison UB; dereferenceable(N) is UB unless N bytes
; can be loaded.  The parser keeps them and the printer writes them back.
; RUN: not passcheck equiv %s | FileCheck %s
; RUN: passcheck print %s | FileCheck %s --check-prefix=PRINT
; RUN: passcheck print %s | llvm-as-16 -o /dev/null

; CHECK: @nonnull: correct ({{[0-9]+}} inputs, {{[0-9]+}} where the source was defined)
; CHECK-NEXT: @addnonnull: incorrect: target more poisonous
; CHECK-NEXT:   input:  %x = i64 0
; CHECK: @callerkeeps: correct ({{[0-9]+}} inputs, {{[0-9]+}} where the source was defined)
; CHECK-NEXT: @noundef: correct (exhaustive, 257 inputs, 256 where the source was defined)
; CHECK-NEXT: @addnoundef: incorrect: target has UB
; CHECK-NEXT:   input:  %x = i8 poison
; CHECK: @memcpyalign: incorrect: target has UB
; CHECK: target: ub: memory access through a poison pointer
; CHECK: @deref: correct (exhaustive, 771 inputs, 26 where the source was defined)
; CHECK-NEXT: @addderef: incorrect: target has UB
; CHECK: @retnonnull: correct ({{[0-9]+}} inputs, {{[0-9]+}} where the source was defined)
; CHECK-NEXT: @addretnonnull: incorrect: target more poisonous
; CHECK: equiv: 10 pairs: 5 correct, 5 incorrect, 0 unsupported

; PRINT: %r = call i1 @isnull(ptr nonnull %p)
; PRINT: %r = call i8 @frz(i8 noundef %x)
; PRINT: call void @llvm.memcpy.p0.p0.i64(ptr align 16 %d, ptr align 4 @g, i64 4, i1 false)
; PRINT: %r = call i32 @condload(ptr dereferenceable(4) %p, i1 %c)
; PRINT: %p = call noundef nonnull align 4 dereferenceable_or_null(8) ptr @mk(i64 %x)

@g = global i32 7
@arr = global [4 x i32] zeroinitializer

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define i1 @isnull(ptr %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define i1 @nonnull(i64 %x) {
  %p = inttoptr i64 %x to ptr
  %r = call i1 @isnull(ptr nonnull %p)
  ret i1 %r
}

define i1 @nonnull.tgt(i64 %x) {
  ret i1 false
}

define i1 @addnonnull(i64 %x) {
  %p = inttoptr i64 %x to ptr
  %r = call i1 @isnull(ptr %p)
  ret i1 %r
}

define i1 @addnonnull.tgt(i64 %x) {
  %p = inttoptr i64 %x to ptr
  %r = call i1 @isnull(ptr nonnull %p)
  ret i1 %r
}

; the poison goes to the callee only: the caller's %p is still defined
define i1 @callerkeeps(i64 %x) {
  %p = inttoptr i64 %x to ptr
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define i1 @callerkeeps.tgt(i64 %x) {
  %p = inttoptr i64 %x to ptr
  %r = call i1 @isnull(ptr nonnull %p)
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define i8 @frz(i8 %x) {
  %f = freeze i8 %x
  %r = sub i8 %f, %f
  ret i8 %r
}

define i8 @noundef(i8 %x) {
  %r = call i8 @frz(i8 noundef %x)
  ret i8 %r
}

define i8 @noundef.tgt(i8 %x) {
  %r = sub i8 %x, %x
  ret i8 %r
}

define i8 @addnoundef(i8 %x) {
  %r = call i8 @frz(i8 %x)
  ret i8 %r
}

define i8 @addnoundef.tgt(i8 %x) {
  %r = call i8 @frz(i8 noundef %x)
  ret i8 %r
}

; align 16 on a destination that is only 4-aligned: the memcpy gets poison
define i32 @memcpyalign() {
  %a = alloca [8 x i32], align 16
  %d = getelementptr i8, ptr %a, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 @g, i64 4, i1 false)
  %v = load i32, ptr %d, align 4
  ret i32 %v
}

define i32 @memcpyalign.tgt() {
  %a = alloca [8 x i32], align 16
  %d = getelementptr i8, ptr %a, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %d, ptr align 4 @g, i64 4, i1 false)
  %v = load i32, ptr %d, align 4
  ret i32 %v
}

define i32 @condload(ptr %p, i1 %c) {
  br i1 %c, label %ld, label %done

ld:
  %v = load i32, ptr %p, align 1
  br label %done

done:
  %r = phi i32 [ %v, %ld ], [ 0, %0 ]
  ret i32 %r
}

define i32 @specload(ptr %p, i1 %c) {
  %v = load i32, ptr %p, align 1
  %r = select i1 %c, i32 %v, i32 0
  ret i32 %r
}

; dereferenceable(4) at the call: the callee's load may be speculated
define i32 @deref(i8 %off, i1 %c) {
  %p = getelementptr i8, ptr @arr, i8 %off
  %r = call i32 @condload(ptr dereferenceable(4) %p, i1 %c)
  ret i32 %r
}

define i32 @deref.tgt(i8 %off, i1 %c) {
  %p = getelementptr i8, ptr @arr, i8 %off
  %r = call i32 @specload(ptr %p, i1 %c)
  ret i32 %r
}

define i32 @addderef(i1 %c) {
  %r = call i32 @condload(ptr @g, i1 %c)
  ret i32 %r
}

define i32 @addderef.tgt(i1 %c) {
  %r = call i32 @condload(ptr dereferenceable(8) @g, i1 %c)
  ret i32 %r
}

define ptr @mk(i64 %x) {
  %p = inttoptr i64 %x to ptr
  ret ptr %p
}

; nonnull on the call's result: null comes back as poison
define i1 @retnonnull(i64 %x) {
  %p = call nonnull ptr @mk(i64 %x)
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define i1 @retnonnull.tgt(i64 %x) {
  ret i1 false
}

define i1 @addretnonnull(i64 %x) {
  %p = call ptr @mk(i64 %x)
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define i1 @addretnonnull.tgt(i64 %x) {
  %p = call nonnull ptr @mk(i64 %x)
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define i1 @printed(i64 %x) {
  %p = call noundef nonnull align 4 dereferenceable_or_null(8) ptr @mk(i64 %x)
  %c = icmp eq ptr %p, null
  ret i1 %c
}
