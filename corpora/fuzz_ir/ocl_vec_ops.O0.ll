; ModuleID = 'ocl_vec_ops.cl'
source_filename = "ocl_vec_ops.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @ocl_axpy4(float noundef %0, ptr addrspace(1) noundef align 16 %1, ptr addrspace(1) noundef align 16 %2, i32 noundef %3) #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = alloca float, align 4
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  store float %0, ptr %5, align 4
  store ptr addrspace(1) %1, ptr %6, align 8
  store ptr addrspace(1) %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %10 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  store i64 %10, ptr %9, align 8
  %11 = load i64, ptr %9, align 8
  %12 = load i32, ptr %8, align 4
  %13 = zext i32 %12 to i64
  %14 = icmp ult i64 %11, %13
  br i1 %14, label %15, label %29

15:                                               ; preds = %4
  %16 = load float, ptr %5, align 4
  %17 = load ptr addrspace(1), ptr %6, align 8
  %18 = load i64, ptr %9, align 8
  %19 = getelementptr inbounds <4 x float>, ptr addrspace(1) %17, i64 %18
  %20 = load <4 x float>, ptr addrspace(1) %19, align 16
  %21 = load ptr addrspace(1), ptr %7, align 8
  %22 = load i64, ptr %9, align 8
  %23 = getelementptr inbounds <4 x float>, ptr addrspace(1) %21, i64 %22
  %24 = load <4 x float>, ptr addrspace(1) %23, align 16
  %25 = call <4 x float> @axpy4(float noundef %16, <4 x float> noundef %20, <4 x float> noundef %24) #5
  %26 = load ptr addrspace(1), ptr %7, align 8
  %27 = load i64, ptr %9, align 8
  %28 = getelementptr inbounds <4 x float>, ptr addrspace(1) %26, i64 %27
  store <4 x float> %25, ptr addrspace(1) %28, align 16
  br label %29

