; ModuleID = 'horizontal_reduce8.cu'
source_filename = "horizontal_reduce8.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_idx_t = type { i8 }
%struct.ck_block_dim_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z18horizontal_reduce8PKfPKjPKiPfPjPii(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6) #0 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca i32, align 4
  store ptr %0, ptr %22, align 8
  store ptr %1, ptr %23, align 8
  store ptr %2, ptr %24, align 8
  store ptr %3, ptr %25, align 8
  store ptr %4, ptr %26, align 8
  store ptr %5, ptr %27, align 8
  store i32 %6, ptr %28, align 4
  %34 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %35 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %36 = mul i32 %34, %35
  %37 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %38 = add i32 %36, %37
  store i32 %38, ptr %29, align 4
  %39 = load i32, ptr %29, align 4
  %40 = load i32, ptr %28, align 4
  %41 = icmp sge i32 %39, %40
  br i1 %41, label %42, label %43

42:                                               ; preds = %7
  br label %228

43:                                               ; preds = %7
  %44 = load ptr, ptr %22, align 8
  %45 = load i32, ptr %29, align 4
  %46 = mul nsw i32 8, %45
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %44, i64 %47
  store ptr %48, ptr %30, align 8
  %49 = load ptr, ptr %30, align 8
  %50 = getelementptr inbounds float, ptr %49, i64 0
  %51 = load float, ptr %50, align 4
  %52 = load ptr, ptr %30, align 8
  %53 = getelementptr inbounds float, ptr %52, i64 1
  %54 = load float, ptr %53, align 4
  %55 = fadd contract float %51, %54
  %56 = load ptr, ptr %30, align 8
  %57 = getelementptr inbounds float, ptr %56, i64 2
  %58 = load float, ptr %57, align 4
  %59 = fadd contract float %55, %58
  %60 = load ptr, ptr %30, align 8
  %61 = getelementptr inbounds float, ptr %60, i64 3
  %62 = load float, ptr %61, align 4
  %63 = fadd contract float %59, %62
  %64 = load ptr, ptr %30, align 8
  %65 = getelementptr inbounds float, ptr %64, i64 4
  %66 = load float, ptr %65, align 4
  %67 = fadd contract float %63, %66
  %68 = load ptr, ptr %30, align 8
  %69 = getelementptr inbounds float, ptr %68, i64 5
  %70 = load float, ptr %69, align 4
  %71 = fadd contract float %67, %70
  %72 = load ptr, ptr %30, align 8
  %73 = getelementptr inbounds float, ptr %72, i64 6
  %74 = load float, ptr %73, align 4
  %75 = fadd contract float %71, %74
  %76 = load ptr, ptr %30, align 8
  %77 = getelementptr inbounds float, ptr %76, i64 7
  %78 = load float, ptr %77, align 4
  %79 = fadd contract float %75, %78
  %80 = load ptr, ptr %25, align 8
  %81 = load i32, ptr %29, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %80, i64 %82
  store float %79, ptr %83, align 4
  %84 = load ptr, ptr %23, align 8
  %85 = load i32, ptr %29, align 4
  %86 = mul nsw i32 8, %85
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds i32, ptr %84, i64 %87
  store ptr %88, ptr %31, align 8
  %89 = load ptr, ptr %31, align 8
  %90 = getelementptr inbounds i32, ptr %89, i64 0
  %91 = load i32, ptr %90, align 4
  %92 = load ptr, ptr %31, align 8
  %93 = getelementptr inbounds i32, ptr %92, i64 1
  %94 = load i32, ptr %93, align 4
  %95 = add i32 %91, %94
  %96 = load ptr, ptr %31, align 8
  %97 = getelementptr inbounds i32, ptr %96, i64 2
  %98 = load i32, ptr %97, align 4
  %99 = add i32 %95, %98
  %100 = load ptr, ptr %31, align 8
  %101 = getelementptr inbounds i32, ptr %100, i64 3
  %102 = load i32, ptr %101, align 4
  %103 = add i32 %99, %102
  %104 = load ptr, ptr %31, align 8
  %105 = getelementptr inbounds i32, ptr %104, i64 4
  %106 = load i32, ptr %105, align 4
  %107 = add i32 %103, %106
  %108 = load ptr, ptr %31, align 8
  %109 = getelementptr inbounds i32, ptr %108, i64 5
  %110 = load i32, ptr %109, align 4
  %111 = add i32 %107, %110
  %112 = load ptr, ptr %31, align 8
  %113 = getelementptr inbounds i32, ptr %112, i64 6
  %114 = load i32, ptr %113, align 4
  %115 = add i32 %111, %114
  %116 = load ptr, ptr %31, align 8
  %117 = getelementptr inbounds i32, ptr %116, i64 7
  %118 = load i32, ptr %117, align 4
  %119 = add i32 %115, %118
  %120 = load ptr, ptr %26, align 8
  %121 = load i32, ptr %29, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds i32, ptr %120, i64 %122
  store i32 %119, ptr %123, align 4
  %124 = load ptr, ptr %24, align 8
  %125 = load i32, ptr %29, align 4
  %126 = mul nsw i32 8, %125
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds i32, ptr %124, i64 %127
  store ptr %128, ptr %32, align 8
  %129 = load ptr, ptr %32, align 8
  %130 = getelementptr inbounds i32, ptr %129, i64 0
  %131 = load i32, ptr %130, align 4
  store i32 %131, ptr %33, align 4
  %132 = load i32, ptr %33, align 4
  %133 = load ptr, ptr %32, align 8
  %134 = getelementptr inbounds i32, ptr %133, i64 1
  %135 = load i32, ptr %134, align 4
  store i32 %132, ptr %8, align 4
  store i32 %135, ptr %9, align 4
  %136 = load i32, ptr %8, align 4
  %137 = load i32, ptr %9, align 4
  %138 = icmp sgt i32 %136, %137
  br i1 %138, label %139, label %141

