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
  %14 = shl i32 %8, 2
  br i1 %13, label %15, label %101

15:                                               ; preds = %3
  %16 = or i32 %14, 3
  %17 = icmp slt i32 %16, %2
  br i1 %17, label %39, label %18

18:                                               ; preds = %15
  %19 = icmp slt i32 %14, %2
  br i1 %19, label %20, label %115

20:                                               ; preds = %18
  %21 = sub i32 %2, %14
  %22 = xor i32 %14, -1
  %23 = add i32 %22, %2
  %24 = and i32 %21, 7
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %36, label %26

26:                                               ; preds = %20, %26
  %27 = phi i32 [ %33, %26 ], [ %14, %20 ]
  %28 = phi i32 [ %34, %26 ], [ 0, %20 ]
  %29 = sext i32 %27 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !7
  %32 = getelementptr inbounds float, ptr %1, i64 %29
  store float %31, ptr %32, align 4, !tbaa !7
  %33 = add nsw i32 %27, 1
  %34 = add i32 %28, 1
  %35 = icmp eq i32 %34, %24
  br i1 %35, label %36, label %26, !llvm.loop !16

36:                                               ; preds = %26, %20
  %37 = phi i32 [ %14, %20 ], [ %33, %26 ]
  %38 = icmp ult i32 %23, 7
  br i1 %38, label %115, label %58

39:                                               ; preds = %15
  %40 = sext i32 %14 to i64
  %41 = getelementptr inbounds float, ptr %0, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !7
  %43 = or i32 %14, 1
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %0, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !7
  %47 = or i32 %14, 2
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !7
  %51 = sext i32 %16 to i64
  %52 = getelementptr inbounds float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !7
  %54 = getelementptr inbounds float, ptr %1, i64 %40
  store float %42, ptr %54, align 4, !tbaa !7
  %55 = getelementptr inbounds float, ptr %1, i64 %44
  store float %46, ptr %55, align 4, !tbaa !7
  %56 = getelementptr inbounds float, ptr %1, i64 %48
  store float %50, ptr %56, align 4, !tbaa !7
  %57 = getelementptr inbounds float, ptr %1, i64 %51
  store float %53, ptr %57, align 4, !tbaa !7
  br label %115

58:                                               ; preds = %36, %58
  %59 = phi i32 [ %99, %58 ], [ %37, %36 ]
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %0, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !7
  %63 = getelementptr inbounds float, ptr %1, i64 %60
  store float %62, ptr %63, align 4, !tbaa !7
  %64 = add nsw i32 %59, 1
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %0, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !7
  %68 = getelementptr inbounds float, ptr %1, i64 %65
  store float %67, ptr %68, align 4, !tbaa !7
  %69 = add nsw i32 %59, 2
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %0, i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !7
  %73 = getelementptr inbounds float, ptr %1, i64 %70
  store float %72, ptr %73, align 4, !tbaa !7
  %74 = add nsw i32 %59, 3
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %0, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !7
  %78 = getelementptr inbounds float, ptr %1, i64 %75
  store float %77, ptr %78, align 4, !tbaa !7
  %79 = add nsw i32 %59, 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr %0, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !7
  %83 = getelementptr inbounds float, ptr %1, i64 %80
  store float %82, ptr %83, align 4, !tbaa !7
  %84 = add nsw i32 %59, 5
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr %0, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !7
  %88 = getelementptr inbounds float, ptr %1, i64 %85
  store float %87, ptr %88, align 4, !tbaa !7
  %89 = add nsw i32 %59, 6
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr %0, i64 %90
  %92 = load float, ptr %91, align 4, !tbaa !7
  %93 = getelementptr inbounds float, ptr %1, i64 %90
  store float %92, ptr %93, align 4, !tbaa !7
  %94 = add nsw i32 %59, 7
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds float, ptr %0, i64 %95
  %97 = load float, ptr %96, align 4, !tbaa !7
  %98 = getelementptr inbounds float, ptr %1, i64 %95
  store float %97, ptr %98, align 4, !tbaa !7
  %99 = add nsw i32 %59, 8
  %100 = icmp eq i32 %99, %2
  br i1 %100, label %115, label %58, !llvm.loop !18

101:                                              ; preds = %3
  %102 = icmp slt i32 %14, %2
  br i1 %102, label %103, label %115

103:                                              ; preds = %101
  %104 = or i32 %14, 3
  br label %105

105:                                              ; preds = %103, %105
  %106 = phi i32 [ %111, %105 ], [ %14, %103 ]
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds float, ptr %0, i64 %107
  %109 = load float, ptr %108, align 4, !tbaa !7
  %110 = getelementptr inbounds float, ptr %1, i64 %107
  store float %109, ptr %110, align 4, !tbaa !7
  %111 = add nsw i32 %106, 1
  %112 = icmp slt i32 %106, %104
  %113 = icmp slt i32 %111, %2
  %114 = and i1 %112, %113
  br i1 %114, label %105, label %115, !llvm.loop !20

115:                                              ; preds = %105, %36, %58, %101, %18, %39
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
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = distinct !{!20, !19}
