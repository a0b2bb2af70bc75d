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
  br label %28

26:                                               ; preds = %38
  %27 = icmp ult i32 %4, 32
  br i1 %27, label %41, label %79

28:                                               ; preds = %22, %38
  %29 = phi i32 [ 128, %22 ], [ %39, %38 ]
  %30 = icmp ult i32 %4, %29
  br i1 %30, label %31, label %38

31:                                               ; preds = %28
  %32 = add i32 %29, %4
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_warp_unrolledPKfPfjE5sdata to ptr), i64 0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !5
  %36 = load float, ptr %25, align 4, !tbaa !5
  %37 = fadd contract float %35, %36
  store float %37, ptr %25, align 4, !tbaa !5
  br label %38

38:                                               ; preds = %31, %28
  tail call void @llvm.nvvm.barrier0()
  %39 = lshr i32 %29, 1
  %40 = icmp ugt i32 %29, 65
  br i1 %40, label %28, label %26, !llvm.loop !9

41:                                               ; preds = %26
  %42 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_warp_unrolledPKfPfjE5sdata to ptr), i64 %24
  %43 = load volatile float, ptr %42, align 4, !tbaa !5
  %44 = add i32 %4, 32
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_warp_unrolledPKfPfjE5sdata to ptr), i64 %45
  %47 = load volatile float, ptr %46, align 4, !tbaa !5
  %48 = fadd contract float %43, %47
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %48, ptr %42, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %49 = load volatile float, ptr %42, align 4, !tbaa !5
  %50 = add i32 %4, 16
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_warp_unrolledPKfPfjE5sdata to ptr), i64 %51
  %53 = load volatile float, ptr %52, align 4, !tbaa !5
  %54 = fadd contract float %49, %53
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %54, ptr %42, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %55 = load volatile float, ptr %42, align 4, !tbaa !5
  %56 = add i32 %4, 8
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_warp_unrolledPKfPfjE5sdata to ptr), i64 %57
  %59 = load volatile float, ptr %58, align 4, !tbaa !5
  %60 = fadd contract float %55, %59
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %60, ptr %42, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %61 = load volatile float, ptr %42, align 4, !tbaa !5
  %62 = add i32 %4, 4
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_warp_unrolledPKfPfjE5sdata to ptr), i64 %63
  %65 = load volatile float, ptr %64, align 4, !tbaa !5
  %66 = fadd contract float %61, %65
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %66, ptr %42, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %67 = load volatile float, ptr %42, align 4, !tbaa !5
  %68 = add i32 %4, 2
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_warp_unrolledPKfPfjE5sdata to ptr), i64 %69
  %71 = load volatile float, ptr %70, align 4, !tbaa !5
  %72 = fadd contract float %67, %71
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %72, ptr %42, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %73 = load volatile float, ptr %42, align 4, !tbaa !5
  %74 = add i32 %4, 1
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_warp_unrolledPKfPfjE5sdata to ptr), i64 %75
  %77 = load volatile float, ptr %76, align 4, !tbaa !5
  %78 = fadd contract float %73, %77
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %78, ptr %42, align 4, !tbaa !5
  br label %79

79:                                               ; preds = %41, %26
  %80 = icmp eq i32 %4, 0
  br i1 %80, label %81, label %85

81:                                               ; preds = %79
  %82 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_warp_unrolledPKfPfjE5sdata to ptr), align 4, !tbaa !5
  %83 = zext i32 %5 to i64
  %84 = getelementptr inbounds float, ptr %1, i64 %83
  store float %82, ptr %84, align 4, !tbaa !5
  br label %85

85:                                               ; preds = %81, %79
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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
