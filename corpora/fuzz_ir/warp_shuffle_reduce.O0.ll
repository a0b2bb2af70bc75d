; ModuleID = 'warp_shuffle_reduce.cu'
source_filename = "warp_shuffle_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_idx_t = type { i8 }
%struct.ck_block_dim_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }

@_ZZ19warp_shuffle_reducePKfPfiE9warp_sums = internal addrspace(3) global [32 x float] undef, align 4
@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z19warp_shuffle_reducePKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca float, align 4
  %21 = alloca i32, align 4
  store ptr %0, ptr %14, align 8
  store ptr %1, ptr %15, align 8
  store i32 %2, ptr %16, align 4
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = mul i32 %22, %23
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %26 = add i32 %24, %25
  store i32 %26, ptr %17, align 4
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %28 = and i32 %27, 31
  store i32 %28, ptr %18, align 4
  %29 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %30 = lshr i32 %29, 5
  store i32 %30, ptr %19, align 4
  %31 = load i32, ptr %17, align 4
  %32 = load i32, ptr %16, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %40

34:                                               ; preds = %3
  %35 = load ptr, ptr %14, align 8
  %36 = load i32, ptr %17, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %35, i64 %37
  %39 = load float, ptr %38, align 4
  br label %41

40:                                               ; preds = %3
  br label %41

41:                                               ; preds = %40, %34
  %42 = phi contract float [ %39, %34 ], [ 0.000000e+00, %40 ]
  store float %42, ptr %20, align 4
  %43 = load float, ptr %20, align 4
  store float %43, ptr %10, align 4
  store i32 16, ptr %11, align 4
  br label %44

44:                                               ; preds = %47, %41
  %45 = load i32, ptr %11, align 4
  %46 = icmp sgt i32 %45, 0
  br i1 %46, label %47, label %58

47:                                               ; preds = %44
  %48 = load float, ptr %10, align 4
  %49 = load i32, ptr %11, align 4
  store i32 -1, ptr %7, align 4
  store float %48, ptr %8, align 4
  store i32 %49, ptr %9, align 4
  %50 = load i32, ptr %7, align 4
  %51 = load float, ptr %8, align 4
  %52 = load i32, ptr %9, align 4
  %53 = call contract float @llvm.nvvm.shfl.sync.down.f32(i32 %50, float %51, i32 %52, i32 31)
  %54 = load float, ptr %10, align 4
  %55 = fadd contract float %54, %53
  store float %55, ptr %10, align 4
  %56 = load i32, ptr %11, align 4
  %57 = ashr i32 %56, 1
  store i32 %57, ptr %11, align 4
  br label %44, !llvm.loop !5

58:                                               ; preds = %44
  %59 = load float, ptr %10, align 4
  store float %59, ptr %20, align 4
  %60 = load i32, ptr %18, align 4
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %62, label %67

62:                                               ; preds = %58
  %63 = load float, ptr %20, align 4
  %64 = load i32, ptr %19, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19warp_shuffle_reducePKfPfiE9warp_sums to ptr), i64 0, i64 %65
  store float %63, ptr %66, align 4
  br label %67

67:                                               ; preds = %62, %58
  call void @llvm.nvvm.barrier0()
  %68 = load i32, ptr %19, align 4
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %70, label %110

70:                                               ; preds = %67
  %71 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %72 = lshr i32 %71, 5
  store i32 %72, ptr %21, align 4
  %73 = load i32, ptr %18, align 4
  %74 = load i32, ptr %21, align 4
  %75 = icmp slt i32 %73, %74
  br i1 %75, label %76, label %81

76:                                               ; preds = %70
  %77 = load i32, ptr %18, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19warp_shuffle_reducePKfPfiE9warp_sums to ptr), i64 0, i64 %78
  %80 = load float, ptr %79, align 4
  br label %82

81:                                               ; preds = %70
  br label %82

82:                                               ; preds = %81, %76
  %83 = phi contract float [ %80, %76 ], [ 0.000000e+00, %81 ]
  store float %83, ptr %20, align 4
  %84 = load float, ptr %20, align 4
  store float %84, ptr %12, align 4
  store i32 16, ptr %13, align 4
  br label %85

85:                                               ; preds = %88, %82
  %86 = load i32, ptr %13, align 4
  %87 = icmp sgt i32 %86, 0
  br i1 %87, label %88, label %99

88:                                               ; preds = %85
  %89 = load float, ptr %12, align 4
  %90 = load i32, ptr %13, align 4
  store i32 -1, ptr %4, align 4
  store float %89, ptr %5, align 4
  store i32 %90, ptr %6, align 4
  %91 = load i32, ptr %4, align 4
  %92 = load float, ptr %5, align 4
  %93 = load i32, ptr %6, align 4
  %94 = call contract float @llvm.nvvm.shfl.sync.down.f32(i32 %91, float %92, i32 %93, i32 31)
  %95 = load float, ptr %12, align 4
  %96 = fadd contract float %95, %94
  store float %96, ptr %12, align 4
  %97 = load i32, ptr %13, align 4
  %98 = ashr i32 %97, 1
  store i32 %98, ptr %13, align 4
  br label %85, !llvm.loop !5

99:                                               ; preds = %85
  %100 = load float, ptr %12, align 4
  store float %100, ptr %20, align 4
  %101 = load i32, ptr %18, align 4
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %103, label %109

103:                                              ; preds = %99
  %104 = load float, ptr %20, align 4
  %105 = load ptr, ptr %15, align 8
  %106 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %107 = zext i32 %106 to i64
  %108 = getelementptr inbounds float, ptr %105, i64 %107
  store float %104, ptr %108, align 4
  br label %109

109:                                              ; preds = %103, %99
  br label %110

110:                                              ; preds = %109, %67
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

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z19warp_shuffle_reducePKfPfi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.enable"}
