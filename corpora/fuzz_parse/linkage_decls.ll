declare i32 @ext(i32, ...)
declare extern_weak void @maybe()

define private i32 @p(i32 %x) {
  ret i32 %x
}

define weak_odr i32 @w(i32 %x) {
  %1 = call i32 @p(i32 %x)
  %2 = call i32 (i32, ...) @ext(i32 %1, double 1.000000e+00, ptr null)
  %3 = tail call i32 @w(i32 %2)
  %4 = notail call i32 @p(i32 %3)
  ret i32 %4
}

define linkonce void @l() {
  ret void
}

define available_externally void @ae() {
  ret void
}