139:                                              ; preds = %43
  %140 = load i32, ptr %8, align 4
  br label %143

141:                                              ; preds = %43
  %142 = load i32, ptr %9, align 4
  br label %143

143:                                              ; preds = %139, %141
  %144 = phi i32 [ %140, %139 ], [ %142, %141 ]
  store i32 %144, ptr %33, align 4
  %145 = load i32, ptr %33, align 4
  %146 = load ptr, ptr %32, align 8
  %147 = getelementptr inbounds i32, ptr %146, i64 2
  %148 = load i32, ptr %147, align 4
  store i32 %145, ptr %10, align 4
  store i32 %148, ptr %11, align 4
  %149 = load i32, ptr %10, align 4
  %150 = load i32, ptr %11, align 4
  %151 = icmp sgt i32 %149, %150
  br i1 %151, label %152, label %154

152:                                              ; preds = %143
  %153 = load i32, ptr %10, align 4
  br label %156

154:                                              ; preds = %143
  %155 = load i32, ptr %11, align 4
  br label %156

156:                                              ; preds = %152, %154
  %157 = phi i32 [ %153, %152 ], [ %155, %154 ]
  store i32 %157, ptr %33, align 4
  %158 = load i32, ptr %33, align 4
  %159 = load ptr, ptr %32, align 8
  %160 = getelementptr inbounds i32, ptr %159, i64 3
  %161 = load i32, ptr %160, align 4
  store i32 %158, ptr %12, align 4
  store i32 %161, ptr %13, align 4
  %162 = load i32, ptr %12, align 4
  %163 = load i32, ptr %13, align 4
  %164 = icmp sgt i32 %162, %163
  br i1 %164, label %165, label %167

165:                                              ; preds = %156
  %166 = load i32, ptr %12, align 4
  br label %169

167:                                              ; preds = %156
  %168 = load i32, ptr %13, align 4
  br label %169

