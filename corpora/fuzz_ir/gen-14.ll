; passcheck gen --seed 14 --size 100
; grid 2x4, buffers of 128 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [16 x i32] undef, align 4

define void @kernel(ptr addrspace(1) noalias nocapture readonly dereferenceable(512) %p0, ptr addrspace(1) noalias nocapture readonly dereferenceable(512) %p1, ptr addrspace(1) noalias nocapture dereferenceable(512) %p2, i32 %s0, i32 %s1) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %v4 = mul nuw nsw i32 %v2, %v3
  %v5 = add nuw nsw i32 %v4, %v1
  %v6 = sext i32 %v5 to i64
  %v7 = mul nuw nsw i64 %v6, 16
  %v8 = alloca [8 x i32], align 4, addrspace(5)
  %v9 = and i32 4095, -2147483648
  %v10 = and i32 %v9, 127
  %v11 = zext i32 %v10 to i64
  %v12 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 %v11
  %v13 = load i32, ptr addrspace(1) %v12, align 4
  %v14 = getelementptr inbounds [8 x i32], ptr addrspace(5) %v8, i64 0, i64 0
  store i32 %v13, ptr addrspace(5) %v14, align 4
  %v15 = getelementptr inbounds [8 x i32], ptr addrspace(5) %v8, i64 0, i64 1
  store i32 %v10, ptr addrspace(5) %v15, align 4
  %v16 = getelementptr inbounds [8 x i32], ptr addrspace(5) %v8, i64 0, i64 2
  store i32 %v3, ptr addrspace(5) %v16, align 4
  %v17 = getelementptr inbounds [8 x i32], ptr addrspace(5) %v8, i64 0, i64 3
  store i32 %s1, ptr addrspace(5) %v17, align 4
  %v18 = sext i32 %v5 to i64
  %v19 = getelementptr inbounds i32, ptr addrspace(1) %p1, i64 %v18
  %v20 = load i32, ptr addrspace(1) %v19, align 4
  %v21 = getelementptr inbounds [8 x i32], ptr addrspace(5) %v8, i64 0, i64 4
  store i32 %v20, ptr addrspace(5) %v21, align 4
  %v22 = and i32 %v5, 127
  %v23 = sext i32 %v22 to i64
  %v24 = getelementptr inbounds i32, ptr addrspace(1) %p1, i64 %v23
  %v25 = load i32, ptr addrspace(1) %v24, align 4
  %v26 = getelementptr inbounds [8 x i32], ptr addrspace(5) %v8, i64 0, i64 5
  store i32 %v25, ptr addrspace(5) %v26, align 4
  %v28 = trunc i64 82 to i32
  %v27 = getelementptr inbounds i32, ptr addrspace(1) %p0, i32 %v28
  %v29 = load i32, ptr addrspace(1) %v27, align 4
  %v30 = getelementptr inbounds [8 x i32], ptr addrspace(5) %v8, i64 0, i64 6
  store i32 %v29, ptr addrspace(5) %v30, align 4
  %v31 = zext i32 %v5 to i64
  %v32 = getelementptr i32, ptr addrspace(1) %p0, i64 %v31
  %v33 = load i32, ptr addrspace(1) %v32, align 4
  %v34 = sub i32 %v33, 658141744
  %v35 = and i32 %v34, 127
  %v36 = sext i32 %v35 to i64
  %v38 = trunc i64 %v36 to i32
  %v37 = getelementptr inbounds i32, ptr addrspace(1) %p0, i32 %v38
  %v39 = load i32, ptr addrspace(1) %v37, align 4
  %v40 = getelementptr inbounds [8 x i32], ptr addrspace(5) %v8, i64 0, i64 7
  store i32 %v39, ptr addrspace(5) %v40, align 4
  %v41 = addrspacecast ptr addrspace(3) @sh to ptr
  %v42 = mul i32 %v1, 4
  %v43 = and i32 4, 31
  %v44 = lshr i32 33, %v43
  %v45 = call i32 @llvm.nvvm.min.ui(i32 %v5, i32 %v13)
  %v46 = mul i32 %v44, %v45
  %v47 = getelementptr inbounds i32, ptr %v41, i32 %v42
  store i32 %v46, ptr %v47, align 4
  %v48 = add nuw nsw i32 %v42, 1
  %v49 = mul i32 %v48, %v33
  %v50 = add i32 %v49, 0
  %v51 = or i32 %v50, 4
  %v52 = getelementptr inbounds i32, ptr %v41, i32 %v48
  store i32 %v51, ptr %v52, align 4
  %v53 = add nsw i32 %v42, 2
  %v54 = getelementptr inbounds i32, ptr %v41, i32 %v53
  store i32 %v1, ptr %v54, align 4
  %v55 = add nuw i32 %v42, 3
  %v56 = sub i32 %v25, 512
  %v57 = add nsw i32 %v5, 32
  %v58 = sext i32 %v57 to i64
  %v59 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 %v58
  %v60 = load i32, ptr addrspace(1) %v59, align 4
  %v61 = add i32 %v48, %v60
  %v62 = or i32 %v56, %v61
  %v63 = getelementptr inbounds i32, ptr %v41, i32 %v55
  store i32 %v62, ptr %v63, align 4
  call void @llvm.nvvm.barrier0()
  %v64 = sext i32 %v5 to i64
  %v65 = mul nsw i64 %v64, 8
  %v66 = zext i32 %v5 to i64
  %v67 = mul nuw i64 %v66, 8
  %v68 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 %v67
  br label %b1

