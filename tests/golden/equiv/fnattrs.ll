; Function attributes that make an execution UB (LangRef "Function
; Attributes"): a call of a function whose memory attributes (memory(...),
; readnone, readonly, writeonly, argmemonly) it breaks, over the whole call
; and its callees (its own allocas and byval copies are free; argmem is
; what the pointer arguments name, inaccessiblemem no object here).  byval
; gives the callee a copy.  noreturn is in attrs-param.ll.  Each correct target uses the attribute, each incorrect
; one adds an attribute that does not hold.
; RUN: not passcheck equiv %s | FileCheck %s
; RUN: passcheck print %s | FileCheck %s --check-prefix=PRINT

; CHECK: @readonly: correct ({{[0-9]+}} inputs, 0 where the source was defined)
; CHECK: @addreadonly: incorrect: target has UB
; CHECK: target: ub: write to {{.*}}which the memory attributes of a function being run forbid
; CHECK: @readnone: correct (exhaustive, 1 inputs, 0 where the source was defined)
; CHECK: @local: correct (exhaustive, 257 inputs, 257 where the source was defined)
; CHECK-NEXT: @addreadnone: incorrect: target has UB
; CHECK: target: ub: read of {{.*}}which the memory attributes of a function being run forbid
; CHECK: @writeonly: incorrect: target has UB
; CHECK: @argmem: correct ({{[0-9]+}} inputs, 0 where the source was defined)
; CHECK: @argmemok: correct ({{[0-9]+}} inputs, {{[0-9]+}} where the source was defined)
; CHECK-NEXT: @addargmem: incorrect: target has UB
; CHECK: @mixed: correct ({{[0-9]+}} inputs, 0 where the source was defined)
; CHECK: @byval: correct ({{[0-9]+}} inputs, {{[0-9]+}} where the source was defined)
; CHECK-NEXT: @dropbyval: incorrect: {{.*}}
; CHECK: equiv: 12 pairs: 7 correct, 5 incorrect, 0 unsupported

