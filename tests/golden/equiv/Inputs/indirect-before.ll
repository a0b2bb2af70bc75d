; The source side of equiv/indirect_two_files.ll.
declare void @a(i32)
declare void @b(i32)

define void @store(ptr %p) {
  store ptr @b, ptr %p
  ret void
}

define void @wrong(ptr %p) {
  store ptr @b, ptr %p
  ret void
}

define void @call(i1 %c, i32 %x) {
  %fp = select i1 %c, ptr @a, ptr @b
  call void %fp(i32 %x)
  ret void
}
