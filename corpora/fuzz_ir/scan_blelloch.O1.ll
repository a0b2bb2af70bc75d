; ModuleID = 'scan_blelloch.cu'
source_filename = "scan_blelloch.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13scan_blellochPKjPjS1_jE4temp = internal unnamed_addr addrspace(3) global [512 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13scan_blellochPKjPjS1_j(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 9
  %8 = shl i32 %5, 1
  %9 = add i32 %7, %8
  %10 = icmp ult i32 %9, %3
  br i1 %10, label %11, label %15

11:                                               ; preds = %4
  %12 = zext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !5
  br label %15

15:                                               ; preds = %4, %11
  %16 = phi i32 [ %14, %11 ], [ 0, %4 ]
  %17 = zext i32 %8 to i64
  %18 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %17
  store i32 %16, ptr %18, align 4, !tbaa !5
  %19 = or i32 %9, 1
  %20 = icmp ult i32 %19, %3
  br i1 %20, label %21, label %25

21:                                               ; preds = %15
  %22 = zext i32 %19 to i64
  %23 = getelementptr inbounds i32, ptr %0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !5
  br label %25

25:                                               ; preds = %15, %21
  %26 = phi i32 [ %24, %21 ], [ 0, %15 ]
  %27 = or i32 %8, 1
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %28
  store i32 %26, ptr %29, align 4, !tbaa !5
  %30 = add i32 %8, 2
  br label %33

31:                                               ; preds = %49
  %32 = icmp eq i32 %5, 0
  br i1 %32, label %53, label %57

33:                                               ; preds = %25, %49
  %34 = phi i32 [ 1, %25 ], [ %50, %49 ]
  %35 = phi i32 [ 256, %25 ], [ %51, %49 ]
  tail call void @llvm.nvvm.barrier0()
  %36 = icmp ult i32 %5, %35
  br i1 %36, label %37, label %49

37:                                               ; preds = %33
  %38 = mul i32 %34, %27
  %39 = add i32 %38, -1
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !5
  %43 = mul i32 %34, %30
  %44 = add i32 %43, -1
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !5
  %48 = add i32 %47, %42
  store i32 %48, ptr %46, align 4, !tbaa !5
  br label %49

49:                                               ; preds = %37, %33
  %50 = shl i32 %34, 1
  %51 = lshr i32 %35, 1
  %52 = icmp ult i32 %35, 2
  br i1 %52, label %31, label %33, !llvm.loop !9

53:                                               ; preds = %31
  %54 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 2044), align 4, !tbaa !5
  %55 = zext i32 %6 to i64
  %56 = getelementptr inbounds i32, ptr %2, i64 %55
  store i32 %54, ptr %56, align 4, !tbaa !5
  store i32 0, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 2044), align 4, !tbaa !5
  br label %57

57:                                               ; preds = %53, %31
  %58 = add i32 %8, 2
  br label %60

59:                                               ; preds = %78
  tail call void @llvm.nvvm.barrier0()
  br i1 %10, label %81, label %85

60:                                               ; preds = %57, %78
  %61 = phi i32 [ 512, %57 ], [ %63, %78 ]
  %62 = phi i32 [ 1, %57 ], [ %79, %78 ]
  %63 = lshr i32 %61, 1
  tail call void @llvm.nvvm.barrier0()
  %64 = icmp ult i32 %5, %62
  br i1 %64, label %65, label %78

65:                                               ; preds = %60
  %66 = mul i32 %63, %27
  %67 = add i32 %66, -1
  %68 = mul i32 %63, %58
  %69 = add i32 %68, -1
  %70 = zext i32 %67 to i64
  %71 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !5
  %73 = zext i32 %69 to i64
  %74 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %73
  %75 = load i32, ptr %74, align 4, !tbaa !5
  store i32 %75, ptr %71, align 4, !tbaa !5
  %76 = load i32, ptr %74, align 4, !tbaa !5
  %77 = add i32 %76, %72
  store i32 %77, ptr %74, align 4, !tbaa !5
  br label %78

78:                                               ; preds = %60, %65
  %79 = shl i32 %62, 1
  %80 = icmp ult i32 %79, 512
  br i1 %80, label %60, label %59, !llvm.loop !12

81:                                               ; preds = %59
  %82 = load i32, ptr %18, align 4, !tbaa !5
  %83 = zext i32 %9 to i64
  %84 = getelementptr inbounds i32, ptr %1, i64 %83
  store i32 %82, ptr %84, align 4, !tbaa !5
  br label %85

85:                                               ; preds = %81, %59
  br i1 %20, label %86, label %90

86:                                               ; preds = %85
  %87 = load i32, ptr %29, align 4, !tbaa !5
  %88 = zext i32 %19 to i64
  %89 = getelementptr inbounds i32, ptr %1, i64 %88
  store i32 %87, ptr %89, align 4, !tbaa !5
  br label %90

90:                                               ; preds = %86, %85
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z13scan_blellochPKjPjS1_j, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
