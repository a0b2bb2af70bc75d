; ModuleID = 'bitonic_sort.cu'
source_filename = "bitonic_sort.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_thread_idx_t = type { i8 }
%struct.ck_block_idx_t = type { i8 }

@_ZZ12bitonic_sortPfE1s = internal addrspace(3) global [512 x float] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z12bitonic_sortPf(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %11, ptr %3, align 4
  %12 = load ptr, ptr %2, align 8
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = mul i32 %13, 512
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %12, i64 %15
  store ptr %16, ptr %4, align 8
  %17 = load ptr, ptr %4, align 8
  %18 = load i32, ptr %3, align 4
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %17, i64 %19
  %21 = load float, ptr %20, align 4
  %22 = load i32, ptr %3, align 4
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %23
  store float %21, ptr %24, align 4
  call void @llvm.nvvm.barrier0()
  store i32 2, ptr %5, align 4
  br label %25

25:                                               ; preds = %78, %1
  %26 = load i32, ptr %5, align 4
  %27 = icmp ule i32 %26, 512
  br i1 %27, label %28, label %81

28:                                               ; preds = %25
  %29 = load i32, ptr %5, align 4
  %30 = lshr i32 %29, 1
  store i32 %30, ptr %6, align 4
  br label %31

31:                                               ; preds = %74, %28
  %32 = load i32, ptr %6, align 4
  %33 = icmp ugt i32 %32, 0
  br i1 %33, label %34, label %77

34:                                               ; preds = %31
  %35 = load i32, ptr %3, align 4
  %36 = load i32, ptr %6, align 4
  %37 = xor i32 %35, %36
  store i32 %37, ptr %7, align 4
  %38 = load i32, ptr %7, align 4
  %39 = load i32, ptr %3, align 4
  %40 = icmp ugt i32 %38, %39
  br i1 %40, label %41, label %73

41:                                               ; preds = %34
  %42 = load i32, ptr %3, align 4
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %43
  %45 = load float, ptr %44, align 4
  store float %45, ptr %8, align 4
  %46 = load i32, ptr %7, align 4
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %47
  %49 = load float, ptr %48, align 4
  store float %49, ptr %9, align 4
  %50 = load i32, ptr %3, align 4
  %51 = load i32, ptr %5, align 4
  %52 = and i32 %50, %51
  %53 = icmp eq i32 %52, 0
  %54 = zext i1 %53 to i8
  store i8 %54, ptr %10, align 1
  %55 = load float, ptr %8, align 4
  %56 = load float, ptr %9, align 4
  %57 = fcmp contract ogt float %55, %56
  %58 = zext i1 %57 to i32
  %59 = load i8, ptr %10, align 1
  %60 = trunc i8 %59 to i1
  %61 = zext i1 %60 to i32
  %62 = icmp eq i32 %58, %61
  br i1 %62, label %63, label %72

63:                                               ; preds = %41
  %64 = load float, ptr %9, align 4
  %65 = load i32, ptr %3, align 4
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %66
  store float %64, ptr %67, align 4
  %68 = load float, ptr %8, align 4
  %69 = load i32, ptr %7, align 4
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %70
  store float %68, ptr %71, align 4
  br label %72

72:                                               ; preds = %63, %41
  br label %73

73:                                               ; preds = %72, %34
  call void @llvm.nvvm.barrier0()
  br label %74

74:                                               ; preds = %73
  %75 = load i32, ptr %6, align 4
  %76 = lshr i32 %75, 1
  store i32 %76, ptr %6, align 4
  br label %31, !llvm.loop !5

77:                                               ; preds = %31
  br label %78

78:                                               ; preds = %77
  %79 = load i32, ptr %5, align 4
  %80 = shl i32 %79, 1
  store i32 %80, ptr %5, align 4
  br label %25, !llvm.loop !7

81:                                               ; preds = %25
  %82 = load i32, ptr %3, align 4
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %83
  %85 = load float, ptr %84, align 4
  %86 = load ptr, ptr %4, align 8
  %87 = load i32, ptr %3, align 4
  %88 = zext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr %86, i64 %88
  store float %85, ptr %89, align 4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z12bitonic_sortPf, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
