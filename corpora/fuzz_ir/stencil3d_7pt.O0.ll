; ModuleID = 'stencil3d_7pt.cu'
source_filename = "stencil3d_7pt.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_idx_t = type { i8 }
%struct.ck_block_dim_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z13stencil3d_7ptPKfPfiiif(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca float, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  store float %5, ptr %12, align 4
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = mul i32 %19, %20
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = add i32 %21, %22
  store i32 %23, ptr %13, align 4
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %26 = mul i32 %24, %25
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %28 = add i32 %26, %27
  store i32 %28, ptr %14, align 4
  %29 = load i32, ptr %13, align 4
  %30 = icmp slt i32 %29, 1
  br i1 %30, label %44, label %31

31:                                               ; preds = %6
  %32 = load i32, ptr %14, align 4
  %33 = icmp slt i32 %32, 1
  br i1 %33, label %44, label %34

34:                                               ; preds = %31
  %35 = load i32, ptr %13, align 4
  %36 = load i32, ptr %9, align 4
  %37 = sub nsw i32 %36, 1
  %38 = icmp sge i32 %35, %37
  br i1 %38, label %44, label %39

39:                                               ; preds = %34
  %40 = load i32, ptr %14, align 4
  %41 = load i32, ptr %10, align 4
  %42 = sub nsw i32 %41, 1
  %43 = icmp sge i32 %40, %42
  br i1 %43, label %44, label %45

44:                                               ; preds = %39, %34, %31, %6
  br label %131

45:                                               ; preds = %39
  %46 = load i32, ptr %9, align 4
  %47 = sext i32 %46 to i64
  %48 = load i32, ptr %10, align 4
  %49 = sext i32 %48 to i64
  %50 = mul nsw i64 %47, %49
  store i64 %50, ptr %15, align 8
  store i32 1, ptr %16, align 4
  br label %51

51:                                               ; preds = %128, %45
  %52 = load i32, ptr %16, align 4
  %53 = load i32, ptr %11, align 4
  %54 = sub nsw i32 %53, 1
  %55 = icmp slt i32 %52, %54
  br i1 %55, label %56, label %131

56:                                               ; preds = %51
  %57 = load i32, ptr %16, align 4
  %58 = sext i32 %57 to i64
  %59 = load i64, ptr %15, align 8
  %60 = mul nsw i64 %58, %59
  %61 = load i32, ptr %14, align 4
  %62 = sext i32 %61 to i64
  %63 = load i32, ptr %9, align 4
  %64 = sext i32 %63 to i64
  %65 = mul nsw i64 %62, %64
  %66 = add nsw i64 %60, %65
  %67 = load i32, ptr %13, align 4
  %68 = sext i32 %67 to i64
  %69 = add nsw i64 %66, %68
  store i64 %69, ptr %17, align 8
  %70 = load ptr, ptr %7, align 8
  %71 = load i64, ptr %17, align 8
  %72 = sub nsw i64 %71, 1
  %73 = getelementptr inbounds float, ptr %70, i64 %72
  %74 = load float, ptr %73, align 4
  %75 = load ptr, ptr %7, align 8
  %76 = load i64, ptr %17, align 8
  %77 = add nsw i64 %76, 1
  %78 = getelementptr inbounds float, ptr %75, i64 %77
  %79 = load float, ptr %78, align 4
  %80 = fadd contract float %74, %79
  %81 = load ptr, ptr %7, align 8
  %82 = load i64, ptr %17, align 8
  %83 = load i32, ptr %9, align 4
  %84 = sext i32 %83 to i64
  %85 = sub nsw i64 %82, %84
  %86 = getelementptr inbounds float, ptr %81, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = fadd contract float %80, %87
  %89 = load ptr, ptr %7, align 8
  %90 = load i64, ptr %17, align 8
  %91 = load i32, ptr %9, align 4
  %92 = sext i32 %91 to i64
  %93 = add nsw i64 %90, %92
  %94 = getelementptr inbounds float, ptr %89, i64 %93
  %95 = load float, ptr %94, align 4
  %96 = fadd contract float %88, %95
  %97 = load ptr, ptr %7, align 8
  %98 = load i64, ptr %17, align 8
  %99 = load i64, ptr %15, align 8
  %100 = sub nsw i64 %98, %99
  %101 = getelementptr inbounds float, ptr %97, i64 %100
  %102 = load float, ptr %101, align 4
  %103 = fadd contract float %96, %102
  %104 = load ptr, ptr %7, align 8
  %105 = load i64, ptr %17, align 8
  %106 = load i64, ptr %15, align 8
  %107 = add nsw i64 %105, %106
  %108 = getelementptr inbounds float, ptr %104, i64 %107
  %109 = load float, ptr %108, align 4
  %110 = fadd contract float %103, %109
  %111 = load ptr, ptr %7, align 8
  %112 = load i64, ptr %17, align 8
  %113 = getelementptr inbounds float, ptr %111, i64 %112
  %114 = load float, ptr %113, align 4
  %115 = fmul contract float 6.000000e+00, %114
  %116 = fsub contract float %110, %115
  store float %116, ptr %18, align 4
  %117 = load ptr, ptr %7, align 8
  %118 = load i64, ptr %17, align 8
  %119 = getelementptr inbounds float, ptr %117, i64 %118
  %120 = load float, ptr %119, align 4
  %121 = load float, ptr %12, align 4
  %122 = load float, ptr %18, align 4
  %123 = fmul contract float %121, %122
  %124 = fadd contract float %120, %123
  %125 = load ptr, ptr %8, align 8
  %126 = load i64, ptr %17, align 8
  %127 = getelementptr inbounds float, ptr %125, i64 %126
  store float %124, ptr %127, align 4
  br label %128

128:                                              ; preds = %56
  %129 = load i32, ptr %16, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %16, align 4
  br label %51, !llvm.loop !5

131:                                              ; preds = %44, %51
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z13stencil3d_7ptPKfPfiiif, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
