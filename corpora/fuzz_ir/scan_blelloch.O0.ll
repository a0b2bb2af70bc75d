; ModuleID = 'scan_blelloch.cu'
source_filename = "scan_blelloch.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_thread_idx_t = type { i8 }
%struct.ck_block_idx_t = type { i8 }

@_ZZ13scan_blellochPKjPjS1_jE4temp = internal addrspace(3) global [512 x i32] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z13scan_blellochPKjPjS1_j(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %17, ptr %9, align 4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = mul i32 %18, 512
  store i32 %19, ptr %10, align 4
  %20 = load i32, ptr %10, align 4
  %21 = load i32, ptr %9, align 4
  %22 = mul i32 2, %21
  %23 = add i32 %20, %22
  %24 = load i32, ptr %8, align 4
  %25 = icmp ult i32 %23, %24
  br i1 %25, label %26, label %35

26:                                               ; preds = %4
  %27 = load ptr, ptr %5, align 8
  %28 = load i32, ptr %10, align 4
  %29 = load i32, ptr %9, align 4
  %30 = mul i32 2, %29
  %31 = add i32 %28, %30
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %27, i64 %32
  %34 = load i32, ptr %33, align 4
  br label %36

35:                                               ; preds = %4
  br label %36

36:                                               ; preds = %35, %26
  %37 = phi i32 [ %34, %26 ], [ 0, %35 ]
  %38 = load i32, ptr %9, align 4
  %39 = mul i32 2, %38
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %40
  store i32 %37, ptr %41, align 4
  %42 = load i32, ptr %10, align 4
  %43 = load i32, ptr %9, align 4
  %44 = mul i32 2, %43
  %45 = add i32 %42, %44
  %46 = add i32 %45, 1
  %47 = load i32, ptr %8, align 4
  %48 = icmp ult i32 %46, %47
  br i1 %48, label %49, label %59

49:                                               ; preds = %36
  %50 = load ptr, ptr %5, align 8
  %51 = load i32, ptr %10, align 4
  %52 = load i32, ptr %9, align 4
  %53 = mul i32 2, %52
  %54 = add i32 %51, %53
  %55 = add i32 %54, 1
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr %50, i64 %56
  %58 = load i32, ptr %57, align 4
  br label %60

59:                                               ; preds = %36
  br label %60

60:                                               ; preds = %59, %49
  %61 = phi i32 [ %58, %49 ], [ 0, %59 ]
  %62 = load i32, ptr %9, align 4
  %63 = mul i32 2, %62
  %64 = add i32 %63, 1
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %65
  store i32 %61, ptr %66, align 4
  store i32 1, ptr %11, align 4
  store i32 256, ptr %12, align 4
  br label %67

67:                                               ; preds = %97, %60
  %68 = load i32, ptr %12, align 4
  %69 = icmp ugt i32 %68, 0
  br i1 %69, label %70, label %100

70:                                               ; preds = %67
  call void @llvm.nvvm.barrier0()
  %71 = load i32, ptr %9, align 4
  %72 = load i32, ptr %12, align 4
  %73 = icmp ult i32 %71, %72
  br i1 %73, label %74, label %94

74:                                               ; preds = %70
  %75 = load i32, ptr %11, align 4
  %76 = load i32, ptr %9, align 4
  %77 = mul i32 2, %76
  %78 = add i32 %77, 1
  %79 = mul i32 %75, %78
  %80 = sub i32 %79, 1
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %81
  %83 = load i32, ptr %82, align 4
  %84 = load i32, ptr %11, align 4
  %85 = load i32, ptr %9, align 4
  %86 = mul i32 2, %85
  %87 = add i32 %86, 2
  %88 = mul i32 %84, %87
  %89 = sub i32 %88, 1
  %90 = zext i32 %89 to i64
  %91 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %90
  %92 = load i32, ptr %91, align 4
  %93 = add i32 %92, %83
  store i32 %93, ptr %91, align 4
  br label %94

94:                                               ; preds = %74, %70
  %95 = load i32, ptr %11, align 4
  %96 = shl i32 %95, 1
  store i32 %96, ptr %11, align 4
  br label %97

97:                                               ; preds = %94
  %98 = load i32, ptr %12, align 4
  %99 = lshr i32 %98, 1
  store i32 %99, ptr %12, align 4
  br label %67, !llvm.loop !5

100:                                              ; preds = %67
  %101 = load i32, ptr %9, align 4
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %103, label %109

103:                                              ; preds = %100
  %104 = load i32, ptr getelementptr inbounds ([512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 511), align 4
  %105 = load ptr, ptr %7, align 8
  %106 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %107 = zext i32 %106 to i64
  %108 = getelementptr inbounds i32, ptr %105, i64 %107
  store i32 %104, ptr %108, align 4
  store i32 0, ptr getelementptr inbounds ([512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 511), align 4
  br label %109

109:                                              ; preds = %103, %100
  store i32 1, ptr %13, align 4
  br label %110

110:                                              ; preds = %150, %109
  %111 = load i32, ptr %13, align 4
  %112 = icmp ult i32 %111, 512
  br i1 %112, label %113, label %153

113:                                              ; preds = %110
  %114 = load i32, ptr %11, align 4
  %115 = lshr i32 %114, 1
  store i32 %115, ptr %11, align 4
  call void @llvm.nvvm.barrier0()
  %116 = load i32, ptr %9, align 4
  %117 = load i32, ptr %13, align 4
  %118 = icmp ult i32 %116, %117
  br i1 %118, label %119, label %149

119:                                              ; preds = %113
  %120 = load i32, ptr %11, align 4
  %121 = load i32, ptr %9, align 4
  %122 = mul i32 2, %121
  %123 = add i32 %122, 1
  %124 = mul i32 %120, %123
  %125 = sub i32 %124, 1
  store i32 %125, ptr %14, align 4
  %126 = load i32, ptr %11, align 4
  %127 = load i32, ptr %9, align 4
  %128 = mul i32 2, %127
  %129 = add i32 %128, 2
  %130 = mul i32 %126, %129
  %131 = sub i32 %130, 1
  store i32 %131, ptr %15, align 4
  %132 = load i32, ptr %14, align 4
  %133 = zext i32 %132 to i64
  %134 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %133
  %135 = load i32, ptr %134, align 4
  store i32 %135, ptr %16, align 4
  %136 = load i32, ptr %15, align 4
  %137 = zext i32 %136 to i64
  %138 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %137
  %139 = load i32, ptr %138, align 4
  %140 = load i32, ptr %14, align 4
  %141 = zext i32 %140 to i64
  %142 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %141
  store i32 %139, ptr %142, align 4
  %143 = load i32, ptr %16, align 4
  %144 = load i32, ptr %15, align 4
  %145 = zext i32 %144 to i64
  %146 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %145
  %147 = load i32, ptr %146, align 4
  %148 = add i32 %147, %143
  store i32 %148, ptr %146, align 4
  br label %149

149:                                              ; preds = %119, %113
  br label %150

150:                                              ; preds = %149
  %151 = load i32, ptr %13, align 4
  %152 = shl i32 %151, 1
  store i32 %152, ptr %13, align 4
  br label %110, !llvm.loop !7

153:                                              ; preds = %110
  call void @llvm.nvvm.barrier0()
  %154 = load i32, ptr %10, align 4
  %155 = load i32, ptr %9, align 4
  %156 = mul i32 2, %155
  %157 = add i32 %154, %156
  %158 = load i32, ptr %8, align 4
  %159 = icmp ult i32 %157, %158
  br i1 %159, label %160, label %173

160:                                              ; preds = %153
  %161 = load i32, ptr %9, align 4
  %162 = mul i32 2, %161
  %163 = zext i32 %162 to i64
  %164 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %163
  %165 = load i32, ptr %164, align 4
  %166 = load ptr, ptr %6, align 8
  %167 = load i32, ptr %10, align 4
  %168 = load i32, ptr %9, align 4
  %169 = mul i32 2, %168
  %170 = add i32 %167, %169
  %171 = zext i32 %170 to i64
  %172 = getelementptr inbounds i32, ptr %166, i64 %171
  store i32 %165, ptr %172, align 4
  br label %173

173:                                              ; preds = %160, %153
  %174 = load i32, ptr %10, align 4
  %175 = load i32, ptr %9, align 4
  %176 = mul i32 2, %175
  %177 = add i32 %174, %176
  %178 = add i32 %177, 1
  %179 = load i32, ptr %8, align 4
  %180 = icmp ult i32 %178, %179
  br i1 %180, label %181, label %196

181:                                              ; preds = %173
  %182 = load i32, ptr %9, align 4
  %183 = mul i32 2, %182
  %184 = add i32 %183, 1
  %185 = zext i32 %184 to i64
  %186 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %185
  %187 = load i32, ptr %186, align 4
  %188 = load ptr, ptr %6, align 8
  %189 = load i32, ptr %10, align 4
  %190 = load i32, ptr %9, align 4
  %191 = mul i32 2, %190
  %192 = add i32 %189, %191
  %193 = add i32 %192, 1
  %194 = zext i32 %193 to i64
  %195 = getelementptr inbounds i32, ptr %188, i64 %194
  store i32 %187, ptr %195, align 4
  br label %196

196:                                              ; preds = %181, %173
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z13scan_blellochPKjPjS1_j, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
