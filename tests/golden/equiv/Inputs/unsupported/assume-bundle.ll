declare void @llvm.assume(i1)

define i1 @src(ptr %p, ptr %q) {
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %p, ptr %q) ]
  %c = icmp eq ptr %p, %q
  ret i1 %c
}

define i1 @tgt(ptr %p, ptr %q) {
  ret i1 false
}
