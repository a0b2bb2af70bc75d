; passcheck gen --seed 40 --size 100
; grid 2x16, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr noalias nocapture dereferenceable(1024) %p0, ptr noalias nocapture dereferenceable(1024) %p1, ptr noalias nocapture dereferenceable(2048) %p2, i32 %s0) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = mul i32 %v2, 16
  %v4 = add i32 %v3, %v1
  %v5 = sext i32 %v4 to i64
  %v6 = shl i64 %v5, 4
  %v7 = sext i32 %v4 to i64
  %v8 = add i64 %v7, 2
  %v9 = getelementptr i32, ptr %p1, i64 %v8
  %v10 = load i32, ptr %v9, align 4
  %v11 = getelementptr inbounds i32, ptr %v9, i64 1
  %v12 = load i32, ptr %v11, align 4
  %v13 = or i32 %v10, %v12
  %v14 = getelementptr inbounds i32, ptr %v9, i64 -1
  %v15 = load i32, ptr %v14, align 4
  %v16 = add i32 %v13, %v15
  %v17 = getelementptr inbounds i32, ptr %v9, i64 0
  %v18 = load i32, ptr %v17, align 4
  %v19 = xor i32 %v16, %v18
  %v20 = getelementptr inbounds i32, ptr %v9, i64 -2
  %v21 = load i32, ptr %v20, align 4
  %v22 = add i32 %v19, %v21
  %v23 = add i64 %v6, 0
  %v24 = getelementptr inbounds i32, ptr %p2, i64 %v23
  store i32 %v22, ptr %v24, align 4
  %v25 = call i32 @ori.popc.b32(i32 %v19)
  %v27 = trunc i64 0 to i32
  %v26 = getelementptr inbounds i32, ptr %p0, i32 %v27
  %v28 = load i32, ptr %v26, align 4
  %v29 = call i32 @ori.imad.hi.u32(i32 %v28, i32 -2147483648, i32 %v16)
  %v30 = add i32 %v25, %v29
  %v31 = add i64 %v6, 1
  %v32 = getelementptr inbounds i32, ptr %p2, i64 %v31
  store i32 %v30, ptr %v32, align 4
  %v33 = add i32 %v22, 16384
  %v34 = and i32 %v33, 254
  %v35 = zext i32 %v34 to i64
  %v36 = shl i32 %v4, 1
  %v37 = add i32 %v36, 32
  %v38 = sext i32 %v37 to i64
  %v39 = add i64 %v6, 2
  %v40 = getelementptr inbounds i32, ptr %p0, i64 %v35
  %v41 = getelementptr inbounds i32, ptr %p0, i64 %v38
  %v43 = trunc i64 %v39 to i32
  %v42 = getelementptr inbounds i32, ptr %p2, i32 %v43
  %v44 = getelementptr inbounds i32, ptr %v40, i64 0
  %v45 = load i32, ptr %v44, align 4
  %v47 = trunc i64 %v38 to i32
  %v46 = getelementptr inbounds i32, ptr %p0, i32 %v47
  %v48 = load i32, ptr %v46, align 4
  %v49 = or i32 %v45, %v48
  %v50 = getelementptr inbounds i32, ptr %v40, i64 1
  %v51 = load i32, ptr %v50, align 4
  %v52 = getelementptr inbounds i32, ptr %v41, i64 1
  %v53 = load i32, ptr %v52, align 4
  %v54 = and i32 %v51, %v53
  %v55 = add i64 %v39, 1
  %v56 = getelementptr inbounds i32, ptr %p2, i64 %v55
  store i32 %v54, ptr %v56, align 4
  %v57 = getelementptr inbounds i32, ptr %v42, i64 0
  store i32 %v49, ptr %v57, align 4
  %v58 = add i64 %v6, 4
  %v59 = getelementptr inbounds i32, ptr %p2, i64 %v58
  store i32 %v54, ptr %v59, align 4
  %v60 = ashr i32 %v43, 4
  %v61 = icmp ule i32 %v60, %v53
  %v62 = zext i1 %v61 to i32
  %v63 = and i32 %v62, 7
  switch i32 %v63, label %b1 [
    i32 0, label %b2
    i32 3, label %b3
    i32 6, label %b4
    i32 9, label %b5
  ]

