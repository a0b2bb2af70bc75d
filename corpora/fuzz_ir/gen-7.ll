; passcheck gen --seed 7 --size 100
; grid 1x8, buffers of 128 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [32 x double] undef, align 8

define void @kernel(ptr noalias nocapture readonly dereferenceable(512) %p0, ptr addrspace(1) noalias nocapture readonly dereferenceable(512) %p1, ptr noalias nocapture readonly dereferenceable(512) %p2, ptr noalias nocapture dereferenceable(512) %p3, ptr addrspace(1) noalias nocapture dereferenceable(512) %p4, ptr addrspace(1) noalias nocapture dereferenceable(512) %p5, i32 %s0) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = mul nuw nsw i32 %v2, 8
  %v4 = add nuw i32 %v3, %v1
  %v5 = zext i32 %v4 to i64
  %v6 = shl i64 %v5, 4
  %v7 = addrspacecast ptr addrspace(1) %p1 to ptr
  %v8 = addrspacecast ptr %p3 to ptr addrspace(1)
  %v9 = mul nuw nsw i32 %v1, 4
  %v10 = and i32 %v2, 127
  %v11 = zext i32 %v10 to i64
  %v12 = getelementptr inbounds i32, ptr %p2, i64 %v11
  %v13 = load volatile i32, ptr %v12, align 4
  %v14 = uitofp i32 %v13 to double
  %v15 = fadd double %v14, %v14
  %v16 = fdiv double %v15, 6.550400e+04
  %v17 = getelementptr inbounds double, ptr addrspace(3) @sh, i32 %v9
  store double %v16, ptr addrspace(3) %v17, align 8
  %v18 = add nuw i32 %v9, 1
  %v19 = getelementptr inbounds double, ptr addrspace(3) @sh, i32 %v18
  store double %v15, ptr addrspace(3) %v19, align 8
  %v20 = add nsw i32 %v9, 2
  %v21 = fmul double %v14, 1.024000e+03
  %v22 = fmul double %v15, 1.000000e+01
  %v23 = call double @llvm.nvvm.mul.rp.d(double %v21, double %v22)
  %v24 = getelementptr inbounds double, ptr addrspace(3) @sh, i32 %v20
  store double %v23, ptr addrspace(3) %v24, align 8
  %v25 = add nsw i32 %v9, 3
  %v26 = call double @_Z3cosd(double 2.500000e+00)
  %v27 = fadd double %v26, 6.000000e+04
  %v28 = getelementptr inbounds double, ptr addrspace(3) @sh, i32 %v25
  store double %v27, ptr addrspace(3) %v28, align 8
  call void @llvm.nvvm.barrier0()
  %v29 = add nuw nsw i32 1392595267, %v20
  %v30 = urem i32 %v29, 8
  %v31 = shl nuw nsw i32 %v30, 1
  %v32 = zext i32 %v4 to i64
  %v33 = shl nuw i64 %v32, 3
  %v35 = shl nuw i64 %v33, 2
  %v34 = getelementptr inbounds i8, ptr %v7, i64 %v35
  %v37 = trunc i64 18 to i32
  %v36 = getelementptr inbounds float, ptr addrspace(1) %v8, i32 %v37
  %v38 = and i32 %v13, %v10
  %v39 = and i32 %v38, 1
  %v40 = zext i32 %v39 to i64
  %v41 = add i64 %v6, %v40
  %v43 = shl nuw i64 %v41, 2
  %v42 = getelementptr inbounds i8, ptr addrspace(1) %p4, i64 %v43
  %v44 = icmp eq i32 %v30, 0
  br i1 %v44, label %b3, label %b1

