; passcheck gen --seed 38 --size 100
; grid 2x8, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr noalias nocapture dereferenceable(1024) %p0, ptr noalias nocapture dereferenceable(1024) %p1, ptr noalias nocapture readonly dereferenceable(2048) %p2, ptr noalias nocapture readonly dereferenceable(1024) %p3, ptr noalias nocapture dereferenceable(1024) %p4, i32 %s0, float %s1, i32 %s2) "denormal-fp-math"="preserve-sign,preserve-sign" {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = mul i32 %v2, 8
  %v4 = add i32 %v3, %v1
  %v5 = zext i32 %v4 to i64
  %v6 = mul i64 %v5, 16
  %v7 = add i32 %v4, 230
  %v8 = and i32 %v7, 255
  %v9 = zext i32 %v8 to i64
  %v10 = getelementptr inbounds float, ptr %p1, i64 %v9
  %v11 = load float, ptr %v10, align 4
  %v12 = fmul float %v11, -1.000000e+00
  %v13 = fcmp nsz arcp ord float %v12, %v12
  %v14 = select i1 %v13, float %v12, float 0.000000e+00
  %v15 = bitcast float %v14 to i32
  %v16 = getelementptr inbounds [256 x i32], ptr %p0, i64 0, i64 98
  %v17 = load i32, ptr %v16, align 4
  %v18 = getelementptr inbounds i32, ptr %p0, i64 16
  %v19 = load i32, ptr %v18, align 4
  %v20 = add i32 %v17, %v19
  %v21 = and i32 %v20, 15
  %v22 = zext i32 %v21 to i64
  %v23 = add i64 %v6, %v22
  %v25 = trunc i64 %v23 to i32
  %v24 = getelementptr inbounds i32, ptr %p4, i32 %v25
  store i32 %v15, ptr %v24, align 4
  %v26 = or i32 %v15, %v21
  %v27 = and i32 %v26, 127
  %v28 = sext i32 %v27 to i64
  %v29 = call i32 @llvm.abs.i32(i32 %v19, i1 false)
  %v30 = and i32 %v29, 7
  %v31 = sext i32 %v30 to i64
  %v32 = add i64 %v6, %v31
  br label %b1

b1:
  %v35 = phi i32 [ 0, %b0 ], [ %v34, %b2 ]
  %v36 = phi double [ 1.000000e-01, %b0 ], [ %v33, %b2 ]
  %v37 = zext i32 %v35 to i64
  %v38 = mul i32 %v35, 4
  %v39 = zext i32 %v38 to i64
  %v40 = add i64 %v39, %v28
  %v41 = getelementptr inbounds i32, ptr %p0, i64 %v40
  %v42 = load i32, ptr %v41, align 4
  %v43 = shl i32 %v35, 1
  %v44 = sext i32 %v43 to i64
  %v45 = add i64 %v44, 237
  %v46 = getelementptr inbounds i32, ptr %p3, i64 %v45
  %v47 = load i32, ptr %v46, align 4
  %v48 = xor i32 %v42, %v47
  %v49 = zext i32 %v4 to i64
  %v50 = mul i64 %v49, 8
  %v51 = getelementptr inbounds i32, ptr %p0, i64 81
  %v52 = load i32, ptr %v51, align 4
  %v53 = icmp eq i32 %v52, 0
  %v54 = icmp eq i32 %v52, -1
  %v55 = icmp eq i32 %v19, -2147483648
  %v56 = and i1 %v54, %v55
  %v57 = or i1 %v53, %v56
  %v58 = select i1 %v57, i32 1, i32 %v52
  %v59 = srem i32 %v19, %v58
  %v60 = lshr i32 %v59, 24
  %v61 = sext i32 %v60 to i64
  br label %b4

b4:
  %v63 = phi i32 [ 0, %b1 ], [ %v62, %b5 ]
  %v64 = sext i32 %v63 to i64
  %v65 = shl i64 %v64, 2
  %v66 = add i64 %v61, %v65
  %v67 = getelementptr inbounds [256 x float], ptr %p1, i64 0, i64 %v66
  %v68 = load float, ptr %v67, align 4
  %v69 = shl i64 %v64, 1
  %v70 = add i64 %v69, %v50
  %v71 = add i64 %v70, 1
  %v72 = getelementptr inbounds float, ptr %p1, i64 %v71
  %v73 = load float, ptr %v72, align 4
  %v74 = fadd float %v68, %v73
  %v75 = fadd float %v74, %v74
  %v76 = call i32 @llvm.uadd.sat.i32(i32 33, i32 %v30)
  %v77 = and i32 %v76, 255
  %v78 = zext i32 %v77 to i64
  %v79 = getelementptr [256 x i32], ptr %p0, i64 0, i64 %v78
  %v80 = load i32, ptr %v79, align 4
  %v81 = mul i32 %v80, 2147483647
  %v82 = shl i32 %v81, 26
  %v83 = lshr i32 %v81, 6
  %v84 = or i32 %v82, %v83
  %v85 = add i32 %v77, -2147483648
  %v86 = and i32 %v85, 15
  %v87 = sext i32 %v86 to i64
  %v88 = add i64 %v6, %v87
  %v89 = getelementptr inbounds [256 x i32], ptr %p4, i64 0, i64 %v88
  store i32 %v84, ptr %v89, align 4
  br label %b5

b5:
  %v62 = add i32 %v63, 1
  %v90 = icmp ult i32 %v62, 1
  br i1 %v90, label %b4, label %b6

b6:
  br label %b2

b2:
  %v91 = sitofp i64 %v61 to double
  %v33 = fadd double %v36, %v91
  %v34 = add i32 %v35, 1
  %v92 = icmp ult i32 %v34, 5
  br i1 %v92, label %b1, label %b3

b3:
  %v93 = call i32 @llvm.fptosi.sat.i32.f64(double %v33)
  %v94 = add i64 %v6, 0
  %v95 = getelementptr inbounds [256 x i32], ptr %p4, i64 0, i64 %v94
  store i32 %v93, ptr %v95, align 4
  %v96 = fptosi double 4.940660e-324 to i32
  %v97 = or i32 7, %v8
  %v98 = and i32 %v97, 15
  %v99 = zext i32 %v98 to i64
  %v100 = add i64 %v6, %v99
  %v101 = getelementptr inbounds i32, ptr %p4, i64 %v100
  store i32 %v96, ptr %v101, align 4
  %v102 = trunc i64 %v100 to i32
  %v103 = getelementptr inbounds [256 x i32], ptr %p0, i64 0, i64 70
  %v104 = load volatile i32, ptr %v103, align 4
  %v105 = sub i32 %v30, %v104
  %v106 = and i32 %v105, 15
  %v107 = zext i32 %v106 to i64
  %v108 = add i64 %v6, %v107
  %v109 = getelementptr inbounds i32, ptr %p4, i64 %v108
  store i32 %v102, ptr %v109, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.abs.i32(i32, i1) nounwind speculatable willreturn memory(none)

declare i32 @llvm.uadd.sat.i32(i32, i32) nounwind speculatable willreturn memory(none)

declare i32 @llvm.fptosi.sat.i32.f64(double) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