b1:
  %v64 = shl i32 %v4, 2
  %v65 = zext i32 %v64 to i64
  %v66 = add i64 %v6, 8
  %v67 = getelementptr inbounds i32, ptr %p0, i64 208
  %v68 = getelementptr inbounds i32, ptr %p1, i64 %v65
  %v69 = getelementptr inbounds i32, ptr %p2, i64 %v66
  %v70 = load i32, ptr %v67, align 4
  %v71 = getelementptr inbounds i32, ptr %p1, i64 %v65
  %v72 = load i32, ptr %v71, align 4
  %v73 = add i32 %v70, %v72
  %v74 = mul i32 %v73, %v53
  %v75 = add i64 208, 1
  %v77 = trunc i64 %v75 to i32
  %v76 = getelementptr inbounds i32, ptr %p0, i32 %v77
  %v78 = load i32, ptr %v76, align 4
  %v79 = getelementptr inbounds i32, ptr %v68, i64 1
  %v80 = load i32, ptr %v79, align 4
  %v81 = add i32 %v78, %v80
  %v82 = mul i32 %v81, %v53
  %v83 = add i64 208, 2
  %v84 = getelementptr inbounds i32, ptr %p0, i64 %v83
  %v85 = load i32, ptr %v84, align 4
  %v86 = getelementptr inbounds i32, ptr %v68, i64 2
  %v87 = load i32, ptr %v86, align 4
  %v88 = add i32 %v85, %v87
  %v89 = mul i32 %v88, %v53
  %v90 = getelementptr inbounds i32, ptr %v67, i64 3
  %v91 = load i32, ptr %v90, align 4
  %v92 = getelementptr inbounds i32, ptr %v68, i64 3
  %v93 = load i32, ptr %v92, align 4
  %v94 = add i32 %v91, %v93
  %v95 = mul i32 %v94, %v53
  %v96 = getelementptr inbounds i32, ptr %v69, i64 0
  store i32 %v74, ptr %v96, align 4
  %v97 = getelementptr inbounds i32, ptr %v69, i64 1
  store i32 %v82, ptr %v97, align 4
  %v98 = add i64 %v66, 2
  %v99 = getelementptr inbounds i32, ptr %p2, i64 %v98
  store i32 %v89, ptr %v99, align 4
  %v100 = getelementptr inbounds i32, ptr %v69, i64 3
  store i32 %v95, ptr %v100, align 4
  br label %b6

b2:
  %v101 = mul i32 %v60, %v30
  %v102 = add i32 %v101, %v63
  %v103 = and i32 %v102, 254
  %v104 = sext i32 %v103 to i64
  %v105 = and i32 365023373, 14
  %v106 = zext i32 %v105 to i64
  %v107 = add i64 %v6, %v106
  %v108 = getelementptr inbounds i32, ptr %p1, i64 %v104
  %v109 = getelementptr inbounds i32, ptr %p0, i64 12
  %v110 = getelementptr inbounds i32, ptr %p2, i64 %v107
  %v111 = getelementptr inbounds i32, ptr %v108, i64 0
  %v112 = load i32, ptr %v111, align 4
  %v113 = load i32, ptr %v109, align 4
  %v114 = add i32 %v112, %v113
  %v115 = add i64 %v104, 1
  %v116 = getelementptr inbounds [256 x i32], ptr %p1, i64 0, i64 %v115
  %v117 = load volatile i32, ptr %v116, align 4
  %v118 = getelementptr inbounds i32, ptr %v109, i64 1
  %v119 = load i32, ptr %v118, align 4
  %v120 = add i32 %v117, %v119
  store i32 %v114, ptr %v110, align 4
  %v121 = add i64 %v107, 1
  %v122 = getelementptr i32, ptr %p2, i64 %v121
  store i32 %v120, ptr %v122, align 4
  %v123 = getelementptr inbounds i32, ptr %p1, i64 31
  %v124 = load i32, ptr %v123, align 4
  %v125 = and i32 %v124, 255
  %v126 = zext i32 %v125 to i64
  %v127 = getelementptr inbounds i32, ptr %p0, i64 %v126
  %v128 = load i32, ptr %v127, align 4
  %v129 = icmp sgt i32 %v117, 7
  %v130 = select i1 %v129, i32 %v119, i32 %v128
  br label %b6

b3:
  %v131 = mul i32 %v49, 2147483647
  %v132 = sub i32 1431655765, %v131
  %v133 = and i32 %v132, 15
  %v134 = zext i32 %v133 to i64
  %v135 = add i64 %v6, %v134
  %v136 = and i32 %v29, 255
  %v137 = sext i32 %v136 to i64
  %v139 = trunc i64 %v137 to i32
  %v138 = getelementptr inbounds i32, ptr %p0, i32 %v139
  %v140 = load i32, ptr %v138, align 4
  br label %b7

b7:
  %v145 = phi i32 [ 0, %b3 ], [ %v144, %b8 ]
  %v146 = phi i32 [ %v140, %b3 ], [ %v141, %b8 ]
  %v147 = phi i32 [ %v63, %b3 ], [ %v142, %b8 ]
  %v148 = phi i32 [ %v25, %b3 ], [ %v143, %b8 ]
  %v149 = zext i32 %v145 to i64
  %v150 = shl i32 %v145, 3
  %v151 = sext i32 %v150 to i64
  %v152 = add i64 %v151, 88
  %v153 = getelementptr inbounds i32, ptr %p0, i64 %v152
  %v154 = load i32, ptr %v153, align 4
  %v155 = getelementptr inbounds i32, ptr %p2, i64 %v6
  %v156 = getelementptr inbounds i32, ptr %v155, i64 14
  store i32 %v154, ptr %v156, align 4
  br label %b8

