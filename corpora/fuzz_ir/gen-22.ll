; passcheck gen --seed 22 --size 100
; grid 4x8, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr addrspace(1) noalias nocapture readonly dereferenceable(1024) %p0, ptr addrspace(1) noalias nocapture readonly dereferenceable(1024) %p1, ptr addrspace(1) noalias nocapture readonly dereferenceable(1024) %p2, ptr addrspace(1) noalias nocapture readonly dereferenceable(1024) %p3, ptr addrspace(1) noalias nocapture dereferenceable(4096) %p4, i32 %s0, i32 %s1, float %s2) "denormal-fp-math-f32"="preserve-sign,preserve-sign" {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %v4 = mul i32 %v2, %v3
  %v5 = add i32 %v4, %v1
  %v6 = sext i32 %v5 to i64
  %v7 = shl i64 %v6, 4
  %v8 = addrspacecast ptr addrspace(1) %p0 to ptr
  %v9 = addrspacecast ptr addrspace(1) %p1 to ptr
  %v10 = icmp ult i32 %v5, %s0
  br i1 %v10, label %b1, label %b2

b1:
  %v11 = add i32 %v5, 8
  %v12 = and i32 %v11, 255
  %v13 = zext i32 %v12 to i64
  %v14 = getelementptr inbounds float, ptr addrspace(1) %p3, i64 %v13
  %v15 = load float, ptr addrspace(1) %v14, align 4
  %v16 = add i32 %v5, 101
  %v17 = and i32 %v16, 255
  %v18 = zext i32 %v17 to i64
  %v19 = getelementptr inbounds float, ptr addrspace(1) %p3, i64 %v18
  %v20 = load float, ptr addrspace(1) %v19, align 4
  %v21 = fadd float %v15, %v20
  %v22 = fpext float %v21 to double
  %v23 = or i64 %v7, 0
  %v24 = getelementptr inbounds double, ptr addrspace(1) %p4, i64 %v23
  store double %v22, ptr addrspace(1) %v24, align 8
  %v25 = call double @llvm.nvvm.fmax.d(double 0xBFED4FDF3B645A1C, double -1.000000e+00)
  %v26 = fcmp oge double %v25, -1.000000e+00
  %v27 = sext i32 %v5 to i64
  %v28 = add i64 %v27, 19
  %v29 = getelementptr inbounds i32, ptr %v9, i64 %v28
  %v30 = load i32, ptr %v29, align 4
  %v31 = sitofp i32 %v30 to double
  %v32 = select i1 %v26, double %v31, double %v25
  %v33 = sext i32 %v5 to i64
  %v34 = getelementptr inbounds float, ptr addrspace(1) %p2, i64 %v33
  %v35 = load float, ptr addrspace(1) %v34, align 4
  %v36 = fpext float %v35 to double
  %v37 = fadd double %v36, %v32
  %v38 = fmul double %v32, %v37
  %v39 = add i64 %v7, 1
  %v40 = getelementptr inbounds double, ptr addrspace(1) %p4, i64 %v39
  store double %v38, ptr addrspace(1) %v40, align 8
  %v42 = trunc i64 87 to i32
  %v41 = getelementptr inbounds i32, ptr %v9, i32 %v42
  %v43 = load i32, ptr %v41, align 4
  %v44 = and i32 %v43, 255
  %v45 = sext i32 %v44 to i64
  %v46 = getelementptr inbounds i32, ptr %v9, i64 %v45
  %v47 = load i32, ptr %v46, align 4
  %v48 = mul i32 %v47, %v11
  %v49 = getelementptr inbounds i32, ptr %v9, i64 38
  %v50 = load i32, ptr %v49, align 4
  %v51 = and i32 %v50, 255
  %v52 = zext i32 %v51 to i64
  %v53 = getelementptr inbounds i32, ptr %v9, i64 %v52
  %v54 = load i32, ptr %v53, align 4
  %v55 = add i32 %v48, %v54
  %v56 = icmp uge i32 %v55, 2147483647
  %v57 = fneg float %v15
  br i1 %v56, label %b3, label %b4

b3:
  %v58 = getelementptr i32, ptr %v9, i64 233
  %v59 = load i32, ptr %v58, align 4
  %v60 = add i32 %v44, 1
  %v61 = lshr i32 %v60, 27
  %v62 = lshr i32 %v59, %v61
  %v63 = and i32 %v62, %v54
  %v64 = urem i32 %v63, 4
  %v65 = and i32 %v63, 31
  %v66 = shl i32 2147483647, %v65
  %v67 = and i32 %v66, 255
  %v68 = sext i32 %v67 to i64
  %v69 = getelementptr inbounds [256 x i32], ptr %v9, i64 0, i64 %v68
  %v70 = load i32, ptr %v69, align 4
  %v71 = urem i32 %v70, 100
  %v72 = add i32 %v64, %v71
  %v73 = sitofp i32 %v72 to double
  %v74 = call i32 @llvm.bitreverse.i32(i32 4)
  %v75 = and i32 %v74, 15
  %v76 = zext i32 %v75 to i64
  %v77 = add i64 %v7, %v76
  %v78 = getelementptr inbounds double, ptr addrspace(1) %p4, i64 %v77
  store double %v73, ptr addrspace(1) %v78, align 8
  br label %b4

b4:
  %v79 = phi float [ 0x4005BF0A80000000, %b3 ], [ %v57, %b1 ]
  %v80 = fpext float %v79 to double
  %v81 = or i64 %v7, 2
  %v82 = getelementptr inbounds double, ptr addrspace(1) %p4, i64 %v81
  store double %v80, ptr addrspace(1) %v82, align 8
  %v83 = uitofp i64 %v81 to double
  %v84 = add i64 %v7, 3
  %v85 = getelementptr inbounds double, ptr addrspace(1) %p4, i64 %v84
  store double %v83, ptr addrspace(1) %v85, align 8
  br label %b2

b2:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind speculatable willreturn memory(none)

declare double @llvm.nvvm.fmax.d(double, double) nounwind speculatable willreturn memory(none)

declare i32 @llvm.bitreverse.i32(i32) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
