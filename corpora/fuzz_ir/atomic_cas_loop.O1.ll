; ModuleID = 'atomic_cas_loop.cu'
source_filename = "atomic_cas_loop.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z15atomic_cas_loopPKfPfPdi(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %37

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !5
  %15 = load atomic i32, ptr %1 monotonic, align 4
  %16 = tail call i32 @llvm.nvvm.bitcast.f2i(float %14)
  br label %17

17:                                               ; preds = %21, %11
  %18 = phi i32 [ %15, %11 ], [ %23, %21 ]
  %19 = tail call contract float @llvm.nvvm.bitcast.i2f(i32 %18)
  %20 = fcmp contract ult float %19, %14
  br i1 %20, label %21, label %25

21:                                               ; preds = %17
  %22 = cmpxchg ptr %1, i32 %18, i32 %16 seq_cst seq_cst, align 4
  %23 = extractvalue { i32, i1 } %22, 0
  %24 = icmp eq i32 %18, %23
  br i1 %24, label %25, label %17, !llvm.loop !9

25:                                               ; preds = %21, %17
  %26 = load float, ptr %13, align 4, !tbaa !5
  %27 = fpext float %26 to double
  %28 = load atomic i64, ptr %2 monotonic, align 8
  br label %29

29:                                               ; preds = %29, %25
  %30 = phi i64 [ %28, %25 ], [ %35, %29 ]
  %31 = tail call contract double @llvm.nvvm.bitcast.ll2d(i64 %30)
  %32 = fadd contract double %31, %27
  %33 = tail call i64 @llvm.nvvm.bitcast.d2ll(double %32)
  %34 = cmpxchg ptr %2, i64 %30, i64 %33 seq_cst seq_cst, align 8
  %35 = extractvalue { i64, i1 } %34, 0
  %36 = icmp eq i64 %30, %35
  br i1 %36, label %37, label %29, !llvm.loop !12

37:                                               ; preds = %29, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.bitcast.i2f(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.bitcast.f2i(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.bitcast.d2ll(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.bitcast.ll2d(i64) #1

attributes #0 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z15atomic_cas_loopPKfPfPdi, !"kernel", i32 1}
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
