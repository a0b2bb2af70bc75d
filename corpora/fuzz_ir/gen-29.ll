; passcheck gen --seed 29 --size 100
; grid 1x4, buffers of 64 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr noalias nocapture readonly dereferenceable(256) %p0, ptr noalias nocapture readonly dereferenceable(256) %p1, ptr noalias nocapture dereferenceable(256) %p2, ptr noalias nocapture dereferenceable(256) %p3, ptr noalias nocapture dereferenceable(256) %p4, ptr noalias nocapture dereferenceable(256) %p5, i32 %s0, i32 %s1) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %v4 = mul i32 %v2, %v3
  %v5 = add i32 %v4, %v1
  %v6 = sext i32 %v5 to i64
  %v7 = shl i64 %v6, 4
  %v8 = add i32 %v5, 43
  %v9 = zext i32 %v8 to i64
  %v10 = getelementptr inbounds i32, ptr %p0, i64 %v9
  %v11 = load i32, ptr %v10, align 4
  %v12 = and i32 4194304, %v11
  %v13 = icmp sge i32 %v12, %v4
  %v14 = select i1 %v13, i32 %v4, i32 %v4
  %v15 = and i32 %v14, 62
  %v16 = zext i32 %v15 to i64
  %v17 = add i32 %v5, 47
  %v18 = sext i32 %v17 to i64
  %v19 = getelementptr inbounds i32, ptr %p0, i64 %v18
  %v20 = load i32, ptr %v19, align 4
  %v21 = and i32 %v20, 14
  %v22 = sext i32 %v21 to i64
  %v23 = add i64 %v7, %v22
  %v24 = getelementptr inbounds i32, ptr %p0, i64 %v16
  %v25 = getelementptr i32, ptr %p1, i64 44
  %v27 = trunc i64 %v23 to i32
  %v26 = getelementptr inbounds i32, ptr %p5, i32 %v27
  %v28 = getelementptr inbounds i32, ptr %p3, i64 49
  %v29 = load i32, ptr %v28, align 4
  %v30 = getelementptr inbounds i32, ptr %p0, i64 %v16
  %v31 = load i32, ptr %v30, align 4
  %v32 = add i32 %v31, %v29
  %v33 = getelementptr inbounds i32, ptr %v24, i64 1
  %v34 = load i32, ptr %v33, align 4
  %v35 = add i32 %v34, %v29
  %v36 = getelementptr inbounds i32, ptr %v26, i64 0
  store i32 %v32, ptr %v36, align 4
  %v37 = getelementptr inbounds i32, ptr %v26, i64 1
  store i32 %v35, ptr %v37, align 4
  %v38 = and i32 %v21, 15
  %v39 = zext i32 %v38 to i64
  %v40 = add i64 %v7, %v39
  %v41 = getelementptr inbounds [64 x i32], ptr %p5, i64 0, i64 %v40
  store i32 2147483647, ptr %v41, align 4
  %v42 = getelementptr inbounds i32, ptr %p2, i64 32
  %v43 = getelementptr inbounds i32, ptr %p2, i64 32
  %v44 = load i32, ptr %v43, align 4
  %v45 = add i64 32, 1
  %v46 = getelementptr inbounds i32, ptr %p2, i64 %v45
  %v47 = load i32, ptr %v46, align 4
  %v48 = getelementptr inbounds i32, ptr %v42, i64 2
  %v49 = load i32, ptr %v48, align 4
  %v50 = getelementptr inbounds i32, ptr %v42, i64 3
  %v51 = load i32, ptr %v50, align 4
  %v52 = call i32 @llvm.umin.i32(i32 %v44, i32 %v47)
  %v53 = call i32 @llvm.umin.i32(i32 %v52, i32 %v49)
  %v54 = call i32 @llvm.umin.i32(i32 %v53, i32 %v51)
  %v55 = sub i32 %v49, %v49
  %v56 = and i32 %v55, 15
  %v57 = sext i32 %v56 to i64
  %v58 = add i64 %v7, %v57
  %v59 = getelementptr inbounds i32, ptr %p4, i64 %v58
  store i32 %v54, ptr %v59, align 4
  %v60 = getelementptr inbounds i32, ptr %p2, i64 52
  %v61 = load i32, ptr %v60, align 4
  %v62 = getelementptr inbounds i32, ptr %v60, i64 1
  %v63 = load i32, ptr %v62, align 4
  %v64 = add i64 52, 2
  %v65 = getelementptr inbounds i32, ptr %p2, i64 %v64
  %v66 = load i32, ptr %v65, align 4
  %v67 = add i64 52, 3
  %v68 = getelementptr inbounds [64 x i32], ptr %p2, i64 0, i64 %v67
  %v69 = load i32, ptr %v68, align 4
  %v70 = mul i32 %v61, %v63
  %v71 = mul i32 %v70, %v66
  %v72 = mul i32 %v71, %v69
  %v73 = add i64 %v7, 0
  %v74 = getelementptr inbounds i32, ptr %p4, i64 %v73
  store i32 %v72, ptr %v74, align 4
  %v75 = call i32 @llvm.bitreverse.i32(i32 8)
  %v76 = lshr i32 %v61, 0
  %v77 = and i32 %v76, 15
  %v78 = zext i32 %v77 to i64
  %v79 = add i64 %v7, %v78
  %v80 = getelementptr inbounds i32, ptr %p5, i64 %v79
  store i32 %v75, ptr %v80, align 4
  %v81 = trunc i64 %v79 to i32
  %v82 = getelementptr inbounds i32, ptr %p5, i64 %v7
  %v83 = getelementptr inbounds i32, ptr %v82, i64 8
  store i32 %v81, ptr %v83, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.umin.i32(i32, i32) nounwind speculatable willreturn memory(none)

declare i32 @llvm.bitreverse.i32(i32) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
