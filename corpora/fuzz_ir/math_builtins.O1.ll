; ModuleID = 'math_builtins.cu'
source_filename = "math_builtins.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z13math_builtinsPKfPfPKdPdi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %67

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !5
  %16 = tail call contract float @llvm.sin.f32(float %15)
  %17 = tail call contract float @llvm.cos.f32(float %15)
  %18 = fadd contract float %16, %17
  %19 = tail call contract float @llvm.exp.f32(float %15)
  %20 = fadd contract float %19, %18
  %21 = tail call contract float @llvm.exp2.f32(float %15)
  %22 = fadd contract float %21, %20
  %23 = tail call contract float @llvm.fabs.f32(float %15)
  %24 = fadd contract float %23, 1.000000e+00
  %25 = tail call contract float @llvm.log.f32(float %24)
  %26 = fadd contract float %25, %22
  %27 = fadd contract float %23, 2.000000e+00
  %28 = tail call contract float @llvm.log2.f32(float %27)
  %29 = fadd contract float %28, %26
  %30 = fmul contract float %15, %15
  %31 = tail call contract float @llvm.sqrt.f32(float %23)
  %32 = fadd contract float %30, %31
  %33 = fadd contract float %32, %29
  %34 = tail call contract float @llvm.floor.f32(float %15)
  %35 = tail call contract float @llvm.ceil.f32(float %15)
  %36 = fadd contract float %34, %35
  %37 = tail call contract float @llvm.trunc.f32(float %15)
  %38 = fadd contract float %37, %36
  %39 = tail call contract float @llvm.rint.f32(float %15)
  %40 = fadd contract float %39, %38
  %41 = tail call contract float @llvm.round.f32(float %15)
  %42 = fadd contract float %41, %40
  %43 = fadd contract float %42, %33
  %44 = tail call contract float @llvm.copysign.f32(float 1.000000e+00, float %15)
  %45 = tail call contract float @llvm.fma.f32(float %43, float 5.000000e-01, float %44)
  %46 = tail call contract float @llvm.maxnum.f32(float %45, float -1.000000e+02)
  %47 = tail call contract float @llvm.minnum.f32(float %46, float 1.000000e+02)
  %48 = shl nsw i32 %10, 1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %1, i64 %49
  store float %47, ptr %50, align 4, !tbaa !5
  %51 = or i32 %48, 1
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %1, i64 %52
  store float 0x4090127280000000, ptr %53, align 4, !tbaa !5
  %54 = getelementptr inbounds double, ptr %2, i64 %13
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = tail call contract double @llvm.sin.f64(double %55)
  %57 = tail call contract double @llvm.exp.f64(double %55)
  %58 = fmul contract double %56, %57
  %59 = fmul contract double %55, %55
  %60 = fadd contract double %59, %58
  %61 = tail call contract double @llvm.fabs.f64(double %55)
  %62 = tail call contract double @llvm.sqrt.f64(double %61)
  %63 = fadd contract double %62, %60
  %64 = tail call contract double @llvm.fma.f64(double %55, double %55, double 1.000000e+00)
  %65 = fadd contract double %64, %63
  %66 = getelementptr inbounds double, ptr %3, i64 %13
  store double %65, ptr %66, align 8, !tbaa !9
  br label %67

67:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.cos.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log2.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #1

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

!0 = !{ptr @_Z13math_builtinsPKfPfPKdPdi, !"kernel", i32 1}
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
