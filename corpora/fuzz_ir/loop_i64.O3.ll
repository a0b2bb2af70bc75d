; ModuleID = 'loop_i64.cu'
source_filename = "loop_i64.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z14loop_i64_scalePKdPdmd(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i64 noundef %2, double noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = zext i32 %5 to i64
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %8 = zext i32 %7 to i64
  %9 = mul nuw i64 %6, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = zext i32 %10 to i64
  %12 = mul nuw i64 %11, %6
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = zext i32 %13 to i64
  %15 = add nuw i64 %12, %14
  %16 = icmp ult i64 %15, %2
  br i1 %16, label %18, label %17

17:                                               ; preds = %18, %4
  ret void

18:                                               ; preds = %4, %18
  %19 = phi i64 [ %24, %18 ], [ %15, %4 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !6
  %22 = fmul contract double %21, %3
  %23 = getelementptr inbounds double, ptr %1, i64 %19
  store double %22, ptr %23, align 8, !tbaa !6
  %24 = add i64 %19, %9
  %25 = icmp ult i64 %24, %2
  br i1 %25, label %18, label %17, !llvm.loop !10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z15loop_i64_gatherPKfPfxxx(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i64 noundef %2, i64 noundef %3, i64 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = zext i32 %6 to i64
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = zext i32 %8 to i64
  %10 = mul nuw nsw i64 %7, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = zext i32 %11 to i64
  %13 = add nuw nsw i64 %10, %12
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %15 = zext i32 %14 to i64
  %16 = mul nuw nsw i64 %9, %15
  %17 = icmp slt i64 %13, %2
  br i1 %17, label %19, label %18

18:                                               ; preds = %19, %5
  ret void

19:                                               ; preds = %5, %19
  %20 = phi i64 [ %26, %19 ], [ %13, %5 ]
  %21 = mul nsw i64 %20, %3
  %22 = add nsw i64 %21, %4
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !12
  %25 = getelementptr inbounds float, ptr %1, i64 %20
  store float %24, ptr %25, align 4, !tbaa !12
  %26 = add nuw nsw i64 %20, %16
  %27 = icmp slt i64 %26, %2
  br i1 %27, label %19, label %18, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z14loop_i64_scalePKdPdmd, !"kernel", i32 1}
!1 = !{ptr @_Z15loop_i64_gatherPKfPfxxx, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = distinct !{!14, !11}
