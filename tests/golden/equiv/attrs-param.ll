; Parameter and return attributes of definitions (LangRef "Parameter
; Attributes", "Function Attributes"): readonly and readnone on a pointer
; parameter make a write through it UB (the function's buffer is reached
; through it alone unless another argument aliases it; @roparam was
; reported correct before); nonnull and align make a value that
; breaks them poison, noundef makes poison UB, dereferenceable(N) and
; dereferenceable_or_null(N) are UB unless N bytes can be loaded, and a
; noreturn function that returns is UB.  Each pair has a correct variant (the
; target uses the fact to optimise) and an incorrect one (the target adds a
; fact that does not hold).  Helpers without a .tgt are called from both sides.
; RUN: not passcheck equiv %s | FileCheck %s

; CHECK: @nonnull: correct ({{[0-9]+}} inputs, {{[0-9]+}} where the source was defined)
; CHECK-NEXT: @addnonnull: incorrect: target more poisonous
; CHECK-NEXT:   input:  %x = i64 0
; CHECK: @align: correct ({{[0-9]+}} inputs, {{[0-9]+}} where the source was defined)
; CHECK-NEXT: @addalign: incorrect: target more poisonous
; CHECK: @noundef: correct (exhaustive, 257 inputs, 256 where the source was defined)
; CHECK-NEXT: @addnoundef: incorrect: target has UB
; CHECK-NEXT:   input:  %x = i8 poison
; CHECK: @deref: correct (exhaustive, 771 inputs, 26 where the source was defined)
; CHECK-NEXT: @addderef: incorrect: target has UB
; CHECK: target: ub: a dereferenceable pointer is not dereferenceable
; CHECK: @derefnull: correct ({{[0-9]+}} inputs, {{[0-9]+}} where the source was defined)
; CHECK-NEXT: @retnonnull: correct ({{[0-9]+}} inputs, {{[0-9]+}} where the source was defined)
; CHECK-NEXT: @addretnonnull: incorrect: target more poisonous
; CHECK: @retalign: incorrect: target more poisonous
; CHECK: @noreturn: correct (exhaustive, 257 inputs, 255 where the source was defined)
; CHECK-NEXT: @addnoreturn: incorrect: target has UB
; CHECK: target: ub: return from a noreturn function
; CHECK: @retstack: correct (exhaustive, 257 inputs, 0 where the source was defined)
; CHECK: @retstackbad: incorrect: target has UB
; CHECK: target: ub: a dereferenceable pointer returned into a stack object of the returning function
; CHECK: @retarg: correct (exhaustive, 257 inputs, 1 where the source was defined)
; CHECK-NEXT: @addreturned: incorrect: target has UB
; CHECK: target: ub: a function returns a value other than its parameter marked returned
; CHECK: @roparam: incorrect: target has UB
; CHECK: @roparam_ok: correct
; CHECK: equiv: 20 pairs: 10 correct, 10 incorrect, 0 unsupported

@g = global i32 0
@arr = global [4 x i32] zeroinitializer

define i1 @isnull(ptr %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define i1 @isnull.nn(ptr nonnull %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}

; the callee's parameter is nonnull: a null argument makes the test poison,
; so the target may fold it to false
define i1 @nonnull(i64 %x) {
  %p = inttoptr i64 %x to ptr
  %r = call i1 @isnull.nn(ptr %p)
  ret i1 %r
}

define i1 @nonnull.tgt(i64 %x) {
  ret i1 false
}

; a nonnull added where null arrives
define i1 @addnonnull(i64 %x) {
  %p = inttoptr i64 %x to ptr
  %r = call i1 @isnull(ptr %p)
  ret i1 %r
}

define i1 @addnonnull.tgt(i64 %x) {
  %p = inttoptr i64 %x to ptr
  %r = call i1 @isnull.nn(ptr %p)
  ret i1 %r
}

define i64 @low(ptr %p) {
  %i = ptrtoint ptr %p to i64
  %l = and i64 %i, 15
  ret i64 %l
}

define i64 @low.a16(ptr align 16 %p) {
  %i = ptrtoint ptr %p to i64
  %l = and i64 %i, 15
  ret i64 %l
}

; align 16: the low four bits of the address are zero (or the value poison)
define i64 @align(i64 %x) {
  %p = inttoptr i64 %x to ptr
  %r = call i64 @low.a16(ptr %p)
  ret i64 %r
}

define i64 @align.tgt(i64 %x) {
  ret i64 0
}

define i64 @addalign(i64 %x) {
  %p = inttoptr i64 %x to ptr
  %r = call i64 @low(ptr %p)
  ret i64 %r
}

define i64 @addalign.tgt(i64 %x) {
  %p = inttoptr i64 %x to ptr
  %r = call i64 @low.a16(ptr %p)
  ret i64 %r
}

; noundef: a poison argument is UB, so freeze may go (f - f of a frozen
; value is 0 even for poison)
define i8 @noundef(i8 noundef %x) {
  %f = freeze i8 %x
  %r = sub i8 %f, %f
  ret i8 %r
}

define i8 @noundef.tgt(i8 noundef %x) {
  %r = sub i8 %x, %x
  ret i8 %r
}

define i8 @frz(i8 %x) {
  %f = freeze i8 %x
  %r = sub i8 %f, %f
  ret i8 %r
}

define i8 @frz.nu(i8 noundef %x) {
  %f = freeze i8 %x
  %r = sub i8 %f, %f
  ret i8 %r
}

define i8 @addnoundef(i8 %x) {
  %r = call i8 @frz(i8 %x)
  ret i8 %r
}

define i8 @addnoundef.tgt(i8 %x) {
  %r = call i8 @frz.nu(i8 %x)
  ret i8 %r
}

define i32 @condload(ptr dereferenceable(4) %p, i1 %c) {
  br i1 %c, label %ld, label %done

ld:
  %v = load i32, ptr %p, align 1
  br label %done

done:
  %r = phi i32 [ %v, %ld ], [ 0, %0 ]
  ret i32 %r
}

define i32 @specload(ptr dereferenceable(4) %p, i1 %c) {
  %v = load i32, ptr %p, align 1
  %r = select i1 %c, i32 %v, i32 0
  ret i32 %r
}

define i32 @condload.plain(ptr %p, i1 %c) {
  br i1 %c, label %ld, label %done

ld:
  %v = load i32, ptr %p, align 1
  br label %done

done:
  %r = phi i32 [ %v, %ld ], [ 0, %0 ]
  ret i32 %r
}

define i32 @condload.d8(ptr dereferenceable(8) %p, i1 %c) {
  br i1 %c, label %ld, label %done

ld:
  %v = load i32, ptr %p, align 1
  br label %done

done:
  %r = phi i32 [ %v, %ld ], [ 0, %0 ]
  ret i32 %r
}

; dereferenceable(4): the load may be made unconditional (speculated)
define i32 @deref(i8 %off, i1 %c) {
  %p = getelementptr i8, ptr @arr, i8 %off
  %r = call i32 @condload(ptr %p, i1 %c)
  ret i32 %r
}

define i32 @deref.tgt(i8 %off, i1 %c) {
  %p = getelementptr i8, ptr @arr, i8 %off
  %r = call i32 @specload(ptr %p, i1 %c)
  ret i32 %r
}

; dereferenceable(8) on a 4-byte global: UB where the source is defined
define i32 @addderef(i1 %c) {
  %r = call i32 @condload.plain(ptr @g, i1 %c)
  ret i32 %r
}

define i32 @addderef.tgt(i1 %c) {
  %r = call i32 @condload.d8(ptr @g, i1 %c)
  ret i32 %r
}

define i1 @isnull.dn(ptr dereferenceable_or_null(4) %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}

; dereferenceable_or_null(4) on a small address that names no object is
; UB, so the target may call those null too
define i1 @derefnull(i64 %x) {
  %p = inttoptr i64 %x to ptr
  %r = call i1 @isnull.dn(ptr %p)
  ret i1 %r
}

define i1 @derefnull.tgt(i64 %x) {
  %r = icmp ult i64 %x, 4096
  ret i1 %r
}

define nonnull ptr @mk.nn(i64 %x) {
  %p = inttoptr i64 %x to ptr
  ret ptr %p
}

define ptr @mk(i64 %x) {
  %p = inttoptr i64 %x to ptr
  ret ptr %p
}

define align 8 ptr @mk.a8(i64 %x) {
  %p = inttoptr i64 %x to ptr
  ret ptr %p
}

; a nonnull return value: null comes back as poison
define i1 @retnonnull(i64 %x) {
  %p = call ptr @mk.nn(i64 %x)
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
  %p = call ptr @mk.nn(i64 %x)
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define i64 @retalign(i64 %x) {
  %p = call ptr @mk(i64 %x)
  %i = ptrtoint ptr %p to i64
  ret i64 %i
}

define i64 @retalign.tgt(i64 %x) {
  %p = call ptr @mk.a8(i64 %x)
  %i = ptrtoint ptr %p to i64
  ret i64 %i
}

define void @stop() noreturn {
  ret void
}

define void @stop.plain() {
  ret void
}

; a call of a noreturn function that returns is UB: the path may go
define i8 @noreturn(i8 %x) {
  %c = icmp eq i8 %x, 0
  br i1 %c, label %die, label %ok

die:
  call void @stop()
  ret i8 7

ok:
  ret i8 %x
}

define i8 @noreturn.tgt(i8 %x) {
  ret i8 %x
}

define i8 @addnoreturn(i8 %x) {
  call void @stop.plain()
  ret i8 %x
}

define i8 @addnoreturn.tgt(i8 %x) {
  call void @stop()
  ret i8 %x
}

; dereferenceable on a returned pointer holds after the return: one into
; the function's own alloca (which dies with it) breaks it
define dereferenceable(4) ptr @retstack(i8 %x) {
  %p = alloca i32
  ret ptr %p
}
define dereferenceable(4) ptr @retstack.tgt(i8 %x) {
  unreachable
}

define dereferenceable(4) ptr @retstackbad(ptr dereferenceable(4) %q) {
  ret ptr %q
}
define dereferenceable(4) ptr @retstackbad.tgt(ptr dereferenceable(4) %q) {
  %p = alloca i32
  ret ptr %p
}

; returned: returning another value than the parameter is UB
define i8 @retarg(i8 returned %x) {
  %c = icmp eq i8 %x, 10
  br i1 %c, label %a, label %b
a:
  ret i8 %x
b:
  %y = add i8 %x, 1
  ret i8 %y
}
define i8 @retarg.tgt(i8 returned %x) {
  ret i8 10
}

define i8 @addreturned(i8 %x) {
  ret i8 0
}
define i8 @addreturned.tgt(i8 returned %x) {
  ret i8 0
}

; a readonly parameter introduced on a function that writes through it
; (Alive2's attrs/intro-arg-fail)
define i8 @roparam(ptr %p) {
  store i8 3, ptr %p
  ret i8 2
}
define i8 @roparam.tgt(ptr readonly %p) {
  store i8 3, ptr %p
  ret i8 2
}

define i8 @roparam_ok(ptr readonly %p) {
  %v = load i8, ptr %p
  %w = add i8 %v, 1
  ret i8 %w
}
define i8 @roparam_ok.tgt(ptr readonly %p) {
  %v = load i8, ptr %p
  %w = sub i8 %v, -1
  ret i8 %w
}
