define i32 @f(i32 %a) {
  %b = add i32 %a, 99999999999999999999999999
  ret i32 %b
