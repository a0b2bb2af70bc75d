; ModuleID = 'histogram.cu'
source_filename = "histogram.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9histogramPKhjPjE5local = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9histogramPKhjPj(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp ult i32 %4, 256
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %16

8:                                                ; preds = %16, %3
  tail call void @llvm.nvvm.barrier0()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %11 = mul i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = mul i32 %12, %9
  %14 = add i32 %13, %4
  %15 = icmp ult i32 %14, %1
  br i1 %15, label %24, label %22

16:                                               ; preds = %6, %16
  %17 = phi i32 [ %4, %6 ], [ %20, %16 ]
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKhjPjE5local to ptr), i64 0, i64 %18
  store i32 0, ptr %19, align 4, !tbaa !5
  %20 = add i32 %17, %7
  %21 = icmp ult i32 %20, 256
  br i1 %21, label %16, label %8, !llvm.loop !9

22:                                               ; preds = %24, %8
  tail call void @llvm.nvvm.barrier0()
  %23 = icmp ult i32 %4, 256
  br i1 %23, label %35, label %34

24:                                               ; preds = %8, %24
  %25 = phi i32 [ %32, %24 ], [ %14, %8 ]
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds i8, ptr %0, i64 %26
  %28 = load i8, ptr %27, align 1, !tbaa !12
  %29 = zext i8 %28 to i64
  %30 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKhjPjE5local to ptr), i64 0, i64 %29
  %31 = atomicrmw add ptr %30, i32 1 seq_cst, align 4
  %32 = add i32 %25, %11
  %33 = icmp ult i32 %32, %1
  br i1 %33, label %24, label %22, !llvm.loop !13

34:                                               ; preds = %44, %22
  ret void

35:                                               ; preds = %22, %44
  %36 = phi i32 [ %45, %44 ], [ %4, %22 ]
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKhjPjE5local to ptr), i64 0, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %44, label %41

41:                                               ; preds = %35
  %42 = getelementptr inbounds i32, ptr %2, i64 %37
  %43 = atomicrmw add ptr %42, i32 %39 seq_cst, align 4
  br label %44

44:                                               ; preds = %35, %41
  %45 = add i32 %36, %9
  %46 = icmp ult i32 %45, 256
  br i1 %46, label %35, label %34, !llvm.loop !14
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z9histogramPKhjPj, !"kernel", i32 1}
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
!12 = !{!7, !7, i64 0}
!13 = distinct !{!13, !10, !11}
!14 = distinct !{!14, !10, !11}
