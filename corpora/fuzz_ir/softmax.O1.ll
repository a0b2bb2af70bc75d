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
  br i1 %11, label %32, label %12

12:                                               ; preds = %32, %3
  %13 = phi float [ 0xFFF0000000000000, %3 ], [ %38, %32 ]
  %14 = zext i32 %10 to i64
  %15 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxPKfPfiE2sh to ptr), i64 %14
  store float %13, ptr %15, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  br label %16

16:                                               ; preds = %26, %12
  %17 = phi i32 [ 64, %12 ], [ %27, %26 ]
  %18 = icmp ult i32 %10, %17
  br i1 %18, label %19, label %26

19:                                               ; preds = %16
  %20 = load float, ptr %15, align 4, !tbaa !5
  %21 = add i32 %17, %10
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxPKfPfiE2sh to ptr), i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !5
  %25 = tail call contract float @llvm.maxnum.f32(float %20, float %24)
  store float %25, ptr %15, align 4, !tbaa !5
  br label %26

26:                                               ; preds = %19, %16
  tail call void @llvm.nvvm.barrier0()
  %27 = lshr i32 %17, 1
  %28 = icmp ult i32 %17, 2
  br i1 %28, label %29, label %16, !llvm.loop !9

29:                                               ; preds = %26
  %30 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxPKfPfiE2sh to ptr), align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %31 = icmp slt i32 %10, %2
  br i1 %31, label %59, label %41

32:                                               ; preds = %3, %32
  %33 = phi float [ %38, %32 ], [ 0xFFF0000000000000, %3 ]
  %34 = phi i32 [ %39, %32 ], [ %10, %3 ]
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %8, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !5
  %38 = tail call contract float @llvm.maxnum.f32(float %33, float %37)
  %39 = add nsw i32 %34, 128
  %40 = icmp slt i32 %39, %2
  br i1 %40, label %32, label %12, !llvm.loop !12

41:                                               ; preds = %59, %29
  %42 = phi float [ 0.000000e+00, %29 ], [ %68, %59 ]
  store float %42, ptr %15, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  br label %43

43:                                               ; preds = %53, %41
  %44 = phi i32 [ 64, %41 ], [ %54, %53 ]
  %45 = icmp ult i32 %10, %44
  br i1 %45, label %46, label %53

46:                                               ; preds = %43
  %47 = load float, ptr %15, align 4, !tbaa !5
  %48 = add i32 %44, %10
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxPKfPfiE2sh to ptr), i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !5
  %52 = fadd contract float %47, %51
  store float %52, ptr %15, align 4, !tbaa !5
  br label %53

53:                                               ; preds = %46, %43
  tail call void @llvm.nvvm.barrier0()
  %54 = lshr i32 %44, 1
  %55 = icmp ult i32 %44, 2
  br i1 %55, label %56, label %43, !llvm.loop !13

56:                                               ; preds = %53
  %57 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxPKfPfiE2sh to ptr), align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %58 = icmp slt i32 %10, %2
  br i1 %58, label %72, label %71

59:                                               ; preds = %29, %59
  %60 = phi i32 [ %69, %59 ], [ %10, %29 ]
  %61 = phi float [ %68, %59 ], [ 0.000000e+00, %29 ]
  %62 = sext i32 %60 to i64
  %63 = getelementptr inbounds float, ptr %8, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !5
  %65 = fsub contract float %64, %30
  %66 = tail call contract float @expf(float noundef %65) #4
  %67 = getelementptr inbounds float, ptr %9, i64 %62
  store float %66, ptr %67, align 4, !tbaa !5
  %68 = fadd contract float %61, %66
  %69 = add nsw i32 %60, 128
  %70 = icmp slt i32 %69, %2
  br i1 %70, label %59, label %41, !llvm.loop !14

71:                                               ; preds = %72, %56
  ret void

72:                                               ; preds = %56, %72
  %73 = phi i32 [ %78, %72 ], [ %10, %56 ]
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr %9, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !5
  %77 = fdiv contract float %76, %57
  store float %77, ptr %75, align 4, !tbaa !5
  %78 = add nsw i32 %73, 128
  %79 = icmp slt i32 %78, %2
  br i1 %79, label %72, label %71, !llvm.loop !15
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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !10, !11}
!14 = distinct !{!14, !10, !11}
!15 = distinct !{!15, !10, !11}
