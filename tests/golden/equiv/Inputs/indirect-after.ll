; The target side of equiv/indirect_two_files.ll: the functions are
; declared in another order (and one more between them).
declare void @b(i32)
declare void @extra()
declare void @a(i32)

define void @store(ptr %p) {
  store ptr @b, ptr %p
  ret void
}

define void @wrong(ptr %p) {
  store ptr @a, ptr %p
  ret void
}

define void @call(i1 %c, i32 %x) {
  br i1 %c, label %t, label %e
t:
  call void @a(i32 %x)
  ret void
e:
  call void @b(i32 %x)
  ret void
}
