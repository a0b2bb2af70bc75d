target datalayout = "E-i64:64-i128:128-v16:16-v32:32-n16:32:64"

define i32 @src(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @tgt(ptr %p) {
  %b = load i8, ptr %p, align 4
  %v = zext i8 %b to i32
  ret i32 %v
}
