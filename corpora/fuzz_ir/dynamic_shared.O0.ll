; ModuleID = 'dynamic_shared.cu'
source_filename = "dynamic_shared.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_idx_t = type { i8 }
%struct.ck_block_dim_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1
@halo_buf = external dso_local addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z21conv1d_dynamic_sharedPKfPfS0_i(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
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
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = add i32 %17, %18
  store i32 %19, ptr %9, align 4
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = add i32 %20, 3
  store i32 %21, ptr %10, align 4
  %22 = load i32, ptr %9, align 4
  %23 = load i32, ptr %8, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %31

25:                                               ; preds = %4
  %26 = load ptr, ptr %5, align 8
  %27 = load i32, ptr %9, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %26, i64 %28
  %30 = load float, ptr %29, align 4
  br label %32

31:                                               ; preds = %4
  br label %32

32:                                               ; preds = %31, %25
  %33 = phi contract float [ %30, %25 ], [ 0.000000e+00, %31 ]
  %34 = load i32, ptr %10, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @halo_buf to ptr), i64 0, i64 %35
  store float %33, ptr %36, align 4
  %37 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %38 = icmp ult i32 %37, 3
  br i1 %38, label %39, label %81

39:                                               ; preds = %32
  %40 = load i32, ptr %9, align 4
  %41 = sub nsw i32 %40, 3
  store i32 %41, ptr %11, align 4
  %42 = load i32, ptr %9, align 4
  %43 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %44 = add nsw i32 %42, %43
  store i32 %44, ptr %12, align 4
  %45 = load i32, ptr %11, align 4
  %46 = icmp sge i32 %45, 0
  br i1 %46, label %47, label %57

47:                                               ; preds = %39
  %48 = load i32, ptr %11, align 4
  %49 = load i32, ptr %8, align 4
  %50 = icmp slt i32 %48, %49
  br i1 %50, label %51, label %57

51:                                               ; preds = %47
  %52 = load ptr, ptr %5, align 8
  %53 = load i32, ptr %11, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %52, i64 %54
  %56 = load float, ptr %55, align 4
  br label %58

57:                                               ; preds = %47, %39
  br label %58

58:                                               ; preds = %57, %51
  %59 = phi contract float [ %56, %51 ], [ 0.000000e+00, %57 ]
  %60 = load i32, ptr %10, align 4
  %61 = sub nsw i32 %60, 3
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @halo_buf to ptr), i64 0, i64 %62
  store float %59, ptr %63, align 4
  %64 = load i32, ptr %12, align 4
  %65 = load i32, ptr %8, align 4
  %66 = icmp slt i32 %64, %65
  br i1 %66, label %67, label %73

67:                                               ; preds = %58
  %68 = load ptr, ptr %5, align 8
  %69 = load i32, ptr %12, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %68, i64 %70
  %72 = load float, ptr %71, align 4
  br label %74

73:                                               ; preds = %58
  br label %74

74:                                               ; preds = %73, %67
  %75 = phi contract float [ %72, %67 ], [ 0.000000e+00, %73 ]
  %76 = load i32, ptr %10, align 4
  %77 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %78 = add i32 %76, %77
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @halo_buf to ptr), i64 0, i64 %79
  store float %75, ptr %80, align 4
  br label %81

81:                                               ; preds = %74, %32
  call void @llvm.nvvm.barrier0()
  %82 = load i32, ptr %9, align 4
  %83 = load i32, ptr %8, align 4
  %84 = icmp sge i32 %82, %83
  br i1 %84, label %85, label %86

85:                                               ; preds = %81
  br label %115

86:                                               ; preds = %81
  store float 0.000000e+00, ptr %13, align 4
  store i32 -3, ptr %14, align 4
  br label %87

87:                                               ; preds = %106, %86
  %88 = load i32, ptr %14, align 4
  %89 = icmp sle i32 %88, 3
  br i1 %89, label %90, label %109

90:                                               ; preds = %87
  %91 = load ptr, ptr %7, align 8
  %92 = load i32, ptr %14, align 4
  %93 = add nsw i32 %92, 3
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr %91, i64 %94
  %96 = load float, ptr %95, align 4
  %97 = load i32, ptr %10, align 4
  %98 = load i32, ptr %14, align 4
  %99 = add nsw i32 %97, %98
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @halo_buf to ptr), i64 0, i64 %100
  %102 = load float, ptr %101, align 4
  %103 = fmul contract float %96, %102
  %104 = load float, ptr %13, align 4
  %105 = fadd contract float %104, %103
  store float %105, ptr %13, align 4
  br label %106

106:                                              ; preds = %90
  %107 = load i32, ptr %14, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %14, align 4
  br label %87, !llvm.loop !5

109:                                              ; preds = %87
  %110 = load float, ptr %13, align 4
  %111 = load ptr, ptr %6, align 8
  %112 = load i32, ptr %9, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds float, ptr %111, i64 %113
  store float %110, ptr %114, align 4
  br label %115

115:                                              ; preds = %109, %85
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z21conv1d_dynamic_sharedPKfPfS0_i, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.enable"}
