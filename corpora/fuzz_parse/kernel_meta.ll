; ModuleID = 'k.cu'
source_filename = "k.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define dso_local void @_Z4kernPf(ptr nocapture noundef %0) local_unnamed_addr #0 {
  %2 = load float, ptr %0, align 4, !tbaa !5
  %n = load i32, ptr %0, align 4, !range !12, !noundef !13
  %3 = fadd contract float %2, 1.000000e+00
  store float %3, ptr %0, align 4, !tbaa !5
  br label %4, !llvm.loop !14

4:
  ret void
}

define ptx_kernel void @k2() {
  ret void
}

attributes #0 = { nounwind "frame-pointer"="all" }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z4kernPf, !"kernel", i32 1}
!1 = !{ptr @_Z4kernPf, !"maxntidx", i32 256}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{!"clang version 16"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!12 = !{i32 0, i32 10}
!13 = !{}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
