define void @mm(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, i32 %n) {
entry:
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %acc = phi float [ 0.000000e+00, %outer ], [ %acc1, %inner ]
  %ij = mul nsw i32 %i, %n
  %k = add nsw i32 %ij, %j
  %k64 = sext i32 %k to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %k64
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %k64
  %va = load float, ptr addrspace(1) %pa, align 4
  %vb = load float, ptr addrspace(1) %pb, align 4
  %acc1 = call float @llvm.fmuladd.f32(float %va, float %vb, float %acc)
  %j1 = add nuw nsw i32 %j, 1
  %jd = icmp eq i32 %j1, %n
  br i1 %jd, label %outer.latch, label %inner

outer.latch:
  %i64 = sext i32 %i to i64
  %pc = getelementptr inbounds float, ptr addrspace(1) %c, i64 %i64
  store float %acc1, ptr addrspace(1) %pc, align 4
  %i1 = add nuw nsw i32 %i, 1
  %id = icmp eq i32 %i1, %n
  br i1 %id, label %exit, label %outer

exit:
  ret void
}

declare float @llvm.fmuladd.f32(float, float, float)
