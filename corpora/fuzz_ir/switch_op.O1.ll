; ModuleID = 'switch_op.cu'
source_filename = "switch_op.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z9switch_opPKiPKfS2_PfPii(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %62

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds float, ptr %1, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !5
  %17 = getelementptr inbounds float, ptr %2, i64 %14
  %18 = load float, ptr %17, align 4, !tbaa !5
  %19 = getelementptr inbounds i32, ptr %0, i64 %14
  %20 = load i32, ptr %19, align 4, !tbaa !9
  switch i32 %20, label %36 [
    i32 0, label %21
    i32 1, label %23
    i32 2, label %25
    i32 3, label %27
    i32 4, label %29
    i32 7, label %31
    i32 9, label %34
  ]

21:                                               ; preds = %13
  %22 = fadd contract float %16, %18
  br label %36

23:                                               ; preds = %13
  %24 = fsub contract float %16, %18
  br label %36

25:                                               ; preds = %13
  %26 = fmul contract float %16, %18
  br label %36

27:                                               ; preds = %13
  %28 = tail call contract float @llvm.minnum.f32(float %16, float %18)
  br label %36

29:                                               ; preds = %13
  %30 = tail call contract float @llvm.maxnum.f32(float %16, float %18)
  br label %36

31:                                               ; preds = %13
  %32 = fsub contract float %16, %18
  %33 = tail call contract float @llvm.fabs.f32(float %32)
  br label %36

34:                                               ; preds = %13
  %35 = fneg contract float %16
  br label %36

36:                                               ; preds = %13, %34, %31, %29, %27, %25, %23, %21
  %37 = phi float [ %35, %34 ], [ %33, %31 ], [ %30, %29 ], [ %28, %27 ], [ %26, %25 ], [ %24, %23 ], [ %22, %21 ], [ %16, %13 ]
  %38 = getelementptr inbounds float, ptr %3, i64 %14
  store float %37, ptr %38, align 4, !tbaa !5
  %39 = and i32 %20, 7
  switch i32 %39, label %46 [
    i32 0, label %47
    i32 1, label %40
    i32 2, label %41
    i32 3, label %42
    i32 4, label %43
    i32 5, label %44
    i32 6, label %45
  ]

40:                                               ; preds = %36
  br label %47

41:                                               ; preds = %36
  br label %47

42:                                               ; preds = %36
  br label %47

43:                                               ; preds = %36
  br label %47

44:                                               ; preds = %36
  br label %47

45:                                               ; preds = %36
  br label %47

46:                                               ; preds = %36
  br label %47

47:                                               ; preds = %36, %46, %45, %44, %43, %42, %41, %40
  %48 = phi i32 [ 37, %46 ], [ 31, %45 ], [ 29, %44 ], [ 23, %43 ], [ 19, %42 ], [ 17, %41 ], [ 13, %40 ], [ 11, %36 ]
  %49 = and i32 %20, 3
  switch i32 %49, label %58 [
    i32 0, label %50
    i32 1, label %52
    i32 2, label %54
    i32 3, label %56
  ]

50:                                               ; preds = %47
  %51 = add nuw nsw i32 %48, 1
  br label %59

52:                                               ; preds = %47
  %53 = shl nuw nsw i32 %48, 1
  br label %59

54:                                               ; preds = %47
  %55 = add nsw i32 %48, -5
  br label %59

56:                                               ; preds = %47
  %57 = xor i32 %48, 8
  br label %59

58:                                               ; preds = %47
  unreachable

59:                                               ; preds = %56, %54, %52, %50
  %60 = phi i32 [ %57, %56 ], [ %55, %54 ], [ %53, %52 ], [ %51, %50 ]
  %61 = getelementptr inbounds i32, ptr %4, i64 %14
  store i32 %60, ptr %61, align 4, !tbaa !9
  br label %62

62:                                               ; preds = %6, %59
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z9switch_opPKiPKfS2_PfPii, !"kernel", i32 1}
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
