; passcheck gen --seed 20 --size 100
; grid 2x8, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [32 x i32] undef, align 4

define void @kernel(ptr addrspace(1) noalias nocapture dereferenceable(1024) %p0, ptr addrspace(1) noalias nocapture dereferenceable(1024) %p1, ptr addrspace(1) noalias nocapture dereferenceable(1024) %p2, i32 %s0, i32 %s1, i32 %s2) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = mul nuw nsw i32 %v2, 8
  %v4 = add nuw nsw i32 %v3, %v1
  %v5 = sext i32 %v4 to i64
  %v6 = mul i64 %v5, 16
  %v7 = addrspacecast ptr addrspace(1) %p0 to ptr
  %v8 = addrspacecast ptr addrspace(1) %p2 to ptr
  %v9 = addrspacecast ptr addrspace(3) @sh to ptr
  %v10 = mul nuw nsw i32 %v1, 4
  %v11 = getelementptr inbounds i32, ptr %v9, i32 %v10
  store i32 %v1, ptr %v11, align 4
  %v12 = add i32 %v10, 1
  %v13 = getelementptr inbounds i32, ptr %v9, i32 %v12
  store i32 -188361389, ptr %v13, align 4
  %v14 = add nuw i32 %v10, 2
  %v15 = add nuw i32 %v14, 33
  %v16 = and i32 %v15, %s2
  %v17 = getelementptr inbounds i32, ptr %v9, i32 %v14
  store i32 %v16, ptr %v17, align 4
  %v18 = add nuw nsw i32 %v10, 3
  %v19 = mul i32 %v16, 1000
  %v20 = icmp sle i32 1, 8
  %v21 = select i1 %v20, i32 %v19, i32 %v12
  %v22 = getelementptr inbounds i32, ptr %v9, i32 %v18
  store i32 %v21, ptr %v22, align 4
  call void @llvm.nvvm.barrier0()
  %v23 = and i32 %s1, 255
  %v24 = sext i32 %v23 to i64
  %v25 = getelementptr inbounds [256 x i32], ptr %v7, i64 0, i64 %v24
  %v26 = load i32, ptr %v25, align 4
  %v27 = shl i32 %v26, 15
  %v28 = lshr i32 %v26, 17
  %v29 = xor i32 %v27, %v28
  %v30 = add nsw i64 %v6, 0
  %v31 = getelementptr inbounds i32, ptr %v8, i64 %v30
  store i32 %v29, ptr %v31, align 4
  %v32 = icmp ugt i32 %v21, 7
  %v33 = select i1 %v32, i32 %v10, i32 -1
  %v34 = icmp sle i32 %v33, %v1
  %v35 = select i1 %v34, i32 %v18, i32 -1322600987
  %v36 = and i32 %v35, 254
  %v37 = sext i32 %v36 to i64
  %v38 = or i64 %v6, 2
  %v39 = getelementptr i32, ptr addrspace(1) %p1, i64 144
  %v40 = getelementptr inbounds i32, ptr %v7, i64 %v37
  %v41 = getelementptr inbounds i32, ptr %v8, i64 %v38
  %v42 = load i32, ptr addrspace(1) %v39, align 4
  %v43 = load i32, ptr %v40, align 4
  %v44 = mul i32 %v42, %v43
  %v45 = xor i32 %v44, %v27
  %v46 = getelementptr inbounds i32, ptr addrspace(1) %v39, i64 1
  %v47 = load i32, ptr addrspace(1) %v46, align 4
  %v48 = getelementptr inbounds i32, ptr %v40, i64 1
  %v49 = load i32, ptr %v48, align 4
  %v50 = mul i32 %v47, %v49
  %v51 = xor i32 %v50, %v27
  %v52 = getelementptr inbounds [256 x i32], ptr %v8, i64 0, i64 %v38
  store i32 %v45, ptr %v52, align 4
  %v53 = getelementptr inbounds i32, ptr %v41, i64 1
  store i32 %v51, ptr %v53, align 4
  %v54 = add nuw nsw i32 %v1, 18
  %v55 = and i32 %v54, 31
  %v56 = getelementptr inbounds [32 x i32], ptr %v9, i32 0, i32 %v55
  %v57 = load i32, ptr %v56, align 4
  %v58 = and i32 %v57, 254
  %v59 = sext i32 %v58 to i64
  %v60 = add i64 %v6, 4
  %v61 = getelementptr inbounds i32, ptr addrspace(1) %p1, i64 198
  %v63 = trunc i64 %v59 to i32
  %v62 = getelementptr inbounds i32, ptr %v7, i32 %v63
  %v64 = getelementptr inbounds [256 x i32], ptr %v8, i64 0, i64 %v60
  %v65 = load i32, ptr addrspace(1) %v61, align 4
  %v67 = trunc i64 %v59 to i32
  %v66 = getelementptr inbounds i32, ptr %v7, i32 %v67
  %v68 = load i32, ptr %v66, align 4
  %v69 = add i32 %v65, %v68
  %v70 = getelementptr inbounds i32, ptr addrspace(1) %v61, i64 1
  %v71 = load i32, ptr addrspace(1) %v70, align 4
  %v72 = add nuw i64 %v59, 1
  %v73 = getelementptr inbounds i32, ptr %v7, i64 %v72
  %v74 = load i32, ptr %v73, align 4
  %v75 = mul i32 %v71, %v74
  %v76 = getelementptr inbounds i32, ptr %v64, i64 1
  store i32 %v75, ptr %v76, align 4
  %v77 = getelementptr inbounds i32, ptr %v64, i64 0
  store i32 %v69, ptr %v77, align 4
  %v78 = add nuw i64 %v6, 6
  %v79 = getelementptr inbounds [256 x i32], ptr %v8, i64 0, i64 %v78
  store i32 %v75, ptr %v79, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare void @llvm.nvvm.barrier0() convergent nounwind

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
