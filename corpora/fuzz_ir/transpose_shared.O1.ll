; ModuleID = 'transpose_shared.cu'
source_filename = "transpose_shared.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16transpose_sharedPKfPfiiE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z16transpose_sharedPKfPfii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl i32 %9, 5
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = icmp slt i32 %8, %3
  %13 = zext i32 %7 to i64
  br label %18

14:                                               ; preds = %33
  tail call void @llvm.nvvm.barrier0()
  %15 = add i32 %10, %7
  %16 = icmp slt i32 %15, %2
  %17 = zext i32 %7 to i64
  br label %37

18:                                               ; preds = %4, %33
  %19 = phi i32 [ 0, %4 ], [ %34, %33 ]
  br i1 %12, label %20, label %33

20:                                               ; preds = %18
  %21 = add i32 %19, %11
  %22 = add i32 %21, %10
  %23 = icmp slt i32 %22, %2
  br i1 %23, label %24, label %33

24:                                               ; preds = %20
  %25 = mul nsw i32 %22, %3
  %26 = add nsw i32 %25, %8
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %0, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !5
  %30 = add i32 %19, %11
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_sharedPKfPfiiE4tile to ptr), i64 0, i64 %31, i64 %13
  store float %29, ptr %32, align 4, !tbaa !5
  br label %33

33:                                               ; preds = %18, %20, %24
  %34 = add nuw nsw i32 %19, 8
  %35 = icmp ult i32 %19, 24
  br i1 %35, label %18, label %14, !llvm.loop !9

36:                                               ; preds = %52
  ret void

37:                                               ; preds = %14, %52
  %38 = phi i32 [ 0, %14 ], [ %53, %52 ]
  br i1 %16, label %39, label %52

39:                                               ; preds = %37
  %40 = add i32 %38, %11
  %41 = add i32 %40, %6
  %42 = icmp slt i32 %41, %3
  br i1 %42, label %43, label %52

43:                                               ; preds = %39
  %44 = add i32 %38, %11
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_sharedPKfPfiiE4tile to ptr), i64 0, i64 %17, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !5
  %48 = mul nsw i32 %41, %2
  %49 = add nsw i32 %48, %15
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %1, i64 %50
  store float %47, ptr %51, align 4, !tbaa !5
  br label %52

52:                                               ; preds = %37, %39, %43
  %53 = add nuw nsw i32 %38, 8
  %54 = icmp ult i32 %38, 24
  br i1 %54, label %37, label %36, !llvm.loop !12
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z16transpose_sharedPKfPfii, !"kernel", i32 1}
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
