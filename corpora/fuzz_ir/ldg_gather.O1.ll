; ModuleID = 'ldg_gather.cu'
source_filename = "ldg_gather.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z10ldg_gatherPKiPKfS2_Pfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %29

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = tail call i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %15, i32 4)
  %17 = icmp slt i32 %16, 0
  %18 = icmp slt i32 %16, %4
  %19 = add nsw i32 %4, -1
  %20 = select i1 %18, i32 %16, i32 %19
  %21 = select i1 %17, i32 0, i32 %20
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %1, i64 %22
  %24 = tail call contract float @llvm.nvvm.ldg.global.f.f32.p0(ptr %23, i32 4)
  %25 = getelementptr inbounds float, ptr %2, i64 %14
  %26 = tail call contract float @llvm.nvvm.ldg.global.f.f32.p0(ptr %25, i32 4)
  %27 = fmul contract float %24, %26
  %28 = getelementptr inbounds float, ptr %3, i64 %14
  store float %27, ptr %28, align 4, !tbaa !6
  br label %29

29:                                               ; preds = %6, %13
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z8spmv_csrPKiS0_PKfS2_Pfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef readonly %3, ptr noalias nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %40

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = tail call i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %15, i32 4)
  %17 = add nsw i32 %11, 1
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  %20 = tail call i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %19, i32 4)
  %21 = icmp slt i32 %16, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %25, %13
  %23 = phi float [ 0.000000e+00, %13 ], [ %37, %25 ]
  %24 = getelementptr inbounds float, ptr %4, i64 %14
  store float %23, ptr %24, align 4, !tbaa !6
  br label %40

25:                                               ; preds = %13, %25
  %26 = phi i32 [ %38, %25 ], [ %16, %13 ]
  %27 = phi float [ %37, %25 ], [ 0.000000e+00, %13 ]
  %28 = sext i32 %26 to i64
  %29 = getelementptr inbounds float, ptr %2, i64 %28
  %30 = tail call contract float @llvm.nvvm.ldg.global.f.f32.p0(ptr %29, i32 4)
  %31 = getelementptr inbounds i32, ptr %1, i64 %28
  %32 = tail call i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %31, i32 4)
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %3, i64 %33
  %35 = tail call contract float @llvm.nvvm.ldg.global.f.f32.p0(ptr %34, i32 4)
  %36 = fmul contract float %30, %35
  %37 = fadd contract float %27, %36
  %38 = add i32 %26, 1
  %39 = icmp eq i32 %38, %20
  br i1 %39, label %22, label %25, !llvm.loop !10

40:                                               ; preds = %6, %22
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr nocapture, i32) #2

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare float @llvm.nvvm.ldg.global.f.f32.p0(ptr nocapture, i32) #2

attributes #0 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind memory(argmem: read) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z10ldg_gatherPKiPKfS2_Pfii, !"kernel", i32 1}
!1 = !{ptr @_Z8spmv_csrPKiS0_PKfS2_Pfi, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
