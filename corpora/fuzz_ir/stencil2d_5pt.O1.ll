; ModuleID = 'stencil2d_5pt.cu'
source_filename = "stencil2d_5pt.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z13stencil2d_5ptPKfPfiiff(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, float noundef %4, float noundef %5) local_unnamed_addr #0 {
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
  %17 = icmp slt i32 %11, %2
  %18 = icmp slt i32 %16, %3
  %19 = and i1 %17, %18
  br i1 %19, label %20, label %61

20:                                               ; preds = %6
  %21 = mul nsw i32 %16, %2
  %22 = add nsw i32 %21, %11
  %23 = icmp eq i32 %11, 0
  %24 = icmp eq i32 %16, 0
  %25 = or i1 %23, %24
  %26 = add nsw i32 %2, -1
  %27 = icmp eq i32 %11, %26
  %28 = select i1 %25, i1 true, i1 %27
  %29 = add nsw i32 %3, -1
  %30 = icmp eq i32 %16, %29
  %31 = select i1 %28, i1 true, i1 %30
  %32 = sext i32 %22 to i64
  %33 = getelementptr inbounds float, ptr %0, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !5
  br i1 %31, label %58, label %35

35:                                               ; preds = %20
  %36 = add nsw i32 %22, -1
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %0, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !5
  %40 = add nsw i32 %22, 1
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %0, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !5
  %44 = fadd contract float %39, %43
  %45 = sub nsw i32 %22, %2
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !5
  %49 = fadd contract float %44, %48
  %50 = add nsw i32 %22, %2
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !5
  %54 = fadd contract float %49, %53
  %55 = fmul contract float %34, %4
  %56 = fmul contract float %54, %5
  %57 = fadd contract float %55, %56
  br label %58

58:                                               ; preds = %20, %35
  %59 = phi float [ %57, %35 ], [ %34, %20 ]
  %60 = getelementptr inbounds float, ptr %1, i64 %32
  store float %59, ptr %60, align 4, !tbaa !5
  br label %61

61:                                               ; preds = %58, %6
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

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z13stencil2d_5ptPKfPfiiff, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
