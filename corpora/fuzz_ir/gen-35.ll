; passcheck gen --seed 35 --size 100
; grid 2x4, buffers of 128 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr noalias nocapture dereferenceable(512) %p0, ptr noalias nocapture readonly dereferenceable(512) %p1, ptr noalias nocapture dereferenceable(512) %p2, i32 %s0) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %v4 = mul i32 %v2, %v3
  %v5 = add i32 %v4, %v1
  %v6 = sext i32 %v5 to i64
  %v7 = shl i64 %v6, 4
  %v8 = alloca [8 x float], align 4
  %v9 = getelementptr inbounds [8 x float], ptr %v8, i64 0, i64 0
  store float 6.550400e+04, ptr %v9, align 4
  %v10 = getelementptr inbounds float, ptr %p0, i64 67
  %v11 = load float, ptr %v10, align 4
  %v12 = getelementptr inbounds [8 x float], ptr %v8, i64 0, i64 1
  store float %v11, ptr %v12, align 4
  %v13 = add i32 %v5, 38
  %v14 = zext i32 %v13 to i64
  %v15 = getelementptr inbounds float, ptr %p0, i64 %v14
  %v16 = load float, ptr %v15, align 4
  %v17 = getelementptr inbounds [8 x float], ptr %v8, i64 0, i64 2
  store float %v16, ptr %v17, align 4
  %v18 = getelementptr inbounds [8 x float], ptr %v8, i64 0, i64 3
  store float %v16, ptr %v18, align 4
  %v19 = getelementptr inbounds [8 x float], ptr %v8, i64 0, i64 4
  store float %v11, ptr %v19, align 4
  %v20 = getelementptr inbounds float, ptr %p0, i64 21
  %v21 = load float, ptr %v20, align 4
  %v22 = getelementptr inbounds [8 x float], ptr %v8, i64 0, i64 5
  store float %v21, ptr %v22, align 4
  %v23 = getelementptr inbounds [8 x float], ptr %v8, i64 0, i64 6
  store float -1.000000e+00, ptr %v23, align 4
  %v24 = getelementptr inbounds [8 x float], ptr %v8, i64 0, i64 7
  store float %v11, ptr %v24, align 4
  %v25 = getelementptr inbounds i32, ptr %p1, i64 11
  %v26 = load i32, ptr %v25, align 4
  %v27 = and i32 %v26, 124
  %v28 = zext i32 %v27 to i64
  %v29 = call i32 @llvm.umin.i32(i32 -8, i32 %v27)
  %v30 = and i32 %v29, 124
  %v31 = zext i32 %v30 to i64
  %v32 = add i64 %v7, 0
  %v33 = getelementptr inbounds [128 x i32], ptr %p1, i64 0, i64 %v28
  %v35 = trunc i64 %v31 to i32
  %v34 = getelementptr inbounds i32, ptr %p1, i32 %v35
  %v36 = getelementptr inbounds i32, ptr %p2, i64 %v32
  %v37 = getelementptr i32, ptr %p1, i64 %v28
  %v38 = load i32, ptr %v37, align 4
  %v39 = getelementptr inbounds i32, ptr %p1, i64 %v31
  %v40 = load i32, ptr %v39, align 4
  %v41 = mul i32 %v38, %v40
  %v42 = add i32 %v41, %v35
  %v43 = add i64 %v28, 1
  %v44 = getelementptr inbounds i32, ptr %p1, i64 %v43
  %v45 = load i32, ptr %v44, align 4
  %v46 = add i64 %v31, 1
  %v47 = getelementptr inbounds i32, ptr %p1, i64 %v46
  %v48 = load i32, ptr %v47, align 4
  %v49 = add i32 %v45, %v48
  %v50 = add i32 %v49, %v35
  %v51 = add i64 %v28, 2
  %v53 = trunc i64 %v51 to i32
  %v52 = getelementptr inbounds i32, ptr %p1, i32 %v53
  %v54 = load i32, ptr %v52, align 4
  %v55 = add i64 %v31, 2
  %v56 = getelementptr inbounds i32, ptr %p1, i64 %v55
  %v57 = load i32, ptr %v56, align 4
  %v58 = add i32 %v54, %v57
  %v59 = add i32 %v58, %v35
  %v60 = add i64 %v28, 3
  %v61 = getelementptr inbounds i32, ptr %p1, i64 %v60
  %v62 = load i32, ptr %v61, align 4
  %v63 = add i64 %v31, 3
  %v64 = getelementptr inbounds i32, ptr %p1, i64 %v63
  %v65 = load i32, ptr %v64, align 4
  %v66 = add i32 %v62, %v65
  %v67 = add i32 %v66, %v35
  %v68 = getelementptr inbounds i32, ptr %p2, i64 %v32
  store i32 %v42, ptr %v68, align 4
  %v69 = add i64 %v32, 1
  %v70 = getelementptr inbounds i32, ptr %p2, i64 %v69
  store i32 %v50, ptr %v70, align 4
  %v71 = add i64 %v32, 2
  %v72 = getelementptr inbounds i32, ptr %p2, i64 %v71
  store i32 %v59, ptr %v72, align 4
  %v73 = add i64 %v32, 3
  %v74 = getelementptr inbounds i32, ptr %p2, i64 %v73
  store i32 %v67, ptr %v74, align 4
  %v75 = trunc i64 %v73 to i32
  %v76 = add i64 %v7, 4
  %v77 = getelementptr inbounds i32, ptr %p2, i64 %v76
  store i32 %v75, ptr %v77, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.umin.i32(i32, i32) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