b1:
  %v73 = phi i32 [ 7, %b0 ], [ %v72, %b2 ]
  %v74 = phi i32 [ -78621843, %b0 ], [ %v69, %b2 ]
  %v75 = phi i32 [ %v56, %b0 ], [ %v70, %b2 ]
  %v76 = phi i32 [ 2147483647, %b0 ], [ %v71, %b2 ]
  %v77 = sext i32 %v73 to i64
  %v78 = mul i64 %v77, 8
  %v79 = add i64 %v78, %v65
  %v80 = getelementptr inbounds i32, ptr addrspace(1) %p1, i64 %v79
  %v81 = load i32, ptr addrspace(1) %v80, align 4
  %v82 = add nuw nsw i64 %v77, %v67
  %v83 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 %v82
  %v84 = load i32, ptr addrspace(1) %v83, align 4
  %v85 = and i32 %v81, %v84
  %v86 = add nsw i64 %v77, 1
  %v87 = getelementptr inbounds i32, ptr addrspace(1) %v68, i64 %v86
  %v88 = load i32, ptr addrspace(1) %v87, align 4
  %v89 = mul i32 %v85, %v88
  %v90 = add nuw nsw i64 %v77, 2
  %v91 = getelementptr inbounds i32, ptr addrspace(1) %v68, i64 %v90
  %v92 = load i32, ptr addrspace(1) %v91, align 4
  %v93 = add i32 %v89, %v92
  %v94 = add nuw i64 %v67, 3
  %v95 = add nuw nsw i64 %v94, %v77
  %v96 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 %v95
  %v97 = load i32, ptr addrspace(1) %v96, align 4
  %v98 = mul i32 %v93, %v97
  %v99 = xor i32 %v98, %v74
  %v100 = or i64 %v7, 0
  %v101 = getelementptr inbounds i32, ptr addrspace(1) %p2, i64 %v100
  store i32 %v99, ptr addrspace(1) %v101, align 4
  br label %b2

b2:
  %v69 = add i32 %v74, %v99
  %v70 = or i32 %v75, %v69
  %v71 = add i32 %v76, %v70
  %v72 = sub i32 %v73, 1
  %v102 = icmp ne i32 %v73, 0
  br i1 %v102, label %b1, label %b3

b3:
  %v103 = add nsw i64 %v7, 1
  %v104 = getelementptr inbounds i32, ptr addrspace(1) %p2, i64 %v103
  store i32 %v69, ptr addrspace(1) %v104, align 4
  %v105 = getelementptr inbounds i32, ptr addrspace(1) %p2, i64 %v7
  %v106 = getelementptr inbounds i32, ptr addrspace(1) %v105, i64 15
  store i32 %v70, ptr addrspace(1) %v106, align 4
  %v107 = trunc i64 %v103 to i32
  %v108 = add nuw nsw i64 %v7, 2
  %v109 = getelementptr inbounds [128 x i32], ptr addrspace(1) %p2, i64 0, i64 %v108
  store i32 %v107, ptr addrspace(1) %v109, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.min.ui(i32, i32) nounwind speculatable willreturn memory(none)

declare void @llvm.nvvm.barrier0() convergent nounwind

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
