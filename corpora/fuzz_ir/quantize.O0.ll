; ModuleID = 'quantize.cu'
source_filename = "quantize.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_idx_t = type { i8 }
%struct.ck_block_dim_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z11quantize_i8PKfPaPhfii(ptr noundef %0, ptr noundef %1, ptr noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5) #0 {
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca float, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca float, align 4
  %24 = alloca float, align 4
  store ptr %0, ptr %16, align 8
  store ptr %1, ptr %17, align 8
  store ptr %2, ptr %18, align 8
  store float %3, ptr %19, align 4
  store i32 %4, ptr %20, align 4
  store i32 %5, ptr %21, align 4
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = mul i32 %25, %26
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %29 = add i32 %27, %28
  store i32 %29, ptr %22, align 4
  %30 = load i32, ptr %22, align 4
  %31 = load i32, ptr %21, align 4
  %32 = icmp sge i32 %30, %31
  br i1 %32, label %33, label %34

33:                                               ; preds = %6
  br label %81

34:                                               ; preds = %6
  %35 = load ptr, ptr %16, align 8
  %36 = load i32, ptr %22, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %35, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = load float, ptr %19, align 4
  %41 = fdiv contract float %39, %40
  %42 = call contract float @llvm.rint.f32(float %41)
  %43 = load i32, ptr %20, align 4
  %44 = sitofp i32 %43 to float
  %45 = fadd contract float %42, %44
  store float %45, ptr %23, align 4
  %46 = load float, ptr %23, align 4
  store float %46, ptr %8, align 4
  store float -1.280000e+02, ptr %9, align 4
  %47 = load float, ptr %8, align 4
  %48 = load float, ptr %9, align 4
  %49 = call contract float @llvm.maxnum.f32(float %47, float %48)
  store float %49, ptr %12, align 4
  store float 1.270000e+02, ptr %13, align 4
  %50 = load float, ptr %12, align 4
  %51 = load float, ptr %13, align 4
  %52 = call contract float @llvm.minnum.f32(float %50, float %51)
  store float %52, ptr %23, align 4
  %53 = load float, ptr %23, align 4
  %54 = fptosi float %53 to i32
  %55 = trunc i32 %54 to i8
  %56 = load ptr, ptr %17, align 8
  %57 = load i32, ptr %22, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i8, ptr %56, i64 %58
  store i8 %55, ptr %59, align 1
  %60 = load ptr, ptr %16, align 8
  %61 = load i32, ptr %22, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %60, i64 %62
  %64 = load float, ptr %63, align 4
  store float %64, ptr %7, align 4
  %65 = load float, ptr %7, align 4
  %66 = call contract float @llvm.fabs.f32(float %65)
  %67 = fmul contract float %66, 2.000000e+00
  store float %67, ptr %10, align 4
  store float 0.000000e+00, ptr %11, align 4
  %68 = load float, ptr %10, align 4
  %69 = load float, ptr %11, align 4
  %70 = call contract float @llvm.maxnum.f32(float %68, float %69)
  store float %70, ptr %14, align 4
  store float 2.550000e+02, ptr %15, align 4
  %71 = load float, ptr %14, align 4
  %72 = load float, ptr %15, align 4
  %73 = call contract float @llvm.minnum.f32(float %71, float %72)
  store float %73, ptr %24, align 4
  %74 = load float, ptr %24, align 4
  %75 = fptoui float %74 to i32
  %76 = trunc i32 %75 to i8
  %77 = load ptr, ptr %18, align 8
  %78 = load i32, ptr %22, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i8, ptr %77, i64 %79
  store i8 %76, ptr %80, align 1
  br label %81

