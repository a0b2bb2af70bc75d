; ModuleID = 'constant_table.cu'
source_filename = "constant_table.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@fir_coeff = dso_local addrspace(4) externally_initialized global [16 x float] [float 7.812500e-03, float 1.562500e-02, float 3.125000e-02, float 4.687500e-02, float 6.250000e-02, float 7.812500e-02, float 9.375000e-02, float 1.093750e-01, float 1.093750e-01, float 9.375000e-02, float 7.812500e-02, float 6.250000e-02, float 4.687500e-02, float 3.125000e-02, float 1.562500e-02, float 7.812500e-03], align 4
@perm = dso_local addrspace(4) externally_initialized global [256 x i8] c"\0B0Uz\9F\C4\E9\0E3X}\A2\C7\EC\116[\80\A5\CA\EF\149^\83\A8\CD\F2\17<a\86\AB\D0\F5\1A?d\89\AE\D3\F8\1DBg\8C\B1\D6\FB Ej\8F\B4\D9\FE#Hm\92\B7\DC\01&Kp\95\BA\DF\04)Ns\98\BD\E2\07,Qv\9B\C0\E5\0A/Ty\9E\C3\E8\0D2W|\A1\C6\EB\105Z\7F\A4\C9\EE\138]\82\A7\CC\F1\16;`\85\AA\CF\F4\19>c\88\AD\D2\F7\1CAf\8B\B0\D5\FA\1FDi\8E\B3\D8\FD\22Gl\91\B6\DB\00%Jo\94\B9\DE\03(Mr\97\BC\E1\06+Pu\9A\BF\E4\09.Sx\9D\C2\E7\0C1V{\A0\C5\EA\0F4Y~\A3\C8\ED\127\\\81\A6\CB\F0\15:_\84\A9\CE\F3\18=b\87\AC\D1\F6\1B@e\8A\AF\D4\F9\1ECh\8D\B2\D7\FC!Fk\90\B5\DA\FF$In\93\B8\DD\02'Lq\96\BB\E0\05*Ot\99\BE\E3\08-Rw\9C\C1\E6", align 1
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @fir_coeff to ptr), ptr addrspacecast (ptr addrspace(4) @perm to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none)
define dso_local void @_Z14constant_tablePKfPfPKhPhi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %26, label %40

12:                                               ; preds = %26
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  store float %37, ptr %14, align 4, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %2, i64 %13
  %16 = load i8, ptr %15, align 1, !tbaa !9
  %17 = zext i8 %16 to i64
  %18 = getelementptr inbounds [256 x i8], ptr addrspacecast (ptr addrspace(4) @perm to ptr), i64 0, i64 %17
  %19 = load i8, ptr %18, align 1, !tbaa !9
  %20 = add i8 %16, 1
  %21 = zext i8 %20 to i64
  %22 = getelementptr inbounds [256 x i8], ptr addrspacecast (ptr addrspace(4) @perm to ptr), i64 0, i64 %21
  %23 = load i8, ptr %22, align 1, !tbaa !9
  %24 = xor i8 %23, %19
  %25 = getelementptr inbounds i8, ptr %3, i64 %13
  store i8 %24, ptr %25, align 1, !tbaa !9
  br label %40

26:                                               ; preds = %5, %26
  %27 = phi i32 [ %38, %26 ], [ 0, %5 ]
  %28 = phi float [ %37, %26 ], [ 0.000000e+00, %5 ]
  %29 = zext i32 %27 to i64
  %30 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(4) @fir_coeff to ptr), i64 0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !5
  %32 = add nsw i32 %27, %10
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !5
  %36 = fmul contract float %31, %35
  %37 = fadd contract float %28, %36
  %38 = add nuw nsw i32 %27, 1
  %39 = icmp eq i32 %38, 16
  br i1 %39, label %12, label %26, !llvm.loop !10

40:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z14constant_tablePKfPfPKhPhi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
