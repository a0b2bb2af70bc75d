; ModuleID = 'fpdiv.cu'
source_filename = "fpdiv.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z5fpdivPKfS0_PfPKdS3_Pdi(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef writeonly %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %6
  br i1 %13, label %14, label %51

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !5
  %18 = getelementptr inbounds float, ptr %1, i64 %15
  %19 = load float, ptr %18, align 4, !tbaa !5
  %20 = fdiv contract float %17, %19
  %21 = mul nsw i32 %12, 3
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %2, i64 %22
  store float %20, ptr %23, align 4, !tbaa !5
  %24 = fdiv contract float %17, 3.000000e+00
  %25 = fmul contract float %19, 2.500000e-01
  %26 = fadd contract float %24, %25
  %27 = add nsw i32 %21, 1
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %2, i64 %28
  store float %26, ptr %29, align 4, !tbaa !5
  %30 = fdiv contract float 1.000000e+00, %17
  %31 = add nsw i32 %21, 2
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %2, i64 %32
  store float %30, ptr %33, align 4, !tbaa !5
  %34 = getelementptr inbounds double, ptr %3, i64 %15
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = getelementptr inbounds double, ptr %4, i64 %15
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = fdiv contract double %35, %37
  %39 = shl nsw i32 %12, 1
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %5, i64 %40
  store double %38, ptr %41, align 8, !tbaa !9
  %42 = fmul contract double %35, %37
  %43 = fadd contract double %42, 1.000000e+00
  %44 = fpext float %17 to double
  %45 = fdiv contract double %43, %44
  %46 = fdiv contract double %37, 1.000000e-01
  %47 = fsub contract double %45, %46
  %48 = or i32 %39, 1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %5, i64 %49
  store double %47, ptr %50, align 8, !tbaa !9
  br label %51

51:                                               ; preds = %7, %14
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

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z5fpdivPKfS0_PfPKdS3_Pdi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
