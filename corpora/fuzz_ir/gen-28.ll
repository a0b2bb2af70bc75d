; passcheck gen --seed 28 --size 100
; grid 2x8, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [8 x float] undef, align 4

define void @kernel(ptr noalias nocapture readonly dereferenceable(1024) %p0, ptr noalias nocapture dereferenceable(1024) %p1, ptr noalias nocapture dereferenceable(512) %p2, i32 %s0, half %s1) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %v4 = mul i32 %v2, %v3
  %v5 = add i32 %v4, %v1
  %v6 = sext i32 %v5 to i64
  %v7 = mul i64 %v6, 16
  %v8 = addrspacecast ptr %p0 to ptr addrspace(1)
  %v9 = addrspacecast ptr addrspace(3) @sh to ptr
  %v10 = mul i32 %v1, 1
  %v11 = mul i32 %s0, %v5
  %v12 = and i32 %v11, 255
  %v13 = sext i32 %v12 to i64
  %v14 = getelementptr inbounds i32, ptr addrspace(1) %v8, i64 %v13
  %v15 = load i32, ptr addrspace(1) %v14, align 4
  %v16 = call float @ori.i2f.rz.f32.u32(i32 %v15)
  %v17 = or i32 %v5, 65535
  %v18 = and i32 %v17, 255
  %v19 = zext i32 %v18 to i64
  %v20 = getelementptr inbounds i32, ptr addrspace(1) %v8, i64 %v19
  %v21 = load i32, ptr addrspace(1) %v20, align 4
  %v22 = uitofp i32 %v21 to float
  %v23 = fadd contract afn float %v16, %v22
  %v24 = fadd float %v16, %v23
  %v25 = getelementptr inbounds float, ptr %v9, i32 %v10
  store float %v24, ptr %v25, align 4
  call void @llvm.nvvm.barrier.sync(i32 0)
  %v26 = sub i32 0, %v18
  %v27 = lshr i32 %v26, 29
  %v28 = add i32 %v27, 1
  %v29 = shl i32 %v21, 2
  %v30 = and i32 %v29, 127
  %v31 = sext i32 %v30 to i64
  %v32 = add i64 %v7, 1
  br label %b1

b1:
  %v36 = phi i32 [ 0, %b0 ], [ %v35, %b2 ]
  %v37 = phi i32 [ 2147483647, %b0 ], [ %v33, %b2 ]
  %v38 = phi i32 [ %v4, %b0 ], [ %v34, %b2 ]
  %v39 = zext i32 %v36 to i64
  %v40 = shl i64 %v39, 2
  %v41 = add i64 %v40, %v31
  %v42 = getelementptr inbounds i32, ptr addrspace(1) %v8, i64 %v41
  %v43 = load i32, ptr addrspace(1) %v42, align 4
  %v44 = shl i32 %v36, 2
  %v45 = add i32 %v44, 1
  %v46 = zext i32 %v45 to i64
  %v47 = add i64 %v46, %v31
  %v48 = getelementptr inbounds i32, ptr addrspace(1) %v8, i64 %v47
  %v49 = load i32, ptr addrspace(1) %v48, align 4
  %v50 = sub i32 %v43, %v49
  %v51 = mul i64 %v39, 4
  %v52 = add i64 %v51, %v31
  %v53 = add i64 %v52, 2
  %v54 = getelementptr inbounds i32, ptr addrspace(1) %v8, i64 %v53
  %v55 = load i32, ptr addrspace(1) %v54, align 4
  %v56 = sub i32 %v50, %v55
  %v57 = shl i32 %v36, 2
  %v58 = add i32 %v57, 3
  %v59 = zext i32 %v58 to i64
  %v60 = add i64 %v59, %v31
  %v62 = trunc i64 %v60 to i32
  %v61 = getelementptr inbounds i32, ptr addrspace(1) %v8, i32 %v62
  %v63 = load i32, ptr addrspace(1) %v61, align 4
  %v64 = add i32 %v56, %v63
  %v65 = shl i64 %v39, 1
  %v66 = add i64 %v65, 219
  %v67 = getelementptr inbounds [256 x i32], ptr addrspace(1) %v8, i64 0, i64 %v66
  %v68 = load i32, ptr addrspace(1) %v67, align 4
  %v69 = add i32 %v64, %v68
  %v70 = sitofp i32 %v69 to half
  %v71 = add i32 %v36, 2
  %v72 = zext i32 %v71 to i64
  %v73 = add i64 %v72, %v32
  %v74 = getelementptr inbounds half, ptr %p2, i64 %v73
  store half %v70, ptr %v74, align 2
  br label %b2

b2:
  %v33 = or i32 %v37, %v71
  %v34 = mul i32 %v38, %v33
  %v35 = add i32 %v36, 1
  %v75 = icmp ne i32 %v35, %v28
  br i1 %v75, label %b1, label %b3

b3:
  %v76 = sitofp i32 %v34 to half
  %v77 = add i64 %v7, 0
  %v78 = getelementptr half, ptr %p2, i64 %v77
  store half %v76, ptr %v78, align 2
  %v79 = icmp ugt i32 %v29, 5
  %v80 = select i1 %v79, i32 %v29, i32 %v34
  %v81 = and i32 %v80, 254
  %v82 = zext i32 %v81 to i64
  %v83 = call i32 @ori.lea.i32(i32 %v2, i32 %v29, i32 28)
  %v84 = and i32 %v83, 14
  %v85 = sext i32 %v84 to i64
  %v86 = add i64 %v7, %v85
  %v87 = getelementptr inbounds i32, ptr addrspace(1) %v8, i64 236
  %v88 = getelementptr inbounds i32, ptr %p1, i64 %v82
  %v89 = getelementptr inbounds half, ptr %p2, i64 %v86
  %v90 = sub i32 %v2, %v34
  %v91 = and i32 %v90, 255
  %v92 = zext i32 %v91 to i64
  %v93 = getelementptr inbounds i32, ptr addrspace(1) %v8, i64 %v92
  %v94 = load i32, ptr addrspace(1) %v93, align 4
  %v95 = getelementptr inbounds i32, ptr addrspace(1) %v8, i64 236
  %v96 = load i32, ptr addrspace(1) %v95, align 4
  %v97 = add i32 %v96, %v94
  %v98 = sitofp i32 %v97 to half
  %v99 = add i64 236, 1
  %v101 = trunc i64 %v99 to i32
  %v100 = getelementptr inbounds i32, ptr addrspace(1) %v8, i32 %v101
  %v102 = load i32, ptr addrspace(1) %v100, align 4
  %v103 = add i32 %v102, %v94
  %v104 = uitofp i32 %v103 to half
  %v105 = getelementptr inbounds half, ptr %p2, i64 %v86
  store half %v98, ptr %v105, align 2
  %v106 = add i64 %v86, 1
  %v107 = getelementptr inbounds half, ptr %p2, i64 %v106
  store half %v104, ptr %v107, align 2
  %v108 = sitofp i64 %v106 to half
  %v109 = add i64 %v7, 1
  %v110 = getelementptr inbounds half, ptr %p2, i64 %v109
  store half %v108, ptr %v110, align 2
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind speculatable willreturn memory(none)

declare float @ori.i2f.rz.f32.u32(i32) nounwind speculatable willreturn memory(none)

declare void @llvm.nvvm.barrier.sync(i32) convergent nounwind

declare i32 @ori.lea.i32(i32, i32, i32) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
