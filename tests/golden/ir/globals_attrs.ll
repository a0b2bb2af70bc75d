; Kernels (from !nvvm.annotations), function and parameter attributes, attribute
; groups, denormal modes, linkage; metadata other than kernels is dropped.
; RUN: passcheck print %s | FileCheck %s
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK: target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; CHECK: target triple = "nvptx64-nvidia-cuda"

%struct.P = type { float, i32 }
; CHECK: %struct.P = type { float, i32 }

; CHECK: define void @k(ptr {{.*}}noalias{{.*}} %in, ptr {{.*}}writeonly{{.*}} %out, ptr byval(%struct.P) align 4 %s)
; CHECK-SAME: convergent
; CHECK-SAME: "denormal-fp-math"="preserve-sign,preserve-sign"
; CHECK-NOT: !tbaa
define dso_local void @k(ptr noalias nocapture noundef readonly align 4 %in, ptr noundef writeonly %out, ptr byval(%struct.P) align 4 %s) #0 {
entry:
  %v = load float, ptr %in, align 4, !tbaa !2
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !5
  %f = call float @sinf(float %v) #1
  store float %f, ptr %out, align 4, !tbaa !2
  ret void
}

; CHECK: define internal {{(fastcc )?}}i32 @helper(i32 %x)
; CHECK-SAME: noinline
define internal fastcc i32 @helper(i32 %x) noinline {
  ret i32 %x
}

; CHECK: declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
; CHECK: declare float @sinf(float)
declare float @sinf(float) #1

attributes #0 = { convergent mustprogress norecurse nounwind "denormal-fp-math"="preserve-sign,preserve-sign" "target-cpu"="sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind readnone speculatable }

; CHECK: !nvvm.annotations = !{!0}
; CHECK: !0 = !{ptr @k, !"kernel", i32 1}
!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!6}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{ptr @k, !"maxntidx", i32 256}
!2 = !{!3, !3, i64 0}
!3 = !{!"float", !4, i64 0}
!4 = !{!"omnipotent char", !7, i64 0}
!5 = !{i32 0, i32 1024}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{!"Simple C++ TBAA"}
