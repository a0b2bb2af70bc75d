; ModuleID = 'transpose_shared.cu'
source_filename = "transpose_shared.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_idx_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }

@_ZZ16transpose_sharedPKfPfiiE4tile = internal addrspace(3) global [32 x [33 x float]] undef, align 4
@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z16transpose_sharedPKfPfii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = mul i32 %13, 32
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  store i32 %16, ptr %9, align 4
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %18 = mul i32 %17, 32
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %20 = add i32 %18, %19
  store i32 %20, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %21

21:                                               ; preds = %55, %4
  %22 = load i32, ptr %11, align 4
  %23 = icmp slt i32 %22, 32
  br i1 %23, label %24, label %58

24:                                               ; preds = %21
  %25 = load i32, ptr %9, align 4
  %26 = load i32, ptr %8, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %54

28:                                               ; preds = %24
  %29 = load i32, ptr %10, align 4
  %30 = load i32, ptr %11, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %7, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %54

34:                                               ; preds = %28
  %35 = load ptr, ptr %5, align 8
  %36 = load i32, ptr %10, align 4
  %37 = load i32, ptr %11, align 4
  %38 = add nsw i32 %36, %37
  %39 = load i32, ptr %8, align 4
  %40 = mul nsw i32 %38, %39
  %41 = load i32, ptr %9, align 4
  %42 = add nsw i32 %40, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %35, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %47 = load i32, ptr %11, align 4
  %48 = add i32 %46, %47
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_sharedPKfPfiiE4tile to ptr), i64 0, i64 %49
  %51 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds [33 x float], ptr %50, i64 0, i64 %52
  store float %45, ptr %53, align 4
  br label %54

54:                                               ; preds = %34, %28, %24
  br label %55

55:                                               ; preds = %54
  %56 = load i32, ptr %11, align 4
  %57 = add nsw i32 %56, 8
  store i32 %57, ptr %11, align 4
  br label %21, !llvm.loop !5

58:                                               ; preds = %21
  call void @llvm.nvvm.barrier0()
  %59 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %60 = mul i32 %59, 32
  %61 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %62 = add i32 %60, %61
  store i32 %62, ptr %9, align 4
  %63 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %64 = mul i32 %63, 32
  %65 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %66 = add i32 %64, %65
  store i32 %66, ptr %10, align 4
  store i32 0, ptr %12, align 4
  br label %67

67:                                               ; preds = %101, %58
  %68 = load i32, ptr %12, align 4
  %69 = icmp slt i32 %68, 32
  br i1 %69, label %70, label %104

70:                                               ; preds = %67
  %71 = load i32, ptr %9, align 4
  %72 = load i32, ptr %7, align 4
  %73 = icmp slt i32 %71, %72
  br i1 %73, label %74, label %100

74:                                               ; preds = %70
  %75 = load i32, ptr %10, align 4
  %76 = load i32, ptr %12, align 4
  %77 = add nsw i32 %75, %76
  %78 = load i32, ptr %8, align 4
  %79 = icmp slt i32 %77, %78
  br i1 %79, label %80, label %100

80:                                               ; preds = %74
  %81 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %82 = zext i32 %81 to i64
  %83 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_sharedPKfPfiiE4tile to ptr), i64 0, i64 %82
  %84 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %85 = load i32, ptr %12, align 4
  %86 = add i32 %84, %85
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds [33 x float], ptr %83, i64 0, i64 %87
  %89 = load float, ptr %88, align 4
  %90 = load ptr, ptr %6, align 8
  %91 = load i32, ptr %10, align 4
  %92 = load i32, ptr %12, align 4
  %93 = add nsw i32 %91, %92
  %94 = load i32, ptr %7, align 4
  %95 = mul nsw i32 %93, %94
  %96 = load i32, ptr %9, align 4
  %97 = add nsw i32 %95, %96
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr %90, i64 %98
  store float %89, ptr %99, align 4
  br label %100

100:                                              ; preds = %80, %74, %70
  br label %101

101:                                              ; preds = %100
  %102 = load i32, ptr %12, align 4
  %103 = add nsw i32 %102, 8
  store i32 %103, ptr %12, align 4
  br label %67, !llvm.loop !7

104:                                              ; preds = %67
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z16transpose_sharedPKfPfii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
