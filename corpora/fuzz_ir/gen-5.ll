; passcheck gen --seed 5 --size 100
; grid 1x16, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr noalias nocapture readonly dereferenceable(512) %p0, ptr noalias nocapture readonly dereferenceable(1024) %p1, ptr noalias nocapture dereferenceable(256) %p2, i32 %s0, i16 %s1, i64 %s2) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = mul nuw i32 %v2, 16
  %v4 = add nuw i32 %v3, %v1
  %v5 = sext i32 %v4 to i64
  %v6 = mul i64 %v5, 16
  %v7 = alloca [8 x i16], align 2
  %v8 = getelementptr inbounds [8 x i16], ptr %v7, i64 0, i64 0
  store i16 %s1, ptr %v8, align 2
  %v9 = and i32 %v3, 255
  %v10 = zext i32 %v9 to i64
  %v12 = mul nuw nsw i64 %v10, 2
  %v11 = getelementptr inbounds i8, ptr %p0, i64 %v12
  %v13 = load i16, ptr %v11, align 2
  %v14 = getelementptr inbounds [8 x i16], ptr %v7, i64 0, i64 1
  store i16 %v13, ptr %v14, align 2
  %v15 = getelementptr inbounds [8 x i16], ptr %v7, i64 0, i64 2
  store i16 16384, ptr %v15, align 2
  %v16 = getelementptr inbounds [8 x i16], ptr %v7, i64 0, i64 3
  store i16 %v13, ptr %v16, align 2
  %v17 = getelementptr inbounds [8 x i16], ptr %v7, i64 0, i64 4
  store i16 %s1, ptr %v17, align 2
  %v18 = getelementptr inbounds [8 x i16], ptr %v7, i64 0, i64 5
  store i16 %s1, ptr %v18, align 2
  %v19 = getelementptr inbounds [8 x i16], ptr %v7, i64 0, i64 6
  store i16 %s1, ptr %v19, align 2
  %v20 = getelementptr inbounds [8 x i16], ptr %v7, i64 0, i64 7
  store i16 %v13, ptr %v20, align 2
  %v21 = sext i32 %v4 to i64
  %v22 = add i64 %v21, 4
  %v23 = getelementptr inbounds float, ptr %p1, i64 %v22
  %v24 = add i64 %v22, -1
  %v25 = getelementptr inbounds float, ptr %p1, i64 %v24
  %v26 = load float, ptr %v25, align 4
  %v27 = getelementptr inbounds float, ptr %v23, i64 2
  %v28 = load float, ptr %v27, align 4
  %v29 = fmul float %v26, %v28
  %v30 = getelementptr inbounds float, ptr %v23, i64 -2
  %v31 = load float, ptr %v30, align 4
  %v32 = fsub float %v29, %v31
  %v33 = getelementptr inbounds float, ptr %v23, i64 1
  %v34 = load float, ptr %v33, align 4
  %v35 = fmul float %v32, %v34
  %v36 = call i8 @llvm.fptosi.sat.i8.f32(float %v35)
  %v37 = shl i32 %s0, 15
  %v38 = and i32 %v37, 15
  %v39 = sext i32 %v38 to i64
  %v40 = add nsw i64 %v6, %v39
  %v41 = getelementptr inbounds i8, ptr %p2, i64 %v40
  store i8 %v36, ptr %v41, align 1
  %v42 = call i32 @llvm.cttz.i32(i32 -1, i1 false)
  %v43 = trunc i32 %v42 to i8
  %v44 = add nuw i64 %v6, 0
  %v45 = getelementptr inbounds i8, ptr %p2, i64 %v44
  store i8 %v43, ptr %v45, align 1
  %v46 = sext i32 %v4 to i64
  %v47 = mul nsw i64 %v46, 2
  %v48 = add i64 %v47, 4
  %v49 = getelementptr i16, ptr %p0, i64 %v48
  %v50 = add i64 %v48, -2
  %v51 = getelementptr inbounds i16, ptr %p0, i64 %v50
  %v52 = load i16, ptr %v51, align 2
  %v53 = add nsw i64 %v48, 1
  %v54 = getelementptr i16, ptr %p0, i64 %v53
  %v55 = load i16, ptr %v54, align 2
  %v56 = or i16 %v52, %v55
  %v57 = add i64 %v48, -4
  %v58 = getelementptr i16, ptr %p0, i64 %v57
  %v59 = load i16, ptr %v58, align 2
  %v60 = or i16 %v56, %v59
  %v61 = getelementptr inbounds i16, ptr %v49, i64 0
  %v62 = load i16, ptr %v61, align 2
  %v63 = mul i16 %v60, %v62
  %v64 = getelementptr inbounds i16, ptr %v49, i64 4
  %v65 = load i16, ptr %v64, align 2
  %v66 = sub i16 %v63, %v65
  %v67 = trunc i16 %v66 to i8
  %v68 = add nuw nsw i64 %v6, 1
  %v69 = getelementptr i8, ptr %p2, i64 %v68
  store volatile i8 %v67, ptr %v69, align 1
  %v70 = mul i16 -32768, -1
  %v71 = icmp ne i16 %v70, %v52
  %v72 = zext i1 %v71 to i64
  %v73 = and i64 %v72, 255
  %v74 = getelementptr [256 x float], ptr %p1, i64 0, i64 %v73
  %v75 = load float, ptr %v74, align 4
  %v76 = call i32 @llvm.fptosi.sat.i32.f32(float %v75)
  %v77 = insertelement <2 x i32> poison, i32 %v76, i64 0
  %v78 = shufflevector <2 x i32> %v77, <2 x i32> poison, <2 x i32> zeroinitializer
  %v79 = extractelement <2 x i32> %v78, i32 1
  %v80 = trunc i32 %v79 to i8
  %v81 = getelementptr inbounds i8, ptr %p2, i64 %v6
  %v82 = getelementptr inbounds i8, ptr %v81, i64 1
  store i8 %v80, ptr %v82, align 1
  %v83 = add nuw i64 %v6, 2
  %v84 = getelementptr inbounds i8, ptr %p2, i64 %v83
  store i8 %v80, ptr %v84, align 1
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i8 @llvm.fptosi.sat.i8.f32(float) nounwind speculatable willreturn memory(none)

declare i32 @llvm.cttz.i32(i32, i1) nounwind speculatable willreturn memory(none)

declare i32 @llvm.fptosi.sat.i32.f32(float) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
