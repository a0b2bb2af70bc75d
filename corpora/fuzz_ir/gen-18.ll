; passcheck gen --seed 18 --size 100
; grid 1x16, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr noalias nocapture readonly dereferenceable(512) %p0, ptr noalias nocapture readonly dereferenceable(2048) %p1, ptr addrspace(1) noalias nocapture dereferenceable(512) %p2, ptr addrspace(1) noalias nocapture dereferenceable(2048) %p3, i32 %s0, half %s1) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %v4 = mul nuw nsw i32 %v2, %v3
  %v5 = add nuw nsw i32 %v4, %v1
  %v6 = sext i32 %v5 to i64
  %v7 = mul nsw i64 %v6, 16
  %v8 = addrspacecast ptr addrspace(1) %p2 to ptr
  %v9 = insertelement <2 x float> poison, float 1.024000e+03, i64 0
  %v10 = shufflevector <2 x float> %v9, <2 x float> poison, <2 x i32> zeroinitializer
  %v11 = insertelement <2 x float> %v10, float -0.000000e+00, i32 1
  %v12 = extractelement <2 x float> %v11, i32 0
  %v13 = call i16 @llvm.fptosi.sat.i16.f32(float %v12)
  %v14 = add nsw i64 %v7, 0
  %v15 = getelementptr inbounds i16, ptr %v8, i64 %v14
  store i16 %v13, ptr %v15, align 2
  %v16 = sext i32 %v5 to i64
  %v17 = add nuw nsw i64 %v16, 45
  %v18 = getelementptr inbounds double, ptr %p1, i64 %v17
  %v19 = load double, ptr %v18, align 8
  %v20 = call i32 @llvm.fptosi.sat.i32.f64(double %v19)
  %v21 = zext i32 %v5 to i64
  %v22 = add nuw nsw i64 %v21, 115
  %v23 = getelementptr inbounds i16, ptr %p0, i64 %v22
  %v24 = load i16, ptr %v23, align 2
  %v25 = sub i16 %v13, %v24
  %v26 = icmp eq i16 %v25, 32767
  %v27 = select i1 %v26, i32 %v20, i32 %v1
  %v28 = and i32 %v27, 254
  %v29 = zext i32 %v28 to i64
  %v30 = zext i8 0 to i32
  %v31 = and i32 %v30, 254
  %v32 = sext i32 %v31 to i64
  %v33 = add nuw nsw i64 %v7, 2
  %v34 = getelementptr inbounds double, ptr %p1, i64 %v29
  %v35 = getelementptr inbounds double, ptr %p1, i64 %v32
  %v37 = trunc i64 %v33 to i32
  %v36 = getelementptr i16, ptr %v8, i32 %v37
  %v38 = add i32 %v5, 177
  %v39 = zext i32 %v38 to i64
  %v40 = getelementptr inbounds double, ptr %p1, i64 %v39
  %v41 = load double, ptr %v40, align 8
  %v42 = getelementptr double, ptr %p1, i64 %v29
  %v43 = load double, ptr %v42, align 8
  %v44 = fadd double %v43, %v41
  %v45 = call i16 @llvm.fptosi.sat.i16.f64(double %v44)
  %v46 = add nsw i64 %v29, 1
  %v47 = getelementptr inbounds double, ptr %p1, i64 %v46
  %v48 = load double, ptr %v47, align 8
  %v49 = fsub double %v48, %v41
  %v50 = call i16 @llvm.fptosi.sat.i16.f64(double %v49)
  %v51 = getelementptr inbounds i16, ptr %v8, i64 %v33
  store i16 %v45, ptr %v51, align 2
  %v52 = add i64 %v33, 1
  %v54 = mul i64 %v52, 2
  %v53 = getelementptr inbounds i8, ptr %v8, i64 %v54
  store i16 %v50, ptr %v53, align 2
  %v55 = sext i8 1 to i64
  %v56 = add i64 %v7, 0
  %v57 = getelementptr inbounds i64, ptr addrspace(1) %p3, i64 %v56
  store i64 %v55, ptr addrspace(1) %v57, align 8
  %v58 = insertelement <2 x half> poison, half 0xH6C00, i64 0
  %v59 = shufflevector <2 x half> %v58, <2 x half> poison, <2 x i32> zeroinitializer
  %v60 = insertelement <2 x half> poison, half %s1, i64 0
  %v61 = shufflevector <2 x half> %v60, <2 x half> poison, <2 x i32> zeroinitializer
  %v62 = shufflevector <2 x half> %v61, <2 x half> %v59, <2 x i32> <i32 2, i32 2>
  %v63 = insertelement <2 x half> poison, half %s1, i64 0
  %v64 = shufflevector <2 x half> %v63, <2 x half> poison, <2 x i32> zeroinitializer
  %v65 = getelementptr inbounds double, ptr %p1, i64 60
  %v66 = load double, ptr %v65, align 8
  %v67 = fptrunc double %v66 to half
  %v68 = insertelement <2 x half> %v64, half %v67, i32 1
  %v69 = fadd <2 x half> %v62, %v68
  %v70 = insertelement <2 x half> poison, half 0xH4000, i64 0
  %v71 = shufflevector <2 x half> %v70, <2 x half> poison, <2 x i32> zeroinitializer
  %v72 = insertelement <2 x half> %v71, half 0xH0000, i32 1
  %v73 = fmul <2 x half> %v72, %v62
  %v74 = fadd <2 x half> %v61, %v71
  %v75 = fadd <2 x half> %v73, %v74
  %v76 = fmul <2 x half> %v69, %v75
  %v77 = extractelement <2 x half> %v76, i32 1
  %v78 = call i16 @llvm.fptosi.sat.i16.f16(half %v77)
  %v79 = and i32 %v38, 15
  %v80 = sext i32 %v79 to i64
  %v81 = add i64 %v7, %v80
  %v83 = trunc i64 %v81 to i32
  %v82 = getelementptr i16, ptr %v8, i32 %v83
  store i16 %v78, ptr %v82, align 2
  %v84 = zext i32 %v83 to i64
  %v85 = or i64 %v7, 1
  %v86 = getelementptr inbounds i64, ptr addrspace(1) %p3, i64 %v85
  store i64 %v84, ptr addrspace(1) %v86, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind speculatable willreturn memory(none)

declare i16 @llvm.fptosi.sat.i16.f32(float) nounwind speculatable willreturn memory(none)

declare i32 @llvm.fptosi.sat.i32.f64(double) nounwind speculatable willreturn memory(none)

declare i16 @llvm.fptosi.sat.i16.f64(double) nounwind speculatable willreturn memory(none)

declare i16 @llvm.fptosi.sat.i16.f16(half) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
