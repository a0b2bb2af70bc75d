; ModuleID = 'reduce_warp_unrolled.cu'
source_filename = "reduce_warp_unrolled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_thread_idx_t = type { i8 }
%struct.ck_block_idx_t = type { i8 }

@_ZZ20reduce_warp_unrolledPKfPfjE5sdata = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z20reduce_warp_unrolledPKfPfj(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca float, align 4
  %21 = alloca i32, align 4
  %22 = alloca ptr, align 8
  %23 = alloca float, align 4
  store ptr %0, ptr %15, align 8
  store ptr %1, ptr %16, align 8
  store i32 %2, ptr %17, align 4
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %24, ptr %18, align 4
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = mul i32 %25, 512
  %27 = load i32, ptr %18, align 4
  %28 = add i32 %26, %27
  store i32 %28, ptr %19, align 4
  store float 0.000000e+00, ptr %20, align 4
  %29 = load i32, ptr %19, align 4
  %30 = load i32, ptr %17, align 4
  %31 = icmp ult i32 %29, %30
  br i1 %31, label %32, label %38

32:                                               ; preds = %3
  %33 = load ptr, ptr %15, align 8
  %34 = load i32, ptr %19, align 4
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %33, i64 %35
  %37 = load float, ptr %36, align 4
  store float %37, ptr %20, align 4
  br label %38

38:                                               ; preds = %32, %3
  %39 = load i32, ptr %19, align 4
  %40 = add i32 %39, 256
  %41 = load i32, ptr %17, align 4
  %42 = icmp ult i32 %40, %41
  br i1 %42, label %43, label %52

43:                                               ; preds = %38
  %44 = load ptr, ptr %15, align 8
  %45 = load i32, ptr %19, align 4
  %46 = add i32 %45, 256
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %44, i64 %47
  %49 = load float, ptr %48, align 4
  %50 = load float, ptr %20, align 4
  %51 = fadd contract float %50, %49
  store float %51, ptr %20, align 4
  br label %52

52:                                               ; preds = %43, %38
  %53 = load float, ptr %20, align 4
  %54 = load i32, ptr %18, align 4
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_warp_unrolledPKfPfjE5sdata to ptr), i64 0, i64 %55
  store float %53, ptr %56, align 4
  call void @llvm.nvvm.barrier0()
  store i32 128, ptr %21, align 4
  br label %57

57:                                               ; preds = %77, %52
  %58 = load i32, ptr %21, align 4
  %59 = icmp ugt i32 %58, 32
  br i1 %59, label %60, label %80

60:                                               ; preds = %57
  %61 = load i32, ptr %18, align 4
  %62 = load i32, ptr %21, align 4
  %63 = icmp ult i32 %61, %62
  br i1 %63, label %64, label %76

64:                                               ; preds = %60
  %65 = load i32, ptr %18, align 4
  %66 = load i32, ptr %21, align 4
  %67 = add i32 %65, %66
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_warp_unrolledPKfPfjE5sdata to ptr), i64 0, i64 %68
  %70 = load float, ptr %69, align 4
  %71 = load i32, ptr %18, align 4
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_warp_unrolledPKfPfjE5sdata to ptr), i64 0, i64 %72
  %74 = load float, ptr %73, align 4
  %75 = fadd contract float %74, %70
  store float %75, ptr %73, align 4
  br label %76

76:                                               ; preds = %64, %60
  call void @llvm.nvvm.barrier0()
  br label %77

77:                                               ; preds = %76
  %78 = load i32, ptr %21, align 4
  %79 = lshr i32 %78, 1
  store i32 %79, ptr %21, align 4
  br label %57, !llvm.loop !5

80:                                               ; preds = %57
  %81 = load i32, ptr %18, align 4
  %82 = icmp ult i32 %81, 32
  br i1 %82, label %83, label %197

