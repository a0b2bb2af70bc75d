; passcheck gen --seed 19 --size 100
; grid 2x4, buffers of 128 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr noalias nocapture dereferenceable(512) %p0, ptr noalias nocapture readonly dereferenceable(512) %p1, ptr noalias nocapture readonly dereferenceable(512) %p2, ptr noalias nocapture dereferenceable(512) %p3, i32 %s0, float %s1, float %s2) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %v4 = mul nsw i32 %v2, %v3
  %v5 = add nsw i32 %v4, %v1
  %v6 = zext i32 %v5 to i64
  %v7 = mul nuw nsw i64 %v6, 16
  %v8 = alloca [8 x i32], align 4
  %v9 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 0
  store i32 %v2, ptr %v9, align 4
  %v10 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 1
  store i32 %v1, ptr %v10, align 4
  %v11 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 2
  store i32 16, ptr %v11, align 4
  %v12 = sext i32 %v5 to i64
  %v13 = add i64 %v12, 109
  %v14 = getelementptr inbounds float, ptr %p2, i64 %v13
  %v15 = load float, ptr %v14, align 4
  %v16 = call i32 @llvm.nvvm.f2ui.rm(float %v15)
  %v17 = sub i32 0, %v16
  %v18 = and i32 %v17, 127
  %v19 = sext i32 %v18 to i64
  %v21 = trunc i64 %v19 to i32
  %v20 = getelementptr inbounds float, ptr %p2, i32 %v21
  %v22 = load float, ptr %v20, align 4
  %v23 = call i32 @llvm.nvvm.f2ui.rm(float %v22)
  %v24 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 3
  store i32 %v23, ptr %v24, align 4
  %v25 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 4
  store i32 %v1, ptr %v25, align 4
  %v26 = getelementptr inbounds float, ptr %p1, i64 113
  %v27 = load float, ptr %v26, align 4
  %v28 = call i64 @llvm.nvvm.f2ll.rp(float %v27)
  %v29 = trunc i64 %v28 to i32
  %v30 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 5
  store i32 %v29, ptr %v30, align 4
  %v31 = sext i32 %v5 to i64
  %v32 = add nsw i64 %v31, 83
  %v33 = getelementptr inbounds float, ptr %p1, i64 %v32
  %v34 = load float, ptr %v33, align 4
  %v35 = call i32 @llvm.nvvm.f2i.rz(float %v34)
  %v36 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 6
  store i32 %v35, ptr %v36, align 4
  %v37 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 7
  store i32 %v29, ptr %v37, align 4
  %v38 = icmp ult i32 %v5, %s0
  br i1 %v38, label %b1, label %b2

b1:
  %v39 = add nuw nsw i32 %v5, 58
  %v40 = and i32 %v39, 127
  %v41 = zext i32 %v40 to i64
  %v42 = getelementptr inbounds float, ptr %p0, i64 %v41
  %v43 = load float, ptr %v42, align 4
  %v44 = add nuw nsw i32 %v5, 80
  %v45 = and i32 %v44, 127
  %v46 = zext i32 %v45 to i64
  %v47 = getelementptr float, ptr %p0, i64 %v46
  %v48 = load float, ptr %v47, align 4
  %v49 = call float @llvm.nvvm.add.rm.ftz.f(float %v43, float %v48)
  %v50 = add nuw nsw i32 %v5, 27
  %v51 = and i32 %v50, 127
  %v52 = zext i32 %v51 to i64
  %v53 = getelementptr inbounds float, ptr %p0, i64 %v52
  %v54 = load float, ptr %v53, align 4
  %v55 = call float @llvm.nvvm.mul.rn.ftz.f(float %v49, float %v54)
  %v56 = fcmp ord float %v55, %v55
  %v57 = select i1 %v56, float %v55, float 0.000000e+00
  %v58 = bitcast float %v57 to i32
  %v59 = add nuw nsw i64 %v7, 0
  %v61 = trunc i64 %v59 to i32
  %v60 = getelementptr inbounds i32, ptr %p3, i32 %v61
  store i32 %v58, ptr %v60, align 4
  %v62 = add nuw nsw i32 %v5, 97
  %v63 = and i32 %v62, 127
  %v64 = zext i32 %v63 to i64
  %v65 = getelementptr inbounds float, ptr %p1, i64 %v64
  %v66 = load float, ptr %v65, align 4
  %v67 = sub i32 %v62, %v4
  %v68 = and i32 %v67, 127
  %v69 = zext i32 %v68 to i64
  %v70 = getelementptr inbounds float, ptr %p1, i64 %v69
  %v71 = load float, ptr %v70, align 4
  %v72 = call float @llvm.nvvm.add.rp.ftz.f(float %v66, float %v71)
  %v73 = fcmp ord float %v72, %v72
  %v74 = select i1 %v73, float %v72, float 0.000000e+00
  %v75 = bitcast float %v74 to i32
  %v76 = add nsw i64 %v7, 1
  %v77 = getelementptr inbounds i32, ptr %p3, i64 %v76
  store volatile i32 %v75, ptr %v77, align 4
  %v78 = trunc i64 %v76 to i32
  %v79 = add nuw i64 %v7, 2
  %v80 = getelementptr inbounds i32, ptr %p3, i64 %v79
  store i32 %v78, ptr %v80, align 4
  br label %b2

b2:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.f2ui.rm(float) nounwind speculatable willreturn memory(none)

declare i64 @llvm.nvvm.f2ll.rp(float) nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.f2i.rz(float) nounwind speculatable willreturn memory(none)

declare float @llvm.nvvm.add.rm.ftz.f(float, float) nounwind speculatable willreturn memory(none)

declare float @llvm.nvvm.mul.rn.ftz.f(float, float) nounwind speculatable willreturn memory(none)

declare float @llvm.nvvm.add.rp.ftz.f(float, float) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
