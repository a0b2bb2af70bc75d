; Indirect calls: a call through a pointer runs the function the pointer
; names (a function with a body directly, one without a body as an event
; compared between the sides); a pointer that is not the start of a
; function (null, a data object, an offset into a function) or names a
; function of another type than the call site's is UB (LangRef call).
; Function pointers may be stored, loaded back and held in globals.
; RUN: not passcheck equiv %s | FileCheck %s
; RUN: passcheck run %s --func event --grid 1x1 --seed 3 | FileCheck %s --check-prefix=EV

; CHECK: @devirt: correct (exhaustive, {{[0-9]+}} inputs, {{[0-9]+}} where the source was defined)
; CHECK-NEXT: @devirtwrong: incorrect: value mismatch
; CHECK:      input:  %c = i1 0, %x = i8 {{-?[0-9]+}}
; CHECK: @vtable: correct
; CHECK-NEXT: @stored: correct
; CHECK-NEXT: @storedwrong: incorrect: memory mismatch
; CHECK:      memory: parameter 0 %p byte {{[0-7]}}: source 0x{{[0-9a-f]+}}, target 0x{{[0-9a-f]+}}
; CHECK: @event: correct
; CHECK-NEXT: @eventwrong: incorrect: call mismatch
; CHECK: calls: source call 0 of thread 0 of block 0: @ev2(i8 [[X:-?[0-9]+]]); target call 0 of thread 0 of block 0: @ev1(i8 [[X]])
; CHECK: @null: incorrect: target has UB
; CHECK: target: ub: indirect call through a null pointer
; CHECK: @data: incorrect: target has UB
; CHECK: target: ub: indirect call through a pointer that is not a function
; CHECK: @offset: incorrect: target has UB
; CHECK: target: ub: indirect call through a pointer that is not a function
; CHECK: @sig: incorrect: target has UB
; CHECK: target: ub: indirect call through a pointer to a function of another type
; CHECK: @poison: incorrect: target has UB
; CHECK: target: ub: indirect call through a poison pointer
; CHECK: @srcub: correct (exhaustive, {{[0-9]+}} inputs, 0 where the source was defined)
; CHECK: @specialize: incorrect: target has UB
; CHECK-NEXT:   input:  %p = a buffer of {{[0-9]+}} bytes, %fn = a buffer of {{[0-9]+}} bytes, %fn = @rd
; CHECK: @specialize_ok: correct
; CHECK: equiv: 15 pairs: 6 correct, 9 incorrect, 0 unsupported

; EV: status: ok
; EV: call 0 of thread 0 of block 0: @ev{{[12]}}(i8 {{-?[0-9]+}})

declare void @ev1(i8)
declare void @ev2(i8)

@vt = constant [2 x ptr] [ptr @inc, ptr @dbl]

define i8 @inc(i8 %x) {
  %r = add i8 %x, 1
  ret i8 %r
}

define i8 @dbl(i8 %x) {
  %r = shl i8 %x, 1
  ret i8 %r
}

; devirtualisation: the select of two callees becomes a branch to direct calls
define i8 @devirt(i1 %c, i8 %x) {
  %fp = select i1 %c, ptr @inc, ptr @dbl
  %r = call i8 %fp(i8 %x)
  ret i8 %r
}
define i8 @devirt.tgt(i1 %c, i8 %x) {
  br i1 %c, label %a, label %b
a:
  %r1 = call i8 @inc(i8 %x)
  ret i8 %r1
b:
  %r2 = call i8 @dbl(i8 %x)
  ret i8 %r2
}

; the wrong devirtualisation calls @inc on both paths
define i8 @devirtwrong(i1 %c, i8 %x) {
  %fp = select i1 %c, ptr @inc, ptr @dbl
  %r = call i8 %fp(i8 %x)
  ret i8 %r
}
define i8 @devirtwrong.tgt(i1 %c, i8 %x) {
  %r = call i8 @inc(i8 %x)
  ret i8 %r
}

; a call through a table of function pointers in a constant global
define i8 @vtable(i8 %i, i8 %x) {
  %k = and i8 %i, 1
  %e = zext i8 %k to i64
  %slot = getelementptr [2 x ptr], ptr @vt, i64 0, i64 %e
  %fp = load ptr, ptr %slot
  %r = call i8 %fp(i8 %x)
  ret i8 %r
}
define i8 @vtable.tgt(i8 %i, i8 %x) {
  %k = trunc i8 %i to i1
  %a = add i8 %x, 1
  %b = shl i8 %x, 1
  %r = select i1 %k, i8 %b, i8 %a
  ret i8 %r
}

