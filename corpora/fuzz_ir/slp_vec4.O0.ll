; ModuleID = 'slp_vec4.cu'
source_filename = "slp_vec4.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_idx_t = type { i8 }
%struct.ck_block_dim_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }
%struct.vec4f = type { float, float, float, float }

@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z14slp_scale_biasPKfS0_Pffi(ptr noundef %0, ptr noundef %1, ptr noundef %2, float noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store float %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  store i32 %16, ptr %11, align 4
  %17 = load i32, ptr %11, align 4
  %18 = load i32, ptr %10, align 4
  %19 = icmp sge i32 %17, %18
  br i1 %19, label %20, label %21

20:                                               ; preds = %5
  br label %98

21:                                               ; preds = %5
  %22 = load ptr, ptr %6, align 8
  %23 = load i32, ptr %11, align 4
  %24 = mul nsw i32 4, %23
  %25 = add nsw i32 %24, 0
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %22, i64 %26
  %28 = load float, ptr %27, align 4
  %29 = load float, ptr %9, align 4
  %30 = fmul contract float %28, %29
  %31 = load ptr, ptr %7, align 8
  %32 = getelementptr inbounds float, ptr %31, i64 0
  %33 = load float, ptr %32, align 4
  %34 = fadd contract float %30, %33
  %35 = load ptr, ptr %8, align 8
  %36 = load i32, ptr %11, align 4
  %37 = mul nsw i32 4, %36
  %38 = add nsw i32 %37, 0
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %35, i64 %39
  store float %34, ptr %40, align 4
  %41 = load ptr, ptr %6, align 8
  %42 = load i32, ptr %11, align 4
  %43 = mul nsw i32 4, %42
  %44 = add nsw i32 %43, 1
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %41, i64 %45
  %47 = load float, ptr %46, align 4
  %48 = load float, ptr %9, align 4
  %49 = fmul contract float %47, %48
  %50 = load ptr, ptr %7, align 8
  %51 = getelementptr inbounds float, ptr %50, i64 1
  %52 = load float, ptr %51, align 4
  %53 = fadd contract float %49, %52
  %54 = load ptr, ptr %8, align 8
  %55 = load i32, ptr %11, align 4
  %56 = mul nsw i32 4, %55
  %57 = add nsw i32 %56, 1
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %54, i64 %58
  store float %53, ptr %59, align 4
  %60 = load ptr, ptr %6, align 8
  %61 = load i32, ptr %11, align 4
  %62 = mul nsw i32 4, %61
  %63 = add nsw i32 %62, 2
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %60, i64 %64
  %66 = load float, ptr %65, align 4
  %67 = load float, ptr %9, align 4
  %68 = fmul contract float %66, %67
  %69 = load ptr, ptr %7, align 8
  %70 = getelementptr inbounds float, ptr %69, i64 2
  %71 = load float, ptr %70, align 4
  %72 = fadd contract float %68, %71
  %73 = load ptr, ptr %8, align 8
  %74 = load i32, ptr %11, align 4
  %75 = mul nsw i32 4, %74
  %76 = add nsw i32 %75, 2
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr %73, i64 %77
  store float %72, ptr %78, align 4
  %79 = load ptr, ptr %6, align 8
  %80 = load i32, ptr %11, align 4
  %81 = mul nsw i32 4, %80
  %82 = add nsw i32 %81, 3
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr %79, i64 %83
  %85 = load float, ptr %84, align 4
  %86 = load float, ptr %9, align 4
  %87 = fmul contract float %85, %86
  %88 = load ptr, ptr %7, align 8
  %89 = getelementptr inbounds float, ptr %88, i64 3
  %90 = load float, ptr %89, align 4
  %91 = fadd contract float %87, %90
  %92 = load ptr, ptr %8, align 8
  %93 = load i32, ptr %11, align 4
  %94 = mul nsw i32 4, %93
  %95 = add nsw i32 %94, 3
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds float, ptr %92, i64 %96
  store float %91, ptr %97, align 4
  br label %98

98:                                               ; preds = %21, %20
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z11slp_struct4PK5vec4fS1_PS_i(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.vec4f, align 16
  %11 = alloca %struct.vec4f, align 16
  %12 = alloca %struct.vec4f, align 16
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = add i32 %15, %16
  store i32 %17, ptr %9, align 4
  %18 = load i32, ptr %9, align 4
  %19 = load i32, ptr %8, align 4
  %20 = icmp sge i32 %18, %19
  br i1 %20, label %21, label %22

21:                                               ; preds = %4
  br label %71

22:                                               ; preds = %4
  %23 = load ptr, ptr %5, align 8
  %24 = load i32, ptr %9, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds %struct.vec4f, ptr %23, i64 %25
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 %26, i64 16, i1 false)
  %27 = load ptr, ptr %6, align 8
  %28 = load i32, ptr %9, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds %struct.vec4f, ptr %27, i64 %29
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 16 %30, i64 16, i1 false)
  %31 = getelementptr inbounds %struct.vec4f, ptr %10, i32 0, i32 0
  %32 = load float, ptr %31, align 16
  %33 = getelementptr inbounds %struct.vec4f, ptr %11, i32 0, i32 0
  %34 = load float, ptr %33, align 16
  %35 = fmul contract float %32, %34
  %36 = getelementptr inbounds %struct.vec4f, ptr %10, i32 0, i32 1
  %37 = load float, ptr %36, align 4
  %38 = getelementptr inbounds %struct.vec4f, ptr %11, i32 0, i32 1
  %39 = load float, ptr %38, align 4
  %40 = fmul contract float %37, %39
  %41 = fsub contract float %35, %40
  %42 = getelementptr inbounds %struct.vec4f, ptr %12, i32 0, i32 0
  store float %41, ptr %42, align 16
  %43 = getelementptr inbounds %struct.vec4f, ptr %10, i32 0, i32 0
  %44 = load float, ptr %43, align 16
  %45 = getelementptr inbounds %struct.vec4f, ptr %11, i32 0, i32 1
  %46 = load float, ptr %45, align 4
  %47 = fmul contract float %44, %46
  %48 = getelementptr inbounds %struct.vec4f, ptr %10, i32 0, i32 1
  %49 = load float, ptr %48, align 4
  %50 = getelementptr inbounds %struct.vec4f, ptr %11, i32 0, i32 0
  %51 = load float, ptr %50, align 16
  %52 = fmul contract float %49, %51
  %53 = fadd contract float %47, %52
  %54 = getelementptr inbounds %struct.vec4f, ptr %12, i32 0, i32 1
  store float %53, ptr %54, align 4
  %55 = getelementptr inbounds %struct.vec4f, ptr %10, i32 0, i32 2
  %56 = load float, ptr %55, align 8
  %57 = getelementptr inbounds %struct.vec4f, ptr %11, i32 0, i32 2
  %58 = load float, ptr %57, align 8
  %59 = fadd contract float %56, %58
  %60 = getelementptr inbounds %struct.vec4f, ptr %12, i32 0, i32 2
  store float %59, ptr %60, align 8
  %61 = getelementptr inbounds %struct.vec4f, ptr %10, i32 0, i32 3
  %62 = load float, ptr %61, align 4
  %63 = getelementptr inbounds %struct.vec4f, ptr %11, i32 0, i32 3
  %64 = load float, ptr %63, align 4
  %65 = fsub contract float %62, %64
  %66 = getelementptr inbounds %struct.vec4f, ptr %12, i32 0, i32 3
  store float %65, ptr %66, align 4
  %67 = load ptr, ptr %7, align 8
  %68 = load i32, ptr %9, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds %struct.vec4f, ptr %67, i64 %69
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %70, ptr align 16 %12, i64 16, i1 false)
  br label %71

