%"struct.a b" = type { i32 }

@"g\22x" = addrspace(1) global %"struct.a b" zeroinitializer

define i32 @"f.1-x"(i32 %"arg 0") {
"entry block":
  %"v.1" = add i32 %"arg 0", 1
  br label %"next"

"next":
  ret i32 %"v.1"
}
