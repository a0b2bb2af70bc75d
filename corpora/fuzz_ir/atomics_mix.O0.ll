; ModuleID = 'atomics_mix.cu'
source_filename = "atomics_mix.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_idx_t = type { i8 }
%struct.ck_block_dim_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z11atomics_mixPKiPiPjPyS1_S1_i(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca ptr, align 8
  %23 = alloca i32, align 4
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca ptr, align 8
  %29 = alloca i32, align 4
  %30 = alloca ptr, align 8
  %31 = alloca i32, align 4
  %32 = alloca ptr, align 8
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca i8, align 1
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  store ptr %0, ptr %32, align 8
  store ptr %1, ptr %33, align 8
  store ptr %2, ptr %34, align 8
  store ptr %3, ptr %35, align 8
  store ptr %4, ptr %36, align 8
  store ptr %5, ptr %37, align 8
  store i32 %6, ptr %38, align 4
  %49 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %50 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %51 = mul i32 %49, %50
  %52 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %53 = add i32 %51, %52
  store i32 %53, ptr %39, align 4
  %54 = load i32, ptr %39, align 4
  %55 = load i32, ptr %38, align 4
  %56 = icmp sge i32 %54, %55
  br i1 %56, label %57, label %58

57:                                               ; preds = %7
  br label %177

58:                                               ; preds = %7
  %59 = load ptr, ptr %32, align 8
  %60 = load i32, ptr %39, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, ptr %59, i64 %61
  %63 = load i32, ptr %62, align 4
  store i32 %63, ptr %40, align 4
  %64 = load ptr, ptr %33, align 8
  %65 = getelementptr inbounds i32, ptr %64, i64 0
  store ptr %65, ptr %30, align 8
  store i32 1, ptr %31, align 4
  %66 = load ptr, ptr %30, align 8
  %67 = load i32, ptr %31, align 4
  %68 = atomicrmw sub ptr %66, i32 %67 seq_cst, align 4
  %69 = load ptr, ptr %33, align 8
  %70 = getelementptr inbounds i32, ptr %69, i64 1
  %71 = load i32, ptr %40, align 4
  store ptr %70, ptr %28, align 8
  store i32 %71, ptr %29, align 4
  %72 = load ptr, ptr %28, align 8
  %73 = load i32, ptr %29, align 4
  %74 = atomicrmw min ptr %72, i32 %73 seq_cst, align 4
  %75 = load ptr, ptr %33, align 8
  %76 = getelementptr inbounds i32, ptr %75, i64 2
  %77 = load i32, ptr %40, align 4
  store ptr %76, ptr %26, align 8
  store i32 %77, ptr %27, align 4
  %78 = load ptr, ptr %26, align 8
  %79 = load i32, ptr %27, align 4
  %80 = atomicrmw max ptr %78, i32 %79 seq_cst, align 4
  %81 = load ptr, ptr %33, align 8
  %82 = getelementptr inbounds i32, ptr %81, i64 3
  %83 = load i32, ptr %40, align 4
  %84 = and i32 %83, 31
  %85 = shl i32 1, %84
  %86 = xor i32 %85, -1
  store ptr %82, ptr %24, align 8
  store i32 %86, ptr %25, align 4
  %87 = load ptr, ptr %24, align 8
  %88 = load i32, ptr %25, align 4
  %89 = atomicrmw and ptr %87, i32 %88 seq_cst, align 4
  %90 = load ptr, ptr %33, align 8
  %91 = getelementptr inbounds i32, ptr %90, i64 4
  %92 = load i32, ptr %40, align 4
  %93 = and i32 %92, 15
  %94 = shl i32 1, %93
  store ptr %91, ptr %22, align 8
  store i32 %94, ptr %23, align 4
  %95 = load ptr, ptr %22, align 8
  %96 = load i32, ptr %23, align 4
  %97 = atomicrmw or ptr %95, i32 %96 seq_cst, align 4
  %98 = load ptr, ptr %33, align 8
  %99 = getelementptr inbounds i32, ptr %98, i64 5
  %100 = load i32, ptr %40, align 4
  store ptr %99, ptr %20, align 8
  store i32 %100, ptr %21, align 4
  %101 = load ptr, ptr %20, align 8
  %102 = load i32, ptr %21, align 4
  %103 = atomicrmw xor ptr %101, i32 %102 seq_cst, align 4
  %104 = load ptr, ptr %33, align 8
  %105 = getelementptr inbounds i32, ptr %104, i64 6
  %106 = load i32, ptr %39, align 4
  store ptr %105, ptr %18, align 8
  store i32 %106, ptr %19, align 4
  %107 = load ptr, ptr %18, align 8
  %108 = load i32, ptr %19, align 4
  %109 = atomicrmw xchg ptr %107, i32 %108 seq_cst, align 4
  %110 = load ptr, ptr %37, align 8
  %111 = load i32, ptr %39, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds i32, ptr %110, i64 %112
  store i32 %109, ptr %113, align 4
  %114 = load ptr, ptr %34, align 8
  %115 = getelementptr inbounds i32, ptr %114, i64 0
  %116 = load i32, ptr %40, align 4
  store ptr %115, ptr %16, align 8
  store i32 %116, ptr %17, align 4
  %117 = load ptr, ptr %16, align 8
  %118 = load i32, ptr %17, align 4
  %119 = atomicrmw umin ptr %117, i32 %118 seq_cst, align 4
  %120 = load ptr, ptr %34, align 8
  %121 = getelementptr inbounds i32, ptr %120, i64 1
  %122 = load i32, ptr %40, align 4
  store ptr %121, ptr %14, align 8
  store i32 %122, ptr %15, align 4
  %123 = load ptr, ptr %14, align 8
  %124 = load i32, ptr %15, align 4
  %125 = atomicrmw umax ptr %123, i32 %124 seq_cst, align 4
  %126 = load ptr, ptr %34, align 8
  %127 = getelementptr inbounds i32, ptr %126, i64 2
  store ptr %127, ptr %12, align 8
  store i32 63, ptr %13, align 4
  %128 = load ptr, ptr %12, align 8
  %129 = load i32, ptr %13, align 4
  %130 = call i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr %128, i32 %129)
  %131 = load ptr, ptr %34, align 8
  %132 = getelementptr inbounds i32, ptr %131, i64 3
  store ptr %132, ptr %10, align 8
  store i32 63, ptr %11, align 4
  %133 = load ptr, ptr %10, align 8
  %134 = load i32, ptr %11, align 4
  %135 = call i32 @llvm.nvvm.atomic.load.dec.32.p0(ptr %133, i32 %134)
  %136 = load ptr, ptr %35, align 8
  %137 = load i32, ptr %40, align 4
  %138 = zext i32 %137 to i64
  store ptr %136, ptr %8, align 8
  store i64 %138, ptr %9, align 8
  %139 = load ptr, ptr %8, align 8
  %140 = load i64, ptr %9, align 8
  %141 = atomicrmw add ptr %139, i64 %140 seq_cst, align 8
  store i32 0, ptr %41, align 4
  %142 = load ptr, ptr %33, align 8
  %143 = getelementptr inbounds i32, ptr %142, i64 7
  %144 = load i32, ptr %39, align 4
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %42, align 4
  %146 = load i32, ptr %41, align 4
  %147 = load i32, ptr %42, align 4
  %148 = cmpxchg ptr %143, i32 %146, i32 %147 acq_rel acquire, align 4
  %149 = extractvalue { i32, i1 } %148, 0
  %150 = extractvalue { i32, i1 } %148, 1
  br i1 %150, label %152, label %151

