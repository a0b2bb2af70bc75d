source_filename = "matmul_tiled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12matmul_tiledPKfS0_PfiE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12matmul_tiledPKfS0_PfiE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

define void @_Z12matmul_tiledPKfS0_Pfi(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr convergent mustprogress norecurse nounwind {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = shl i32 %7, 4
  %9 = add i32 %8, %6
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = shl i32 %10, 4
  %12 = add i32 %11, %5
  %13 = icmp sgt i32 %3, 0
  br i1 %13, label %14, label %25

14:
  %15 = add nsw i32 %3, 15
  %16 = sdiv i32 %15, 16
  %17 = icmp slt i32 %9, %3
  %18 = mul nsw i32 %9, %3
  %19 = sext i32 %6 to i64
  %20 = sext i32 %5 to i64
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %19, i64 %20
  %22 = icmp slt i32 %12, %3
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 %19, i64 %20
  %24 = tail call i32 @llvm.smax.i32(i32 %16, i32 1)
  br label %30

25:
  %26 = phi float [ 0.000000e+00, %4 ], [ %67, %55 ]
  %27 = icmp slt i32 %9, %3
  %28 = icmp slt i32 %12, %3
  %29 = and i1 %28, %27
  br i1 %29, label %70, label %75

30:
  %31 = phi float [ 0.000000e+00, %14 ], [ %67, %55 ]
  %32 = phi i32 [ 0, %14 ], [ %56, %55 ]
  %33 = shl nsw i32 %32, 4
  %34 = add nsw i32 %33, %5
  %35 = add nsw i32 %33, %6
  %36 = icmp slt i32 %34, %3
  %37 = select i1 %17, i1 %36, i1 false
  br i1 %37, label %38, label %43

38:
  %39 = add nsw i32 %34, %18
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %0, i64 %40
  %42 = load float, ptr %41, align 4
  br label %43

43:
  %44 = phi contract float [ %42, %38 ], [ 0.000000e+00, %30 ]
  store float %44, ptr %21, align 4
  %45 = icmp slt i32 %35, %3
  %46 = and i1 %22, %45
  br i1 %46, label %47, label %53

47:
  %48 = mul nsw i32 %3, %35
  %49 = add nsw i32 %48, %12
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %1, i64 %50
  %52 = load float, ptr %51, align 4
  br label %53

53:
  %54 = phi contract float [ %52, %47 ], [ 0.000000e+00, %43 ]
  store float %54, ptr %23, align 4
  tail call void @llvm.nvvm.barrier0()
  br label %58

55:
  tail call void @llvm.nvvm.barrier0()
  %56 = add nuw nsw i32 %32, 1
  %57 = icmp eq i32 %56, %24
  br i1 %57, label %25, label %30

58:
  %59 = phi i32 [ 0, %53 ], [ %68, %58 ]
  %60 = phi float [ %31, %53 ], [ %67, %58 ]
  %61 = zext i32 %59 to i64
  %62 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 9007199254740992, i64 %19, i64 %61
  %63 = load float, ptr %62, align 4
  %64 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 %61, i64 %20
  %65 = load float, ptr %64, align 4
  %66 = fmul contract float %63, %65
  %67 = fadd contract float %60, %66
  %68 = add nuw nsw i32 %59, 1
  %69 = icmp eq i32 %68, 16
  br i1 %69, label %58, label %55

70:
  %71 = mul nsw i32 %9, %3
  %72 = add nsw i32 %71, %12
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %2, i64 %73
  store float %26, ptr %74, align 4
  br label %75

75:
  ret void
}

declare void @llvm.nvvm.barrier0() convergent nocallback nounwind

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)

declare i32 @llvm.smax.i32(i32, i32) nocallback nofree nosync nounwind speculatable willreturn memory(none)

!nvvm.annotations = !{!0}

!0 = !{ptr @_Z12matmul_tiledPKfS0_Pfi, !"kernel", i32 1}
