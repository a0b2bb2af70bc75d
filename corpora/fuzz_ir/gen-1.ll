; passcheck gen --seed 1 --size 100
; grid 4x8, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [16 x i8] undef, align 1

define void @kernel(ptr noalias nocapture readonly dereferenceable(1024) %p0, ptr addrspace(1) noalias nocapture readonly dereferenceable(256) %p1, ptr noalias nocapture readonly dereferenceable(256) %p2, ptr noalias nocapture dereferenceable(512) %p3, i32 %s0) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = mul i32 %v2, 8
  %v4 = add i32 %v3, %v1
  %v5 = sext i32 %v4 to i64
  %v6 = shl i64 %v5, 4
  %v7 = addrspacecast ptr addrspace(3) @sh to ptr
  %v8 = mul i32 %v1, 2
  %v9 = and i32 %v3, 255
  %v10 = sext i32 %v9 to i64
  %v11 = getelementptr inbounds [256 x i8], ptr %p2, i64 0, i64 %v10
  %v12 = load i8, ptr %v11, align 1
  %v13 = sub i8 -128, %v12
  %v14 = ashr i8 %v13, 5
  %v15 = getelementptr inbounds i8, ptr %v7, i32 %v8
  store i8 %v14, ptr %v15, align 1
  %v16 = add i32 %v8, 1
  %v17 = call i8 @llvm.cttz.i8(i8 %v13, i1 false)
  %v18 = getelementptr inbounds i8, ptr %v7, i32 %v16
  store i8 %v17, ptr %v18, align 1
  call void @llvm.nvvm.barrier0()
  %v19 = sext i32 %v4 to i64
  %v20 = mul i64 %v19, 4
  %v21 = add i64 %v20, 8
  %v22 = getelementptr inbounds float, ptr %p0, i64 %v21
  %v23 = getelementptr inbounds float, ptr %v22, i64 0
  %v24 = load float, ptr %v23, align 4
  %v25 = getelementptr inbounds float, ptr %v22, i64 8
  %v26 = load float, ptr %v25, align 4
  %v27 = fmul float %v24, %v26
  %v28 = add i64 %v21, -2
  %v29 = getelementptr inbounds float, ptr %p0, i64 %v28
  %v30 = load float, ptr %v29, align 4
  %v31 = fmul float %v27, %v30
  %v32 = call i8 @llvm.fptoui.sat.i8.f32(float %v31)
  %v33 = trunc i64 %v21 to i32
  %v34 = and i32 %v33, 15
  %v35 = sext i32 %v34 to i64
  %v36 = add i64 %v6, %v35
  %v37 = getelementptr i8, ptr %p3, i64 %v36
  store i8 %v32, ptr %v37, align 1
  %v38 = or i32 %v8, %v2
  %v39 = lshr i32 %v38, 29
  %v40 = and i32 %v39, 7
  %v41 = mul i64 %v36, 15
  %v42 = and i64 %v41, 255
  %v44 = trunc i64 %v42 to i32
  %v43 = getelementptr inbounds i8, ptr %p2, i32 %v44
  %v45 = load i8, ptr %v43, align 1
  %v46 = zext i8 %v45 to i32
  %v47 = add i32 %v40, %v46
  %v48 = trunc i32 %v47 to i8
  %v49 = add i64 %v6, 0
  %v50 = getelementptr i8, ptr %p3, i64 %v49
  store i8 %v48, ptr %v50, align 1
  %v51 = mul i32 -736768946, %v34
  %v52 = shl i32 %v51, 18
  %v53 = lshr i32 %v51, 14
  %v54 = xor i32 %v52, %v53
  %v55 = mul i32 0, 33554432
  %v56 = add i32 %v55, %v2
  %v57 = mul i32 %v56, 289822816
  %v58 = add i32 %v57, %v52
  %v59 = add i32 %v58, %v54
  %v60 = trunc i32 %v59 to i8
  %v61 = add i64 %v6, 1
  %v62 = getelementptr inbounds i8, ptr %p3, i64 %v61
  store i8 %v60, ptr %v62, align 1
  %v63 = call i32 @llvm.nvvm.mulhi.i(i32 -2147483648, i32 10)
  %v64 = zext i32 -665578060 to i64
  %v65 = zext i32 %v63 to i64
  %v66 = mul i64 %v65, %v64
  %v67 = zext i32 %v56 to i64
  %v68 = add i64 %v66, %v67
  %v69 = trunc i64 %v68 to i8
  %v70 = add i64 %v6, 2
  %v71 = getelementptr inbounds i8, ptr %p3, i64 %v70
  store i8 %v69, ptr %v71, align 1
  %v73 = mul i64 203, 4
  %v72 = getelementptr i8, ptr %p0, i64 %v73
  %v74 = load volatile float, ptr %v72, align 4
  %v75 = call i32 @llvm.nvvm.f2i.rz(float %v74)
  %v76 = zext i32 %v75 to i64
  %v77 = and i64 %v76, 255
  %v78 = getelementptr inbounds float, ptr %p0, i64 %v77
  %v79 = load float, ptr %v78, align 4
  %v80 = call i64 @llvm.fptoui.sat.i64.f32(float %v79)
  %v81 = add i64 %v49, %v80
  %v82 = shl i64 %v81, 59
  %v83 = lshr i64 %v81, 5
  %v84 = xor i64 %v82, %v83
  %v85 = trunc i64 %v84 to i8
  %v86 = getelementptr inbounds i8, ptr %p3, i64 %v6
  %v87 = getelementptr inbounds i8, ptr %v86, i64 9
  store i8 %v85, ptr %v87, align 1
  %v88 = and i32 %v51, 15
  %v89 = sext i32 %v88 to i64
  %v90 = or i64 %v6, %v89
  %v91 = getelementptr inbounds i8, ptr %p3, i64 %v90
  store i8 %v85, ptr %v91, align 1
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i8 @llvm.cttz.i8(i8, i1) nounwind speculatable willreturn memory(none)

declare void @llvm.nvvm.barrier0() convergent nounwind

declare i8 @llvm.fptoui.sat.i8.f32(float) nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.mulhi.i(i32, i32) nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.f2i.rz(float) nounwind speculatable willreturn memory(none)

declare i64 @llvm.fptoui.sat.i64.f32(float) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