; PRINT: define void @set.ro(ptr %p) memory(read) {
; PRINT: define i32 @get.rn() memory(none) {
; PRINT: define void @get.wo(ptr %p) memory(write) {
; PRINT: define void @mix(ptr %p) memory(read, argmem: readwrite, inaccessiblemem: read) {

@g = global i32 0

define void @set(ptr %p) {
  store i32 7, ptr %p, align 4
  ret void
}

define void @set.ro(ptr %p) readonly {
  call void @set(ptr %p)
  ret void
}

; a readonly callee cannot change *%p: the load after it sees the store
; before it (here the callee writes, so the source is UB)
define i32 @readonly(ptr %p) {
  store i32 0, ptr %p, align 4
  call void @set.ro(ptr %p)
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @readonly.tgt(ptr %p) {
  store i32 0, ptr %p, align 4
  call void @set.ro(ptr %p)
  ret i32 0
}

define i32 @addreadonly(ptr %p) {
  call void @set(ptr %p)
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @addreadonly.tgt(ptr %p) {
  call void @set.ro(ptr %p)
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @get() {
  %v = load i32, ptr @g, align 4
  ret i32 %v
}

define i32 @get.rn() memory(none) {
  %v = load i32, ptr @g, align 4
  ret i32 %v
}

; two calls of a readnone function give the same value across a store
define i32 @readnone() {
  %a = call i32 @get.rn()
  store i32 1, ptr @g, align 4
  %b = call i32 @get.rn()
  %d = sub i32 %a, %b
  ret i32 %d
}

define i32 @readnone.tgt() {
  store i32 1, ptr @g, align 4
  ret i32 0
}

define i8 @sq.rn(i8 %x) readnone {
  %a = alloca i8, align 1
  store i8 %x, ptr %a, align 1
  %v = load i8, ptr %a, align 1
  %m = mul i8 %v, %v
  ret i8 %m
}

; a readnone function may use its own stack
define i8 @local(i8 %x) {
  %r = call i8 @sq.rn(i8 %x)
  ret i8 %r
}

define i8 @local.tgt(i8 %x) {
  %m = mul i8 %x, %x
  ret i8 %m
}

define i32 @addreadnone() {
  %a = call i32 @get()
  ret i32 %a
}

define i32 @addreadnone.tgt() {
  %a = call i32 @get.rn()
  ret i32 %a
}

define void @get.wo(ptr %p) writeonly {
  %v = load i32, ptr @g, align 4
  store i32 %v, ptr %p, align 4
  ret void
}

define void @get.rw(ptr %p) {
  %v = load i32, ptr @g, align 4
  store i32 %v, ptr %p, align 4
  ret void
}

define void @writeonly(ptr %p) {
  call void @get.rw(ptr %p)
  ret void
}

define void @writeonly.tgt(ptr %p) {
  call void @get.wo(ptr %p)
  ret void
}

define void @bump(ptr %p) {
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr %p, align 4
  %gv = load i32, ptr @g, align 4
  %gw = add i32 %gv, 2
  store i32 %gw, ptr @g, align 4
  ret void
}

define void @bump.am(ptr %p) memory(argmem: readwrite) {
  call void @bump(ptr %p)
  ret void
}

define void @bumparg.am(ptr %p) argmemonly {
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr %p, align 4
  ret void
}

; an argmem-only callee leaves @g alone (this one does not: UB)
define i32 @argmem(ptr %p) {
  store i32 5, ptr @g, align 4
  call void @bump.am(ptr %p)
  %v = load i32, ptr @g, align 4
  ret i32 %v
}

define i32 @argmem.tgt(ptr %p) {
  store i32 5, ptr @g, align 4
  call void @bump.am(ptr %p)
  ret i32 5
}

define i32 @argmemok(ptr %p) {
  store i32 5, ptr @g, align 4
  call void @bumparg.am(ptr %p)
  %v = load i32, ptr @g, align 4
  ret i32 %v
}

define i32 @argmemok.tgt(ptr %p) {
  store i32 5, ptr @g, align 4
  call void @bumparg.am(ptr %p)
  ret i32 5
}

define void @addargmem(ptr %p) {
  call void @bump(ptr %p)
  ret void
}

define void @addargmem.tgt(ptr %p) {
  call void @bump.am(ptr %p)
  ret void
}

define void @mix(ptr %p) memory(read, argmem: readwrite) {
  store i32 1, ptr %p, align 4
  store i32 2, ptr @g, align 4
  ret void
}

; memory(read, argmem: readwrite): the callee may write *%p but not @g
define i32 @mixed(ptr %p) {
  store i32 5, ptr @g, align 4
  call void @mix(ptr %p)
  %v = load i32, ptr @g, align 4
  ret i32 %v
}

define i32 @mixed.tgt(ptr %p) {
  store i32 5, ptr @g, align 4
  call void @mix(ptr %p)
  ret i32 5
}

%pair = type { i32, i32 }

define i32 @clobber(ptr byval(%pair) %s) {
  store i32 9, ptr %s, align 4
  ret i32 0
}

define i32 @clobber.ref(ptr %s) {
  store i32 9, ptr %s, align 4
  ret i32 0
}

; the callee writes its copy: the caller's value is still the one it stored
define i32 @byval(ptr %p) {
  store i32 3, ptr %p, align 4
  %r = call i32 @clobber(ptr byval(%pair) %p)
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @byval.tgt(ptr %p) {
  store i32 3, ptr %p, align 4
  %r = call i32 @clobber(ptr byval(%pair) %p)
  ret i32 3
}

define i32 @dropbyval(ptr %p) {
  store i32 3, ptr %p, align 4
  %r = call i32 @clobber(ptr byval(%pair) %p)
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @dropbyval.tgt(ptr %p) {
  store i32 3, ptr %p, align 4
  %r = call i32 @clobber.ref(ptr %p)
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