81:                                               ; preds = %34, %33
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z13dequantize_i8PKaPKhPKdPKxPffi(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, float noundef %5, i32 noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store float %5, ptr %13, align 4
  store i32 %6, ptr %14, align 4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = mul i32 %18, %19
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = add i32 %20, %21
  store i32 %22, ptr %15, align 4
  %23 = load i32, ptr %15, align 4
  %24 = load i32, ptr %14, align 4
  %25 = icmp sge i32 %23, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %7
  br label %90

27:                                               ; preds = %7
  %28 = load ptr, ptr %8, align 8
  %29 = load i32, ptr %15, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i8, ptr %28, i64 %30
  %32 = load i8, ptr %31, align 1
  %33 = sext i8 %32 to i32
  %34 = sub nsw i32 %33, 3
  %35 = sub nsw i32 0, %34
  %36 = icmp slt i32 %34, 0
  %37 = select i1 %36, i32 %35, i32 %34
  store i32 %37, ptr %16, align 4
  %38 = load ptr, ptr %9, align 8
  %39 = load i32, ptr %15, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i8, ptr %38, i64 %40
  %42 = load i8, ptr %41, align 1
  %43 = zext i8 %42 to i32
  store i32 %43, ptr %17, align 4
  %44 = load i32, ptr %16, align 4
  %45 = sitofp i32 %44 to float
  %46 = load float, ptr %13, align 4
  %47 = fmul contract float %45, %46
  %48 = load ptr, ptr %12, align 8
  %49 = load i32, ptr %15, align 4
  %50 = mul nsw i32 4, %49
  %51 = add nsw i32 %50, 0
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %48, i64 %52
  store float %47, ptr %53, align 4
  %54 = load i32, ptr %17, align 4
  %55 = uitofp i32 %54 to float
  %56 = load float, ptr %13, align 4
  %57 = fmul contract float %55, %56
  %58 = load ptr, ptr %12, align 8
  %59 = load i32, ptr %15, align 4
  %60 = mul nsw i32 4, %59
  %61 = add nsw i32 %60, 1
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %58, i64 %62
  store float %57, ptr %63, align 4
  %64 = load ptr, ptr %10, align 8
  %65 = load i32, ptr %15, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %64, i64 %66
  %68 = load double, ptr %67, align 8
  %69 = fptrunc double %68 to float
  %70 = load ptr, ptr %12, align 8
  %71 = load i32, ptr %15, align 4
  %72 = mul nsw i32 4, %71
  %73 = add nsw i32 %72, 2
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr %70, i64 %74
  store float %69, ptr %75, align 4
  %76 = load ptr, ptr %11, align 8
  %77 = load i32, ptr %15, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i64, ptr %76, i64 %78
  %80 = load i64, ptr %79, align 8
  %81 = sitofp i64 %80 to double
  %82 = fmul contract double %81, 5.000000e-01
  %83 = fptrunc double %82 to float
  %84 = load ptr, ptr %12, align 8
  %85 = load i32, ptr %15, align 4
  %86 = mul nsw i32 4, %85
  %87 = add nsw i32 %86, 3
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr %84, i64 %88
  store float %83, ptr %89, align 4
  br label %90

90:                                               ; preds = %27, %26
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z15copy_maybe_vec4PKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = add i32 %16, %17
  store i32 %18, ptr %7, align 4
  %19 = load ptr, ptr %4, align 8
  %20 = ptrtoint ptr %19 to i64
  %21 = load ptr, ptr %5, align 8
  %22 = ptrtoint ptr %21 to i64
  %23 = or i64 %20, %22
  %24 = and i64 %23, 15
  %25 = icmp eq i64 %24, 0
  br i1 %25, label %26, label %109

26:                                               ; preds = %3
  %27 = load i32, ptr %7, align 4
  %28 = mul nsw i32 4, %27
  %29 = add nsw i32 %28, 3
  %30 = load i32, ptr %6, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %87

32:                                               ; preds = %26
  %33 = load ptr, ptr %4, align 8
  %34 = load i32, ptr %7, align 4
  %35 = mul nsw i32 4, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %33, i64 %36
  %38 = load float, ptr %37, align 4
  store float %38, ptr %8, align 4
  %39 = load ptr, ptr %4, align 8
  %40 = load i32, ptr %7, align 4
  %41 = mul nsw i32 4, %40
  %42 = add nsw i32 %41, 1
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %39, i64 %43
  %45 = load float, ptr %44, align 4
  store float %45, ptr %9, align 4
  %46 = load ptr, ptr %4, align 8
  %47 = load i32, ptr %7, align 4
  %48 = mul nsw i32 4, %47
  %49 = add nsw i32 %48, 2
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %46, i64 %50
  %52 = load float, ptr %51, align 4
  store float %52, ptr %10, align 4
  %53 = load ptr, ptr %4, align 8
  %54 = load i32, ptr %7, align 4
  %55 = mul nsw i32 4, %54
  %56 = add nsw i32 %55, 3
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %53, i64 %57
  %59 = load float, ptr %58, align 4
  store float %59, ptr %11, align 4
  %60 = load float, ptr %8, align 4
  %61 = load ptr, ptr %5, align 8
  %62 = load i32, ptr %7, align 4
  %63 = mul nsw i32 4, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %61, i64 %64
  store float %60, ptr %65, align 4
  %66 = load float, ptr %9, align 4
  %67 = load ptr, ptr %5, align 8
  %68 = load i32, ptr %7, align 4
  %69 = mul nsw i32 4, %68
  %70 = add nsw i32 %69, 1
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %67, i64 %71
  store float %66, ptr %72, align 4
  %73 = load float, ptr %10, align 4
  %74 = load ptr, ptr %5, align 8
  %75 = load i32, ptr %7, align 4
  %76 = mul nsw i32 4, %75
  %77 = add nsw i32 %76, 2
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr %74, i64 %78
  store float %73, ptr %79, align 4
  %80 = load float, ptr %11, align 4
  %81 = load ptr, ptr %5, align 8
  %82 = load i32, ptr %7, align 4
  %83 = mul nsw i32 4, %82
  %84 = add nsw i32 %83, 3
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr %81, i64 %85
  store float %80, ptr %86, align 4
  br label %108

87:                                               ; preds = %26
  %88 = load i32, ptr %7, align 4
  %89 = mul nsw i32 4, %88
  store i32 %89, ptr %12, align 4
  br label %90

90:                                               ; preds = %104, %87
  %91 = load i32, ptr %12, align 4
  %92 = load i32, ptr %6, align 4
  %93 = icmp slt i32 %91, %92
  br i1 %93, label %94, label %107

94:                                               ; preds = %90
  %95 = load ptr, ptr %4, align 8
  %96 = load i32, ptr %12, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds float, ptr %95, i64 %97
  %99 = load float, ptr %98, align 4
  %100 = load ptr, ptr %5, align 8
  %101 = load i32, ptr %12, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr %100, i64 %102
  store float %99, ptr %103, align 4
  br label %104

104:                                              ; preds = %94
  %105 = load i32, ptr %12, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %12, align 4
  br label %90, !llvm.loop !7

107:                                              ; preds = %90
  br label %108

108:                                              ; preds = %107, %32
  br label %138

109:                                              ; preds = %3
  %110 = load i32, ptr %7, align 4
  %111 = mul nsw i32 4, %110
  store i32 %111, ptr %13, align 4
  br label %112

112:                                              ; preds = %134, %109
  %113 = load i32, ptr %13, align 4
  %114 = load i32, ptr %7, align 4
  %115 = mul nsw i32 4, %114
  %116 = add nsw i32 %115, 4
  %117 = icmp slt i32 %113, %116
  br i1 %117, label %118, label %122

118:                                              ; preds = %112
  %119 = load i32, ptr %13, align 4
  %120 = load i32, ptr %6, align 4
  %121 = icmp slt i32 %119, %120
  br label %122

122:                                              ; preds = %118, %112
  %123 = phi i1 [ false, %112 ], [ %121, %118 ]
  br i1 %123, label %124, label %137

124:                                              ; preds = %122
  %125 = load ptr, ptr %4, align 8
  %126 = load i32, ptr %13, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds float, ptr %125, i64 %127
  %129 = load float, ptr %128, align 4
  %130 = load ptr, ptr %5, align 8
  %131 = load i32, ptr %13, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds float, ptr %130, i64 %132
  store float %129, ptr %133, align 4
  br label %134

134:                                              ; preds = %124
  %135 = load i32, ptr %13, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %13, align 4
  br label %112, !llvm.loop !9

137:                                              ; preds = %122
  br label %138

138:                                              ; preds = %137, %108
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z11quantize_i8PKfPaPhfii, !"kernel", i32 1}
!1 = !{ptr @_Z13dequantize_i8PKaPKhPKdPKxPffi, !"kernel", i32 1}
!2 = !{ptr @_Z15copy_maybe_vec4PKfPfi, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
