; ModuleID = 'stencil3d_7pt.cu'
source_filename = "stencil3d_7pt.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z13stencil3d_7ptPKfPfiiif(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = mul i32 %12, %13
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %16 = add i32 %14, %15
  %17 = icmp sgt i32 %11, 0
  %18 = icmp sgt i32 %16, 0
  %19 = and i1 %17, %18
  %20 = add nsw i32 %2, -1
  %21 = icmp slt i32 %11, %20
  %22 = select i1 %19, i1 %21, i1 false
  %23 = add nsw i32 %3, -1
  %24 = icmp slt i32 %16, %23
  %25 = select i1 %22, i1 %24, i1 false
  br i1 %25, label %26, label %74

26:                                               ; preds = %6
  %27 = sext i32 %2 to i64
  %28 = sext i32 %3 to i64
  %29 = mul nsw i64 %28, %27
  %30 = icmp sgt i32 %4, 2
  br i1 %30, label %31, label %74

31:                                               ; preds = %26
  %32 = zext i32 %16 to i64
  %33 = mul nsw i64 %27, %32
  %34 = zext i32 %11 to i64
  %35 = add nsw i64 %33, %34
  %36 = add i32 %4, -2
  br label %37

37:                                               ; preds = %31, %37
  %38 = phi i32 [ 1, %31 ], [ %72, %37 ]
  %39 = zext i32 %38 to i64
  %40 = mul nsw i64 %29, %39
  %41 = add i64 %35, %40
  %42 = add nsw i64 %41, -1
  %43 = getelementptr inbounds float, ptr %0, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !5
  %45 = add nsw i64 %41, 1
  %46 = getelementptr inbounds float, ptr %0, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !5
  %48 = fadd contract float %44, %47
  %49 = sub nsw i64 %41, %27
  %50 = getelementptr inbounds float, ptr %0, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !5
  %52 = fadd contract float %48, %51
  %53 = add nsw i64 %41, %27
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !5
  %56 = fadd contract float %52, %55
  %57 = sub nsw i64 %41, %29
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !5
  %60 = fadd contract float %56, %59
  %61 = add nsw i64 %41, %29
  %62 = getelementptr inbounds float, ptr %0, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !5
  %64 = fadd contract float %60, %63
  %65 = getelementptr inbounds float, ptr %0, i64 %41
  %66 = load float, ptr %65, align 4, !tbaa !5
  %67 = fmul contract float %66, 6.000000e+00
  %68 = fsub contract float %64, %67
  %69 = fmul contract float %68, %5
  %70 = fadd contract float %66, %69
  %71 = getelementptr inbounds float, ptr %1, i64 %41
  store float %70, ptr %71, align 4, !tbaa !5
  %72 = add nuw nsw i32 %38, 1
  %73 = icmp eq i32 %38, %36
  br i1 %73, label %74, label %37, !llvm.loop !9

74:                                               ; preds = %37, %26, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z13stencil3d_7ptPKfPfiiif, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
