; passcheck gen --seed 21 --size 100
; grid 4x4, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr noalias nocapture dereferenceable(1024) %p0, ptr noalias nocapture dereferenceable(1024) %p1, ptr noalias nocapture dereferenceable(1024) %p2, ptr noalias nocapture dereferenceable(1024) %p3, i32 %s0) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = mul i32 %v2, 4
  %v4 = add i32 %v3, %v1
  %v5 = zext i32 %v4 to i64
  %v6 = mul i64 %v5, 16
  %v7 = icmp slt i32 %v4, %s0
  br i1 %v7, label %b1, label %b2

b1:
  %v8 = mul i32 %v4, %v2
  %v9 = add i32 %v8, %v8
  %v10 = and i32 %v1, -1117175321
  %v11 = icmp ne i32 %v10, 0
  br i1 %v11, label %b3, label %b4

b3:
  %v12 = srem i32 %v9, %v10
  %v13 = add i32 %v12, %v9
  %v14 = add i64 %v6, 0
  %v15 = getelementptr inbounds i32, ptr %p2, i64 %v14
  store i32 %v13, ptr %v15, align 4
  br label %b4

b4:
  %v16 = fmul float -2.500000e+00, 5.000000e-01
  %v17 = fadd float %v16, 1.500000e+00
  %v18 = fdiv float %v17, 9.237500e+01
  %v19 = fadd float %v17, %v18
  %v20 = add i32 %v10, %v8
  %v21 = icmp ule i32 %v20, 10
  %v22 = zext i1 %v21 to i32
  %v23 = and i32 %v22, 255
  %v24 = zext i32 %v23 to i64
  %v25 = getelementptr inbounds i32, ptr %p1, i64 %v24
  %v26 = load i32, ptr %v25, align 4
  %v27 = uitofp i32 %v26 to float
  %v28 = fadd float %v16, %v19
  %v29 = fmul float %v28, %v27
  %v30 = fadd float %v29, %v29
  %v31 = fdiv float %v19, %v30
  %v32 = ashr i32 1000, 8
  %v33 = and i32 %v32, 15
  %v34 = zext i32 %v33 to i64
  %v35 = add i64 %v6, %v34
  %v37 = trunc i64 %v35 to i32
  %v36 = getelementptr inbounds float, ptr %p3, i32 %v37
  store float %v31, ptr %v36, align 4
  %v38 = add i32 %v4, 225
  %v39 = sext i32 %v38 to i64
  %v40 = getelementptr inbounds i32, ptr %p0, i64 %v39
  %v41 = load i32, ptr %v40, align 4
  %v42 = and i32 %v41, 7
  switch i32 %v42, label %b5 [
    i32 0, label %b6
    i32 3, label %b7
    i32 6, label %b8
    i32 9, label %b9
  ]

b5:
  %v43 = add i32 %v4, 99
  %v44 = sext i32 %v43 to i64
  %v45 = getelementptr inbounds i32, ptr %p1, i64 %v44
  %v46 = load i32, ptr %v45, align 4
  %v47 = bitcast i32 %v46 to float
  %v48 = fadd float %v19, %v47
  %v49 = call i32 @llvm.fptoui.sat.i32.f32(float %v48)
  %v50 = sext i32 %v4 to i64
  %v51 = getelementptr inbounds i32, ptr %p1, i64 %v50
  %v52 = load i32, ptr %v51, align 4
  %v53 = add i32 -653006864, %v52
  %v54 = and i32 %v53, 255
  %v55 = sext i32 %v54 to i64
  %v57 = trunc i64 %v55 to i32
  %v56 = getelementptr i32, ptr %p0, i32 %v57
  %v58 = load i32, ptr %v56, align 4
  %v59 = or i32 %v58, 1
  %v60 = urem i32 %v49, %v59
  %v61 = bitcast float %v30 to i32
  %v62 = and i32 %v61, 15
  %v63 = sext i32 %v62 to i64
  %v64 = add i64 %v6, %v63
  %v65 = getelementptr inbounds i32, ptr %p2, i64 %v64
  store i32 %v60, ptr %v65, align 4
  %v66 = fmul float %v19, 3.000000e+00
  br label %b10

b6:
  br i1 %v7, label %b11, label %b12

b11:
  %v67 = call float @llvm.copysign.f32(float -4.500000e+00, float 0x7FF8000000000000)
  %v68 = call float @llvm.nvvm.trunc.f(float -5.000000e+00)
  %v69 = fmul float %v67, %v68
  %v70 = call float @llvm.nvvm.sqrt.rn.f(float 5.400000e+01)
  %v71 = add i64 %v6, 0
  %v72 = getelementptr inbounds float, ptr %p3, i64 %v71
  store float %v70, ptr %v72, align 4
  %v73 = add i64 %v6, 1
  %v74 = getelementptr inbounds float, ptr %p3, i64 %v73
  store float %v69, ptr %v74, align 4
  %v75 = call float @llvm.nvvm.round.f(float 0x400FF97240000000)
  %v76 = getelementptr inbounds i32, ptr %p1, i64 139
  %v77 = load volatile i32, ptr %v76, align 4
  %v78 = mul i32 2147483647, %v77
  br label %b13

