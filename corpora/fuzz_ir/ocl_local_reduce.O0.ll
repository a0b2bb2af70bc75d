; ModuleID = 'ocl_local_reduce.cl'
source_filename = "ocl_local_reduce.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"

@ocl_local_reduce.scratch = internal addrspace(3) global [128 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @ocl_local_reduce(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = call i64 @_Z13get_global_idj(i32 noundef 0) #3
  store i64 %10, ptr %7, align 8
  %11 = call i64 @_Z12get_local_idj(i32 noundef 0) #3
  store i64 %11, ptr %8, align 8
  %12 = load i64, ptr %7, align 8
  %13 = load i32, ptr %6, align 4
  %14 = zext i32 %13 to i64
  %15 = icmp ult i64 %12, %14
  br i1 %15, label %16, label %21

16:                                               ; preds = %3
  %17 = load ptr addrspace(1), ptr %4, align 8
  %18 = load i64, ptr %7, align 8
  %19 = getelementptr inbounds float, ptr addrspace(1) %17, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4
  br label %22

21:                                               ; preds = %3
  br label %22

22:                                               ; preds = %21, %16
  %23 = phi float [ %20, %16 ], [ 0.000000e+00, %21 ]
  %24 = load i64, ptr %8, align 8
  %25 = getelementptr inbounds [128 x float], ptr addrspace(3) @ocl_local_reduce.scratch, i64 0, i64 %24
  store float %23, ptr addrspace(3) %25, align 4
  call void @_Z7barrierj(i32 noundef 1) #4
  %26 = call i64 @_Z14get_local_sizej(i32 noundef 0) #3
  %27 = udiv i64 %26, 2
  store i64 %27, ptr %9, align 8
  br label %28

28:                                               ; preds = %46, %22
  %29 = load i64, ptr %9, align 8
  %30 = icmp ugt i64 %29, 0
  br i1 %30, label %31, label %49

31:                                               ; preds = %28
  %32 = load i64, ptr %8, align 8
  %33 = load i64, ptr %9, align 8
  %34 = icmp ult i64 %32, %33
  br i1 %34, label %35, label %45

35:                                               ; preds = %31
  %36 = load i64, ptr %8, align 8
  %37 = load i64, ptr %9, align 8
  %38 = add i64 %36, %37
  %39 = getelementptr inbounds [128 x float], ptr addrspace(3) @ocl_local_reduce.scratch, i64 0, i64 %38
  %40 = load float, ptr addrspace(3) %39, align 4
  %41 = load i64, ptr %8, align 8
  %42 = getelementptr inbounds [128 x float], ptr addrspace(3) @ocl_local_reduce.scratch, i64 0, i64 %41
  %43 = load float, ptr addrspace(3) %42, align 4
  %44 = fadd float %43, %40
  store float %44, ptr addrspace(3) %42, align 4
  br label %45

45:                                               ; preds = %35, %31
  call void @_Z7barrierj(i32 noundef 1) #4
  br label %46

46:                                               ; preds = %45
  %47 = load i64, ptr %9, align 8
  %48 = lshr i64 %47, 1
  store i64 %48, ptr %9, align 8
  br label %28

49:                                               ; preds = %28
  %50 = load i64, ptr %8, align 8
  %51 = icmp eq i64 %50, 0
  br i1 %51, label %52, label %57

52:                                               ; preds = %49
  %53 = load float, ptr addrspace(3) @ocl_local_reduce.scratch, align 4
  %54 = load ptr addrspace(1), ptr %5, align 8
  %55 = call i64 @_Z12get_group_idj(i32 noundef 0) #3
  %56 = getelementptr inbounds float, ptr addrspace(1) %54, i64 %55
  store float %53, ptr addrspace(1) %56, align 4
  br label %57

57:                                               ; preds = %52, %49
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{ptr @ocl_local_reduce, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"float*", !"float*", !"uint"}
!8 = !{!"const", !"", !""}
