; ModuleID = 'loop_i64.cu'
source_filename = "loop_i64.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_dim_t = type { i8 }
%struct.ck_grid_dim_t = type { i8 }
%struct.ck_block_idx_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }

@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1
@gridDim = external dso_local addrspace(1) global %struct.ck_grid_dim_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z14loop_i64_scalePKdPdmd(ptr noundef %0, ptr noundef %1, i64 noundef %2, double noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca double, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = zext i32 %11 to i64
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %14 = zext i32 %13 to i64
  %15 = mul i64 %12, %14
  store i64 %15, ptr %9, align 8
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = zext i32 %16 to i64
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = zext i32 %18 to i64
  %20 = mul i64 %17, %19
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = zext i32 %21 to i64
  %23 = add i64 %20, %22
  store i64 %23, ptr %10, align 8
  br label %24

24:                                               ; preds = %38, %4
  %25 = load i64, ptr %10, align 8
  %26 = load i64, ptr %7, align 8
  %27 = icmp ult i64 %25, %26
  br i1 %27, label %28, label %42

28:                                               ; preds = %24
  %29 = load ptr, ptr %5, align 8
  %30 = load i64, ptr %10, align 8
  %31 = getelementptr inbounds double, ptr %29, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = load double, ptr %8, align 8
  %34 = fmul contract double %32, %33
  %35 = load ptr, ptr %6, align 8
  %36 = load i64, ptr %10, align 8
  %37 = getelementptr inbounds double, ptr %35, i64 %36
  store double %34, ptr %37, align 8
  br label %38

38:                                               ; preds = %28
  %39 = load i64, ptr %9, align 8
  %40 = load i64, ptr %10, align 8
  %41 = add i64 %40, %39
  store i64 %41, ptr %10, align 8
  br label %24, !llvm.loop !6

42:                                               ; preds = %24
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z15loop_i64_gatherPKfPfxxx(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i64 %2, ptr %8, align 8
  store i64 %3, ptr %9, align 8
  store i64 %4, ptr %10, align 8
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = zext i32 %14 to i64
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = zext i32 %16 to i64
  %18 = mul nsw i64 %15, %17
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = zext i32 %19 to i64
  %21 = add nsw i64 %18, %20
  store i64 %21, ptr %11, align 8
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %23 = zext i32 %22 to i64
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %25 = zext i32 %24 to i64
  %26 = mul nsw i64 %23, %25
  store i64 %26, ptr %12, align 8
  %27 = load i64, ptr %11, align 8
  store i64 %27, ptr %13, align 8
  br label %28

28:                                               ; preds = %44, %5
  %29 = load i64, ptr %13, align 8
  %30 = load i64, ptr %8, align 8
  %31 = icmp slt i64 %29, %30
  br i1 %31, label %32, label %48

32:                                               ; preds = %28
  %33 = load ptr, ptr %6, align 8
  %34 = load i64, ptr %13, align 8
  %35 = load i64, ptr %9, align 8
  %36 = mul nsw i64 %34, %35
  %37 = load i64, ptr %10, align 8
  %38 = add nsw i64 %36, %37
  %39 = getelementptr inbounds float, ptr %33, i64 %38
  %40 = load float, ptr %39, align 4
  %41 = load ptr, ptr %7, align 8
  %42 = load i64, ptr %13, align 8
  %43 = getelementptr inbounds float, ptr %41, i64 %42
  store float %40, ptr %43, align 4
  br label %44

44:                                               ; preds = %32
  %45 = load i64, ptr %12, align 8
  %46 = load i64, ptr %13, align 8
  %47 = add nsw i64 %46, %45
  store i64 %47, ptr %13, align 8
  br label %28, !llvm.loop !8

48:                                               ; preds = %28
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z14loop_i64_scalePKdPdmd, !"kernel", i32 1}
!1 = !{ptr @_Z15loop_i64_gatherPKfPfxxx, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
