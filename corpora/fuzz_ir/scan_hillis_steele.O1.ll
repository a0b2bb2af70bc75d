; ModuleID = 'scan_hillis_steele.cu'
source_filename = "scan_hillis_steele.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18scan_hillis_steelePKfPfiE3buf = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z18scan_hillis_steelePKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp slt i32 %4, %2
  br i1 %5, label %6, label %10

6:                                                ; preds = %3
  %7 = sext i32 %4 to i64
  %8 = getelementptr inbounds float, ptr %0, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !5
  br label %10

10:                                               ; preds = %3, %6
  %11 = phi contract float [ %9, %6 ], [ 0.000000e+00, %3 ]
  %12 = sext i32 %4 to i64
  %13 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_hillis_steelePKfPfiE3buf to ptr), i64 0, i64 %12
  store float %11, ptr %13, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = icmp sgt i32 %14, 1
  br i1 %15, label %20, label %18

16:                                               ; preds = %36
  %17 = shl nsw i32 %23, 9
  br label %18

18:                                               ; preds = %16, %10
  %19 = phi i32 [ 0, %10 ], [ %17, %16 ]
  br i1 %5, label %44, label %50

20:                                               ; preds = %10, %36
  %21 = phi i32 [ %42, %36 ], [ 1, %10 ]
  %22 = phi i32 [ %23, %36 ], [ 0, %10 ]
  %23 = sub nsw i32 1, %22
  %24 = shl nsw i32 %22, 9
  %25 = add nsw i32 %24, %4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_hillis_steelePKfPfiE3buf to ptr), i64 0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !5
  %29 = icmp slt i32 %4, %21
  br i1 %29, label %36, label %30

30:                                               ; preds = %20
  %31 = sub nsw i32 %25, %21
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_hillis_steelePKfPfiE3buf to ptr), i64 0, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !5
  %35 = fadd contract float %28, %34
  br label %36

36:                                               ; preds = %30, %20
  %37 = phi float [ %35, %30 ], [ %28, %20 ]
  %38 = shl nsw i32 %23, 9
  %39 = add nsw i32 %38, %4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_hillis_steelePKfPfiE3buf to ptr), i64 0, i64 %40
  store float %37, ptr %41, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %42 = shl i32 %21, 1
  %43 = icmp slt i32 %42, %14
  br i1 %43, label %20, label %16, !llvm.loop !9

44:                                               ; preds = %18
  %45 = add nsw i32 %19, %4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_hillis_steelePKfPfiE3buf to ptr), i64 0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !5
  %49 = getelementptr inbounds float, ptr %1, i64 %12
  store float %48, ptr %49, align 4, !tbaa !5
  br label %50

50:                                               ; preds = %44, %18
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z18scan_hillis_steelePKfPfi, !"kernel", i32 1}
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
