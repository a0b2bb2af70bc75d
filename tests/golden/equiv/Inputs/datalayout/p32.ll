target datalayout = "e-p:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"

define i64 @src(ptr %p) {
  %i = ptrtoint ptr %p to i64
  ret i64 %i
}

define i64 @tgt(ptr %p) {
  %i = ptrtoint ptr %p to i64
  %t = and i64 %i, 4294967295
  ret i64 %t
}