169:                                              ; preds = %165, %167
  %170 = phi i32 [ %166, %165 ], [ %168, %167 ]
  store i32 %170, ptr %33, align 4
  %171 = load i32, ptr %33, align 4
  %172 = load ptr, ptr %32, align 8
  %173 = getelementptr inbounds i32, ptr %172, i64 4
  %174 = load i32, ptr %173, align 4
  store i32 %171, ptr %14, align 4
  store i32 %174, ptr %15, align 4
  %175 = load i32, ptr %14, align 4
  %176 = load i32, ptr %15, align 4
  %177 = icmp sgt i32 %175, %176
  br i1 %177, label %178, label %180

178:                                              ; preds = %169
  %179 = load i32, ptr %14, align 4
  br label %182

180:                                              ; preds = %169
  %181 = load i32, ptr %15, align 4
  br label %182

182:                                              ; preds = %178, %180
  %183 = phi i32 [ %179, %178 ], [ %181, %180 ]
  store i32 %183, ptr %33, align 4
  %184 = load i32, ptr %33, align 4
  %185 = load ptr, ptr %32, align 8
  %186 = getelementptr inbounds i32, ptr %185, i64 5
  %187 = load i32, ptr %186, align 4
  store i32 %184, ptr %16, align 4
  store i32 %187, ptr %17, align 4
  %188 = load i32, ptr %16, align 4
  %189 = load i32, ptr %17, align 4
  %190 = icmp sgt i32 %188, %189
  br i1 %190, label %191, label %193

191:                                              ; preds = %182
  %192 = load i32, ptr %16, align 4
  br label %195

193:                                              ; preds = %182
  %194 = load i32, ptr %17, align 4
  br label %195

195:                                              ; preds = %191, %193
  %196 = phi i32 [ %192, %191 ], [ %194, %193 ]
  store i32 %196, ptr %33, align 4
  %197 = load i32, ptr %33, align 4
  %198 = load ptr, ptr %32, align 8
  %199 = getelementptr inbounds i32, ptr %198, i64 6
  %200 = load i32, ptr %199, align 4
  store i32 %197, ptr %18, align 4
  store i32 %200, ptr %19, align 4
  %201 = load i32, ptr %18, align 4
  %202 = load i32, ptr %19, align 4
  %203 = icmp sgt i32 %201, %202
  br i1 %203, label %204, label %206

204:                                              ; preds = %195
  %205 = load i32, ptr %18, align 4
  br label %208

206:                                              ; preds = %195
  %207 = load i32, ptr %19, align 4
  br label %208

208:                                              ; preds = %204, %206
  %209 = phi i32 [ %205, %204 ], [ %207, %206 ]
  store i32 %209, ptr %33, align 4
  %210 = load i32, ptr %33, align 4
  %211 = load ptr, ptr %32, align 8
  %212 = getelementptr inbounds i32, ptr %211, i64 7
  %213 = load i32, ptr %212, align 4
  store i32 %210, ptr %20, align 4
  store i32 %213, ptr %21, align 4
  %214 = load i32, ptr %20, align 4
  %215 = load i32, ptr %21, align 4
  %216 = icmp sgt i32 %214, %215
  br i1 %216, label %217, label %219

217:                                              ; preds = %208
  %218 = load i32, ptr %20, align 4
  br label %221

219:                                              ; preds = %208
  %220 = load i32, ptr %21, align 4
  br label %221

221:                                              ; preds = %217, %219
  %222 = phi i32 [ %218, %217 ], [ %220, %219 ]
  store i32 %222, ptr %33, align 4
  %223 = load i32, ptr %33, align 4
  %224 = load ptr, ptr %27, align 8
  %225 = load i32, ptr %29, align 4
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds i32, ptr %224, i64 %226
  store i32 %223, ptr %227, align 4
  br label %228

228:                                              ; preds = %221, %42
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z18horizontal_reduce8PKfPKjPKiPfPjPii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
