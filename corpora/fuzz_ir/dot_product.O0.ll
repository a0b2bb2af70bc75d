; ModuleID = 'dot_product.cu'
source_filename = "dot_product.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_thread_idx_t = type { i8 }
%struct.ck_block_idx_t = type { i8 }
%struct.ck_block_dim_t = type { i8 }

@_ZZ11dot_productPKfS0_PfiE7partial = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z11dot_productPKfS0_Pfi(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca float, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %14, ptr %11, align 4
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = load i32, ptr %11, align 4
  %19 = add i32 %17, %18
  store i32 %19, ptr %12, align 4
  %20 = load i32, ptr %12, align 4
  %21 = load i32, ptr %10, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %35

23:                                               ; preds = %4
  %24 = load ptr, ptr %7, align 8
  %25 = load i32, ptr %12, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %24, i64 %26
  %28 = load float, ptr %27, align 4
  %29 = load ptr, ptr %8, align 8
  %30 = load i32, ptr %12, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %29, i64 %31
  %33 = load float, ptr %32, align 4
  %34 = fmul contract float %28, %33
  br label %36

35:                                               ; preds = %4
  br label %36

36:                                               ; preds = %35, %23
  %37 = phi contract float [ %34, %23 ], [ 0.000000e+00, %35 ]
  %38 = load i32, ptr %11, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11dot_productPKfS0_PfiE7partial to ptr), i64 0, i64 %39
  store float %37, ptr %40, align 4
  call void @llvm.nvvm.barrier0()
  %41 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %42 = udiv i32 %41, 2
  store i32 %42, ptr %13, align 4
  br label %43

43:                                               ; preds = %63, %36
  %44 = load i32, ptr %13, align 4
  %45 = icmp ugt i32 %44, 0
  br i1 %45, label %46, label %66

46:                                               ; preds = %43
  %47 = load i32, ptr %11, align 4
  %48 = load i32, ptr %13, align 4
  %49 = icmp ult i32 %47, %48
  br i1 %49, label %50, label %62

50:                                               ; preds = %46
  %51 = load i32, ptr %11, align 4
  %52 = load i32, ptr %13, align 4
  %53 = add i32 %51, %52
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11dot_productPKfS0_PfiE7partial to ptr), i64 0, i64 %54
  %56 = load float, ptr %55, align 4
  %57 = load i32, ptr %11, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11dot_productPKfS0_PfiE7partial to ptr), i64 0, i64 %58
  %60 = load float, ptr %59, align 4
  %61 = fadd contract float %60, %56
  store float %61, ptr %59, align 4
  br label %62

62:                                               ; preds = %50, %46
  call void @llvm.nvvm.barrier0()
  br label %63

63:                                               ; preds = %62
  %64 = load i32, ptr %13, align 4
  %65 = lshr i32 %64, 1
  store i32 %65, ptr %13, align 4
  br label %43, !llvm.loop !5

66:                                               ; preds = %43
  %67 = load i32, ptr %11, align 4
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %69, label %75

69:                                               ; preds = %66
  %70 = load ptr, ptr %9, align 8
  %71 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ11dot_productPKfS0_PfiE7partial to ptr), align 4
  store ptr %70, ptr %5, align 8
  store float %71, ptr %6, align 4
  %72 = load ptr, ptr %5, align 8
  %73 = load float, ptr %6, align 4
  %74 = atomicrmw fadd ptr %72, float %73 seq_cst, align 4
  br label %75

75:                                               ; preds = %69, %66
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z11dot_productPKfS0_Pfi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
