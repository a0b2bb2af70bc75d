; passcheck gen --seed 11 --size 100
; grid 1x8, buffers of 128 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [8 x i32] undef, align 4

define void @kernel(ptr noalias nocapture dereferenceable(512) %p0, ptr addrspace(1) noalias nocapture dereferenceable(512) %p1, ptr addrspace(1) noalias nocapture dereferenceable(512) %p2, ptr noalias nocapture dereferenceable(512) %p3, ptr addrspace(1) noalias nocapture dereferenceable(512) %p4, i32 %s0, i32 %s1) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %v4 = mul i32 %v2, %v3
  %v5 = add i32 %v4, %v1
  %v6 = sext i32 %v5 to i64
  %v7 = shl i64 %v6, 4
  %v8 = addrspacecast ptr addrspace(1) %p1 to ptr
  %v9 = addrspacecast ptr addrspace(1) %p2 to ptr
  %v10 = mul i32 %v1, 1
  %v12 = trunc i64 90 to i32
  %v11 = getelementptr inbounds i32, ptr %p0, i32 %v12
  %v13 = load i32, ptr %v11, align 4
  %v14 = mul i32 %v3, %v12
  %v15 = add i32 %v14, %v12
  %v16 = urem i32 %v13, 1597029481
  %v17 = and i32 %v4, 8
  %v18 = and i32 %v17, 127
  %v19 = zext i32 %v18 to i64
  %v20 = getelementptr inbounds i32, ptr %v9, i64 %v19
  %v21 = load i32, ptr %v20, align 4
  %v22 = call i1 @ori.isetp.u32(i32 %v16, i32 %v21, i32 1)
  %v23 = select i1 %v22, i32 %v15, i32 %v13
  %v24 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v10
  store i32 %v23, ptr addrspace(3) %v24, align 4
  call void @llvm.nvvm.barrier0()
  %v25 = sext i32 %v5 to i64
  %v26 = mul i64 %v25, 8
  %v27 = ashr i32 4095, 22
  %v28 = and i32 %v27, 3
  %v29 = sext i32 %v28 to i64
  %v30 = add i64 %v7, %v29
  br label %b1

b1:
  %v32 = phi i32 [ 0, %b0 ], [ %v31, %b2 ]
  %v33 = sext i32 %v32 to i64
  %v34 = shl i64 %v33, 2
  %v35 = add i64 %v26, %v34
  %v36 = getelementptr inbounds i32, ptr %p0, i64 %v35
  %v37 = load i32, ptr %v36, align 4
  %v38 = add i64 %v30, %v33
  %v39 = getelementptr inbounds i32, ptr %p3, i64 %v38
  store i32 %v37, ptr %v39, align 4
  %v40 = icmp ult i32 -2147483648, %s0
  br i1 %v40, label %b4, label %b5

