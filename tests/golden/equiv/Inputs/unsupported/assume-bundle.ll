declare void @llvm.assume(i1)

define i64 @src(ptr %p) {
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 16) ]
  %i = ptrtoint ptr %p to i64
  %l = and i64 %i, 15
  ret i64 %l
}

define i64 @tgt(ptr %p) {
  ret i64 0
}
