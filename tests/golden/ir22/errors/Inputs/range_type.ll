define void @f(i32 range(i8 0, 4) %x) {
  ret void
}
