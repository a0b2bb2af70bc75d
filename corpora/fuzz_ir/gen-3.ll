; passcheck gen --seed 3 --size 100
; grid 2x4, buffers of 128 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr noalias nocapture readonly dereferenceable(1024) %p0, ptr noalias nocapture dereferenceable(1024) %p1, ptr noalias nocapture readonly dereferenceable(256) %p2, ptr noalias nocapture dereferenceable(1024) %p3, ptr noalias nocapture dereferenceable(256) %p4, i32 %s0) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %v4 = mul nuw i32 %v2, %v3
  %v5 = add nuw i32 %v4, %v1
  %v6 = sext i32 %v5 to i64
  %v7 = shl nsw i64 %v6, 4
  %v8 = alloca [8 x i8], align 1
  %v9 = getelementptr inbounds i16, ptr %p2, i64 71
  %v10 = load i16, ptr %v9, align 2
  %v11 = trunc i16 %v10 to i8
  %v12 = getelementptr inbounds [8 x i8], ptr %v8, i64 0, i64 0
  store i8 %v11, ptr %v12, align 1
  %v13 = getelementptr inbounds [8 x i8], ptr %v8, i64 0, i64 1
  store i8 100, ptr %v13, align 1
  %v14 = getelementptr inbounds [8 x i8], ptr %v8, i64 0, i64 2
  store i8 -100, ptr %v14, align 1
  %v15 = getelementptr inbounds [8 x i8], ptr %v8, i64 0, i64 3
  store i8 %v11, ptr %v15, align 1
  %v16 = getelementptr inbounds [8 x i8], ptr %v8, i64 0, i64 4
  store i8 %v11, ptr %v16, align 1
  %v17 = getelementptr inbounds [8 x i8], ptr %v8, i64 0, i64 5
  store i8 %v11, ptr %v17, align 1
  %v18 = getelementptr inbounds [8 x i8], ptr %v8, i64 0, i64 6
  store i8 1, ptr %v18, align 1
  %v19 = getelementptr inbounds [8 x i8], ptr %v8, i64 0, i64 7
  store i8 %v11, ptr %v19, align 1
  %v20 = sext i32 %v5 to i64
  %v21 = add nuw i64 %v20, 114
  %v22 = getelementptr inbounds i64, ptr %p0, i64 %v21
  %v23 = load i64, ptr %v22, align 8
  %v24 = or i64 %v23, 2
  %v25 = and i64 %v24, 63
  %v26 = lshr i64 %v6, %v25
  %v27 = and i64 %v26, 7
  %v28 = getelementptr inbounds [8 x i8], ptr %v8, i64 0, i64 %v27
  %v29 = load i8, ptr %v28, align 1
  %v30 = sext i32 %v5 to i64
  %v31 = getelementptr inbounds i64, ptr %p0, i64 %v30
  %v32 = load i64, ptr %v31, align 8
  %v33 = mul i64 %v32, 9223372036854775807
  %v34 = and i64 %v33, 7
  %v35 = getelementptr inbounds [8 x i8], ptr %v8, i64 0, i64 %v34
  %v36 = load i8, ptr %v35, align 1
  %v37 = zext i8 %v36 to i64
  %v38 = add nuw i64 %v7, 0
  %v39 = getelementptr inbounds [128 x i64], ptr %p3, i64 0, i64 %v38
  store volatile i64 %v37, ptr %v39, align 8
  %v40 = mul nuw i32 %v3, %v3
  %v41 = getelementptr inbounds i16, ptr %p2, i64 19
  %v42 = load i16, ptr %v41, align 2
  %v43 = zext i16 %v42 to i32
  %v44 = mul i32 %v43, %v3
  %v45 = add nsw i32 %v44, 3
  %v46 = and i32 %v45, 7
  %v47 = zext i32 %v46 to i64
  %v48 = getelementptr inbounds [8 x i8], ptr %v8, i64 0, i64 %v47
  %v49 = load i8, ptr %v48, align 1
  %v50 = sext i8 %v49 to i32
  %v51 = mul i32 1431655765, %v50
  %v52 = add i32 %v51, %v5
  %v53 = call i32 @ori.imad.hi.u32(i32 1, i32 %v45, i32 %v43)
  %v54 = call i32 @ori.shf.r.clamp.b32(i32 %v40, i32 %v52, i32 %v53)
  %v55 = shl i32 %v1, 2
  %v56 = and i32 %v55, 127
  %v57 = zext i32 %v56 to i64
  %v59 = mul nuw i64 %v57, 8
  %v58 = getelementptr inbounds i8, ptr %p0, i64 %v59
  %v60 = load i64, ptr %v58, align 8
  %v61 = trunc i64 %v60 to i32
  %v62 = call i32 @ori.lea.i32(i32 %v61, i32 25, i32 7)
  %v63 = add i32 %v54, %v62
  %v64 = trunc i32 %v63 to i16
  %v65 = add nuw nsw i64 %v7, 0
  %v66 = getelementptr inbounds i16, ptr %p4, i64 %v65
  store i16 %v64, ptr %v66, align 2
  %v67 = icmp ne i16 4, 33
  %v68 = select i1 %v67, i32 65535, i32 %v51
  %v69 = and i32 %v68, 127
  %v70 = sext i32 %v69 to i64
  %v71 = getelementptr inbounds i64, ptr %p1, i64 %v70
  %v72 = load i64, ptr %v71, align 8
  %v73 = trunc i64 %v72 to i32
  %v74 = sub i32 %v73, %v52
  %v75 = and i32 %v74, 7
  %v76 = add nuw nsw i32 %v75, 1
  %v77 = mul nuw i32 %v75, 4
  %v78 = mul nsw i32 %v76, 4
  %v79 = zext i32 %v5 to i64
  %v80 = getelementptr inbounds [128 x i16], ptr %p2, i64 0, i64 %v79
  %v81 = load i16, ptr %v80, align 2
  %v82 = sext i16 %v81 to i32
  %v83 = and i32 %v82, %v76
  %v84 = and i32 %v83, 63
  %v85 = zext i32 %v84 to i64
  %v86 = zext i32 %v5 to i64
  %v87 = add nsw i64 %v86, 18
  %v88 = getelementptr inbounds i16, ptr %p2, i64 %v87
  %v89 = load i16, ptr %v88, align 2
  br label %b1

