; ModuleID = 'matmul_naive.cu'
source_filename = "matmul_naive.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_idx_t = type { i8 }
%struct.ck_block_dim_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z12matmul_naivePKfS0_Pfiii(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  store i32 %5, ptr %12, align 4
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %19 = mul i32 %17, %18
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %21 = add i32 %19, %20
  store i32 %21, ptr %13, align 4
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = mul i32 %22, %23
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %26 = add i32 %24, %25
  store i32 %26, ptr %14, align 4
  %27 = load i32, ptr %13, align 4
  %28 = load i32, ptr %10, align 4
  %29 = icmp sge i32 %27, %28
  br i1 %29, label %34, label %30

30:                                               ; preds = %6
  %31 = load i32, ptr %14, align 4
  %32 = load i32, ptr %12, align 4
  %33 = icmp sge i32 %31, %32
  br i1 %33, label %34, label %35

34:                                               ; preds = %30, %6
  br label %75

35:                                               ; preds = %30
  store float 0.000000e+00, ptr %15, align 4
  store i32 0, ptr %16, align 4
  br label %36

36:                                               ; preds = %62, %35
  %37 = load i32, ptr %16, align 4
  %38 = load i32, ptr %11, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %65

40:                                               ; preds = %36
  %41 = load ptr, ptr %7, align 8
  %42 = load i32, ptr %13, align 4
  %43 = load i32, ptr %11, align 4
  %44 = mul nsw i32 %42, %43
  %45 = load i32, ptr %16, align 4
  %46 = add nsw i32 %44, %45
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %41, i64 %47
  %49 = load float, ptr %48, align 4
  %50 = load ptr, ptr %8, align 8
  %51 = load i32, ptr %16, align 4
  %52 = load i32, ptr %12, align 4
  %53 = mul nsw i32 %51, %52
  %54 = load i32, ptr %14, align 4
  %55 = add nsw i32 %53, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %50, i64 %56
  %58 = load float, ptr %57, align 4
  %59 = fmul contract float %49, %58
  %60 = load float, ptr %15, align 4
  %61 = fadd contract float %60, %59
  store float %61, ptr %15, align 4
  br label %62

62:                                               ; preds = %40
  %63 = load i32, ptr %16, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %16, align 4
  br label %36, !llvm.loop !5

65:                                               ; preds = %36
  %66 = load float, ptr %15, align 4
  %67 = load ptr, ptr %9, align 8
  %68 = load i32, ptr %13, align 4
  %69 = load i32, ptr %12, align 4
  %70 = mul nsw i32 %68, %69
  %71 = load i32, ptr %14, align 4
  %72 = add nsw i32 %70, %71
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %67, i64 %73
  store float %66, ptr %74, align 4
  br label %75

75:                                               ; preds = %65, %34
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

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

!0 = !{ptr @_Z12matmul_naivePKfS0_Pfiii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
