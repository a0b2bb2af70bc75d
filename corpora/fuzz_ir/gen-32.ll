; passcheck gen --seed 32 --size 100
; grid 2x8, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr noalias nocapture readonly dereferenceable(512) %p0, ptr noalias nocapture readonly dereferenceable(512) %p1, ptr noalias nocapture dereferenceable(1024) %p2, ptr noalias nocapture dereferenceable(2048) %p3, ptr noalias nocapture dereferenceable(512) %p4, ptr noalias nocapture dereferenceable(1024) %p5, i32 %s0, float %s1, float %s2) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %v4 = mul i32 %v2, %v3
  %v5 = add i32 %v4, %v1
  %v6 = zext i32 %v5 to i64
  %v7 = mul i64 %v6, 16
  %v8 = alloca [8 x i32], align 4
  %v9 = mul i64 %v6, 9223372036854775807
  %v10 = sub i64 %v9, %v9
  %v11 = and i64 %v10, 255
  %v13 = mul i64 %v11, 2
  %v12 = getelementptr inbounds i8, ptr %p1, i64 %v13
  %v14 = load volatile half, ptr %v12, align 2
  %v15 = call i32 @llvm.fptoui.sat.i32.f16(half %v14)
  %v16 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 0
  store i32 %v15, ptr %v16, align 4
  %v17 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 1
  store i32 %v3, ptr %v17, align 4
  %v18 = and i32 %v5, 255
  %v19 = zext i32 %v18 to i64
  %v21 = mul i64 %v19, 4
  %v20 = getelementptr inbounds i8, ptr %p2, i64 %v21
  %v22 = load float, ptr %v20, align 4
  %v23 = call i32 @llvm.fptosi.sat.i32.f32(float %v22)
  %v24 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 2
  store i32 %v23, ptr %v24, align 4
  %v25 = zext i32 %v5 to i64
  %v26 = add i64 %v25, 182
  %v27 = getelementptr inbounds half, ptr %p1, i64 %v26
  %v28 = load half, ptr %v27, align 2
  %v29 = call i32 @llvm.fptosi.sat.i32.f16(half %v28)
  %v30 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 3
  store i32 %v29, ptr %v30, align 4
  %v31 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 4
  store i32 -100, ptr %v31, align 4
  %v32 = add i32 %v5, 85
  %v33 = sext i32 %v32 to i64
  %v34 = getelementptr inbounds float, ptr %p2, i64 %v33
  %v35 = load float, ptr %v34, align 4
  %v36 = call i32 @llvm.fptosi.sat.i32.f32(float %v35)
  %v37 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 5
  store i32 %v36, ptr %v37, align 4
  %v38 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 6
  store i32 %v5, ptr %v38, align 4
  %v39 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 7
  store i32 %v18, ptr %v39, align 4
  %v40 = mul i32 %v5, 8
  %v41 = sext i32 %v40 to i64
  %v42 = getelementptr inbounds half, ptr %p1, i64 %v41
  %v44 = shl i64 %v41, 1
  %v43 = getelementptr inbounds i8, ptr %p1, i64 %v44
  %v45 = load half, ptr %v43, align 2
  %v46 = add i64 %v41, 1
  %v48 = shl i64 %v46, 1
  %v47 = getelementptr inbounds i8, ptr %p1, i64 %v48
  %v49 = load half, ptr %v47, align 2
  %v50 = add i64 %v41, 2
  %v51 = getelementptr inbounds half, ptr %p1, i64 %v50
  %v52 = load half, ptr %v51, align 2
  %v53 = add i64 %v41, 3
  %v54 = getelementptr inbounds half, ptr %p1, i64 %v53
  %v55 = load half, ptr %v54, align 2
  %v56 = add i64 %v41, 4
  %v57 = getelementptr inbounds [256 x half], ptr %p1, i64 0, i64 %v56
  %v58 = load half, ptr %v57, align 2
  %v59 = add i64 %v41, 5
  %v60 = getelementptr inbounds half, ptr %p1, i64 %v59
  %v61 = load half, ptr %v60, align 2
  %v62 = add i64 %v41, 6
  %v64 = trunc i64 %v62 to i32
  %v63 = getelementptr half, ptr %p1, i32 %v64
  %v65 = load half, ptr %v63, align 2
  %v66 = add i64 %v41, 7
  %v67 = getelementptr inbounds half, ptr %p1, i64 %v66
  %v68 = load half, ptr %v67, align 2
  %v69 = fadd half %v45, %v52
  %v70 = fadd half %v49, %v55
  %v71 = fadd half %v69, %v58
  %v72 = fadd half %v70, %v61
  %v73 = fadd half %v71, %v65
  %v74 = fadd half %v72, %v68
  %v75 = fadd half %v73, %v74
  %v76 = call i16 @llvm.fptosi.sat.i16.f16(half %v75)
  %v77 = or i64 %v7, 0
  %v78 = getelementptr inbounds i16, ptr %p4, i64 %v77
  store i16 %v76, ptr %v78, align 2
  %v79 = trunc i64 %v77 to i16
  %v80 = add i64 %v7, 1
  %v81 = getelementptr inbounds i16, ptr %p4, i64 %v80
  store i16 %v79, ptr %v81, align 2
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.fptoui.sat.i32.f16(half) nounwind speculatable willreturn memory(none)

declare i32 @llvm.fptosi.sat.i32.f32(float) nounwind speculatable willreturn memory(none)

declare i32 @llvm.fptosi.sat.i32.f16(half) nounwind speculatable willreturn memory(none)

declare i16 @llvm.fptosi.sat.i16.f16(half) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
