; ModuleID = 'quantize.cu'
source_filename = "quantize.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11quantize_i8PKfPaPhfii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, float noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %34

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !7
  %17 = fdiv contract float %16, %3
  %18 = tail call contract float @llvm.rint.f32(float %17)
  %19 = sitofp i32 %4 to float
  %20 = fadd contract float %18, %19
  %21 = tail call contract float @llvm.maxnum.f32(float %20, float -1.280000e+02)
  %22 = tail call contract float @llvm.minnum.f32(float %21, float 1.270000e+02)
  %23 = fptosi float %22 to i32
  %24 = trunc i32 %23 to i8
  %25 = getelementptr inbounds i8, ptr %1, i64 %14
  store i8 %24, ptr %25, align 1, !tbaa !11
  %26 = load float, ptr %15, align 4, !tbaa !7
  %27 = tail call contract float @llvm.fabs.f32(float %26)
  %28 = fmul contract float %27, 2.000000e+00
  %29 = tail call contract float @llvm.maxnum.f32(float %28, float 0.000000e+00)
  %30 = tail call contract float @llvm.minnum.f32(float %29, float 2.550000e+02)
  %31 = fptoui float %30 to i32
  %32 = trunc i32 %31 to i8
  %33 = getelementptr inbounds i8, ptr %2, i64 %14
  store i8 %32, ptr %33, align 1, !tbaa !11
  br label %34

34:                                               ; preds = %6, %13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z13dequantize_i8PKaPKhPKdPKxPffi(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef writeonly %4, float noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %6
  br i1 %13, label %14, label %49

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i8, ptr %0, i64 %15
  %17 = load i8, ptr %16, align 1, !tbaa !11
  %18 = sext i8 %17 to i32
  %19 = add nsw i32 %18, -3
  %20 = sub nsw i32 3, %18
  %21 = icmp slt i8 %17, 3
  %22 = select i1 %21, i32 %20, i32 %19
  %23 = getelementptr inbounds i8, ptr %1, i64 %15
  %24 = load i8, ptr %23, align 1, !tbaa !11
  %25 = sitofp i32 %22 to float
  %26 = fmul contract float %25, %5
  %27 = shl nsw i32 %12, 2
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %4, i64 %28
  store float %26, ptr %29, align 4, !tbaa !7
  %30 = uitofp i8 %24 to float
  %31 = fmul contract float %30, %5
  %32 = or i32 %27, 1
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %4, i64 %33
  store float %31, ptr %34, align 4, !tbaa !7
  %35 = getelementptr inbounds double, ptr %2, i64 %15
  %36 = load double, ptr %35, align 8, !tbaa !12
  %37 = fptrunc double %36 to float
  %38 = or i32 %27, 2
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %4, i64 %39
  store float %37, ptr %40, align 4, !tbaa !7
  %41 = getelementptr inbounds i64, ptr %3, i64 %15
  %42 = load i64, ptr %41, align 8, !tbaa !14
  %43 = sitofp i64 %42 to double
  %44 = fmul contract double %43, 5.000000e-01
  %45 = fptrunc double %44 to float
  %46 = or i32 %27, 3
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %4, i64 %47
  store float %45, ptr %48, align 4, !tbaa !7
  br label %49

49:                                               ; preds = %7, %14
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z15copy_maybe_vec4PKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = ptrtoint ptr %0 to i64
  %10 = ptrtoint ptr %1 to i64
  %11 = or i64 %10, %9
  %12 = and i64 %11, 15
  %13 = icmp eq i64 %12, 0
  %14 = shl nsw i32 %8, 2
  br i1 %13, label %15, label %47

15:                                               ; preds = %3
  %16 = or i32 %14, 3
  %17 = icmp slt i32 %16, %2
  br i1 %17, label %20, label %18

18:                                               ; preds = %15
  %19 = icmp slt i32 %14, %2
  br i1 %19, label %39, label %61

20:                                               ; preds = %15
  %21 = sext i32 %14 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !7
  %24 = or i32 %14, 1
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !7
  %28 = or i32 %14, 2
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !7
  %32 = sext i32 %16 to i64
  %33 = getelementptr inbounds float, ptr %0, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !7
  %35 = getelementptr inbounds float, ptr %1, i64 %21
  store float %23, ptr %35, align 4, !tbaa !7
  %36 = getelementptr inbounds float, ptr %1, i64 %25
  store float %27, ptr %36, align 4, !tbaa !7
  %37 = getelementptr inbounds float, ptr %1, i64 %29
  store float %31, ptr %37, align 4, !tbaa !7
  %38 = getelementptr inbounds float, ptr %1, i64 %32
  store float %34, ptr %38, align 4, !tbaa !7
  br label %61

39:                                               ; preds = %18, %39
  %40 = phi i32 [ %45, %39 ], [ %14, %18 ]
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %0, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !7
  %44 = getelementptr inbounds float, ptr %1, i64 %41
  store float %43, ptr %44, align 4, !tbaa !7
  %45 = add nsw i32 %40, 1
  %46 = icmp eq i32 %45, %2
  br i1 %46, label %61, label %39, !llvm.loop !16

47:                                               ; preds = %3
  %48 = icmp slt i32 %14, %2
  br i1 %48, label %49, label %61

49:                                               ; preds = %47
  %50 = or i32 %14, 3
  br label %51

51:                                               ; preds = %49, %51
  %52 = phi i32 [ %57, %51 ], [ %14, %49 ]
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !7
  %56 = getelementptr inbounds float, ptr %1, i64 %53
  store float %55, ptr %56, align 4, !tbaa !7
  %57 = add nsw i32 %52, 1
  %58 = icmp slt i32 %52, %50
  %59 = icmp slt i32 %57, %2
  %60 = and i1 %58, %59
  br i1 %60, label %51, label %61, !llvm.loop !19

61:                                               ; preds = %51, %39, %47, %18, %20
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z11quantize_i8PKfPaPhfii, !"kernel", i32 1}
!1 = !{ptr @_Z13dequantize_i8PKaPKhPKdPKxPffi, !"kernel", i32 1}
!2 = !{ptr @_Z15copy_maybe_vec4PKfPfi, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!9, !9, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !9, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"long long", !9, i64 0}
!16 = distinct !{!16, !17, !18}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !17, !18}