b12:
  %v79 = getelementptr inbounds i32, ptr %p0, i64 212
  %v80 = getelementptr inbounds i32, ptr %p0, i64 212
  %v81 = load i32, ptr %v80, align 4
  %v82 = add i64 212, 1
  %v83 = getelementptr inbounds i32, ptr %p0, i64 %v82
  %v84 = load i32, ptr %v83, align 4
  %v85 = add i64 212, 2
  %v86 = getelementptr inbounds [256 x i32], ptr %p0, i64 0, i64 %v85
  %v87 = load i32, ptr %v86, align 4
  %v88 = add i64 212, 3
  %v89 = getelementptr [256 x i32], ptr %p0, i64 0, i64 %v88
  %v90 = load i32, ptr %v89, align 4
  %v91 = call i32 @llvm.smax.i32(i32 %v81, i32 %v84)
  %v92 = call i32 @llvm.smax.i32(i32 %v87, i32 %v90)
  %v93 = call i32 @llvm.smax.i32(i32 %v91, i32 %v92)
  %v94 = or i64 %v6, 1
  %v95 = getelementptr inbounds [256 x i32], ptr %p2, i64 0, i64 %v94
  store i32 %v93, ptr %v95, align 4
  %v96 = or i32 %v23, 0
  br label %b13

b13:
  %v97 = phi float [ %v75, %b11 ], [ %v17, %b12 ]
  %v98 = phi i32 [ %v78, %b11 ], [ %v96, %b12 ]
  %v99 = call float @llvm.nvvm.fmin.ftz.f(float 0x40562CCCC0000000, float 0.000000e+00)
  br label %b10

b7:
  %v100 = call float @__logf_finite(float 3.700000e+01)
  %v101 = add i64 %v6, 2
  %v102 = getelementptr inbounds float, ptr %p3, i64 %v101
  store float %v100, ptr %v102, align 4
  %v103 = fmul float 2.000000e+00, 0x3F50624DE0000000
  br label %b10

b8:
  %v104 = fmul float %v28, %v29
  %v105 = fdiv float %v104, 0x400921FB60000000
  %v106 = fsub float %v105, 0x3FE6666660000000
  %v107 = add i64 %v6, 3
  %v108 = getelementptr inbounds float, ptr %p3, i64 %v107
  store float %v106, ptr %v108, align 4
  %v109 = call float @llvm.nvvm.cos.approx.f(float 0xBFFA1FF2E0000000)
  br label %b10

b9:
  %v110 = call float @llvm.nvvm.fma.rm.f(float 3.500000e+00, float 0xBFF98FC500000000, float -1.500000e+00)
  %v111 = call i32 @llvm.fshr.i32(i32 127, i32 8, i32 -2147483648)
  %v112 = and i32 %v111, 255
  %v113 = zext i32 %v112 to i64
  %v114 = getelementptr inbounds i32, ptr %p1, i64 %v113
  %v115 = load i32, ptr %v114, align 4
  %v116 = sitofp i32 %v115 to float
  %v117 = call float @llvm.nvvm.mul.rn.ftz.f(float %v116, float %v30)
  %v118 = fmul float %v110, %v117
  %v119 = add i32 %v4, 141
  %v120 = zext i32 %v119 to i64
  %v121 = getelementptr inbounds i32, ptr %p0, i64 %v120
  %v122 = load i32, ptr %v121, align 4
  %v123 = or i32 %v122, 2147483647
  %v124 = and i32 %v123, 15
  %v125 = sext i32 %v124 to i64
  %v126 = add i64 %v6, %v125
  %v127 = getelementptr inbounds float, ptr %p3, i64 %v126
  store float %v118, ptr %v127, align 4
  %v128 = fadd float %v16, 2.000000e+00
  br label %b10

b10:
  %v129 = phi float [ %v66, %b5 ], [ %v99, %b13 ], [ %v103, %b7 ], [ %v109, %b8 ], [ %v128, %b9 ]
  %v130 = or i64 %v6, 4
  %v131 = getelementptr inbounds float, ptr %p3, i64 %v130
  store float %v129, ptr %v131, align 4
  br label %b2

b2:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.fptoui.sat.i32.f32(float) nounwind speculatable willreturn memory(none)

declare float @llvm.copysign.f32(float, float) nounwind speculatable willreturn memory(none)

declare float @llvm.nvvm.trunc.f(float) nounwind speculatable willreturn memory(none)

declare float @llvm.nvvm.sqrt.rn.f(float) nounwind speculatable willreturn memory(none)

declare float @llvm.nvvm.round.f(float) nounwind speculatable willreturn memory(none)

declare i32 @llvm.smax.i32(i32, i32) nounwind speculatable willreturn memory(none)

declare float @llvm.nvvm.fmin.ftz.f(float, float) nounwind speculatable willreturn memory(none)

declare float @__logf_finite(float) nounwind speculatable willreturn memory(none)

declare float @llvm.nvvm.cos.approx.f(float) nounwind speculatable willreturn memory(none)

declare float @llvm.nvvm.fma.rm.f(float, float, float) nounwind speculatable willreturn memory(none)

declare i32 @llvm.fshr.i32(i32, i32, i32) nounwind speculatable willreturn memory(none)

declare float @llvm.nvvm.mul.rn.ftz.f(float, float) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
