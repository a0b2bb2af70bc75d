; ModuleID = 'activations.cu'
source_filename = "activations.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11activationsPKfPffi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, float noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %47

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !5
  %15 = mul nsw i32 %9, 6
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  %18 = fcmp contract ogt float %14, 0.000000e+00
  %19 = select contract i1 %18, float %14, float 0.000000e+00
  store float %19, ptr %17, align 4, !tbaa !5
  %20 = fcmp contract oge float %14, 0.000000e+00
  %21 = select contract i1 %20, float 1.000000e+00, float %2
  %22 = fmul contract float %14, %21
  %23 = getelementptr inbounds float, ptr %17, i64 1
  store float %22, ptr %23, align 4, !tbaa !5
  %24 = tail call contract float @llvm.maxnum.f32(float %14, float 0.000000e+00)
  %25 = tail call contract float @llvm.minnum.f32(float %24, float 6.000000e+00)
  %26 = getelementptr inbounds float, ptr %17, i64 2
  store float %25, ptr %26, align 4, !tbaa !5
  %27 = fmul contract float %14, 0x3FC99999A0000000
  %28 = fadd contract float %27, 5.000000e-01
  %29 = tail call contract float @llvm.nvvm.saturate.f(float %28)
  %30 = getelementptr inbounds float, ptr %17, i64 3
  store float %29, ptr %30, align 4, !tbaa !5
  %31 = zext i1 %18 to i32
  %32 = fcmp contract olt float %14, 0.000000e+00
  %33 = sext i1 %32 to i32
  %34 = add nsw i32 %33, %31
  %35 = sitofp i32 %34 to float
  %36 = getelementptr inbounds float, ptr %17, i64 4
  store float %35, ptr %36, align 4, !tbaa !5
  %37 = fmul contract float %14, 0x3FA6E4E260000000
  %38 = fmul contract float %14, %37
  %39 = fmul contract float %14, %38
  %40 = fadd contract float %14, %39
  %41 = fmul contract float %40, 0x3FE9884540000000
  %42 = fmul contract float %14, 5.000000e-01
  %43 = tail call contract float @tanhf(float noundef %41) #3
  %44 = fadd contract float %43, 1.000000e+00
  %45 = fmul contract float %42, %44
  %46 = getelementptr inbounds float, ptr %17, i64 5
  store float %45, ptr %46, align 4, !tbaa !5
  br label %47

47:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local float @tanhf(float noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z11activationsPKfPffi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
