; ModuleID = 'softmax.cu'
source_filename = "softmax.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_idx_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }

@_ZZ7softmaxPKfPfiE2sh = internal addrspace(3) global [128 x float] undef, align 4
@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z7softmaxPKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca float, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca float, align 4
  %24 = alloca i32, align 4
  %25 = alloca float, align 4
  %26 = alloca i32, align 4
  %27 = alloca float, align 4
  %28 = alloca i32, align 4
  store ptr %0, ptr %18, align 8
  store ptr %1, ptr %19, align 8
  store i32 %2, ptr %20, align 4
  %29 = load ptr, ptr %18, align 8
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %31 = zext i32 %30 to i64
  %32 = load i32, ptr %20, align 4
  %33 = sext i32 %32 to i64
  %34 = mul nsw i64 %31, %33
  %35 = getelementptr inbounds float, ptr %29, i64 %34
  store ptr %35, ptr %21, align 8
  %36 = load ptr, ptr %19, align 8
  %37 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %38 = zext i32 %37 to i64
  %39 = load i32, ptr %20, align 4
  %40 = sext i32 %39 to i64
  %41 = mul nsw i64 %38, %40
  %42 = getelementptr inbounds float, ptr %36, i64 %41
  store ptr %42, ptr %22, align 8
  store float 0xFFF0000000000000, ptr %23, align 4
  %43 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %43, ptr %24, align 4
  br label %44

44:                                               ; preds = %58, %3
  %45 = load i32, ptr %24, align 4
  %46 = load i32, ptr %20, align 4
  %47 = icmp slt i32 %45, %46
  br i1 %47, label %48, label %61

48:                                               ; preds = %44
  %49 = load float, ptr %23, align 4
  %50 = load ptr, ptr %21, align 8
  %51 = load i32, ptr %24, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %50, i64 %52
  %54 = load float, ptr %53, align 4
  store float %49, ptr %16, align 4
  store float %54, ptr %17, align 4
  %55 = load float, ptr %16, align 4
  %56 = load float, ptr %17, align 4
  %57 = call contract float @llvm.maxnum.f32(float %55, float %56)
  store float %57, ptr %23, align 4
  br label %58

58:                                               ; preds = %48
  %59 = load i32, ptr %24, align 4
  %60 = add nsw i32 %59, 128
  store i32 %60, ptr %24, align 4
  br label %44, !llvm.loop !5

61:                                               ; preds = %44
  %62 = load float, ptr %23, align 4
  store float %62, ptr %11, align 4
  store ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxPKfPfiE2sh to ptr), ptr %12, align 8
  %63 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %63, ptr %13, align 4
  %64 = load float, ptr %11, align 4
  %65 = load ptr, ptr %12, align 8
  %66 = load i32, ptr %13, align 4
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %65, i64 %67
  store float %64, ptr %68, align 4
  call void @llvm.nvvm.barrier0()
  store i32 64, ptr %14, align 4
  br label %69

69:                                               ; preds = %96, %61
  %70 = load i32, ptr %14, align 4
  %71 = icmp ugt i32 %70, 0
  br i1 %71, label %72, label %99

72:                                               ; preds = %69
  %73 = load i32, ptr %13, align 4
  %74 = load i32, ptr %14, align 4
  %75 = icmp ult i32 %73, %74
  br i1 %75, label %76, label %96

76:                                               ; preds = %72
  %77 = load ptr, ptr %12, align 8
  %78 = load i32, ptr %13, align 4
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr %77, i64 %79
  %81 = load float, ptr %80, align 4
  %82 = load ptr, ptr %12, align 8
  %83 = load i32, ptr %13, align 4
  %84 = load i32, ptr %14, align 4
  %85 = add i32 %83, %84
  %86 = zext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr %82, i64 %86
  %88 = load float, ptr %87, align 4
  store float %81, ptr %9, align 4
  store float %88, ptr %10, align 4
  %89 = load float, ptr %9, align 4
  %90 = load float, ptr %10, align 4
  %91 = call contract float @llvm.maxnum.f32(float %89, float %90)
  %92 = load ptr, ptr %12, align 8
  %93 = load i32, ptr %13, align 4
  %94 = zext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr %92, i64 %94
  store float %91, ptr %95, align 4
  br label %96

96:                                               ; preds = %76, %72
  call void @llvm.nvvm.barrier0()
  %97 = load i32, ptr %14, align 4
  %98 = lshr i32 %97, 1
  store i32 %98, ptr %14, align 4
  br label %69, !llvm.loop !7

99:                                               ; preds = %69
  %100 = load ptr, ptr %12, align 8
  %101 = load float, ptr %100, align 4
  store float %101, ptr %15, align 4
  call void @llvm.nvvm.barrier0()
  %102 = load float, ptr %15, align 4
  store float %102, ptr %23, align 4
  store float 0.000000e+00, ptr %25, align 4
  %103 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %103, ptr %26, align 4
  br label %104