b4:
  %v41 = add i32 %v5, 106
  %v42 = zext i32 %v41 to i64
  %v44 = trunc i64 %v42 to i32
  %v43 = getelementptr inbounds i32, ptr %v9, i32 %v44
  %v45 = load i32, ptr %v43, align 4
  %v46 = and i32 %v45, 120
  %v47 = zext i32 %v46 to i64
  %v48 = getelementptr inbounds i32, ptr %v9, i64 %v47
  %v49 = getelementptr inbounds i32, ptr %v9, i64 %v47
  %v50 = load i32, ptr %v49, align 4
  %v51 = add i64 %v47, 1
  %v52 = getelementptr inbounds i32, ptr %v9, i64 %v51
  %v53 = load i32, ptr %v52, align 4
  %v54 = add i64 %v47, 2
  %v55 = getelementptr inbounds i32, ptr %v9, i64 %v54
  %v56 = load i32, ptr %v55, align 4
  %v57 = add i64 %v47, 3
  %v58 = getelementptr inbounds i32, ptr %v9, i64 %v57
  %v59 = load i32, ptr %v58, align 4
  %v60 = add i64 %v47, 4
  %v61 = getelementptr inbounds i32, ptr %v9, i64 %v60
  %v62 = load i32, ptr %v61, align 4
  %v63 = add i64 %v47, 5
  %v64 = getelementptr inbounds i32, ptr %v9, i64 %v63
  %v65 = load i32, ptr %v64, align 4
  %v66 = add i64 %v47, 6
  %v67 = getelementptr inbounds [128 x i32], ptr %v9, i64 0, i64 %v66
  %v68 = load i32, ptr %v67, align 4
  %v69 = add i64 %v47, 7
  %v70 = getelementptr i32, ptr %v9, i64 %v69
  %v71 = load i32, ptr %v70, align 4
  %v72 = call i32 @llvm.umin.i32(i32 %v50, i32 %v53)
  %v73 = call i32 @llvm.umin.i32(i32 %v56, i32 %v59)
  %v74 = call i32 @llvm.umin.i32(i32 %v62, i32 %v65)
  %v75 = call i32 @llvm.umin.i32(i32 %v68, i32 %v71)
  %v76 = call i32 @llvm.umin.i32(i32 %v72, i32 %v73)
  %v77 = call i32 @llvm.umin.i32(i32 %v74, i32 %v75)
  %v78 = call i32 @llvm.umin.i32(i32 %v76, i32 %v77)
  %v79 = sext i32 %v5 to i64
  %v80 = add i64 %v79, 40
  %v81 = getelementptr inbounds i32, ptr %v9, i64 %v80
  %v82 = load i32, ptr %v81, align 4
  %v83 = sext i32 %v5 to i64
  %v85 = trunc i64 %v83 to i32
  %v84 = getelementptr inbounds i32, ptr %p0, i32 %v85
  %v86 = load i32, ptr %v84, align 4
  %v87 = or i32 %s1, -307447016
  %v88 = icmp uge i32 %v87, 2
  %v89 = select i1 %v88, i32 %v82, i32 %v86
  %v90 = call i1 @ori.isetp.u32(i32 %v89, i32 67108864, i32 4)
  %v91 = select i1 %v90, i32 %v41, i32 -2147483648
  %v92 = getelementptr inbounds [128 x i32], ptr %v9, i64 0, i64 23
  %v93 = load i32, ptr %v92, align 4
  %v94 = icmp sgt i32 %v91, %v93
  %v95 = select i1 %v94, i32 %v82, i32 8
  %v96 = and i32 %v95, 15
  %v97 = zext i32 %v96 to i64
  %v98 = or i64 %v7, %v97
  %v99 = getelementptr inbounds i32, ptr %p3, i64 %v98
  store i32 %v78, ptr %v99, align 4
  %v100 = ashr i32 %v45, 9
  %v101 = zext i32 %v5 to i64
  %v102 = add i64 %v101, 98
  %v103 = getelementptr inbounds i32, ptr %p0, i64 %v102
  %v104 = load i32, ptr %v103, align 4
  %v105 = and i32 %v104, %v89
  %v106 = call i32 @llvm.bswap.i32(i32 2147483647)
  br label %b6

