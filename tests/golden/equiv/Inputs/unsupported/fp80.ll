define x86_fp80 @src(x86_fp80 %x) {
  ret x86_fp80 %x
}

define x86_fp80 @tgt(x86_fp80 %x) {
  ret x86_fp80 %x
}
