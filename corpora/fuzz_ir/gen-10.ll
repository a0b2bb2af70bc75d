; passcheck gen --seed 10 --size 100
; grid 2x8, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [16 x half] undef, align 2

define void @kernel(ptr noalias nocapture dereferenceable(1024) %p0, ptr noalias nocapture dereferenceable(512) %p1, ptr noalias nocapture dereferenceable(1024) %p2, ptr noalias nocapture dereferenceable(1024) %p3, i32 %s0, half %s1, i32 %s2) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = mul nuw nsw i32 %v2, 8
  %v4 = add nuw i32 %v3, %v1
  %v5 = sext i32 %v4 to i64
  %v6 = mul nuw nsw i64 %v5, 16
  %v7 = alloca [8 x i32], align 4
  %v8 = getelementptr inbounds [8 x i32], ptr %v7, i64 0, i64 0
  store i32 %v2, ptr %v8, align 4
  %v9 = getelementptr inbounds [8 x i32], ptr %v7, i64 0, i64 1
  store i32 %v1, ptr %v9, align 4
  %v10 = getelementptr inbounds [8 x i32], ptr %v7, i64 0, i64 2
  store i32 %v3, ptr %v10, align 4
  %v11 = getelementptr inbounds [8 x i32], ptr %v7, i64 0, i64 3
  store i32 %v1, ptr %v11, align 4
  %v12 = getelementptr inbounds [8 x i32], ptr %v7, i64 0, i64 4
  store i32 %s0, ptr %v12, align 4
  %v13 = getelementptr inbounds [8 x i32], ptr %v7, i64 0, i64 5
  store i32 %v4, ptr %v13, align 4
  %v14 = getelementptr inbounds [8 x i32], ptr %v7, i64 0, i64 6
  store i32 %s0, ptr %v14, align 4
  %v15 = getelementptr inbounds [8 x i32], ptr %v7, i64 0, i64 7
  store i32 %v2, ptr %v15, align 4
  %v16 = mul nsw i32 %v1, 2
  %v17 = sext i32 %v4 to i64
  %v18 = add nsw i64 %v17, 112
  %v19 = getelementptr i32, ptr %p2, i64 %v18
  %v20 = load i32, ptr %v19, align 4
  %v21 = and i32 %v4, %v20
  %v22 = uitofp i32 %v21 to half
  %v23 = getelementptr inbounds half, ptr addrspace(3) @sh, i32 %v16
  store half %v22, ptr addrspace(3) %v23, align 2
  %v24 = add i32 %v16, 1
  %v25 = sitofp i32 %v16 to half
  %v26 = sitofp i32 %v24 to half
  %v27 = fmul half %v25, %v26
  %v28 = getelementptr inbounds half, ptr addrspace(3) @sh, i32 %v24
  store half %v27, ptr addrspace(3) %v28, align 2
  call void @llvm.nvvm.barrier.sync(i32 0)
  %v29 = add nsw i64 %v6, 0
  br label %b1

b1:
  %v32 = phi i32 [ 0, %b0 ], [ %v31, %b2 ]
  %v33 = phi float [ -2.500000e-01, %b0 ], [ %v30, %b2 ]
  %v34 = sext i32 %v32 to i64
  %v35 = add nuw nsw i64 52, 3
  %v36 = add nsw i64 %v35, %v34
  %v37 = getelementptr inbounds float, ptr %p0, i64 %v36
  %v38 = load float, ptr %v37, align 4
  %v39 = call i32 @llvm.fptoui.sat.i32.f32(float %v38)
  %v40 = mul nuw i64 %v34, 3
  %v41 = add nsw i64 %v29, %v40
  %v42 = getelementptr inbounds i32, ptr %p3, i64 %v41
  store i32 %v39, ptr %v42, align 4
  %v43 = sext i32 %v4 to i64
  %v44 = shl nsw i64 %v43, 3
  %v45 = sext i32 %v4 to i64
  %v46 = mul nsw i64 %v45, 8
  %v47 = getelementptr inbounds i32, ptr %p2, i64 52
  %v48 = load i32, ptr %v47, align 4
  %v49 = or i32 %v48, %s0
  %v50 = and i32 %v49, 255
  %v51 = zext i32 %v50 to i64
  %v52 = getelementptr inbounds i32, ptr %p2, i64 %v51
  %v53 = load i32, ptr %v52, align 4
  %v54 = and i32 %v53, 7
  %v55 = sext i32 %v54 to i64
  %v56 = add i64 %v6, %v55
  br label %b4

