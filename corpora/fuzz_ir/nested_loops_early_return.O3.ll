; ModuleID = 'nested_loops_early_return.cu'
source_filename = "nested_loops_early_return.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z25nested_loops_early_returnPKiPiiii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %69

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = sext i32 %3 to i64
  %15 = mul nsw i64 %14, %13
  %16 = sext i32 %4 to i64
  %17 = mul nsw i64 %15, %16
  %18 = getelementptr inbounds i32, ptr %0, i64 %17
  %19 = icmp sgt i32 %3, 0
  br i1 %19, label %20, label %63

20:                                               ; preds = %12
  %21 = icmp sgt i32 %4, 0
  %22 = getelementptr inbounds i32, ptr %1, i64 %13
  br label %23

23:                                               ; preds = %20, %58
  %24 = phi i1 [ true, %20 ], [ %61, %58 ]
  %25 = phi i32 [ 0, %20 ], [ %60, %58 ]
  %26 = phi i32 [ 0, %20 ], [ %59, %58 ]
  %27 = mul nsw i32 %25, %4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %18, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %58, label %32

32:                                               ; preds = %23
  br i1 %21, label %33, label %55

33:                                               ; preds = %32
  %34 = xor i32 %25, -1
  br label %39

35:                                               ; preds = %53
  %36 = add nuw nsw i32 %41, 1
  %37 = icmp slt i32 %36, %4
  %38 = icmp eq i32 %36, %4
  br i1 %38, label %55, label %39, !llvm.loop !9

39:                                               ; preds = %33, %35
  %40 = phi i1 [ true, %33 ], [ %37, %35 ]
  %41 = phi i32 [ 0, %33 ], [ %36, %35 ]
  %42 = phi i32 [ %26, %33 ], [ %54, %35 ]
  %43 = add nsw i32 %41, %27
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %18, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = icmp sgt i32 %46, -1
  br i1 %47, label %49, label %48

48:                                               ; preds = %39
  store i32 %34, ptr %22, align 4, !tbaa !5
  br label %53

49:                                               ; preds = %39
  %50 = add nuw nsw i32 %41, 1
  %51 = mul i32 %46, %50
  %52 = add i32 %51, %42
  br label %53

53:                                               ; preds = %49, %48
  %54 = phi i32 [ %42, %48 ], [ %52, %49 ]
  br i1 %47, label %35, label %55

55:                                               ; preds = %53, %35, %32
  %56 = phi i1 [ false, %32 ], [ %40, %53 ], [ %37, %35 ]
  %57 = phi i32 [ %26, %32 ], [ %54, %35 ], [ %54, %53 ]
  br i1 %56, label %63, label %58

58:                                               ; preds = %55, %23
  %59 = phi i32 [ %26, %23 ], [ %57, %55 ]
  %60 = add nuw nsw i32 %25, 1
  %61 = icmp slt i32 %60, %3
  %62 = icmp eq i32 %60, %3
  br i1 %62, label %63, label %23, !llvm.loop !11

63:                                               ; preds = %55, %58, %12
  %64 = phi i1 [ false, %12 ], [ %24, %55 ], [ %61, %58 ]
  %65 = phi i32 [ 0, %12 ], [ %57, %55 ], [ %59, %58 ]
  br i1 %64, label %69, label %66

66:                                               ; preds = %63
  %67 = getelementptr inbounds i32, ptr %1, i64 %13
  %68 = and i32 %65, 2147483647
  store i32 %68, ptr %67, align 4, !tbaa !5
  br label %69

69:                                               ; preds = %66, %63, %5
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

!0 = !{ptr @_Z25nested_loops_early_returnPKiPiiii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
