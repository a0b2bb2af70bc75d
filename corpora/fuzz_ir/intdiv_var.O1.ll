; ModuleID = 'intdiv_var.cu'
source_filename = "intdiv_var.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z10intdiv_varPKiS0_PiS1_PKjS3_PjS4_ii(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, ptr nocapture noundef writeonly %6, ptr nocapture noundef writeonly %7, i32 noundef %8, i32 noundef %9) local_unnamed_addr #0 {
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = icmp sge i32 %15, %9
  %17 = icmp slt i32 %8, 1
  %18 = or i1 %17, %16
  br i1 %18, label %52, label %19

19:                                               ; preds = %10
  %20 = sext i32 %15 to i64
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = getelementptr inbounds i32, ptr %1, i64 %20
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = add i32 %24, 1
  %26 = icmp ult i32 %25, 2
  %27 = select i1 %26, i32 7, i32 %24
  %28 = freeze i32 %22
  %29 = freeze i32 %27
  %30 = sdiv i32 %28, %29
  %31 = getelementptr inbounds i32, ptr %2, i64 %20
  store i32 %30, ptr %31, align 4, !tbaa !6
  %32 = mul i32 %30, %29
  %33 = sub i32 %28, %32
  %34 = srem i32 %22, %8
  %35 = sub nsw i32 %33, %34
  %36 = getelementptr inbounds i32, ptr %3, i64 %20
  store i32 %35, ptr %36, align 4, !tbaa !6
  %37 = getelementptr inbounds i32, ptr %4, i64 %20
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = getelementptr inbounds i32, ptr %5, i64 %20
  %40 = load i32, ptr %39, align 4, !tbaa !6
  %41 = icmp eq i32 %40, 0
  %42 = select i1 %41, i32 1, i32 %40
  %43 = freeze i32 %38
  %44 = freeze i32 %42
  %45 = udiv i32 %43, %44
  %46 = getelementptr inbounds i32, ptr %6, i64 %20
  store i32 %45, ptr %46, align 4, !tbaa !6
  %47 = mul i32 %45, %44
  %48 = sub i32 %43, %47
  %49 = urem i32 %38, %8
  %50 = add i32 %49, %48
  %51 = getelementptr inbounds i32, ptr %7, i64 %20
  store i32 %50, ptr %51, align 4, !tbaa !6
  br label %52

52:                                               ; preds = %10, %19
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z12intdiv_var64PKxS0_PxPyxi(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, i64 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp sge i32 %11, %5
  %13 = icmp slt i64 %4, 1
  %14 = or i1 %13, %12
  br i1 %14, label %35, label %15

15:                                               ; preds = %6
  %16 = sext i32 %11 to i64
  %17 = getelementptr inbounds i64, ptr %0, i64 %16
  %18 = load i64, ptr %17, align 8, !tbaa !10
  %19 = getelementptr inbounds i64, ptr %1, i64 %16
  %20 = load i64, ptr %19, align 8, !tbaa !10
  %21 = add i64 %20, 1
  %22 = icmp ult i64 %21, 2
  %23 = select i1 %22, i64 3, i64 %20
  %24 = sdiv i64 %18, %23
  %25 = srem i64 %18, %4
  %26 = sub nsw i64 %24, %25
  %27 = getelementptr inbounds i64, ptr %2, i64 %16
  store i64 %26, ptr %27, align 8, !tbaa !10
  %28 = freeze i64 %18
  %29 = freeze i64 %23
  %30 = udiv i64 %28, %29
  %31 = mul i64 %30, %29
  %32 = sub i64 %28, %31
  %33 = add i64 %32, %30
  %34 = getelementptr inbounds i64, ptr %3, i64 %16
  store i64 %33, ptr %34, align 8, !tbaa !10
  br label %35

35:                                               ; preds = %6, %15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z10intdiv_varPKiS0_PiS1_PKjS3_PjS4_ii, !"kernel", i32 1}
!1 = !{ptr @_Z12intdiv_var64PKxS0_PxPyxi, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !8, i64 0}