b4:
  %v61 = phi i32 [ 0, %b1 ], [ %v60, %b5 ]
  %v62 = phi float [ %v38, %b1 ], [ %v57, %b5 ]
  %v63 = phi i32 [ %v54, %b1 ], [ %v58, %b5 ]
  %v64 = phi i32 [ 8, %b1 ], [ %v59, %b5 ]
  %v65 = zext i32 %v61 to i64
  %v66 = mul i32 %v61, 4
  %v67 = zext i32 %v66 to i64
  %v68 = add nuw nsw i64 %v67, %v46
  %v70 = trunc i64 %v68 to i32
  %v69 = getelementptr inbounds i32, ptr %p2, i32 %v70
  %v71 = load i32, ptr %v69, align 4
  %v72 = mul i64 %v65, 2
  %v73 = add nsw i64 %v72, %v44
  %v74 = getelementptr inbounds float, ptr %p0, i64 %v73
  %v75 = load float, ptr %v74, align 4
  %v76 = call i32 @llvm.fptoui.sat.i32.f32(float %v75)
  %v77 = add i32 %v71, %v76
  %v78 = add i32 %v77, %v77
  %v79 = shl nsw i64 %v65, 1
  %v80 = add nuw i64 %v79, %v56
  %v81 = getelementptr inbounds i32, ptr %p3, i64 %v80
  store i32 %v78, ptr %v81, align 4
  br label %b5

b5:
  %v57 = call float @llvm.minnum.f32(float %v62, float %v75)
  %v58 = call i32 @llvm.umin.i32(i32 %v63, i32 %v78)
  %v59 = or i32 %v64, %v58
  %v60 = add nuw nsw i32 %v61, 1
  %v82 = icmp slt i32 %v60, 3
  br i1 %v82, label %b4, label %b6

b6:
  %v83 = call i32 @llvm.fptosi.sat.i32.f32(float %v57)
  %v84 = or i64 %v6, 0
  %v85 = getelementptr inbounds i32, ptr %p3, i64 %v84
  store i32 %v83, ptr %v85, align 4
  %v86 = add i32 %v59, 31
  %v87 = and i32 %v86, 15
  %v88 = zext i32 %v87 to i64
  %v89 = add nuw nsw i64 %v6, %v88
  %v90 = getelementptr inbounds i32, ptr %p3, i64 %v89
  store i32 %v58, ptr %v90, align 4
  br label %b2

b2:
  %v30 = call float @llvm.minnum.f32(float %v33, float %v57)
  %v31 = add nsw i32 %v32, 1
  %v91 = icmp ult i32 %v31, 6
  br i1 %v91, label %b1, label %b3

b3:
  %v92 = call i32 @llvm.nvvm.f2i.rn(float %v30)
  %v93 = add nuw i64 %v6, 1
  %v94 = getelementptr inbounds i32, ptr %p3, i64 %v93
  store i32 %v92, ptr %v94, align 4
  %v95 = add nuw i32 %v4, 168
  %v96 = and i32 %v95, 255
  %v97 = zext i32 %v96 to i64
  %v98 = getelementptr inbounds float, ptr %p0, i64 %v97
  %v99 = load float, ptr %v98, align 4
  %v100 = call float @llvm.nvvm.trunc.ftz.f(float %v99)
  %v101 = fcmp ord float %v100, %v100
  %v102 = select i1 %v101, float %v100, float 0.000000e+00
  %v103 = bitcast float %v102 to i32
  %v104 = add i64 %v6, 2
  %v105 = getelementptr [256 x i32], ptr %p3, i64 0, i64 %v104
  store i32 %v103, ptr %v105, align 4
  %v106 = trunc i64 %v104 to i32
  %v107 = add nsw i64 %v6, 3
  %v108 = getelementptr inbounds [256 x i32], ptr %p3, i64 0, i64 %v107
  store i32 %v106, ptr %v108, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare void @llvm.nvvm.barrier.sync(i32) convergent nounwind

declare i32 @llvm.fptoui.sat.i32.f32(float) nounwind speculatable willreturn memory(none)

declare float @llvm.minnum.f32(float, float) nounwind speculatable willreturn memory(none)

declare i32 @llvm.umin.i32(i32, i32) nounwind speculatable willreturn memory(none)

declare i32 @llvm.fptosi.sat.i32.f32(float) nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.f2i.rn(float) nounwind speculatable willreturn memory(none)

declare float @llvm.nvvm.trunc.ftz.f(float) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
