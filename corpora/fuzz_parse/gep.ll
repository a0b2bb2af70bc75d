%struct.S = type { i32, [4 x float], <2 x i16> }

@table = internal addrspace(1) global [8 x %struct.S] zeroinitializer, align 16

define ptr addrspace(1) @f(i64 %i, i32 %j) {
  %1 = getelementptr inbounds [8 x %struct.S], ptr addrspace(1) @table, i64 0, i64 %i, i32 1, i32 %j
  %2 = getelementptr %struct.S, ptr addrspace(1) %1, i64 -1, i32 2
  %3 = getelementptr i8, ptr addrspace(1) %2, i64 3
  %4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %3, i32 %j, i32 1
  ret ptr addrspace(1) %4
}
