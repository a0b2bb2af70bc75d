; ModuleID = 'dot_product.cu'
source_filename = "dot_product.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11dot_productPKfS0_PfiE7partial = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11dot_productPKfS0_Pfi(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = add i32 %8, %5
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %18

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !5
  %15 = getelementptr inbounds float, ptr %1, i64 %12
  %16 = load float, ptr %15, align 4, !tbaa !5
  %17 = fmul contract float %14, %16
  br label %18

18:                                               ; preds = %4, %11
  %19 = phi contract float [ %17, %11 ], [ 0.000000e+00, %4 ]
  %20 = sext i32 %5 to i64
  %21 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11dot_productPKfS0_PfiE7partial to ptr), i64 0, i64 %20
  store float %19, ptr %21, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %22 = icmp ult i32 %7, 2
  br i1 %22, label %23, label %25

23:                                               ; preds = %36, %18
  %24 = icmp eq i32 %5, 0
  br i1 %24, label %38, label %41

25:                                               ; preds = %18, %36
  %26 = phi i32 [ %27, %36 ], [ %7, %18 ]
  %27 = lshr i32 %26, 1
  %28 = icmp ult i32 %5, %27
  br i1 %28, label %29, label %36

29:                                               ; preds = %25
  %30 = add i32 %27, %5
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11dot_productPKfS0_PfiE7partial to ptr), i64 0, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !5
  %34 = load float, ptr %21, align 4, !tbaa !5
  %35 = fadd contract float %33, %34
  store float %35, ptr %21, align 4, !tbaa !5
  br label %36

36:                                               ; preds = %29, %25
  tail call void @llvm.nvvm.barrier0()
  %37 = icmp ult i32 %26, 4
  br i1 %37, label %23, label %25, !llvm.loop !9

38:                                               ; preds = %23
  %39 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ11dot_productPKfS0_PfiE7partial to ptr), align 4, !tbaa !5
  %40 = atomicrmw fadd ptr %2, float %39 seq_cst, align 4
  br label %41

41:                                               ; preds = %38, %23
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z11dot_productPKfS0_Pfi, !"kernel", i32 1}
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