104:                                              ; preds = %125, %99
  %105 = load i32, ptr %26, align 4
  %106 = load i32, ptr %20, align 4
  %107 = icmp slt i32 %105, %106
  br i1 %107, label %108, label %128

108:                                              ; preds = %104
  %109 = load ptr, ptr %21, align 8
  %110 = load i32, ptr %26, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds float, ptr %109, i64 %111
  %113 = load float, ptr %112, align 4
  %114 = load float, ptr %23, align 4
  %115 = fsub contract float %113, %114
  %116 = call contract float @expf(float noundef %115) #4
  store float %116, ptr %27, align 4
  %117 = load float, ptr %27, align 4
  %118 = load ptr, ptr %22, align 8
  %119 = load i32, ptr %26, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds float, ptr %118, i64 %120
  store float %117, ptr %121, align 4
  %122 = load float, ptr %27, align 4
  %123 = load float, ptr %25, align 4
  %124 = fadd contract float %123, %122
  store float %124, ptr %25, align 4
  br label %125

125:                                              ; preds = %108
  %126 = load i32, ptr %26, align 4
  %127 = add nsw i32 %126, 128
  store i32 %127, ptr %26, align 4
  br label %104, !llvm.loop !8

128:                                              ; preds = %104
  %129 = load float, ptr %25, align 4
  store float %129, ptr %4, align 4
  store ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxPKfPfiE2sh to ptr), ptr %5, align 8
  %130 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %130, ptr %6, align 4
  %131 = load float, ptr %4, align 4
  %132 = load ptr, ptr %5, align 8
  %133 = load i32, ptr %6, align 4
  %134 = zext i32 %133 to i64
  %135 = getelementptr inbounds float, ptr %132, i64 %134
  store float %131, ptr %135, align 4
  call void @llvm.nvvm.barrier0()
  store i32 64, ptr %7, align 4
  br label %136

136:                                              ; preds = %161, %128
  %137 = load i32, ptr %7, align 4
  %138 = icmp ugt i32 %137, 0
  br i1 %138, label %139, label %164

139:                                              ; preds = %136
  %140 = load i32, ptr %6, align 4
  %141 = load i32, ptr %7, align 4
  %142 = icmp ult i32 %140, %141
  br i1 %142, label %143, label %161

143:                                              ; preds = %139
  %144 = load ptr, ptr %5, align 8
  %145 = load i32, ptr %6, align 4
  %146 = zext i32 %145 to i64
  %147 = getelementptr inbounds float, ptr %144, i64 %146
  %148 = load float, ptr %147, align 4
  %149 = load ptr, ptr %5, align 8
  %150 = load i32, ptr %6, align 4
  %151 = load i32, ptr %7, align 4
  %152 = add i32 %150, %151
  %153 = zext i32 %152 to i64
  %154 = getelementptr inbounds float, ptr %149, i64 %153
  %155 = load float, ptr %154, align 4
  %156 = fadd contract float %148, %155
  %157 = load ptr, ptr %5, align 8
  %158 = load i32, ptr %6, align 4
  %159 = zext i32 %158 to i64
  %160 = getelementptr inbounds float, ptr %157, i64 %159
  store float %156, ptr %160, align 4
  br label %161

161:                                              ; preds = %143, %139
  call void @llvm.nvvm.barrier0()
  %162 = load i32, ptr %7, align 4
  %163 = lshr i32 %162, 1
  store i32 %163, ptr %7, align 4
  br label %136, !llvm.loop !9

164:                                              ; preds = %136
  %165 = load ptr, ptr %5, align 8
  %166 = load float, ptr %165, align 4
  store float %166, ptr %8, align 4
  call void @llvm.nvvm.barrier0()
  %167 = load float, ptr %8, align 4
  store float %167, ptr %25, align 4
  %168 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %168, ptr %28, align 4
  br label %169

169:                                              ; preds = %185, %164
  %170 = load i32, ptr %28, align 4
  %171 = load i32, ptr %20, align 4
  %172 = icmp slt i32 %170, %171
  br i1 %172, label %173, label %188

173:                                              ; preds = %169
  %174 = load ptr, ptr %22, align 8
  %175 = load i32, ptr %28, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds float, ptr %174, i64 %176
  %178 = load float, ptr %177, align 4
  %179 = load float, ptr %25, align 4
  %180 = fdiv contract float %178, %179
  %181 = load ptr, ptr %22, align 8
  %182 = load i32, ptr %28, align 4
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds float, ptr %181, i64 %183
  store float %180, ptr %184, align 4
  br label %185

185:                                              ; preds = %173
  %186 = load i32, ptr %28, align 4
  %187 = add nsw i32 %186, 128
  store i32 %187, ptr %28, align 4
  br label %169, !llvm.loop !10

188:                                              ; preds = %169
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local float @expf(float noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z7softmaxPKfPfi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
