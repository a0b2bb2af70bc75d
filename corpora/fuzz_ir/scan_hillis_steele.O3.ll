; ModuleID = 'scan_hillis_steele.cu'
source_filename = "scan_hillis_steele.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18scan_hillis_steelePKfPfiE3buf = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z18scan_hillis_steelePKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp slt i32 %4, %2
  %6 = sext i32 %4 to i64
  br i1 %5, label %7, label %10

7:                                                ; preds = %3
  %8 = getelementptr inbounds float, ptr %0, i64 %6
  %9 = load float, ptr %8, align 4, !tbaa !5
  br label %10

10:                                               ; preds = %3, %7
  %11 = phi contract float [ %9, %7 ], [ 0.000000e+00, %3 ]
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_hillis_steelePKfPfiE3buf to ptr), i64 0, i64 %6
  store float %11, ptr %12, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = icmp sgt i32 %13, 1
  br i1 %14, label %19, label %17

15:                                               ; preds = %35
  %16 = shl nsw i32 %22, 9
  br label %17

17:                                               ; preds = %15, %10
  %18 = phi i32 [ 0, %10 ], [ %16, %15 ]
  br i1 %5, label %43, label %49

19:                                               ; preds = %10, %35
  %20 = phi i32 [ %41, %35 ], [ 1, %10 ]
  %21 = phi i32 [ %22, %35 ], [ 0, %10 ]
  %22 = sub nsw i32 1, %21
  %23 = shl nsw i32 %21, 9
  %24 = add nsw i32 %23, %4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_hillis_steelePKfPfiE3buf to ptr), i64 0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !5
  %28 = icmp slt i32 %4, %20
  br i1 %28, label %35, label %29

29:                                               ; preds = %19
  %30 = sub nsw i32 %24, %20
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_hillis_steelePKfPfiE3buf to ptr), i64 0, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !5
  %34 = fadd contract float %27, %33
  br label %35

35:                                               ; preds = %29, %19
  %36 = phi float [ %34, %29 ], [ %27, %19 ]
  %37 = shl nsw i32 %22, 9
  %38 = add nsw i32 %37, %4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_hillis_steelePKfPfiE3buf to ptr), i64 0, i64 %39
  store float %36, ptr %40, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %41 = shl i32 %20, 1
  %42 = icmp slt i32 %41, %13
  br i1 %42, label %19, label %15, !llvm.loop !9

43:                                               ; preds = %17
  %44 = getelementptr inbounds float, ptr %1, i64 %6
  %45 = add nsw i32 %18, %4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_hillis_steelePKfPfiE3buf to ptr), i64 0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !5
  store float %48, ptr %44, align 4, !tbaa !5
  br label %49

49:                                               ; preds = %43, %17
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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
