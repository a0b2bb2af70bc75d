; A load forwarded across a store through another pointer argument is
; found within the default input count: one generated vector in four runs
; with two pointer parameters aliased (equal, or one element apart), and
; the verdict names the aliasing.  With noalias parameters the same
; forwarding is correct (no aliased vectors are made), and so is
; forwarding across a load.  One random vector in eight passes a pointer
; parameter without align N one byte into its buffer (misaligned): an
; alignment a transformation adds (align 4 on a byte load, on the
; parameter) is found; with align 4 on the source's parameter it is not
; tried, and the same change is correct.  In the same vectors a pointer
; parameter without nonnull or dereferenceable(N) is null, alternately:
; a nonnull added is found.  One random vector in eight gives a parameter
; the source says is dereferenceable(N) a buffer of exactly N bytes: a
; load past them is found.
; RUN: not passcheck equiv %s | FileCheck %s

; CHECK: @fwd: incorrect: value mismatch
; CHECK-NEXT:   input:  %p = a buffer of {{[0-9]+}} bytes, %q = a buffer of {{[0-9]+}} bytes, %v = i32 {{-?[0-9]+}}, %q = %p + 0 (aliasing: the buffer given for %q is unused)
; CHECK-NEXT:   source: returns i32 0
; CHECK-NEXT:   target: returns i32 {{-?[1-9][0-9]*}}
; CHECK: @fwdmem: incorrect: memory mismatch
; CHECK:   input:  {{.*}} (aliasing: {{.*}})
; CHECK:   memory: parameter 0 %p byte {{[0-9]+}}: source 0x{{[0-9a-f]+}}, target 0x{{[0-9a-f]+}}
; CHECK: @noalias: correct (96 inputs, 88 where the source was defined)
; CHECK-NEXT: @overload: correct (96 inputs, 88 where the source was defined)
; CHECK-NEXT: @alignok: correct (96 inputs, 88 where the source was defined)
; CHECK-NEXT: @alignload: incorrect: target has UB
; CHECK-NEXT:   input:  %p = a buffer of {{[0-9]+}} bytes, %p = its buffer + 1 (misaligned)
; CHECK-NEXT:   source: returns i8 {{-?[0-9]+}}
; CHECK-NEXT:   target: ub: misaligned access
; CHECK: @alignparam: incorrect: target more poisonous
; CHECK: @addnonnull: incorrect: target more poisonous
; CHECK-NEXT:   input:  %p = a buffer of {{[0-9]+}} bytes, %p = null
; CHECK: @derefload: incorrect: target has UB
; CHECK-NEXT:   input:  %p = a buffer of 3 bytes
; CHECK: equiv: 9 pairs: 3 correct, 6 incorrect, 0 unsupported

define i32 @fwd(ptr %p, ptr %q, i32 %v) {
  store i32 %v, ptr %p
  store i32 0, ptr %q
  %x = load i32, ptr %p
  ret i32 %x
}

define i32 @fwd.tgt(ptr %p, ptr %q, i32 %v) {
  store i32 %v, ptr %p
  store i32 0, ptr %q
  ret i32 %v
}

; the stored value reaches memory: %p[1] = %q[0] + %q[0] read across a store
define void @fwdmem(ptr %p, ptr %q) {
  %a = load float, ptr %q
  store float 1.0, ptr %p
  %b = load float, ptr %q
  %s = fadd float %a, %b
  %g = getelementptr float, ptr %p, i64 1
  store float %s, ptr %g
  ret void
}

define void @fwdmem.tgt(ptr %p, ptr %q) {
  %a = load float, ptr %q
  store float 1.0, ptr %p
  %s = fadd float %a, %a
  %g = getelementptr float, ptr %p, i64 1
  store float %s, ptr %g
  ret void
}

define i32 @noalias(ptr noalias %p, ptr noalias %q, i32 %v) {
  store i32 %v, ptr %p
  store i32 0, ptr %q
  %x = load i32, ptr %p
  ret i32 %x
}

define i32 @noalias.tgt(ptr noalias %p, ptr noalias %q, i32 %v) {
  store i32 %v, ptr %p
  store i32 0, ptr %q
  ret i32 %v
}

; a load through %q between the store and the load of %p clobbers nothing
define i32 @overload(ptr %p, ptr %q, i32 %v) {
  store i32 %v, ptr %p
  %y = load i32, ptr %q
  %x = load i32, ptr %p
  %r = add i32 %x, %y
  ret i32 %r
}

define i32 @overload.tgt(ptr %p, ptr %q, i32 %v) {
  store i32 %v, ptr %p
  %y = load i32, ptr %q
  %r = add i32 %v, %y
  ret i32 %r
}

; the source promises align 4: no misaligned vectors, the load's align 4 holds
define i8 @alignok(ptr align 4 %p) {
  %v = load i8, ptr %p
  ret i8 %v
}
define i8 @alignok.tgt(ptr align 4 %p) {
  %v = load i8, ptr %p, align 4
  ret i8 %v
}

; no promise: align 4 on the byte load is UB on a misaligned pointer
define i8 @alignload(ptr %p) {
  %v = load i8, ptr %p
  ret i8 %v
}
define i8 @alignload.tgt(ptr %p) {
  %v = load i8, ptr %p, align 4
  ret i8 %v
}

; ... and align 4 added to the parameter makes it poison there
define ptr @alignparam(ptr %p) {
  ret ptr %p
}
define ptr @alignparam.tgt(ptr align 4 %p) {
  ret ptr %p
}

; nonnull added to the parameter: null is poison there
define ptr @addnonnull(ptr %p) {
  ret ptr %p
}
define ptr @addnonnull.tgt(ptr nonnull %p) {
  ret ptr %p
}

; a 4-byte load from a pointer dereferenceable for 3
define i32 @derefload(ptr dereferenceable(3) %p) {
  ret i32 0
}
define i32 @derefload.tgt(ptr dereferenceable(3) %p) {
  %v = load i32, ptr %p, align 1
  %r = and i32 %v, 0
  ret i32 %r
}
