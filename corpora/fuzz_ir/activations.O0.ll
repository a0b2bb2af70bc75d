; ModuleID = 'activations.cu'
source_filename = "activations.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_idx_t = type { i8 }
%struct.ck_block_dim_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z11activationsPKfPffi(ptr noundef %0, ptr noundef %1, float noundef %2, i32 noundef %3) #0 {
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca ptr, align 8
  %17 = alloca float, align 4
  store ptr %0, ptr %10, align 8
  store ptr %1, ptr %11, align 8
  store float %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = mul i32 %18, %19
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = add i32 %20, %21
  store i32 %22, ptr %14, align 4
  %23 = load i32, ptr %14, align 4
  %24 = load i32, ptr %13, align 4
  %25 = icmp sge i32 %23, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %4
  br label %102

27:                                               ; preds = %4
  %28 = load ptr, ptr %10, align 8
  %29 = load i32, ptr %14, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %28, i64 %30
  %32 = load float, ptr %31, align 4
  store float %32, ptr %15, align 4
  %33 = load ptr, ptr %11, align 8
  %34 = load i32, ptr %14, align 4
  %35 = mul nsw i32 6, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %33, i64 %36
  store ptr %37, ptr %16, align 8
  %38 = load float, ptr %15, align 4
  %39 = fcmp contract ogt float %38, 0.000000e+00
  br i1 %39, label %40, label %42

40:                                               ; preds = %27
  %41 = load float, ptr %15, align 4
  br label %43

42:                                               ; preds = %27
  br label %43

43:                                               ; preds = %42, %40
  %44 = phi contract float [ %41, %40 ], [ 0.000000e+00, %42 ]
  %45 = load ptr, ptr %16, align 8
  %46 = getelementptr inbounds float, ptr %45, i64 0
  store float %44, ptr %46, align 4
  %47 = load float, ptr %15, align 4
  %48 = fcmp contract oge float %47, 0.000000e+00
  br i1 %48, label %49, label %51

49:                                               ; preds = %43
  %50 = load float, ptr %15, align 4
  br label %55

51:                                               ; preds = %43
  %52 = load float, ptr %12, align 4
  %53 = load float, ptr %15, align 4
  %54 = fmul contract float %52, %53
  br label %55

55:                                               ; preds = %51, %49
  %56 = phi contract float [ %50, %49 ], [ %54, %51 ]
  %57 = load ptr, ptr %16, align 8
  %58 = getelementptr inbounds float, ptr %57, i64 1
  store float %56, ptr %58, align 4
  %59 = load float, ptr %15, align 4
  store float %59, ptr %6, align 4
  store float 0.000000e+00, ptr %7, align 4
  %60 = load float, ptr %6, align 4
  %61 = load float, ptr %7, align 4
  %62 = call contract float @llvm.maxnum.f32(float %60, float %61)
  store float %62, ptr %8, align 4
  store float 6.000000e+00, ptr %9, align 4
  %63 = load float, ptr %8, align 4
  %64 = load float, ptr %9, align 4
  %65 = call contract float @llvm.minnum.f32(float %63, float %64)
  %66 = load ptr, ptr %16, align 8
  %67 = getelementptr inbounds float, ptr %66, i64 2
  store float %65, ptr %67, align 4
  %68 = load float, ptr %15, align 4
  %69 = fmul contract float %68, 0x3FC99999A0000000
  %70 = fadd contract float %69, 5.000000e-01
  store float %70, ptr %5, align 4
  %71 = load float, ptr %5, align 4
  %72 = call contract float @llvm.nvvm.saturate.f(float %71)
  %73 = load ptr, ptr %16, align 8
  %74 = getelementptr inbounds float, ptr %73, i64 3
  store float %72, ptr %74, align 4
  %75 = load float, ptr %15, align 4
  %76 = fcmp contract ogt float %75, 0.000000e+00
  %77 = zext i1 %76 to i32
  %78 = load float, ptr %15, align 4
  %79 = fcmp contract olt float %78, 0.000000e+00
  %80 = zext i1 %79 to i32
  %81 = sub nsw i32 %77, %80
  %82 = sitofp i32 %81 to float
  %83 = load ptr, ptr %16, align 8
  %84 = getelementptr inbounds float, ptr %83, i64 4
  store float %82, ptr %84, align 4
  %85 = load float, ptr %15, align 4
  %86 = load float, ptr %15, align 4
  %87 = fmul contract float 0x3FA6E4E260000000, %86
  %88 = load float, ptr %15, align 4
  %89 = fmul contract float %87, %88
  %90 = load float, ptr %15, align 4
  %91 = fmul contract float %89, %90
  %92 = fadd contract float %85, %91
  %93 = fmul contract float 0x3FE9884540000000, %92
  store float %93, ptr %17, align 4
  %94 = load float, ptr %15, align 4
  %95 = fmul contract float 5.000000e-01, %94
  %96 = load float, ptr %17, align 4
  %97 = call contract float @tanhf(float noundef %96) #3
  %98 = fadd contract float 1.000000e+00, %97
  %99 = fmul contract float %95, %98
  %100 = load ptr, ptr %16, align 8
  %101 = getelementptr inbounds float, ptr %100, i64 5
  store float %99, ptr %101, align 4
  br label %102

102:                                              ; preds = %55, %26
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local float @tanhf(float noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z11activationsPKfPffi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
