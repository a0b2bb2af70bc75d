; passcheck gen --seed 6 --size 100
; grid 2x4, buffers of 128 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr noalias nocapture dereferenceable(512) %p0, ptr noalias nocapture dereferenceable(512) %p1, ptr addrspace(1) noalias nocapture dereferenceable(512) %p2, ptr noalias nocapture dereferenceable(512) %p3, i32 %s0, i32 %s1) {
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
  %v12 = call i32 @llvm.bswap.i32(i32 -2147483648)
  %v13 = call i32 @llvm.nvvm.mul24.i(i32 718789038, i32 %v2)
  %v14 = and i32 %v13, 15
  %v15 = sext i32 %v14 to i64
  %v16 = or i64 %v7, %v15
  %v17 = getelementptr inbounds i32, ptr %v10, i64 %v16
  store i32 %v12, ptr %v17, align 4
  %v18 = call i32 @llvm.bswap.i32(i32 8)
  %v19 = xor i32 %v14, 33
  %v20 = and i32 %v19, 15
  %v21 = zext i32 %v20 to i64
  %v22 = or i64 %v7, %v21
  %v23 = getelementptr inbounds i32, ptr %v10, i64 %v22
  store i32 %v18, ptr %v23, align 4
  %v25 = trunc i64 8 to i32
  %v24 = getelementptr i32, ptr addrspace(1) %v9, i32 %v25
  %v26 = load <4 x i32>, ptr addrspace(1) %v24, align 16
  %v27 = getelementptr inbounds i32, ptr addrspace(1) %v9, i64 24
  %v28 = load <4 x i32>, ptr addrspace(1) %v27, align 4
  %v29 = xor <4 x i32> %v26, %v28
  %v30 = insertelement <4 x i32> %v29, i32 %v14, i64 1
  %v31 = add i32 %v5, 114
  %v32 = sext i32 %v31 to i64
  %v33 = getelementptr inbounds i32, ptr addrspace(1) %v8, i64 %v32
  %v34 = load i32, ptr addrspace(1) %v33, align 4
  %v35 = and i32 %v34, 127
  %v36 = zext i32 %v35 to i64
  %v37 = getelementptr inbounds i32, ptr addrspace(1) %v8, i64 %v36
  %v38 = load i32, ptr addrspace(1) %v37, align 4
  %v39 = insertelement <4 x i32> poison, i32 %v38, i64 0
  %v40 = shufflevector <4 x i32> %v39, <4 x i32> poison, <4 x i32> zeroinitializer
  %v41 = insertelement <4 x i32> %v40, i32 %v19, i32 1
  %v42 = mul <4 x i32> %v28, %v41
  %v43 = and i32 %v25, 124
  %v44 = sext i32 %v43 to i64
  %v45 = getelementptr inbounds i32, ptr addrspace(1) %v8, i64 %v44
  %v46 = load <4 x i32>, ptr addrspace(1) %v45, align 4
  %v47 = insertelement <4 x i32> poison, i32 %v25, i64 0
  %v48 = shufflevector <4 x i32> %v47, <4 x i32> poison, <4 x i32> zeroinitializer
  %v49 = insertelement <4 x i32> %v48, i32 %v20, i32 1
  %v50 = insertelement <4 x i32> %v49, i32 %v34, i32 2
  %v51 = insertelement <4 x i32> %v50, i32 2147483647, i32 3
  %v52 = mul <4 x i32> %v46, %v51
  %v53 = call <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %v42)
  %v54 = shufflevector <4 x i32> %v53, <4 x i32> %v30, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %v55 = extractelement <4 x i32> %v54, i64 0
  %v56 = or i64 %v7, 0
  %v57 = getelementptr inbounds i32, ptr %v10, i64 %v56
  store i32 %v55, ptr %v57, align 4
  %v58 = add i64 %v7, 0
  %v59 = getelementptr inbounds i32, ptr addrspace(1) %v11, i64 %v58
  store <4 x i32> %v54, ptr addrspace(1) %v59, align 4
  %v60 = call i32 @llvm.ctpop.i32(i32 33)
  %v61 = or i64 %v7, 4
  %v62 = getelementptr inbounds i32, ptr addrspace(1) %v11, i64 %v61
  store i32 %v60, ptr addrspace(1) %v62, align 4
  %v63 = mul i32 %v34, 3
  %v64 = getelementptr inbounds i32, ptr addrspace(1) %v9, i64 122
  %v65 = load i32, ptr addrspace(1) %v64, align 4
  %v66 = add i32 %v63, %v65
  %v67 = shl i32 %v66, 1
  %v68 = add i32 %v67, 2147483647
  %v69 = add i64 %v7, 1
  %v70 = getelementptr i32, ptr %v10, i64 %v69
  store i32 %v68, ptr %v70, align 4
  %v71 = and i32 15, 127
  %v72 = sext i32 %v71 to i64
  %v73 = getelementptr inbounds [128 x i32], ptr addrspace(1) %v8, i64 0, i64 %v72
  %v74 = load i32, ptr addrspace(1) %v73, align 4
  %v75 = call i32 @llvm.nvvm.clz.i(i32 %v65)
  %v76 = call i32 @llvm.sadd.sat.i32(i32 %v74, i32 %v75)
  %v77 = and i32 %v76, 100
  %v78 = or i64 %v7, 2
  %v79 = getelementptr inbounds i32, ptr %v10, i64 %v78
  store i32 %v77, ptr %v79, align 4
  %v80 = trunc i64 %v78 to i32
  %v81 = add i64 %v7, 3
  %v82 = getelementptr inbounds i32, ptr %v10, i64 %v81
  store i32 %v80, ptr %v82, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.bswap.i32(i32) nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.mul24.i(i32, i32) nounwind speculatable willreturn memory(none)

declare <4 x i32> @llvm.ctpop.v4i32(<4 x i32>) nounwind speculatable willreturn memory(none)

declare i32 @llvm.ctpop.i32(i32) nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.clz.i(i32) nounwind speculatable willreturn memory(none)

declare i32 @llvm.sadd.sat.i32(i32, i32) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
