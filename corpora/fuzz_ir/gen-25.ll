; passcheck gen --seed 25 --size 100
; grid 1x16, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr noalias nocapture dereferenceable(512) %p0, ptr addrspace(1) noalias nocapture readonly dereferenceable(1024) %p1, ptr noalias nocapture dereferenceable(1024) %p2, ptr noalias nocapture dereferenceable(1024) %p3, i32 %s0, half %s1, i32 %s2) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = mul nsw i32 %v2, 16
  %v4 = add nsw i32 %v3, %v1
  %v5 = sext i32 %v4 to i64
  %v6 = shl i64 %v5, 4
  %v7 = addrspacecast ptr %p2 to ptr addrspace(1)
  %v8 = addrspacecast ptr %p3 to ptr addrspace(1)
  %v9 = zext i32 %v4 to i64
  %v10 = shl nuw i64 %v9, 3
  %v11 = and i32 %v2, 1
  %v12 = sext i32 %v11 to i64
  %v13 = add nuw i64 %v6, %v12
  br label %b1

b1:
  %v15 = phi i32 [ 6, %b0 ], [ %v14, %b2 ]
  %v16 = sext i32 %v15 to i64
  %v17 = shl nsw i64 %v16, 3
  %v18 = add i64 %v17, 95
  %v19 = getelementptr inbounds [256 x half], ptr %p0, i64 0, i64 %v18
  %v20 = load half, ptr %v19, align 2
  %v21 = fadd half 0xH5640, %v20
  %v22 = fcmp oeq half %v21, 0xH0000
  %v23 = select i1 %v22, i32 %v11, i32 %v15
  %v24 = and i32 %v23, 255
  %v25 = sext i32 %v24 to i64
  %v26 = getelementptr inbounds half, ptr %p0, i64 %v25
  %v27 = load half, ptr %v26, align 2
  %v28 = fadd half %v20, %v27
  %v29 = call i32 @llvm.fptosi.sat.i32.f16(half %v28)
  %v30 = shl nuw nsw i64 %v16, 1
  %v31 = add nuw i64 %v13, 1
  %v32 = add nuw i64 %v31, %v30
  %v33 = getelementptr inbounds i32, ptr addrspace(1) %v8, i64 %v32
  store i32 %v29, ptr addrspace(1) %v33, align 4
  %v34 = mul nsw i32 %v15, 8
  %v35 = sext i32 %v34 to i64
  %v36 = add nsw i64 %v35, 95
  %v37 = getelementptr inbounds half, ptr %p0, i64 %v36
  %v38 = load half, ptr %v37, align 2
  %v39 = shl nuw nsw i32 %v15, 2
  %v40 = sext i32 %v39 to i64
  %v41 = add nsw i64 %v40, %v10
  %v42 = getelementptr inbounds i32, ptr addrspace(1) %p1, i64 %v41
  %v43 = load i32, ptr addrspace(1) %v42, align 4
  %v44 = uitofp i32 %v43 to half
  %v45 = fmul half %v38, %v44
  %v46 = call i32 @llvm.fptosi.sat.i32.f16(half %v45)
  %v47 = mul nuw nsw i64 %v16, 2
  %v48 = add nuw i64 %v47, %v13
  %v49 = getelementptr inbounds i32, ptr addrspace(1) %v8, i64 %v48
  store i32 %v46, ptr addrspace(1) %v49, align 4
  br label %b2

b2:
  %v14 = sub i32 %v15, 1
  %v50 = icmp ne i32 %v15, 0
  br i1 %v50, label %b1, label %b3

b3:
  %v51 = and i32 0, 7
  %v52 = add nuw i32 %v51, 1
  %v53 = add i64 %v6, 0
  br label %b4

