; ModuleID = 'params_struct.cu'
source_filename = "params_struct.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_idx_t = type { i8 }
%struct.ck_block_dim_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }
%struct.Affine = type { float, float, i32, i32 }
%struct.Lut8 = type { [8 x float], i32 }

@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z13params_affine6AffinePKfPf(ptr noundef byval(%struct.Affine) align 4 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  store i32 %16, ptr %10, align 4
  %17 = load i32, ptr %10, align 4
  %18 = getelementptr inbounds %struct.Affine, ptr %0, i32 0, i32 2
  %19 = load i32, ptr %18, align 4
  %20 = icmp sge i32 %17, %19
  br i1 %20, label %21, label %22

21:                                               ; preds = %3
  br label %51

22:                                               ; preds = %3
  %23 = load ptr, ptr %8, align 8
  %24 = load i32, ptr %10, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %23, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = getelementptr inbounds %struct.Affine, ptr %0, i32 0, i32 0
  %29 = load float, ptr %28, align 4
  %30 = fmul contract float %27, %29
  %31 = getelementptr inbounds %struct.Affine, ptr %0, i32 0, i32 1
  %32 = load float, ptr %31, align 4
  %33 = fadd contract float %30, %32
  store float %33, ptr %11, align 4
  %34 = getelementptr inbounds %struct.Affine, ptr %0, i32 0, i32 3
  %35 = load i32, ptr %34, align 4
  %36 = icmp ne i32 %35, 0
  br i1 %36, label %37, label %45

37:                                               ; preds = %22
  %38 = load float, ptr %11, align 4
  store float %38, ptr %4, align 4
  store float 0.000000e+00, ptr %5, align 4
  %39 = load float, ptr %4, align 4
  %40 = load float, ptr %5, align 4
  %41 = call contract float @llvm.maxnum.f32(float %39, float %40)
  store float %41, ptr %6, align 4
  store float 1.000000e+00, ptr %7, align 4
  %42 = load float, ptr %6, align 4
  %43 = load float, ptr %7, align 4
  %44 = call contract float @llvm.minnum.f32(float %42, float %43)
  store float %44, ptr %11, align 4
  br label %45

45:                                               ; preds = %37, %22
  %46 = load float, ptr %11, align 4
  %47 = load ptr, ptr %9, align 8
  %48 = load i32, ptr %10, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %47, i64 %49
  store float %46, ptr %50, align 4
  br label %51

51:                                               ; preds = %45, %21
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z10params_lutPKiPf4Lut8i(ptr noundef %0, ptr noundef %1, ptr noundef byval(%struct.Lut8) align 4 %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %3, ptr %7, align 4
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  store i32 %13, ptr %8, align 4
  %14 = load i32, ptr %8, align 4
  %15 = load i32, ptr %7, align 4
  %16 = icmp sge i32 %14, %15
  br i1 %16, label %17, label %18

17:                                               ; preds = %4
  br label %37

18:                                               ; preds = %4
  %19 = getelementptr inbounds %struct.Lut8, ptr %2, i32 0, i32 0
  %20 = load ptr, ptr %5, align 8
  %21 = load i32, ptr %8, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %20, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = and i32 %24, 7
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [8 x float], ptr %19, i64 0, i64 %26
  %28 = load float, ptr %27, align 4
  %29 = getelementptr inbounds %struct.Lut8, ptr %2, i32 0, i32 1
  %30 = load i32, ptr %29, align 4
  %31 = sitofp i32 %30 to float
  %32 = fmul contract float %28, %31
  %33 = load ptr, ptr %6, align 8
  %34 = load i32, ptr %8, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %33, i64 %35
  store float %32, ptr %36, align 4
  br label %37

37:                                               ; preds = %18, %17
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z13params_affine6AffinePKfPf, !"kernel", i32 1}
!1 = !{ptr @_Z10params_lutPKiPf4Lut8i, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
