; ModuleID = 'local_array.cu'
source_filename = "local_array.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_idx_t = type { i8 }
%struct.ck_block_dim_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z7median9PKfPfPKjPji(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca [9 x float], align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca i32, align 4
  %17 = alloca [8 x i32], align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %23 = mul i32 %21, %22
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = add i32 %23, %24
  store i32 %25, ptr %11, align 4
  %26 = load i32, ptr %11, align 4
  %27 = load i32, ptr %10, align 4
  %28 = icmp sge i32 %26, %27
  br i1 %28, label %29, label %30

29:                                               ; preds = %5
  br label %143

30:                                               ; preds = %5
  store i32 0, ptr %13, align 4
  br label %31

31:                                               ; preds = %45, %30
  %32 = load i32, ptr %13, align 4
  %33 = icmp slt i32 %32, 9
  br i1 %33, label %34, label %48

34:                                               ; preds = %31
  %35 = load ptr, ptr %6, align 8
  %36 = load i32, ptr %11, align 4
  %37 = load i32, ptr %13, align 4
  %38 = add nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %35, i64 %39
  %41 = load float, ptr %40, align 4
  %42 = load i32, ptr %13, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [9 x float], ptr %12, i64 0, i64 %43
  store float %41, ptr %44, align 4
  br label %45

45:                                               ; preds = %34
  %46 = load i32, ptr %13, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %13, align 4
  br label %31, !llvm.loop !5

48:                                               ; preds = %31
  store i32 1, ptr %14, align 4
  br label %49

49:                                               ; preds = %88, %48
  %50 = load i32, ptr %14, align 4
  %51 = icmp slt i32 %50, 9
  br i1 %51, label %52, label %91

52:                                               ; preds = %49
  %53 = load i32, ptr %14, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [9 x float], ptr %12, i64 0, i64 %54
  %56 = load float, ptr %55, align 4
  store float %56, ptr %15, align 4
  %57 = load i32, ptr %14, align 4
  %58 = sub nsw i32 %57, 1
  store i32 %58, ptr %16, align 4
  br label %59

59:                                               ; preds = %71, %52
  %60 = load i32, ptr %16, align 4
  %61 = icmp sge i32 %60, 0
  br i1 %61, label %62, label %69

62:                                               ; preds = %59
  %63 = load i32, ptr %16, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [9 x float], ptr %12, i64 0, i64 %64
  %66 = load float, ptr %65, align 4
  %67 = load float, ptr %15, align 4
  %68 = fcmp contract ogt float %66, %67
  br label %69

69:                                               ; preds = %62, %59
  %70 = phi i1 [ false, %59 ], [ %68, %62 ]
  br i1 %70, label %71, label %82

71:                                               ; preds = %69
  %72 = load i32, ptr %16, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [9 x float], ptr %12, i64 0, i64 %73
  %75 = load float, ptr %74, align 4
  %76 = load i32, ptr %16, align 4
  %77 = add nsw i32 %76, 1
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [9 x float], ptr %12, i64 0, i64 %78
  store float %75, ptr %79, align 4
  %80 = load i32, ptr %16, align 4
  %81 = add nsw i32 %80, -1
  store i32 %81, ptr %16, align 4
  br label %59, !llvm.loop !7

82:                                               ; preds = %69
  %83 = load float, ptr %15, align 4
  %84 = load i32, ptr %16, align 4
  %85 = add nsw i32 %84, 1
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [9 x float], ptr %12, i64 0, i64 %86
  store float %83, ptr %87, align 4
  br label %88

88:                                               ; preds = %82
  %89 = load i32, ptr %14, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %14, align 4
  br label %49, !llvm.loop !8

91:                                               ; preds = %49
  %92 = getelementptr inbounds [9 x float], ptr %12, i64 0, i64 4
  %93 = load float, ptr %92, align 4
  %94 = load ptr, ptr %7, align 8
  %95 = load i32, ptr %11, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds float, ptr %94, i64 %96
  store float %93, ptr %97, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %17, i8 0, i64 32, i1 false)
  store i32 0, ptr %18, align 4
  br label %98

98:                                               ; preds = %114, %91
  %99 = load i32, ptr %18, align 4
  %100 = icmp slt i32 %99, 8
  br i1 %100, label %101, label %117

101:                                              ; preds = %98
  %102 = load ptr, ptr %8, align 8
  %103 = load i32, ptr %11, align 4
  %104 = load i32, ptr %18, align 4
  %105 = add nsw i32 %103, %104
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds i32, ptr %102, i64 %106
  %108 = load i32, ptr %107, align 4
  %109 = and i32 %108, 7
  %110 = zext i32 %109 to i64
  %111 = getelementptr inbounds [8 x i32], ptr %17, i64 0, i64 %110
  %112 = load i32, ptr %111, align 4
  %113 = add i32 %112, 1
  store i32 %113, ptr %111, align 4
  br label %114

114:                                              ; preds = %101
  %115 = load i32, ptr %18, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %18, align 4
  br label %98, !llvm.loop !9

117:                                              ; preds = %98
  store i32 0, ptr %19, align 4
  store i32 1, ptr %20, align 4
  br label %118

118:                                              ; preds = %134, %117
  %119 = load i32, ptr %20, align 4
  %120 = icmp ult i32 %119, 8
  br i1 %120, label %121, label %137

121:                                              ; preds = %118
  %122 = load i32, ptr %20, align 4
  %123 = zext i32 %122 to i64
  %124 = getelementptr inbounds [8 x i32], ptr %17, i64 0, i64 %123
  %125 = load i32, ptr %124, align 4
  %126 = load i32, ptr %19, align 4
  %127 = zext i32 %126 to i64
  %128 = getelementptr inbounds [8 x i32], ptr %17, i64 0, i64 %127
  %129 = load i32, ptr %128, align 4
  %130 = icmp ugt i32 %125, %129
  br i1 %130, label %131, label %133

131:                                              ; preds = %121
  %132 = load i32, ptr %20, align 4
  store i32 %132, ptr %19, align 4
  br label %133

133:                                              ; preds = %131, %121
  br label %134

134:                                              ; preds = %133
  %135 = load i32, ptr %20, align 4
  %136 = add i32 %135, 1
  store i32 %136, ptr %20, align 4
  br label %118, !llvm.loop !10

137:                                              ; preds = %118
  %138 = load i32, ptr %19, align 4
  %139 = load ptr, ptr %9, align 8
  %140 = load i32, ptr %11, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds i32, ptr %139, i64 %141
  store i32 %138, ptr %142, align 4
  br label %143

143:                                              ; preds = %137, %29
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z7median9PKfPfPKjPji, !"kernel", i32 1}
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