151:                                              ; preds = %58
  store i32 %149, ptr %41, align 4
  br label %152

152:                                              ; preds = %151, %58
  %153 = zext i1 %150 to i8
  store i8 %153, ptr %43, align 1
  %154 = load i8, ptr %43, align 1
  %155 = trunc i8 %154 to i1
  br i1 %155, label %156, label %162

156:                                              ; preds = %152
  %157 = load ptr, ptr %36, align 8
  %158 = load i32, ptr %39, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds i32, ptr %157, i64 %159
  store i32 1, ptr %44, align 4
  %161 = load i32, ptr %44, align 4
  store atomic i32 %161, ptr %160 release, align 4
  br label %162

162:                                              ; preds = %156, %152
  fence seq_cst
  %163 = load ptr, ptr %33, align 8
  %164 = getelementptr inbounds i32, ptr %163, i64 7
  %165 = load atomic i32, ptr %164 acquire, align 4
  store i32 %165, ptr %46, align 4
  %166 = load i32, ptr %46, align 4
  store i32 %166, ptr %45, align 4
  %167 = load i32, ptr %45, align 4
  %168 = load i32, ptr %39, align 4
  %169 = add nsw i32 %168, 1
  %170 = icmp eq i32 %167, %169
  br i1 %170, label %171, label %177

171:                                              ; preds = %162
  %172 = load ptr, ptr %33, align 8
  %173 = getelementptr inbounds i32, ptr %172, i64 8
  store i32 1, ptr %47, align 4
  %174 = load i32, ptr %47, align 4
  %175 = atomicrmw add ptr %173, i32 %174 monotonic, align 4
  store i32 %175, ptr %48, align 4
  %176 = load i32, ptr %48, align 4
  br label %177

177:                                              ; preds = %57, %171, %162
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nocapture, i32) #2

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.dec.32.p0(ptr nocapture, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind memory(argmem: readwrite) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z11atomics_mixPKiPiPjPyS1_S1_i, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
