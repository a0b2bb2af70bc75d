; passcheck gen --seed 12 --size 100
; grid 2x8, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr noalias nocapture readonly dereferenceable(1024) %p0, ptr noalias nocapture dereferenceable(2048) %p1, ptr noalias nocapture dereferenceable(1024) %p2, ptr noalias nocapture dereferenceable(1024) %p3, i32 %s0, i32 %s1) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %v4 = mul i32 %v2, %v3
  %v5 = add i32 %v4, %v1
  %v6 = zext i32 %v5 to i64
  %v7 = shl i64 %v6, 4
  %v8 = shl i32 %v4, 25
  %v9 = icmp ule i32 %v8, -2147483648
  br i1 %v9, label %b1, label %b2

b1:
  %v10 = zext i32 %v5 to i64
  %v11 = mul i64 %v10, 2
  %v12 = add i64 %v11, 90
  %v13 = call i64 @llvm.nvvm.d2ll.rm(double 2.000000e+00)
  %v14 = trunc i64 %v13 to i32
  %v15 = and i32 %v14, 254
  %v16 = zext i32 %v15 to i64
  %v17 = or i64 %v7, 0
  %v18 = getelementptr inbounds i32, ptr %p0, i64 %v12
  %v19 = getelementptr i32, ptr %p0, i64 %v16
  %v20 = getelementptr inbounds i32, ptr %p2, i64 %v17
  %v21 = getelementptr inbounds i32, ptr %p0, i64 %v12
  %v22 = load i32, ptr %v21, align 4
  %v23 = getelementptr inbounds i32, ptr %v19, i64 0
  %v24 = load i32, ptr %v23, align 4
  %v25 = mul i32 %v22, %v24
  %v26 = getelementptr inbounds i32, ptr %v18, i64 1
  %v27 = load i32, ptr %v26, align 4
  %v28 = getelementptr inbounds i32, ptr %v19, i64 1
  %v29 = load i32, ptr %v28, align 4
  %v30 = mul i32 %v27, %v29
  %v32 = trunc i64 %v17 to i32
  %v31 = getelementptr inbounds i32, ptr %p2, i32 %v32
  store i32 %v25, ptr %v31, align 4
  %v33 = getelementptr inbounds i32, ptr %v20, i64 1
  store i32 %v30, ptr %v33, align 4
  %v34 = add i32 %v5, 161
  %v35 = sext i32 %v34 to i64
  %v36 = getelementptr inbounds i32, ptr %p0, i64 %v35
  %v37 = load i32, ptr %v36, align 4
  %v38 = uitofp i32 %v30 to half
  %v39 = fcmp ueq half %v38, 0xHC100
  %v40 = select i1 %v39, i32 %v27, i32 %v37
  %v41 = uitofp i32 %v25 to half
  br label %b3

b2:
  %v42 = call i32 @llvm.bswap.i32(i32 10)
  %v43 = add i64 %v7, 2
  %v44 = getelementptr inbounds i32, ptr %p2, i64 %v43
  store i32 %v42, ptr %v44, align 4
  %v45 = sext i32 %v5 to i64
  %v46 = mul i64 %v45, 4
  %v47 = add i64 %v46, 8
  %v49 = trunc i64 %v47 to i32
  %v48 = getelementptr double, ptr %p1, i32 %v49
  %v50 = getelementptr inbounds double, ptr %v48, i64 -8
  %v51 = load double, ptr %v50, align 8
  %v52 = getelementptr inbounds double, ptr %v48, i64 0
  %v53 = load double, ptr %v52, align 8
  %v54 = fmul nsz arcp double %v51, %v53
  %v55 = getelementptr inbounds double, ptr %v48, i64 8
  %v56 = load double, ptr %v55, align 8
  %v57 = fmul contract afn double %v54, %v56
  %v58 = getelementptr inbounds double, ptr %v48, i64 -2
  %v59 = load double, ptr %v58, align 8
  %v60 = fadd double %v57, %v59
  %v61 = getelementptr inbounds double, ptr %v48, i64 4
  %v62 = load double, ptr %v61, align 8
  %v63 = fsub double %v60, %v62
  %v64 = call i32 @llvm.fptosi.sat.i32.f64(double %v63)
  %v65 = and i32 255, 15
  %v66 = zext i32 %v65 to i64
  %v67 = add i64 %v7, %v66
  %v68 = getelementptr inbounds i32, ptr %p2, i64 %v67
  store i32 %v64, ptr %v68, align 4
  %v69 = mul i32 %v3, %v8
  %v70 = add i32 %v69, %v3
  %v71 = getelementptr inbounds double, ptr %p1, i64 77
  %v72 = load double, ptr %v71, align 8
  %v73 = fptrunc double %v72 to half
  %v74 = fsub nsz arcp half %v73, 0xH0000
  %v75 = getelementptr inbounds i32, ptr %p0, i64 222
  %v76 = load i32, ptr %v75, align 4
  br label %b3

b3:
  %v77 = phi i32 [ %v40, %b1 ], [ %v70, %b2 ]
  %v78 = phi half [ %v41, %b1 ], [ %v74, %b2 ]
  %v79 = phi i32 [ %v22, %b1 ], [ %v76, %b2 ]
  %v80 = or i64 %v7, 3
  %v81 = getelementptr inbounds i32, ptr %p2, i64 %v80
  store i32 %v77, ptr %v81, align 4
  %v82 = getelementptr inbounds [256 x i32], ptr %p2, i64 0, i64 %v7
  %v83 = getelementptr inbounds i32, ptr %v82, i64 1
  store i32 %v79, ptr %v83, align 4
  %v84 = trunc i64 %v80 to i32
  %v85 = add i64 %v7, 0
  %v86 = getelementptr inbounds i32, ptr %p3, i64 %v85
  store i32 %v84, ptr %v86, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind speculatable willreturn memory(none)

declare i64 @llvm.nvvm.d2ll.rm(double) nounwind speculatable willreturn memory(none)

declare i32 @llvm.bswap.i32(i32) nounwind speculatable willreturn memory(none)

declare i32 @llvm.fptosi.sat.i32.f64(double) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
