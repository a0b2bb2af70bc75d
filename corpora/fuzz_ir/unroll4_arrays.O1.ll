; ModuleID = 'unroll4_arrays.cu'
source_filename = "unroll4_arrays.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z14unroll4_arraysPKfS0_S0_S0_Pfii(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef writeonly %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %5
  br i1 %13, label %14, label %117

14:                                               ; preds = %7
  %15 = icmp sgt i32 %6, 0
  br i1 %15, label %16, label %47

16:                                               ; preds = %14
  %17 = and i32 %6, 3
  %18 = icmp ult i32 %6, 4
  br i1 %18, label %21, label %19

19:                                               ; preds = %16
  %20 = and i32 %6, -4
  br label %51

21:                                               ; preds = %51, %16
  %22 = phi float [ undef, %16 ], [ %113, %51 ]
  %23 = phi i32 [ 0, %16 ], [ %114, %51 ]
  %24 = phi float [ 0.000000e+00, %16 ], [ %113, %51 ]
  %25 = icmp eq i32 %17, 0
  br i1 %25, label %47, label %26

26:                                               ; preds = %21, %26
  %27 = phi i32 [ %44, %26 ], [ %23, %21 ]
  %28 = phi float [ %43, %26 ], [ %24, %21 ]
  %29 = phi i32 [ %45, %26 ], [ 0, %21 ]
  %30 = add nsw i32 %27, %12
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %0, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !5
  %34 = getelementptr inbounds float, ptr %1, i64 %31
  %35 = load float, ptr %34, align 4, !tbaa !5
  %36 = fmul contract float %33, %35
  %37 = getelementptr inbounds float, ptr %2, i64 %31
  %38 = load float, ptr %37, align 4, !tbaa !5
  %39 = getelementptr inbounds float, ptr %3, i64 %31
  %40 = load float, ptr %39, align 4, !tbaa !5
  %41 = fmul contract float %38, %40
  %42 = fadd contract float %36, %41
  %43 = fadd contract float %28, %42
  %44 = add nuw nsw i32 %27, 1
  %45 = add nuw nsw i32 %29, 1
  %46 = icmp eq i32 %45, %17
  br i1 %46, label %47, label %26, !llvm.loop !9

47:                                               ; preds = %26, %21, %14
  %48 = phi float [ 0.000000e+00, %14 ], [ %22, %21 ], [ %43, %26 ]
  %49 = sext i32 %12 to i64
  %50 = getelementptr inbounds float, ptr %4, i64 %49
  store float %48, ptr %50, align 4, !tbaa !5
  br label %117

51:                                               ; preds = %51, %19
  %52 = phi i32 [ 0, %19 ], [ %114, %51 ]
  %53 = phi float [ 0.000000e+00, %19 ], [ %113, %51 ]
  %54 = phi i32 [ 0, %19 ], [ %115, %51 ]
  %55 = add nsw i32 %52, %12
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !5
  %59 = getelementptr inbounds float, ptr %1, i64 %56
  %60 = load float, ptr %59, align 4, !tbaa !5
  %61 = fmul contract float %58, %60
  %62 = getelementptr inbounds float, ptr %2, i64 %56
  %63 = load float, ptr %62, align 4, !tbaa !5
  %64 = getelementptr inbounds float, ptr %3, i64 %56
  %65 = load float, ptr %64, align 4, !tbaa !5
  %66 = fmul contract float %63, %65
  %67 = fadd contract float %61, %66
  %68 = fadd contract float %53, %67
  %69 = or i32 %52, 1
  %70 = add nsw i32 %69, %12
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %0, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !5
  %74 = getelementptr inbounds float, ptr %1, i64 %71
  %75 = load float, ptr %74, align 4, !tbaa !5
  %76 = fmul contract float %73, %75
  %77 = getelementptr inbounds float, ptr %2, i64 %71
  %78 = load float, ptr %77, align 4, !tbaa !5
  %79 = getelementptr inbounds float, ptr %3, i64 %71
  %80 = load float, ptr %79, align 4, !tbaa !5
  %81 = fmul contract float %78, %80
  %82 = fadd contract float %76, %81
  %83 = fadd contract float %68, %82
  %84 = or i32 %52, 2
  %85 = add nsw i32 %84, %12
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr %0, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !5
  %89 = getelementptr inbounds float, ptr %1, i64 %86
  %90 = load float, ptr %89, align 4, !tbaa !5
  %91 = fmul contract float %88, %90
  %92 = getelementptr inbounds float, ptr %2, i64 %86
  %93 = load float, ptr %92, align 4, !tbaa !5
  %94 = getelementptr inbounds float, ptr %3, i64 %86
  %95 = load float, ptr %94, align 4, !tbaa !5
  %96 = fmul contract float %93, %95
  %97 = fadd contract float %91, %96
  %98 = fadd contract float %83, %97
  %99 = or i32 %52, 3
  %100 = add nsw i32 %99, %12
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr %0, i64 %101
  %103 = load float, ptr %102, align 4, !tbaa !5
  %104 = getelementptr inbounds float, ptr %1, i64 %101
  %105 = load float, ptr %104, align 4, !tbaa !5
  %106 = fmul contract float %103, %105
  %107 = getelementptr inbounds float, ptr %2, i64 %101
  %108 = load float, ptr %107, align 4, !tbaa !5
  %109 = getelementptr inbounds float, ptr %3, i64 %101
  %110 = load float, ptr %109, align 4, !tbaa !5
  %111 = fmul contract float %108, %110
  %112 = fadd contract float %106, %111
  %113 = fadd contract float %98, %112
  %114 = add nuw nsw i32 %52, 4
  %115 = add i32 %54, 4
  %116 = icmp eq i32 %115, %20
  br i1 %116, label %21, label %51, !llvm.loop !11

117:                                              ; preds = %7, %47
  ret void
}

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

!0 = !{ptr @_Z14unroll4_arraysPKfS0_S0_S0_Pfii, !"kernel", i32 1}
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
!11 = distinct !{!11, !12, !10}
!12 = !{!"llvm.loop.mustprogress"}
