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
  br i1 %12, label %14, label %64

14:                                               ; preds = %4
  %15 = add i32 %11, %10
  %16 = icmp slt i32 %15, %2
  br i1 %16, label %17, label %25

17:                                               ; preds = %14
  %18 = mul nsw i32 %15, %3
  %19 = add nsw i32 %18, %8
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !5
  %23 = zext i32 %11 to i64
  %24 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_sharedPKfPfiiE4tile to ptr), i64 0, i64 %23, i64 %13
  store float %22, ptr %24, align 4, !tbaa !5
  br label %25

25:                                               ; preds = %14, %17
  br i1 %12, label %26, label %64

26:                                               ; preds = %25
  %27 = add i32 %11, 8
  %28 = add i32 %27, %10
  %29 = icmp slt i32 %28, %2
  br i1 %29, label %30, label %38

30:                                               ; preds = %26
  %31 = mul nsw i32 %28, %3
  %32 = add nsw i32 %31, %8
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !5
  %36 = zext i32 %27 to i64
  %37 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_sharedPKfPfiiE4tile to ptr), i64 0, i64 %36, i64 %13
  store float %35, ptr %37, align 4, !tbaa !5
  br label %38

38:                                               ; preds = %30, %26
  br i1 %12, label %39, label %64

39:                                               ; preds = %38
  %40 = add i32 %11, 16
  %41 = add i32 %40, %10
  %42 = icmp slt i32 %41, %2
  br i1 %42, label %43, label %51

43:                                               ; preds = %39
  %44 = mul nsw i32 %41, %3
  %45 = add nsw i32 %44, %8
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !5
  %49 = zext i32 %40 to i64
  %50 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_sharedPKfPfiiE4tile to ptr), i64 0, i64 %49, i64 %13
  store float %48, ptr %50, align 4, !tbaa !5
  br label %51

51:                                               ; preds = %43, %39
  br i1 %12, label %52, label %64

52:                                               ; preds = %51
  %53 = add i32 %11, 24
  %54 = add i32 %53, %10
  %55 = icmp slt i32 %54, %2
  br i1 %55, label %56, label %64

56:                                               ; preds = %52
  %57 = mul nsw i32 %54, %3
  %58 = add nsw i32 %57, %8
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %0, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !5
  %62 = zext i32 %53 to i64
  %63 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_sharedPKfPfiiE4tile to ptr), i64 0, i64 %62, i64 %13
  store float %61, ptr %63, align 4, !tbaa !5
  br label %64

64:                                               ; preds = %4, %25, %38, %56, %52, %51
  tail call void @llvm.nvvm.barrier0()
  %65 = add i32 %10, %7
  %66 = icmp slt i32 %65, %2
  br i1 %66, label %67, label %117

67:                                               ; preds = %64
  %68 = add i32 %11, %6
  %69 = icmp slt i32 %68, %3
  br i1 %69, label %70, label %78

70:                                               ; preds = %67
  %71 = zext i32 %11 to i64
  %72 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_sharedPKfPfiiE4tile to ptr), i64 0, i64 %13, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !5
  %74 = mul nsw i32 %68, %2
  %75 = add nsw i32 %74, %65
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr %1, i64 %76
  store float %73, ptr %77, align 4, !tbaa !5
  br label %78

78:                                               ; preds = %67, %70
  br i1 %66, label %79, label %117

79:                                               ; preds = %78
  %80 = add i32 %11, 8
  %81 = add i32 %80, %6
  %82 = icmp slt i32 %81, %3
  br i1 %82, label %83, label %91

83:                                               ; preds = %79
  %84 = zext i32 %80 to i64
  %85 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_sharedPKfPfiiE4tile to ptr), i64 0, i64 %13, i64 %84
  %86 = load float, ptr %85, align 4, !tbaa !5
  %87 = mul nsw i32 %81, %2
  %88 = add nsw i32 %87, %65
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr %1, i64 %89
  store float %86, ptr %90, align 4, !tbaa !5
  br label %91

91:                                               ; preds = %83, %79
  br i1 %66, label %92, label %117

92:                                               ; preds = %91
  %93 = add i32 %11, 16
  %94 = add i32 %93, %6
  %95 = icmp slt i32 %94, %3
  br i1 %95, label %96, label %104

96:                                               ; preds = %92
  %97 = zext i32 %93 to i64
  %98 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_sharedPKfPfiiE4tile to ptr), i64 0, i64 %13, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !5
  %100 = mul nsw i32 %94, %2
  %101 = add nsw i32 %100, %65
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr %1, i64 %102
  store float %99, ptr %103, align 4, !tbaa !5
  br label %104

104:                                              ; preds = %96, %92
  br i1 %66, label %105, label %117

105:                                              ; preds = %104
  %106 = add i32 %11, 24
  %107 = add i32 %106, %6
  %108 = icmp slt i32 %107, %3
  br i1 %108, label %109, label %117

109:                                              ; preds = %105
  %110 = zext i32 %106 to i64
  %111 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_sharedPKfPfiiE4tile to ptr), i64 0, i64 %13, i64 %110
  %112 = load float, ptr %111, align 4, !tbaa !5
  %113 = mul nsw i32 %107, %2
  %114 = add nsw i32 %113, %65
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr %1, i64 %115
  store float %112, ptr %116, align 4, !tbaa !5
  br label %117

117:                                              ; preds = %64, %78, %91, %109, %105, %104
  ret void
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
