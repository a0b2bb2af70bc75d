; ModuleID = 'math_libcalls.cu'
source_filename = "math_libcalls.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13math_libcallsPKfS0_PfPdi(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %64

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !5
  %16 = getelementptr inbounds float, ptr %1, i64 %13
  %17 = load float, ptr %16, align 4, !tbaa !5
  %18 = tail call contract float @sinf(float noundef %15) #3
  %19 = tail call contract float @cosf(float noundef %17) #3
  %20 = fmul contract float %18, %19
  %21 = fneg contract float %15
  %22 = fmul contract float %15, %21
  %23 = tail call contract float @expf(float noundef %22) #3
  %24 = fadd contract float %20, %23
  %25 = tail call contract float @llvm.fabs.f32(float %17)
  %26 = fadd contract float %25, 1.000000e+00
  %27 = tail call contract float @logf(float noundef %26) #3
  %28 = fadd contract float %24, %27
  %29 = tail call contract float @llvm.fabs.f32(float %15)
  %30 = tail call contract float @powf(float noundef %29, float noundef 1.500000e+00) #3
  %31 = tail call contract float @sqrtf(float noundef %25) #3
  %32 = fadd contract float %30, %31
  %33 = fsub contract float %15, %17
  %34 = tail call contract float @tanhf(float noundef %33) #3
  %35 = fadd contract float %32, %34
  %36 = fadd contract float %28, %35
  %37 = tail call contract float @atan2f(float noundef %15, float noundef %17) #3
  %38 = tail call contract float @fmodf(float noundef %15, float noundef 2.500000e+00) #3
  %39 = fadd contract float %37, %38
  %40 = fadd contract float %36, %39
  %41 = shl nsw i32 %10, 1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %2, i64 %42
  store float %40, ptr %43, align 4, !tbaa !5
  %44 = tail call contract float @sinf(float noundef 5.000000e-01) #3
  %45 = tail call contract float @powf(float noundef 2.000000e+00, float noundef 1.000000e+01) #3
  %46 = tail call contract float @expf(float noundef 1.000000e+00) #3
  %47 = fmul contract float %45, %46
  %48 = fadd contract float %44, %47
  %49 = tail call contract float @logf(float noundef 8.000000e+00) #3
  %50 = fadd contract float %49, %48
  %51 = or i32 %41, 1
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %2, i64 %52
  store float %50, ptr %53, align 4, !tbaa !5
  %54 = fpext float %15 to double
  %55 = tail call contract double @sin(double noundef %54) #3
  %56 = fmul contract double %54, 5.000000e-01
  %57 = tail call contract double @exp(double noundef %56) #3
  %58 = fadd contract double %55, %57
  %59 = tail call contract double @pow(double noundef %54, double noundef 3.000000e+00) #3
  %60 = fadd contract double %58, %59
  %61 = tail call contract double @pow(double noundef 2.000000e+00, double noundef 5.000000e-01) #3
  %62 = fadd contract double %60, %61
  %63 = getelementptr inbounds double, ptr %3, i64 %13
  store double %62, ptr %63, align 8, !tbaa !9
  br label %64

64:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local float @sinf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @cosf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @expf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @logf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @powf(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @sqrtf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @tanhf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @atan2f(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @fmodf(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local double @sin(double noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local double @exp(double noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local double @pow(double noundef, double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z13math_libcallsPKfS0_PfPdi, !"kernel", i32 1}
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
