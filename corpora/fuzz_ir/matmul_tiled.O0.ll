; ModuleID = 'matmul_tiled.cu'
source_filename = "matmul_tiled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_thread_idx_t = type { i8 }
%struct.ck_block_idx_t = type { i8 }

@_ZZ12matmul_tiledPKfS0_PfiE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12matmul_tiledPKfS0_PfiE2Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z12matmul_tiledPKfS0_Pfi(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %18, ptr %9, align 4
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  store i32 %19, ptr %10, align 4
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %21 = mul i32 %20, 16
  %22 = load i32, ptr %10, align 4
  %23 = add i32 %21, %22
  store i32 %23, ptr %11, align 4
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = mul i32 %24, 16
  %26 = load i32, ptr %9, align 4
  %27 = add i32 %25, %26
  store i32 %27, ptr %12, align 4
  store float 0.000000e+00, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %28

28:                                               ; preds = %121, %4
  %29 = load i32, ptr %14, align 4
  %30 = load i32, ptr %8, align 4
  %31 = add nsw i32 %30, 16
  %32 = sub nsw i32 %31, 1
  %33 = sdiv i32 %32, 16
  %34 = icmp slt i32 %29, %33
  br i1 %34, label %35, label %124

35:                                               ; preds = %28
  %36 = load i32, ptr %14, align 4
  %37 = mul nsw i32 %36, 16
  %38 = load i32, ptr %9, align 4
  %39 = add nsw i32 %37, %38
  store i32 %39, ptr %15, align 4
  %40 = load i32, ptr %14, align 4
  %41 = mul nsw i32 %40, 16
  %42 = load i32, ptr %10, align 4
  %43 = add nsw i32 %41, %42
  store i32 %43, ptr %16, align 4
  %44 = load i32, ptr %11, align 4
  %45 = load i32, ptr %8, align 4
  %46 = icmp slt i32 %44, %45
  br i1 %46, label %47, label %61

47:                                               ; preds = %35
  %48 = load i32, ptr %15, align 4
  %49 = load i32, ptr %8, align 4
  %50 = icmp slt i32 %48, %49
  br i1 %50, label %51, label %61

51:                                               ; preds = %47
  %52 = load ptr, ptr %5, align 8
  %53 = load i32, ptr %11, align 4
  %54 = load i32, ptr %8, align 4
  %55 = mul nsw i32 %53, %54
  %56 = load i32, ptr %15, align 4
  %57 = add nsw i32 %55, %56
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %52, i64 %58
  %60 = load float, ptr %59, align 4
  br label %62

61:                                               ; preds = %47, %35
  br label %62

62:                                               ; preds = %61, %51
  %63 = phi contract float [ %60, %51 ], [ 0.000000e+00, %61 ]
  %64 = load i32, ptr %10, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %65
  %67 = load i32, ptr %9, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [16 x float], ptr %66, i64 0, i64 %68
  store float %63, ptr %69, align 4
  %70 = load i32, ptr %16, align 4
  %71 = load i32, ptr %8, align 4
  %72 = icmp slt i32 %70, %71
  br i1 %72, label %73, label %87

73:                                               ; preds = %62
  %74 = load i32, ptr %12, align 4
  %75 = load i32, ptr %8, align 4
  %76 = icmp slt i32 %74, %75
  br i1 %76, label %77, label %87

77:                                               ; preds = %73
  %78 = load ptr, ptr %6, align 8
  %79 = load i32, ptr %16, align 4
  %80 = load i32, ptr %8, align 4
  %81 = mul nsw i32 %79, %80
  %82 = load i32, ptr %12, align 4
  %83 = add nsw i32 %81, %82
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr %78, i64 %84
  %86 = load float, ptr %85, align 4
  br label %88

87:                                               ; preds = %73, %62
  br label %88

88:                                               ; preds = %87, %77
  %89 = phi contract float [ %86, %77 ], [ 0.000000e+00, %87 ]
  %90 = load i32, ptr %10, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 %91
  %93 = load i32, ptr %9, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [16 x float], ptr %92, i64 0, i64 %94
  store float %89, ptr %95, align 4
  call void @llvm.nvvm.barrier0()
  store i32 0, ptr %17, align 4
  br label %96

96:                                               ; preds = %117, %88
  %97 = load i32, ptr %17, align 4
  %98 = icmp slt i32 %97, 16
  br i1 %98, label %99, label %120

99:                                               ; preds = %96
  %100 = load i32, ptr %10, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %101
  %103 = load i32, ptr %17, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [16 x float], ptr %102, i64 0, i64 %104
  %106 = load float, ptr %105, align 4
  %107 = load i32, ptr %17, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 %108
  %110 = load i32, ptr %9, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [16 x float], ptr %109, i64 0, i64 %111
  %113 = load float, ptr %112, align 4
  %114 = fmul contract float %106, %113
  %115 = load float, ptr %13, align 4
  %116 = fadd contract float %115, %114
  store float %116, ptr %13, align 4
  br label %117

117:                                              ; preds = %99
  %118 = load i32, ptr %17, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %17, align 4
  br label %96, !llvm.loop !5

120:                                              ; preds = %96
  call void @llvm.nvvm.barrier0()
  br label %121

121:                                              ; preds = %120
  %122 = load i32, ptr %14, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %14, align 4
  br label %28, !llvm.loop !7

124:                                              ; preds = %28
  %125 = load i32, ptr %11, align 4
  %126 = load i32, ptr %8, align 4
  %127 = icmp slt i32 %125, %126
  br i1 %127, label %128, label %142

128:                                              ; preds = %124
  %129 = load i32, ptr %12, align 4
  %130 = load i32, ptr %8, align 4
  %131 = icmp slt i32 %129, %130
  br i1 %131, label %132, label %142

132:                                              ; preds = %128
  %133 = load float, ptr %13, align 4
  %134 = load ptr, ptr %7, align 8
  %135 = load i32, ptr %11, align 4
  %136 = load i32, ptr %8, align 4
  %137 = mul nsw i32 %135, %136
  %138 = load i32, ptr %12, align 4
  %139 = add nsw i32 %137, %138
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds float, ptr %134, i64 %140
  store float %133, ptr %141, align 4
  br label %142

142:                                              ; preds = %132, %128, %124
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z12matmul_tiledPKfS0_Pfi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
