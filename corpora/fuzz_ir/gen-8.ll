; passcheck gen --seed 8 --size 100
; grid 2x8, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr addrspace(1) noalias nocapture readonly dereferenceable(1024) %p0, ptr addrspace(1) noalias nocapture dereferenceable(1024) %p1, ptr addrspace(1) noalias nocapture dereferenceable(1024) %p2, i32 %s0, i32 %s1) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %v4 = mul i32 %v2, %v3
  %v5 = add nuw nsw i32 %v4, %v1
  %v6 = zext i32 %v5 to i64
  %v7 = mul nuw nsw i64 %v6, 16
  %v8 = addrspacecast ptr addrspace(1) %p0 to ptr
  %v9 = addrspacecast ptr addrspace(1) %p2 to ptr
  %v10 = sext i32 %v5 to i64
  %v11 = mul nsw i64 %v10, 8
  %v12 = getelementptr inbounds i32, ptr addrspace(1) %p1, i64 %v11
  %v13 = call i32 @llvm.abs.i32(i32 1, i1 false)
  %v14 = and i32 %v13, 127
  %v15 = sext i32 %v14 to i64
  %v16 = getelementptr i32, ptr addrspace(1) %p1, i64 %v15
  %v17 = add nsw i64 %v7, 10
  br label %b1

b1:
  %v19 = phi i32 [ 0, %b0 ], [ %v18, %b2 ]
  %v20 = zext i32 %v19 to i64
  %v21 = getelementptr inbounds i32, ptr addrspace(1) %v12, i64 %v20
  %v22 = load i32, ptr addrspace(1) %v21, align 4
  %v23 = add nsw i64 %v20, 1
  %v24 = getelementptr inbounds i32, ptr addrspace(1) %v12, i64 %v23
  %v25 = load i32, ptr addrspace(1) %v24, align 4
  %v26 = or i32 %v22, %v25
  %v27 = add i64 %v20, 2
  %v28 = getelementptr inbounds i32, ptr addrspace(1) %v12, i64 %v27
  %v29 = load i32, ptr addrspace(1) %v28, align 4
  %v30 = or i32 %v26, %v29
  %v31 = add nuw nsw i64 %v11, 3
  %v32 = add nsw i64 %v31, %v20
  %v33 = getelementptr inbounds i32, ptr addrspace(1) %p1, i64 %v32
  %v34 = load i32, ptr addrspace(1) %v33, align 4
  %v35 = xor i32 %v30, %v34
  %v36 = mul nuw nsw i64 %v20, 4
  %v37 = getelementptr inbounds i32, ptr addrspace(1) %v16, i64 %v36
  %v38 = load i32, ptr addrspace(1) %v37, align 4
  %v39 = mul i32 %v35, %v38
  %v40 = shl i64 %v20, 2
  %v41 = add nsw i64 %v40, 1
  %v42 = getelementptr inbounds i32, ptr addrspace(1) %v16, i64 %v41
  %v43 = load i32, ptr addrspace(1) %v42, align 4
  %v44 = xor i32 %v39, %v43
  %v45 = mul i64 %v20, 4
  %v46 = add i64 %v45, %v15
  %v47 = add i64 %v46, 2
  %v48 = getelementptr inbounds i32, ptr addrspace(1) %p1, i64 %v47
  %v49 = load i32, ptr addrspace(1) %v48, align 4
  %v50 = add i32 %v44, %v49
  %v51 = mul nsw i64 %v20, 4
  %v52 = add nsw i64 %v51, %v15
  %v53 = add nuw nsw i64 %v52, 3
  %v54 = getelementptr inbounds i32, ptr addrspace(1) %p1, i64 %v53
  %v55 = load i32, ptr addrspace(1) %v54, align 4
  %v56 = add i32 %v50, %v55
  %v57 = or i32 %v56, %v34
  %v58 = add nuw i64 %v20, %v17
  %v59 = getelementptr i32, ptr %v9, i64 %v58
  store i32 %v57, ptr %v59, align 4
  %v60 = zext i32 %v5 to i64
  %v61 = shl nuw nsw i64 %v60, 3
  %v62 = zext i32 %v5 to i64
  %v63 = mul nuw i64 %v62, 8
  %v64 = lshr i32 %v55, 26
  %v65 = and i32 %v64, 255
  %v66 = sext i32 %v65 to i64
  %v68 = trunc i64 %v66 to i32
  %v67 = getelementptr i32, ptr addrspace(1) %p1, i32 %v68
  %v69 = load i32, ptr addrspace(1) %v67, align 4
  br label %b4

