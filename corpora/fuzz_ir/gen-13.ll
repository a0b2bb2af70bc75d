; passcheck gen --seed 13 --size 100
; grid 2x8, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [16 x i32] undef, align 4

define void @kernel(ptr noalias nocapture readonly dereferenceable(1024) %p0, ptr noalias nocapture dereferenceable(256) %p1, ptr noalias nocapture dereferenceable(256) %p2, ptr noalias nocapture readonly dereferenceable(512) %p3, ptr noalias nocapture dereferenceable(512) %p4, i32 %s0) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %v4 = mul i32 %v2, %v3
  %v5 = add i32 %v4, %v1
  %v6 = zext i32 %v5 to i64
  %v7 = shl i64 %v6, 4
  %v8 = alloca [8 x i32], align 4
  %v9 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 0
  store i32 1003286147, ptr %v9, align 4
  %v10 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 1
  store i32 65535, ptr %v10, align 4
  %v11 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 2
  store i32 %v5, ptr %v11, align 4
  %v12 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 3
  store i32 %v2, ptr %v12, align 4
  %v13 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 4
  store i32 %s0, ptr %v13, align 4
  %v14 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 5
  store i32 %v3, ptr %v14, align 4
  %v15 = sext i32 %v5 to i64
  %v16 = add i64 %v15, 70
  %v17 = getelementptr inbounds i32, ptr %p0, i64 %v16
  %v18 = load i32, ptr %v17, align 4
  %v19 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 6
  store i32 %v18, ptr %v19, align 4
  %v20 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 7
  store i32 %v1, ptr %v20, align 4
  %v21 = mul i32 %v1, 2
  %v22 = mul i64 100, 256
  %v23 = sub i64 -1, %v22
  %v24 = and i64 %v23, 63
  %v25 = lshr i64 -9223372036854775808, %v24
  %v26 = and i64 %v25, 7
  %v27 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 %v26
  %v28 = load i32, ptr %v27, align 4
  %v29 = and i32 %v28, 255
  %v30 = sext i32 %v29 to i64
  %v31 = getelementptr inbounds i32, ptr %p0, i64 %v30
  %v32 = load i32, ptr %v31, align 4
  %v33 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v21
  store i32 %v32, ptr addrspace(3) %v33, align 4
  %v34 = add i32 %v21, 1
  %v35 = mul i32 -1271157613, %v21
  %v36 = and i32 5, 255
  %v37 = zext i32 %v36 to i64
  %v38 = getelementptr inbounds i32, ptr %p0, i64 %v37
  %v39 = load i32, ptr %v38, align 4
  %v40 = mul i32 %v35, %v39
  %v41 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v34
  store i32 %v40, ptr addrspace(3) %v41, align 4
  call void @llvm.nvvm.barrier0()
  %v42 = sub i32 %v35, %v40
  %v43 = and i32 %v42, 127
  %v44 = sext i32 %v43 to i64
  %v45 = zext i32 %v5 to i64
  %v46 = shl i64 %v45, 3
  %v47 = or i32 495467305, 1
  %v48 = udiv i32 1010333668, %v47
  %v49 = and i32 %v48, 127
  %v50 = sext i32 %v49 to i64
  %v51 = add i64 %v7, 2
  %v52 = fcmp une half 0xH7BFF, 0xHC100
  %v53 = zext i1 %v52 to i32
  %v54 = and i32 %v53, 7
  %v55 = zext i32 %v54 to i64
  %v56 = getelementptr inbounds [8 x i32], ptr %v8, i64 0, i64 %v55
  %v57 = load i32, ptr %v56, align 4
  %v58 = trunc i32 %v57 to i16
  br label %b1

b1:
  %v62 = phi i32 [ 0, %b0 ], [ %v61, %b2 ]
  %v63 = phi i16 [ %v58, %b0 ], [ %v59, %b2 ]
  %v64 = phi i32 [ %v36, %b0 ], [ %v60, %b2 ]
  %v65 = zext i32 %v62 to i64
  %v66 = add i64 %v50, %v65
  %v67 = getelementptr inbounds i16, ptr %p3, i64 %v66
  %v68 = load i16, ptr %v67, align 2
  %v69 = shl i32 %v62, 3
  %v70 = zext i32 %v69 to i64
  %v71 = add i64 %v70, %v44
  %v72 = getelementptr inbounds i32, ptr %p0, i64 %v71
  %v73 = load i32, ptr %v72, align 4
  %v74 = trunc i32 %v73 to i16
  %v75 = or i16 %v68, %v74
  %v76 = mul i32 %v62, 4
  %v77 = add i32 %v76, 1
  %v78 = zext i32 %v77 to i64
  %v79 = add i64 %v78, %v46
  %v80 = getelementptr inbounds i16, ptr %p3, i64 %v79
  %v81 = load i16, ptr %v80, align 2
  %v82 = and i16 %v75, %v81
  %v83 = mul i32 %v62, 4
  %v84 = add i32 %v83, 2
  %v85 = sext i32 %v84 to i64
  %v86 = add i64 %v85, %v46
  %v87 = getelementptr inbounds i16, ptr %p3, i64 %v86
  %v88 = load i16, ptr %v87, align 2
  %v89 = mul i16 %v82, %v88
  %v90 = mul i64 %v65, 4
  %v91 = add i64 %v46, 3
  %v92 = add i64 %v91, %v90
  %v93 = getelementptr inbounds i16, ptr %p3, i64 %v92
  %v94 = load i16, ptr %v93, align 2
  %v95 = xor i16 %v89, %v94
  br label %b2

