; ModuleID = 'grid_stride.cu'
source_filename = "grid_stride.cu"
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
define dso_local void @_Z11grid_stridePKfPfS1_j(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca float, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store float 0.000000e+00, ptr %11, align 4
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = add i32 %17, %18
  store i32 %19, ptr %12, align 4
  br label %20

20:                                               ; preds = %45, %4
  %21 = load i32, ptr %12, align 4
  %22 = load i32, ptr %10, align 4
  %23 = icmp ult i32 %21, %22
  br i1 %23, label %24, label %51

24:                                               ; preds = %20
  %25 = load ptr, ptr %7, align 8
  %26 = load i32, ptr %12, align 4
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %25, i64 %27
  %29 = load float, ptr %28, align 4
  store float %29, ptr %13, align 4
  %30 = load float, ptr %13, align 4
  %31 = load float, ptr %13, align 4
  %32 = fmul contract float %30, %31
  %33 = load float, ptr %13, align 4
  %34 = fmul contract float 3.000000e+00, %33
  %35 = fsub contract float %32, %34
  %36 = fadd contract float %35, 2.000000e+00
  store float %36, ptr %14, align 4
  %37 = load float, ptr %14, align 4
  %38 = load ptr, ptr %8, align 8
  %39 = load i32, ptr %12, align 4
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %38, i64 %40
  store float %37, ptr %41, align 4
  %42 = load float, ptr %14, align 4
  %43 = load float, ptr %11, align 4
  %44 = fadd contract float %43, %42
  store float %44, ptr %11, align 4
  br label %45

45:                                               ; preds = %24
  %46 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %47 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %48 = mul i32 %46, %47
  %49 = load i32, ptr %12, align 4
  %50 = add i32 %49, %48
  store i32 %50, ptr %12, align 4
  br label %20, !llvm.loop !5

51:                                               ; preds = %20
  %52 = load ptr, ptr %9, align 8
  %53 = load float, ptr %11, align 4
  store ptr %52, ptr %5, align 8
  store float %53, ptr %6, align 4
  %54 = load ptr, ptr %5, align 8
  %55 = load float, ptr %6, align 4
  %56 = atomicrmw fadd ptr %54, float %55 seq_cst, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z11grid_stridePKfPfS1_j, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
