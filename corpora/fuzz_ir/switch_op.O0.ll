; ModuleID = 'switch_op.cu'
source_filename = "switch_op.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_idx_t = type { i8 }
%struct.ck_block_dim_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z9switch_opPKiPKfS2_PfPii(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5) #0 {
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca i32, align 4
  store ptr %0, ptr %12, align 8
  store ptr %1, ptr %13, align 8
  store ptr %2, ptr %14, align 8
  store ptr %3, ptr %15, align 8
  store ptr %4, ptr %16, align 8
  store i32 %5, ptr %17, align 4
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %25 = mul i32 %23, %24
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %27 = add i32 %25, %26
  store i32 %27, ptr %18, align 4
  %28 = load i32, ptr %18, align 4
  %29 = load i32, ptr %17, align 4
  %30 = icmp sge i32 %28, %29
  br i1 %30, label %31, label %32

31:                                               ; preds = %6
  br label %129

32:                                               ; preds = %6
  %33 = load ptr, ptr %13, align 8
  %34 = load i32, ptr %18, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %33, i64 %35
  %37 = load float, ptr %36, align 4
  store float %37, ptr %19, align 4
  %38 = load ptr, ptr %14, align 8
  %39 = load i32, ptr %18, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %38, i64 %40
  %42 = load float, ptr %41, align 4
  store float %42, ptr %20, align 4
  %43 = load ptr, ptr %12, align 8
  %44 = load i32, ptr %18, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr %43, i64 %45
  %47 = load i32, ptr %46, align 4
  switch i32 %47, label %81 [
    i32 0, label %48
    i32 1, label %52
    i32 2, label %56
    i32 3, label %60
    i32 4, label %66
    i32 7, label %72
    i32 9, label %78
  ]

48:                                               ; preds = %32
  %49 = load float, ptr %19, align 4
  %50 = load float, ptr %20, align 4
  %51 = fadd contract float %49, %50
  store float %51, ptr %21, align 4
  br label %83

52:                                               ; preds = %32
  %53 = load float, ptr %19, align 4
  %54 = load float, ptr %20, align 4
  %55 = fsub contract float %53, %54
  store float %55, ptr %21, align 4
  br label %83

56:                                               ; preds = %32
  %57 = load float, ptr %19, align 4
  %58 = load float, ptr %20, align 4
  %59 = fmul contract float %57, %58
  store float %59, ptr %21, align 4
  br label %83

60:                                               ; preds = %32
  %61 = load float, ptr %19, align 4
  %62 = load float, ptr %20, align 4
  store float %61, ptr %10, align 4
  store float %62, ptr %11, align 4
  %63 = load float, ptr %10, align 4
  %64 = load float, ptr %11, align 4
  %65 = call contract float @llvm.minnum.f32(float %63, float %64)
  store float %65, ptr %21, align 4
  br label %83

66:                                               ; preds = %32
  %67 = load float, ptr %19, align 4
  %68 = load float, ptr %20, align 4
  store float %67, ptr %8, align 4
  store float %68, ptr %9, align 4
  %69 = load float, ptr %8, align 4
  %70 = load float, ptr %9, align 4
  %71 = call contract float @llvm.maxnum.f32(float %69, float %70)
  store float %71, ptr %21, align 4
  br label %83

72:                                               ; preds = %32
  %73 = load float, ptr %19, align 4
  %74 = load float, ptr %20, align 4
  %75 = fsub contract float %73, %74
  store float %75, ptr %7, align 4
  %76 = load float, ptr %7, align 4
  %77 = call contract float @llvm.fabs.f32(float %76)
  store float %77, ptr %21, align 4
  br label %83

78:                                               ; preds = %32
  %79 = load float, ptr %19, align 4
  %80 = fneg contract float %79
  store float %80, ptr %21, align 4
  br label %83

81:                                               ; preds = %32
  %82 = load float, ptr %19, align 4
  store float %82, ptr %21, align 4
  br label %83

83:                                               ; preds = %81, %78, %72, %66, %60, %56, %52, %48
  %84 = load float, ptr %21, align 4
  %85 = load ptr, ptr %15, align 8
  %86 = load i32, ptr %18, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr %85, i64 %87
  store float %84, ptr %88, align 4
  %89 = load ptr, ptr %12, align 8
  %90 = load i32, ptr %18, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds i32, ptr %89, i64 %91
  %93 = load i32, ptr %92, align 4
  %94 = and i32 %93, 7
  switch i32 %94, label %102 [
    i32 0, label %95
    i32 1, label %96
    i32 2, label %97
    i32 3, label %98
    i32 4, label %99
    i32 5, label %100
    i32 6, label %101
  ]

95:                                               ; preds = %83
  store i32 11, ptr %22, align 4
  br label %103

96:                                               ; preds = %83
  store i32 13, ptr %22, align 4
  br label %103

97:                                               ; preds = %83
  store i32 17, ptr %22, align 4
  br label %103

98:                                               ; preds = %83
  store i32 19, ptr %22, align 4
  br label %103

99:                                               ; preds = %83
  store i32 23, ptr %22, align 4
  br label %103

100:                                              ; preds = %83
  store i32 29, ptr %22, align 4
  br label %103

101:                                              ; preds = %83
  store i32 31, ptr %22, align 4
  br label %103

102:                                              ; preds = %83
  store i32 37, ptr %22, align 4
  br label %103

103:                                              ; preds = %102, %101, %100, %99, %98, %97, %96, %95
  %104 = load ptr, ptr %12, align 8
  %105 = load i32, ptr %18, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds i32, ptr %104, i64 %106
  %108 = load i32, ptr %107, align 4
  %109 = and i32 %108, 3
  switch i32 %109, label %122 [
    i32 0, label %110
    i32 1, label %113
    i32 2, label %116
    i32 3, label %119
  ]

110:                                              ; preds = %103
  %111 = load i32, ptr %22, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %22, align 4
  br label %123

113:                                              ; preds = %103
  %114 = load i32, ptr %22, align 4
  %115 = mul nsw i32 %114, 2
  store i32 %115, ptr %22, align 4
  br label %123

116:                                              ; preds = %103
  %117 = load i32, ptr %22, align 4
  %118 = sub nsw i32 %117, 5
  store i32 %118, ptr %22, align 4
  br label %123

119:                                              ; preds = %103
  %120 = load i32, ptr %22, align 4
  %121 = xor i32 %120, 8
  store i32 %121, ptr %22, align 4
  br label %123

122:                                              ; preds = %103
  unreachable

123:                                              ; preds = %119, %116, %113, %110
  %124 = load i32, ptr %22, align 4
  %125 = load ptr, ptr %16, align 8
  %126 = load i32, ptr %18, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds i32, ptr %125, i64 %127
  store i32 %124, ptr %128, align 4
  br label %129

129:                                              ; preds = %123, %31
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z9switch_opPKiPKfS2_PfPii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