b4:
  %v74 = phi i32 [ 0, %b1 ], [ %v73, %b5 ]
  %v75 = phi half [ 0xH3C00, %b1 ], [ %v70, %b5 ]
  %v76 = phi i32 [ %v43, %b1 ], [ %v71, %b5 ]
  %v77 = phi i32 [ %v69, %b1 ], [ %v72, %b5 ]
  %v78 = sext i32 %v74 to i64
  %v79 = sext i32 %v74 to i64
  %v80 = add nsw i64 %v79, %v61
  %v81 = getelementptr inbounds i32, ptr %v8, i64 %v80
  %v82 = load i32, ptr %v81, align 4
  %v83 = add nuw nsw i64 %v63, %v78
  %v85 = trunc i64 %v83 to i32
  %v84 = getelementptr inbounds i32, ptr %v8, i32 %v85
  %v86 = load i32, ptr %v84, align 4
  %v87 = add i32 %v82, %v86
  %v88 = add nuw i64 %v7, 0
  %v89 = getelementptr inbounds i32, ptr %v9, i64 %v88
  store i32 %v87, ptr %v89, align 4
  br label %b5

b5:
  %v90 = uitofp i64 %v88 to half
  %v70 = fadd half %v75, %v90
  %v71 = add i32 %v76, %v87
  %v72 = xor i32 %v77, %v71
  %v73 = add i32 %v74, 1
  %v91 = icmp ult i32 %v73, 3
  br i1 %v91, label %b4, label %b6

b6:
  %v92 = call i32 @llvm.fptoui.sat.i32.f16(half %v70)
  %v93 = getelementptr inbounds i32, ptr %v9, i64 %v7
  %v94 = getelementptr inbounds i32, ptr %v93, i64 14
  store i32 %v92, ptr %v94, align 4
  %v95 = and i32 32, 15
  %v96 = sext i32 %v95 to i64
  %v97 = add nuw nsw i64 %v7, %v96
  %v98 = getelementptr inbounds i32, ptr %v9, i64 %v97
  store i32 %v71, ptr %v98, align 4
  %v99 = add nuw nsw i32 %v5, 200
  %v100 = zext i32 %v99 to i64
  %v101 = getelementptr i32, ptr addrspace(1) %p1, i64 %v100
  %v102 = load i32, ptr addrspace(1) %v101, align 4
  %v103 = sub i32 %v102, %v95
  %v104 = and i32 %v103, 15
  %v105 = sext i32 %v104 to i64
  %v106 = add nsw i64 %v7, %v105
  %v107 = getelementptr inbounds i32, ptr %v9, i64 %v106
  store i32 %v72, ptr %v107, align 4
  br label %b2

b2:
  %v18 = add nuw nsw i32 %v19, 1
  %v108 = icmp ne i32 %v18, 5
  br i1 %v108, label %b1, label %b3

b3:
  %v109 = zext i32 %v5 to i64
  %v110 = mul nuw nsw i64 %v109, 4
  %v111 = add i64 %v110, 4
  %v112 = getelementptr inbounds i32, ptr addrspace(1) %p1, i64 %v111
  %v113 = getelementptr inbounds i32, ptr addrspace(1) %v112, i64 -1
  %v114 = load i32, ptr addrspace(1) %v113, align 4
  %v115 = add i64 %v111, 2
  %v116 = getelementptr inbounds [256 x i32], ptr addrspace(1) %p1, i64 0, i64 %v115
  %v117 = load i32, ptr addrspace(1) %v116, align 4
  %v118 = and i32 %v114, %v117
  %v119 = add i64 %v111, -2
  %v120 = getelementptr inbounds i32, ptr addrspace(1) %p1, i64 %v119
  %v121 = load i32, ptr addrspace(1) %v120, align 4
  %v122 = mul i32 %v118, %v121
  %v123 = getelementptr inbounds i32, ptr addrspace(1) %v112, i64 1
  %v124 = load i32, ptr addrspace(1) %v123, align 4
  %v125 = mul i32 %v122, %v124
  %v126 = getelementptr inbounds i32, ptr addrspace(1) %v112, i64 -4
  %v127 = load i32, ptr addrspace(1) %v126, align 4
  %v128 = or i32 %v125, %v127
  %v129 = add nuw i64 %v7, 1
  %v130 = getelementptr inbounds i32, ptr %v9, i64 %v129
  store i32 %v128, ptr %v130, align 4
  %v131 = trunc i64 %v129 to i32
  %v132 = or i64 %v7, 2
  %v133 = getelementptr inbounds [256 x i32], ptr %v9, i64 0, i64 %v132
  store i32 %v131, ptr %v133, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.abs.i32(i32, i1) nounwind speculatable willreturn memory(none)

declare i32 @llvm.fptoui.sat.i32.f16(half) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