29:                                               ; preds = %15, %4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal <4 x float> @axpy4(float noundef %0, <4 x float> noundef %1, <4 x float> noundef %2) #2 {
  %4 = alloca float, align 4
  %5 = alloca <4 x float>, align 16
  %6 = alloca <4 x float>, align 16
  store float %0, ptr %4, align 4
  store <4 x float> %1, ptr %5, align 16
  store <4 x float> %2, ptr %6, align 16
  %7 = load float, ptr %4, align 4
  %8 = insertelement <4 x float> poison, float %7, i64 0
  %9 = shufflevector <4 x float> %8, <4 x float> poison, <4 x i32> zeroinitializer
  %10 = load <4 x float>, ptr %5, align 16
  %11 = load <4 x float>, ptr %6, align 16
  %12 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %9, <4 x float> %10, <4 x float> %11)
  ret <4 x float> %12
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @ocl_dot4(ptr addrspace(1) noundef align 16 %0, ptr addrspace(1) noundef align 16 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !8 !kernel_arg_type !13 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store ptr addrspace(1) %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %10 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  store i64 %10, ptr %9, align 8
  %11 = load i64, ptr %9, align 8
  %12 = load i32, ptr %8, align 4
  %13 = zext i32 %12 to i64
  %14 = icmp ult i64 %11, %13
  br i1 %14, label %15, label %39

15:                                               ; preds = %4
  %16 = load ptr addrspace(1), ptr %5, align 8
  %17 = load i64, ptr %9, align 8
  %18 = getelementptr inbounds <4 x float>, ptr addrspace(1) %16, i64 %17
  %19 = load <4 x float>, ptr addrspace(1) %18, align 16
  %20 = load ptr addrspace(1), ptr %6, align 8
  %21 = load i64, ptr %9, align 8
  %22 = getelementptr inbounds <4 x float>, ptr addrspace(1) %20, i64 %21
  %23 = load <4 x float>, ptr addrspace(1) %22, align 16
  %24 = call float @_Z3dotDv4_fS_(<4 x float> noundef %19, <4 x float> noundef %23) #4
  %25 = load ptr addrspace(1), ptr %5, align 8
  %26 = load i64, ptr %9, align 8
  %27 = getelementptr inbounds <4 x float>, ptr addrspace(1) %25, i64 %26
  %28 = load <4 x float>, ptr addrspace(1) %27, align 16
  %29 = extractelement <4 x float> %28, i64 3
  %30 = load ptr addrspace(1), ptr %6, align 8
  %31 = load i64, ptr %9, align 8
  %32 = getelementptr inbounds <4 x float>, ptr addrspace(1) %30, i64 %31
  %33 = load <4 x float>, ptr addrspace(1) %32, align 16
  %34 = extractelement <4 x float> %33, i64 0
  %35 = call float @llvm.fmuladd.f32(float %29, float %34, float %24)
  %36 = load ptr addrspace(1), ptr %7, align 8
  %37 = load i64, ptr %9, align 8
  %38 = getelementptr inbounds float, ptr addrspace(1) %36, i64 %37
  store float %35, ptr addrspace(1) %38, align 4
  br label %39

39:                                               ; preds = %15, %4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local float @_Z3dotDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @ocl_clamp(ptr addrspace(1) noundef align 16 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca <4 x i32>, align 16
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %13 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  store i64 %13, ptr %11, align 8
  %14 = load i64, ptr %11, align 8
  %15 = load i32, ptr %10, align 4
  %16 = zext i32 %15 to i64
  %17 = icmp ult i64 %14, %16
  br i1 %17, label %18, label %44

18:                                               ; preds = %5
  %19 = load ptr addrspace(1), ptr %6, align 8
  %20 = load i64, ptr %11, align 8
  %21 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %19, i64 %20
  %22 = load <4 x i32>, ptr addrspace(1) %21, align 16
  store <4 x i32> %22, ptr %12, align 16
  %23 = load ptr addrspace(1), ptr %7, align 8
  %24 = load i64, ptr %11, align 8
  %25 = getelementptr inbounds i32, ptr addrspace(1) %23, i64 %24
  %26 = addrspacecast ptr addrspace(1) %25 to ptr
  %27 = load <4 x i32>, ptr %12, align 16
  %28 = extractelement <4 x i32> %27, i64 0
  %29 = ashr i32 %28, 2
  %30 = load <4 x i32>, ptr %12, align 16
  %31 = extractelement <4 x i32> %30, i64 1
  %32 = ashr i32 %31, 2
  %33 = add nsw i32 %29, %32
  %34 = load <4 x i32>, ptr %12, align 16
  %35 = extractelement <4 x i32> %34, i64 2
  %36 = ashr i32 %35, 2
  %37 = add nsw i32 %33, %36
  %38 = load <4 x i32>, ptr %12, align 16
  %39 = extractelement <4 x i32> %38, i64 3
  %40 = ashr i32 %39, 2
  %41 = add nsw i32 %37, %40
  %42 = load i32, ptr %8, align 4
  %43 = load i32, ptr %9, align 4
  call void @store_clamped(ptr noundef %26, i32 noundef %41, i32 noundef %42, i32 noundef %43) #5
  br label %44

44:                                               ; preds = %18, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @store_clamped(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #2 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %7, align 4
  %11 = load i32, ptr %8, align 4
  %12 = call i32 @_Z5clampiii(i32 noundef %9, i32 noundef %10, i32 noundef %11) #4
  %13 = load ptr, ptr %5, align 8
  store i32 %12, ptr %13, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i32 @_Z5clampiii(i32 noundef, i32 noundef, i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4}
!opencl.ocl.version = !{!5}
!llvm.ident = !{!6}

!0 = !{ptr @ocl_axpy4, !"kernel", i32 1}
!1 = !{ptr @ocl_dot4, !"kernel", i32 1}
!2 = !{ptr @ocl_clamp, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 2, i32 0}
!6 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!7 = !{i32 0, i32 1, i32 1, i32 0}
!8 = !{!"none", !"none", !"none", !"none"}
!9 = !{!"float", !"float4*", !"float4*", !"uint"}
!10 = !{!"float", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"uint"}
!11 = !{!"", !"const", !"", !""}
!12 = !{i32 1, i32 1, i32 1, i32 0}
!13 = !{!"float4*", !"float4*", !"float*", !"uint"}
!14 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float*", !"uint"}
!15 = !{!"const", !"const", !"", !""}
!16 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!17 = !{!"none", !"none", !"none", !"none", !"none"}
!18 = !{!"int4*", !"int*", !"int", !"int", !"uint"}
!19 = !{!"int __attribute__((ext_vector_type(4)))*", !"int*", !"int", !"int", !"uint"}
!20 = !{!"const", !"", !"", !"", !""}
