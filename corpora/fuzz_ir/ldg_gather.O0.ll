; ModuleID = 'ldg_gather.cu'
source_filename = "ldg_gather.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_idx_t = type { i8 }
%struct.ck_block_dim_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z10ldg_gatherPKiPKfS2_Pfii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, i32 noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store ptr %0, ptr %10, align 8
  store ptr %1, ptr %11, align 8
  store ptr %2, ptr %12, align 8
  store ptr %3, ptr %13, align 8
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = mul i32 %18, %19
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = add i32 %20, %21
  store i32 %22, ptr %16, align 4
  %23 = load i32, ptr %16, align 4
  %24 = load i32, ptr %15, align 4
  %25 = icmp sge i32 %23, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %6
  br label %67

27:                                               ; preds = %6
  %28 = load ptr, ptr %10, align 8
  %29 = load i32, ptr %16, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %28, i64 %30
  store ptr %31, ptr %9, align 8
  %32 = load ptr, ptr %9, align 8
  %33 = call i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %32, i32 4)
  store i32 %33, ptr %17, align 4
  %34 = load i32, ptr %17, align 4
  %35 = icmp slt i32 %34, 0
  br i1 %35, label %36, label %37

36:                                               ; preds = %27
  br label %48

37:                                               ; preds = %27
  %38 = load i32, ptr %17, align 4
  %39 = load i32, ptr %14, align 4
  %40 = icmp sge i32 %38, %39
  br i1 %40, label %41, label %44

41:                                               ; preds = %37
  %42 = load i32, ptr %14, align 4
  %43 = sub nsw i32 %42, 1
  br label %46

44:                                               ; preds = %37
  %45 = load i32, ptr %17, align 4
  br label %46

46:                                               ; preds = %44, %41
  %47 = phi i32 [ %43, %41 ], [ %45, %44 ]
  br label %48

48:                                               ; preds = %46, %36
  %49 = phi i32 [ 0, %36 ], [ %47, %46 ]
  store i32 %49, ptr %17, align 4
  %50 = load ptr, ptr %11, align 8
  %51 = load i32, ptr %17, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %50, i64 %52
  store ptr %53, ptr %7, align 8
  %54 = load ptr, ptr %7, align 8
  %55 = call contract float @llvm.nvvm.ldg.global.f.f32.p0(ptr %54, i32 4)
  %56 = load ptr, ptr %12, align 8
  %57 = load i32, ptr %16, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %56, i64 %58
  store ptr %59, ptr %8, align 8
  %60 = load ptr, ptr %8, align 8
  %61 = call contract float @llvm.nvvm.ldg.global.f.f32.p0(ptr %60, i32 4)
  %62 = fmul contract float %55, %61
  %63 = load ptr, ptr %13, align 8
  %64 = load i32, ptr %16, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %63, i64 %65
  store float %62, ptr %66, align 4
  br label %67

67:                                               ; preds = %48, %26
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z8spmv_csrPKiS0_PKfS2_Pfi(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca float, align 4
  %20 = alloca i32, align 4
  store ptr %0, ptr %12, align 8
  store ptr %1, ptr %13, align 8
  store ptr %2, ptr %14, align 8
  store ptr %3, ptr %15, align 8
  store ptr %4, ptr %16, align 8
  store i32 %5, ptr %17, align 4
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %23 = mul i32 %21, %22
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = add i32 %23, %24
  store i32 %25, ptr %18, align 4
  %26 = load i32, ptr %18, align 4
  %27 = load i32, ptr %17, align 4
  %28 = icmp sge i32 %26, %27
  br i1 %28, label %29, label %30

29:                                               ; preds = %6
  br label %77

30:                                               ; preds = %6
  store float 0.000000e+00, ptr %19, align 4
  %31 = load ptr, ptr %12, align 8
  %32 = load i32, ptr %18, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %31, i64 %33
  store ptr %34, ptr %9, align 8
  %35 = load ptr, ptr %9, align 8
  %36 = call i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %35, i32 4)
  store i32 %36, ptr %20, align 4
  br label %37

37:                                               ; preds = %68, %30
  %38 = load i32, ptr %20, align 4
  %39 = load ptr, ptr %12, align 8
  %40 = load i32, ptr %18, align 4
  %41 = add nsw i32 %40, 1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %39, i64 %42
  store ptr %43, ptr %10, align 8
  %44 = load ptr, ptr %10, align 8
  %45 = call i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %44, i32 4)
  %46 = icmp slt i32 %38, %45
  br i1 %46, label %47, label %71

47:                                               ; preds = %37
  %48 = load ptr, ptr %14, align 8
  %49 = load i32, ptr %20, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %48, i64 %50
  store ptr %51, ptr %7, align 8
  %52 = load ptr, ptr %7, align 8
  %53 = call contract float @llvm.nvvm.ldg.global.f.f32.p0(ptr %52, i32 4)
  %54 = load ptr, ptr %15, align 8
  %55 = load ptr, ptr %13, align 8
  %56 = load i32, ptr %20, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr %55, i64 %57
  store ptr %58, ptr %11, align 8
  %59 = load ptr, ptr %11, align 8
  %60 = call i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %59, i32 4)
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %54, i64 %61
  store ptr %62, ptr %8, align 8
  %63 = load ptr, ptr %8, align 8
  %64 = call contract float @llvm.nvvm.ldg.global.f.f32.p0(ptr %63, i32 4)
  %65 = fmul contract float %53, %64
  %66 = load float, ptr %19, align 4
  %67 = fadd contract float %66, %65
  store float %67, ptr %19, align 4
  br label %68

68:                                               ; preds = %47
  %69 = load i32, ptr %20, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %20, align 4
  br label %37, !llvm.loop !6

71:                                               ; preds = %37
  %72 = load float, ptr %19, align 4
  %73 = load ptr, ptr %16, align 8
  %74 = load i32, ptr %18, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %73, i64 %75
  store float %72, ptr %76, align 4
  br label %77

77:                                               ; preds = %71, %29
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nounwind memory(argmem: read)
declare i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr nocapture, i32) #2

; Function Attrs: nocallback nounwind memory(argmem: read)
declare float @llvm.nvvm.ldg.global.f.f32.p0(ptr nocapture, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind memory(argmem: read) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z10ldg_gatherPKiPKfS2_Pfii, !"kernel", i32 1}
!1 = !{ptr @_Z8spmv_csrPKiS0_PKfS2_Pfi, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
