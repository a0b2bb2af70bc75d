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
  br i1 %11, label %12, label %136

12:                                               ; preds = %5
  %13 = load float, ptr addrspacecast (ptr addrspace(4) @fir_coeff to ptr), align 4, !tbaa !5
  %14 = sext i32 %10 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !5
  %17 = fmul contract float %13, %16
  %18 = fadd contract float %17, 0.000000e+00
  %19 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @fir_coeff to ptr), i64 4), align 4, !tbaa !5
  %20 = add nsw i32 %10, 1
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !5
  %24 = fmul contract float %19, %23
  %25 = fadd contract float %18, %24
  %26 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @fir_coeff to ptr), i64 8), align 4, !tbaa !5
  %27 = add nsw i32 %10, 2
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !5
  %31 = fmul contract float %26, %30
  %32 = fadd contract float %25, %31
  %33 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @fir_coeff to ptr), i64 12), align 4, !tbaa !5
  %34 = add nsw i32 %10, 3
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %0, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !5
  %38 = fmul contract float %33, %37
  %39 = fadd contract float %32, %38
  %40 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @fir_coeff to ptr), i64 16), align 4, !tbaa !5
  %41 = add nsw i32 %10, 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %0, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !5
  %45 = fmul contract float %40, %44
  %46 = fadd contract float %39, %45
  %47 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @fir_coeff to ptr), i64 20), align 4, !tbaa !5
  %48 = add nsw i32 %10, 5
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %0, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !5
  %52 = fmul contract float %47, %51
  %53 = fadd contract float %46, %52
  %54 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @fir_coeff to ptr), i64 24), align 4, !tbaa !5
  %55 = add nsw i32 %10, 6
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !5
  %59 = fmul contract float %54, %58
  %60 = fadd contract float %53, %59
  %61 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @fir_coeff to ptr), i64 28), align 4, !tbaa !5
  %62 = add nsw i32 %10, 7
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %0, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !5
  %66 = fmul contract float %61, %65
  %67 = fadd contract float %60, %66
  %68 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @fir_coeff to ptr), i64 32), align 4, !tbaa !5
  %69 = add nsw i32 %10, 8
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %0, i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !5
  %73 = fmul contract float %68, %72
  %74 = fadd contract float %67, %73
  %75 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @fir_coeff to ptr), i64 36), align 4, !tbaa !5
  %76 = add nsw i32 %10, 9
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr %0, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !5
  %80 = fmul contract float %75, %79
  %81 = fadd contract float %74, %80
  %82 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @fir_coeff to ptr), i64 40), align 4, !tbaa !5
  %83 = add nsw i32 %10, 10
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr %0, i64 %84
  %86 = load float, ptr %85, align 4, !tbaa !5
  %87 = fmul contract float %82, %86
  %88 = fadd contract float %81, %87
  %89 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @fir_coeff to ptr), i64 44), align 4, !tbaa !5
  %90 = add nsw i32 %10, 11
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds float, ptr %0, i64 %91
  %93 = load float, ptr %92, align 4, !tbaa !5
  %94 = fmul contract float %89, %93
  %95 = fadd contract float %88, %94
  %96 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @fir_coeff to ptr), i64 48), align 4, !tbaa !5
  %97 = add nsw i32 %10, 12
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr %0, i64 %98
  %100 = load float, ptr %99, align 4, !tbaa !5
  %101 = fmul contract float %96, %100
  %102 = fadd contract float %95, %101
  %103 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @fir_coeff to ptr), i64 52), align 4, !tbaa !5
  %104 = add nsw i32 %10, 13
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds float, ptr %0, i64 %105
  %107 = load float, ptr %106, align 4, !tbaa !5
  %108 = fmul contract float %103, %107
  %109 = fadd contract float %102, %108
  %110 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @fir_coeff to ptr), i64 56), align 4, !tbaa !5
  %111 = add nsw i32 %10, 14
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds float, ptr %0, i64 %112
  %114 = load float, ptr %113, align 4, !tbaa !5
  %115 = fmul contract float %110, %114
  %116 = fadd contract float %109, %115
  %117 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @fir_coeff to ptr), i64 60), align 4, !tbaa !5
  %118 = add nsw i32 %10, 15
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds float, ptr %0, i64 %119
  %121 = load float, ptr %120, align 4, !tbaa !5
  %122 = fmul contract float %117, %121
  %123 = fadd contract float %116, %122
  %124 = getelementptr inbounds float, ptr %1, i64 %14
  store float %123, ptr %124, align 4, !tbaa !5
  %125 = getelementptr inbounds i8, ptr %2, i64 %14
  %126 = load i8, ptr %125, align 1, !tbaa !9
  %127 = zext i8 %126 to i64
  %128 = getelementptr inbounds [256 x i8], ptr addrspacecast (ptr addrspace(4) @perm to ptr), i64 0, i64 %127
  %129 = load i8, ptr %128, align 1, !tbaa !9
  %130 = add i8 %126, 1
  %131 = zext i8 %130 to i64
  %132 = getelementptr inbounds [256 x i8], ptr addrspacecast (ptr addrspace(4) @perm to ptr), i64 0, i64 %131
  %133 = load i8, ptr %132, align 1, !tbaa !9
  %134 = xor i8 %133, %129
  %135 = getelementptr inbounds i8, ptr %3, i64 %14
  store i8 %134, ptr %135, align 1, !tbaa !9
  br label %136

136:                                              ; preds = %5, %12
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
