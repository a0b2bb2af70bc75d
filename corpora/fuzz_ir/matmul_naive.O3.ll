; ModuleID = 'matmul_naive.cu'
source_filename = "matmul_naive.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z12matmul_naivePKfS0_Pfiii(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %11 = add i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  %17 = icmp slt i32 %11, %3
  %18 = icmp slt i32 %16, %5
  %19 = and i1 %17, %18
  br i1 %19, label %20, label %111

20:                                               ; preds = %6
  %21 = icmp sgt i32 %4, 0
  br i1 %21, label %22, label %51

22:                                               ; preds = %20
  %23 = mul nsw i32 %11, %4
  %24 = and i32 %4, 3
  %25 = icmp ult i32 %4, 4
  br i1 %25, label %28, label %26

26:                                               ; preds = %22
  %27 = and i32 %4, -4
  br label %57

28:                                               ; preds = %57, %22
  %29 = phi float [ undef, %22 ], [ %107, %57 ]
  %30 = phi i32 [ 0, %22 ], [ %108, %57 ]
  %31 = phi float [ 0.000000e+00, %22 ], [ %107, %57 ]
  %32 = icmp eq i32 %24, 0
  br i1 %32, label %51, label %33

33:                                               ; preds = %28, %33
  %34 = phi i32 [ %48, %33 ], [ %30, %28 ]
  %35 = phi float [ %47, %33 ], [ %31, %28 ]
  %36 = phi i32 [ %49, %33 ], [ 0, %28 ]
  %37 = add nsw i32 %34, %23
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %0, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !5
  %41 = mul nsw i32 %34, %5
  %42 = add nsw i32 %41, %16
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %1, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !5
  %46 = fmul contract float %40, %45
  %47 = fadd contract float %35, %46
  %48 = add nuw nsw i32 %34, 1
  %49 = add i32 %36, 1
  %50 = icmp eq i32 %49, %24
  br i1 %50, label %51, label %33, !llvm.loop !9

51:                                               ; preds = %28, %33, %20
  %52 = phi float [ 0.000000e+00, %20 ], [ %29, %28 ], [ %47, %33 ]
  %53 = mul nsw i32 %11, %5
  %54 = add nsw i32 %53, %16
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr %2, i64 %55
  store float %52, ptr %56, align 4, !tbaa !5
  br label %111

57:                                               ; preds = %57, %26
  %58 = phi i32 [ 0, %26 ], [ %108, %57 ]
  %59 = phi float [ 0.000000e+00, %26 ], [ %107, %57 ]
  %60 = phi i32 [ 0, %26 ], [ %109, %57 ]
  %61 = add nsw i32 %58, %23
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %0, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !5
  %65 = mul nsw i32 %58, %5
  %66 = add nsw i32 %65, %16
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %1, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !5
  %70 = fmul contract float %64, %69
  %71 = fadd contract float %59, %70
  %72 = or i32 %58, 1
  %73 = add nsw i32 %72, %23
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr %0, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !5
  %77 = mul nsw i32 %72, %5
  %78 = add nsw i32 %77, %16
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr %1, i64 %79
  %81 = load float, ptr %80, align 4, !tbaa !5
  %82 = fmul contract float %76, %81
  %83 = fadd contract float %71, %82
  %84 = or i32 %58, 2
  %85 = add nsw i32 %84, %23
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr %0, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !5
  %89 = mul nsw i32 %84, %5
  %90 = add nsw i32 %89, %16
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds float, ptr %1, i64 %91
  %93 = load float, ptr %92, align 4, !tbaa !5
  %94 = fmul contract float %88, %93
  %95 = fadd contract float %83, %94
  %96 = or i32 %58, 3
  %97 = add nsw i32 %96, %23
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr %0, i64 %98
  %100 = load float, ptr %99, align 4, !tbaa !5
  %101 = mul nsw i32 %96, %5
  %102 = add nsw i32 %101, %16
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds float, ptr %1, i64 %103
  %105 = load float, ptr %104, align 4, !tbaa !5
  %106 = fmul contract float %100, %105
  %107 = fadd contract float %95, %106
  %108 = add nuw nsw i32 %58, 4
  %109 = add i32 %60, 4
  %110 = icmp eq i32 %109, %27
  br i1 %110, label %28, label %57, !llvm.loop !11

111:                                              ; preds = %6, %51
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z12matmul_naivePKfS0_Pfiii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
