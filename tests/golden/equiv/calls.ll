; Calls of functions without a body (core/interp/xcall.c): a callee that
; may write memory is an observable event, so the target must make the same
; calls in the same order with arguments at least as defined; a callee whose
; memory attributes forbid writes is a function of its arguments, which a
; transformation may merge, move or delete (a declaration's range, an LLVM
; 19 attribute, is in test_xcall).  Each correct pair is one LLVM
; may make; each incorrect one breaks the rule.
; RUN: not passcheck equiv %s | FileCheck %s
; RUN: passcheck run %s --func events --seed 3 --grid 1x1 | FileCheck %s --check-prefix=EV

; CHECK: @cse: correct ({{[0-9]+}} inputs, {{[0-9]+}} where the source was defined)
; CHECK-NEXT: @hoist: correct
; CHECK-NEXT: @deadpure: correct
; CHECK-NEXT: @poisonarg: correct
; CHECK-NEXT: @swap: incorrect: call mismatch
; CHECK: calls: source call 0 of thread 0 of block 0: @f(i32 {{-?[0-9]+}}); target call 0 of thread 0 of block 0: @g()
; CHECK: @changedarg: incorrect: call mismatch
; CHECK: calls: source call 0 of thread 0 of block 0: @f(i32 [[X:-?[0-9]+]]); target call 0 of thread 0 of block 0: @f(i32 {{-?[0-9]+}})
; CHECK: @deadevent: incorrect: behaviour mismatch
; CHECK: source: trap: a function without a body ends the run as abort would (one call in 16) at call void @g()
; CHECK: target: returns
; CHECK: @poisontgt: incorrect: call mismatch
; CHECK: calls: source call 0 of thread 0 of block 0: @f(i32 {{-?[0-9]+}}); target call 0 of thread 0 of block 0: @f(i32 poison)
; CHECK: @ptrarg: incorrect: call mismatch
; CHECK: calls: source call 0 of thread 0 of block 0: @use(ptr param 0 + 0) reading {{[0-9a-f]+}}; target call 0 of thread 0 of block 0: @use(ptr param 0 + 4) reading {{[0-9a-f]+}}
; CHECK: @noundefpure: incorrect: target has UB
; CHECK: equiv: 10 pairs: 4 correct, 6 incorrect, 0 unsupported

; EV: status: ok
; EV: call 0 of thread 0 of block 0: @f(i32 {{-?[0-9]+}})
; EV-NEXT: call 1 of thread 0 of block 0: @g()
; EV-NEXT: call 2 of thread 0 of block 0: @use(ptr param 0 + 8) reading {{[0-9a-f]+}}

declare void @f(i32)
declare void @g()
declare i32 @pure(i32) memory(none) nounwind willreturn
declare i32 @ro(ptr) memory(read) nounwind willreturn
declare void @use(ptr)
declare noundef i32 @nu(i32) memory(none) nounwind willreturn

; two calls of a pure function with the same argument are one
define i32 @cse(i32 %x) {
  %a = call i32 @pure(i32 %x)
  %b = call i32 @pure(i32 %x)
  %r = add i32 %a, %b
  ret i32 %r
}
define i32 @cse.tgt(i32 %x) {
  %a = call i32 @pure(i32 %x)
  %r = shl i32 %a, 1
  ret i32 %r
}

; a read-only call moves across an event
define i32 @hoist(i32 %x, ptr %p) {
  call void @f(i32 %x)
  %a = call i32 @ro(ptr %p)
  ret i32 %a
}
define i32 @hoist.tgt(i32 %x, ptr %p) {
  %a = call i32 @ro(ptr %p)
  call void @f(i32 %x)
  ret i32 %a
}

; an unused pure call goes
define void @deadpure(i32 %x) {
  %a = call i32 @pure(i32 %x)
  call void @g()
  ret void
}
define void @deadpure.tgt(i32 %x) {
  call void @g()
  ret void
}

; a poison argument in the source allows any argument in the target
define void @poisonarg(i32 %x) {
  %y = add nsw i32 %x, 2147483647
  call void @f(i32 %y)
  ret void
}
define void @poisonarg.tgt(i32 %x) {
  %y = add i32 %x, 2147483647
  call void @f(i32 %y)
  ret void
}

; events reordered
define void @swap(i32 %x) {
  call void @f(i32 %x)
  call void @g()
  ret void
}
define void @swap.tgt(i32 %x) {
  call void @g()
  call void @f(i32 %x)
  ret void
}

; an argument changed
define void @changedarg(i32 %x) {
  call void @f(i32 %x)
  ret void
}
define void @changedarg.tgt(i32 %x) {
  %y = xor i32 %x, 1
  call void @f(i32 %y)
  ret void
}

; an event deleted as if it were pure
define void @deadevent(i32 %x) {
  call void @f(i32 %x)
  call void @g()
  ret void
}
define void @deadevent.tgt(i32 %x) {
  call void @f(i32 %x)
  ret void
}

; the target passes poison where the source passed a value
define void @poisontgt(i32 %x) {
  %y = add i32 %x, 2147483647
  call void @f(i32 %y)
  ret void
}
define void @poisontgt.tgt(i32 %x) {
  %y = add nsw i32 %x, 2147483647
  call void @f(i32 %y)
  ret void
}

; a pointer argument into another place of the same buffer
define void @ptrarg(ptr %p) {
  call void @use(ptr %p)
  ret void
}
define void @ptrarg.tgt(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 4
  call void @use(ptr %q)
  ret void
}

; poison to a pure function whose result is noundef: UB (it may branch on it)
define i32 @noundefpure(i32 %x) {
  %r = call i32 @nu(i32 %x)
  ret i32 %r
}
define i32 @noundefpure.tgt(i32 %x) {
  %y = add nsw i32 %x, 2147483647
  %r = call i32 @nu(i32 %y)
  ret i32 %r
}

define void @events(ptr %p) {
  %x = load i32, ptr %p
  call void @f(i32 %x)
  call void @g()
  %q = getelementptr i8, ptr %p, i64 8
  call void @use(ptr %q)
  ret void
}
