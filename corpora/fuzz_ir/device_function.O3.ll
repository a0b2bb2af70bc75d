; ModuleID = 'device_function.cu'
source_filename = "device_function.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.MinMax = type { float, float }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z6hornerfPKfi(float noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds float, ptr %1, i64 %4
  %6 = load float, ptr %5, align 4, !tbaa !5
  %7 = icmp sgt i32 %2, 0
  br i1 %7, label %8, label %28

8:                                                ; preds = %3
  %9 = and i32 %2, 7
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %23, label %11

11:                                               ; preds = %8, %11
  %12 = phi i32 [ %15, %11 ], [ %2, %8 ]
  %13 = phi float [ %20, %11 ], [ %6, %8 ]
  %14 = phi i32 [ %21, %11 ], [ 0, %8 ]
  %15 = add nsw i32 %12, -1
  %16 = fmul contract float %13, %0
  %17 = zext i32 %15 to i64
  %18 = getelementptr inbounds float, ptr %1, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !5
  %20 = fadd contract float %16, %19
  %21 = add i32 %14, 1
  %22 = icmp eq i32 %21, %9
  br i1 %22, label %23, label %11, !llvm.loop !9

23:                                               ; preds = %11, %8
  %24 = phi i32 [ %2, %8 ], [ %15, %11 ]
  %25 = phi float [ %6, %8 ], [ %20, %11 ]
  %26 = phi float [ undef, %8 ], [ %20, %11 ]
  %27 = icmp ult i32 %2, 8
  br i1 %27, label %28, label %30

28:                                               ; preds = %23, %30, %3
  %29 = phi float [ %6, %3 ], [ %26, %23 ], [ %80, %30 ]
  ret float %29

30:                                               ; preds = %23, %30
  %31 = phi i32 [ %75, %30 ], [ %24, %23 ]
  %32 = phi float [ %80, %30 ], [ %25, %23 ]
  %33 = add nsw i32 %31, -1
  %34 = fmul contract float %32, %0
  %35 = zext i32 %33 to i64
  %36 = getelementptr inbounds float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !5
  %38 = fadd contract float %34, %37
  %39 = add nsw i32 %31, -2
  %40 = fmul contract float %38, %0
  %41 = zext i32 %39 to i64
  %42 = getelementptr inbounds float, ptr %1, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !5
  %44 = fadd contract float %40, %43
  %45 = add nsw i32 %31, -3
  %46 = fmul contract float %44, %0
  %47 = zext i32 %45 to i64
  %48 = getelementptr inbounds float, ptr %1, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !5
  %50 = fadd contract float %46, %49
  %51 = add nsw i32 %31, -4
  %52 = fmul contract float %50, %0
  %53 = zext i32 %51 to i64
  %54 = getelementptr inbounds float, ptr %1, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !5
  %56 = fadd contract float %52, %55
  %57 = add nsw i32 %31, -5
  %58 = fmul contract float %56, %0
  %59 = zext i32 %57 to i64
  %60 = getelementptr inbounds float, ptr %1, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !5
  %62 = fadd contract float %58, %61
  %63 = add nsw i32 %31, -6
  %64 = fmul contract float %62, %0
  %65 = zext i32 %63 to i64
  %66 = getelementptr inbounds float, ptr %1, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !5
  %68 = fadd contract float %64, %67
  %69 = add nsw i32 %31, -7
  %70 = fmul contract float %68, %0
  %71 = zext i32 %69 to i64
  %72 = getelementptr inbounds float, ptr %1, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !5
  %74 = fadd contract float %70, %73
  %75 = add nsw i32 %31, -8
  %76 = fmul contract float %74, %0
  %77 = zext i32 %75 to i64
  %78 = getelementptr inbounds float, ptr %1, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !5
  %80 = fadd contract float %76, %79
  %81 = icmp ugt i32 %69, 1
  br i1 %81, label %30, label %28, !llvm.loop !11
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
define dso_local %struct.MinMax @_Z7minmax3fff(float noundef %0, float noundef %1, float noundef %2) local_unnamed_addr #1 {
  %4 = tail call contract float @llvm.minnum.f32(float %1, float %2)
  %5 = tail call contract float @llvm.minnum.f32(float %0, float %4)
  %6 = tail call contract float @llvm.maxnum.f32(float %1, float %2)
  %7 = tail call contract float @llvm.maxnum.f32(float %0, float %6)
  %8 = insertvalue %struct.MinMax poison, float %5, 0
  %9 = insertvalue %struct.MinMax %8, float %7, 1
  ret %struct.MinMax %9
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z15device_functionPKfS0_iPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %25

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !5
  %16 = tail call contract noundef float @_Z6hornerfPKfi(float noundef %15, ptr noundef %1, i32 noundef %2) #4
  %17 = tail call contract noundef float @_Z6hornerfPKfi(float noundef 5.000000e-01, ptr noundef %1, i32 noundef %2) #4
  %18 = tail call %struct.MinMax @_Z7minmax3fff(float noundef %15, float noundef %16, float noundef %17) #4
  %19 = extractvalue %struct.MinMax %18, 0
  %20 = extractvalue %struct.MinMax %18, 1
  %21 = fsub contract float %20, %19
  %22 = fmul contract float %21, 2.500000e-01
  %23 = fadd contract float %19, %22
  %24 = getelementptr inbounds float, ptr %3, i64 %13
  store float %23, ptr %24, align 4, !tbaa !5
  br label %25

25:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #2 = { convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z15device_functionPKfS0_iPfi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
