; passcheck gen --seed 27 --size 100
; grid 2x8, buffers of 256 elements
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [32 x i32] undef, align 4

define void @kernel(ptr noalias nocapture dereferenceable(1024) %p0, ptr noalias nocapture readonly dereferenceable(1024) %p1, ptr noalias nocapture dereferenceable(1024) %p2, ptr addrspace(1) noalias nocapture dereferenceable(512) %p3, ptr noalias nocapture dereferenceable(1024) %p4, i32 %s0, i32 %s1) {
b0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v3 = mul nuw nsw i32 %v2, 8
  %v4 = add nuw i32 %v3, %v1
  %v5 = zext i32 %v4 to i64
  %v6 = mul nuw i64 %v5, 16
  %v7 = addrspacecast ptr %p1 to ptr addrspace(1)
  %v8 = mul nuw nsw i32 %v1, 4
  %v9 = or i32 127, %s0
  %v10 = call i32 @llvm.nvvm.mulhi.ui(i32 31, i32 %v1)
  %v11 = xor i32 %v10, %v10
  %v12 = icmp eq i32 %v11, %v8
  %v13 = select i1 %v12, i32 %v10, i32 %v9
  %v14 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v8
  store i32 %v13, ptr addrspace(3) %v14, align 4
  %v15 = add i32 %v8, 1
  %v16 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v15
  store i32 %v15, ptr addrspace(3) %v16, align 4
  %v17 = add i32 %v8, 2
  %v18 = and i32 %v8, %v13
  %v19 = sext i32 %v4 to i64
  %v20 = getelementptr inbounds i32, ptr addrspace(1) %v7, i64 %v19
  %v21 = load i32, ptr addrspace(1) %v20, align 4
  %v22 = mul i32 %s0, %v21
  %v23 = add i32 %v22, %v17
  %v24 = and i32 %v23, 255
  %v25 = sext i32 %v24 to i64
  %v26 = getelementptr inbounds i32, ptr addrspace(1) %v7, i64 %v25
  %v27 = load i32, ptr addrspace(1) %v26, align 4
  %v28 = add i32 3, %v27
  %v29 = icmp ne i32 %v28, 524288
  %v30 = select i1 %v29, i32 %v4, i32 %v18
  %v31 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v17
  store i32 %v30, ptr addrspace(3) %v31, align 4
  %v32 = add nuw nsw i32 %v8, 3
  %v33 = fneg half 0xH4900
  %v34 = fcmp ult half %v33, 0xH399A
  %v35 = zext i1 %v34 to i32
  %v36 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v32
  store i32 %v35, ptr addrspace(3) %v36, align 4
  call void @llvm.nvvm.barrier0()
  %v37 = add i32 %v4, 194
  %v38 = zext i32 %v37 to i64
  %v39 = getelementptr inbounds i32, ptr %p0, i64 %v38
  %v40 = load volatile i32, ptr %v39, align 4
  %v41 = add i32 %v23, %v40
  %v42 = and i32 %v41, 31
  %v43 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v42
  %v44 = load i32, ptr addrspace(3) %v43, align 4
  %v45 = call i32 @ori.prmt.b32(i32 %v24, i32 %v44, i32 -2147483648)
  %v46 = and i32 %v45, 31
  %v47 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v46
  %v48 = load i32, ptr addrspace(3) %v47, align 4
  %v49 = add nsw i32 %v1, 22
  %v50 = and i32 %v49, 31
  %v51 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v50
  %v52 = load i32, ptr addrspace(3) %v51, align 4
  %v53 = add i32 %v48, %v52
  %v54 = or i64 %v6, 0
  %v56 = trunc i64 %v54 to i32
  %v55 = getelementptr inbounds i32, ptr %p4, i32 %v56
  store i32 %v53, ptr %v55, align 4
  %v57 = and i32 65535, 33
  %v58 = icmp sle i32 %v57, %v3
  %v59 = select i1 %v58, i32 %v23, i32 15
  %v60 = call i32 @ori.flo.u32(i32 %v59)
  %v61 = call i32 @ori.bfe.u32(i32 %v49, i32 5, i32 %v59)
  %v62 = add i32 %v60, %v61
  %v63 = add nuw nsw i64 %v6, 1
  %v64 = getelementptr inbounds i32, ptr %p4, i64 %v63
  store i32 %v62, ptr %v64, align 4
  %v65 = getelementptr inbounds i32, ptr %p2, i64 192
  %v66 = getelementptr inbounds i32, ptr %p2, i64 192
  %v67 = load i32, ptr %v66, align 4
  %v68 = add i64 192, 1
  %v69 = getelementptr inbounds i32, ptr %p2, i64 %v68
  %v70 = load i32, ptr %v69, align 4
  %v71 = add nuw nsw i64 192, 2
  %v72 = getelementptr inbounds i32, ptr %p2, i64 %v71
  %v73 = load i32, ptr %v72, align 4
  %v74 = add i64 192, 3
  %v75 = getelementptr inbounds i32, ptr %p2, i64 %v74
  %v76 = load i32, ptr %v75, align 4
  %v77 = and i32 %v67, %v70
  %v78 = and i32 %v77, %v73
  %v79 = and i32 %v78, %v76
  %v80 = add i64 %v6, 2
  %v81 = getelementptr inbounds i32, ptr %p4, i64 %v80
  store i32 %v79, ptr %v81, align 4
  %v82 = trunc i64 %v80 to i32
  %v83 = or i64 %v6, 3
  %v84 = getelementptr inbounds i32, ptr %p4, i64 %v83
  store i32 %v82, ptr %v84, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.mulhi.ui(i32, i32) nounwind speculatable willreturn memory(none)

declare void @llvm.nvvm.barrier0() convergent nounwind

declare i32 @ori.prmt.b32(i32, i32, i32) nounwind speculatable willreturn memory(none)

declare i32 @ori.flo.u32(i32) nounwind speculatable willreturn memory(none)

declare i32 @ori.bfe.u32(i32, i32, i32) nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @kernel, !"kernel", i32 1}
