; passcheck gen --seed 34 --size 100
; grid 2x8, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [16 x i16] undef, align 2

define void @kernel(ptr addrspace(1) noalias nocapture dereferenceable(2048) %p0, ptr addrspace(1) noalias nocapture readonly dereferenceable(512) %p1, ptr noalias nocapture dereferenceable(2048) %p2, ptr noalias nocapture dereferenceable(1024) %p3, ptr addrspace(1) noalias nocapture dereferenceable(2048) %p4, i32 %s0, i64 %s1, i64 %s2) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = mul nuw nsw i32 %v2, 8
  %v4 = add nuw nsw i32 %v3, %v1
  %v5 = zext i32 %v4 to i64
  %v6 = mul nsw i64 %v5, 16
  %v7 = addrspacecast ptr addrspace(1) %p0 to ptr
  %v8 = addrspacecast ptr %p2 to ptr addrspace(1)
  %v9 = addrspacecast ptr addrspace(3) @sh to ptr
  %v10 = mul i32 %v1, 2
  %v11 = and i32 %v3, 255
  %v12 = zext i32 %v11 to i64
  %v13 = getelementptr inbounds i16, ptr addrspace(1) %p1, i64 %v12
  %v14 = load i16, ptr addrspace(1) %v13, align 2
  %v15 = call i16 @llvm.fshr.i16(i16 33, i16 %v14, i16 512)
  %v16 = and i32 -100, 255
  %v17 = zext i32 %v16 to i64
  %v18 = getelementptr inbounds i16, ptr addrspace(1) %p1, i64 %v17
  %v19 = load i16, ptr addrspace(1) %v18, align 2
  %v20 = icmp ult i32 2, 16
  %v21 = select i1 %v20, i16 %v19, i16 %v14
  %v22 = select i1 %v20, i16 %v21, i16 %v15
  %v23 = getelementptr inbounds i16, ptr %v9, i32 %v10
  store i16 %v22, ptr %v23, align 2
  %v24 = add i32 %v10, 1
  %v25 = zext i32 %v4 to i64
  %v26 = getelementptr [256 x i16], ptr addrspace(1) %p1, i64 0, i64 %v25
  %v27 = load i16, ptr addrspace(1) %v26, align 2
  %v28 = xor i64 %v6, %v6
  %v29 = icmp ugt i64 %v28, 134217728
  %v30 = select i1 %v29, i16 %v22, i16 %v27
  %v31 = and i16 %v19, %v14
  %v32 = sub i16 %v30, %v31
  %v33 = getelementptr inbounds i16, ptr %v9, i32 %v24
  store i16 %v32, ptr %v33, align 2
  call void @llvm.nvvm.barrier.sync(i32 0)
  %v34 = mul i32 %s0, 5
  %v35 = sub i32 %v2, %v34
  %v36 = and i32 %v35, 15
  %v37 = getelementptr inbounds i16, ptr %v9, i32 %v36
  %v38 = load i16, ptr %v37, align 2
  %v39 = sext i16 %v38 to i32
  %v40 = and i32 %v39, 252
  %v41 = zext i32 %v40 to i64
  %v42 = getelementptr inbounds [256 x i64], ptr %v7, i64 0, i64 %v41
  %v43 = getelementptr inbounds i64, ptr %v7, i64 %v41
  %v44 = load i64, ptr %v43, align 8
  %v45 = add nuw nsw i64 %v41, 1
  %v46 = getelementptr inbounds i64, ptr %v7, i64 %v45
  %v47 = load i64, ptr %v46, align 8
  %v48 = getelementptr inbounds i64, ptr %v42, i64 2
  %v49 = load i64, ptr %v48, align 8
  %v50 = add nuw i64 %v41, 3
  %v51 = getelementptr inbounds i64, ptr %v7, i64 %v50
  %v52 = load i64, ptr %v51, align 8
  %v53 = mul i64 %v44, %v47
  %v54 = mul i64 %v53, %v49
  %v55 = mul i64 %v54, %v52
  %v56 = add nuw nsw i64 %v6, 0
  %v57 = getelementptr i64, ptr addrspace(1) %p4, i64 %v56
  store i64 %v55, ptr addrspace(1) %v57, align 8
  %v58 = call i64 @llvm.ctlz.i64(i64 2097152, i1 false)
  %v59 = add nuw nsw i64 %v6, 1
  %v60 = getelementptr inbounds i64, ptr addrspace(1) %p4, i64 %v59
  store i64 %v58, ptr addrspace(1) %v60, align 8
  %v61 = zext i32 %v4 to i64
  %v62 = add nsw i64 %v61, 4
  %v63 = getelementptr inbounds i64, ptr addrspace(1) %v8, i64 %v62
  %v64 = add nuw i64 %v62, 4
  %v65 = getelementptr inbounds i64, ptr addrspace(1) %v8, i64 %v64
  %v66 = load i64, ptr addrspace(1) %v65, align 8
  %v67 = add i64 %v62, -1
  %v68 = getelementptr inbounds i64, ptr addrspace(1) %v8, i64 %v67
  %v69 = load i64, ptr addrspace(1) %v68, align 8
  %v70 = xor i64 %v66, %v69
  %v71 = getelementptr inbounds i64, ptr addrspace(1) %v63, i64 2
  %v72 = load i64, ptr addrspace(1) %v71, align 8
  %v73 = xor i64 %v70, %v72
  %v74 = add nsw i64 %v6, 2
  %v75 = getelementptr inbounds i64, ptr addrspace(1) %p4, i64 %v74
  store i64 %v73, ptr addrspace(1) %v75, align 8
  %v76 = add nsw i32 %v4, 90
  %v77 = and i32 %v76, 255
  %v78 = zext i32 %v77 to i64
  %v79 = getelementptr inbounds i64, ptr addrspace(1) %v8, i64 %v78
  %v80 = load i64, ptr addrspace(1) %v79, align 8
  %v81 = and i64 %v80, 7
  %v82 = icmp ne i64 %v81, 0
  br i1 %v82, label %b1, label %b2

b1:
  %v83 = urem i64 %v58, %v81
  %v84 = xor i64 %v83, %v64
  %v85 = add nuw i64 %v6, 3
  %v86 = getelementptr inbounds i64, ptr addrspace(1) %p4, i64 %v85
  store i64 %v84, ptr addrspace(1) %v86, align 8
  br label %b2

b2:
  %v87 = add i64 %v6, 4
  %v88 = getelementptr inbounds i64, ptr addrspace(1) %p4, i64 %v87
  store i64 %v81, ptr addrspace(1) %v88, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i16 @llvm.fshr.i16(i16, i16, i16) nounwind speculatable willreturn memory(none)

declare void @llvm.nvvm.barrier.sync(i32) convergent nounwind

declare i64 @llvm.ctlz.i64(i64, i1) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
