; Function attributes written on a call site (or through "#N") hold for
; that call (LangRef "Function Attributes": "also valid on call sites"):
; memory(...) restricts the call as the callee's own attribute does (a
; violating access is UB); noreturn makes a return UB, and a function
; without a body marked noreturn ends the run as abort would (a trap the
; target must reach too).  On a function without a body the declaration
; alone decides what the callee does (xcall.c): the call site's
; attributes are promises, which a transformation may drop, and one the
; modelled callee breaks (memory(none) on a callee that may do I/O) is UB.
; The attributes print back as written.  A read of constant
; memory is no memory effect.
; RUN: not passcheck equiv %s | FileCheck %s
; RUN: passcheck print %s | FileCheck %s --check-prefix=PRINT

; CHECK: @ok: correct ({{[0-9]+}} inputs, {{[0-9]+}} where the source was defined)
; CHECK-NEXT: @addread: incorrect: target has UB
; CHECK: target: ub: write to {{.*}}which the memory attributes of a function being run forbid
; CHECK: @merge: correct ({{[0-9]+}} inputs, 0 where the source was defined)
; CHECK: @dropcs: correct ({{[0-9]+}} inputs, {{[1-9][0-9]*}} where the source was defined)
; CHECK-NEXT: @mergeevent: incorrect: call mismatch
; CHECK: @dropabort: incorrect: target has UB
; CHECK: source: trap
; CHECK: @returns: correct ({{[0-9]+}} inputs, 0 where the source was defined)
; CHECK: @constread: correct ({{[0-9]+}} inputs, {{[1-9][0-9]*}} where the source was defined)
; CHECK: equiv: 8 pairs: 5 correct, 3 incorrect, 0 unsupported

; PRINT: call void @w(ptr %p) memory(read)
; PRINT: call i32 @ext(i32 %x) nounwind memory(none)
; PRINT: call void @abort() noreturn

declare i32 @ext(i32)
declare void @abort()

define void @w(ptr %p) {
  store i32 1, ptr %p
  ret void
}
define i32 @r(ptr %p) {
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @ok(ptr %p) {
  call void @w(ptr %p)
  %v = call i32 @r(ptr %p) memory(read)
  ret i32 %v
}
define i32 @ok.tgt(ptr %p) {
  call void @w(ptr %p) memory(argmem: write)
  %v = call i32 @r(ptr %p) #0
  ret i32 %v
}

define i32 @addread(ptr %p) {
  call void @w(ptr %p)
  %v = call i32 @r(ptr %p)
  ret i32 %v
}
define i32 @addread.tgt(ptr %p) {
  call void @w(ptr %p) memory(read)
  %v = call i32 @r(ptr %p)
  ret i32 %v
}

; a call site's memory(none) on a callee whose declaration allows I/O is a
; promise the modelled callee breaks: UB, so anything goes ...
define i32 @merge(i32 %x) {
  %a = call i32 @ext(i32 %x) #1
  %b = call i32 @ext(i32 %x) #1
  %s = add i32 %a, %b
  ret i32 %s
}
define i32 @merge.tgt(i32 %x) {
  %a = call i32 @ext(i32 %x) #1
  %s = shl i32 %a, 1
  ret i32 %s
}

; ... a call site's attribute the declaration makes true may be dropped
; (the callee stays the same) ...
declare i32 @pure(i32) memory(none) nounwind willreturn
define i32 @dropcs(i32 %x) {
  %a = call i32 @pure(i32 %x) #1
  ret i32 %a
}
define i32 @dropcs.tgt(i32 %x) {
  %a = call i32 @pure(i32 %x)
  ret i32 %a
}

; ... and without it, each call is an event
define i32 @mergeevent(i32 %x) {
  %a = call i32 @ext(i32 %x)
  %b = call i32 @ext(i32 %x)
  %s = add i32 %a, %b
  ret i32 %s
}
define i32 @mergeevent.tgt(i32 %x) {
  %a = call i32 @ext(i32 %x)
  %s = shl i32 %a, 1
  ret i32 %s
}

define void @dropabort(i32 %x) {
  call void @abort() noreturn
  unreachable
}
define void @dropabort.tgt(i32 %x) {
  unreachable
}

; a call marked noreturn that returns: UB, so no input is defined
define i32 @returns(ptr %p) {
  %v = call i32 @r(ptr %p) noreturn
  ret i32 %v
}
define i32 @returns.tgt(ptr %p) {
  ret i32 0
}

; a read of constant memory is no memory effect: memory(none) holds
@tab = internal constant [4 x i32] [i32 3, i32 5, i32 7, i32 11]
define i32 @lookup(i32 %i) memory(none) {
  %j = and i32 %i, 3
  %p = getelementptr [4 x i32], ptr @tab, i32 0, i32 %j
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @constread(i32 %i) {
  %v = call i32 @lookup(i32 %i)
  ret i32 %v
}
define i32 @constread.tgt(i32 %i) {
  %v = call i32 @lookup(i32 %i) memory(none)
  ret i32 %v
}

attributes #0 = { memory(read) nounwind }
attributes #1 = { memory(none) nounwind }
