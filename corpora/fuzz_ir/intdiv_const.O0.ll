; ModuleID = 'intdiv_const.cu'
source_filename = "intdiv_const.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_idx_t = type { i8 }
%struct.ck_block_dim_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z12intdiv_constPKiPKjPiPjPxi(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i32 %5, ptr %12, align 4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = mul i32 %18, %19
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = add i32 %20, %21
  store i32 %22, ptr %13, align 4
  %23 = load i32, ptr %13, align 4
  %24 = load i32, ptr %12, align 4
  %25 = icmp sge i32 %23, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %6
  br label %136

27:                                               ; preds = %6
  %28 = load ptr, ptr %7, align 8
  %29 = load i32, ptr %13, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %28, i64 %30
  %32 = load i32, ptr %31, align 4
  store i32 %32, ptr %14, align 4
  %33 = load ptr, ptr %8, align 8
  %34 = load i32, ptr %13, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %33, i64 %35
  %37 = load i32, ptr %36, align 4
  store i32 %37, ptr %15, align 4
  %38 = load i32, ptr %14, align 4
  %39 = sdiv i32 %38, 7
  %40 = load i32, ptr %14, align 4
  %41 = srem i32 %40, 10
  %42 = add nsw i32 %39, %41
  %43 = load ptr, ptr %9, align 8
  %44 = load i32, ptr %13, align 4
  %45 = mul nsw i32 4, %44
  %46 = add nsw i32 %45, 0
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr %43, i64 %47
  store i32 %42, ptr %48, align 4
  %49 = load i32, ptr %14, align 4
  %50 = sdiv i32 %49, 3
  %51 = load i32, ptr %14, align 4
  %52 = srem i32 %51, 1000
  %53 = sub nsw i32 %50, %52
  %54 = load ptr, ptr %9, align 8
  %55 = load i32, ptr %13, align 4
  %56 = mul nsw i32 4, %55
  %57 = add nsw i32 %56, 1
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr %54, i64 %58
  store i32 %53, ptr %59, align 4
  %60 = load i32, ptr %14, align 4
  %61 = sdiv i32 %60, 16
  %62 = load i32, ptr %14, align 4
  %63 = srem i32 %62, 16
  %64 = add nsw i32 %61, %63
  %65 = load ptr, ptr %9, align 8
  %66 = load i32, ptr %13, align 4
  %67 = mul nsw i32 4, %66
  %68 = add nsw i32 %67, 2
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr %65, i64 %69
  store i32 %64, ptr %70, align 4
  %71 = load i32, ptr %14, align 4
  %72 = sdiv i32 %71, -4
  %73 = load i32, ptr %14, align 4
  %74 = srem i32 %73, -9
  %75 = add nsw i32 %72, %74
  %76 = load ptr, ptr %9, align 8
  %77 = load i32, ptr %13, align 4
  %78 = mul nsw i32 4, %77
  %79 = add nsw i32 %78, 3
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i32, ptr %76, i64 %80
  store i32 %75, ptr %81, align 4
  %82 = load i32, ptr %15, align 4
  %83 = udiv i32 %82, 10
  %84 = load i32, ptr %15, align 4
  %85 = urem i32 %84, 7
  %86 = add i32 %83, %85
  %87 = load ptr, ptr %10, align 8
  %88 = load i32, ptr %13, align 4
  %89 = mul nsw i32 2, %88
  %90 = add nsw i32 %89, 0
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds i32, ptr %87, i64 %91
  store i32 %86, ptr %92, align 4
  %93 = load i32, ptr %15, align 4
  %94 = udiv i32 %93, 1024
  %95 = load i32, ptr %15, align 4
  %96 = urem i32 %95, 1024
  %97 = add i32 %94, %96
  %98 = load i32, ptr %15, align 4
  %99 = udiv i32 %98, 1000
  %100 = add i32 %97, %99
  %101 = load ptr, ptr %10, align 8
  %102 = load i32, ptr %13, align 4
  %103 = mul nsw i32 2, %102
  %104 = add nsw i32 %103, 1
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds i32, ptr %101, i64 %105
  store i32 %100, ptr %106, align 4
  %107 = load i32, ptr %14, align 4
  %108 = sext i32 %107 to i64
  %109 = mul nsw i64 %108, 977
  %110 = load i32, ptr %15, align 4
  %111 = zext i32 %110 to i64
  %112 = add nsw i64 %109, %111
  store i64 %112, ptr %16, align 8
  %113 = load i64, ptr %16, align 8
  store i64 %113, ptr %17, align 8
  %114 = load i64, ptr %16, align 8
  %115 = sdiv i64 %114, 1000000007
  %116 = load i64, ptr %16, align 8
  %117 = srem i64 %116, 60
  %118 = add nsw i64 %115, %117
  %119 = load ptr, ptr %11, align 8
  %120 = load i32, ptr %13, align 4
  %121 = mul nsw i32 2, %120
  %122 = add nsw i32 %121, 0
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds i64, ptr %119, i64 %123
  store i64 %118, ptr %124, align 8
  %125 = load i64, ptr %17, align 8
  %126 = udiv i64 %125, 10
  %127 = load i64, ptr %17, align 8
  %128 = urem i64 %127, 4096
  %129 = add i64 %126, %128
  %130 = load ptr, ptr %11, align 8
  %131 = load i32, ptr %13, align 4
  %132 = mul nsw i32 2, %131
  %133 = add nsw i32 %132, 1
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds i64, ptr %130, i64 %134
  store i64 %129, ptr %135, align 8
  br label %136

136:                                              ; preds = %27, %26
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z12intdiv_constPKiPKjPiPjPxi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
