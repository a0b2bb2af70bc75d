; null_pointer_is_valid: address 0 may hold an object, which the
; interpreter cannot give it (Alive2's attrs/null_is_valid)
define i8 @src() null_pointer_is_valid {
  %v = load i8, ptr null
  ret i8 %v
}
define i8 @tgt() null_pointer_is_valid {
  unreachable
}