; a function pointer stored, loaded back and called; the stored pointer
; is observable memory
define i8 @stored(ptr %p, i8 %x) {
  store ptr @dbl, ptr %p
  %fp = load ptr, ptr %p
  %r = call i8 %fp(i8 %x)
  ret i8 %r
}
define i8 @stored.tgt(ptr %p, i8 %x) {
  store ptr @dbl, ptr %p
  %r = shl i8 %x, 1
  ret i8 %r
}

define i8 @storedwrong(ptr %p, i8 %x) {
  store ptr @dbl, ptr %p
  %fp = load ptr, ptr %p
  %r = call i8 %fp(i8 %x)
  ret i8 %r
}
define i8 @storedwrong.tgt(ptr %p, i8 %x) {
  store ptr @inc, ptr %p
  %r = shl i8 %x, 1
  ret i8 %r
}

; a function without a body called through a pointer: an event
define void @event(i1 %c, i8 %x) {
  %fp = select i1 %c, ptr @ev1, ptr @ev2
  call void %fp(i8 %x)
  ret void
}
define void @event.tgt(i1 %c, i8 %x) {
  br i1 %c, label %a, label %b
a:
  call void @ev1(i8 %x)
  ret void
b:
  call void @ev2(i8 %x)
  ret void
}

define void @eventwrong(i1 %c, i8 %x) {
  %fp = select i1 %c, ptr @ev1, ptr @ev2
  call void %fp(i8 %x)
  ret void
}
define void @eventwrong.tgt(i1 %c, i8 %x) {
  %fp = select i1 %c, ptr @ev2, ptr @ev1
  call void %fp(i8 %x)
  ret void
}

; calls through what is not a function's start, or not of the call's type
define i8 @null(i8 %x) {
  ret i8 %x
}
define i8 @null.tgt(i8 %x) {
  %r = call i8 null(i8 %x)
  ret i8 %r
}

define i8 @data(ptr %p, i8 %x) {
  ret i8 %x
}
define i8 @data.tgt(ptr %p, i8 %x) {
  %r = call i8 %p(i8 %x)
  ret i8 %r
}

define i8 @offset(i8 %x) {
  %r = call i8 @inc(i8 %x)
  ret i8 %r
}
define i8 @offset.tgt(i8 %x) {
  %fp = getelementptr i8, ptr @inc, i64 1
  %r = call i8 %fp(i8 %x)
  ret i8 %r
}

define i8 @sig(i8 %x) {
  %r = call i8 @inc(i8 %x)
  ret i8 %r
}
define i8 @sig.tgt(i8 %x) {
  %fp = select i1 true, ptr @inc, ptr @dbl
  %w = sext i8 %x to i16
  %r = call i8 %fp(i16 %w)
  ret i8 %r
}

define i8 @poison(i8 %x) {
  ret i8 %x
}
define i8 @poison.tgt(i8 %x) {
  %r = call i8 poison(i8 %x)
  ret i8 %r
}

; a source that calls through null is undefined: any target refines it
define i8 @srcub(i8 %x) {
  %r = call i8 null(i8 %x)
  ret i8 %r
}
define i8 @srcub.tgt(i8 %x) {
  ret i8 0
}

; a pointer parameter the function calls is, in one random vector in 8,
; the address of a function of the module of the call's type (Alive2's
; calls/indirect-specialize3: the specialised call promises readnone,
; which @rd's declaration does not back); the source was never given
; @rd before, so both were reported correct
define i8 @specialize(ptr %p, ptr %fn) {
  %v = call i8 %fn(ptr %p)
  ret i8 %v
}
define i8 @specialize.tgt(ptr %p, ptr %fn) {
  %c = icmp eq ptr %fn, @rd
  br i1 %c, label %then, label %else
then:
  %v = call i8 @rd(ptr readnone %p)
  ret i8 %v
else:
  %w = call i8 %fn(ptr %p)
  ret i8 %w
}

define i8 @specialize_ok(ptr %p, ptr %fn) {
  %v = call i8 %fn(ptr %p)
  ret i8 %v
}
define i8 @specialize_ok.tgt(ptr %p, ptr %fn) {
  %c = icmp eq ptr %fn, @rd
  br i1 %c, label %then, label %else
then:
  %v = call i8 @rd(ptr %p)
  ret i8 %v
else:
  %w = call i8 %fn(ptr %p)
  ret i8 %w
}
declare i8 @rd(ptr)
