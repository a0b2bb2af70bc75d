; ModuleID = 'math_builtins.cu'
source_filename = "math_builtins.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_idx_t = type { i8 }
%struct.ck_block_dim_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z13math_builtinsPKfPfPKdPdi(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca double, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = add i32 %17, %18
  store i32 %19, ptr %11, align 4
  %20 = load i32, ptr %11, align 4
  %21 = load i32, ptr %10, align 4
  %22 = icmp sge i32 %20, %21
  br i1 %22, label %23, label %24

23:                                               ; preds = %5
  br label %126

24:                                               ; preds = %5
  %25 = load ptr, ptr %6, align 8
  %26 = load i32, ptr %11, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %25, i64 %27
  %29 = load float, ptr %28, align 4
  store float %29, ptr %12, align 4
  %30 = load float, ptr %12, align 4
  %31 = call contract float @llvm.sin.f32(float %30)
  %32 = load float, ptr %12, align 4
  %33 = call contract float @llvm.cos.f32(float %32)
  %34 = fadd contract float %31, %33
  %35 = load float, ptr %12, align 4
  %36 = call contract float @llvm.exp.f32(float %35)
  %37 = fadd contract float %34, %36
  %38 = load float, ptr %12, align 4
  %39 = call contract float @llvm.exp2.f32(float %38)
  %40 = fadd contract float %37, %39
  %41 = load float, ptr %12, align 4
  %42 = call contract float @llvm.fabs.f32(float %41)
  %43 = fadd contract float %42, 1.000000e+00
  %44 = call contract float @llvm.log.f32(float %43)
  %45 = fadd contract float %40, %44
  %46 = load float, ptr %12, align 4
  %47 = call contract float @llvm.fabs.f32(float %46)
  %48 = fadd contract float %47, 2.000000e+00
  %49 = call contract float @llvm.log2.f32(float %48)
  %50 = fadd contract float %45, %49
  store float %50, ptr %13, align 4
  %51 = load float, ptr %12, align 4
  %52 = call contract float @llvm.pow.f32(float %51, float 2.000000e+00)
  %53 = load float, ptr %12, align 4
  %54 = call contract float @llvm.fabs.f32(float %53)
  %55 = call contract float @llvm.sqrt.f32(float %54)
  %56 = fadd contract float %52, %55
  %57 = load float, ptr %13, align 4
  %58 = fadd contract float %57, %56
  store float %58, ptr %13, align 4
  %59 = load float, ptr %12, align 4
  %60 = call contract float @llvm.floor.f32(float %59)
  %61 = load float, ptr %12, align 4
  %62 = call contract float @llvm.ceil.f32(float %61)
  %63 = fadd contract float %60, %62
  %64 = load float, ptr %12, align 4
  %65 = call contract float @llvm.trunc.f32(float %64)
  %66 = fadd contract float %63, %65
  %67 = load float, ptr %12, align 4
  %68 = call contract float @llvm.rint.f32(float %67)
  %69 = fadd contract float %66, %68
  %70 = load float, ptr %12, align 4
  %71 = call contract float @llvm.round.f32(float %70)
  %72 = fadd contract float %69, %71
  %73 = load float, ptr %13, align 4
  %74 = fadd contract float %73, %72
  store float %74, ptr %13, align 4
  %75 = load float, ptr %13, align 4
  %76 = load float, ptr %12, align 4
  %77 = call contract float @llvm.copysign.f32(float 1.000000e+00, float %76)
  %78 = call contract float @llvm.fma.f32(float %75, float 5.000000e-01, float %77)
  store float %78, ptr %13, align 4
  %79 = load float, ptr %13, align 4
  %80 = call contract float @llvm.maxnum.f32(float %79, float -1.000000e+02)
  %81 = call contract float @llvm.minnum.f32(float %80, float 1.000000e+02)
  store float %81, ptr %13, align 4
  %82 = load float, ptr %13, align 4
  %83 = load ptr, ptr %7, align 8
  %84 = load i32, ptr %11, align 4
  %85 = mul nsw i32 2, %84
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr %83, i64 %86
  store float %82, ptr %87, align 4
  %88 = call contract float @llvm.sin.f32(float 5.000000e-01)
  %89 = call contract float @llvm.pow.f32(float 2.000000e+00, float 1.000000e+01)
  %90 = fadd contract float %88, %89
  %91 = call contract float @llvm.exp.f32(float 1.000000e+00)
  %92 = fadd contract float %90, %91
  %93 = call contract float @llvm.sqrt.f32(float 2.000000e+00)
  %94 = fadd contract float %92, %93
  %95 = load ptr, ptr %7, align 8
  %96 = load i32, ptr %11, align 4
  %97 = mul nsw i32 2, %96
  %98 = add nsw i32 %97, 1
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds float, ptr %95, i64 %99
  store float %94, ptr %100, align 4
  %101 = load ptr, ptr %8, align 8
  %102 = load i32, ptr %11, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds double, ptr %101, i64 %103
  %105 = load double, ptr %104, align 8
  store double %105, ptr %14, align 8
  %106 = load double, ptr %14, align 8
  %107 = call contract double @llvm.sin.f64(double %106)
  %108 = load double, ptr %14, align 8
  %109 = call contract double @llvm.exp.f64(double %108)
  %110 = fmul contract double %107, %109
  %111 = load double, ptr %14, align 8
  %112 = call contract double @llvm.pow.f64(double %111, double 2.000000e+00)
  %113 = fadd contract double %110, %112
  %114 = load double, ptr %14, align 8
  %115 = call contract double @llvm.fabs.f64(double %114)
  %116 = call contract double @llvm.sqrt.f64(double %115)
  %117 = fadd contract double %113, %116
  %118 = load double, ptr %14, align 8
  %119 = load double, ptr %14, align 8
  %120 = call contract double @llvm.fma.f64(double %118, double %119, double 1.000000e+00)
  %121 = fadd contract double %117, %120
  %122 = load ptr, ptr %9, align 8
  %123 = load i32, ptr %11, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds double, ptr %122, i64 %124
  store double %121, ptr %125, align 8
  br label %126

126:                                              ; preds = %24, %23
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.cos.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log2.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.pow.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.pow.f64(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #1

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

!0 = !{ptr @_Z13math_builtinsPKfPfPKdPdi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
