; ModuleID = 'intdiv_const.cu'
source_filename = "intdiv_const.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z12intdiv_constPKiPKjPiPjPxi(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %71

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = getelementptr inbounds i32, ptr %1, i64 %14
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = sdiv i32 %16, 7
  %20 = srem i32 %16, 10
  %21 = add nsw i32 %19, %20
  %22 = shl nsw i32 %11, 2
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %2, i64 %23
  store i32 %21, ptr %24, align 4, !tbaa !5
  %25 = sdiv i32 %16, 3
  %26 = srem i32 %16, 1000
  %27 = sub nsw i32 %25, %26
  %28 = or i32 %22, 1
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %2, i64 %29
  store i32 %27, ptr %30, align 4, !tbaa !5
  %31 = freeze i32 %16
  %32 = sdiv i32 %31, 16
  %33 = mul i32 %32, 16
  %34 = sub i32 %31, %33
  %35 = add nsw i32 %32, %34
  %36 = or i32 %22, 2
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %2, i64 %37
  store i32 %35, ptr %38, align 4, !tbaa !5
  %39 = sdiv i32 %16, -4
  %40 = srem i32 %16, 9
  %41 = add nsw i32 %39, %40
  %42 = or i32 %22, 3
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %2, i64 %43
  store i32 %41, ptr %44, align 4, !tbaa !5
  %45 = udiv i32 %18, 10
  %46 = urem i32 %18, 7
  %47 = add nuw nsw i32 %45, %46
  %48 = shl nsw i32 %11, 1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %3, i64 %49
  store i32 %47, ptr %50, align 4, !tbaa !5
  %51 = lshr i32 %18, 10
  %52 = and i32 %18, 1023
  %53 = add nuw nsw i32 %51, %52
  %54 = udiv i32 %18, 1000
  %55 = add nuw nsw i32 %53, %54
  %56 = or i32 %48, 1
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr %3, i64 %57
  store i32 %55, ptr %58, align 4, !tbaa !5
  %59 = sext i32 %16 to i64
  %60 = mul nsw i64 %59, 977
  %61 = zext i32 %18 to i64
  %62 = add nsw i64 %60, %61
  %63 = sdiv i64 %62, 1000000007
  %64 = srem i64 %62, 60
  %65 = add nsw i64 %63, %64
  %66 = getelementptr inbounds i64, ptr %4, i64 %49
  store i64 %65, ptr %66, align 8, !tbaa !9
  %67 = udiv i64 %62, 10
  %68 = and i64 %62, 4095
  %69 = add nuw nsw i64 %67, %68
  %70 = getelementptr inbounds i64, ptr %4, i64 %57
  store i64 %69, ptr %70, align 8, !tbaa !9
  br label %71

71:                                               ; preds = %6, %13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z12intdiv_constPKiPKjPiPjPxi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
