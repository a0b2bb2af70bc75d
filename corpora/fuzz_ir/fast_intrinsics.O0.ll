; ModuleID = 'fast_intrinsics.cu'
source_filename = "fast_intrinsics.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_idx_t = type { i8 }
%struct.ck_block_dim_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z15fast_intrinsicsPKfS0_PfPKdPdi(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5) #0 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca float, align 4
  %24 = alloca float, align 4
  %25 = alloca float, align 4
  %26 = alloca float, align 4
  %27 = alloca float, align 4
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca float, align 4
  %36 = alloca float, align 4
  %37 = alloca float, align 4
  store ptr %0, ptr %28, align 8
  store ptr %1, ptr %29, align 8
  store ptr %2, ptr %30, align 8
  store ptr %3, ptr %31, align 8
  store ptr %4, ptr %32, align 8
  store i32 %5, ptr %33, align 4
  %38 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %40 = mul i32 %38, %39
  %41 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %42 = add i32 %40, %41
  store i32 %42, ptr %34, align 4
  %43 = load i32, ptr %34, align 4
  %44 = load i32, ptr %33, align 4
  %45 = icmp sge i32 %43, %44
  br i1 %45, label %46, label %47

46:                                               ; preds = %6
  br label %162

47:                                               ; preds = %6
  %48 = load ptr, ptr %28, align 8
  %49 = load i32, ptr %34, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %48, i64 %50
  %52 = load float, ptr %51, align 4
  store float %52, ptr %35, align 4
  %53 = load ptr, ptr %29, align 8
  %54 = load i32, ptr %34, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr %53, i64 %55
  %57 = load float, ptr %56, align 4
  store float %57, ptr %36, align 4
  %58 = load float, ptr %35, align 4
  store float %58, ptr %27, align 4
  %59 = load float, ptr %27, align 4
  %60 = fmul contract float %59, 0x3FF7154760000000
  %61 = call contract float @llvm.nvvm.ex2.approx.ftz.f(float %60)
  %62 = load float, ptr %36, align 4
  store float %62, ptr %23, align 4
  %63 = load float, ptr %23, align 4
  %64 = call contract float @llvm.fabs.f32(float %63)
  %65 = fadd contract float %64, 1.000000e+00
  store float %65, ptr %26, align 4
  %66 = load float, ptr %26, align 4
  %67 = call contract float @llvm.nvvm.lg2.approx.f(float %66)
  %68 = fmul contract float %67, 0x3FE62E4300000000
  %69 = fadd contract float %61, %68
  %70 = load float, ptr %35, align 4
  store float %70, ptr %22, align 4
  %71 = load float, ptr %22, align 4
  %72 = call contract float @llvm.nvvm.sin.approx.f(float %71)
  %73 = load float, ptr %36, align 4
  store float %73, ptr %21, align 4
  %74 = load float, ptr %21, align 4
  %75 = call contract float @llvm.nvvm.cos.approx.ftz.f(float %74)
  %76 = fmul contract float %72, %75
  %77 = fadd contract float %69, %76
  store float %77, ptr %37, align 4
  %78 = load float, ptr %35, align 4
  %79 = load float, ptr %36, align 4
  store float %78, ptr %19, align 4
  store float %79, ptr %20, align 4
  %80 = load float, ptr %19, align 4
  %81 = load float, ptr %20, align 4
  %82 = call contract float @llvm.nvvm.div.approx.f(float %80, float %81)
  %83 = load float, ptr %35, align 4
  store float %83, ptr %24, align 4
  %84 = load float, ptr %24, align 4
  %85 = call contract float @llvm.fabs.f32(float %84)
  %86 = fadd contract float %85, 1.000000e+00
  store float %86, ptr %18, align 4
  %87 = load float, ptr %18, align 4
  %88 = call contract float @llvm.nvvm.rsqrt.approx.f(float %87)
  %89 = fadd contract float %82, %88
  %90 = load float, ptr %37, align 4
  %91 = fadd contract float %90, %89
  store float %91, ptr %37, align 4
  %92 = load float, ptr %36, align 4
  store float %92, ptr %17, align 4
  %93 = load float, ptr %17, align 4
  %94 = call contract float @llvm.nvvm.saturate.f(float %93)
  %95 = load float, ptr %36, align 4
  store float %95, ptr %16, align 4
  %96 = load float, ptr %16, align 4
  %97 = call contract float @llvm.nvvm.rcp.rn.f(float %96)
  %98 = fadd contract float %94, %97
  %99 = load float, ptr %35, align 4
  store float %99, ptr %25, align 4
  %100 = load float, ptr %25, align 4
  %101 = call contract float @llvm.fabs.f32(float %100)
  store float %101, ptr %15, align 4
  %102 = load float, ptr %15, align 4
  %103 = call contract float @llvm.nvvm.sqrt.rn.f(float %102)
  %104 = fadd contract float %98, %103
  %105 = load float, ptr %37, align 4
  %106 = fadd contract float %105, %104
  store float %106, ptr %37, align 4
  %107 = load float, ptr %35, align 4
  %108 = load float, ptr %36, align 4
  store float %107, ptr %13, align 4
  store float %108, ptr %14, align 4
  %109 = load float, ptr %13, align 4
  %110 = load float, ptr %14, align 4
  %111 = call contract float @llvm.nvvm.mul.rz.f(float %109, float %110)
  %112 = load float, ptr %35, align 4
  %113 = load float, ptr %36, align 4
  store float %112, ptr %11, align 4
  store float %113, ptr %12, align 4
  %114 = load float, ptr %11, align 4
  %115 = load float, ptr %12, align 4
  %116 = call contract float @llvm.nvvm.add.rm.f(float %114, float %115)
  %117 = fadd contract float %111, %116
  store float 5.000000e-01, ptr %10, align 4
  %118 = load float, ptr %10, align 4
  %119 = call contract float @llvm.nvvm.ex2.approx.f(float %118)
  %120 = fadd contract float %117, %119
  store float 4.000000e+00, ptr %9, align 4
  %121 = load float, ptr %9, align 4
  %122 = call contract float @llvm.nvvm.lg2.approx.ftz.f(float %121)
  %123 = fadd contract float %120, %122
  %124 = load float, ptr %37, align 4
  %125 = fadd contract float %124, %123
  store float %125, ptr %37, align 4
  %126 = load float, ptr %37, align 4
  %127 = load float, ptr %35, align 4
  %128 = load float, ptr %36, align 4
  %129 = call contract float @llvm.nvvm.fmin.ftz.f(float %127, float %128)
  %130 = call contract float @llvm.nvvm.fmax.f(float %126, float %129)
  store float %130, ptr %37, align 4
  %131 = load float, ptr %37, align 4
  %132 = load ptr, ptr %30, align 8
  %133 = load i32, ptr %34, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds float, ptr %132, i64 %134
  store float %131, ptr %135, align 4
  %136 = load ptr, ptr %31, align 8
  %137 = load i32, ptr %34, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds double, ptr %136, i64 %138
  %140 = load double, ptr %139, align 8
  store double %140, ptr %8, align 8
  %141 = load double, ptr %8, align 8
  %142 = call contract double @llvm.nvvm.rcp.approx.ftz.d(double %141)
  %143 = load ptr, ptr %31, align 8
  %144 = load i32, ptr %34, align 4
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds double, ptr %143, i64 %145
  %147 = load double, ptr %146, align 8
  store double %147, ptr %7, align 8
  %148 = load double, ptr %7, align 8
  %149 = call contract double @llvm.nvvm.sqrt.rn.d(double %148)
  %150 = fadd contract double %142, %149
  %151 = load ptr, ptr %31, align 8
  %152 = load i32, ptr %34, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds double, ptr %151, i64 %153
  %155 = load double, ptr %154, align 8
  %156 = call contract double @llvm.nvvm.fma.rn.d(double %155, double 2.000000e+00, double 1.000000e+00)
  %157 = fadd contract double %150, %156
  %158 = load ptr, ptr %32, align 8
  %159 = load i32, ptr %34, align 4
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds double, ptr %158, i64 %160
  store double %157, ptr %161, align 8
  br label %162

162:                                              ; preds = %47, %46
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmax.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmin.ftz.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fma.rn.d(double, double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sin.approx.f(float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.cos.approx.ftz.f(float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.approx.f(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rcp.rn.f(float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rz.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rm.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.ftz.f(float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rcp.approx.ftz.d(double) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.sqrt.rn.d(double) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z15fast_intrinsicsPKfS0_PfPKdPdi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
