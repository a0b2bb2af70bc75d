; passcheck gen --seed 15 --size 100
; grid 1x4, buffers of 64 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr noalias nocapture dereferenceable(256) %p0, ptr noalias nocapture readonly dereferenceable(256) %p1, ptr addrspace(1) noalias nocapture dereferenceable(128) %p2, i32 %s0) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %v4 = mul i32 %v2, %v3
  %v5 = add i32 %v4, %v1
  %v6 = zext i32 %v5 to i64
  %v7 = shl i64 %v6, 4
  %v8 = addrspacecast ptr %p0 to ptr addrspace(1)
  %v9 = addrspacecast ptr %p1 to ptr addrspace(1)
  %v10 = addrspacecast ptr addrspace(1) %p2 to ptr
  %v11 = icmp ult i32 %v5, %s0
  br i1 %v11, label %b1, label %b2

b1:
  %v12 = and i16 -3, 4
  %v13 = sub i16 19076, %v12
  %v14 = ashr i16 %v13, 0
  %v15 = mul i16 %v14, 1000
  %v16 = add i16 %v15, %v15
  %v17 = bitcast i16 %v16 to half
  %v18 = add i64 %v7, 0
  %v20 = shl i64 %v18, 1
  %v19 = getelementptr inbounds i8, ptr %v10, i64 %v20
  store half %v17, ptr %v19, align 2
  %v21 = sext i32 %v5 to i64
  %v22 = getelementptr inbounds i32, ptr addrspace(1) %v8, i64 %v21
  %v23 = load i32, ptr addrspace(1) %v22, align 4
  %v24 = and i32 %v23, 60
  %v25 = sext i32 %v24 to i64
  %v26 = getelementptr inbounds [64 x i32], ptr addrspace(1) %v8, i64 0, i64 %v25
  %v27 = load <4 x i32>, ptr addrspace(1) %v26, align 16
  %v28 = insertelement <4 x i32> poison, i32 -420054135, i64 0
  %v29 = shufflevector <4 x i32> %v28, <4 x i32> poison, <4 x i32> zeroinitializer
  %v30 = insertelement <4 x i32> %v29, i32 %v4, i32 1
  %v31 = insertelement <4 x i32> %v30, i32 %v2, i32 3
  %v32 = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %v27, <4 x i32> %v31)
  %v33 = mul i32 16, 33
  %v34 = add i32 %v33, 1431655765
  %v35 = insertelement <4 x i32> %v32, i32 %v34, i64 3
  %v36 = mul i32 %v23, 4095
  %v37 = and i32 %v36, 60
  %v38 = sext i32 %v37 to i64
  %v39 = getelementptr inbounds i32, ptr addrspace(1) %v9, i64 %v38
  %v40 = load <4 x i32>, ptr addrspace(1) %v39, align 4
  %v41 = shufflevector <4 x i32> %v40, <4 x i32> %v29, <4 x i32> <i32 4, i32 2, i32 7, i32 5>
  %v42 = call <4 x i32> @llvm.umin.v4i32(<4 x i32> %v40, <4 x i32> %v32)
  %v43 = icmp sle <4 x i32> %v41, %v42
  %v44 = select <4 x i1> %v43, <4 x i32> %v41, <4 x i32> %v42
  %v45 = sub <4 x i32> %v35, %v44
  %v46 = extractelement <4 x i32> %v45, i64 1
  %v47 = uitofp i32 %v46 to half
  %v48 = or i64 %v7, 1
  %v50 = trunc i64 %v48 to i32
  %v49 = getelementptr inbounds half, ptr %v10, i32 %v50
  store half %v47, ptr %v49, align 2
  %v51 = extractelement <4 x i32> %v45, i32 3
  %v52 = uitofp i32 %v51 to half
  %v53 = icmp ule i32 %v37, 1048576
  %v54 = select i1 %v53, i32 %v50, i32 %v3
  %v55 = and i32 %v54, 15
  %v56 = zext i32 %v55 to i64
  %v57 = or i64 %v7, %v56
  %v58 = getelementptr inbounds [64 x half], ptr %v10, i64 0, i64 %v57
  store half %v52, ptr %v58, align 2
  %v59 = getelementptr inbounds i32, ptr addrspace(1) %v8, i64 60
  %v60 = load i32, ptr addrspace(1) %v59, align 4
  %v61 = mul i32 1431655765, %v60
  %v62 = add i32 %v61, %v46
  %v63 = and i32 %v62, 60
  %v64 = sext i32 %v63 to i64
  %v66 = trunc i64 %v64 to i32
  %v65 = getelementptr inbounds i32, ptr addrspace(1) %v9, i32 %v66
  %v67 = getelementptr inbounds i32, ptr addrspace(1) %v9, i64 %v64
  %v68 = load i32, ptr addrspace(1) %v67, align 4
  %v69 = add i64 %v64, 1
  %v71 = trunc i64 %v69 to i32
  %v70 = getelementptr inbounds i32, ptr addrspace(1) %v9, i32 %v71
  %v72 = load i32, ptr addrspace(1) %v70, align 4
  %v73 = add i64 %v64, 2
  %v74 = getelementptr inbounds i32, ptr addrspace(1) %v9, i64 %v73
  %v75 = load i32, ptr addrspace(1) %v74, align 4
  %v76 = add i64 %v64, 3
  %v77 = getelementptr inbounds i32, ptr addrspace(1) %v9, i64 %v76
  %v78 = load i32, ptr addrspace(1) %v77, align 4
  %v79 = and i32 %v68, %v72
  %v80 = and i32 %v75, %v78
  %v81 = and i32 %v79, %v80
  %v82 = sitofp i32 %v81 to half
  %v83 = add i64 %v7, 2
  %v85 = trunc i64 %v83 to i32
  %v84 = getelementptr inbounds half, ptr %v10, i32 %v85
  store half %v82, ptr %v84, align 2
  %v86 = sitofp i32 %v85 to half
  %v87 = select i1 %v53, i64 %v56, i64 %v83
  %v88 = and i64 %v87, 15
  %v89 = add i64 %v7, %v88
  %v90 = getelementptr half, ptr %v10, i64 %v89
  store half %v86, ptr %v90, align 2
  br label %b2

b2:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind speculatable willreturn memory(none)

declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) nounwind speculatable willreturn memory(none)

declare <4 x i32> @llvm.umin.v4i32(<4 x i32>, <4 x i32>) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
