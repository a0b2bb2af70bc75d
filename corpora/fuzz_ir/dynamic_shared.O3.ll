; ModuleID = 'dynamic_shared.cu'
source_filename = "dynamic_shared.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@halo_buf = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z21conv1d_dynamic_sharedPKfPfS0_i(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = add i32 %8, 3
  %11 = icmp slt i32 %9, %3
  br i1 %11, label %12, label %16

12:                                               ; preds = %4
  %13 = sext i32 %9 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !5
  br label %16

16:                                               ; preds = %4, %12
  %17 = phi contract float [ %15, %12 ], [ 0.000000e+00, %4 ]
  %18 = sext i32 %10 to i64
  %19 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @halo_buf to ptr), i64 0, i64 %18
  store float %17, ptr %19, align 4, !tbaa !5
  %20 = icmp ult i32 %8, 3
  br i1 %20, label %21, label %45

21:                                               ; preds = %16
  %22 = add nsw i32 %9, -3
  %23 = add nsw i32 %9, %6
  %24 = icmp sgt i32 %9, 2
  %25 = icmp slt i32 %22, %3
  %26 = select i1 %24, i1 %25, i1 false
  br i1 %26, label %27, label %31

27:                                               ; preds = %21
  %28 = zext i32 %22 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !5
  br label %31

31:                                               ; preds = %21, %27
  %32 = phi contract float [ %30, %27 ], [ 0.000000e+00, %21 ]
  %33 = zext i32 %8 to i64
  %34 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @halo_buf to ptr), i64 0, i64 %33
  store float %32, ptr %34, align 4, !tbaa !5
  %35 = icmp slt i32 %23, %3
  br i1 %35, label %36, label %40

36:                                               ; preds = %31
  %37 = sext i32 %23 to i64
  %38 = getelementptr inbounds float, ptr %0, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !5
  br label %40

40:                                               ; preds = %31, %36
  %41 = phi contract float [ %39, %36 ], [ 0.000000e+00, %31 ]
  %42 = add i32 %10, %6
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @halo_buf to ptr), i64 0, i64 %43
  store float %41, ptr %44, align 4, !tbaa !5
  br label %45

45:                                               ; preds = %40, %16
  tail call void @llvm.nvvm.barrier0()
  br i1 %11, label %46, label %100

46:                                               ; preds = %45
  %47 = load float, ptr %2, align 4, !tbaa !5
  %48 = sext i32 %8 to i64
  %49 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @halo_buf to ptr), i64 0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !5
  %51 = fmul contract float %47, %50
  %52 = fadd contract float %51, 0.000000e+00
  %53 = getelementptr inbounds float, ptr %2, i64 1
  %54 = load float, ptr %53, align 4, !tbaa !5
  %55 = add i32 %8, 1
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @halo_buf to ptr), i64 0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !5
  %59 = fmul contract float %54, %58
  %60 = fadd contract float %52, %59
  %61 = getelementptr inbounds float, ptr %2, i64 2
  %62 = load float, ptr %61, align 4, !tbaa !5
  %63 = add i32 %8, 2
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @halo_buf to ptr), i64 0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !5
  %67 = fmul contract float %62, %66
  %68 = fadd contract float %60, %67
  %69 = getelementptr inbounds float, ptr %2, i64 3
  %70 = load float, ptr %69, align 4, !tbaa !5
  %71 = load float, ptr %19, align 4, !tbaa !5
  %72 = fmul contract float %70, %71
  %73 = fadd contract float %68, %72
  %74 = getelementptr inbounds float, ptr %2, i64 4
  %75 = load float, ptr %74, align 4, !tbaa !5
  %76 = add i32 %8, 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @halo_buf to ptr), i64 0, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !5
  %80 = fmul contract float %75, %79
  %81 = fadd contract float %73, %80
  %82 = getelementptr inbounds float, ptr %2, i64 5
  %83 = load float, ptr %82, align 4, !tbaa !5
  %84 = add i32 %8, 5
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @halo_buf to ptr), i64 0, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !5
  %88 = fmul contract float %83, %87
  %89 = fadd contract float %81, %88
  %90 = getelementptr inbounds float, ptr %2, i64 6
  %91 = load float, ptr %90, align 4, !tbaa !5
  %92 = add i32 %8, 6
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @halo_buf to ptr), i64 0, i64 %93
  %95 = load float, ptr %94, align 4, !tbaa !5
  %96 = fmul contract float %91, %95
  %97 = fadd contract float %89, %96
  %98 = sext i32 %9 to i64
  %99 = getelementptr inbounds float, ptr %1, i64 %98
  store float %97, ptr %99, align 4, !tbaa !5
  br label %100

100:                                              ; preds = %45, %46
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z21conv1d_dynamic_sharedPKfPfS0_i, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
