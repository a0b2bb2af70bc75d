declare void @g(i32)
define void @f(i32 %x) {
  call void @g(i32 range(i32 0, 4) %x)
  ret void
}
