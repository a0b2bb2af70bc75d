; ModuleID = 'constant_table.cu'
source_filename = "constant_table.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_idx_t = type { i8 }
%struct.ck_block_dim_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }

@fir_coeff = dso_local addrspace(4) externally_initialized global [16 x float] [float 7.812500e-03, float 1.562500e-02, float 3.125000e-02, float 4.687500e-02, float 6.250000e-02, float 7.812500e-02, float 9.375000e-02, float 1.093750e-01, float 1.093750e-01, float 9.375000e-02, float 7.812500e-02, float 6.250000e-02, float 4.687500e-02, float 3.125000e-02, float 1.562500e-02, float 7.812500e-03], align 4
@perm = dso_local addrspace(4) externally_initialized global [256 x i8] c"\0B0Uz\9F\C4\E9\0E3X}\A2\C7\EC\116[\80\A5\CA\EF\149^\83\A8\CD\F2\17<a\86\AB\D0\F5\1A?d\89\AE\D3\F8\1DBg\8C\B1\D6\FB Ej\8F\B4\D9\FE#Hm\92\B7\DC\01&Kp\95\BA\DF\04)Ns\98\BD\E2\07,Qv\9B\C0\E5\0A/Ty\9E\C3\E8\0D2W|\A1\C6\EB\105Z\7F\A4\C9\EE\138]\82\A7\CC\F1\16;`\85\AA\CF\F4\19>c\88\AD\D2\F7\1CAf\8B\B0\D5\FA\1FDi\8E\B3\D8\FD\22Gl\91\B6\DB\00%Jo\94\B9\DE\03(Mr\97\BC\E1\06+Pu\9A\BF\E4\09.Sx\9D\C2\E7\0C1V{\A0\C5\EA\0F4Y~\A3\C8\ED\127\\\81\A6\CB\F0\15:_\84\A9\CE\F3\18=b\87\AC\D1\F6\1B@e\8A\AF\D4\F9\1ECh\8D\B2\D7\FC!Fk\90\B5\DA\FF$In\93\B8\DD\02'Lq\96\BB\E0\05*Ot\99\BE\E3\08-Rw\9C\C1\E6", align 1
@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @fir_coeff to ptr), ptr addrspacecast (ptr addrspace(4) @perm to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z14constant_tablePKfPfPKhPhi(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = add i32 %16, %17
  store i32 %18, ptr %11, align 4
  %19 = load i32, ptr %11, align 4
  %20 = load i32, ptr %10, align 4
  %21 = icmp sge i32 %19, %20
  br i1 %21, label %22, label %23

22:                                               ; preds = %5
  br label %78

23:                                               ; preds = %5
  store float 0.000000e+00, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %24

24:                                               ; preds = %42, %23
  %25 = load i32, ptr %13, align 4
  %26 = icmp slt i32 %25, 16
  br i1 %26, label %27, label %45

27:                                               ; preds = %24
  %28 = load i32, ptr %13, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(4) @fir_coeff to ptr), i64 0, i64 %29
  %31 = load float, ptr %30, align 4
  %32 = load ptr, ptr %6, align 8
  %33 = load i32, ptr %11, align 4
  %34 = load i32, ptr %13, align 4
  %35 = add nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %32, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = fmul contract float %31, %38
  %40 = load float, ptr %12, align 4
  %41 = fadd contract float %40, %39
  store float %41, ptr %12, align 4
  br label %42

42:                                               ; preds = %27
  %43 = load i32, ptr %13, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %13, align 4
  br label %24, !llvm.loop !5

45:                                               ; preds = %24
  %46 = load float, ptr %12, align 4
  %47 = load ptr, ptr %7, align 8
  %48 = load i32, ptr %11, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %47, i64 %49
  store float %46, ptr %50, align 4
  %51 = load ptr, ptr %8, align 8
  %52 = load i32, ptr %11, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i8, ptr %51, i64 %53
  %55 = load i8, ptr %54, align 1
  %56 = zext i8 %55 to i64
  %57 = getelementptr inbounds [256 x i8], ptr addrspacecast (ptr addrspace(4) @perm to ptr), i64 0, i64 %56
  %58 = load i8, ptr %57, align 1
  %59 = zext i8 %58 to i32
  %60 = load ptr, ptr %8, align 8
  %61 = load i32, ptr %11, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i8, ptr %60, i64 %62
  %64 = load i8, ptr %63, align 1
  %65 = zext i8 %64 to i32
  %66 = add nsw i32 %65, 1
  %67 = trunc i32 %66 to i8
  %68 = zext i8 %67 to i64
  %69 = getelementptr inbounds [256 x i8], ptr addrspacecast (ptr addrspace(4) @perm to ptr), i64 0, i64 %68
  %70 = load i8, ptr %69, align 1
  %71 = zext i8 %70 to i32
  %72 = xor i32 %59, %71
  %73 = trunc i32 %72 to i8
  %74 = load ptr, ptr %9, align 8
  %75 = load i32, ptr %11, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i8, ptr %74, i64 %76
  store i8 %73, ptr %77, align 1
  br label %78

78:                                               ; preds = %45, %22
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z14constant_tablePKfPfPKhPhi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
