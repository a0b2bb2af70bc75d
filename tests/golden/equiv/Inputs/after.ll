define i8 @f(i8 %x) {
  %b = add i8 %x, 7
  ret i8 %b
}

define i32 @g(i32 %x, i32 %y) {
  ret i32 %y
}