b5:
  %v107 = add i32 %v5, 34
  %v108 = sext i32 %v107 to i64
  %v109 = getelementptr i32, ptr %v9, i64 %v108
  %v110 = load i32, ptr %v109, align 4
  %v111 = icmp eq i32 %v23, 0
  %v112 = select i1 %v111, i32 1, i32 %v23
  %v113 = urem i32 %v110, %v112
  %v114 = and i32 %v113, 124
  %v115 = sext i32 %v114 to i64
  %v116 = xor i32 %v107, 32
  %v117 = and i32 %v116, 124
  %v118 = zext i32 %v117 to i64
  %v119 = add i64 %v7, 0
  %v120 = getelementptr inbounds i32, ptr %v9, i64 %v115
  %v121 = getelementptr inbounds [128 x i32], ptr %p0, i64 0, i64 %v118
  %v122 = getelementptr inbounds i32, ptr %p3, i64 %v119
  %v123 = getelementptr inbounds i32, ptr %v9, i64 %v115
  %v124 = load i32, ptr %v123, align 4
  %v125 = getelementptr inbounds i32, ptr %p0, i64 %v118
  %v126 = load i32, ptr %v125, align 4
  %v127 = add i32 %v124, %v126
  %v128 = sub i32 %v127, %v114
  %v129 = add i64 %v115, 1
  %v130 = getelementptr inbounds i32, ptr %v9, i64 %v129
  %v131 = load i32, ptr %v130, align 4
  %v132 = add i64 %v118, 1
  %v133 = getelementptr inbounds i32, ptr %p0, i64 %v132
  %v134 = load i32, ptr %v133, align 4
  %v135 = mul i32 %v131, %v134
  %v136 = sub i32 %v135, %v114
  %v137 = add i64 %v115, 2
  %v139 = trunc i64 %v137 to i32
  %v138 = getelementptr inbounds i32, ptr %v9, i32 %v139
  %v140 = load i32, ptr %v138, align 4
  %v141 = add i64 %v118, 2
  %v143 = trunc i64 %v141 to i32
  %v142 = getelementptr inbounds i32, ptr %p0, i32 %v143
  %v144 = load i32, ptr %v142, align 4
  %v145 = mul i32 %v140, %v144
  %v146 = sub i32 %v145, %v114
  %v147 = add i64 %v115, 3
  %v148 = getelementptr inbounds i32, ptr %v9, i64 %v147
  %v149 = load i32, ptr %v148, align 4
  %v150 = add i64 %v118, 3
  %v151 = getelementptr inbounds i32, ptr %p0, i64 %v150
  %v152 = load i32, ptr %v151, align 4
  %v153 = mul i32 %v149, %v152
  %v154 = sub i32 %v153, %v114
  %v155 = getelementptr i32, ptr %p3, i64 %v119
  store i32 %v128, ptr %v155, align 4
  %v156 = add i64 %v119, 1
  %v157 = getelementptr inbounds [128 x i32], ptr %p3, i64 0, i64 %v156
  store i32 %v136, ptr %v157, align 4
  %v158 = add i64 %v119, 2
  %v159 = getelementptr inbounds i32, ptr %p3, i64 %v158
  store i32 %v146, ptr %v159, align 4
  %v160 = add i64 %v119, 3
  %v161 = getelementptr inbounds i32, ptr %p3, i64 %v160
  store i32 %v154, ptr %v161, align 4
  %v162 = shl i32 %v114, 5
  %v163 = lshr i32 %v146, 11
  %v164 = call i32 @llvm.bswap.i32(i32 %v146)
  br label %b6

b6:
  %v165 = phi i32 [ %v100, %b4 ], [ %v162, %b5 ]
  %v166 = phi i32 [ %v105, %b4 ], [ %v163, %b5 ]
  %v167 = phi i32 [ %v106, %b4 ], [ %v164, %b5 ]
  %v168 = add i64 %v7, 4
  %v169 = getelementptr inbounds i32, ptr %p3, i64 %v168
  store i32 %v165, ptr %v169, align 4
  %v170 = add i64 %v7, 5
  %v171 = getelementptr inbounds i32, ptr %p3, i64 %v170
  store i32 %v167, ptr %v171, align 4
  br label %b2

b2:
  %v31 = add i32 %v32, 1
  %v172 = icmp ult i32 %v31, 11
  br i1 %v172, label %b1, label %b3

b3:
  %v173 = add i32 %v5, 81
  %v174 = zext i32 %v173 to i64
  %v175 = getelementptr inbounds i32, ptr %p0, i64 %v174
  %v176 = load i32, ptr %v175, align 4
  %v177 = and i32 %v176, 124
  %v178 = sext i32 %v177 to i64
  %v179 = getelementptr inbounds i32, ptr %v9, i64 %v178
  %v180 = load <4 x i32>, ptr %v179, align 16
  %v181 = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %v180)
  %v182 = shl i32 %s1, 31
  %v183 = and i32 %v182, 15
  %v184 = sext i32 %v183 to i64
  %v185 = add i64 %v7, %v184
  %v186 = getelementptr inbounds i32, ptr %p3, i64 %v185
  store i32 %v181, ptr %v186, align 4
  %v187 = trunc i64 %v185 to i32
  %v188 = add i64 %v7, 0
  %v189 = getelementptr inbounds [128 x i32], ptr addrspace(1) %p4, i64 0, i64 %v188
  store i32 %v187, ptr addrspace(1) %v189, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind speculatable willreturn memory(none)

declare i1 @ori.isetp.u32(i32, i32, i32) nounwind speculatable willreturn memory(none)

declare void @llvm.nvvm.barrier0() convergent nounwind

declare i32 @llvm.umin.i32(i32, i32) nounwind speculatable willreturn memory(none)

declare i32 @llvm.bswap.i32(i32) nounwind speculatable willreturn memory(none)

declare i32 @llvm.vector.reduce.mul.v4i32(<4 x i32>) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
