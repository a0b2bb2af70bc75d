; What has no model yet is unsupported, never weakened: a call of a function
; whose parameter has initializes (at a call, other pointers may reach the
; caller's bytes), and a constant gep with inrange.
; RUN: passcheck equiv %s | FileCheck %s
; CHECK: @call: unsupported: unsupported call to @init, whose parameter has initializes
; CHECK: @inrange: unsupported: unsupported constant getelementptr with inrange
; CHECK: equiv: 2 pairs: 0 correct, 0 incorrect, 2 unsupported

define void @init(ptr initializes((0, 4)) %p) {
  store i32 1, ptr %p, align 4
  ret void
}
define void @call(ptr %p) {
  call void @init(ptr %p)
  ret void
}
define void @call.tgt(ptr %p) {
  call void @init(ptr %p)
  ret void
}

@g = global [4 x i32] zeroinitializer
define i32 @inrange() {
  %v = load i32, ptr getelementptr inbounds inrange(0, 4) ([4 x i32], ptr @g, i64 0, i64 1), align 4
  ret i32 %v
}
define i32 @inrange.tgt() {
  ret i32 0
}
