; ModuleID = 'layernorm.cu'
source_filename = "layernorm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_idx_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z9layernormPKfS0_S0_Pfif(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, float noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  %16 = alloca float, align 4
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca float, align 4
  %24 = alloca i64, align 8
  %25 = alloca i32, align 4
  %26 = alloca float, align 4
  %27 = alloca i32, align 4
  %28 = alloca float, align 4
  %29 = alloca float, align 4
  %30 = alloca i32, align 4
  %31 = alloca float, align 4
  %32 = alloca float, align 4
  %33 = alloca float, align 4
  %34 = alloca i32, align 4
  store ptr %0, ptr %18, align 8
  store ptr %1, ptr %19, align 8
  store ptr %2, ptr %20, align 8
  store ptr %3, ptr %21, align 8
  store i32 %4, ptr %22, align 4
  store float %5, ptr %23, align 4
  %35 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %36 = zext i32 %35 to i64
  %37 = load i32, ptr %22, align 4
  %38 = sext i32 %37 to i64
  %39 = mul nsw i64 %36, %38
  store i64 %39, ptr %24, align 8
  %40 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %40, ptr %25, align 4
  store float 0.000000e+00, ptr %26, align 4
  %41 = load i32, ptr %25, align 4
  store i32 %41, ptr %27, align 4
  br label %42

42:                                               ; preds = %56, %6
  %43 = load i32, ptr %27, align 4
  %44 = load i32, ptr %22, align 4
  %45 = icmp slt i32 %43, %44
  br i1 %45, label %46, label %59

46:                                               ; preds = %42
  %47 = load ptr, ptr %18, align 8
  %48 = load i64, ptr %24, align 8
  %49 = load i32, ptr %27, align 4
  %50 = sext i32 %49 to i64
  %51 = add nsw i64 %48, %50
  %52 = getelementptr inbounds float, ptr %47, i64 %51
  %53 = load float, ptr %52, align 4
  %54 = load float, ptr %26, align 4
  %55 = fadd contract float %54, %53
  store float %55, ptr %26, align 4
  br label %56

56:                                               ; preds = %46
  %57 = load i32, ptr %27, align 4
  %58 = add nsw i32 %57, 32
  store i32 %58, ptr %27, align 4
  br label %42, !llvm.loop !5

59:                                               ; preds = %42
  %60 = load float, ptr %26, align 4
  store float %60, ptr %14, align 4
  store i32 16, ptr %15, align 4
  br label %61

61:                                               ; preds = %64, %59
  %62 = load i32, ptr %15, align 4
  %63 = icmp sge i32 %62, 1
  br i1 %63, label %64, label %75

64:                                               ; preds = %61
  %65 = load float, ptr %14, align 4
  %66 = load i32, ptr %15, align 4
  store i32 -1, ptr %10, align 4
  store float %65, ptr %11, align 4
  store i32 %66, ptr %12, align 4
  %67 = load i32, ptr %10, align 4
  %68 = load float, ptr %11, align 4
  %69 = load i32, ptr %12, align 4
  %70 = call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 %67, float %68, i32 %69, i32 31)
  %71 = load float, ptr %14, align 4
  %72 = fadd contract float %71, %70
  store float %72, ptr %14, align 4
  %73 = load i32, ptr %15, align 4
  %74 = ashr i32 %73, 1
  store i32 %74, ptr %15, align 4
  br label %61, !llvm.loop !7

75:                                               ; preds = %61
  %76 = load float, ptr %14, align 4
  %77 = load i32, ptr %22, align 4
  %78 = sitofp i32 %77 to float
  %79 = fdiv contract float %76, %78
  store float %79, ptr %28, align 4
  store float 0.000000e+00, ptr %29, align 4
  %80 = load i32, ptr %25, align 4
  store i32 %80, ptr %30, align 4
  br label %81

81:                                               ; preds = %100, %75
  %82 = load i32, ptr %30, align 4
  %83 = load i32, ptr %22, align 4
  %84 = icmp slt i32 %82, %83
  br i1 %84, label %85, label %103

