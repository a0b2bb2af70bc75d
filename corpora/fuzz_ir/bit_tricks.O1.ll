; ModuleID = 'bit_tricks.cu'
source_filename = "bit_tricks.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z10bit_tricksPKjS0_PKyPji(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %83

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = getelementptr inbounds i32, ptr %1, i64 %13
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = tail call i32 @llvm.ctlz.i32(i32 %15, i1 false), !range !9
  %19 = tail call i32 @llvm.ctpop.i32(i32 %17), !range !9
  %20 = add nuw nsw i32 %19, %18
  %21 = tail call i32 @llvm.cttz.i32(i32 %15, i1 true), !range !9
  %22 = add nuw nsw i32 %21, 1
  %23 = icmp eq i32 %15, 0
  %24 = select i1 %23, i32 0, i32 %22
  %25 = add nuw nsw i32 %20, %24
  %26 = shl nsw i32 %10, 3
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %3, i64 %27
  store i32 %25, ptr %28, align 4, !tbaa !5
  %29 = tail call i32 @llvm.bitreverse.i32(i32 %15)
  %30 = and i32 %17, 17476
  %31 = or i32 %30, 12816
  %32 = tail call i32 @llvm.nvvm.prmt(i32 %15, i32 %17, i32 %31)
  %33 = xor i32 %32, %29
  %34 = or i32 %26, 1
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %3, i64 %35
  store i32 %33, ptr %36, align 4, !tbaa !5
  %37 = tail call i32 @llvm.fshl.i32(i32 %15, i32 %15, i32 %17)
  %38 = or i32 %26, 2
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %3, i64 %39
  store i32 %37, ptr %40, align 4, !tbaa !5
  %41 = tail call i32 @llvm.nvvm.mulhi.i(i32 %15, i32 %17)
  %42 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %15, i32 %17)
  %43 = add i32 %41, %42
  %44 = or i32 %26, 3
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr %3, i64 %45
  store i32 %43, ptr %46, align 4, !tbaa !5
  %47 = and i32 %15, 16777215
  %48 = and i32 %17, 8388607
  %49 = tail call i32 @llvm.nvvm.mul24.i(i32 %47, i32 %48)
  %50 = tail call i32 @llvm.nvvm.mul24.ui(i32 %15, i32 %17)
  %51 = add i32 %49, %50
  %52 = or i32 %26, 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr %3, i64 %53
  store i32 %51, ptr %54, align 4, !tbaa !5
  %55 = tail call i32 @llvm.smax.i32(i32 %15, i32 %17)
  %56 = tail call i32 @llvm.umin.i32(i32 %15, i32 %17)
  %57 = sub i32 %55, %56
  %58 = ashr i32 %17, 1
  %59 = tail call i32 @llvm.abs.i32(i32 %58, i1 true)
  %60 = add i32 %57, %59
  %61 = or i32 %26, 5
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr %3, i64 %62
  store i32 %60, ptr %63, align 4, !tbaa !5
  %64 = tail call i32 @llvm.ctpop.i32(i32 %15), !range !9
  %65 = icmp ult i32 %64, 2
  %66 = sub i32 0, %15
  %67 = and i32 %15, %66
  %68 = or i32 %15, 1
  %69 = select i1 %65, i32 %68, i32 %67
  %70 = or i32 %26, 6
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr %3, i64 %71
  store i32 %69, ptr %72, align 4, !tbaa !5
  %73 = getelementptr inbounds i64, ptr %2, i64 %13
  %74 = load i64, ptr %73, align 8, !tbaa !10
  %75 = tail call i64 @llvm.ctpop.i64(i64 %74), !range !12
  %76 = trunc i64 %75 to i32
  %77 = tail call i64 @llvm.ctlz.i64(i64 %74, i1 false), !range !12
  %78 = trunc i64 %77 to i32
  %79 = add nuw nsw i32 %76, %78
  %80 = or i32 %26, 7
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, ptr %3, i64 %81
  store i32 %79, ptr %82, align 4, !tbaa !5
  br label %83

83:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.prmt(i32, i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.i(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mul24.i(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mul24.ui(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z10bit_tricksPKjS0_PKyPji, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i32 0, i32 33}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !7, i64 0}
!12 = !{i64 0, i64 65}