b1:
  %v46 = phi i32 [ 0, %b0 ], [ %v45, %b2 ]
  %v47 = sext i32 %v46 to i64
  %v48 = getelementptr inbounds float, ptr %v34, i64 %v47
  %v49 = load float, ptr %v48, align 4
  %v50 = getelementptr inbounds float, ptr %v34, i64 %v47
  %v51 = load float, ptr %v50, align 4
  %v52 = shl nuw i64 %v47, 2
  %v53 = getelementptr inbounds float, ptr addrspace(1) %v36, i64 %v52
  %v54 = load float, ptr addrspace(1) %v53, align 4
  %v55 = fadd float %v51, %v54
  %v56 = fadd nsz float %v55, %v55
  %v57 = getelementptr inbounds float, ptr %v34, i64 %v47
  %v58 = load float, ptr %v57, align 4
  %v59 = shl nuw i64 %v47, 2
  %v60 = getelementptr inbounds float, ptr addrspace(1) %v36, i64 %v59
  %v61 = load float, ptr addrspace(1) %v60, align 4
  %v62 = fadd float %v58, %v61
  %v63 = call i32 @llvm.fptoui.sat.i32.f32(float %v62)
  %v64 = add i64 %v47, %v41
  %v65 = getelementptr inbounds [128 x i32], ptr addrspace(1) %p4, i64 0, i64 %v64
  store i32 %v63, ptr addrspace(1) %v65, align 4
  br label %b2

b2:
  %v45 = add nuw i32 %v46, 2
  %v66 = icmp slt i32 %v45, %v31
  br i1 %v66, label %b1, label %b3

b3:
  %v67 = xor i8 127, -8
  %v68 = and i8 %v67, 127
  %v69 = srem i8 %v68, -1
  %v70 = getelementptr inbounds float, ptr %p0, i64 68
  %v71 = load float, ptr %v70, align 4
  %v72 = call i8 @llvm.fptosi.sat.i8.f32(float %v71)
  %v73 = icmp ne i8 %v72, 0
  br i1 %v73, label %b4, label %b5

b4:
  %v74 = sdiv i8 %v69, %v72
  %v75 = add i8 %v74, %v68
  %v76 = zext i8 %v75 to i32
  %v77 = getelementptr inbounds [128 x i32], ptr addrspace(1) %p5, i64 0, i64 %v6
  %v78 = getelementptr inbounds i32, ptr addrspace(1) %v77, i64 4
  store i32 %v76, ptr addrspace(1) %v78, align 4
  br label %b5

b5:
  %v79 = mul i16 -32768, 16
  %v80 = sdiv i16 %v79, 9089
  %v81 = and i16 %v80, 15
  %v82 = lshr i16 %v79, %v81
  %v83 = mul i16 %v79, %v82
  %v84 = mul i16 %v80, 4
  %v85 = sub i16 0, %v84
  %v86 = icmp ne i16 0, %v85
  br i1 %v86, label %b6, label %b7

b6:
  %v87 = urem i16 %v83, %v85
  br label %b7

b7:
  %v88 = phi i16 [ %v87, %b6 ], [ 0, %b5 ]
  %v89 = zext i16 %v88 to i32
  %v90 = or i64 %v6, 0
  %v91 = getelementptr inbounds i32, ptr addrspace(1) %p4, i64 %v90
  store i32 %v89, ptr addrspace(1) %v91, align 4
  %v92 = trunc i64 %v90 to i32
  %v93 = call i32 @ori.f2i.rpi.u32.f64(double %v15)
  %v94 = and i32 %v93, 15
  %v95 = zext i32 %v94 to i64
  %v96 = add nuw nsw i64 %v6, %v95
  %v97 = getelementptr inbounds i32, ptr addrspace(1) %p4, i64 %v96
  store i32 %v92, ptr addrspace(1) %v97, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare double @llvm.nvvm.mul.rp.d(double, double) nounwind speculatable willreturn memory(none)

declare double @_Z3cosd(double) nounwind speculatable willreturn memory(none)

declare void @llvm.nvvm.barrier0() convergent nounwind

declare i32 @llvm.fptoui.sat.i32.f32(float) nounwind speculatable willreturn memory(none)

declare i8 @llvm.fptosi.sat.i8.f32(float) nounwind speculatable willreturn memory(none)

declare i32 @ori.f2i.rpi.u32.f64(double) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
