; ModuleID = 'ocl_vec_ops.cl'
source_filename = "ocl_vec_ops.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @ocl_axpy4(float noundef %0, ptr addrspace(1) nocapture noundef readonly align 16 %1, ptr addrspace(1) nocapture noundef align 16 %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = zext i32 %3 to i64
  %7 = icmp ult i64 %5, %6
  br i1 %7, label %8, label %16

8:                                                ; preds = %4
  %9 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %5
  %10 = load <4 x float>, ptr addrspace(1) %9, align 16, !tbaa !12
  %11 = getelementptr inbounds <4 x float>, ptr addrspace(1) %2, i64 %5
  %12 = load <4 x float>, ptr addrspace(1) %11, align 16, !tbaa !12
  %13 = insertelement <4 x float> poison, float %0, i64 0
  %14 = shufflevector <4 x float> %13, <4 x float> poison, <4 x i32> zeroinitializer
  %15 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %14, <4 x float> %10, <4 x float> %12)
  store <4 x float> %15, ptr addrspace(1) %11, align 16, !tbaa !12
  br label %16

16:                                               ; preds = %8, %4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @ocl_dot4(ptr addrspace(1) nocapture noundef readonly align 16 %0, ptr addrspace(1) nocapture noundef readonly align 16 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !15 !kernel_arg_access_qual !8 !kernel_arg_type !16 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = zext i32 %3 to i64
  %7 = icmp ult i64 %5, %6
  br i1 %7, label %8, label %18

8:                                                ; preds = %4
  %9 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %5
  %10 = load <4 x float>, ptr addrspace(1) %9, align 16, !tbaa !12
  %11 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %5
  %12 = load <4 x float>, ptr addrspace(1) %11, align 16, !tbaa !12
  %13 = tail call float @_Z3dotDv4_fS_(<4 x float> noundef %10, <4 x float> noundef %12) #3
  %14 = extractelement <4 x float> %10, i64 3
  %15 = extractelement <4 x float> %12, i64 0
  %16 = tail call float @llvm.fmuladd.f32(float %14, float %15, float %13)
  %17 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %5
  store float %16, ptr addrspace(1) %17, align 4, !tbaa !19
  br label %18

18:                                               ; preds = %8, %4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z3dotDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @ocl_clamp(ptr addrspace(1) nocapture noundef readonly align 16 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %7 = zext i32 %4 to i64
  %8 = icmp ult i64 %6, %7
  br i1 %8, label %9, label %28

9:                                                ; preds = %5
  %10 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %0, i64 %6
  %11 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %6
  %12 = addrspacecast ptr addrspace(1) %11 to ptr
  %13 = load i32, ptr addrspace(1) %10, align 16
  %14 = ashr i32 %13, 2
  %15 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %0, i64 %6, i64 1
  %16 = load i32, ptr addrspace(1) %15, align 4
  %17 = ashr i32 %16, 2
  %18 = add nsw i32 %14, %17
  %19 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %0, i64 %6, i64 2
  %20 = load i32, ptr addrspace(1) %19, align 8
  %21 = ashr i32 %20, 2
  %22 = add nsw i32 %18, %21
  %23 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %0, i64 %6, i64 3
  %24 = load i32, ptr addrspace(1) %23, align 4
  %25 = ashr i32 %24, 2
  %26 = add nsw i32 %22, %25
  %27 = tail call i32 @_Z5clampiii(i32 noundef %26, i32 noundef %2, i32 noundef %3) #3
  store i32 %27, ptr %12, align 4, !tbaa !26
  br label %28

28:                                               ; preds = %9, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z5clampiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(none) }

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
!12 = !{!13, !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{i32 1, i32 1, i32 1, i32 0}
!16 = !{!"float4*", !"float4*", !"float*", !"uint"}
!17 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float*", !"uint"}
!18 = !{!"const", !"const", !"", !""}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !13, i64 0}
!21 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!22 = !{!"none", !"none", !"none", !"none", !"none"}
!23 = !{!"int4*", !"int*", !"int", !"int", !"uint"}
!24 = !{!"int __attribute__((ext_vector_type(4)))*", !"int*", !"int", !"int", !"uint"}
!25 = !{!"const", !"", !"", !"", !""}
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !13, i64 0}
