; ModuleID = 'layernorm.cu'
source_filename = "layernorm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z9layernormPKfS0_S0_Pfif(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = zext i32 %7 to i64
  %9 = sext i32 %4 to i64
  %10 = mul nsw i64 %9, %8
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = icmp slt i32 %11, %4
  br i1 %12, label %27, label %13

13:                                               ; preds = %27, %6
  %14 = phi float [ 0.000000e+00, %6 ], [ %34, %27 ]
  %15 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %14, i32 16, i32 31)
  %16 = fadd contract float %14, %15
  %17 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %16, i32 8, i32 31)
  %18 = fadd contract float %16, %17
  %19 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %18, i32 4, i32 31)
  %20 = fadd contract float %18, %19
  %21 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %20, i32 2, i32 31)
  %22 = fadd contract float %20, %21
  %23 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %22, i32 1, i32 31)
  %24 = fadd contract float %22, %23
  %25 = sitofp i32 %4 to float
  %26 = fdiv contract float %24, %25
  br i1 %12, label %52, label %37

27:                                               ; preds = %6, %27
  %28 = phi float [ %34, %27 ], [ 0.000000e+00, %6 ]
  %29 = phi i32 [ %35, %27 ], [ %11, %6 ]
  %30 = sext i32 %29 to i64
  %31 = add nsw i64 %10, %30
  %32 = getelementptr inbounds float, ptr %0, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !5
  %34 = fadd contract float %28, %33
  %35 = add nsw i32 %29, 32
  %36 = icmp slt i32 %35, %4
  br i1 %36, label %27, label %13, !llvm.loop !9

37:                                               ; preds = %52, %13
  %38 = phi float [ 0.000000e+00, %13 ], [ %61, %52 ]
  %39 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %38, i32 16, i32 31)
  %40 = fadd contract float %38, %39
  %41 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %40, i32 8, i32 31)
  %42 = fadd contract float %40, %41
  %43 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %42, i32 4, i32 31)
  %44 = fadd contract float %42, %43
  %45 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %44, i32 2, i32 31)
  %46 = fadd contract float %44, %45
  %47 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %46, i32 1, i32 31)
  %48 = fadd contract float %46, %47
  %49 = fdiv contract float %48, %25
  %50 = fadd contract float %49, %5
  %51 = tail call contract float @llvm.nvvm.rsqrt.approx.f(float %50)
  br i1 %12, label %65, label %64

52:                                               ; preds = %13, %52
  %53 = phi float [ %61, %52 ], [ 0.000000e+00, %13 ]
  %54 = phi i32 [ %62, %52 ], [ %11, %13 ]
  %55 = sext i32 %54 to i64
  %56 = add nsw i64 %10, %55
  %57 = getelementptr inbounds float, ptr %0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !5
  %59 = fsub contract float %58, %26
  %60 = fmul contract float %59, %59
  %61 = fadd contract float %53, %60
  %62 = add nsw i32 %54, 32
  %63 = icmp slt i32 %62, %4
  br i1 %63, label %52, label %37, !llvm.loop !11

64:                                               ; preds = %65, %37
  ret void

65:                                               ; preds = %37, %65
  %66 = phi i32 [ %80, %65 ], [ %11, %37 ]
  %67 = sext i32 %66 to i64
  %68 = add nsw i64 %10, %67
  %69 = getelementptr inbounds float, ptr %0, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !5
  %71 = fsub contract float %70, %26
  %72 = fmul contract float %51, %71
  %73 = getelementptr inbounds float, ptr %1, i64 %67
  %74 = load float, ptr %73, align 4, !tbaa !5
  %75 = fmul contract float %74, %72
  %76 = getelementptr inbounds float, ptr %2, i64 %67
  %77 = load float, ptr %76, align 4, !tbaa !5
  %78 = fadd contract float %77, %75
  %79 = getelementptr inbounds float, ptr %3, i64 %68
  store float %78, ptr %79, align 4, !tbaa !5
  %80 = add nsw i32 %66, 32
  %81 = icmp slt i32 %80, %4
  br i1 %81, label %65, label %64, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #3

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z9layernormPKfS0_S0_Pfif, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