83:                                               ; preds = %80
  store ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_warp_unrolledPKfPfjE5sdata to ptr), ptr %22, align 8
  %84 = load ptr, ptr %22, align 8
  %85 = load i32, ptr %18, align 4
  %86 = zext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr %84, i64 %86
  %88 = load volatile float, ptr %87, align 4
  %89 = load ptr, ptr %22, align 8
  %90 = load i32, ptr %18, align 4
  %91 = add i32 %90, 32
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds float, ptr %89, i64 %92
  %94 = load volatile float, ptr %93, align 4
  %95 = fadd contract float %88, %94
  store float %95, ptr %23, align 4
  store i32 -1, ptr %4, align 4
  %96 = load i32, ptr %4, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 %96)
  %97 = load float, ptr %23, align 4
  %98 = load ptr, ptr %22, align 8
  %99 = load i32, ptr %18, align 4
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds float, ptr %98, i64 %100
  store volatile float %97, ptr %101, align 4
  store i32 -1, ptr %5, align 4
  %102 = load i32, ptr %5, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 %102)
  %103 = load ptr, ptr %22, align 8
  %104 = load i32, ptr %18, align 4
  %105 = zext i32 %104 to i64
  %106 = getelementptr inbounds float, ptr %103, i64 %105
  %107 = load volatile float, ptr %106, align 4
  %108 = load ptr, ptr %22, align 8
  %109 = load i32, ptr %18, align 4
  %110 = add i32 %109, 16
  %111 = zext i32 %110 to i64
  %112 = getelementptr inbounds float, ptr %108, i64 %111
  %113 = load volatile float, ptr %112, align 4
  %114 = fadd contract float %107, %113
  store float %114, ptr %23, align 4
  store i32 -1, ptr %6, align 4
  %115 = load i32, ptr %6, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 %115)
  %116 = load float, ptr %23, align 4
  %117 = load ptr, ptr %22, align 8
  %118 = load i32, ptr %18, align 4
  %119 = zext i32 %118 to i64
  %120 = getelementptr inbounds float, ptr %117, i64 %119
  store volatile float %116, ptr %120, align 4
  store i32 -1, ptr %7, align 4
  %121 = load i32, ptr %7, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 %121)
  %122 = load ptr, ptr %22, align 8
  %123 = load i32, ptr %18, align 4
  %124 = zext i32 %123 to i64
  %125 = getelementptr inbounds float, ptr %122, i64 %124
  %126 = load volatile float, ptr %125, align 4
  %127 = load ptr, ptr %22, align 8
  %128 = load i32, ptr %18, align 4
  %129 = add i32 %128, 8
  %130 = zext i32 %129 to i64
  %131 = getelementptr inbounds float, ptr %127, i64 %130
  %132 = load volatile float, ptr %131, align 4
  %133 = fadd contract float %126, %132
  store float %133, ptr %23, align 4
  store i32 -1, ptr %8, align 4
  %134 = load i32, ptr %8, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 %134)
  %135 = load float, ptr %23, align 4
  %136 = load ptr, ptr %22, align 8
  %137 = load i32, ptr %18, align 4
  %138 = zext i32 %137 to i64
  %139 = getelementptr inbounds float, ptr %136, i64 %138
  store volatile float %135, ptr %139, align 4
  store i32 -1, ptr %9, align 4
  %140 = load i32, ptr %9, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 %140)
  %141 = load ptr, ptr %22, align 8
  %142 = load i32, ptr %18, align 4
  %143 = zext i32 %142 to i64
  %144 = getelementptr inbounds float, ptr %141, i64 %143
  %145 = load volatile float, ptr %144, align 4
  %146 = load ptr, ptr %22, align 8
  %147 = load i32, ptr %18, align 4
  %148 = add i32 %147, 4
  %149 = zext i32 %148 to i64
  %150 = getelementptr inbounds float, ptr %146, i64 %149
  %151 = load volatile float, ptr %150, align 4
  %152 = fadd contract float %145, %151
  store float %152, ptr %23, align 4
  store i32 -1, ptr %10, align 4
  %153 = load i32, ptr %10, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 %153)
  %154 = load float, ptr %23, align 4
  %155 = load ptr, ptr %22, align 8
  %156 = load i32, ptr %18, align 4
  %157 = zext i32 %156 to i64
  %158 = getelementptr inbounds float, ptr %155, i64 %157
  store volatile float %154, ptr %158, align 4
  store i32 -1, ptr %11, align 4
  %159 = load i32, ptr %11, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 %159)
  %160 = load ptr, ptr %22, align 8
  %161 = load i32, ptr %18, align 4
  %162 = zext i32 %161 to i64
  %163 = getelementptr inbounds float, ptr %160, i64 %162
  %164 = load volatile float, ptr %163, align 4
  %165 = load ptr, ptr %22, align 8
  %166 = load i32, ptr %18, align 4
  %167 = add i32 %166, 2
  %168 = zext i32 %167 to i64
  %169 = getelementptr inbounds float, ptr %165, i64 %168
  %170 = load volatile float, ptr %169, align 4
  %171 = fadd contract float %164, %170
  store float %171, ptr %23, align 4
  store i32 -1, ptr %12, align 4
  %172 = load i32, ptr %12, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 %172)
  %173 = load float, ptr %23, align 4
  %174 = load ptr, ptr %22, align 8
  %175 = load i32, ptr %18, align 4
  %176 = zext i32 %175 to i64
  %177 = getelementptr inbounds float, ptr %174, i64 %176
  store volatile float %173, ptr %177, align 4
  store i32 -1, ptr %13, align 4
  %178 = load i32, ptr %13, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 %178)
  %179 = load ptr, ptr %22, align 8
  %180 = load i32, ptr %18, align 4
  %181 = zext i32 %180 to i64
  %182 = getelementptr inbounds float, ptr %179, i64 %181
  %183 = load volatile float, ptr %182, align 4
  %184 = load ptr, ptr %22, align 8
  %185 = load i32, ptr %18, align 4
  %186 = add i32 %185, 1
  %187 = zext i32 %186 to i64
  %188 = getelementptr inbounds float, ptr %184, i64 %187
  %189 = load volatile float, ptr %188, align 4
  %190 = fadd contract float %183, %189
  store float %190, ptr %23, align 4
  store i32 -1, ptr %14, align 4
  %191 = load i32, ptr %14, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 %191)
  %192 = load float, ptr %23, align 4
  %193 = load ptr, ptr %22, align 8
  %194 = load i32, ptr %18, align 4
  %195 = zext i32 %194 to i64
  %196 = getelementptr inbounds float, ptr %193, i64 %195
  store volatile float %192, ptr %196, align 4
  br label %197

197:                                              ; preds = %83, %80
  %198 = load i32, ptr %18, align 4
  %199 = icmp eq i32 %198, 0
  br i1 %199, label %200, label %206

200:                                              ; preds = %197
  %201 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_warp_unrolledPKfPfjE5sdata to ptr), align 4
  %202 = load ptr, ptr %16, align 8
  %203 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %204 = zext i32 %203 to i64
  %205 = getelementptr inbounds float, ptr %202, i64 %204
  store float %201, ptr %205, align 4
  br label %206

206:                                              ; preds = %200, %197
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z20reduce_warp_unrolledPKfPfj, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