b8:
  %v141 = mul i32 %v146, %v154
  %v142 = call i32 @llvm.smax.i32(i32 %v147, i32 %v141)
  %v143 = xor i32 %v148, %v142
  %v144 = add i32 %v145, 1
  %v157 = icmp ult i32 %v144, 1
  br i1 %v157, label %b7, label %b9

b9:
  %v158 = xor i32 %s0, -1944490983
  %v159 = and i32 %v158, 15
  %v160 = sext i32 %v159 to i64
  %v161 = add i64 %v6, %v160
  %v162 = getelementptr inbounds i32, ptr %p2, i64 %v161
  store i32 %v141, ptr %v162, align 4
  %v163 = add i64 %v6, 12
  %v165 = trunc i64 %v163 to i32
  %v164 = getelementptr inbounds i32, ptr %p2, i32 %v165
  store i32 %v142, ptr %v164, align 4
  %v166 = getelementptr inbounds i32, ptr %p2, i64 %v6
  %v167 = getelementptr inbounds i32, ptr %v166, i64 2
  store i32 %v143, ptr %v167, align 4
  %v168 = zext i32 %v4 to i64
  %v169 = add i64 %v168, 84
  %v170 = getelementptr i32, ptr %p1, i64 %v169
  %v171 = load i32, ptr %v170, align 4
  br label %b6

b4:
  %v172 = mul i32 %v60, -2147483648
  %v173 = add i32 %v172, 2147483647
  %v174 = add i32 %v3, 256
  %v175 = and i32 %v174, 255
  %v176 = sext i32 %v175 to i64
  %v177 = getelementptr i32, ptr %p1, i64 %v176
  %v178 = load i32, ptr %v177, align 4
  %v179 = add i32 -2147483648, %v175
  %v180 = zext i32 %v4 to i64
  %v181 = getelementptr inbounds i32, ptr %p0, i64 %v180
  %v182 = load i32, ptr %v181, align 4
  %v183 = icmp ule i32 %v179, %v182
  %v184 = select i1 %v183, i32 %v51, i32 %v60
  %v185 = and i32 %v184, 255
  %v186 = sext i32 %v185 to i64
  %v187 = getelementptr inbounds i32, ptr %p0, i64 %v186
  %v188 = load i32, ptr %v187, align 4
  %v189 = mul i32 %v173, %v178
  %v190 = add i32 %v189, %v188
  %v191 = getelementptr i32, ptr %p1, i64 204
  %v192 = load i32, ptr %v191, align 4
  %v193 = mul i32 %v190, 2147483647
  %v194 = add i32 %v193, %v192
  %v195 = mul i32 %v194, 32
  %v196 = add i32 %v195, 1000
  %v197 = sext i32 %v4 to i64
  %v198 = getelementptr inbounds i32, ptr %p1, i64 %v197
  %v199 = load i32, ptr %v198, align 4
  %v200 = call i32 @llvm.bitreverse.i32(i32 %v199)
  %v201 = and i32 %v200, 15
  %v202 = zext i32 %v201 to i64
  %v203 = add i64 %v6, %v202
  %v204 = getelementptr inbounds i32, ptr %p2, i64 %v203
  store i32 %v196, ptr %v204, align 4
  %v205 = and i32 %v193, %v189
  %v206 = call i1 @ori.isetp.s32(i32 %v205, i32 %v201, i32 7)
  %v207 = select i1 %v206, i32 %v196, i32 65536
  br label %b6

b5:
  %v208 = getelementptr inbounds i32, ptr %p1, i64 21
  %v209 = load volatile i32, ptr %v208, align 4
  %v210 = call i32 @ori.popc.b32(i32 %v209)
  %v211 = add i32 %v4, 117
  %v212 = sext i32 %v211 to i64
  %v213 = getelementptr inbounds i32, ptr %p0, i64 %v212
  %v214 = load i32, ptr %v213, align 4
  %v215 = call i32 @ori.imad.hi.u32(i32 %v209, i32 %v209, i32 %v214)
  %v216 = add i32 %v210, %v215
  %v217 = add i64 %v6, 13
  %v218 = getelementptr inbounds i32, ptr %p2, i64 %v217
  store i32 %v216, ptr %v218, align 4
  %v219 = sub i32 %v62, 1
  br label %b6

b6:
  %v220 = phi i32 [ %v2, %b1 ], [ %v130, %b2 ], [ %v171, %b9 ], [ %v207, %b4 ], [ %v219, %b5 ]
  %v221 = mul i32 %v62, 2147483647
  %v222 = and i32 %v221, 15
  %v223 = sext i32 %v222 to i64
  %v224 = add i64 %v6, %v223
  %v225 = getelementptr inbounds i32, ptr %p2, i64 %v224
  store i32 %v220, ptr %v225, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @ori.popc.b32(i32) nounwind speculatable willreturn memory(none)

declare i32 @ori.imad.hi.u32(i32, i32, i32) nounwind speculatable willreturn memory(none)

declare i32 @llvm.smax.i32(i32, i32) nounwind speculatable willreturn memory(none)

declare i32 @llvm.bitreverse.i32(i32) nounwind speculatable willreturn memory(none)

declare i1 @ori.isetp.s32(i32, i32, i32) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
