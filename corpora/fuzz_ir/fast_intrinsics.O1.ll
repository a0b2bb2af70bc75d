; ModuleID = 'fast_intrinsics.cu'
source_filename = "fast_intrinsics.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z15fast_intrinsicsPKfS0_PfPKdPdi(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %61

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !5
  %17 = getelementptr inbounds float, ptr %1, i64 %14
  %18 = load float, ptr %17, align 4, !tbaa !5
  %19 = fmul contract float %16, 0x3FF7154760000000
  %20 = tail call contract float @llvm.nvvm.ex2.approx.ftz.f(float %19)
  %21 = tail call contract float @llvm.fabs.f32(float %18)
  %22 = fadd contract float %21, 1.000000e+00
  %23 = tail call contract float @llvm.nvvm.lg2.approx.f(float %22)
  %24 = fmul contract float %23, 0x3FE62E4300000000
  %25 = fadd contract float %20, %24
  %26 = tail call contract float @llvm.nvvm.sin.approx.f(float %16)
  %27 = tail call contract float @llvm.nvvm.cos.approx.ftz.f(float %18)
  %28 = fmul contract float %26, %27
  %29 = fadd contract float %25, %28
  %30 = tail call contract float @llvm.nvvm.div.approx.f(float %16, float %18)
  %31 = tail call contract float @llvm.fabs.f32(float %16)
  %32 = fadd contract float %31, 1.000000e+00
  %33 = tail call contract float @llvm.nvvm.rsqrt.approx.f(float %32)
  %34 = fadd contract float %30, %33
  %35 = fadd contract float %29, %34
  %36 = tail call contract float @llvm.nvvm.saturate.f(float %18)
  %37 = fdiv float 1.000000e+00, %18
  %38 = fadd contract float %36, %37
  %39 = tail call float @llvm.sqrt.f32(float %31)
  %40 = fadd contract float %39, %38
  %41 = fadd contract float %40, %35
  %42 = tail call contract float @llvm.nvvm.mul.rz.f(float %16, float %18)
  %43 = tail call contract float @llvm.nvvm.add.rm.f(float %16, float %18)
  %44 = fadd contract float %42, %43
  %45 = tail call contract float @llvm.nvvm.ex2.approx.f(float 5.000000e-01)
  %46 = fadd contract float %44, %45
  %47 = tail call contract float @llvm.nvvm.lg2.approx.ftz.f(float 4.000000e+00)
  %48 = fadd contract float %46, %47
  %49 = fadd contract float %41, %48
  %50 = tail call contract float @llvm.nvvm.fmin.ftz.f(float %16, float %18)
  %51 = tail call float @llvm.maxnum.f32(float %49, float %50)
  %52 = getelementptr inbounds float, ptr %2, i64 %14
  store float %51, ptr %52, align 4, !tbaa !5
  %53 = getelementptr inbounds double, ptr %3, i64 %14
  %54 = load double, ptr %53, align 8, !tbaa !9
  %55 = tail call contract double @llvm.nvvm.rcp.approx.ftz.d(double %54)
  %56 = tail call double @llvm.sqrt.f64(double %54)
  %57 = fadd contract double %55, %56
  %58 = tail call double @llvm.fma.f64(double %54, double 2.000000e+00, double 1.000000e+00)
  %59 = fadd contract double %58, %57
  %60 = getelementptr inbounds double, ptr %4, i64 %14
  store double %59, ptr %60, align 8, !tbaa !9
  br label %61

61:                                               ; preds = %6, %13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmin.ftz.f(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sin.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.cos.approx.ftz.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.approx.f(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rz.f(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rm.f(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.ftz.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rcp.approx.ftz.d(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z15fast_intrinsicsPKfS0_PfPKdPdi, !"kernel", i32 1}
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
