; ModuleID = 'math_libcalls.cu'
source_filename = "math_libcalls.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_idx_t = type { i8 }
%struct.ck_block_dim_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z13math_libcallsPKfS0_PfPdi(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca double, align 8
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store ptr %2, ptr %11, align 8
  store ptr %3, ptr %12, align 8
  store i32 %4, ptr %13, align 4
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = mul i32 %19, %20
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = add i32 %21, %22
  store i32 %23, ptr %14, align 4
  %24 = load i32, ptr %14, align 4
  %25 = load i32, ptr %13, align 4
  %26 = icmp sge i32 %24, %25
  br i1 %26, label %27, label %28

27:                                               ; preds = %5
  br label %116

28:                                               ; preds = %5
  %29 = load ptr, ptr %9, align 8
  %30 = load i32, ptr %14, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %29, i64 %31
  %33 = load float, ptr %32, align 4
  store float %33, ptr %15, align 4
  %34 = load ptr, ptr %10, align 8
  %35 = load i32, ptr %14, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %34, i64 %36
  %38 = load float, ptr %37, align 4
  store float %38, ptr %16, align 4
  %39 = load float, ptr %15, align 4
  %40 = call contract float @sinf(float noundef %39) #3
  %41 = load float, ptr %16, align 4
  %42 = call contract float @cosf(float noundef %41) #3
  %43 = fmul contract float %40, %42
  %44 = load float, ptr %15, align 4
  %45 = fneg contract float %44
  %46 = load float, ptr %15, align 4
  %47 = fmul contract float %45, %46
  %48 = call contract float @expf(float noundef %47) #3
  %49 = fadd contract float %43, %48
  %50 = load float, ptr %16, align 4
  store float %50, ptr %6, align 4
  %51 = load float, ptr %6, align 4
  %52 = call contract float @llvm.fabs.f32(float %51)
  %53 = fadd contract float 1.000000e+00, %52
  %54 = call contract float @logf(float noundef %53) #3
  %55 = fadd contract float %49, %54
  store float %55, ptr %17, align 4
  %56 = load float, ptr %15, align 4
  store float %56, ptr %7, align 4
  %57 = load float, ptr %7, align 4
  %58 = call contract float @llvm.fabs.f32(float %57)
  %59 = call contract float @powf(float noundef %58, float noundef 1.500000e+00) #3
  %60 = load float, ptr %16, align 4
  store float %60, ptr %8, align 4
  %61 = load float, ptr %8, align 4
  %62 = call contract float @llvm.fabs.f32(float %61)
  %63 = call contract float @sqrtf(float noundef %62) #3
  %64 = fadd contract float %59, %63
  %65 = load float, ptr %15, align 4
  %66 = load float, ptr %16, align 4
  %67 = fsub contract float %65, %66
  %68 = call contract float @tanhf(float noundef %67) #3
  %69 = fadd contract float %64, %68
  %70 = load float, ptr %17, align 4
  %71 = fadd contract float %70, %69
  store float %71, ptr %17, align 4
  %72 = load float, ptr %15, align 4
  %73 = load float, ptr %16, align 4
  %74 = call contract float @atan2f(float noundef %72, float noundef %73) #3
  %75 = load float, ptr %15, align 4
  %76 = call contract float @fmodf(float noundef %75, float noundef 2.500000e+00) #3
  %77 = fadd contract float %74, %76
  %78 = load float, ptr %17, align 4
  %79 = fadd contract float %78, %77
  store float %79, ptr %17, align 4
  %80 = load float, ptr %17, align 4
  %81 = load ptr, ptr %11, align 8
  %82 = load i32, ptr %14, align 4
  %83 = mul nsw i32 2, %82
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr %81, i64 %84
  store float %80, ptr %85, align 4
  %86 = call contract float @sinf(float noundef 5.000000e-01) #3
  %87 = call contract float @powf(float noundef 2.000000e+00, float noundef 1.000000e+01) #3
  %88 = call contract float @expf(float noundef 1.000000e+00) #3
  %89 = fmul contract float %87, %88
  %90 = fadd contract float %86, %89
  %91 = call contract float @logf(float noundef 8.000000e+00) #3
  %92 = fadd contract float %90, %91
  %93 = load ptr, ptr %11, align 8
  %94 = load i32, ptr %14, align 4
  %95 = mul nsw i32 2, %94
  %96 = add nsw i32 %95, 1
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds float, ptr %93, i64 %97
  store float %92, ptr %98, align 4
  %99 = load float, ptr %15, align 4
  %100 = fpext float %99 to double
  store double %100, ptr %18, align 8
  %101 = load double, ptr %18, align 8
  %102 = call contract double @sin(double noundef %101) #3
  %103 = load double, ptr %18, align 8
  %104 = fmul contract double %103, 5.000000e-01
  %105 = call contract double @exp(double noundef %104) #3
  %106 = fadd contract double %102, %105
  %107 = load double, ptr %18, align 8
  %108 = call contract double @pow(double noundef %107, double noundef 3.000000e+00) #3
  %109 = fadd contract double %106, %108
  %110 = call contract double @pow(double noundef 2.000000e+00, double noundef 5.000000e-01) #3
  %111 = fadd contract double %109, %110
  %112 = load ptr, ptr %12, align 8
  %113 = load i32, ptr %14, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds double, ptr %112, i64 %114
  store double %111, ptr %115, align 8
  br label %116

116:                                              ; preds = %28, %27
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local float @sinf(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @cosf(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @expf(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @logf(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @powf(float noundef, float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @sqrtf(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @tanhf(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @atan2f(float noundef, float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @fmodf(float noundef, float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local double @sin(double noundef) #1

; Function Attrs: convergent nounwind
declare dso_local double @exp(double noundef) #1

; Function Attrs: convergent nounwind
declare dso_local double @pow(double noundef, double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z13math_libcallsPKfS0_PfPdi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
