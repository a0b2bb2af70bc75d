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
  br i1 %7, label %10, label %8

8:                                                ; preds = %10, %3
  %9 = phi float [ %6, %3 ], [ %18, %10 ]
  ret float %9

10:                                               ; preds = %3, %10
  %11 = phi i32 [ %13, %10 ], [ %2, %3 ]
  %12 = phi float [ %18, %10 ], [ %6, %3 ]
  %13 = add nsw i32 %11, -1
  %14 = fmul contract float %12, %0
  %15 = zext i32 %13 to i64
  %16 = getelementptr inbounds float, ptr %1, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !5
  %18 = fadd contract float %14, %17
  %19 = icmp sgt i32 %11, 1
  br i1 %19, label %10, label %8, !llvm.loop !9
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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
