; passcheck gen --seed 23 --size 100
; grid 2x8, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr noalias nocapture readonly dereferenceable(256) %p0, ptr noalias nocapture readonly dereferenceable(1024) %p1, ptr noalias nocapture dereferenceable(1024) %p2, ptr noalias nocapture dereferenceable(1024) %p3, ptr noalias nocapture dereferenceable(256) %p4, i32 %s0) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %v4 = mul nsw i32 %v2, %v3
  %v5 = add nuw i32 %v4, %v1
  %v6 = zext i32 %v5 to i64
  %v7 = shl i64 %v6, 4
  %v8 = alloca [8 x i16], align 2
  %v9 = getelementptr inbounds [8 x i16], ptr %v8, i64 0, i64 0
  store i16 33, ptr %v9, align 2
  %v10 = zext i32 %v5 to i64
  %v11 = add i64 %v10, 47
  %v12 = getelementptr inbounds i8, ptr %p0, i64 %v11
  %v13 = load i8, ptr %v12, align 1
  %v14 = sext i8 %v13 to i16
  %v15 = getelementptr inbounds [8 x i16], ptr %v8, i64 0, i64 1
  store i16 %v14, ptr %v15, align 2
  %v16 = getelementptr inbounds [8 x i16], ptr %v8, i64 0, i64 2
  store i16 %v14, ptr %v16, align 2
  %v17 = mul nuw nsw i32 %v2, 2147483647
  %v18 = sub i32 0, %v17
  %v19 = and i32 %v18, 255
  %v20 = sext i32 %v19 to i64
  %v21 = getelementptr inbounds i8, ptr %p0, i64 %v20
  %v22 = load i8, ptr %v21, align 1
  %v23 = zext i8 %v22 to i16
  %v24 = getelementptr inbounds [8 x i16], ptr %v8, i64 0, i64 3
  store i16 %v23, ptr %v24, align 2
  %v25 = getelementptr inbounds [8 x i16], ptr %v8, i64 0, i64 4
  store i16 %v14, ptr %v25, align 2
  %v26 = getelementptr inbounds [8 x i16], ptr %v8, i64 0, i64 5
  store i16 %v23, ptr %v26, align 2
  %v27 = getelementptr inbounds [8 x i16], ptr %v8, i64 0, i64 6
  store i16 %v23, ptr %v27, align 2
  %v28 = getelementptr inbounds [8 x i16], ptr %v8, i64 0, i64 7
  store i16 %v23, ptr %v28, align 2
  %v29 = fcmp ugt half 0xH7C00, 0xH7C00
  %v30 = zext i1 %v29 to i32
  %v31 = and i32 %v30, 7
  %v32 = add nsw i32 %v31, 1
  %v33 = sext i32 %v5 to i64
  %v34 = shl nsw i64 %v33, 3
  %v35 = mul i32 %v2, -464863686
  %v36 = lshr i32 %v35, 30
  %v37 = zext i32 %v36 to i64
  %v38 = add nuw nsw i64 %v7, %v37
  %v39 = call i32 @llvm.fptosi.sat.i32.f32(float 6.550400e+04)
  %v40 = and i32 %v39, 255
  %v41 = sext i32 %v40 to i64
  %v42 = getelementptr float, ptr %p3, i64 %v41
  %v43 = load float, ptr %v42, align 4
  br label %b1

b1:
  %v48 = phi i32 [ %v31, %b0 ], [ %v47, %b2 ]
  %v49 = phi float [ 0x3FE6666660000000, %b0 ], [ %v44, %b2 ]
  %v50 = phi i16 [ %v23, %b0 ], [ %v45, %b2 ]
  %v51 = phi float [ %v43, %b0 ], [ %v46, %b2 ]
  %v52 = zext i32 %v48 to i64
  %v53 = mul i64 %v52, 2
  %v54 = add nsw i64 %v34, %v53
  %v55 = getelementptr inbounds [256 x float], ptr %p3, i64 0, i64 %v54
  %v56 = load float, ptr %v55, align 4
  %v57 = mul nsw i64 %v52, 2
  %v58 = add nuw i64 %v34, 1
  %v59 = add nuw nsw i64 %v58, %v57
  %v60 = getelementptr inbounds float, ptr %p3, i64 %v59
  %v61 = load float, ptr %v60, align 4
  %v62 = fsub float %v56, %v61
  %v63 = mul nsw i64 %v52, 2
  %v64 = add nuw i64 %v34, %v63
  %v65 = getelementptr inbounds float, ptr %p3, i64 %v64
  %v66 = load float, ptr %v65, align 4
  %v67 = shl nuw i32 %v48, 1
  %v68 = add nuw i32 %v67, 1
  %v69 = sext i32 %v68 to i64
  %v70 = add nuw nsw i64 %v69, %v34
  %v71 = getelementptr inbounds float, ptr %p3, i64 %v70
  %v72 = load float, ptr %v71, align 4
  %v73 = fsub float %v66, %v72
  %v74 = call i8 @llvm.fptosi.sat.i8.f32(float %v73)
  %v75 = add nsw i64 %v52, %v38
  %v76 = getelementptr inbounds [256 x i8], ptr %p4, i64 0, i64 %v75
  store i8 %v74, ptr %v76, align 1
  br label %b2

b2:
  %v44 = fadd float %v49, %v73
  %v77 = call i16 @llvm.fptoui.sat.i16.f32(float %v44)
  %v45 = add i16 %v50, %v77
  %v46 = fadd float %v51, %v44
  %v47 = sub i32 %v48, 1
  %v78 = icmp ne i32 %v48, 0
  br i1 %v78, label %b1, label %b3

b3:
  %v79 = call i8 @llvm.fptoui.sat.i8.f32(float %v44)
  %v80 = add nuw i64 %v7, 0
  %v81 = getelementptr inbounds i8, ptr %p4, i64 %v80
  store i8 %v79, ptr %v81, align 1
  %v82 = trunc i16 %v45 to i8
  %v83 = add nuw i64 %v7, 1
  %v84 = getelementptr i8, ptr %p4, i64 %v83
  store i8 %v82, ptr %v84, align 1
  %v85 = mul i8 %v13, -1
  %v86 = add i8 %v85, 8
  %v87 = shl i8 %v85, 7
  %v88 = mul i8 %v87, 1
  %v89 = add i8 %v86, %v88
  %v90 = add nsw i64 %v7, 2
  %v91 = getelementptr inbounds i8, ptr %p4, i64 %v90
  store i8 %v89, ptr %v91, align 1
  %v92 = trunc i64 %v90 to i8
  %v93 = add nuw i64 %v7, 3
  %v94 = getelementptr inbounds i8, ptr %p4, i64 %v93
  store i8 %v92, ptr %v94, align 1
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.fptosi.sat.i32.f32(float) nounwind speculatable willreturn memory(none)

declare i8 @llvm.fptosi.sat.i8.f32(float) nounwind speculatable willreturn memory(none)

declare i16 @llvm.fptoui.sat.i16.f32(float) nounwind speculatable willreturn memory(none)

declare i8 @llvm.fptoui.sat.i8.f32(float) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
