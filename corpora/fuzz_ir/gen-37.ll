; passcheck gen --seed 37 --size 100
; grid 1x4, buffers of 64 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [4 x double] undef, align 8

define void @kernel(ptr noalias nocapture readonly dereferenceable(256) %p0, ptr addrspace(1) noalias nocapture readonly dereferenceable(256) %p1, ptr addrspace(1) noalias nocapture readonly dereferenceable(256) %p2, ptr addrspace(1) noalias nocapture dereferenceable(512) %p3, i32 %s0, i32 %s1, double %s2) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = mul i32 %v2, 4
  %v4 = add i32 %v3, %v1
  %v5 = zext i32 %v4 to i64
  %v6 = mul i64 %v5, 16
  %v7 = mul i32 %v1, 1
  %v8 = getelementptr inbounds double, ptr addrspace(3) @sh, i32 %v7
  store double %s2, ptr addrspace(3) %v8, align 8
  call void @llvm.nvvm.barrier0()
  %v9 = sext i32 %v4 to i64
  %v10 = mul i64 %v9, 8
  %v11 = getelementptr inbounds [64 x float], ptr addrspace(1) %p2, i64 0, i64 %v10
  %v12 = and i32 %v1, 63
  %v13 = sext i32 %v12 to i64
  %v14 = getelementptr inbounds i32, ptr addrspace(1) %p1, i64 %v13
  %v15 = load i32, ptr addrspace(1) %v14, align 4
  %v16 = icmp eq i32 %v15, 0
  %v17 = select i1 %v16, i32 1, i32 %v15
  %v18 = udiv i32 %v1, %v17
  %v19 = and i32 %v18, 31
  %v20 = sext i32 %v19 to i64
  br label %b1

b1:
  %v23 = phi i32 [ 0, %b0 ], [ %v22, %b2 ]
  %v24 = phi i32 [ %s1, %b0 ], [ %v21, %b2 ]
  %v25 = sext i32 %v23 to i64
  %v26 = getelementptr inbounds float, ptr addrspace(1) %v11, i64 %v25
  %v27 = load float, ptr addrspace(1) %v26, align 4
  %v28 = add i32 %v23, 1
  %v29 = zext i32 %v28 to i64
  %v30 = add i64 %v29, %v20
  %v31 = getelementptr inbounds float, ptr %p0, i64 %v30
  %v32 = load float, ptr %v31, align 4
  %v33 = fmul float %v27, %v32
  %v34 = add i64 %v25, %v20
  %v35 = add i64 %v34, 2
  %v36 = getelementptr inbounds float, ptr %p0, i64 %v35
  %v37 = load float, ptr %v36, align 4
  %v38 = fsub float %v33, %v37
  %v39 = add i32 %v23, 3
  %v40 = sext i32 %v39 to i64
  %v41 = add i64 %v40, %v20
  %v42 = getelementptr inbounds float, ptr %p0, i64 %v41
  %v43 = load float, ptr %v42, align 4
  %v44 = fsub float %v38, %v43
  %v45 = add i32 %v23, 0
  %v46 = getelementptr inbounds double, ptr addrspace(3) @sh, i32 %v45
  %v47 = load double, ptr addrspace(3) %v46, align 8
  %v48 = fptrunc double %v47 to float
  %v49 = fsub float %v44, %v48
  %v50 = fmul float %v49, 1.500000e+00
  %v51 = getelementptr inbounds float, ptr addrspace(1) %v11, i64 %v25
  %v52 = load float, ptr addrspace(1) %v51, align 4
  %v53 = zext i32 %v23 to i64
  %v54 = add i64 %v53, %v20
  %v55 = getelementptr inbounds float, ptr %p0, i64 %v54
  %v56 = load float, ptr %v55, align 4
  %v57 = fmul nsz float %v52, %v56
  %v58 = add i64 %v25, %v20
  %v59 = add i64 %v58, 1
  %v60 = getelementptr inbounds float, ptr %p0, i64 %v59
  %v61 = load float, ptr %v60, align 4
  %v62 = fadd float %v57, %v61
  %v63 = add i32 %v23, 2
  %v64 = zext i32 %v63 to i64
  %v65 = add i64 %v64, %v20
  %v66 = getelementptr inbounds [64 x float], ptr %p0, i64 0, i64 %v65
  %v67 = load float, ptr %v66, align 4
  %v68 = fmul reassoc nsz float %v62, %v67
  %v69 = add i64 %v25, %v20
  %v70 = add i64 %v69, 3
  %v71 = getelementptr inbounds float, ptr %p0, i64 %v70
  %v72 = load float, ptr %v71, align 4
  %v73 = fsub float %v68, %v72
  %v74 = add i32 %v23, 0
  %v75 = getelementptr inbounds double, ptr addrspace(3) @sh, i32 %v74
  %v76 = load double, ptr addrspace(3) %v75, align 8
  %v77 = fptrunc double %v76 to float
  %v78 = fadd float %v73, %v77
  br label %b2

b2:
  %v21 = and i32 %v24, %v74
  %v22 = add i32 %v23, 1
  %v79 = icmp ne i32 %v22, 4
  br i1 %v79, label %b1, label %b3

b3:
  %v80 = sitofp i32 %v21 to double
  %v81 = add i64 %v6, 0
  %v82 = getelementptr inbounds double, ptr addrspace(1) %p3, i64 %v81
  store double %v80, ptr addrspace(1) %v82, align 8
  %v83 = add i32 %v21, %s1
  %v84 = and i32 %v83, 60
  %v85 = sext i32 %v84 to i64
  %v86 = getelementptr inbounds i32, ptr addrspace(1) %p1, i64 %v85
  %v87 = load <4 x i32>, ptr addrspace(1) %v86, align 4
  %v88 = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %v87)
  %v89 = sitofp i32 %v88 to double
  %v90 = add i64 %v6, 1
  %v91 = getelementptr inbounds double, ptr addrspace(1) %p3, i64 %v90
  store double %v89, ptr addrspace(1) %v91, align 8
  %v92 = bitcast i64 %v90 to double
  %v93 = shl i32 %v83, 6
  %v94 = and i32 %v93, 15
  %v95 = sext i32 %v94 to i64
  %v96 = or i64 %v6, %v95
  %v97 = getelementptr inbounds double, ptr addrspace(1) %p3, i64 %v96
  store double %v92, ptr addrspace(1) %v97, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare void @llvm.nvvm.barrier0() convergent nounwind

declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
