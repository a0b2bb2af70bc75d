; ModuleID = 'bitonic_sort.cu'
source_filename = "bitonic_sort.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12bitonic_sortPfE1s = internal unnamed_addr addrspace(3) global [512 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12bitonic_sortPf(ptr nocapture noundef %0) local_unnamed_addr #0 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = shl i32 %3, 9
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds float, ptr %0, i64 %5
  %7 = zext i32 %2 to i64
  %8 = getelementptr inbounds float, ptr %6, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !5
  %10 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %7
  store float %9, ptr %10, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  br label %11

11:                                               ; preds = %1, %17
  %12 = phi i32 [ 2, %1 ], [ %18, %17 ]
  %13 = and i32 %12, %2
  %14 = icmp eq i32 %13, 0
  br label %20

15:                                               ; preds = %17
  %16 = load float, ptr %10, align 4, !tbaa !5
  store float %16, ptr %8, align 4, !tbaa !5
  ret void

17:                                               ; preds = %33
  %18 = shl i32 %12, 1
  %19 = icmp ult i32 %18, 513
  br i1 %19, label %11, label %15, !llvm.loop !9

20:                                               ; preds = %11, %33
  %21 = phi i32 [ %12, %11 ], [ %22, %33 ]
  %22 = lshr i32 %21, 1
  %23 = xor i32 %22, %2
  %24 = icmp ugt i32 %23, %2
  br i1 %24, label %25, label %33

25:                                               ; preds = %20
  %26 = load float, ptr %10, align 4, !tbaa !5
  %27 = zext i32 %23 to i64
  %28 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !5
  %30 = fcmp contract ule float %26, %29
  %31 = xor i1 %14, %30
  br i1 %31, label %32, label %33

32:                                               ; preds = %25
  store float %29, ptr %10, align 4, !tbaa !5
  store float %26, ptr %28, align 4, !tbaa !5
  br label %33

33:                                               ; preds = %25, %32, %20
  tail call void @llvm.nvvm.barrier0()
  %34 = icmp ult i32 %21, 4
  br i1 %34, label %17, label %20, !llvm.loop !12
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

!0 = !{ptr @_Z12bitonic_sortPf, !"kernel", i32 1}
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
