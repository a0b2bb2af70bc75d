; Every class of incorrect verdict, with the input and both behaviours;
; exit status 1.  --keep writes the input of each incorrect pair.
; RUN: rm -rf %t.keep
; RUN: not passcheck equiv %s --keep %t.keep | FileCheck %s
; RUN: not passcheck run %s --func ub.tgt --input %t.keep/ub.input | FileCheck %s --check-prefix=REPLAY

; CHECK: @value: incorrect: value mismatch
; CHECK-NEXT:   input:  %x = i8 {{-?[0-9]+}}, %y = i8 {{-?[0-9]+}}
; CHECK-NEXT:   source: returns i8 {{-?[0-9]+}}
; CHECK-NEXT:   target: returns i8 {{-?[0-9]+}}
; CHECK: @poison: incorrect: target more poisonous
; CHECK-NEXT:   input:  %x = i8 -1
; CHECK-NEXT:   source: returns i8 0
; CHECK-NEXT:   target: returns i8 poison
; CHECK: @ub: incorrect: target has UB
; CHECK-NEXT:   input:  %x = i8 0
; CHECK-NEXT:   source: returns i8 0
; CHECK-NEXT:   target: ub: division by zero at %d = udiv i8 1, %x
; CHECK-NEXT:   saved:  {{.*}}ub.input
; CHECK: @mem: incorrect: memory mismatch
; CHECK-NEXT:   input:  %p = a buffer of {{[0-9]+}} bytes, %v = i32 {{-?[0-9]+}}
; CHECK-NEXT:   source: returns
; CHECK-NEXT:   target: returns
; CHECK-NEXT:   memory: parameter 0 %p byte 0: source 0x{{[0-9a-f]+}}, target 0x{{[0-9a-f]+}}
; CHECK: @glob: incorrect: memory mismatch
; CHECK:   memory: @g byte 0: source 0x{{[0-9a-f]+}}, target 0x00
; CHECK: @loop: incorrect: target does not terminate
; CHECK:   target: timeout: step budget exhausted at br label %l
; CHECK: @trap: incorrect: behaviour mismatch
; CHECK:   source: trap: llvm.trap at call void @llvm.trap()
; CHECK: @signedzero: incorrect: value mismatch
; CHECK-NEXT:   input:  %x = float -0
; CHECK-NEXT:   source: returns float 0
; CHECK-NEXT:   target: returns float -0
; CHECK: equiv: 8 pairs: 0 correct, 8 incorrect, 0 unsupported

; REPLAY: status: ub: division by zero

@g = global i32 0

define i8 @value(i8 %x, i8 %y) {
  %a = add nsw i8 %x, %y
  ret i8 %a
}

define i8 @value.tgt(i8 %x, i8 %y) {
  %a = or i8 %x, %y
  ret i8 %a
}

define i8 @poison(i8 %x) {
  %a = add i8 %x, 1
  ret i8 %a
}

define i8 @poison.tgt(i8 %x) {
  %a = add nuw i8 %x, 1
  ret i8 %a
}

define i8 @ub(i8 %x) {
  ret i8 0
}

define i8 @ub.tgt(i8 %x) {
  %d = udiv i8 1, %x
  %r = mul i8 %d, 0
  ret i8 %r
}

define void @mem(ptr %p, i32 %v) {
  store i32 %v, ptr %p
  ret void
}

define void @mem.tgt(ptr %p, i32 %v) {
  %w = add i32 %v, 1
  store i32 %w, ptr %p
  ret void
}

define void @glob(i32 %v) {
  %w = or i32 %v, 1
  store i32 %w, ptr @g
  ret void
}

define void @glob.tgt(i32 %v) {
  ret void
}

define i8 @loop(i8 %x) {
  ret i8 %x
}

define i8 @loop.tgt(i8 %x) {
entry:
  br label %l
l:
  br label %l
}

define i8 @trap(i8 %x) {
  call void @llvm.trap()
  unreachable
}

define i8 @trap.tgt(i8 %x) {
  ret i8 %x
}

define float @signedzero(float %x) {
  %a = fadd float %x, 0.0
  ret float %a
}

define float @signedzero.tgt(float %x) {
  ret float %x
}

declare void @llvm.trap()
