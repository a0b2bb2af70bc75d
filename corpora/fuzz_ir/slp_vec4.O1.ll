; ModuleID = 'slp_vec4.cu'
source_filename = "slp_vec4.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.vec4f = type { float, float, float, float }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z14slp_scale_biasPKfS0_Pffi(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, float noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %48

12:                                               ; preds = %5
  %13 = shl nsw i32 %10, 2
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !7
  %17 = fmul contract float %16, %3
  %18 = load float, ptr %1, align 4, !tbaa !7
  %19 = fadd contract float %17, %18
  %20 = getelementptr inbounds float, ptr %2, i64 %14
  store float %19, ptr %20, align 4, !tbaa !7
  %21 = or i32 %13, 1
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !7
  %25 = fmul contract float %24, %3
  %26 = getelementptr inbounds float, ptr %1, i64 1
  %27 = load float, ptr %26, align 4, !tbaa !7
  %28 = fadd contract float %25, %27
  %29 = getelementptr inbounds float, ptr %2, i64 %22
  store float %28, ptr %29, align 4, !tbaa !7
  %30 = or i32 %13, 2
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %0, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !7
  %34 = fmul contract float %33, %3
  %35 = getelementptr inbounds float, ptr %1, i64 2
  %36 = load float, ptr %35, align 4, !tbaa !7
  %37 = fadd contract float %34, %36
  %38 = getelementptr inbounds float, ptr %2, i64 %31
  store float %37, ptr %38, align 4, !tbaa !7
  %39 = or i32 %13, 3
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %0, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !7
  %43 = fmul contract float %42, %3
  %44 = getelementptr inbounds float, ptr %1, i64 3
  %45 = load float, ptr %44, align 4, !tbaa !7
  %46 = fadd contract float %43, %45
  %47 = getelementptr inbounds float, ptr %2, i64 %40
  store float %46, ptr %47, align 4, !tbaa !7
  br label %48

48:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11slp_struct4PK5vec4fS1_PS_i(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %41

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds %struct.vec4f, ptr %0, i64 %12
  %14 = load float, ptr %13, align 16, !tbaa.struct !11
  %15 = getelementptr inbounds i8, ptr %13, i64 4
  %16 = load float, ptr %15, align 4, !tbaa.struct !12
  %17 = getelementptr inbounds i8, ptr %13, i64 8
  %18 = load float, ptr %17, align 8, !tbaa.struct !13
  %19 = getelementptr inbounds i8, ptr %13, i64 12
  %20 = load float, ptr %19, align 4, !tbaa.struct !14
  %21 = getelementptr inbounds %struct.vec4f, ptr %1, i64 %12
  %22 = load float, ptr %21, align 16, !tbaa.struct !11
  %23 = getelementptr inbounds i8, ptr %21, i64 4
  %24 = load float, ptr %23, align 4, !tbaa.struct !12
  %25 = getelementptr inbounds i8, ptr %21, i64 8
  %26 = load float, ptr %25, align 8, !tbaa.struct !13
  %27 = getelementptr inbounds i8, ptr %21, i64 12
  %28 = load float, ptr %27, align 4, !tbaa.struct !14
  %29 = fmul contract float %14, %22
  %30 = fmul contract float %16, %24
  %31 = fsub contract float %29, %30
  %32 = fmul contract float %14, %24
  %33 = fmul contract float %16, %22
  %34 = fadd contract float %33, %32
  %35 = fadd contract float %18, %26
  %36 = fsub contract float %20, %28
  %37 = getelementptr inbounds %struct.vec4f, ptr %2, i64 %12
  store float %31, ptr %37, align 16, !tbaa.struct !11
  %38 = getelementptr inbounds i8, ptr %37, i64 4
  store float %34, ptr %38, align 4, !tbaa.struct !12
  %39 = getelementptr inbounds i8, ptr %37, i64 8
  store float %35, ptr %39, align 8, !tbaa.struct !13
  %40 = getelementptr inbounds i8, ptr %37, i64 12
  store float %36, ptr %40, align 4, !tbaa.struct !14
  br label %41

41:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11slp_double2PKdPdi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %25

10:                                               ; preds = %3
  %11 = shl nsw i32 %8, 1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds double, ptr %0, i64 %12
  %14 = load double, ptr %13, align 8, !tbaa !15
  %15 = fmul contract double %14, 2.000000e+00
  %16 = fadd contract double %15, 1.000000e+00
  %17 = getelementptr inbounds double, ptr %1, i64 %12
  store double %16, ptr %17, align 8, !tbaa !15
  %18 = or i32 %11, 1
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %0, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !15
  %22 = fmul contract double %21, 2.000000e+00
  %23 = fadd contract double %22, 1.000000e+00
  %24 = getelementptr inbounds double, ptr %1, i64 %19
  store double %23, ptr %24, align 8, !tbaa !15
  br label %25

25:                                               ; preds = %3, %10
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

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z14slp_scale_biasPKfS0_Pffi, !"kernel", i32 1}
!1 = !{ptr @_Z11slp_struct4PK5vec4fS1_PS_i, !"kernel", i32 1}
!2 = !{ptr @_Z11slp_double2PKdPdi, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{i64 0, i64 4, !7, i64 4, i64 4, !7, i64 8, i64 4, !7, i64 12, i64 4, !7}
!12 = !{i64 0, i64 4, !7, i64 4, i64 4, !7, i64 8, i64 4, !7}
!13 = !{i64 0, i64 4, !7, i64 4, i64 4, !7}
!14 = !{i64 0, i64 4, !7}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !9, i64 0}
