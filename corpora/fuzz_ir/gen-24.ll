; passcheck gen --seed 24 --size 100
; grid 1x16, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr noalias nocapture dereferenceable(512) %p0, ptr noalias nocapture dereferenceable(1024) %p1, ptr noalias nocapture readonly dereferenceable(512) %p2, ptr noalias nocapture dereferenceable(2048) %p3, i32 %s0, i32 %s1) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = mul nuw nsw i32 %v2, 16
  %v4 = add nuw nsw i32 %v3, %v1
  %v5 = sext i32 %v4 to i64
  %v6 = shl i64 %v5, 4
  %v7 = call double @llvm.nvvm.round.d(double -3.500000e+00)
  %v8 = call double @llvm.nvvm.saturate.d(double -4.500000e+00)
  %v9 = fadd double %v7, %v8
  %v10 = call double @llvm.nvvm.fabs.d(double 1.000000e+22)
  %v11 = fmul double %v9, %v10
  %v12 = add i64 %v6, 0
  %v13 = getelementptr inbounds double, ptr %p3, i64 %v12
  store double %v11, ptr %v13, align 8
  %v14 = call double @llvm.log.f64(double 1.000000e+00)
  %v15 = call double @llvm.nvvm.rcp.rm.d(double 0x3FFEF0068DB8BAC8)
  %v16 = fmul double %v14, %v15
  %v17 = call double @_Z5floord(double 0.000000e+00)
  %v18 = add nuw nsw i64 %v6, 1
  %v19 = getelementptr inbounds [256 x double], ptr %p3, i64 0, i64 %v18
  store double %v17, ptr %v19, align 8
  %v20 = add nuw nsw i64 %v6, 2
  %v22 = trunc i64 %v20 to i32
  %v21 = getelementptr inbounds double, ptr %p3, i32 %v22
  store double %v16, ptr %v21, align 8
  %v23 = fpext half 0xH6400 to double
  %v24 = add nsw i64 %v6, 3
  %v25 = getelementptr inbounds double, ptr %p3, i64 %v24
  store double %v23, ptr %v25, align 8
  %v26 = add i32 %s0, 1257654473
  %v27 = add i32 %v26, 0
  %v28 = fneg half 0xH5008
  %v29 = fcmp ord half %v28, 0xH4000
  %v30 = select i1 %v29, half %v28, half %v28
  %v31 = fptosi half %v30 to i32
  %v32 = add i32 %v27, %v31
  %v33 = uitofp i32 %v32 to double
  %v34 = call i32 @llvm.fptosi.sat.i32.f64(double %v17)
  %v35 = and i32 %v34, 15
  %v36 = sext i32 %v35 to i64
  %v37 = add nsw i64 %v6, %v36
  %v39 = trunc i64 %v37 to i32
  %v38 = getelementptr inbounds double, ptr %p3, i32 %v39
  store double %v33, ptr %v38, align 8
  %v40 = getelementptr inbounds i32, ptr %p1, i64 215
  %v41 = load i32, ptr %v40, align 4
  %v42 = call i32 @llvm.nvvm.mulhi.i(i32 %v27, i32 %v41)
  %v43 = and i32 %v42, 252
  %v44 = zext i32 %v43 to i64
  %v45 = getelementptr inbounds half, ptr %p0, i64 %v44
  %v46 = getelementptr inbounds half, ptr %p0, i64 %v44
  %v47 = load half, ptr %v46, align 2
  %v48 = add nsw i64 %v44, 1
  %v49 = getelementptr inbounds half, ptr %p0, i64 %v48
  %v50 = load half, ptr %v49, align 2
  %v51 = add nuw nsw i64 %v44, 2
  %v52 = getelementptr inbounds half, ptr %p0, i64 %v51
  %v53 = load half, ptr %v52, align 2
  %v54 = add i64 %v44, 3
  %v56 = trunc i64 %v54 to i32
  %v55 = getelementptr inbounds half, ptr %p0, i32 %v56
  %v57 = load half, ptr %v55, align 2
  %v58 = fadd half %v47, %v50
  %v59 = fadd half %v58, %v53
  %v60 = fadd half %v59, %v57
  %v61 = fpext half %v60 to double
  %v62 = ashr i32 %v27, 22
  %v63 = and i32 %v62, 15
  %v64 = zext i32 %v63 to i64
  %v65 = add nsw i64 %v6, %v64
  %v66 = getelementptr inbounds double, ptr %p3, i64 %v65
  store double %v61, ptr %v66, align 8
  %v67 = mul nuw nsw i32 %v56, 4
  %v68 = and i32 %v67, 31
  %v69 = shl i32 %v22, %v68
  %v70 = and i32 %v69, 252
  %v71 = sext i32 %v70 to i64
  %v72 = mul i32 %v69, %v67
  %v73 = and i32 %v72, 252
  %v74 = sext i32 %v73 to i64
  %v75 = and i32 -2147483648, 12
  %v76 = sext i32 %v75 to i64
  %v77 = add nuw i64 %v6, %v76
  %v78 = getelementptr inbounds i32, ptr %p1, i64 %v71
  %v79 = getelementptr inbounds i32, ptr %p1, i64 %v74
  %v80 = getelementptr inbounds double, ptr %p3, i64 %v77
  %v81 = getelementptr inbounds i32, ptr %p1, i64 %v71
  %v82 = load i32, ptr %v81, align 4
  %v83 = getelementptr inbounds i32, ptr %p1, i64 %v74
  %v84 = load i32, ptr %v83, align 4
  %v85 = sub i32 %v82, %v84
  %v86 = or i32 %v85, %v63
  %v87 = call double @llvm.nvvm.ui2d.rz(i32 %v86)
  %v88 = add i64 %v71, 1
  %v89 = getelementptr inbounds i32, ptr %p1, i64 %v88
  %v90 = load volatile i32, ptr %v89, align 4
  %v91 = add nsw i64 %v74, 1
  %v92 = getelementptr inbounds i32, ptr %p1, i64 %v91
  %v93 = load i32, ptr %v92, align 4
  %v94 = mul i32 %v90, %v93
  %v95 = or i32 %v94, %v63
  %v96 = sitofp i32 %v95 to double
  %v97 = add i64 %v71, 2
  %v98 = getelementptr inbounds i32, ptr %p1, i64 %v97
  %v99 = load i32, ptr %v98, align 4
  %v100 = add nuw nsw i64 %v74, 2
  %v101 = getelementptr i32, ptr %p1, i64 %v100
  %v102 = load i32, ptr %v101, align 4
  %v103 = sub i32 %v99, %v102
  %v104 = or i32 %v103, %v63
  %v105 = sitofp i32 %v104 to double
  %v106 = add nuw nsw i64 %v71, 3
  %v107 = getelementptr inbounds i32, ptr %p1, i64 %v106
  %v108 = load i32, ptr %v107, align 4
  %v109 = add nsw i64 %v74, 3
  %v110 = getelementptr inbounds i32, ptr %p1, i64 %v109
  %v111 = load i32, ptr %v110, align 4
  %v112 = sub i32 %v108, %v111
  %v113 = or i32 %v112, %v63
  %v114 = call double @ori.i2f.rp.f64.u32(i32 %v113)
  %v115 = getelementptr inbounds double, ptr %p3, i64 %v77
  store double %v87, ptr %v115, align 8
  %v116 = add nsw i64 %v77, 1
  %v117 = getelementptr inbounds double, ptr %p3, i64 %v116
  store double %v96, ptr %v117, align 8
  %v118 = add nsw i64 %v77, 2
  %v119 = getelementptr inbounds double, ptr %p3, i64 %v118
  store double %v105, ptr %v119, align 8
  %v120 = add nuw nsw i64 %v77, 3
  %v121 = getelementptr inbounds double, ptr %p3, i64 %v120
  store double %v114, ptr %v121, align 8
  %v122 = sitofp i64 %v120 to double
  %v123 = add nuw i64 %v6, 4
  %v124 = getelementptr double, ptr %p3, i64 %v123
  store double %v122, ptr %v124, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare double @llvm.nvvm.round.d(double) nounwind speculatable willreturn memory(none)

declare double @llvm.nvvm.saturate.d(double) nounwind speculatable willreturn memory(none)

declare double @llvm.nvvm.fabs.d(double) nounwind speculatable willreturn memory(none)

declare double @llvm.log.f64(double) nounwind speculatable willreturn memory(none)

declare double @llvm.nvvm.rcp.rm.d(double) nounwind speculatable willreturn memory(none)

declare double @_Z5floord(double) nounwind speculatable willreturn memory(none)

declare i32 @llvm.fptosi.sat.i32.f64(double) nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.mulhi.i(i32, i32) nounwind speculatable willreturn memory(none)

declare double @llvm.nvvm.ui2d.rz(i32) nounwind speculatable willreturn memory(none)

declare double @ori.i2f.rp.f64.u32(i32) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