71:                                               ; preds = %22, %21
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z11slp_double2PKdPdi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  store i32 %12, ptr %7, align 4
  %13 = load i32, ptr %7, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp sge i32 %13, %14
  br i1 %15, label %16, label %17

16:                                               ; preds = %3
  br label %48

17:                                               ; preds = %3
  %18 = load ptr, ptr %4, align 8
  %19 = load i32, ptr %7, align 4
  %20 = mul nsw i32 2, %19
  %21 = add nsw i32 %20, 0
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %18, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = fmul contract double %24, 2.000000e+00
  %26 = fadd contract double %25, 1.000000e+00
  %27 = load ptr, ptr %5, align 8
  %28 = load i32, ptr %7, align 4
  %29 = mul nsw i32 2, %28
  %30 = add nsw i32 %29, 0
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr %27, i64 %31
  store double %26, ptr %32, align 8
  %33 = load ptr, ptr %4, align 8
  %34 = load i32, ptr %7, align 4
  %35 = mul nsw i32 2, %34
  %36 = add nsw i32 %35, 1
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %33, i64 %37
  %39 = load double, ptr %38, align 8
  %40 = fmul contract double %39, 2.000000e+00
  %41 = fadd contract double %40, 1.000000e+00
  %42 = load ptr, ptr %5, align 8
  %43 = load i32, ptr %7, align 4
  %44 = mul nsw i32 2, %43
  %45 = add nsw i32 %44, 1
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %42, i64 %46
  store double %41, ptr %47, align 8
  br label %48

48:                                               ; preds = %17, %16
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z14slp_scale_biasPKfS0_Pffi, !"kernel", i32 1}
!1 = !{ptr @_Z11slp_struct4PK5vec4fS1_PS_i, !"kernel", i32 1}
!2 = !{ptr @_Z11slp_double2PKdPdi, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
