; ModuleID = 'small_types.cu'
source_filename = "small_types.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11small_typesPKaPKtPKDhPhPsPDhi(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef writeonly %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %6
  br i1 %13, label %14, label %46

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i8, ptr %0, i64 %15
  %17 = load i8, ptr %16, align 1, !tbaa !5
  %18 = sext i8 %17 to i32
  %19 = mul nsw i32 %18, 3
  %20 = tail call i32 @llvm.smin.i32(i32 %19, i32 248)
  %21 = tail call i32 @llvm.smax.i32(i32 %20, i32 -7)
  %22 = trunc i32 %21 to i8
  %23 = add i8 %22, 7
  %24 = getelementptr inbounds i8, ptr %3, i64 %15
  store i8 %23, ptr %24, align 1, !tbaa !5
  %25 = getelementptr inbounds i16, ptr %1, i64 %15
  %26 = load i16, ptr %25, align 2, !tbaa !8
  %27 = lshr i16 %26, 3
  %28 = load i8, ptr %16, align 1, !tbaa !5
  %29 = sext i8 %28 to i16
  %30 = sub nsw i16 %27, %29
  %31 = getelementptr inbounds i16, ptr %4, i64 %15
  store i16 %30, ptr %31, align 2, !tbaa !8
  %32 = getelementptr inbounds i16, ptr %2, i64 %15
  %33 = load i16, ptr %32, align 2, !tbaa !10
  %34 = tail call contract float @llvm.convert.from.fp16.f32(i16 %33)
  %35 = fmul contract float %34, 5.000000e-01
  %36 = fadd contract float %35, 1.000000e+00
  %37 = tail call i16 @llvm.convert.to.fp16.f32(float %36)
  %38 = shl nsw i32 %12, 1
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i16, ptr %5, i64 %39
  store i16 %37, ptr %40, align 2, !tbaa !10
  %41 = load half, ptr %32, align 2, !tbaa !10
  %42 = tail call half @llvm.fma.f16(half %41, half %41, half 0xH3400)
  %43 = or i32 %38, 1
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i16, ptr %5, i64 %44
  store half %42, ptr %45, align 2, !tbaa !10
  br label %46

46:                                               ; preds = %7, %14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.convert.from.fp16.f32(i16) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i16 @llvm.convert.to.fp16.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fma.f16(half, half, half) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z11small_typesPKaPKtPKDhPhPsPDhi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"short", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"__fp16", !6, i64 0}
