declare i32 @llvm.foo.bar(i32)
define i32 @f(i32 %x) {
  %y = call i32 @llvm.foo.bar(i32 %x)
  ret i32 %y
}
