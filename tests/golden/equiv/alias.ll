; A load forwarded across a store through another pointer argument is
; found within the default input count: one generated vector in four runs
; with two pointer parameters aliased (equal, or one element apart), and
; the verdict names the aliasing.  With noalias parameters the same
; forwarding is correct (no aliased vectors are made), and so is
; forwarding across a load.
; RUN: not passcheck equiv %s | FileCheck %s

; CHECK: @fwd: incorrect: value mismatch
; CHECK-NEXT:   input:  %p = a buffer of {{[0-9]+}} bytes, %q = a buffer of {{[0-9]+}} bytes, %v = i32 {{-?[0-9]+}}, %q = %p + 0 (aliasing: the buffer given for %q is unused)
; CHECK-NEXT:   source: returns i32 0
; CHECK-NEXT:   target: returns i32 {{-?[1-9][0-9]*}}
; CHECK: @fwdmem: incorrect: memory mismatch
; CHECK:   input:  {{.*}} (aliasing: {{.*}})
; CHECK:   memory: parameter 0 %p byte {{[0-9]+}}: source 0x{{[0-9a-f]+}}, target 0x{{[0-9a-f]+}}
; CHECK: @noalias: correct (96 inputs, 96 where the source was defined)
; CHECK-NEXT: @overload: correct (96 inputs, 96 where the source was defined)
; CHECK-NEXT: equiv: 4 pairs: 2 correct, 2 incorrect, 0 unsupported

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
