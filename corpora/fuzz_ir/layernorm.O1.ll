; ModuleID = 'layernorm.cu'
source_filename = "layernorm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z9layernormPKfS0_S0_Pfif(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = zext i32 %7 to i64
  %9 = sext i32 %4 to i64
  %10 = mul nsw i64 %9, %8
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = icmp slt i32 %11, %4
  br i1 %12, label %28, label %13

13:                                               ; preds = %28, %6
  %14 = phi float [ 0.000000e+00, %6 ], [ %35, %28 ]
  br label %15

15:                                               ; preds = %13, %15
  %16 = phi i32 [ %20, %15 ], [ 16, %13 ]
  %17 = phi float [ %19, %15 ], [ %14, %13 ]
  %18 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %17, i32 %16, i32 31)
  %19 = fadd contract float %17, %18
  %20 = lshr i32 %16, 1
  %21 = icmp ult i32 %16, 2
  br i1 %21, label %22, label %15, !llvm.loop !5

22:                                               ; preds = %15
  %23 = sitofp i32 %4 to float
  %24 = fdiv contract float %19, %23
  %25 = icmp slt i32 %11, %4
  br i1 %25, label %50, label %26

26:                                               ; preds = %50, %22
  %27 = phi float [ 0.000000e+00, %22 ], [ %59, %50 ]
  br label %38

28:                                               ; preds = %6, %28
  %29 = phi float [ %35, %28 ], [ 0.000000e+00, %6 ]
  %30 = phi i32 [ %36, %28 ], [ %11, %6 ]
  %31 = sext i32 %30 to i64
  %32 = add nsw i64 %10, %31
  %33 = getelementptr inbounds float, ptr %0, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !8
  %35 = fadd contract float %29, %34
  %36 = add nsw i32 %30, 32
  %37 = icmp slt i32 %36, %4
  br i1 %37, label %28, label %13, !llvm.loop !12

38:                                               ; preds = %26, %38
  %39 = phi i32 [ %43, %38 ], [ 16, %26 ]
  %40 = phi float [ %42, %38 ], [ %27, %26 ]
  %41 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %40, i32 %39, i32 31)
  %42 = fadd contract float %40, %41
  %43 = lshr i32 %39, 1
  %44 = icmp ult i32 %39, 2
  br i1 %44, label %45, label %38, !llvm.loop !5

45:                                               ; preds = %38
  %46 = fdiv contract float %42, %23
  %47 = fadd contract float %46, %5
  %48 = tail call contract float @llvm.nvvm.rsqrt.approx.f(float %47)
  %49 = icmp slt i32 %11, %4
  br i1 %49, label %63, label %62

50:                                               ; preds = %22, %50
  %51 = phi float [ %59, %50 ], [ 0.000000e+00, %22 ]
  %52 = phi i32 [ %60, %50 ], [ %11, %22 ]
  %53 = sext i32 %52 to i64
  %54 = add nsw i64 %10, %53
  %55 = getelementptr inbounds float, ptr %0, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !8
  %57 = fsub contract float %56, %24
  %58 = fmul contract float %57, %57
  %59 = fadd contract float %51, %58
  %60 = add nsw i32 %52, 32
  %61 = icmp slt i32 %60, %4
  br i1 %61, label %50, label %26, !llvm.loop !13

62:                                               ; preds = %63, %45
  ret void

63:                                               ; preds = %45, %63
  %64 = phi i32 [ %78, %63 ], [ %11, %45 ]
  %65 = sext i32 %64 to i64
  %66 = add nsw i64 %10, %65
  %67 = getelementptr inbounds float, ptr %0, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !8
  %69 = fsub contract float %68, %24
  %70 = fmul contract float %48, %69
  %71 = getelementptr inbounds float, ptr %1, i64 %65
  %72 = load float, ptr %71, align 4, !tbaa !8
  %73 = fmul contract float %72, %70
  %74 = getelementptr inbounds float, ptr %2, i64 %65
  %75 = load float, ptr %74, align 4, !tbaa !8
  %76 = fadd contract float %75, %73
  %77 = getelementptr inbounds float, ptr %3, i64 %66
  store float %76, ptr %77, align 4, !tbaa !8
  %78 = add nsw i32 %64, 32
  %79 = icmp slt i32 %78, %4
  br i1 %79, label %63, label %62, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #3

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z9layernormPKfS0_S0_Pfif, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !{!12, !6, !7}
!13 = distinct !{!13, !6, !7}
!14 = distinct !{!14, !6, !7}