b1:
  %v94 = phi i32 [ %v77, %b0 ], [ %v93, %b2 ]
  %v95 = phi i16 [ %v64, %b0 ], [ %v90, %b2 ]
  %v96 = phi i16 [ %v89, %b0 ], [ %v91, %b2 ]
  %v97 = phi i16 [ %v10, %b0 ], [ %v92, %b2 ]
  %v98 = sext i32 %v94 to i64
  %v99 = add i64 %v85, %v98
  %v100 = getelementptr inbounds i16, ptr %p2, i64 %v99
  %v101 = load i16, ptr %v100, align 2
  %v102 = add nsw i64 %v7, 1
  %v103 = getelementptr inbounds [128 x i16], ptr %p4, i64 0, i64 %v102
  store i16 %v101, ptr %v103, align 2
  %v104 = add nuw nsw i64 %v85, %v98
  %v105 = getelementptr inbounds i16, ptr %p2, i64 %v104
  %v106 = load i16, ptr %v105, align 2
  %v107 = add i64 %v7, 2
  %v108 = getelementptr inbounds i16, ptr %p4, i64 %v107
  store i16 %v106, ptr %v108, align 2
  %v109 = mul nsw i32 %v5, 8
  %v110 = add nuw i32 %v109, 32
  %v111 = zext i32 %v110 to i64
  %v112 = getelementptr i64, ptr %p0, i64 %v111
  %v114 = shl nsw i64 %v111, 3
  %v113 = getelementptr inbounds i8, ptr %p0, i64 %v114
  %v115 = load i64, ptr %v113, align 8
  %v116 = add nsw i64 %v111, 1
  %v117 = getelementptr inbounds [128 x i64], ptr %p0, i64 0, i64 %v116
  %v118 = load i64, ptr %v117, align 8
  %v119 = add i64 %v111, 2
  %v120 = getelementptr inbounds i64, ptr %p0, i64 %v119
  %v121 = load i64, ptr %v120, align 8
  %v122 = add i64 %v111, 3
  %v124 = shl i64 %v122, 3
  %v123 = getelementptr i8, ptr %p0, i64 %v124
  %v125 = load i64, ptr %v123, align 8
  %v126 = add nuw nsw i64 %v111, 4
  %v127 = getelementptr inbounds i64, ptr %p0, i64 %v126
  %v128 = load i64, ptr %v127, align 8
  %v129 = add nsw i64 %v111, 5
  %v130 = getelementptr inbounds i64, ptr %p0, i64 %v129
  %v131 = load i64, ptr %v130, align 8
  %v132 = add i64 %v111, 6
  %v133 = getelementptr inbounds i64, ptr %p0, i64 %v132
  %v134 = load i64, ptr %v133, align 8
  %v135 = add nuw nsw i64 %v111, 7
  %v136 = getelementptr inbounds i64, ptr %p0, i64 %v135
  %v137 = load i64, ptr %v136, align 8
  %v138 = and i64 %v115, %v118
  %v139 = and i64 %v121, %v125
  %v140 = and i64 %v128, %v131
  %v141 = and i64 %v134, %v137
  %v142 = and i64 %v138, %v139
  %v143 = and i64 %v140, %v141
  %v144 = and i64 %v142, %v143
  %v145 = add nuw nsw i64 %v7, 1
  %v146 = getelementptr inbounds i64, ptr %p3, i64 %v145
  store i64 %v144, ptr %v146, align 8
  br label %b2

b2:
  %v90 = mul i16 %v95, %v106
  %v91 = add i16 %v96, %v90
  %v92 = and i16 %v97, %v91
  %v93 = sub i32 %v94, 4
  %v147 = icmp sgt i32 %v94, 0
  br i1 %v147, label %b1, label %b3

b3:
  %v148 = or i64 %v7, 3
  %v149 = getelementptr inbounds [128 x i16], ptr %p4, i64 0, i64 %v148
  store i16 %v92, ptr %v149, align 2
  %v150 = add nuw i64 %v7, 2
  %v151 = getelementptr inbounds i64, ptr %p3, i64 %v150
  store i64 %v148, ptr %v151, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind speculatable willreturn memory(none)

declare i32 @ori.imad.hi.u32(i32, i32, i32) nounwind speculatable willreturn memory(none)

declare i32 @ori.shf.r.clamp.b32(i32, i32, i32) nounwind speculatable willreturn memory(none)

declare i32 @ori.lea.i32(i32, i32, i32) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
