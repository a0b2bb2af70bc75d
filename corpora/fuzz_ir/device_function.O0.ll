; ModuleID = 'device_function.cu'
source_filename = "device_function.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_idx_t = type { i8 }
%struct.ck_block_dim_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }
%struct.MinMax = type { float, float }

@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z6hornerfPKfi(float noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca float, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  store float %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = load ptr, ptr %5, align 8
  %10 = load i32, ptr %6, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds float, ptr %9, i64 %11
  %13 = load float, ptr %12, align 4
  store float %13, ptr %7, align 4
  %14 = load i32, ptr %6, align 4
  %15 = sub nsw i32 %14, 1
  store i32 %15, ptr %8, align 4
  br label %16

16:                                               ; preds = %29, %3
  %17 = load i32, ptr %8, align 4
  %18 = icmp sge i32 %17, 0
  br i1 %18, label %19, label %32

19:                                               ; preds = %16
  %20 = load float, ptr %7, align 4
  %21 = load float, ptr %4, align 4
  %22 = fmul contract float %20, %21
  %23 = load ptr, ptr %5, align 8
  %24 = load i32, ptr %8, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %23, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = fadd contract float %22, %27
  store float %28, ptr %7, align 4
  br label %29

29:                                               ; preds = %19
  %30 = load i32, ptr %8, align 4
  %31 = add nsw i32 %30, -1
  store i32 %31, ptr %8, align 4
  br label %16, !llvm.loop !5

32:                                               ; preds = %16
  %33 = load float, ptr %7, align 4
  ret float %33
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.MinMax @_Z7minmax3fff(float noundef %0, float noundef %1, float noundef %2) #0 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca %struct.MinMax, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  store float %0, ptr %13, align 4
  store float %1, ptr %14, align 4
  store float %2, ptr %15, align 4
  %16 = load float, ptr %13, align 4
  %17 = load float, ptr %14, align 4
  %18 = load float, ptr %15, align 4
  store float %17, ptr %8, align 4
  store float %18, ptr %9, align 4
  %19 = load float, ptr %8, align 4
  %20 = load float, ptr %9, align 4
  %21 = call contract float @llvm.minnum.f32(float %19, float %20)
  store float %16, ptr %10, align 4
  store float %21, ptr %11, align 4
  %22 = load float, ptr %10, align 4
  %23 = load float, ptr %11, align 4
  %24 = call contract float @llvm.minnum.f32(float %22, float %23)
  %25 = getelementptr inbounds %struct.MinMax, ptr %12, i32 0, i32 0
  store float %24, ptr %25, align 4
  %26 = load float, ptr %13, align 4
  %27 = load float, ptr %14, align 4
  %28 = load float, ptr %15, align 4
  store float %27, ptr %4, align 4
  store float %28, ptr %5, align 4
  %29 = load float, ptr %4, align 4
  %30 = load float, ptr %5, align 4
  %31 = call contract float @llvm.maxnum.f32(float %29, float %30)
  store float %26, ptr %6, align 4
  store float %31, ptr %7, align 4
  %32 = load float, ptr %6, align 4
  %33 = load float, ptr %7, align 4
  %34 = call contract float @llvm.maxnum.f32(float %32, float %33)
  %35 = getelementptr inbounds %struct.MinMax, ptr %12, i32 0, i32 1
  store float %34, ptr %35, align 4
  %36 = load %struct.MinMax, ptr %12, align 4
  ret %struct.MinMax %36
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z15device_functionPKfS0_iPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4) #1 {
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca %struct.MinMax, align 4
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store i32 %2, ptr %11, align 4
  store ptr %3, ptr %12, align 8
  store i32 %4, ptr %13, align 4
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

26:                                               ; preds = %5
  br label %66

27:                                               ; preds = %5
  %28 = load ptr, ptr %9, align 8
  %29 = load i32, ptr %14, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %28, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = load ptr, ptr %10, align 8
  %34 = load i32, ptr %11, align 4
  %35 = call contract noundef float @_Z6hornerfPKfi(float noundef %32, ptr noundef %33, i32 noundef %34) #3
  store float %35, ptr %15, align 4
  %36 = load ptr, ptr %10, align 8
  %37 = load i32, ptr %11, align 4
  %38 = call contract noundef float @_Z6hornerfPKfi(float noundef 5.000000e-01, ptr noundef %36, i32 noundef %37) #3
  store float %38, ptr %16, align 4
  %39 = load ptr, ptr %9, align 8
  %40 = load i32, ptr %14, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %39, i64 %41
  %43 = load float, ptr %42, align 4
  %44 = load float, ptr %15, align 4
  %45 = load float, ptr %16, align 4
  %46 = call %struct.MinMax @_Z7minmax3fff(float noundef %43, float noundef %44, float noundef %45) #3
  %47 = getelementptr inbounds %struct.MinMax, ptr %17, i32 0, i32 0
  %48 = extractvalue %struct.MinMax %46, 0
  store float %48, ptr %47, align 4
  %49 = getelementptr inbounds %struct.MinMax, ptr %17, i32 0, i32 1
  %50 = extractvalue %struct.MinMax %46, 1
  store float %50, ptr %49, align 4
  %51 = getelementptr inbounds %struct.MinMax, ptr %17, i32 0, i32 0
  %52 = load float, ptr %51, align 4
  %53 = getelementptr inbounds %struct.MinMax, ptr %17, i32 0, i32 1
  %54 = load float, ptr %53, align 4
  store float %52, ptr %6, align 4
  store float %54, ptr %7, align 4
  store float 2.500000e-01, ptr %8, align 4
  %55 = load float, ptr %6, align 4
  %56 = load float, ptr %8, align 4
  %57 = load float, ptr %7, align 4
  %58 = load float, ptr %6, align 4
  %59 = fsub contract float %57, %58
  %60 = fmul contract float %56, %59
  %61 = fadd contract float %55, %60
  %62 = load ptr, ptr %12, align 8
  %63 = load i32, ptr %14, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %62, i64 %64
  store float %61, ptr %65, align 4
  br label %66

66:                                               ; preds = %27, %26
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z15device_functionPKfS0_iPfi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
