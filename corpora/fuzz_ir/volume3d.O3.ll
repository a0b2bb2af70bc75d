; ModuleID = 'volume3d.cu'
source_filename = "volume3d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z8volume3dPKfPfiiifff(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #0 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %16 = mul i32 %14, %15
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = add i32 %16, %17
  %19 = icmp slt i32 %13, %2
  %20 = icmp slt i32 %18, %3
  %21 = and i1 %19, %20
  br i1 %21, label %22, label %63

22:                                               ; preds = %8
  %23 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %24 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %25 = mul i32 %23, %24
  %26 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %27 = mul i32 %26, %24
  %28 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %29 = add i32 %27, %28
  %30 = icmp slt i32 %29, %4
  br i1 %30, label %31, label %63

31:                                               ; preds = %22
  %32 = sext i32 %3 to i64
  %33 = sext i32 %18 to i64
  %34 = sext i32 %2 to i64
  %35 = sext i32 %13 to i64
  %36 = sitofp i32 %13 to float
  %37 = fmul contract float %36, %5
  %38 = sitofp i32 %18 to float
  %39 = fmul contract float %38, %6
  %40 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %41 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %42 = add i32 %40, %41
  %43 = uitofp i32 %42 to float
  br label %44

44:                                               ; preds = %31, %44
  %45 = phi i32 [ %29, %31 ], [ %61, %44 ]
  %46 = sext i32 %45 to i64
  %47 = mul nsw i64 %46, %32
  %48 = add nsw i64 %47, %33
  %49 = mul nsw i64 %48, %34
  %50 = add nsw i64 %49, %35
  %51 = getelementptr inbounds float, ptr %0, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !5
  %53 = fmul contract float %52, 5.000000e-01
  %54 = fadd contract float %37, %53
  %55 = fadd contract float %39, %54
  %56 = sitofp i32 %45 to float
  %57 = fmul contract float %56, %7
  %58 = fadd contract float %57, %55
  %59 = fadd contract float %58, %43
  %60 = getelementptr inbounds float, ptr %1, i64 %50
  store float %59, ptr %60, align 4, !tbaa !5
  %61 = add nsw i32 %45, %25
  %62 = icmp slt i32 %61, %4
  br i1 %62, label %44, label %63, !llvm.loop !9

63:                                               ; preds = %44, %22, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z8volume3dPKfPfiiifff, !"kernel", i32 1}
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
