; passcheck gen --seed 39 --size 100
; grid 1x4, buffers of 64 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [4 x i16] undef, align 2

define void @kernel(ptr noalias nocapture readonly dereferenceable(64) %p0, ptr noalias nocapture dereferenceable(64) %p1, ptr addrspace(1) noalias nocapture readonly dereferenceable(256) %p2, ptr noalias nocapture dereferenceable(256) %p3, ptr addrspace(1) noalias nocapture dereferenceable(256) %p4, i32 %s0, i16 %s1, double %s2) "denormal-fp-math-f32"="positive-zero,positive-zero" {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %v4 = mul i32 %v2, %v3
  %v5 = add i32 %v4, %v1
  %v6 = sext i32 %v5 to i64
  %v7 = mul i64 %v6, 16
  %v8 = addrspacecast ptr %p0 to ptr addrspace(1)
  %v9 = addrspacecast ptr %p1 to ptr addrspace(1)
  %v10 = addrspacecast ptr addrspace(1) %p2 to ptr
  %v11 = addrspacecast ptr %p3 to ptr addrspace(1)
  %v12 = addrspacecast ptr addrspace(1) %p4 to ptr
  %v13 = alloca [8 x i16], align 2
  %v14 = getelementptr inbounds [8 x i16], ptr %v13, i64 0, i64 0
  store i16 %s1, ptr %v14, align 2
  %v15 = getelementptr inbounds [8 x i16], ptr %v13, i64 0, i64 1
  store i16 %s1, ptr %v15, align 2
  %v16 = getelementptr inbounds [8 x i16], ptr %v13, i64 0, i64 2
  store i16 -32768, ptr %v16, align 2
  %v17 = getelementptr inbounds [8 x i16], ptr %v13, i64 0, i64 3
  store i16 1, ptr %v17, align 2
  %v18 = getelementptr inbounds [8 x i16], ptr %v13, i64 0, i64 4
  store i16 256, ptr %v18, align 2
  %v19 = getelementptr inbounds [8 x i16], ptr %v13, i64 0, i64 5
  store i16 %s1, ptr %v19, align 2
  %v20 = getelementptr inbounds [8 x i16], ptr %v13, i64 0, i64 6
  store i16 %s1, ptr %v20, align 2
  %v21 = getelementptr inbounds [8 x i16], ptr %v13, i64 0, i64 7
  store i16 %s1, ptr %v21, align 2
  %v22 = addrspacecast ptr addrspace(3) @sh to ptr
  %v23 = mul i32 %v1, 1
  %v24 = and i32 %v5, 63
  %v25 = zext i32 %v24 to i64
  %v26 = getelementptr inbounds i8, ptr addrspace(1) %v8, i64 %v25
  %v27 = load i8, ptr addrspace(1) %v26, align 1
  %v28 = sext i8 %v27 to i16
  %v29 = lshr i16 %v28, 12
  %v30 = and i16 100, %v29
  %v31 = getelementptr inbounds i16, ptr %v22, i32 %v23
  store i16 %v30, ptr %v31, align 2
  call void @llvm.nvvm.barrier.sync(i32 0)
  %v32 = add i32 %v5, 43
  %v33 = and i32 %v32, 63
  %v34 = zext i32 %v33 to i64
  %v35 = getelementptr inbounds float, ptr %v10, i64 %v34
  %v36 = load float, ptr %v35, align 4
  %v37 = zext i32 %v5 to i64
  %v38 = add i64 %v37, 14
  %v39 = getelementptr inbounds float, ptr %v10, i64 %v38
  %v40 = load float, ptr %v39, align 4
  %v41 = fmul float %v36, %v40
  %v42 = fcmp ord float %v41, %v41
  %v43 = select i1 %v42, float %v41, float 0.000000e+00
  %v44 = bitcast float %v43 to i32
  %v45 = add i64 %v7, 0
  %v46 = getelementptr inbounds i32, ptr %v12, i64 %v45
  store i32 %v44, ptr %v46, align 4
  %v47 = sext i32 %v5 to i64
  %v48 = mul i64 %v47, 2
  %v49 = add i64 %v48, 4
  %v51 = trunc i64 %v49 to i32
  %v50 = getelementptr float, ptr %v10, i32 %v51
  %v52 = add i64 %v49, -2
  %v53 = getelementptr inbounds float, ptr %v10, i64 %v52
  %v54 = load float, ptr %v53, align 4
  %v55 = add i64 %v49, 1
  %v56 = getelementptr inbounds [64 x float], ptr %v10, i64 0, i64 %v55
  %v57 = load float, ptr %v56, align 4
  %v58 = fmul float %v54, %v57
  %v59 = add i64 %v49, -4
  %v60 = getelementptr inbounds float, ptr %v10, i64 %v59
  %v61 = load float, ptr %v60, align 4
  %v62 = fadd float %v58, %v61
  %v63 = call i32 @llvm.nvvm.f2i.rz(float %v62)
  %v64 = add i64 %v7, 1
  %v65 = getelementptr inbounds i32, ptr %v12, i64 %v64
  store i32 %v63, ptr %v65, align 4
  %v66 = and i64 %v55, 100
  %v67 = and i64 %v66, 60
  %v68 = getelementptr float, ptr %v10, i64 %v67
  %v69 = getelementptr inbounds float, ptr %v10, i64 %v67
  %v70 = load float, ptr %v69, align 4
  %v71 = add i64 %v67, 1
  %v72 = getelementptr inbounds [64 x float], ptr %v10, i64 0, i64 %v71
  %v73 = load float, ptr %v72, align 4
  %v74 = add i64 %v67, 2
  %v76 = shl i64 %v74, 2
  %v75 = getelementptr inbounds i8, ptr %v10, i64 %v76
  %v77 = load float, ptr %v75, align 4
  %v78 = add i64 %v67, 3
  %v80 = trunc i64 %v78 to i32
  %v79 = getelementptr inbounds float, ptr %v10, i32 %v80
  %v81 = load float, ptr %v79, align 4
  %v82 = fadd float %v70, %v73
  %v83 = fadd float %v77, %v81
  %v84 = fadd float %v82, %v83
  %v85 = call i32 @llvm.fptosi.sat.i32.f32(float %v84)
  %v86 = add i64 %v7, 2
  %v87 = getelementptr inbounds [64 x i32], ptr %v12, i64 0, i64 %v86
  store i32 %v85, ptr %v87, align 4
  %v88 = trunc i64 %v86 to i32
  %v89 = lshr i32 %v33, 29
  %v90 = and i32 %v89, 15
  %v91 = sext i32 %v90 to i64
  %v92 = add i64 %v7, %v91
  %v93 = getelementptr inbounds i32, ptr %v12, i64 %v92
  store i32 %v88, ptr %v93, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind speculatable willreturn memory(none)

declare void @llvm.nvvm.barrier.sync(i32) convergent nounwind

declare i32 @llvm.nvvm.f2i.rz(float) nounwind speculatable willreturn memory(none)

declare i32 @llvm.fptosi.sat.i32.f32(float) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
