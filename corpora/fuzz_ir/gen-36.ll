; passcheck gen --seed 36 --size 100
; grid 4x4, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [8 x float] undef, align 4

define void @kernel(ptr noalias nocapture dereferenceable(1024) %p0, ptr noalias nocapture readonly dereferenceable(1024) %p1, ptr noalias nocapture dereferenceable(1024) %p2, ptr noalias nocapture dereferenceable(1024) %p3, i32 %s0) "denormal-fp-math"="preserve-sign,preserve-sign" {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %v4 = mul i32 %v2, %v3
  %v5 = add i32 %v4, %v1
  %v6 = zext i32 %v5 to i64
  %v7 = mul i64 %v6, 16
  %v8 = mul i32 %v1, 2
  %v9 = and i32 %s0, -1
  %v10 = call i1 @ori.isetp.s32(i32 %v9, i32 %v4, i32 1)
  %v11 = select i1 %v10, float 0x3FE6666660000000, float 1.024000e+03
  %v12 = icmp ne i32 33, %v3
  %v13 = getelementptr inbounds i32, ptr %p0, i64 19
  %v14 = load i32, ptr %v13, align 4
  %v15 = mul i32 %v5, %v14
  %v16 = add i32 %v15, %v8
  %v17 = and i32 %v16, 255
  %v18 = zext i32 %v17 to i64
  %v19 = getelementptr inbounds float, ptr %p1, i64 %v18
  %v20 = load float, ptr %v19, align 4
  %v21 = select i1 %v12, float %v20, float %v11
  %v22 = fmul reassoc float %v11, %v21
  %v23 = getelementptr inbounds float, ptr addrspace(3) @sh, i32 %v8
  store float %v22, ptr addrspace(3) %v23, align 4
  %v24 = add i32 %v8, 1
  %v25 = fneg float %v20
  %v26 = fneg float %v25
  %v27 = getelementptr inbounds float, ptr addrspace(3) @sh, i32 %v24
  store float %v26, ptr addrspace(3) %v27, align 4
  call void @llvm.nvvm.barrier0()
  %v28 = getelementptr inbounds float, ptr %p1, i64 127
  %v29 = load float, ptr %v28, align 4
  %v30 = add i32 %v5, 41
  %v31 = and i32 %v30, 255
  %v32 = zext i32 %v31 to i64
  %v33 = getelementptr inbounds [256 x float], ptr %p1, i64 0, i64 %v32
  %v34 = load float, ptr %v33, align 4
  %v35 = fadd float %v29, %v34
  %v36 = add i64 %v7, 0
  %v37 = getelementptr inbounds float, ptr %p3, i64 %v36
  store float %v35, ptr %v37, align 4
  %v38 = add i32 %v1, 0
  %v39 = and i32 %v38, 7
  %v40 = getelementptr inbounds [8 x float], ptr addrspace(3) @sh, i32 0, i32 %v39
  %v41 = load float, ptr addrspace(3) %v40, align 4
  %v42 = add i32 %v1, 7
  %v43 = and i32 %v42, 7
  %v44 = getelementptr inbounds [8 x float], ptr addrspace(3) @sh, i32 0, i32 %v43
  %v45 = load float, ptr addrspace(3) %v44, align 4
  %v46 = fadd float %v41, %v45
  %v47 = add i64 %v7, 1
  %v48 = getelementptr inbounds float, ptr %p3, i64 %v47
  store float %v46, ptr %v48, align 4
  %v49 = getelementptr inbounds i32, ptr %p0, i64 201
  %v50 = load volatile i32, ptr %v49, align 4
  %v51 = lshr i32 %v50, 13
  %v52 = icmp uge i32 %v51, 256
  %v53 = zext i1 %v52 to i32
  %v54 = icmp sgt i32 %v53, -8
  %v55 = select i1 %v54, i32 %v43, i32 -2147483648
  %v56 = and i32 %v55, 252
  %v57 = sext i32 %v56 to i64
  %v58 = getelementptr inbounds float, ptr %p2, i64 %v57
  %v59 = getelementptr inbounds float, ptr %p2, i64 %v57
  %v60 = load float, ptr %v59, align 4
  %v61 = add i64 %v57, 1
  %v62 = getelementptr inbounds float, ptr %p2, i64 %v61
  %v63 = load float, ptr %v62, align 4
  %v64 = add i64 %v57, 2
  %v65 = getelementptr inbounds float, ptr %p2, i64 %v64
  %v66 = load float, ptr %v65, align 4
  %v67 = add i64 %v57, 3
  %v68 = getelementptr inbounds float, ptr %p2, i64 %v67
  %v69 = load float, ptr %v68, align 4
  %v70 = fadd float %v60, %v63
  %v71 = fadd float %v66, %v69
  %v72 = fadd afn float %v70, %v71
  %v73 = or i64 %v7, 2
  %v74 = getelementptr inbounds float, ptr %p3, i64 %v73
  store float %v72, ptr %v74, align 4
  %v75 = lshr i32 %v51, 5
  %v76 = and i32 %v75, 7
  switch i32 %v76, label %b1 [
    i32 0, label %b2
    i32 3, label %b3
    i32 6, label %b4
  ]

b1:
  %v77 = mul i32 -1768154825, %v50
  %v78 = add i32 %v77, %v76
  %v79 = and i32 %v78, 252
  %v80 = zext i32 %v79 to i64
  %v81 = add i64 %v7, 4
  %v82 = getelementptr inbounds float, ptr %p2, i64 %v80
  %v83 = getelementptr inbounds float, ptr %p1, i64 232
  %v85 = trunc i64 %v81 to i32
  %v84 = getelementptr inbounds float, ptr %p3, i32 %v85
  %v86 = getelementptr inbounds i32, ptr %p0, i64 214
  %v87 = load i32, ptr %v86, align 4
  %v88 = call i32 @llvm.nvvm.max.i(i32 2147483647, i32 %v87)
  %v89 = and i32 %v88, 255
  %v90 = sext i32 %v89 to i64
  %v91 = getelementptr inbounds float, ptr %p2, i64 %v90
  %v92 = load float, ptr %v91, align 4
  %v93 = getelementptr [256 x float], ptr %p2, i64 0, i64 %v80
  %v94 = load float, ptr %v93, align 4
  %v95 = fadd afn float %v94, %v92
  %v96 = add i64 %v80, 1
  %v97 = getelementptr inbounds float, ptr %p2, i64 %v96
  %v98 = load volatile float, ptr %v97, align 4
  %v99 = fadd contract float %v98, %v92
  %v100 = add i64 %v80, 2
  %v101 = getelementptr inbounds [256 x float], ptr %p2, i64 0, i64 %v100
  %v102 = load volatile float, ptr %v101, align 4
  %v103 = fadd float %v102, %v92
  %v104 = add i64 %v80, 3
  %v106 = trunc i64 %v104 to i32
  %v105 = getelementptr inbounds float, ptr %p2, i32 %v106
  %v107 = load float, ptr %v105, align 4
  %v108 = fadd nsz float %v107, %v92
  %v109 = getelementptr inbounds float, ptr %p3, i64 %v81
  store float %v95, ptr %v109, align 4
  %v110 = add i64 %v81, 1
  %v112 = trunc i64 %v110 to i32
  %v111 = getelementptr inbounds float, ptr %p3, i32 %v112
  store float %v99, ptr %v111, align 4
  %v113 = add i64 %v81, 2
  %v114 = getelementptr inbounds [256 x float], ptr %p3, i64 0, i64 %v113
  store float %v103, ptr %v114, align 4
  %v115 = add i64 %v81, 3
  %v116 = getelementptr inbounds float, ptr %p3, i64 %v115
  store float %v108, ptr %v116, align 4
  %v117 = and i32 %v17, 7
  %v118 = getelementptr inbounds [8 x float], ptr addrspace(3) @sh, i32 0, i32 %v117
  %v119 = load float, ptr addrspace(3) %v118, align 4
  %v120 = call i32 @ori.f2i.rzi.s32.f32(float %v119)
  %v121 = and i32 %v16, %v120
  br label %b5

b2:
  %v122 = getelementptr inbounds i32, ptr %p0, i64 203
  %v123 = load i32, ptr %v122, align 4
  %v124 = and i32 %v123, 252
  %v125 = sext i32 %v124 to i64
  %v126 = call i32 @llvm.umax.i32(i32 -1110895640, i32 %v56)
  %v127 = and i32 %v126, 252
  %v128 = zext i32 %v127 to i64
  %v129 = add i64 %v7, 8
  %v130 = getelementptr inbounds float, ptr %p2, i64 %v125
  %v131 = getelementptr inbounds [256 x float], ptr %p1, i64 0, i64 %v128
  %v132 = getelementptr inbounds float, ptr %p3, i64 %v129
  %v133 = getelementptr inbounds float, ptr %p2, i64 %v125
  %v134 = load float, ptr %v133, align 4
  %v135 = getelementptr float, ptr %p1, i64 %v128
  %v136 = load float, ptr %v135, align 4
  %v137 = fadd float %v134, %v136
  %v138 = fadd nsz arcp float %v137, %v25
  %v139 = add i64 %v125, 1
  %v140 = getelementptr inbounds float, ptr %p2, i64 %v139
  %v141 = load float, ptr %v140, align 4
  %v142 = add i64 %v128, 1
  %v143 = getelementptr float, ptr %p1, i64 %v142
  %v144 = load float, ptr %v143, align 4
  %v145 = fadd nsz float %v141, %v144
  %v146 = fadd float %v145, %v25
  %v147 = add i64 %v125, 2
  %v148 = getelementptr inbounds float, ptr %p2, i64 %v147
  %v149 = load float, ptr %v148, align 4
  %v150 = add i64 %v128, 2
  %v151 = getelementptr inbounds float, ptr %p1, i64 %v150
  %v152 = load float, ptr %v151, align 4
  %v153 = fadd float %v149, %v152
  %v154 = fadd contract float %v153, %v25
  %v155 = add i64 %v125, 3
  %v157 = trunc i64 %v155 to i32
  %v156 = getelementptr inbounds float, ptr %p2, i32 %v157
  %v158 = load float, ptr %v156, align 4
  %v159 = add i64 %v128, 3
  %v160 = getelementptr inbounds float, ptr %p1, i64 %v159
  %v161 = load float, ptr %v160, align 4
  %v162 = fadd float %v158, %v161
  %v163 = fadd float %v162, %v25
  %v164 = getelementptr inbounds float, ptr %p3, i64 %v129
  store float %v138, ptr %v164, align 4
  %v165 = add i64 %v129, 1
  %v166 = getelementptr inbounds float, ptr %p3, i64 %v165
  store float %v146, ptr %v166, align 4
  %v167 = add i64 %v129, 2
  %v168 = getelementptr inbounds float, ptr %p3, i64 %v167
  store float %v154, ptr %v168, align 4
  %v169 = add i64 %v129, 3
  %v170 = getelementptr inbounds float, ptr %p3, i64 %v169
  store float %v163, ptr %v170, align 4
  %v171 = getelementptr inbounds [256 x i32], ptr %p0, i64 0, i64 226
  %v172 = load i32, ptr %v171, align 4
  %v173 = or i32 32, 5
  br label %b5

b3:
  %v174 = fsub afn float %v22, %v71
  %v175 = fcmp uge float %v174, 0x3FD5555560000000
  %v176 = or i32 %v43, 2147483647
  br i1 %v175, label %b6, label %b7

b6:
  %v177 = zext i32 %v5 to i64
  %v178 = mul i64 %v177, 8
  %v179 = add i64 %v178, 8
  %v180 = getelementptr inbounds float, ptr %p1, i64 %v179
  %v181 = add i64 %v179, 2
  %v182 = getelementptr inbounds float, ptr %p1, i64 %v181
  %v183 = load float, ptr %v182, align 4
  %v184 = add i64 %v179, -8
  %v185 = getelementptr inbounds float, ptr %p1, i64 %v184
  %v186 = load float, ptr %v185, align 4
  %v187 = fmul float %v183, %v186
  %v188 = load float, ptr %v180, align 4
  %v189 = fmul contract afn float %v187, %v188
  %v190 = add i64 %v179, 8
  %v191 = getelementptr inbounds [256 x float], ptr %p1, i64 0, i64 %v190
  %v192 = load float, ptr %v191, align 4
  %v193 = fadd float %v189, %v192
  %v194 = add i64 %v179, -2
  %v195 = getelementptr inbounds float, ptr %p1, i64 %v194
  %v196 = load float, ptr %v195, align 4
  %v197 = fadd float %v193, %v196
  %v198 = or i64 %v7, 12
  %v199 = getelementptr inbounds float, ptr %p3, i64 %v198
  store float %v197, ptr %v199, align 4
  br label %b7

b7:
  %v200 = phi i32 [ %v3, %b6 ], [ %v176, %b3 ]
  %v201 = uitofp i32 %v200 to float
  %v202 = add i64 %v7, 13
  %v203 = getelementptr inbounds float, ptr %p3, i64 %v202
  store float %v201, ptr %v203, align 4
  %v204 = or i32 %v30, 65535
  %v205 = and i32 %v204, 255
  %v206 = sext i32 %v205 to i64
  %v207 = getelementptr inbounds [256 x i32], ptr %p0, i64 0, i64 %v206
  %v208 = load i32, ptr %v207, align 4
  %v209 = select i1 %v10, i32 %v208, i32 %v43
  br label %b5

b4:
  %v210 = sext i32 %v5 to i64
  %v211 = mul i64 %v210, 16
  %v212 = add i64 %v211, 4
  %v213 = getelementptr inbounds float, ptr %p2, i64 %v212
  %v214 = add i64 %v212, -2
  %v215 = getelementptr inbounds float, ptr %p2, i64 %v214
  %v216 = load float, ptr %v215, align 4
  %v217 = add i64 %v212, 1
  %v218 = getelementptr inbounds float, ptr %p2, i64 %v217
  %v219 = load float, ptr %v218, align 4
  %v220 = fmul arcp float %v216, %v219
  %v221 = add i64 %v212, -4
  %v222 = getelementptr inbounds float, ptr %p2, i64 %v221
  %v223 = load float, ptr %v222, align 4
  %v224 = fmul float %v220, %v223
  %v225 = add i64 %v7, 14
  %v226 = getelementptr inbounds float, ptr %p3, i64 %v225
  store float %v224, ptr %v226, align 4
  %v227 = add i32 %v1, 3
  %v228 = and i32 %v227, 7
  %v229 = getelementptr inbounds [8 x float], ptr addrspace(3) @sh, i32 0, i32 %v228
  %v230 = load float, ptr addrspace(3) %v229, align 4
  %v231 = call i32 @llvm.fptosi.sat.i32.f32(float %v230)
  %v232 = and i32 %v231, 255
  %v233 = sext i32 %v232 to i64
  %v234 = getelementptr inbounds i32, ptr %p0, i64 %v233
  %v235 = load i32, ptr %v234, align 4
  %v236 = mul i32 %v76, 1
  %v237 = call i1 @ori.isetp.s32(i32 %v236, i32 %v231, i32 1)
  %v238 = select i1 %v237, i32 %v51, i32 %v235
  %v239 = call i32 @llvm.umin.i32(i32 1431655765, i32 2147483647)
  br label %b5

b5:
  %v240 = phi i32 [ %v121, %b1 ], [ %v172, %b2 ], [ %v208, %b7 ], [ %v238, %b4 ]
  %v241 = phi i32 [ %v88, %b1 ], [ %v173, %b2 ], [ %v209, %b7 ], [ %v239, %b4 ]
  %v242 = sitofp i32 %v240 to float
  %v243 = add i32 %v5, 235
  %v244 = zext i32 %v243 to i64
  %v245 = getelementptr inbounds i32, ptr %p0, i64 %v244
  %v246 = load volatile i32, ptr %v245, align 4
  %v247 = add i32 %v246, %v15
  %v248 = and i32 %v247, 15
  %v249 = zext i32 %v248 to i64
  %v250 = add i64 %v7, %v249
  %v251 = getelementptr inbounds float, ptr %p3, i64 %v250
  store float %v242, ptr %v251, align 4
  %v252 = uitofp i64 %v250 to float
  %v253 = and i32 %v75, 15
  %v254 = sext i32 %v253 to i64
  %v255 = add i64 %v7, %v254
  %v256 = getelementptr inbounds [256 x float], ptr %p3, i64 0, i64 %v255
  store float %v252, ptr %v256, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind speculatable willreturn memory(none)

declare i1 @ori.isetp.s32(i32, i32, i32) nounwind speculatable willreturn memory(none)

declare void @llvm.nvvm.barrier0() convergent nounwind

declare i32 @llvm.nvvm.max.i(i32, i32) nounwind speculatable willreturn memory(none)

declare i32 @ori.f2i.rzi.s32.f32(float) nounwind speculatable willreturn memory(none)

declare i32 @llvm.umax.i32(i32, i32) nounwind speculatable willreturn memory(none)

declare i32 @llvm.fptosi.sat.i32.f32(float) nounwind speculatable willreturn memory(none)

declare i32 @llvm.umin.i32(i32, i32) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
