; ModuleID = 'params_struct.cu'
source_filename = "params_struct.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Affine = type { float, float, i32, i32 }
%struct.Lut8 = type { [8 x float], i32 }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z13params_affine6AffinePKfPf(ptr nocapture noundef readonly byval(%struct.Affine) align 4 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = getelementptr inbounds %struct.Affine, ptr %0, i64 0, i32 2
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = icmp slt i32 %8, %10
  br i1 %11, label %12, label %28

12:                                               ; preds = %3
  %13 = sext i32 %8 to i64
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !12
  %16 = load float, ptr %0, align 4, !tbaa !13
  %17 = fmul contract float %15, %16
  %18 = getelementptr inbounds %struct.Affine, ptr %0, i64 0, i32 1
  %19 = load float, ptr %18, align 4, !tbaa !14
  %20 = fadd contract float %17, %19
  %21 = getelementptr inbounds %struct.Affine, ptr %0, i64 0, i32 3
  %22 = load i32, ptr %21, align 4, !tbaa !15
  %23 = icmp eq i32 %22, 0
  %24 = tail call contract float @llvm.maxnum.f32(float %20, float 0.000000e+00)
  %25 = tail call contract float @llvm.minnum.f32(float %24, float 1.000000e+00)
  %26 = select i1 %23, float %20, float %25
  %27 = getelementptr inbounds float, ptr %2, i64 %13
  store float %26, ptr %27, align 4, !tbaa !12
  br label %28

28:                                               ; preds = %3, %12
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z10params_lutPKiPf4Lut8i(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef readonly byval(%struct.Lut8) align 4 %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %24

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !16
  %15 = and i32 %14, 7
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [8 x float], ptr %2, i64 0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !12
  %19 = getelementptr inbounds %struct.Lut8, ptr %2, i64 0, i32 1
  %20 = load i32, ptr %19, align 4, !tbaa !17
  %21 = sitofp i32 %20 to float
  %22 = fmul contract float %18, %21
  %23 = getelementptr inbounds float, ptr %1, i64 %12
  store float %22, ptr %23, align 4, !tbaa !12
  br label %24

24:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z13params_affine6AffinePKfPf, !"kernel", i32 1}
!1 = !{ptr @_Z10params_lutPKiPf4Lut8i, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !11, i64 8}
!7 = !{!"_ZTS6Affine", !8, i64 0, !8, i64 4, !11, i64 8, !11, i64 12}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!"int", !9, i64 0}
!12 = !{!8, !8, i64 0}
!13 = !{!7, !8, i64 0}
!14 = !{!7, !8, i64 4}
!15 = !{!7, !11, i64 12}
!16 = !{!11, !11, i64 0}
!17 = !{!18, !11, i64 32}
!18 = !{!"_ZTS4Lut8", !9, i64 0, !11, i64 32}
