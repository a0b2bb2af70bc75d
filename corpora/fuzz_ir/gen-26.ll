; passcheck gen --seed 26 --size 100
; grid 2x8, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [32 x double] undef, align 8

define void @kernel(ptr noalias nocapture readonly dereferenceable(1024) %p0, ptr noalias nocapture dereferenceable(1024) %p1, ptr noalias nocapture dereferenceable(1024) %p2, ptr noalias nocapture readonly dereferenceable(1024) %p3, ptr noalias nocapture dereferenceable(512) %p4, ptr noalias nocapture dereferenceable(2048) %p5, i32 %s0, float %s1) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %v4 = mul nuw nsw i32 %v2, %v3
  %v5 = add nuw i32 %v4, %v1
  %v6 = sext i32 %v5 to i64
  %v7 = mul nuw i64 %v6, 16
  %v8 = mul i32 %v1, 4
  %v9 = getelementptr inbounds double, ptr addrspace(3) @sh, i32 %v8
  store double 5.000000e-01, ptr addrspace(3) %v9, align 8
  %v10 = add nuw nsw i32 %v8, 1
  %v11 = call double @llvm.nvvm.sqrt.rm.d(double 2.300000e+01)
  %v12 = getelementptr inbounds double, ptr addrspace(3) @sh, i32 %v10
  store double %v11, ptr addrspace(3) %v12, align 8
  %v13 = add nsw i32 %v8, 2
  %v14 = uitofp i32 %v4 to double
  %v15 = getelementptr inbounds double, ptr addrspace(3) @sh, i32 %v13
  store double %v14, ptr addrspace(3) %v15, align 8
  %v16 = add nuw i32 %v8, 3
  %v17 = fadd nnan nsz double 1.228750e+02, 6.550400e+04
  %v18 = fneg double %v17
  %v19 = getelementptr inbounds double, ptr addrspace(3) @sh, i32 %v16
  store double %v18, ptr addrspace(3) %v19, align 8
  call void @llvm.nvvm.barrier0()
  %v20 = zext i32 %v5 to i64
  %v21 = getelementptr inbounds [256 x i32], ptr %p1, i64 0, i64 %v20
  %v22 = load i32, ptr %v21, align 4
  %v23 = and i32 %v22, 254
  %v24 = sext i32 %v23 to i64
  %v25 = fadd float 0x4005BF0A80000000, 0.000000e+00
  %v26 = fcmp ule float %v25, 0x3EE4F8B580000000
  %v27 = select i1 %v26, i32 1000, i32 %v16
  %v28 = and i32 %v27, 254
  %v29 = sext i32 %v28 to i64
  %v30 = add nuw nsw i64 %v7, 0
  %v31 = getelementptr inbounds float, ptr %p2, i64 %v24
  %v32 = getelementptr inbounds float, ptr %p2, i64 %v29
  %v33 = getelementptr inbounds double, ptr %p5, i64 %v30
  %v34 = getelementptr inbounds float, ptr %p2, i64 %v24
  %v35 = load volatile float, ptr %v34, align 4
  %v36 = fmul reassoc nsz float %v35, %v25
  %v37 = fpext float %v36 to double
  %v38 = add nuw nsw i64 %v24, 1
  %v39 = getelementptr inbounds float, ptr %p2, i64 %v38
  %v40 = load float, ptr %v39, align 4
  %v41 = fmul float %v40, %v25
  %v42 = fpext float %v41 to double
  %v43 = getelementptr inbounds [256 x double], ptr %p5, i64 0, i64 %v30
  store double %v37, ptr %v43, align 8
  %v44 = add nsw i64 %v30, 1
  %v45 = getelementptr inbounds double, ptr %p5, i64 %v44
  store double %v42, ptr %v45, align 8
  %v46 = add nuw nsw i32 %v5, 114
  %v47 = and i32 %v46, 255
  %v48 = zext i32 %v47 to i64
  %v49 = getelementptr inbounds float, ptr %p3, i64 %v48
  %v50 = load float, ptr %v49, align 4
  %v51 = add nuw i32 %v5, 116
  %v52 = and i32 %v51, 255
  %v53 = zext i32 %v52 to i64
  %v54 = getelementptr inbounds float, ptr %p3, i64 %v53
  %v55 = load float, ptr %v54, align 4
  %v56 = call float @llvm.nvvm.add.rp.ftz.f(float %v50, float %v55)
  %v57 = fpext float %v56 to double
  %v58 = add nuw nsw i64 %v7, 2
  %v59 = getelementptr inbounds double, ptr %p5, i64 %v58
  store double %v57, ptr %v59, align 8
  %v60 = add nuw i32 %v5, 190
  %v61 = and i32 %v60, 255
  %v62 = zext i32 %v61 to i64
  %v63 = getelementptr inbounds float, ptr %p2, i64 %v62
  %v64 = load float, ptr %v63, align 4
  %v65 = call float @llvm.nvvm.fabs.ftz.f(float %v64)
  %v66 = fpext float %v65 to double
  %v67 = and i32 %v1, 15
  %v68 = zext i32 %v67 to i64
  %v69 = or i64 %v7, %v68
  %v70 = getelementptr inbounds double, ptr %p5, i64 %v69
  store double %v66, ptr %v70, align 8
  %v71 = select i1 %v26, double %v11, double %v14
  %v72 = fadd contract double %v71, 1.000000e+02
  %v73 = add nuw nsw i64 %v7, 3
  %v74 = getelementptr inbounds double, ptr %p5, i64 %v73
  store double %v72, ptr %v74, align 8
  %v75 = sitofp i64 %v73 to half
  %v76 = add nuw nsw i64 %v7, 0
  %v78 = trunc i64 %v76 to i32
  %v77 = getelementptr inbounds half, ptr %p4, i32 %v78
  store half %v75, ptr %v77, align 2
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind speculatable willreturn memory(none)

declare double @llvm.nvvm.sqrt.rm.d(double) nounwind speculatable willreturn memory(none)

declare void @llvm.nvvm.barrier0() convergent nounwind

declare float @llvm.nvvm.add.rp.ftz.f(float, float) nounwind speculatable willreturn memory(none)

declare float @llvm.nvvm.fabs.ftz.f(float) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
