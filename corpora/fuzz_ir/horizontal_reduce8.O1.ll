; ModuleID = 'horizontal_reduce8.cu'
source_filename = "horizontal_reduce8.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z18horizontal_reduce8PKfPKjPKiPfPjPii(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef writeonly %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %6
  br i1 %13, label %14, label %90

14:                                               ; preds = %7
  %15 = shl nsw i32 %12, 3
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !5
  %19 = getelementptr inbounds float, ptr %17, i64 1
  %20 = load float, ptr %19, align 4, !tbaa !5
  %21 = fadd contract float %18, %20
  %22 = getelementptr inbounds float, ptr %17, i64 2
  %23 = load float, ptr %22, align 4, !tbaa !5
  %24 = fadd contract float %21, %23
  %25 = getelementptr inbounds float, ptr %17, i64 3
  %26 = load float, ptr %25, align 4, !tbaa !5
  %27 = fadd contract float %24, %26
  %28 = getelementptr inbounds float, ptr %17, i64 4
  %29 = load float, ptr %28, align 4, !tbaa !5
  %30 = fadd contract float %27, %29
  %31 = getelementptr inbounds float, ptr %17, i64 5
  %32 = load float, ptr %31, align 4, !tbaa !5
  %33 = fadd contract float %30, %32
  %34 = getelementptr inbounds float, ptr %17, i64 6
  %35 = load float, ptr %34, align 4, !tbaa !5
  %36 = fadd contract float %33, %35
  %37 = getelementptr inbounds float, ptr %17, i64 7
  %38 = load float, ptr %37, align 4, !tbaa !5
  %39 = fadd contract float %36, %38
  %40 = sext i32 %12 to i64
  %41 = getelementptr inbounds float, ptr %3, i64 %40
  store float %39, ptr %41, align 4, !tbaa !5
  %42 = getelementptr inbounds i32, ptr %1, i64 %16
  %43 = load i32, ptr %42, align 4, !tbaa !9
  %44 = getelementptr inbounds i32, ptr %42, i64 1
  %45 = load i32, ptr %44, align 4, !tbaa !9
  %46 = add i32 %45, %43
  %47 = getelementptr inbounds i32, ptr %42, i64 2
  %48 = load i32, ptr %47, align 4, !tbaa !9
  %49 = add i32 %46, %48
  %50 = getelementptr inbounds i32, ptr %42, i64 3
  %51 = load i32, ptr %50, align 4, !tbaa !9
  %52 = add i32 %49, %51
  %53 = getelementptr inbounds i32, ptr %42, i64 4
  %54 = load i32, ptr %53, align 4, !tbaa !9
  %55 = add i32 %52, %54
  %56 = getelementptr inbounds i32, ptr %42, i64 5
  %57 = load i32, ptr %56, align 4, !tbaa !9
  %58 = add i32 %55, %57
  %59 = getelementptr inbounds i32, ptr %42, i64 6
  %60 = load i32, ptr %59, align 4, !tbaa !9
  %61 = add i32 %58, %60
  %62 = getelementptr inbounds i32, ptr %42, i64 7
  %63 = load i32, ptr %62, align 4, !tbaa !9
  %64 = add i32 %61, %63
  %65 = getelementptr inbounds i32, ptr %4, i64 %40
  store i32 %64, ptr %65, align 4, !tbaa !9
  %66 = getelementptr inbounds i32, ptr %2, i64 %16
  %67 = load i32, ptr %66, align 4, !tbaa !9
  %68 = getelementptr inbounds i32, ptr %66, i64 1
  %69 = load i32, ptr %68, align 4, !tbaa !9
  %70 = tail call i32 @llvm.smax.i32(i32 %67, i32 %69)
  %71 = getelementptr inbounds i32, ptr %66, i64 2
  %72 = load i32, ptr %71, align 4, !tbaa !9
  %73 = tail call i32 @llvm.smax.i32(i32 %70, i32 %72)
  %74 = getelementptr inbounds i32, ptr %66, i64 3
  %75 = load i32, ptr %74, align 4, !tbaa !9
  %76 = tail call i32 @llvm.smax.i32(i32 %73, i32 %75)
  %77 = getelementptr inbounds i32, ptr %66, i64 4
  %78 = load i32, ptr %77, align 4, !tbaa !9
  %79 = tail call i32 @llvm.smax.i32(i32 %76, i32 %78)
  %80 = getelementptr inbounds i32, ptr %66, i64 5
  %81 = load i32, ptr %80, align 4, !tbaa !9
  %82 = tail call i32 @llvm.smax.i32(i32 %79, i32 %81)
  %83 = getelementptr inbounds i32, ptr %66, i64 6
  %84 = load i32, ptr %83, align 4, !tbaa !9
  %85 = tail call i32 @llvm.smax.i32(i32 %82, i32 %84)
  %86 = getelementptr inbounds i32, ptr %66, i64 7
  %87 = load i32, ptr %86, align 4, !tbaa !9
  %88 = tail call i32 @llvm.smax.i32(i32 %85, i32 %87)
  %89 = getelementptr inbounds i32, ptr %5, i64 %40
  store i32 %88, ptr %89, align 4, !tbaa !9
  br label %90

90:                                               ; preds = %7, %14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z18horizontal_reduce8PKfPKjPKiPfPjPii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
