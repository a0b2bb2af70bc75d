; ModuleID = 'softmax.cu'
source_filename = "softmax.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ7softmaxPKfPfiE2sh = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z7softmaxPKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = zext i32 %4 to i64
  %6 = sext i32 %2 to i64
  %7 = mul nsw i64 %6, %5
  %8 = getelementptr inbounds float, ptr %0, i64 %7
  %9 = getelementptr inbounds float, ptr %1, i64 %7
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %77, label %12

12:                                               ; preds = %77, %3
  %13 = phi float [ 0xFFF0000000000000, %3 ], [ %83, %77 ]
  %14 = zext i32 %10 to i64
  %15 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxPKfPfiE2sh to ptr), i64 %14
  store float %13, ptr %15, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %16 = icmp ult i32 %10, 64
  br i1 %16, label %17, label %24

17:                                               ; preds = %12
  %18 = add nuw nsw i32 %10, 64
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxPKfPfiE2sh to ptr), i64 %19
  %21 = load float, ptr %15, align 4, !tbaa !5
  %22 = load float, ptr %20, align 4, !tbaa !5
  %23 = tail call contract float @llvm.maxnum.f32(float %21, float %22)
  store float %23, ptr %15, align 4, !tbaa !5
  br label %24

24:                                               ; preds = %17, %12
  tail call void @llvm.nvvm.barrier0()
  %25 = icmp ult i32 %10, 32
  br i1 %25, label %26, label %33

26:                                               ; preds = %24
  %27 = add nuw nsw i32 %10, 32
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxPKfPfiE2sh to ptr), i64 %28
  %30 = load float, ptr %15, align 4, !tbaa !5
  %31 = load float, ptr %29, align 4, !tbaa !5
  %32 = tail call contract float @llvm.maxnum.f32(float %30, float %31)
  store float %32, ptr %15, align 4, !tbaa !5
  br label %33

33:                                               ; preds = %26, %24
  tail call void @llvm.nvvm.barrier0()
  %34 = icmp ult i32 %10, 16
  br i1 %34, label %35, label %42

35:                                               ; preds = %33
  %36 = add nuw nsw i32 %10, 16
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxPKfPfiE2sh to ptr), i64 %37
  %39 = load float, ptr %15, align 4, !tbaa !5
  %40 = load float, ptr %38, align 4, !tbaa !5
  %41 = tail call contract float @llvm.maxnum.f32(float %39, float %40)
  store float %41, ptr %15, align 4, !tbaa !5
  br label %42

42:                                               ; preds = %35, %33
  tail call void @llvm.nvvm.barrier0()
  %43 = icmp ult i32 %10, 8
  br i1 %43, label %44, label %51

44:                                               ; preds = %42
  %45 = add nuw nsw i32 %10, 8
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxPKfPfiE2sh to ptr), i64 %46
  %48 = load float, ptr %15, align 4, !tbaa !5
  %49 = load float, ptr %47, align 4, !tbaa !5
  %50 = tail call contract float @llvm.maxnum.f32(float %48, float %49)
  store float %50, ptr %15, align 4, !tbaa !5
  br label %51

51:                                               ; preds = %44, %42
  tail call void @llvm.nvvm.barrier0()
  %52 = icmp ult i32 %10, 4
  br i1 %52, label %53, label %60

53:                                               ; preds = %51
  %54 = add nuw nsw i32 %10, 4
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxPKfPfiE2sh to ptr), i64 %55
  %57 = load float, ptr %15, align 4, !tbaa !5
  %58 = load float, ptr %56, align 4, !tbaa !5
  %59 = tail call contract float @llvm.maxnum.f32(float %57, float %58)
  store float %59, ptr %15, align 4, !tbaa !5
  br label %60

60:                                               ; preds = %53, %51
  tail call void @llvm.nvvm.barrier0()
  %61 = icmp ult i32 %10, 2
  br i1 %61, label %62, label %69

62:                                               ; preds = %60
  %63 = add nuw nsw i32 %10, 2
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxPKfPfiE2sh to ptr), i64 %64
  %66 = load float, ptr %15, align 4, !tbaa !5
  %67 = load float, ptr %65, align 4, !tbaa !5
  %68 = tail call contract float @llvm.maxnum.f32(float %66, float %67)
  store float %68, ptr %15, align 4, !tbaa !5
  br label %69

69:                                               ; preds = %62, %60
  tail call void @llvm.nvvm.barrier0()
  %70 = icmp eq i32 %10, 0
  br i1 %70, label %71, label %75

71:                                               ; preds = %69
  %72 = load float, ptr %15, align 4, !tbaa !5
  %73 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxPKfPfiE2sh to ptr), i64 4), align 4, !tbaa !5
  %74 = tail call contract float @llvm.maxnum.f32(float %72, float %73)
  store float %74, ptr %15, align 4, !tbaa !5
  br label %75

75:                                               ; preds = %69, %71
  tail call void @llvm.nvvm.barrier0()
  %76 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxPKfPfiE2sh to ptr), align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  br i1 %11, label %142, label %86

77:                                               ; preds = %3, %77
  %78 = phi float [ %83, %77 ], [ 0xFFF0000000000000, %3 ]
  %79 = phi i32 [ %84, %77 ], [ %10, %3 ]
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr %8, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !5
  %83 = tail call contract float @llvm.maxnum.f32(float %78, float %82)
  %84 = add nsw i32 %79, 128
  %85 = icmp slt i32 %84, %2
  br i1 %85, label %77, label %12, !llvm.loop !9

