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
  br i1 %12, label %13, label %101

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = tail call i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %15, i32 4)
  %17 = add nsw i32 %11, 1
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  %20 = tail call i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %19, i32 4)
  %21 = icmp sgt i32 %20, %16
  br i1 %21, label %22, label %50

22:                                               ; preds = %13
  %23 = sub i32 %20, %16
  %24 = freeze i32 %23
  %25 = add i32 %24, -1
  %26 = and i32 %24, 3
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %45, label %28

28:                                               ; preds = %22, %28
  %29 = phi i32 [ %42, %28 ], [ %16, %22 ]
  %30 = phi float [ %41, %28 ], [ 0.000000e+00, %22 ]
  %31 = phi i32 [ %43, %28 ], [ 0, %22 ]
  %32 = sext i32 %29 to i64
  %33 = getelementptr inbounds float, ptr %2, i64 %32
  %34 = tail call contract float @llvm.nvvm.ldg.global.f.f32.p0(ptr %33, i32 4)
  %35 = getelementptr inbounds i32, ptr %1, i64 %32
  %36 = tail call i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %35, i32 4)
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %3, i64 %37
  %39 = tail call contract float @llvm.nvvm.ldg.global.f.f32.p0(ptr %38, i32 4)
  %40 = fmul contract float %34, %39
  %41 = fadd contract float %30, %40
  %42 = add i32 %29, 1
  %43 = add i32 %31, 1
  %44 = icmp eq i32 %43, %26
  br i1 %44, label %45, label %28, !llvm.loop !10

45:                                               ; preds = %28, %22
  %46 = phi float [ undef, %22 ], [ %41, %28 ]
  %47 = phi i32 [ %16, %22 ], [ %42, %28 ]
  %48 = phi float [ 0.000000e+00, %22 ], [ %41, %28 ]
  %49 = icmp ult i32 %25, 3
  br i1 %49, label %50, label %53

50:                                               ; preds = %45, %53, %13
  %51 = phi float [ 0.000000e+00, %13 ], [ %46, %45 ], [ %98, %53 ]
  %52 = getelementptr inbounds float, ptr %4, i64 %14
  store float %51, ptr %52, align 4, !tbaa !6
  br label %101

53:                                               ; preds = %45, %53
  %54 = phi i32 [ %99, %53 ], [ %47, %45 ]
  %55 = phi float [ %98, %53 ], [ %48, %45 ]
  %56 = sext i32 %54 to i64
  %57 = getelementptr inbounds float, ptr %2, i64 %56
  %58 = tail call contract float @llvm.nvvm.ldg.global.f.f32.p0(ptr %57, i32 4)
  %59 = getelementptr inbounds i32, ptr %1, i64 %56
  %60 = tail call i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %59, i32 4)
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %3, i64 %61
  %63 = tail call contract float @llvm.nvvm.ldg.global.f.f32.p0(ptr %62, i32 4)
  %64 = fmul contract float %58, %63
  %65 = fadd contract float %55, %64
  %66 = add i32 %54, 1
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %2, i64 %67
  %69 = tail call contract float @llvm.nvvm.ldg.global.f.f32.p0(ptr %68, i32 4)
  %70 = getelementptr inbounds i32, ptr %1, i64 %67
  %71 = tail call i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %70, i32 4)
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr %3, i64 %72
  %74 = tail call contract float @llvm.nvvm.ldg.global.f.f32.p0(ptr %73, i32 4)
  %75 = fmul contract float %69, %74
  %76 = fadd contract float %65, %75
  %77 = add i32 %54, 2
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr %2, i64 %78
  %80 = tail call contract float @llvm.nvvm.ldg.global.f.f32.p0(ptr %79, i32 4)
  %81 = getelementptr inbounds i32, ptr %1, i64 %78
  %82 = tail call i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %81, i32 4)
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr %3, i64 %83
  %85 = tail call contract float @llvm.nvvm.ldg.global.f.f32.p0(ptr %84, i32 4)
  %86 = fmul contract float %80, %85
  %87 = fadd contract float %76, %86
  %88 = add i32 %54, 3
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr %2, i64 %89
  %91 = tail call contract float @llvm.nvvm.ldg.global.f.f32.p0(ptr %90, i32 4)
  %92 = getelementptr inbounds i32, ptr %1, i64 %89
  %93 = tail call i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %92, i32 4)
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr %3, i64 %94
  %96 = tail call contract float @llvm.nvvm.ldg.global.f.f32.p0(ptr %95, i32 4)
  %97 = fmul contract float %91, %96
  %98 = fadd contract float %87, %97
  %99 = add i32 %54, 4
  %100 = icmp eq i32 %99, %20
  br i1 %100, label %50, label %53, !llvm.loop !12

101:                                              ; preds = %6, %50
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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