b4:
  %v56 = phi i32 [ %v51, %b3 ], [ %v55, %b5 ]
  %v57 = phi half [ %s1, %b3 ], [ %v54, %b5 ]
  %v58 = sext i32 %v56 to i64
  %v59 = mul nuw nsw i64 %v58, 4
  %v60 = add nuw nsw i64 58, %v59
  %v61 = getelementptr inbounds [256 x half], ptr %p0, i64 0, i64 %v60
  %v62 = load half, ptr %v61, align 2
  %v63 = mul nuw nsw i64 %v58, 4
  %v64 = add i64 58, 1
  %v65 = add nuw i64 %v64, %v63
  %v66 = getelementptr half, ptr %p0, i64 %v65
  %v67 = load half, ptr %v66, align 2
  %v68 = fmul half %v62, %v67
  %v69 = shl nuw nsw i64 %v58, 2
  %v70 = add i64 58, 2
  %v71 = add nsw i64 %v70, %v69
  %v72 = getelementptr inbounds half, ptr %p0, i64 %v71
  %v73 = load half, ptr %v72, align 2
  %v74 = fadd afn half %v68, %v73
  %v75 = shl nsw i32 %v56, 2
  %v76 = add i32 %v75, 3
  %v77 = sext i32 %v76 to i64
  %v78 = add nsw i64 %v77, 58
  %v80 = trunc i64 %v78 to i32
  %v79 = getelementptr inbounds half, ptr %p0, i32 %v80
  %v81 = load half, ptr %v79, align 2
  %v82 = fsub half %v74, %v81
  %v83 = fadd half %v82, %v73
  %v84 = call i32 @llvm.fptosi.sat.i32.f16(half %v83)
  %v85 = shl nuw nsw i64 %v58, 1
  %v86 = add nsw i64 %v85, %v53
  %v87 = add nuw nsw i64 %v86, 1
  %v88 = getelementptr inbounds i32, ptr addrspace(1) %v8, i64 %v87
  store i32 %v84, ptr addrspace(1) %v88, align 4
  %v89 = mul i32 236164389, 12
  %v90 = add i32 %v4, 37
  %v91 = zext i32 %v90 to i64
  %v92 = getelementptr inbounds i32, ptr addrspace(1) %p1, i64 %v91
  %v93 = load i32, ptr addrspace(1) %v92, align 4
  %v94 = getelementptr inbounds i32, ptr addrspace(1) %p1, i64 200
  %v95 = load i32, ptr addrspace(1) %v94, align 4
  %v96 = or i32 %v95, 1431655765
  %v97 = icmp sgt i32 %v96, -3
  %v98 = select i1 %v97, i32 %v93, i32 3
  %v99 = and i32 %v98, 255
  %v100 = zext i32 %v99 to i64
  %v101 = getelementptr inbounds i32, ptr addrspace(1) %p1, i64 %v100
  %v102 = load i32, ptr addrspace(1) %v101, align 4
  %v103 = sub i32 %v89, %v102
  %v104 = mul i32 %v103, 12
  %v105 = sub i32 %v104, %v2
  %v106 = shl i32 %v105, 3
  %v107 = sub i32 %v106, 5
  %v108 = or i64 %v6, 0
  %v109 = getelementptr inbounds i32, ptr addrspace(1) %v8, i64 %v108
  store i32 %v107, ptr addrspace(1) %v109, align 4
  br label %b5

b5:
  %v54 = fadd half %v57, %v83
  %v55 = sub i32 %v56, 1
  %v110 = icmp ne i32 %v56, 0
  br i1 %v110, label %b4, label %b6

b6:
  %v111 = call i32 @llvm.fptoui.sat.i32.f16(half %v54)
  %v112 = add i64 %v6, 1
  %v113 = getelementptr inbounds i32, ptr addrspace(1) %v8, i64 %v112
  store i32 %v111, ptr addrspace(1) %v113, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.fptosi.sat.i32.f16(half) nounwind speculatable willreturn memory(none)

declare i32 @llvm.fptoui.sat.i32.f16(half) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
