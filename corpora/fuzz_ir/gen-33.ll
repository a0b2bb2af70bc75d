; passcheck gen --seed 33 --size 100
; grid 2x8, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr noalias nocapture dereferenceable(1024) %p0, ptr addrspace(1) noalias nocapture readonly dereferenceable(1024) %p1, ptr noalias nocapture dereferenceable(2048) %p2, ptr addrspace(1) noalias nocapture readonly dereferenceable(1024) %p3, ptr addrspace(1) noalias nocapture dereferenceable(2048) %p4, ptr noalias nocapture dereferenceable(2048) %p5, i32 %s0, i8 %s1) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %v4 = mul i32 %v2, %v3
  %v5 = add i32 %v4, %v1
  %v6 = zext i32 %v5 to i64
  %v7 = mul i64 %v6, 16
  %v8 = addrspacecast ptr addrspace(1) %p1 to ptr
  %v9 = addrspacecast ptr addrspace(1) %p3 to ptr
  %v10 = addrspacecast ptr %p5 to ptr addrspace(1)
  %v11 = alloca [8 x i8], align 1, addrspace(5)
  %v12 = getelementptr inbounds [8 x i8], ptr addrspace(5) %v11, i64 0, i64 0
  store i8 %s1, ptr addrspace(5) %v12, align 1
  %v13 = getelementptr inbounds [8 x i8], ptr addrspace(5) %v11, i64 0, i64 1
  store i8 %s1, ptr addrspace(5) %v13, align 1
  %v14 = add i32 %v5, 61
  %v15 = zext i32 %v14 to i64
  %v16 = getelementptr inbounds i32, ptr %v8, i64 %v15
  %v17 = load i32, ptr %v16, align 4
  %v18 = trunc i32 %v17 to i8
  %v19 = getelementptr inbounds [8 x i8], ptr addrspace(5) %v11, i64 0, i64 2
  store i8 %v18, ptr addrspace(5) %v19, align 1
  %v20 = getelementptr inbounds [8 x i8], ptr addrspace(5) %v11, i64 0, i64 3
  store i8 %s1, ptr addrspace(5) %v20, align 1
  %v21 = getelementptr inbounds [8 x i8], ptr addrspace(5) %v11, i64 0, i64 4
  store i8 5, ptr addrspace(5) %v21, align 1
  %v22 = getelementptr inbounds [8 x i8], ptr addrspace(5) %v11, i64 0, i64 5
  store i8 %v18, ptr addrspace(5) %v22, align 1
  %v23 = add i32 %v3, 1431655765
  %v24 = and i32 %v23, 255
  %v25 = zext i32 %v24 to i64
  %v26 = getelementptr inbounds i64, ptr %p2, i64 %v25
  %v27 = load i64, ptr %v26, align 8
  %v28 = trunc i64 %v27 to i8
  %v29 = getelementptr inbounds [8 x i8], ptr addrspace(5) %v11, i64 0, i64 6
  store i8 %v28, ptr addrspace(5) %v29, align 1
  %v30 = getelementptr inbounds [8 x i8], ptr addrspace(5) %v11, i64 0, i64 7
  store i8 0, ptr addrspace(5) %v30, align 1
  %v31 = zext i32 %v5 to i64
  %v32 = shl i64 %v31, 3
  %v33 = sext i32 %v5 to i64
  %v34 = mul i64 %v33, 8
  %v35 = add i32 %v2, 32
  %v36 = and i32 %v35, 127
  %v37 = sext i32 %v36 to i64
  br label %b1

