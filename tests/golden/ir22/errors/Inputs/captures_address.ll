define void @f(ptr captures(address) %p) {
  ret void
}