85:                                               ; preds = %81
  %86 = load ptr, ptr %18, align 8
  %87 = load i64, ptr %24, align 8
  %88 = load i32, ptr %30, align 4
  %89 = sext i32 %88 to i64
  %90 = add nsw i64 %87, %89
  %91 = getelementptr inbounds float, ptr %86, i64 %90
  %92 = load float, ptr %91, align 4
  %93 = load float, ptr %28, align 4
  %94 = fsub contract float %92, %93
  store float %94, ptr %31, align 4
  %95 = load float, ptr %31, align 4
  %96 = load float, ptr %31, align 4
  %97 = fmul contract float %95, %96
  %98 = load float, ptr %29, align 4
  %99 = fadd contract float %98, %97
  store float %99, ptr %29, align 4
  br label %100

100:                                              ; preds = %85
  %101 = load i32, ptr %30, align 4
  %102 = add nsw i32 %101, 32
  store i32 %102, ptr %30, align 4
  br label %81, !llvm.loop !8

103:                                              ; preds = %81
  %104 = load float, ptr %29, align 4
  store float %104, ptr %16, align 4
  store i32 16, ptr %17, align 4
  br label %105

105:                                              ; preds = %108, %103
  %106 = load i32, ptr %17, align 4
  %107 = icmp sge i32 %106, 1
  br i1 %107, label %108, label %119

108:                                              ; preds = %105
  %109 = load float, ptr %16, align 4
  %110 = load i32, ptr %17, align 4
  store i32 -1, ptr %7, align 4
  store float %109, ptr %8, align 4
  store i32 %110, ptr %9, align 4
  %111 = load i32, ptr %7, align 4
  %112 = load float, ptr %8, align 4
  %113 = load i32, ptr %9, align 4
  %114 = call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 %111, float %112, i32 %113, i32 31)
  %115 = load float, ptr %16, align 4
  %116 = fadd contract float %115, %114
  store float %116, ptr %16, align 4
  %117 = load i32, ptr %17, align 4
  %118 = ashr i32 %117, 1
  store i32 %118, ptr %17, align 4
  br label %105, !llvm.loop !7

119:                                              ; preds = %105
  %120 = load float, ptr %16, align 4
  %121 = load i32, ptr %22, align 4
  %122 = sitofp i32 %121 to float
  %123 = fdiv contract float %120, %122
  store float %123, ptr %32, align 4
  %124 = load float, ptr %32, align 4
  %125 = load float, ptr %23, align 4
  %126 = fadd contract float %124, %125
  store float %126, ptr %13, align 4
  %127 = load float, ptr %13, align 4
  %128 = call contract float @llvm.nvvm.rsqrt.approx.f(float %127)
  store float %128, ptr %33, align 4
  %129 = load i32, ptr %25, align 4
  store i32 %129, ptr %34, align 4
  br label %130

130:                                              ; preds = %164, %119
  %131 = load i32, ptr %34, align 4
  %132 = load i32, ptr %22, align 4
  %133 = icmp slt i32 %131, %132
  br i1 %133, label %134, label %167

134:                                              ; preds = %130
  %135 = load ptr, ptr %18, align 8
  %136 = load i64, ptr %24, align 8
  %137 = load i32, ptr %34, align 4
  %138 = sext i32 %137 to i64
  %139 = add nsw i64 %136, %138
  %140 = getelementptr inbounds float, ptr %135, i64 %139
  %141 = load float, ptr %140, align 4
  %142 = load float, ptr %28, align 4
  %143 = fsub contract float %141, %142
  %144 = load float, ptr %33, align 4
  %145 = fmul contract float %143, %144
  %146 = load ptr, ptr %19, align 8
  %147 = load i32, ptr %34, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds float, ptr %146, i64 %148
  %150 = load float, ptr %149, align 4
  %151 = fmul contract float %145, %150
  %152 = load ptr, ptr %20, align 8
  %153 = load i32, ptr %34, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds float, ptr %152, i64 %154
  %156 = load float, ptr %155, align 4
  %157 = fadd contract float %151, %156
  %158 = load ptr, ptr %21, align 8
  %159 = load i64, ptr %24, align 8
  %160 = load i32, ptr %34, align 4
  %161 = sext i32 %160 to i64
  %162 = add nsw i64 %159, %161
  %163 = getelementptr inbounds float, ptr %158, i64 %162
  store float %157, ptr %163, align 4
  br label %164

164:                                              ; preds = %134
  %165 = load i32, ptr %34, align 4
  %166 = add nsw i32 %165, 32
  store i32 %166, ptr %34, align 4
  br label %130, !llvm.loop !9

167:                                              ; preds = %130
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z9layernormPKfS0_S0_Pfif, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
