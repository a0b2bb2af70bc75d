@arr = addrspace(1) global [16 x i32] zeroinitializer
@ptr = addrspace(1) global ptr addrspace(1) getelementptr inbounds ([16 x i32], ptr addrspace(1) @arr, i64 0, i64 4)
@int = addrspace(1) global i64 ptrtoint (ptr addrspace(1) @arr to i64)

define i32 @f() {
  %1 = load i32, ptr addrspace(1) getelementptr inbounds ([16 x i32], ptr addrspace(1) @arr, i64 0, i64 3), align 4
  %2 = load i32, ptr addrspacecast (ptr addrspace(1) @arr to ptr), align 4
  %3 = add i32 %1, %2
  ret i32 %3
}
