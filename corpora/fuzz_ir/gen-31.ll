; passcheck gen --seed 31 --size 100
; grid 1x8, buffers of 128 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [8 x i64] undef, align 8

define void @kernel(ptr addrspace(1) noalias nocapture readonly dereferenceable(256) %p0, ptr noalias nocapture dereferenceable(512) %p1, ptr noalias nocapture readonly dereferenceable(1024) %p2, ptr addrspace(1) noalias nocapture dereferenceable(256) %p3, ptr addrspace(1) noalias nocapture dereferenceable(256) %p4, i32 %s0, i64 %s1) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = mul nuw i32 %v2, 8
  %v4 = add nuw nsw i32 %v3, %v1
  %v5 = sext i32 %v4 to i64
  %v6 = shl nuw i64 %v5, 4
  %v7 = alloca [8 x i64], align 8
  %v8 = getelementptr inbounds [8 x i64], ptr %v7, i64 0, i64 0
  store i64 %v5, ptr %v8, align 8
  %v9 = getelementptr inbounds [8 x i64], ptr %v7, i64 0, i64 1
  store i64 %s1, ptr %v9, align 8
  %v10 = getelementptr inbounds [8 x i64], ptr %v7, i64 0, i64 2
  store i64 8013983589071336455, ptr %v10, align 8
  %v11 = getelementptr inbounds [8 x i64], ptr %v7, i64 0, i64 3
  store i64 576460752303423488, ptr %v11, align 8
  %v12 = sext i32 %v4 to i64
  %v14 = shl i64 %v12, 3
  %v13 = getelementptr inbounds i8, ptr %p2, i64 %v14
  %v15 = load i64, ptr %v13, align 8
  %v16 = getelementptr inbounds [8 x i64], ptr %v7, i64 0, i64 4
  store i64 %v15, ptr %v16, align 8
  %v17 = getelementptr inbounds [8 x i64], ptr %v7, i64 0, i64 5
  store i64 %v5, ptr %v17, align 8
  %v18 = sext i32 %v4 to i64
  %v19 = getelementptr inbounds i64, ptr %p2, i64 %v18
  %v20 = load i64, ptr %v19, align 8
  %v21 = getelementptr inbounds [8 x i64], ptr %v7, i64 0, i64 6
  store i64 %v20, ptr %v21, align 8
  %v22 = getelementptr inbounds [8 x i64], ptr %v7, i64 0, i64 7
  store i64 %v6, ptr %v22, align 8
  %v23 = addrspacecast ptr addrspace(3) @sh to ptr
  %v24 = mul nuw nsw i32 %v1, 1
  %v25 = getelementptr inbounds i64, ptr %v23, i32 %v24
  store i64 %v5, ptr %v25, align 8
  call void @llvm.nvvm.barrier.sync(i32 0)
  %v26 = sext i32 %v4 to i64
  %v27 = mul nsw i64 %v26, 8
  %v28 = getelementptr inbounds [128 x i64], ptr %p2, i64 0, i64 %v27
  %v29 = xor i32 %v24, %v4
  %v30 = and i32 %v29, 3
  br label %b1

b1:
  %v34 = phi i64 [ 0, %b0 ], [ %v33, %b2 ]
  %v35 = phi double [ 0.000000e+00, %b0 ], [ %v31, %b2 ]
  %v36 = phi i64 [ %v14, %b0 ], [ %v32, %b2 ]
  %v37 = shl i64 %v34, 2
  %v38 = add nuw nsw i64 %v37, %v27
  %v39 = add nuw nsw i64 %v38, 2
  %v41 = trunc i64 %v39 to i32
  %v40 = getelementptr inbounds i64, ptr %p2, i32 %v41
  %v42 = load i64, ptr %v40, align 8
  %v43 = mul nuw nsw i64 %v34, 4
  %v44 = add nsw i64 %v43, 3
  %v45 = getelementptr inbounds i64, ptr %v28, i64 %v44
  %v46 = load i64, ptr %v45, align 8
  %v47 = mul i64 %v42, %v46
  %v48 = mul nuw nsw i64 %v34, 2
  %v49 = add i64 37, %v48
  %v50 = getelementptr inbounds i32, ptr %p1, i64 %v49
  %v51 = load i32, ptr %v50, align 4
  %v52 = sext i32 %v51 to i64
  %v53 = add i64 %v47, %v52
  %v54 = trunc i64 %v34 to i32
  %v55 = add nsw i32 %v54, %v30
  %v56 = getelementptr inbounds i64, ptr %v23, i32 %v55
  %v57 = load i64, ptr %v56, align 8
  %v58 = mul i64 %v53, %v57
  br label %b2

b2:
  %v59 = sitofp i64 %v58 to double
  %v31 = fadd double %v35, %v59
  %v32 = call i64 @llvm.smax.i64(i64 %v36, i64 %v58)
  %v33 = add nuw i64 %v34, 1
  %v60 = icmp slt i64 %v33, 5
  br i1 %v60, label %b1, label %b3

b3:
  %v61 = call i16 @llvm.fptoui.sat.i16.f64(double %v31)
  %v63 = trunc i64 46 to i32
  %v62 = getelementptr inbounds i64, ptr %p2, i32 %v63
  %v64 = load i64, ptr %v62, align 8
  %v65 = trunc i64 %v64 to i32
  %v66 = and i32 %v65, 15
  %v67 = zext i32 %v66 to i64
  %v68 = add nuw nsw i64 %v6, %v67
  %v69 = getelementptr inbounds i16, ptr addrspace(1) %p4, i64 %v68
  store i16 %v61, ptr addrspace(1) %v69, align 2
  %v70 = trunc i64 %v32 to i16
  %v71 = getelementptr inbounds i16, ptr addrspace(1) %p4, i64 %v6
  %v72 = getelementptr inbounds i16, ptr addrspace(1) %v71, i64 14
  store i16 %v70, ptr addrspace(1) %v72, align 2
  %v73 = and i32 %v30, 7
  %v74 = getelementptr inbounds [8 x i64], ptr %v23, i32 0, i32 %v73
  %v75 = load i64, ptr %v74, align 8
  %v76 = add nsw i32 %v1, 2
  %v77 = and i32 %v76, 7
  %v78 = getelementptr inbounds [8 x i64], ptr %v23, i32 0, i32 %v77
  %v79 = load i64, ptr %v78, align 8
  %v80 = sub i64 %v75, %v79
  %v81 = trunc i64 %v80 to i16
  %v82 = add nsw i64 %v6, 0
  %v83 = getelementptr inbounds i16, ptr addrspace(1) %p4, i64 %v82
  store i16 %v81, ptr addrspace(1) %v83, align 2
  %v84 = trunc i64 %v82 to i16
  %v85 = add nsw i64 %v6, 1
  %v86 = getelementptr inbounds i16, ptr addrspace(1) %p4, i64 %v85
  store i16 %v84, ptr addrspace(1) %v86, align 2
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare void @llvm.nvvm.barrier.sync(i32) convergent nounwind

declare i64 @llvm.smax.i64(i64, i64) nounwind speculatable willreturn memory(none)

declare i16 @llvm.fptoui.sat.i16.f64(double) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