b2:
  %v59 = xor i16 %v63, %v95
  %v60 = xor i32 %v64, %v84
  %v61 = add i32 %v62, 1
  %v96 = icmp ne i32 %v61, 2
  br i1 %v96, label %b1, label %b3

b3:
  %v97 = add i64 %v7, 0
  %v98 = getelementptr inbounds i16, ptr %p4, i64 %v97
  store i16 %v59, ptr %v98, align 2
  %v99 = trunc i32 %v60 to i16
  %v100 = add i32 %v5, 167
  %v101 = sext i32 %v100 to i64
  %v102 = getelementptr inbounds i32, ptr %p0, i64 %v101
  %v103 = load i32, ptr %v102, align 4
  %v104 = and i32 %v103, 15
  %v105 = sext i32 %v104 to i64
  %v106 = add i64 %v7, %v105
  %v107 = getelementptr i16, ptr %p4, i64 %v106
  store i16 %v99, ptr %v107, align 2
  %v108 = call i32 @llvm.fshr.i32(i32 %v4, i32 %v2, i32 %v5)
  %v109 = and i32 %v108, 248
  %v110 = zext i32 %v109 to i64
  %v111 = getelementptr inbounds i32, ptr %p0, i64 %v110
  %v112 = getelementptr inbounds i32, ptr %p0, i64 %v110
  %v113 = load i32, ptr %v112, align 4
  %v114 = add i64 %v110, 1
  %v115 = getelementptr inbounds i32, ptr %p0, i64 %v114
  %v116 = load i32, ptr %v115, align 4
  %v117 = add i64 %v110, 2
  %v118 = getelementptr inbounds i32, ptr %p0, i64 %v117
  %v119 = load i32, ptr %v118, align 4
  %v120 = add i64 %v110, 3
  %v121 = getelementptr i32, ptr %p0, i64 %v120
  %v122 = load i32, ptr %v121, align 4
  %v123 = add i64 %v110, 4
  %v124 = getelementptr inbounds i32, ptr %p0, i64 %v123
  %v125 = load i32, ptr %v124, align 4
  %v126 = add i64 %v110, 5
  %v127 = getelementptr inbounds i32, ptr %p0, i64 %v126
  %v128 = load i32, ptr %v127, align 4
  %v129 = add i64 %v110, 6
  %v131 = trunc i64 %v129 to i32
  %v130 = getelementptr inbounds i32, ptr %p0, i32 %v131
  %v132 = load i32, ptr %v130, align 4
  %v133 = add i64 %v110, 7
  %v134 = getelementptr inbounds i32, ptr %p0, i64 %v133
  %v135 = load i32, ptr %v134, align 4
  %v136 = add i32 %v113, %v116
  %v137 = add i32 %v136, %v119
  %v138 = add i32 %v137, %v122
  %v139 = add i32 %v138, %v125
  %v140 = add i32 %v139, %v128
  %v141 = add i32 %v140, %v132
  %v142 = add i32 %v141, %v135
  %v143 = trunc i32 %v142 to i16
  %v144 = add i64 %v7, 1
  %v145 = getelementptr inbounds i16, ptr %p4, i64 %v144
  store i16 %v143, ptr %v145, align 2
  %v146 = trunc i64 %v144 to i16
  %v147 = call i32 @llvm.fptosi.sat.i32.f16(half 0xH7C00)
  %v148 = and i32 %v147, 15
  %v149 = zext i32 %v148 to i64
  %v150 = add i64 %v7, %v149
  %v152 = trunc i64 %v150 to i32
  %v151 = getelementptr inbounds i16, ptr %p4, i32 %v152
  store i16 %v146, ptr %v151, align 2
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind speculatable willreturn memory(none)

declare void @llvm.nvvm.barrier0() convergent nounwind

declare i32 @llvm.fshr.i32(i32, i32, i32) nounwind speculatable willreturn memory(none)

declare i32 @llvm.fptosi.sat.i32.f16(half) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
