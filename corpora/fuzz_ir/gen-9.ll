; passcheck gen --seed 9 --size 100
; grid 2x8, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr noalias nocapture readonly dereferenceable(1024) %p0, ptr noalias nocapture readonly dereferenceable(512) %p1, ptr noalias nocapture dereferenceable(1024) %p2, ptr noalias nocapture dereferenceable(1024) %p3, ptr noalias nocapture dereferenceable(512) %p4, ptr noalias nocapture dereferenceable(1024) %p5, i32 %s0, i32 %s1) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = mul nuw i32 %v2, 8
  %v4 = add nsw i32 %v3, %v1
  %v5 = sext i32 %v4 to i64
  %v6 = mul nuw i64 %v5, 16
  %v7 = alloca [8 x i16], align 2
  %v8 = getelementptr inbounds i32, ptr %p3, i64 235
  %v9 = load i32, ptr %v8, align 4
  %v10 = and i32 %v9, 255
  %v11 = sext i32 %v10 to i64
  %v13 = trunc i64 %v11 to i32
  %v12 = getelementptr inbounds i16, ptr %p1, i32 %v13
  %v14 = load i16, ptr %v12, align 2
  %v15 = getelementptr inbounds [8 x i16], ptr %v7, i64 0, i64 0
  store i16 %v14, ptr %v15, align 2
  %v16 = getelementptr inbounds [8 x i16], ptr %v7, i64 0, i64 1
  store i16 %v14, ptr %v16, align 2
  %v17 = getelementptr inbounds [8 x i16], ptr %v7, i64 0, i64 2
  store i16 32, ptr %v17, align 2
  %v18 = getelementptr inbounds [8 x i16], ptr %v7, i64 0, i64 3
  store i16 %v14, ptr %v18, align 2
  %v19 = getelementptr inbounds [8 x i16], ptr %v7, i64 0, i64 4
  store i16 5, ptr %v19, align 2
  %v20 = call i32 @llvm.ctpop.i32(i32 %v2)
  %v21 = and i32 %v20, 255
  %v22 = zext i32 %v21 to i64
  %v23 = getelementptr inbounds i16, ptr %p1, i64 %v22
  %v24 = load i16, ptr %v23, align 2
  %v25 = getelementptr inbounds [8 x i16], ptr %v7, i64 0, i64 5
  store i16 %v24, ptr %v25, align 2
  %v26 = getelementptr inbounds [8 x i16], ptr %v7, i64 0, i64 6
  store i16 %v24, ptr %v26, align 2
  %v27 = getelementptr inbounds [8 x i16], ptr %v7, i64 0, i64 7
  store i16 %v14, ptr %v27, align 2
  %v28 = zext i32 %v4 to i64
  %v29 = mul nsw i64 %v28, 8
  %v30 = zext i32 %v4 to i64
  %v31 = shl nuw i64 %v30, 3
  %v32 = sext i32 %v4 to i64
  %v33 = mul nsw i64 %v32, 8
  %v34 = add nuw i64 %v6, 0
  br label %b1

b1:
  %v37 = phi i32 [ 0, %b0 ], [ %v36, %b2 ]
  %v38 = phi i32 [ 2147483647, %b0 ], [ %v35, %b2 ]
  %v39 = zext i32 %v37 to i64
  %v40 = add nuw i64 %v39, %v29
  %v41 = getelementptr inbounds i32, ptr %p3, i64 %v40
  %v42 = load i32, ptr %v41, align 4
  %v43 = add nuw nsw i64 %v29, 1
  %v44 = add nuw nsw i64 %v43, %v39
  %v46 = trunc i64 %v44 to i32
  %v45 = getelementptr inbounds i32, ptr %p3, i32 %v46
  %v47 = load i32, ptr %v45, align 4
  %v48 = mul i32 %v42, %v47
  %v49 = add nuw i64 %v39, %v29
  %v50 = add nuw i64 %v49, 2
  %v51 = getelementptr inbounds i32, ptr %p3, i64 %v50
  %v52 = load i32, ptr %v51, align 4
  %v53 = xor i32 %v48, %v52
  %v54 = add nsw i32 %v37, 3
  %v55 = sext i32 %v54 to i64
  %v56 = add i64 %v55, %v29
  %v57 = getelementptr i32, ptr %p3, i64 %v56
  %v58 = load i32, ptr %v57, align 4
  %v59 = or i32 %v53, %v58
  %v60 = mul nuw i32 %v37, 3
  %v61 = zext i32 %v60 to i64
  %v62 = add nsw i64 %v61, %v31
  %v63 = getelementptr inbounds i32, ptr %p2, i64 %v62
  %v64 = load i32, ptr %v63, align 4
  %v65 = add i32 %v59, %v64
  %v66 = mul i64 %v39, 3
  %v67 = add i64 %v31, 1
  %v68 = add nuw nsw i64 %v67, %v66
  %v69 = getelementptr inbounds i32, ptr %p2, i64 %v68
  %v70 = load i32, ptr %v69, align 4
  %v71 = add i32 %v65, %v70
  %v72 = trunc i32 %v71 to i16
  %v73 = shl nuw nsw i64 %v39, 1
  %v74 = add nuw i64 %v73, %v34
  %v75 = add i64 %v74, 2
  %v77 = shl i64 %v75, 1
  %v76 = getelementptr inbounds i8, ptr %p4, i64 %v77
  store i16 %v72, ptr %v76, align 2
  %v78 = call i16 @llvm.ctlz.i16(i16 32767, i1 false)
  %v79 = add nsw i32 %v4, 195
  %v80 = sext i32 %v79 to i64
  %v81 = getelementptr inbounds i32, ptr %p3, i64 %v80
  %v82 = load i32, ptr %v81, align 4
  %v83 = add nuw nsw i32 %v4, 149
  %v84 = sext i32 %v83 to i64
  %v85 = getelementptr inbounds [256 x i16], ptr %p1, i64 0, i64 %v84
  %v86 = load i16, ptr %v85, align 2
  %v87 = mul i16 %v86, %v86
  %v88 = add i16 %v87, %v87
  %v89 = icmp sgt i16 %v88, 64
  %v90 = select i1 %v89, i32 %v71, i32 %v82
  %v91 = and i32 %v90, 15
  %v92 = sext i32 %v91 to i64
  %v93 = add nuw nsw i64 %v6, %v92
  %v94 = getelementptr i16, ptr %p4, i64 %v93
  store i16 %v78, ptr %v94, align 2
  br label %b2

b2:
  %v35 = call i32 @llvm.umin.i32(i32 %v38, i32 %v91)
  %v36 = add nuw i32 %v37, 1
  %v95 = icmp ult i32 %v36, 7
  br i1 %v95, label %b1, label %b3

b3:
  %v96 = add nsw i64 %v6, 0
  %v97 = getelementptr inbounds i32, ptr %p5, i64 %v96
  store i32 %v35, ptr %v97, align 4
  %v98 = trunc i64 %v96 to i32
  %v99 = add nuw i64 %v6, 1
  %v101 = trunc i64 %v99 to i32
  %v100 = getelementptr inbounds i32, ptr %p5, i32 %v101
  store i32 %v98, ptr %v100, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.ctpop.i32(i32) nounwind speculatable willreturn memory(none)

declare i16 @llvm.ctlz.i16(i16, i1) nounwind speculatable willreturn memory(none)

declare i32 @llvm.umin.i32(i32, i32) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
