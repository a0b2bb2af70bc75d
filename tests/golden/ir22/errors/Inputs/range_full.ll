define void @f(i32 range(i32 3, 3) %x) {
  ret void
}
