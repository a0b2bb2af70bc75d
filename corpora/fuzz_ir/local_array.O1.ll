; ModuleID = 'local_array.cu'
source_filename = "local_array.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z7median9PKfPfPKjPji(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = alloca [9 x float], align 4
  %7 = alloca [8 x i32], align 4
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %4
  br i1 %13, label %14, label %80

14:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %6) #4
  br label %15

15:                                               ; preds = %14, %15
  %16 = phi i32 [ 0, %14 ], [ %23, %15 ]
  %17 = add nsw i32 %16, %12
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !5
  %21 = zext i32 %16 to i64
  %22 = getelementptr inbounds [9 x float], ptr %6, i64 0, i64 %21
  store float %20, ptr %22, align 4, !tbaa !5
  %23 = add nuw nsw i32 %16, 1
  %24 = icmp eq i32 %23, 9
  br i1 %24, label %30, label %15, !llvm.loop !9

25:                                               ; preds = %46
  %26 = getelementptr inbounds [9 x float], ptr %6, i64 0, i64 4
  %27 = load float, ptr %26, align 4, !tbaa !5
  %28 = sext i32 %12 to i64
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  store float %27, ptr %29, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  br label %52

30:                                               ; preds = %15, %46
  %31 = phi i32 [ %50, %46 ], [ 1, %15 ]
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds [9 x float], ptr %6, i64 0, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !5
  br label %35

35:                                               ; preds = %30, %42
  %36 = phi i32 [ %31, %30 ], [ %37, %42 ]
  %37 = add nsw i32 %36, -1
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds [9 x float], ptr %6, i64 0, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !5
  %41 = fcmp contract ogt float %40, %34
  br i1 %41, label %42, label %46

42:                                               ; preds = %35
  %43 = sext i32 %36 to i64
  %44 = getelementptr inbounds [9 x float], ptr %6, i64 0, i64 %43
  store float %40, ptr %44, align 4, !tbaa !5
  %45 = icmp sgt i32 %36, 1
  br i1 %45, label %35, label %46, !llvm.loop !12

46:                                               ; preds = %42, %35
  %47 = phi i32 [ 0, %42 ], [ %36, %35 ]
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [9 x float], ptr %6, i64 0, i64 %48
  store float %34, ptr %49, align 4, !tbaa !5
  %50 = add nuw nsw i32 %31, 1
  %51 = icmp eq i32 %50, 9
  br i1 %51, label %25, label %30, !llvm.loop !13

52:                                               ; preds = %25, %52
  %53 = phi i32 [ 0, %25 ], [ %63, %52 ]
  %54 = add nsw i32 %53, %12
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr %2, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !14
  %58 = and i32 %57, 7
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !14
  %62 = add i32 %61, 1
  store i32 %62, ptr %60, align 4, !tbaa !14
  %63 = add nuw nsw i32 %53, 1
  %64 = icmp eq i32 %63, 8
  br i1 %64, label %67, label %52, !llvm.loop !16

65:                                               ; preds = %67
  %66 = getelementptr inbounds i32, ptr %3, i64 %28
  store i32 %77, ptr %66, align 4, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #4
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %6) #4
  br label %80

67:                                               ; preds = %52, %67
  %68 = phi i32 [ %78, %67 ], [ 1, %52 ]
  %69 = phi i32 [ %77, %67 ], [ 0, %52 ]
  %70 = zext i32 %68 to i64
  %71 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !14
  %73 = zext i32 %69 to i64
  %74 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %73
  %75 = load i32, ptr %74, align 4, !tbaa !14
  %76 = icmp ugt i32 %72, %75
  %77 = select i1 %76, i32 %68, i32 %69
  %78 = add nuw nsw i32 %68, 1
  %79 = icmp eq i32 %78, 8
  br i1 %79, label %65, label %67, !llvm.loop !17

80:                                               ; preds = %5, %65
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z7median9PKfPfPKjPji, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !10, !11}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !7, i64 0}
!16 = distinct !{!16, !10, !11}
!17 = distinct !{!17, !10, !11}
