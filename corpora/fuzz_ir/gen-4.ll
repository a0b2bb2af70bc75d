; passcheck gen --seed 4 --size 100
; grid 1x8, buffers of 128 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [8 x i32] undef, align 4

define void @kernel(ptr noalias nocapture dereferenceable(512) %p0, ptr noalias nocapture readonly dereferenceable(1024) %p1, ptr noalias nocapture dereferenceable(512) %p2, i32 %s0, i32 %s1) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %v4 = mul i32 %v2, %v3
  %v5 = add i32 %v4, %v1
  %v6 = sext i32 %v5 to i64
  %v7 = mul nsw i64 %v6, 16
  %v8 = alloca [8 x i32], align 4
  %v9 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 0
  store i32 %v1, ptr %v9, align 4
  %v10 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 1
  store i32 %v4, ptr %v10, align 4
  %v11 = shl nsw i64 %v6, 32
  %v12 = icmp sge i64 %v11, %v7
  %v13 = select i1 %v12, i32 %s1, i32 65535
  %v14 = and i32 %v13, 127
  %v15 = zext i32 %v14 to i64
  %v16 = getelementptr inbounds i32, ptr %p0, i64 %v15
  %v17 = load i32, ptr %v16, align 4
  %v18 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 2
  store i32 %v17, ptr %v18, align 4
  %v19 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 3
  store i32 %v2, ptr %v19, align 4
  %v20 = sub i64 9223372036854775807, %v15
  %v21 = and i64 %v20, 127
  %v22 = getelementptr inbounds [128 x i32], ptr %p0, i64 0, i64 %v21
  %v23 = load i32, ptr %v22, align 4
  %v24 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 4
  store i32 %v23, ptr %v24, align 4
  %v25 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 5
  store i32 %v17, ptr %v25, align 4
  %v26 = sext i32 %v5 to i64
  %v28 = trunc i64 %v26 to i32
  %v27 = getelementptr inbounds i32, ptr %p0, i32 %v28
  %v29 = load i32, ptr %v27, align 4
  %v30 = zext i32 %v5 to i64
  %v31 = add nsw i64 %v30, 67
  %v32 = getelementptr inbounds i64, ptr %p1, i64 %v31
  %v33 = load i64, ptr %v32, align 8
  %v34 = or i64 %v33, %v21
  %v35 = icmp sge i64 %v34, %v26
  %v36 = select i1 %v35, i32 %v23, i32 %v29
  %v37 = and i32 %v36, 127
  %v38 = zext i32 %v37 to i64
  %v39 = getelementptr inbounds i32, ptr %p0, i64 %v38
  %v40 = load i32, ptr %v39, align 4
  %v41 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 6
  store i32 %v40, ptr %v41, align 4
  %v42 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 7
  store i32 %v14, ptr %v42, align 4
  %v43 = mul nuw nsw i32 %v1, 1
  %v44 = sub i64 0, %v33
  %v45 = trunc i64 %v44 to i32
  %v46 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v43
  store i32 %v45, ptr addrspace(3) %v46, align 4
  call void @llvm.nvvm.barrier0()
  %v47 = add nuw i32 %v1, 3
  %v48 = and i32 %v47, 7
  %v49 = getelementptr inbounds [8 x i32], ptr addrspace(3) @sh, i32 0, i32 %v48
  %v50 = load i32, ptr addrspace(3) %v49, align 4
  %v51 = mul i32 %v50, %v2
  %v52 = icmp sgt i32 %v51, 255
  br i1 %v52, label %b1, label %b2

b1:
  %v53 = zext i32 %v5 to i64
  %v54 = mul nsw i64 %v53, 2
  %v55 = add i64 %v7, 0
  %v56 = getelementptr i32, ptr %p0, i64 %v54
  %v57 = getelementptr i32, ptr %p0, i64 26
  %v58 = getelementptr inbounds i32, ptr %p2, i64 %v55
  %v59 = load i32, ptr %v56, align 4
  %v60 = getelementptr inbounds i32, ptr %v57, i64 0
  %v61 = load i32, ptr %v60, align 4
  %v62 = add i32 %v59, %v61
  %v63 = mul i32 %v62, 255
  %v64 = getelementptr inbounds i32, ptr %v56, i64 1
  %v65 = load i32, ptr %v64, align 4
  %v66 = add nuw nsw i64 26, 1
  %v67 = getelementptr i32, ptr %p0, i64 %v66
  %v68 = load i32, ptr %v67, align 4
  %v69 = add i32 %v65, %v68
  %v70 = mul i32 %v69, 255
  store i32 %v63, ptr %v58, align 4
  %v71 = getelementptr inbounds i32, ptr %v58, i64 1
  store i32 %v70, ptr %v71, align 4
  %v72 = mul nuw nsw i64 %v55, %v38
  %v73 = add nsw i64 %v72, %v66
  %v74 = and i64 %v73, 7
  %v75 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 %v74
  %v76 = load i32, ptr %v75, align 4
  %v77 = or i32 %v47, %v76
  %v78 = and i32 %v77, 7
  %v79 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v78
  %v80 = load i32, ptr addrspace(3) %v79, align 4
  %v81 = and i32 %v80, %v80
  br label %b3

b2:
  %v82 = xor i64 %v15, %v34
  %v83 = and i64 %v82, 63
  %v84 = shl i64 %v34, %v83
  %v85 = trunc i64 %v84 to i32
  %v86 = and i64 %v31, 15
  %v87 = add nuw i64 %v7, %v86
  %v88 = getelementptr inbounds i32, ptr %p2, i64 %v87
  store i32 %v85, ptr %v88, align 4
  %v89 = call i64 @llvm.ctpop.i64(i64 -9223372036854775808)
  %v90 = trunc i64 %v89 to i32
  %v91 = getelementptr inbounds i32, ptr %p2, i64 %v7
  %v92 = getelementptr inbounds i32, ptr %v91, i64 5
  store i32 %v90, ptr %v92, align 4
  %v94 = shl nuw nsw i64 36, 3
  %v93 = getelementptr inbounds i8, ptr %p1, i64 %v94
  %v95 = load i64, ptr %v93, align 8
  %v96 = shl i32 %v23, 17
  %v97 = icmp eq i32 %v96, 262144
  %v98 = select i1 %v97, i64 %v86, i64 %v95
  %v99 = lshr i64 %v98, 61
  %v100 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 %v99
  %v101 = load i32, ptr %v100, align 4
  %v102 = and i32 %v101, 7
  %v103 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v102
  %v104 = load i32, ptr addrspace(3) %v103, align 4
  %v105 = mul i32 %v104, -100
  %v106 = sub i32 0, %v105
  br label %b3

b3:
  %v107 = phi i32 [ %v81, %b1 ], [ %v106, %b2 ]
  %v108 = add i64 %v7, 2
  %v109 = getelementptr inbounds i32, ptr %p2, i64 %v108
  store i32 %v107, ptr %v109, align 4
  %v110 = trunc i64 %v108 to i32
  %v111 = add nuw nsw i64 %v7, 3
  %v112 = getelementptr inbounds i32, ptr %p2, i64 %v111
  store i32 %v110, ptr %v112, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind speculatable willreturn memory(none)

declare void @llvm.nvvm.barrier0() convergent nounwind

declare i64 @llvm.ctpop.i64(i64) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
