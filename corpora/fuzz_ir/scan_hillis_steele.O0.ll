; ModuleID = 'scan_hillis_steele.cu'
source_filename = "scan_hillis_steele.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_thread_idx_t = type { i8 }
%struct.ck_block_dim_t = type { i8 }

@_ZZ18scan_hillis_steelePKfPfiE3buf = internal addrspace(3) global [1024 x float] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z18scan_hillis_steelePKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %12, ptr %7, align 4
  store i32 0, ptr %8, align 4
  store i32 1, ptr %9, align 4
  %13 = load i32, ptr %7, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %22

16:                                               ; preds = %3
  %17 = load ptr, ptr %4, align 8
  %18 = load i32, ptr %7, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %17, i64 %19
  %21 = load float, ptr %20, align 4
  br label %23

22:                                               ; preds = %3
  br label %23

23:                                               ; preds = %22, %16
  %24 = phi contract float [ %21, %16 ], [ 0.000000e+00, %22 ]
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_hillis_steelePKfPfiE3buf to ptr), i64 0, i64 %26
  store float %24, ptr %27, align 4
  call void @llvm.nvvm.barrier0()
  store i32 1, ptr %10, align 4
  br label %28

28:                                               ; preds = %67, %23
  %29 = load i32, ptr %10, align 4
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %70

32:                                               ; preds = %28
  %33 = load i32, ptr %8, align 4
  %34 = sub nsw i32 1, %33
  store i32 %34, ptr %8, align 4
  %35 = load i32, ptr %8, align 4
  %36 = sub nsw i32 1, %35
  store i32 %36, ptr %9, align 4
  %37 = load i32, ptr %9, align 4
  %38 = mul nsw i32 %37, 512
  %39 = load i32, ptr %7, align 4
  %40 = add nsw i32 %38, %39
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_hillis_steelePKfPfiE3buf to ptr), i64 0, i64 %41
  %43 = load float, ptr %42, align 4
  store float %43, ptr %11, align 4
  %44 = load i32, ptr %7, align 4
  %45 = load i32, ptr %10, align 4
  %46 = icmp sge i32 %44, %45
  br i1 %46, label %47, label %59

47:                                               ; preds = %32
  %48 = load i32, ptr %9, align 4
  %49 = mul nsw i32 %48, 512
  %50 = load i32, ptr %7, align 4
  %51 = add nsw i32 %49, %50
  %52 = load i32, ptr %10, align 4
  %53 = sub nsw i32 %51, %52
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_hillis_steelePKfPfiE3buf to ptr), i64 0, i64 %54
  %56 = load float, ptr %55, align 4
  %57 = load float, ptr %11, align 4
  %58 = fadd contract float %57, %56
  store float %58, ptr %11, align 4
  br label %59

59:                                               ; preds = %47, %32
  %60 = load float, ptr %11, align 4
  %61 = load i32, ptr %8, align 4
  %62 = mul nsw i32 %61, 512
  %63 = load i32, ptr %7, align 4
  %64 = add nsw i32 %62, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_hillis_steelePKfPfiE3buf to ptr), i64 0, i64 %65
  store float %60, ptr %66, align 4
  call void @llvm.nvvm.barrier0()
  br label %67

67:                                               ; preds = %59
  %68 = load i32, ptr %10, align 4
  %69 = shl i32 %68, 1
  store i32 %69, ptr %10, align 4
  br label %28, !llvm.loop !5

70:                                               ; preds = %28
  %71 = load i32, ptr %7, align 4
  %72 = load i32, ptr %6, align 4
  %73 = icmp slt i32 %71, %72
  br i1 %73, label %74, label %86

74:                                               ; preds = %70
  %75 = load i32, ptr %8, align 4
  %76 = mul nsw i32 %75, 512
  %77 = load i32, ptr %7, align 4
  %78 = add nsw i32 %76, %77
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_hillis_steelePKfPfiE3buf to ptr), i64 0, i64 %79
  %81 = load float, ptr %80, align 4
  %82 = load ptr, ptr %5, align 8
  %83 = load i32, ptr %7, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr %82, i64 %84
  store float %81, ptr %85, align 4
  br label %86

86:                                               ; preds = %74, %70
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z18scan_hillis_steelePKfPfi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
