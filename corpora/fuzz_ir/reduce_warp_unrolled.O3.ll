; ModuleID = 'reduce_warp_unrolled.cu'
source_filename = "reduce_warp_unrolled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ20reduce_warp_unrolledPKfPfjE5sdata = internal addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z20reduce_warp_unrolledPKfPfj(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 9
  %7 = add i32 %6, %4
  %8 = icmp ult i32 %7, %2
  br i1 %8, label %9, label %13

9:                                                ; preds = %3
  %10 = zext i32 %7 to i64
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !5
  br label %13

13:                                               ; preds = %9, %3
  %14 = phi float [ %12, %9 ], [ 0.000000e+00, %3 ]
  %15 = add i32 %7, 256
  %16 = icmp ult i32 %15, %2
  br i1 %16, label %17, label %22

17:                                               ; preds = %13
  %18 = zext i32 %15 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !5
  %21 = fadd contract float %14, %20
  br label %22

22:                                               ; preds = %17, %13
  %23 = phi float [ %21, %17 ], [ %14, %13 ]
  %24 = zext i32 %4 to i64
  %25 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_warp_unrolledPKfPfjE5sdata to ptr), i64 0, i64 %24
  store float %23, ptr %25, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %26 = icmp ult i32 %4, 128
  br i1 %26, label %27, label %34

27:                                               ; preds = %22
  %28 = add nuw nsw i32 %4, 128
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_warp_unrolledPKfPfjE5sdata to ptr), i64 0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !5
  %32 = load float, ptr %25, align 4, !tbaa !5
  %33 = fadd contract float %31, %32
  store float %33, ptr %25, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %27, %22
  tail call void @llvm.nvvm.barrier0()
  %35 = icmp ult i32 %4, 64
  br i1 %35, label %36, label %43

36:                                               ; preds = %34
  %37 = add nuw nsw i32 %4, 64
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_warp_unrolledPKfPfjE5sdata to ptr), i64 0, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !5
  %41 = load float, ptr %25, align 4, !tbaa !5
  %42 = fadd contract float %40, %41
  store float %42, ptr %25, align 4, !tbaa !5
  br label %43

43:                                               ; preds = %36, %34
  tail call void @llvm.nvvm.barrier0()
  %44 = icmp ult i32 %4, 32
  br i1 %44, label %45, label %82

45:                                               ; preds = %43
  %46 = load volatile float, ptr %25, align 4, !tbaa !5
  %47 = add nuw nsw i32 %4, 32
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_warp_unrolledPKfPfjE5sdata to ptr), i64 %48
  %50 = load volatile float, ptr %49, align 4, !tbaa !5
  %51 = fadd contract float %46, %50
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %51, ptr %25, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %52 = load volatile float, ptr %25, align 4, !tbaa !5
  %53 = add nuw nsw i32 %4, 16
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_warp_unrolledPKfPfjE5sdata to ptr), i64 %54
  %56 = load volatile float, ptr %55, align 4, !tbaa !5
  %57 = fadd contract float %52, %56
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %57, ptr %25, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %58 = load volatile float, ptr %25, align 4, !tbaa !5
  %59 = add nuw nsw i32 %4, 8
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_warp_unrolledPKfPfjE5sdata to ptr), i64 %60
  %62 = load volatile float, ptr %61, align 4, !tbaa !5
  %63 = fadd contract float %58, %62
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %63, ptr %25, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %64 = load volatile float, ptr %25, align 4, !tbaa !5
  %65 = add nuw nsw i32 %4, 4
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_warp_unrolledPKfPfjE5sdata to ptr), i64 %66
  %68 = load volatile float, ptr %67, align 4, !tbaa !5
  %69 = fadd contract float %64, %68
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %69, ptr %25, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %70 = load volatile float, ptr %25, align 4, !tbaa !5
  %71 = add nuw nsw i32 %4, 2
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_warp_unrolledPKfPfjE5sdata to ptr), i64 %72
  %74 = load volatile float, ptr %73, align 4, !tbaa !5
  %75 = fadd contract float %70, %74
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %75, ptr %25, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %76 = load volatile float, ptr %25, align 4, !tbaa !5
  %77 = add nuw nsw i32 %4, 1
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_warp_unrolledPKfPfjE5sdata to ptr), i64 %78
  %80 = load volatile float, ptr %79, align 4, !tbaa !5
  %81 = fadd contract float %76, %80
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %81, ptr %25, align 4, !tbaa !5
  br label %82

82:                                               ; preds = %45, %43
  %83 = icmp eq i32 %4, 0
  br i1 %83, label %84, label %88

84:                                               ; preds = %82
  %85 = zext i32 %5 to i64
  %86 = getelementptr inbounds float, ptr %1, i64 %85
  %87 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_warp_unrolledPKfPfjE5sdata to ptr), align 4, !tbaa !5
  store float %87, ptr %86, align 4, !tbaa !5
  br label %88

88:                                               ; preds = %84, %82
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z20reduce_warp_unrolledPKfPfj, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
