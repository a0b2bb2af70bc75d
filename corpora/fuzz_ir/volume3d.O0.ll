; ModuleID = 'volume3d.cu'
source_filename = "volume3d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_idx_t = type { i8 }
%struct.ck_block_dim_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }
%struct.ck_grid_dim_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1
@gridDim = external dso_local addrspace(1) global %struct.ck_grid_dim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z8volume3dPKfPfiiifff(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6, float noundef %7) #0 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store i32 %2, ptr %11, align 4
  store i32 %3, ptr %12, align 4
  store i32 %4, ptr %13, align 4
  store float %5, ptr %14, align 4
  store float %6, ptr %15, align 4
  store float %7, ptr %16, align 4
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = mul i32 %22, %23
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %26 = add i32 %24, %25
  store i32 %26, ptr %17, align 4
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %29 = mul i32 %27, %28
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %31 = add i32 %29, %30
  store i32 %31, ptr %18, align 4
  %32 = load i32, ptr %17, align 4
  %33 = load i32, ptr %11, align 4
  %34 = icmp sge i32 %32, %33
  br i1 %34, label %39, label %35

35:                                               ; preds = %8
  %36 = load i32, ptr %18, align 4
  %37 = load i32, ptr %12, align 4
  %38 = icmp sge i32 %36, %37
  br i1 %38, label %39, label %40

39:                                               ; preds = %35, %8
  br label %100

40:                                               ; preds = %35
  %41 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %42 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %43 = mul i32 %41, %42
  store i32 %43, ptr %19, align 4
  %44 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %45 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %46 = mul i32 %44, %45
  %47 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %48 = add i32 %46, %47
  store i32 %48, ptr %20, align 4
  br label %49

49:                                               ; preds = %96, %40
  %50 = load i32, ptr %20, align 4
  %51 = load i32, ptr %13, align 4
  %52 = icmp slt i32 %50, %51
  br i1 %52, label %53, label %100

53:                                               ; preds = %49
  %54 = load i32, ptr %20, align 4
  %55 = sext i32 %54 to i64
  %56 = load i32, ptr %12, align 4
  %57 = sext i32 %56 to i64
  %58 = mul nsw i64 %55, %57
  %59 = load i32, ptr %18, align 4
  %60 = sext i32 %59 to i64
  %61 = add nsw i64 %58, %60
  %62 = load i32, ptr %11, align 4
  %63 = sext i32 %62 to i64
  %64 = mul nsw i64 %61, %63
  %65 = load i32, ptr %17, align 4
  %66 = sext i32 %65 to i64
  %67 = add nsw i64 %64, %66
  store i64 %67, ptr %21, align 8
  %68 = load ptr, ptr %9, align 8
  %69 = load i64, ptr %21, align 8
  %70 = getelementptr inbounds float, ptr %68, i64 %69
  %71 = load float, ptr %70, align 4
  %72 = fmul contract float %71, 5.000000e-01
  %73 = load float, ptr %14, align 4
  %74 = load i32, ptr %17, align 4
  %75 = sitofp i32 %74 to float
  %76 = fmul contract float %73, %75
  %77 = fadd contract float %72, %76
  %78 = load float, ptr %15, align 4
  %79 = load i32, ptr %18, align 4
  %80 = sitofp i32 %79 to float
  %81 = fmul contract float %78, %80
  %82 = fadd contract float %77, %81
  %83 = load float, ptr %16, align 4
  %84 = load i32, ptr %20, align 4
  %85 = sitofp i32 %84 to float
  %86 = fmul contract float %83, %85
  %87 = fadd contract float %82, %86
  %88 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %89 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %90 = add i32 %88, %89
  %91 = uitofp i32 %90 to float
  %92 = fadd contract float %87, %91
  %93 = load ptr, ptr %10, align 8
  %94 = load i64, ptr %21, align 8
  %95 = getelementptr inbounds float, ptr %93, i64 %94
  store float %92, ptr %95, align 4
  br label %96

96:                                               ; preds = %53
  %97 = load i32, ptr %19, align 4
  %98 = load i32, ptr %20, align 4
  %99 = add nsw i32 %98, %97
  store i32 %99, ptr %20, align 4
  br label %49, !llvm.loop !5

100:                                              ; preds = %39, %49
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z8volume3dPKfPfiiifff, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
