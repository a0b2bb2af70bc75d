define void @f(i32* %p) {
  store i32 0, i32* %p
  ret void
}
