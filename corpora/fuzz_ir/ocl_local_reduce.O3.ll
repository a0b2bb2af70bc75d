; ModuleID = 'ocl_local_reduce.cl'
source_filename = "ocl_local_reduce.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"

@ocl_local_reduce.scratch = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ocl_local_reduce(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #3
  %6 = zext i32 %2 to i64
  %7 = icmp ult i64 %4, %6
  br i1 %7, label %8, label %11

8:                                                ; preds = %3
  %9 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %4
  %10 = load float, ptr addrspace(1) %9, align 4, !tbaa !9
  br label %11

11:                                               ; preds = %3, %8
  %12 = phi float [ %10, %8 ], [ 0.000000e+00, %3 ]
  %13 = getelementptr inbounds [128 x float], ptr addrspace(3) @ocl_local_reduce.scratch, i64 0, i64 %5
  store float %12, ptr addrspace(3) %13, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %14 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #3
  %15 = icmp ult i64 %14, 2
  br i1 %15, label %16, label %18

16:                                               ; preds = %28, %11
  %17 = icmp eq i64 %5, 0
  br i1 %17, label %30, label %34

18:                                               ; preds = %11, %28
  %19 = phi i64 [ %20, %28 ], [ %14, %11 ]
  %20 = lshr i64 %19, 1
  %21 = icmp ult i64 %5, %20
  br i1 %21, label %22, label %28

22:                                               ; preds = %18
  %23 = add i64 %20, %5
  %24 = getelementptr inbounds [128 x float], ptr addrspace(3) @ocl_local_reduce.scratch, i64 0, i64 %23
  %25 = load float, ptr addrspace(3) %24, align 4, !tbaa !9
  %26 = load float, ptr addrspace(3) %13, align 4, !tbaa !9
  %27 = fadd float %25, %26
  store float %27, ptr addrspace(3) %13, align 4, !tbaa !9
  br label %28

28:                                               ; preds = %22, %18
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %29 = icmp ult i64 %19, 4
  br i1 %29, label %16, label %18

30:                                               ; preds = %16
  %31 = load float, ptr addrspace(3) @ocl_local_reduce.scratch, align 4, !tbaa !9
  %32 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #3
  %33 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %32
  store float %31, ptr addrspace(1) %33, align 4, !tbaa !9
  br label %34

34:                                               ; preds = %30, %16
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
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
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
