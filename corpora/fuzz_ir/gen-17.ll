; passcheck gen --seed 17 --size 100
; grid 2x8, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [8 x i32] undef, align 4

define void @kernel(ptr addrspace(1) noalias nocapture dereferenceable(512) %p0, ptr noalias nocapture readonly dereferenceable(1024) %p1, ptr addrspace(1) noalias nocapture readonly dereferenceable(512) %p2, ptr addrspace(1) noalias nocapture readonly dereferenceable(1024) %p3, ptr addrspace(1) noalias nocapture dereferenceable(512) %p4, i32 %s0, i32 %s1, i32 %s2) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %v4 = mul nuw nsw i32 %v2, %v3
  %v5 = add i32 %v4, %v1
  %v6 = zext i32 %v5 to i64
  %v7 = mul i64 %v6, 16
  %v8 = addrspacecast ptr %p1 to ptr addrspace(1)
  %v9 = addrspacecast ptr addrspace(1) %p3 to ptr
  %v10 = addrspacecast ptr addrspace(3) @sh to ptr
  %v11 = mul nsw i32 %v1, 1
  %v12 = getelementptr inbounds i32, ptr %v10, i32 %v11
  store i32 %v1, ptr %v12, align 4
  call void @llvm.nvvm.barrier0()
  %v13 = lshr i32 %s1, 15
  %v14 = mul i32 -871309335, %v13
  %v15 = icmp eq i32 %s2, 0
  br i1 %v15, label %b2, label %b1

b1:
  %v16 = urem i32 %v14, %s2
  %v17 = add nuw nsw i32 %v1, 2
  %v18 = and i32 %v17, 7
  %v19 = getelementptr inbounds i32, ptr %v10, i32 %v18
  %v20 = load i32, ptr %v19, align 4
  %v21 = xor i32 %v20, %v11
  %v22 = and i32 %v21, 255
  %v23 = sext i32 %v22 to i64
  %v24 = getelementptr inbounds [256 x i32], ptr %v9, i64 0, i64 %v23
  %v25 = load i32, ptr %v24, align 4
  %v26 = add i32 %v16, %v25
  %v27 = sitofp i32 %v26 to half
  %v28 = add nsw i64 %v7, 0
  %v29 = getelementptr inbounds half, ptr addrspace(1) %p4, i64 %v28
  store half %v27, ptr addrspace(1) %v29, align 2
  br i1 %v15, label %b3, label %b4

b3:
  %v30 = shl i32 -100, 1
  %v31 = add i32 %v30, %v14
  %v32 = shl i32 %v31, 2
  %v33 = add i32 %v32, %v22
  %v34 = shl i32 %v33, 2
  %v35 = add i32 %v25, 2147483647
  %v36 = and i32 %v35, 255
  %v37 = zext i32 %v36 to i64
  %v38 = getelementptr inbounds i32, ptr %v9, i64 %v37
  %v39 = load i32, ptr %v38, align 4
  %v40 = add i32 %v34, %v39
  %v41 = sitofp i32 %v40 to half
  %v42 = and i32 %v36, 15
  %v43 = zext i32 %v42 to i64
  %v44 = add i64 %v7, %v43
  %v45 = getelementptr inbounds [256 x half], ptr addrspace(1) %p4, i64 0, i64 %v44
  store half %v41, ptr addrspace(1) %v45, align 2
  %v46 = mul i32 %v32, %v16
  %v47 = and i32 %v46, 255
  %v48 = sext i32 %v47 to i64
  %v49 = getelementptr inbounds half, ptr addrspace(1) %p0, i64 %v48
  %v50 = load half, ptr addrspace(1) %v49, align 2
  %v51 = fadd contract afn half %v50, 0xH7E00
  br label %b5

b4:
  %v52 = call half @llvm.minnum.f16(half 0xH3D3C, half 0xH39A8)
  %v53 = getelementptr half, ptr addrspace(1) %p4, i64 %v7
  %v54 = getelementptr inbounds half, ptr addrspace(1) %v53, i64 9
  store half %v52, ptr addrspace(1) %v54, align 2
  %v55 = fdiv nnan ninf half %v52, 0xH7B53
  br label %b5

b5:
  %v56 = phi half [ %v51, %b3 ], [ %v55, %b4 ]
  %v57 = getelementptr inbounds half, ptr addrspace(1) %p4, i64 %v7
  %v58 = getelementptr inbounds half, ptr addrspace(1) %v57, i64 7
  store half %v56, ptr addrspace(1) %v58, align 2
  br label %b2

b2:
  %v59 = and i32 -3, 248
  %v60 = zext i32 %v59 to i64
  %v61 = getelementptr i32, ptr %v9, i64 %v60
  %v62 = getelementptr inbounds i32, ptr %v61, i64 0
  %v63 = load i32, ptr %v62, align 4
  %v64 = getelementptr inbounds i32, ptr %v61, i64 1
  %v65 = load i32, ptr %v64, align 4
  %v66 = getelementptr inbounds i32, ptr %v61, i64 2
  %v67 = load i32, ptr %v66, align 4
  %v68 = getelementptr inbounds i32, ptr %v61, i64 3
  %v69 = load i32, ptr %v68, align 4
  %v70 = add nuw nsw i64 %v60, 4
  %v72 = trunc i64 %v70 to i32
  %v71 = getelementptr inbounds i32, ptr %v9, i32 %v72
  %v73 = load i32, ptr %v71, align 4
  %v74 = getelementptr inbounds i32, ptr %v61, i64 5
  %v75 = load i32, ptr %v74, align 4
  %v76 = getelementptr inbounds i32, ptr %v61, i64 6
  %v77 = load i32, ptr %v76, align 4
  %v78 = getelementptr inbounds i32, ptr %v61, i64 7
  %v79 = load i32, ptr %v78, align 4
  %v80 = add i32 %v63, %v65
  %v81 = add i32 %v80, %v67
  %v82 = add i32 %v81, %v69
  %v83 = add i32 %v82, %v73
  %v84 = add i32 %v83, %v75
  %v85 = add i32 %v84, %v77
  %v86 = add i32 %v85, %v79
  %v87 = sitofp i32 %v86 to half
  %v88 = add nsw i64 %v7, 1
  %v89 = getelementptr inbounds half, ptr addrspace(1) %p4, i64 %v88
  store half %v87, ptr addrspace(1) %v89, align 2
  %v90 = uitofp i64 %v88 to half
  %v91 = and i32 %v14, 15
  %v92 = sext i32 %v91 to i64
  %v93 = add i64 %v7, %v92
  %v94 = getelementptr half, ptr addrspace(1) %p4, i64 %v93
  store half %v90, ptr addrspace(1) %v94, align 2
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind speculatable willreturn memory(none)

declare void @llvm.nvvm.barrier0() convergent nounwind

declare half @llvm.minnum.f16(half, half) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
