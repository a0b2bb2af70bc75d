; ModuleID = 'atomic_cas_loop.cu'
source_filename = "atomic_cas_loop.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_idx_t = type { i8 }
%struct.ck_block_dim_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z15atomic_cas_loopPKfPfPdi(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca double, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca float, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca double, align 8
  %19 = alloca ptr, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca ptr, align 8
  %24 = alloca float, align 4
  %25 = alloca ptr, align 8
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  store ptr %0, ptr %29, align 8
  store ptr %1, ptr %30, align 8
  store ptr %2, ptr %31, align 8
  store i32 %3, ptr %32, align 4
  %34 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %35 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %36 = mul i32 %34, %35
  %37 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %38 = add i32 %36, %37
  store i32 %38, ptr %33, align 4
  %39 = load i32, ptr %33, align 4
  %40 = load i32, ptr %32, align 4
  %41 = icmp sge i32 %39, %40
  br i1 %41, label %42, label %43

42:                                               ; preds = %4
  br label %114

43:                                               ; preds = %4
  %44 = load ptr, ptr %30, align 8
  %45 = load ptr, ptr %29, align 8
  %46 = load i32, ptr %33, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %45, i64 %47
  %49 = load float, ptr %48, align 4
  store ptr %44, ptr %23, align 8
  store float %49, ptr %24, align 4
  %50 = load ptr, ptr %23, align 8
  store ptr %50, ptr %25, align 8
  %51 = load ptr, ptr %25, align 8
  %52 = load atomic i32, ptr %51 monotonic, align 4
  store i32 %52, ptr %27, align 4
  %53 = load i32, ptr %27, align 4
  store i32 %53, ptr %26, align 4
  br label %54

54:                                               ; preds = %62, %43
  %55 = load i32, ptr %26, align 4
  store i32 %55, ptr %28, align 4
  %56 = load i32, ptr %28, align 4
  store i32 %56, ptr %15, align 4
  %57 = load i32, ptr %15, align 4
  %58 = call contract float @llvm.nvvm.bitcast.i2f(i32 %57)
  %59 = load float, ptr %24, align 4
  %60 = fcmp contract oge float %58, %59
  br i1 %60, label %61, label %62

61:                                               ; preds = %54
  br label %76

62:                                               ; preds = %54
  %63 = load ptr, ptr %25, align 8
  %64 = load i32, ptr %28, align 4
  %65 = load float, ptr %24, align 4
  store float %65, ptr %11, align 4
  %66 = load float, ptr %11, align 4
  %67 = call i32 @llvm.nvvm.bitcast.f2i(float %66)
  store ptr %63, ptr %12, align 8
  store i32 %64, ptr %13, align 4
  store i32 %67, ptr %14, align 4
  %68 = load ptr, ptr %12, align 8
  %69 = load i32, ptr %13, align 4
  %70 = load i32, ptr %14, align 4
  %71 = cmpxchg ptr %68, i32 %69, i32 %70 seq_cst seq_cst, align 4
  %72 = extractvalue { i32, i1 } %71, 0
  store i32 %72, ptr %26, align 4
  %73 = load i32, ptr %28, align 4
  %74 = load i32, ptr %26, align 4
  %75 = icmp ne i32 %73, %74
  br i1 %75, label %54, label %76, !llvm.loop !5

76:                                               ; preds = %61, %62
  %77 = load i32, ptr %26, align 4
  store i32 %77, ptr %16, align 4
  %78 = load i32, ptr %16, align 4
  %79 = call contract float @llvm.nvvm.bitcast.i2f(i32 %78)
  %80 = load ptr, ptr %31, align 8
  %81 = load ptr, ptr %29, align 8
  %82 = load i32, ptr %33, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr %81, i64 %83
  %85 = load float, ptr %84, align 4
  %86 = fpext float %85 to double
  store ptr %80, ptr %17, align 8
  store double %86, ptr %18, align 8
  %87 = load ptr, ptr %17, align 8
  store ptr %87, ptr %19, align 8
  %88 = load ptr, ptr %19, align 8
  %89 = load atomic i64, ptr %88 monotonic, align 8
  store i64 %89, ptr %21, align 8
  %90 = load i64, ptr %21, align 8
  store i64 %90, ptr %20, align 8
  br label %91

91:                                               ; preds = %91, %76
  %92 = load i64, ptr %20, align 8
  store i64 %92, ptr %22, align 8
  %93 = load ptr, ptr %19, align 8
  %94 = load i64, ptr %22, align 8
  %95 = load double, ptr %18, align 8
  %96 = load i64, ptr %22, align 8
  store i64 %96, ptr %5, align 8
  %97 = load i64, ptr %5, align 8
  %98 = call contract double @llvm.nvvm.bitcast.ll2d(i64 %97)
  %99 = fadd contract double %95, %98
  store double %99, ptr %7, align 8
  %100 = load double, ptr %7, align 8
  %101 = call i64 @llvm.nvvm.bitcast.d2ll(double %100)
  store ptr %93, ptr %8, align 8
  store i64 %94, ptr %9, align 8
  store i64 %101, ptr %10, align 8
  %102 = load ptr, ptr %8, align 8
  %103 = load i64, ptr %9, align 8
  %104 = load i64, ptr %10, align 8
  %105 = cmpxchg ptr %102, i64 %103, i64 %104 seq_cst seq_cst, align 8
  %106 = extractvalue { i64, i1 } %105, 0
  store i64 %106, ptr %20, align 8
  %107 = load i64, ptr %22, align 8
  %108 = load i64, ptr %20, align 8
  %109 = icmp ne i64 %107, %108
  br i1 %109, label %91, label %110, !llvm.loop !7

110:                                              ; preds = %91
  %111 = load i64, ptr %20, align 8
  store i64 %111, ptr %6, align 8
  %112 = load i64, ptr %6, align 8
  %113 = call contract double @llvm.nvvm.bitcast.ll2d(i64 %112)
  br label %114

114:                                              ; preds = %110, %42
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.bitcast.i2f(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.bitcast.f2i(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.bitcast.d2ll(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.bitcast.ll2d(i64) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z15atomic_cas_loopPKfPfPdi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
