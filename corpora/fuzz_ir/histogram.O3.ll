; ModuleID = 'histogram.cu'
source_filename = "histogram.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9histogramPKhjPjE5local = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9histogramPKhjPj(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp ult i32 %4, 256
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %5, label %14, label %7

7:                                                ; preds = %14, %3
  tail call void @llvm.nvvm.barrier0()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %9 = mul i32 %6, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = mul i32 %10, %6
  %12 = add i32 %11, %4
  %13 = icmp ult i32 %12, %1
  br i1 %13, label %21, label %20

14:                                               ; preds = %3, %14
  %15 = phi i32 [ %18, %14 ], [ %4, %3 ]
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKhjPjE5local to ptr), i64 0, i64 %16
  store i32 0, ptr %17, align 4, !tbaa !5
  %18 = add i32 %15, %6
  %19 = icmp ult i32 %18, 256
  br i1 %19, label %14, label %7, !llvm.loop !9

20:                                               ; preds = %21, %7
  tail call void @llvm.nvvm.barrier0()
  br i1 %5, label %32, label %31

21:                                               ; preds = %7, %21
  %22 = phi i32 [ %29, %21 ], [ %12, %7 ]
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds i8, ptr %0, i64 %23
  %25 = load i8, ptr %24, align 1, !tbaa !11
  %26 = zext i8 %25 to i64
  %27 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKhjPjE5local to ptr), i64 0, i64 %26
  %28 = atomicrmw add ptr %27, i32 1 seq_cst, align 4
  %29 = add i32 %22, %9
  %30 = icmp ult i32 %29, %1
  br i1 %30, label %21, label %20, !llvm.loop !12

31:                                               ; preds = %41, %20
  ret void

32:                                               ; preds = %20, %41
  %33 = phi i32 [ %42, %41 ], [ %4, %20 ]
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKhjPjE5local to ptr), i64 0, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !5
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %41, label %38

38:                                               ; preds = %32
  %39 = getelementptr inbounds i32, ptr %2, i64 %34
  %40 = atomicrmw add ptr %39, i32 %36 seq_cst, align 4
  br label %41

41:                                               ; preds = %32, %38
  %42 = add i32 %33, %6
  %43 = icmp ult i32 %42, 256
  br i1 %43, label %32, label %31, !llvm.loop !13
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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
