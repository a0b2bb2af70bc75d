; ModuleID = 'atomics_mix.cu'
source_filename = "atomics_mix.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @_Z11atomics_mixPKiPiPjPyS1_S1_i(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef writeonly %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %6
  br i1 %13, label %14, label %58

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr %0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = atomicrmw sub ptr %1, i32 1 seq_cst, align 4
  %19 = getelementptr inbounds i32, ptr %1, i64 1
  %20 = atomicrmw min ptr %19, i32 %17 seq_cst, align 4
  %21 = getelementptr inbounds i32, ptr %1, i64 2
  %22 = atomicrmw max ptr %21, i32 %17 seq_cst, align 4
  %23 = getelementptr inbounds i32, ptr %1, i64 3
  %24 = and i32 %17, 31
  %25 = shl nuw i32 1, %24
  %26 = xor i32 %25, -1
  %27 = atomicrmw and ptr %23, i32 %26 seq_cst, align 4
  %28 = getelementptr inbounds i32, ptr %1, i64 4
  %29 = and i32 %17, 15
  %30 = shl nuw i32 1, %29
  %31 = atomicrmw or ptr %28, i32 %30 seq_cst, align 4
  %32 = getelementptr inbounds i32, ptr %1, i64 5
  %33 = atomicrmw xor ptr %32, i32 %17 seq_cst, align 4
  %34 = getelementptr inbounds i32, ptr %1, i64 6
  %35 = atomicrmw xchg ptr %34, i32 %12 seq_cst, align 4
  %36 = getelementptr inbounds i32, ptr %5, i64 %15
  store i32 %35, ptr %36, align 4, !tbaa !5
  %37 = atomicrmw umin ptr %2, i32 %17 seq_cst, align 4
  %38 = getelementptr inbounds i32, ptr %2, i64 1
  %39 = atomicrmw umax ptr %38, i32 %17 seq_cst, align 4
  %40 = getelementptr inbounds i32, ptr %2, i64 2
  %41 = tail call i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nonnull %40, i32 63)
  %42 = getelementptr inbounds i32, ptr %2, i64 3
  %43 = tail call i32 @llvm.nvvm.atomic.load.dec.32.p0(ptr nonnull %42, i32 63)
  %44 = zext i32 %17 to i64
  %45 = atomicrmw add ptr %3, i64 %44 seq_cst, align 8
  %46 = getelementptr inbounds i32, ptr %1, i64 7
  %47 = add nsw i32 %12, 1
  %48 = cmpxchg ptr %46, i32 0, i32 %47 acq_rel acquire, align 4
  %49 = extractvalue { i32, i1 } %48, 1
  br i1 %49, label %50, label %52

50:                                               ; preds = %14
  %51 = getelementptr inbounds i32, ptr %4, i64 %15
  store atomic i32 1, ptr %51 release, align 4
  br label %52

52:                                               ; preds = %50, %14
  fence seq_cst
  %53 = load atomic i32, ptr %46 acquire, align 4
  %54 = icmp eq i32 %53, %47
  br i1 %54, label %55, label %58

55:                                               ; preds = %52
  %56 = getelementptr inbounds i32, ptr %1, i64 8
  %57 = atomicrmw add ptr %56, i32 1 monotonic, align 4
  br label %58

58:                                               ; preds = %52, %55, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nocapture, i32) #2

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.dec.32.p0(ptr nocapture, i32) #2

attributes #0 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind memory(argmem: readwrite) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z11atomics_mixPKiPiPjPyS1_S1_i, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