b1:
  %v42 = phi i64 [ 0, %b0 ], [ %v41, %b2 ]
  %v43 = phi i64 [ %v31, %b0 ], [ %v38, %b2 ]
  %v44 = phi i64 [ %v34, %b0 ], [ %v39, %b2 ]
  %v45 = phi i16 [ 127, %b0 ], [ %v40, %b2 ]
  %v46 = mul i64 %v42, 3
  %v47 = add i64 %v46, %v34
  %v48 = getelementptr [256 x i64], ptr %p2, i64 0, i64 %v47
  %v49 = load i64, ptr %v48, align 8
  %v50 = shl i64 %v42, 2
  %v51 = add i64 %v50, %v37
  %v53 = trunc i64 %v51 to i32
  %v52 = getelementptr inbounds i32, ptr %v8, i32 %v53
  %v54 = load i32, ptr %v52, align 4
  %v55 = zext i32 %v54 to i64
  %v56 = or i64 %v49, %v55
  %v57 = mul i64 %v42, 4
  %v58 = add i64 %v37, 1
  %v59 = add i64 %v58, %v57
  %v60 = getelementptr inbounds i32, ptr %v8, i64 %v59
  %v61 = load i32, ptr %v60, align 4
  %v62 = zext i32 %v61 to i64
  %v63 = and i64 %v56, %v62
  %v64 = mul i64 %v42, 4
  %v65 = add i64 %v64, %v37
  %v66 = add i64 %v65, 2
  %v67 = getelementptr inbounds i32, ptr %v8, i64 %v66
  %v68 = load i32, ptr %v67, align 4
  %v69 = zext i32 %v68 to i64
  %v70 = or i64 %v63, %v69
  %v71 = shl i64 %v42, 2
  %v72 = add i64 %v37, 3
  %v73 = add i64 %v72, %v71
  %v74 = getelementptr inbounds i32, ptr %v8, i64 %v73
  %v75 = load i32, ptr %v74, align 4
  %v76 = sext i32 %v75 to i64
  %v77 = or i64 %v70, %v76
  %v78 = shl i64 %v42, 2
  %v79 = add i64 %v32, %v78
  %v80 = getelementptr inbounds float, ptr %v9, i64 %v79
  %v81 = load float, ptr %v80, align 4
  %v82 = call i64 @llvm.fptosi.sat.i64.f32(float %v81)
  %v83 = add i64 %v77, %v82
  %v84 = shl i64 %v42, 2
  %v85 = add i64 %v84, %v32
  %v86 = add i64 %v85, 1
  %v87 = getelementptr inbounds float, ptr %v9, i64 %v86
  %v88 = load float, ptr %v87, align 4
  %v89 = call i32 @ori.f2i.rni.u32.f32(float %v88)
  %v90 = zext i32 %v89 to i64
  %v91 = add i64 %v83, %v90
  %v92 = mul i64 %v42, 4
  %v93 = add i64 %v32, 2
  %v94 = add i64 %v93, %v92
  %v95 = getelementptr inbounds float, ptr %v9, i64 %v94
  %v96 = load float, ptr %v95, align 4
  %v97 = call i64 @llvm.fptosi.sat.i64.f32(float %v96)
  %v98 = or i64 %v91, %v97
  %v99 = mul i64 %v42, 4
  %v100 = add i64 %v99, %v32
  %v101 = add i64 %v100, 3
  %v102 = getelementptr inbounds float, ptr %v9, i64 %v101
  %v103 = load float, ptr %v102, align 4
  %v104 = call i32 @llvm.nvvm.f2i.rn(float %v103)
  %v105 = sext i32 %v104 to i64
  %v106 = add i64 %v98, %v105
  br label %b2

b2:
  %v38 = add i64 %v43, %v106
  %v39 = xor i64 %v44, %v38
  %v107 = trunc i64 %v39 to i16
  %v40 = and i16 %v45, %v107
  %v41 = add i64 %v42, 1
  %v108 = icmp slt i64 %v41, 8
  br i1 %v108, label %b1, label %b3

b3:
  %v109 = add i64 %v7, 0
  %v110 = getelementptr inbounds i64, ptr addrspace(1) %p4, i64 %v109
  store i64 %v39, ptr addrspace(1) %v110, align 8
  %v111 = sext i16 %v40 to i64
  %v112 = add i64 %v7, 0
  %v113 = getelementptr inbounds [256 x i64], ptr addrspace(1) %v10, i64 0, i64 %v112
  store i64 %v111, ptr addrspace(1) %v113, align 8
  %v114 = or i64 %v27, 127
  %v115 = and i64 %v114, 15
  %v116 = or i64 %v7, %v115
  %v117 = getelementptr inbounds i64, ptr addrspace(1) %p4, i64 %v116
  store i64 %v112, ptr addrspace(1) %v117, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind speculatable willreturn memory(none)

declare i64 @llvm.fptosi.sat.i64.f32(float) nounwind speculatable willreturn memory(none)

declare i32 @ori.f2i.rni.u32.f32(float) nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.f2i.rn(float) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
