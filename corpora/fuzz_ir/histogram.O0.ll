; ModuleID = 'histogram.cu'
source_filename = "histogram.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_thread_idx_t = type { i8 }
%struct.ck_block_dim_t = type { i8 }
%struct.ck_grid_dim_t = type { i8 }
%struct.ck_block_idx_t = type { i8 }

@_ZZ9histogramPKhjPjE5local = internal addrspace(3) global [256 x i32] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1
@gridDim = external dso_local addrspace(1) global %struct.ck_grid_dim_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z9histogramPKhjPj(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store i32 %1, ptr %9, align 4
  store ptr %2, ptr %10, align 8
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %15, ptr %11, align 4
  br label %16

16:                                               ; preds = %23, %3
  %17 = load i32, ptr %11, align 4
  %18 = icmp ult i32 %17, 256
  br i1 %18, label %19, label %27

19:                                               ; preds = %16
  %20 = load i32, ptr %11, align 4
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKhjPjE5local to ptr), i64 0, i64 %21
  store i32 0, ptr %22, align 4
  br label %23

23:                                               ; preds = %19
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %25 = load i32, ptr %11, align 4
  %26 = add i32 %25, %24
  store i32 %26, ptr %11, align 4
  br label %16, !llvm.loop !5

27:                                               ; preds = %16
  call void @llvm.nvvm.barrier0()
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %29 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %30 = mul i32 %28, %29
  store i32 %30, ptr %12, align 4
  %31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %33 = mul i32 %31, %32
  %34 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %35 = add i32 %33, %34
  store i32 %35, ptr %13, align 4
  br label %36

36:                                               ; preds = %51, %27
  %37 = load i32, ptr %13, align 4
  %38 = load i32, ptr %9, align 4
  %39 = icmp ult i32 %37, %38
  br i1 %39, label %40, label %55

40:                                               ; preds = %36
  %41 = load ptr, ptr %8, align 8
  %42 = load i32, ptr %13, align 4
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds i8, ptr %41, i64 %43
  %45 = load i8, ptr %44, align 1
  %46 = zext i8 %45 to i64
  %47 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKhjPjE5local to ptr), i64 0, i64 %46
  store ptr %47, ptr %4, align 8
  store i32 1, ptr %5, align 4
  %48 = load ptr, ptr %4, align 8
  %49 = load i32, ptr %5, align 4
  %50 = atomicrmw add ptr %48, i32 %49 seq_cst, align 4
  br label %51

51:                                               ; preds = %40
  %52 = load i32, ptr %12, align 4
  %53 = load i32, ptr %13, align 4
  %54 = add i32 %53, %52
  store i32 %54, ptr %13, align 4
  br label %36, !llvm.loop !7

55:                                               ; preds = %36
  call void @llvm.nvvm.barrier0()
  %56 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %56, ptr %14, align 4
  br label %57

57:                                               ; preds = %79, %55
  %58 = load i32, ptr %14, align 4
  %59 = icmp ult i32 %58, 256
  br i1 %59, label %60, label %83

60:                                               ; preds = %57
  %61 = load i32, ptr %14, align 4
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKhjPjE5local to ptr), i64 0, i64 %62
  %64 = load i32, ptr %63, align 4
  %65 = icmp ne i32 %64, 0
  br i1 %65, label %66, label %78

66:                                               ; preds = %60
  %67 = load ptr, ptr %10, align 8
  %68 = load i32, ptr %14, align 4
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr %67, i64 %69
  %71 = load i32, ptr %14, align 4
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKhjPjE5local to ptr), i64 0, i64 %72
  %74 = load i32, ptr %73, align 4
  store ptr %70, ptr %6, align 8
  store i32 %74, ptr %7, align 4
  %75 = load ptr, ptr %6, align 8
  %76 = load i32, ptr %7, align 4
  %77 = atomicrmw add ptr %75, i32 %76 seq_cst, align 4
  br label %78

78:                                               ; preds = %66, %60
  br label %79

79:                                               ; preds = %78
  %80 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %81 = load i32, ptr %14, align 4
  %82 = add i32 %81, %80
  store i32 %82, ptr %14, align 4
  br label %57, !llvm.loop !8

83:                                               ; preds = %57
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z9histogramPKhjPj, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
