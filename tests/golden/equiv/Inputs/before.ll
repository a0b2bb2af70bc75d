define i8 @f(i8 %x) {
  %a = add i8 %x, 3
  %b = add i8 %a, 4
  ret i8 %b
}

define i32 @g(i32 %x, i32 %y) {
  %a = sub i32 %x, %y
  %b = add i32 %a, %y
  ret i32 %b
}

define i32 @only_here(i32 %x) {
  ret i32 %x
}
