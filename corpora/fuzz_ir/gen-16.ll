; passcheck gen --seed 16 --size 100
; grid 2x8, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr addrspace(1) noalias nocapture dereferenceable(1024) %p0, ptr noalias nocapture readonly dereferenceable(1024) %p1, ptr noalias nocapture dereferenceable(1024) %p2, ptr noalias nocapture dereferenceable(1024) %p3, i32 %s0, i32 %s1) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %v4 = mul nuw nsw i32 %v2, %v3
  %v5 = add i32 %v4, %v1
  %v6 = sext i32 %v5 to i64
  %v7 = mul i64 %v6, 16
  %v8 = addrspacecast ptr addrspace(1) %p0 to ptr
  %v9 = addrspacecast ptr %p2 to ptr addrspace(1)
  %v10 = call half @llvm.maxnum.f16(half 0xH3C00, half 0xH4480)
  %v11 = call half @llvm.nvvm.fma.rn.f16(half 0xH4000, half 0xH4480, half 0xH3C00)
  %v12 = fptosi half %v11 to i32
  %v13 = add nuw nsw i64 %v7, 0
  %v14 = getelementptr inbounds i32, ptr %p3, i64 %v13
  store i32 %v12, ptr %v14, align 4
  %v15 = call half @llvm.nvvm.fma.rn.f16(half 0xHC100, half 0xHC11A, half 0xHBE00)
  %v16 = fptosi half %v15 to i32
  %v17 = getelementptr inbounds i32, ptr %p3, i64 %v7
  %v18 = getelementptr inbounds i32, ptr %v17, i64 15
  store i32 %v16, ptr %v18, align 4
  %v19 = fptosi half %v10 to i32
  %v20 = add nuw nsw i64 %v7, 1
  %v21 = getelementptr inbounds i32, ptr %p3, i64 %v20
  store i32 %v19, ptr %v21, align 4
  %v22 = shl nuw i32 %v3, 20
  %v23 = ashr i32 %v3, 12
  %v24 = or i32 %v22, %v23
  %v25 = add nuw nsw i64 %v7, 2
  %v26 = getelementptr inbounds i32, ptr %p3, i64 %v25
  store i32 %v24, ptr %v26, align 4
  %v27 = mul nuw nsw i32 %v23, 31
  %v28 = and i32 %v27, 254
  %v29 = zext i32 %v28 to i64
  %v30 = add nuw i64 %v7, 4
  %v31 = getelementptr inbounds i32, ptr %v8, i64 136
  %v32 = getelementptr inbounds i32, ptr %v8, i64 %v29
  %v33 = getelementptr inbounds i32, ptr %p3, i64 %v30
  %v34 = add nuw nsw i32 %v5, 103
  %v35 = zext i32 %v34 to i64
  %v36 = getelementptr inbounds i32, ptr addrspace(1) %v9, i64 %v35
  %v37 = load i32, ptr addrspace(1) %v36, align 4
  %v38 = and i32 %v37, 255
  %v39 = sext i32 %v38 to i64
  %v40 = getelementptr i32, ptr addrspace(1) %v9, i64 %v39
  %v41 = load i32, ptr addrspace(1) %v40, align 4
  %v42 = getelementptr inbounds i32, ptr %v31, i64 0
  %v43 = load i32, ptr %v42, align 4
  %v44 = getelementptr inbounds i32, ptr %v32, i64 0
  %v45 = load i32, ptr %v44, align 4
  %v46 = add i32 %v43, %v45
  %v47 = sub i32 %v46, %v41
  %v48 = getelementptr inbounds i32, ptr %v31, i64 1
  %v49 = load i32, ptr %v48, align 4
  %v50 = getelementptr inbounds i32, ptr %v32, i64 1
  %v51 = load i32, ptr %v50, align 4
  %v52 = add i32 %v49, %v51
  %v53 = sub i32 %v52, %v41
  store i32 %v47, ptr %v33, align 4
  %v54 = getelementptr inbounds i32, ptr %v33, i64 1
  store i32 %v53, ptr %v54, align 4
  %v55 = call half @llvm.fmuladd.f16(half 0xH41B4, half 0xH3800, half 0xHBE6C)
  %v56 = fptosi half %v55 to i32
  %v57 = getelementptr inbounds i32, ptr %p3, i64 %v7
  %v58 = getelementptr inbounds i32, ptr %v57, i64 3
  store i32 %v56, ptr %v58, align 4
  %v59 = getelementptr inbounds i32, ptr addrspace(1) %v9, i64 240
  %v60 = load i32, ptr addrspace(1) %v59, align 4
  %v61 = sitofp i32 %v60 to half
  %v62 = call i32 @llvm.fptosi.sat.i32.f16(half %v61)
  %v63 = and i32 %v62, 252
  %v64 = zext i32 %v63 to i64
  %v65 = add nuw i64 %v7, 8
  %v66 = getelementptr inbounds i32, ptr %v8, i64 %v64
  %v67 = getelementptr inbounds i32, ptr addrspace(1) %v9, i64 112
  %v68 = getelementptr inbounds i32, ptr %p3, i64 %v65
  %v69 = getelementptr inbounds i32, ptr %v66, i64 0
  %v70 = load i32, ptr %v69, align 4
  %v71 = mul i32 %v70, %v62
  %v72 = getelementptr inbounds i32, ptr %v66, i64 1
  %v73 = load i32, ptr %v72, align 4
  %v74 = mul i32 %v73, %v62
  %v75 = getelementptr inbounds i32, ptr %v66, i64 2
  %v76 = load i32, ptr %v75, align 4
  %v77 = mul i32 %v76, %v62
  %v78 = add nsw i64 %v64, 3
  %v79 = getelementptr i32, ptr %v8, i64 %v78
  %v80 = load i32, ptr %v79, align 4
  %v81 = mul i32 %v80, %v62
  %v82 = getelementptr inbounds i32, ptr %p3, i64 %v65
  store i32 %v71, ptr %v82, align 4
  %v83 = getelementptr inbounds i32, ptr %v68, i64 1
  store i32 %v74, ptr %v83, align 4
  %v84 = getelementptr inbounds i32, ptr %v68, i64 2
  store i32 %v77, ptr %v84, align 4
  %v85 = getelementptr inbounds i32, ptr %v68, i64 3
  store i32 %v81, ptr %v85, align 4
  %v86 = add nuw i64 %v7, 12
  %v87 = getelementptr inbounds i32, ptr %p3, i64 %v86
  store i32 %v81, ptr %v87, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind speculatable willreturn memory(none)

declare half @llvm.maxnum.f16(half, half) nounwind speculatable willreturn memory(none)

declare half @llvm.nvvm.fma.rn.f16(half, half, half) nounwind speculatable willreturn memory(none)

declare half @llvm.fmuladd.f16(half, half, half) nounwind speculatable willreturn memory(none)

declare i32 @llvm.fptosi.sat.i32.f16(half) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