86:                                               ; preds = %142, %75
  %87 = phi float [ 0.000000e+00, %75 ], [ %151, %142 ]
  store float %87, ptr %15, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  br i1 %16, label %88, label %95

88:                                               ; preds = %86
  %89 = add nuw nsw i32 %10, 64
  %90 = zext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxPKfPfiE2sh to ptr), i64 %90
  %92 = load float, ptr %15, align 4, !tbaa !5
  %93 = load float, ptr %91, align 4, !tbaa !5
  %94 = fadd contract float %92, %93
  store float %94, ptr %15, align 4, !tbaa !5
  br label %95

95:                                               ; preds = %88, %86
  tail call void @llvm.nvvm.barrier0()
  br i1 %25, label %96, label %103

96:                                               ; preds = %95
  %97 = add nuw nsw i32 %10, 32
  %98 = zext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxPKfPfiE2sh to ptr), i64 %98
  %100 = load float, ptr %15, align 4, !tbaa !5
  %101 = load float, ptr %99, align 4, !tbaa !5
  %102 = fadd contract float %100, %101
  store float %102, ptr %15, align 4, !tbaa !5
  br label %103

103:                                              ; preds = %96, %95
  tail call void @llvm.nvvm.barrier0()
  br i1 %34, label %104, label %111

104:                                              ; preds = %103
  %105 = add nuw nsw i32 %10, 16
  %106 = zext i32 %105 to i64
  %107 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxPKfPfiE2sh to ptr), i64 %106
  %108 = load float, ptr %15, align 4, !tbaa !5
  %109 = load float, ptr %107, align 4, !tbaa !5
  %110 = fadd contract float %108, %109
  store float %110, ptr %15, align 4, !tbaa !5
  br label %111

111:                                              ; preds = %104, %103
  tail call void @llvm.nvvm.barrier0()
  br i1 %43, label %112, label %119

112:                                              ; preds = %111
  %113 = add nuw nsw i32 %10, 8
  %114 = zext i32 %113 to i64
  %115 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxPKfPfiE2sh to ptr), i64 %114
  %116 = load float, ptr %15, align 4, !tbaa !5
  %117 = load float, ptr %115, align 4, !tbaa !5
  %118 = fadd contract float %116, %117
  store float %118, ptr %15, align 4, !tbaa !5
  br label %119

119:                                              ; preds = %112, %111
  tail call void @llvm.nvvm.barrier0()
  br i1 %52, label %120, label %127

120:                                              ; preds = %119
  %121 = add nuw nsw i32 %10, 4
  %122 = zext i32 %121 to i64
  %123 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxPKfPfiE2sh to ptr), i64 %122
  %124 = load float, ptr %15, align 4, !tbaa !5
  %125 = load float, ptr %123, align 4, !tbaa !5
  %126 = fadd contract float %124, %125
  store float %126, ptr %15, align 4, !tbaa !5
  br label %127

127:                                              ; preds = %120, %119
  tail call void @llvm.nvvm.barrier0()
  br i1 %61, label %128, label %135

128:                                              ; preds = %127
  %129 = add nuw nsw i32 %10, 2
  %130 = zext i32 %129 to i64
  %131 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxPKfPfiE2sh to ptr), i64 %130
  %132 = load float, ptr %15, align 4, !tbaa !5
  %133 = load float, ptr %131, align 4, !tbaa !5
  %134 = fadd contract float %132, %133
  store float %134, ptr %15, align 4, !tbaa !5
  br label %135

135:                                              ; preds = %128, %127
  tail call void @llvm.nvvm.barrier0()
  br i1 %70, label %136, label %140

136:                                              ; preds = %135
  %137 = load float, ptr %15, align 4, !tbaa !5
  %138 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxPKfPfiE2sh to ptr), i64 4), align 4, !tbaa !5
  %139 = fadd contract float %137, %138
  store float %139, ptr %15, align 4, !tbaa !5
  br label %140

140:                                              ; preds = %135, %136
  tail call void @llvm.nvvm.barrier0()
  %141 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxPKfPfiE2sh to ptr), align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  br i1 %11, label %155, label %154

142:                                              ; preds = %75, %142
  %143 = phi i32 [ %152, %142 ], [ %10, %75 ]
  %144 = phi float [ %151, %142 ], [ 0.000000e+00, %75 ]
  %145 = sext i32 %143 to i64
  %146 = getelementptr inbounds float, ptr %8, i64 %145
  %147 = load float, ptr %146, align 4, !tbaa !5
  %148 = fsub contract float %147, %76
  %149 = tail call contract float @expf(float noundef %148) #4
  %150 = getelementptr inbounds float, ptr %9, i64 %145
  store float %149, ptr %150, align 4, !tbaa !5
  %151 = fadd contract float %144, %149
  %152 = add nsw i32 %143, 128
  %153 = icmp slt i32 %152, %2
  br i1 %153, label %142, label %86, !llvm.loop !11

154:                                              ; preds = %155, %140
  ret void

155:                                              ; preds = %140, %155
  %156 = phi i32 [ %161, %155 ], [ %10, %140 ]
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds float, ptr %9, i64 %157
  %159 = load float, ptr %158, align 4, !tbaa !5
  %160 = fdiv contract float %159, %141
  store float %160, ptr %158, align 4, !tbaa !5
  %161 = add nsw i32 %156, 128
  %162 = icmp slt i32 %161, %2
  br i1 %162, label %155, label %154, !llvm.loop !12
}

; Function Attrs: convergent nounwind
declare dso_local float @expf(float noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z7softmaxPKfPfi, !"kernel", i32 1}
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
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
