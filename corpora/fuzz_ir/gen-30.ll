; passcheck gen --seed 30 --size 100
; grid 2x8, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [16 x i32] undef, align 4

define void @kernel(ptr noalias nocapture readonly dereferenceable(1024) %p0, ptr noalias nocapture dereferenceable(1024) %p1, ptr noalias nocapture dereferenceable(1024) %p2, ptr noalias nocapture dereferenceable(1024) %p3, i32 %s0) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = mul i32 %v2, 8
  %v4 = add i32 %v3, %v1
  %v5 = zext i32 %v4 to i64
  %v6 = shl i64 %v5, 4
  %v7 = mul i32 %v1, 2
  %v8 = mul i32 %s0, %v1
  %v9 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v7
  store i32 %v8, ptr addrspace(3) %v9, align 4
  %v10 = add i32 %v7, 1
  %v11 = add i32 %v8, %v8
  %v12 = xor i32 2, %v4
  %v13 = and i32 %v12, 255
  %v14 = sext i32 %v13 to i64
  %v16 = trunc i64 %v14 to i32
  %v15 = getelementptr inbounds i32, ptr %p1, i32 %v16
  %v17 = load i32, ptr %v15, align 4
  %v18 = icmp eq i32 %v11, %v17
  %v19 = zext i1 %v18 to i32
  %v20 = icmp sgt i32 %v19, %v10
  %v21 = select i1 %v20, i32 %v2, i32 %v11
  %v22 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v10
  store i32 %v21, ptr addrspace(3) %v22, align 4
  call void @llvm.nvvm.barrier0()
  %v23 = mul i32 %v4, 4
  %v24 = add i32 %v23, 156
  %v25 = sext i32 %v24 to i64
  %v26 = getelementptr inbounds i32, ptr %p1, i64 %v25
  %v27 = getelementptr inbounds i32, ptr %v26, i64 0
  %v28 = load i32, ptr %v27, align 4
  %v29 = add i64 %v25, 1
  %v30 = getelementptr inbounds i32, ptr %p1, i64 %v29
  %v31 = load i32, ptr %v30, align 4
  %v32 = add i64 %v25, 2
  %v33 = getelementptr inbounds i32, ptr %p1, i64 %v32
  %v34 = load i32, ptr %v33, align 4
  %v35 = getelementptr inbounds i32, ptr %v26, i64 3
  %v36 = load i32, ptr %v35, align 4
  %v37 = or i32 %v28, %v31
  %v38 = or i32 %v34, %v36
  %v39 = or i32 %v37, %v38
  %v40 = getelementptr inbounds i32, ptr %p3, i64 %v6
  %v41 = getelementptr inbounds i32, ptr %v40, i64 9
  store i32 %v39, ptr %v41, align 4
  %v42 = call i32 @ori.bfe.s32(i32 %v28, i32 23, i32 17)
  %v43 = and i32 %v37, 15
  %v44 = zext i32 %v43 to i64
  %v45 = add i64 %v6, %v44
  %v46 = getelementptr inbounds i32, ptr %p3, i64 %v45
  store i32 %v42, ptr %v46, align 4
  %v47 = add i32 %v4, 166
  %v48 = sext i32 %v47 to i64
  %v50 = trunc i64 %v48 to i32
  %v49 = getelementptr inbounds i32, ptr %p0, i32 %v50
  %v51 = load i32, ptr %v49, align 4
  %v52 = xor i32 %v51, %v28
  %v53 = and i32 %v52, 252
  %v54 = sext i32 %v53 to i64
  %v55 = add i32 %v1, 6
  %v56 = and i32 %v55, 15
  %v57 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v56
  %v58 = load i32, ptr addrspace(3) %v57, align 4
  %v59 = or i32 %v58, 2
  %v60 = and i32 %v59, 252
  %v61 = zext i32 %v60 to i64
  %v62 = add i64 %v6, 0
  %v63 = getelementptr inbounds i32, ptr %p0, i64 %v54
  %v64 = getelementptr inbounds i32, ptr %p0, i64 %v61
  %v65 = getelementptr inbounds i32, ptr %p3, i64 %v62
  %v67 = trunc i64 %v54 to i32
  %v66 = getelementptr inbounds i32, ptr %p0, i32 %v67
  %v68 = load i32, ptr %v66, align 4
  %v69 = getelementptr inbounds i32, ptr %v64, i64 0
  %v70 = load i32, ptr %v69, align 4
  %v71 = and i32 %v68, %v70
  %v72 = getelementptr inbounds i32, ptr %v63, i64 1
  %v73 = load i32, ptr %v72, align 4
  %v74 = add i64 %v61, 1
  %v75 = getelementptr inbounds i32, ptr %p0, i64 %v74
  %v76 = load i32, ptr %v75, align 4
  %v77 = and i32 %v73, %v76
  %v78 = getelementptr inbounds i32, ptr %v63, i64 2
  %v79 = load volatile i32, ptr %v78, align 4
  %v80 = add i64 %v61, 2
  %v81 = getelementptr inbounds i32, ptr %p0, i64 %v80
  %v82 = load i32, ptr %v81, align 4
  %v83 = and i32 %v79, %v82
  %v84 = add i64 %v54, 3
  %v85 = getelementptr inbounds i32, ptr %p0, i64 %v84
  %v86 = load i32, ptr %v85, align 4
  %v87 = add i64 %v61, 3
  %v88 = getelementptr inbounds i32, ptr %p0, i64 %v87
  %v89 = load i32, ptr %v88, align 4
  %v90 = and i32 %v86, %v89
  store i32 %v71, ptr %v65, align 4
  %v91 = add i64 %v62, 1
  %v92 = getelementptr inbounds i32, ptr %p3, i64 %v91
  store i32 %v77, ptr %v92, align 4
  %v93 = getelementptr inbounds i32, ptr %v65, i64 2
  store i32 %v83, ptr %v93, align 4
  %v94 = getelementptr inbounds i32, ptr %v65, i64 3
  store i32 %v90, ptr %v94, align 4
  %v95 = trunc i64 %v91 to i32
  %v96 = add i64 %v6, 4
  %v97 = getelementptr inbounds i32, ptr %p3, i64 %v96
  store i32 %v95, ptr %v97, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare void @llvm.nvvm.barrier0() convergent nounwind

declare i32 @ori.bfe.s32(i32, i32, i32) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
