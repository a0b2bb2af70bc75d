@g0 = addrspace(1) global i32 42, align 4
@g1 = internal addrspace(3) global [64 x float] undef, align 4
@g2 = private unnamed_addr addrspace(4) constant [6 x i8] c"hello\00", align 1
@g3 = addrspace(4) constant <4 x i32> <i32 1, i32 -1, i32 0, i32 2147483647>
@g4 = external addrspace(1) global [0 x i8]
@g5 = weak addrspace(1) global { i32, float, [2 x i16] } { i32 1, float 0x36A0000000000000, [2 x i16] [i16 3, i16 -4] }
@g6 = linkonce_odr local_unnamed_addr addrspace(1) global double 0x7FF8000000000000
@g7 = addrspace(1) externally_initialized global i64 0, align 8
@g8 = internal addrspace(1) global ptr addrspace(1) @g0
@g9 = common addrspace(1) global i16 0
@g10 = addrspace(1) constant [3 x half] [half 0xH3C00, half 0xH0001, half 0xHFC00]
@g11 = addrspace(1) global i128 -170141183460469231731687303715884105728

define i32 @f() {
  %v = load i32, ptr addrspace(1) @g0, align 4
  ret i32 %v
}
