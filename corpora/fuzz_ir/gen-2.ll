; passcheck gen --seed 2 --size 100
; grid 2x16, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr noalias nocapture readonly dereferenceable(1024) %p0, ptr noalias nocapture readonly dereferenceable(1024) %p1, ptr noalias nocapture dereferenceable(2048) %p2, i32 %s0) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %v4 = mul i32 %v2, %v3
  %v5 = add i32 %v4, %v1
  %v6 = zext i32 %v5 to i64
  %v7 = mul i64 %v6, 16
  %v8 = addrspacecast ptr %p0 to ptr addrspace(1)
  %v9 = addrspacecast ptr %p1 to ptr addrspace(1)
  %v10 = mul i32 %v1, %s0
  %v11 = add i32 %v10, %v3
  %v12 = fptosi half 0xH4200 to i32
  %v13 = call i32 @llvm.umin.i32(i32 %v11, i32 %v12)
  %v14 = and i32 %v1, 15
  %v15 = sext i32 %v14 to i64
  %v16 = add i64 %v7, %v15
  %v17 = getelementptr inbounds [512 x i32], ptr %p2, i64 0, i64 %v16
  store i32 %v13, ptr %v17, align 4
  %v18 = call i32 @llvm.ssub.sat.i32(i32 %v11, i32 866895911)
  %v19 = and i32 %v18, 15
  %v20 = add i32 %v19, 1
  %v21 = sext i32 %v5 to i64
  %v22 = mul i64 %v21, 6
  %v23 = sext i32 %v5 to i64
  %v24 = mul i64 %v23, 6
  %v25 = zext i32 %v5 to i64
  %v26 = mul i64 %v25, 7
  %v27 = add i64 %v7, 0
  br label %b1

b1:
  %v30 = phi i32 [ 0, %b0 ], [ %v29, %b2 ]
  %v31 = phi i32 [ %v20, %b0 ], [ %v28, %b2 ]
  %v32 = sext i32 %v30 to i64
  %v33 = mul i64 %v32, 3
  %v34 = add i64 %v24, %v33
  %v35 = getelementptr inbounds i32, ptr addrspace(1) %v8, i64 %v34
  %v36 = load i32, ptr addrspace(1) %v35, align 4
  %v37 = mul i64 %v32, 3
  %v38 = add i64 %v37, %v24
  %v39 = add i64 %v38, 1
  %v40 = getelementptr inbounds i32, ptr addrspace(1) %v8, i64 %v39
  %v41 = load i32, ptr addrspace(1) %v40, align 4
  %v42 = and i32 %v36, %v41
  %v43 = mul i64 %v32, 2
  %v44 = add i64 %v26, %v43
  %v45 = getelementptr inbounds i32, ptr addrspace(1) %v9, i64 %v44
  %v46 = load i32, ptr addrspace(1) %v45, align 4
  %v47 = xor i32 %v42, %v46
  %v48 = shl i64 %v32, 1
  %v49 = add i64 %v48, %v26
  %v50 = add i64 %v49, 1
  %v51 = getelementptr i32, ptr addrspace(1) %v9, i64 %v50
  %v52 = load i32, ptr addrspace(1) %v51, align 4
  %v53 = mul i32 %v47, %v52
  %v54 = mul i64 %v32, 3
  %v55 = add i64 %v54, %v24
  %v56 = add i64 %v55, 1
  %v57 = getelementptr inbounds i32, ptr addrspace(1) %v8, i64 %v56
  %v58 = load i32, ptr addrspace(1) %v57, align 4
  %v59 = shl i32 %v30, 1
  %v60 = zext i32 %v59 to i64
  %v61 = add i64 %v60, %v26
  %v62 = getelementptr inbounds i32, ptr addrspace(1) %v9, i64 %v61
  %v63 = load i32, ptr addrspace(1) %v62, align 4
  %v64 = mul i32 %v58, %v63
  %v65 = shl i64 %v32, 1
  %v66 = add i64 %v65, %v26
  %v67 = add i64 %v66, 1
  %v68 = getelementptr inbounds [256 x i32], ptr addrspace(1) %v9, i64 0, i64 %v67
  %v69 = load i32, ptr addrspace(1) %v68, align 4
  %v70 = sub i32 %v64, %v69
  %v71 = mul i32 %v30, 3
  %v72 = zext i32 %v71 to i64
  %v73 = add i64 %v72, %v22
  %v74 = getelementptr inbounds [256 x i32], ptr addrspace(1) %v8, i64 0, i64 %v73
  %v75 = load i32, ptr addrspace(1) %v74, align 4
  %v76 = and i32 %v70, %v75
  %v77 = sext i32 %v30 to i64
  %v78 = add i64 %v77, %v27
  %v79 = getelementptr inbounds [512 x i32], ptr %p2, i64 0, i64 %v78
  store i32 %v76, ptr %v79, align 4
  br label %b2

b2:
  %v28 = xor i32 %v31, %v76
  %v29 = add i32 %v30, 1
  %v80 = icmp ne i32 %v29, %v20
  br i1 %v80, label %b1, label %b3

b3:
  %v81 = add i64 %v7, 0
  %v82 = getelementptr inbounds i32, ptr %p2, i64 %v81
  store i32 %v28, ptr %v82, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.umin.i32(i32, i32) nounwind speculatable willreturn memory(none)

declare i32 @llvm.ssub.sat.i32(i32, i32) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
