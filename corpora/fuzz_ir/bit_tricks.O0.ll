; ModuleID = 'bit_tricks.cu'
source_filename = "bit_tricks.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ck_block_idx_t = type { i8 }
%struct.ck_block_dim_t = type { i8 }
%struct.ck_thread_idx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.ck_block_idx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.ck_block_dim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.ck_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z10bit_tricksPKjS0_PKyPji(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
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
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  store ptr %0, ptr %27, align 8
  store ptr %1, ptr %28, align 8
  store ptr %2, ptr %29, align 8
  store ptr %3, ptr %30, align 8
  store i32 %4, ptr %31, align 4
  %36 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %37 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %38 = mul i32 %36, %37
  %39 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %40 = add i32 %38, %39
  store i32 %40, ptr %32, align 4
  %41 = load i32, ptr %32, align 4
  %42 = load i32, ptr %31, align 4
  %43 = icmp sge i32 %41, %42
  br i1 %43, label %44, label %45

44:                                               ; preds = %5
  br label %239

45:                                               ; preds = %5
  %46 = load ptr, ptr %27, align 8
  %47 = load i32, ptr %32, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr %46, i64 %48
  %50 = load i32, ptr %49, align 4
  store i32 %50, ptr %33, align 4
  %51 = load ptr, ptr %28, align 8
  %52 = load i32, ptr %32, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr %51, i64 %53
  %55 = load i32, ptr %54, align 4
  store i32 %55, ptr %34, align 4
  %56 = load i32, ptr %34, align 4
  %57 = and i32 %56, 31
  store i32 %57, ptr %35, align 4
  %58 = load i32, ptr %33, align 4
  store i32 %58, ptr %26, align 4
  %59 = load i32, ptr %26, align 4
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %61, label %62

61:                                               ; preds = %45
  br label %65

62:                                               ; preds = %45
  %63 = load i32, ptr %26, align 4
  %64 = call i32 @llvm.ctlz.i32(i32 %63, i1 true)
  br label %65

65:                                               ; preds = %61, %62
  %66 = phi i32 [ 32, %61 ], [ %64, %62 ]
  %67 = load i32, ptr %34, align 4
  store i32 %67, ptr %25, align 4
  %68 = load i32, ptr %25, align 4
  %69 = call i32 @llvm.ctpop.i32(i32 %68)
  %70 = add nsw i32 %66, %69
  %71 = load i32, ptr %33, align 4
  store i32 %71, ptr %24, align 4
  %72 = load i32, ptr %24, align 4
  %73 = call i32 @llvm.cttz.i32(i32 %72, i1 true)
  %74 = add i32 %73, 1
  %75 = icmp eq i32 %72, 0
  %76 = select i1 %75, i32 0, i32 %74
  %77 = add nsw i32 %70, %76
  %78 = load ptr, ptr %30, align 8
  %79 = load i32, ptr %32, align 4
  %80 = mul nsw i32 8, %79
  %81 = add nsw i32 %80, 0
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i32, ptr %78, i64 %82
  store i32 %77, ptr %83, align 4
  %84 = load i32, ptr %33, align 4
  store i32 %84, ptr %23, align 4
  %85 = load i32, ptr %23, align 4
  %86 = call i32 @llvm.bitreverse.i32(i32 %85)
  %87 = load i32, ptr %33, align 4
  %88 = load i32, ptr %34, align 4
  %89 = load i32, ptr %34, align 4
  %90 = and i32 %89, 17476
  %91 = add i32 12816, %90
  store i32 %87, ptr %20, align 4
  store i32 %88, ptr %21, align 4
  store i32 %91, ptr %22, align 4
  %92 = load i32, ptr %20, align 4
  %93 = load i32, ptr %21, align 4
  %94 = load i32, ptr %22, align 4
  %95 = call i32 @llvm.nvvm.prmt(i32 %92, i32 %93, i32 %94)
  %96 = xor i32 %86, %95
  %97 = load ptr, ptr %30, align 8
  %98 = load i32, ptr %32, align 4
  %99 = mul nsw i32 8, %98
  %100 = add nsw i32 %99, 1
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds i32, ptr %97, i64 %101
  store i32 %96, ptr %102, align 4
  %103 = load i32, ptr %33, align 4
  %104 = load i32, ptr %35, align 4
  %105 = shl i32 %103, %104
  %106 = load i32, ptr %33, align 4
  %107 = load i32, ptr %35, align 4
  %108 = sub i32 32, %107
  %109 = and i32 %108, 31
  %110 = lshr i32 %106, %109
  %111 = or i32 %105, %110
  %112 = load ptr, ptr %30, align 8
  %113 = load i32, ptr %32, align 4
  %114 = mul nsw i32 8, %113
  %115 = add nsw i32 %114, 2
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds i32, ptr %112, i64 %116
  store i32 %111, ptr %117, align 4
  %118 = load i32, ptr %33, align 4
  %119 = load i32, ptr %34, align 4
  store i32 %118, ptr %18, align 4
  store i32 %119, ptr %19, align 4
  %120 = load i32, ptr %18, align 4
  %121 = load i32, ptr %19, align 4
  %122 = call i32 @llvm.nvvm.mulhi.i(i32 %120, i32 %121)
  %123 = load i32, ptr %33, align 4
  %124 = load i32, ptr %34, align 4
  store i32 %123, ptr %16, align 4
  store i32 %124, ptr %17, align 4
  %125 = load i32, ptr %16, align 4
  %126 = load i32, ptr %17, align 4
  %127 = call i32 @llvm.nvvm.mulhi.ui(i32 %125, i32 %126)
  %128 = add i32 %122, %127
  %129 = load ptr, ptr %30, align 8
  %130 = load i32, ptr %32, align 4
  %131 = mul nsw i32 8, %130
  %132 = add nsw i32 %131, 3
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds i32, ptr %129, i64 %133
  store i32 %128, ptr %134, align 4
  %135 = load i32, ptr %33, align 4
  %136 = and i32 %135, 16777215
  %137 = load i32, ptr %34, align 4
  %138 = and i32 %137, 8388607
  store i32 %136, ptr %14, align 4
  store i32 %138, ptr %15, align 4
  %139 = load i32, ptr %14, align 4
  %140 = load i32, ptr %15, align 4
  %141 = call i32 @llvm.nvvm.mul24.i(i32 %139, i32 %140)
  %142 = load i32, ptr %33, align 4
  %143 = load i32, ptr %34, align 4
  store i32 %142, ptr %12, align 4
  store i32 %143, ptr %13, align 4
  %144 = load i32, ptr %12, align 4
  %145 = load i32, ptr %13, align 4
  %146 = call i32 @llvm.nvvm.mul24.ui(i32 %144, i32 %145)
  %147 = add i32 %141, %146
  %148 = load ptr, ptr %30, align 8
  %149 = load i32, ptr %32, align 4
  %150 = mul nsw i32 8, %149
  %151 = add nsw i32 %150, 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds i32, ptr %148, i64 %152
  store i32 %147, ptr %153, align 4
  %154 = load i32, ptr %33, align 4
  %155 = load i32, ptr %34, align 4
  store i32 %154, ptr %10, align 4
  store i32 %155, ptr %11, align 4
  %156 = load i32, ptr %10, align 4
  %157 = load i32, ptr %11, align 4
  %158 = icmp sgt i32 %156, %157
  br i1 %158, label %159, label %161

159:                                              ; preds = %65
  %160 = load i32, ptr %10, align 4
  br label %163

161:                                              ; preds = %65
  %162 = load i32, ptr %11, align 4
  br label %163

163:                                              ; preds = %159, %161
  %164 = phi i32 [ %160, %159 ], [ %162, %161 ]
  %165 = load i32, ptr %33, align 4
  %166 = load i32, ptr %34, align 4
  store i32 %165, ptr %8, align 4
  store i32 %166, ptr %9, align 4
  %167 = load i32, ptr %8, align 4
  %168 = load i32, ptr %9, align 4
  %169 = icmp ult i32 %167, %168
  br i1 %169, label %170, label %172

170:                                              ; preds = %163
  %171 = load i32, ptr %8, align 4
  br label %174

172:                                              ; preds = %163
  %173 = load i32, ptr %9, align 4
  br label %174

174:                                              ; preds = %170, %172
  %175 = phi i32 [ %171, %170 ], [ %173, %172 ]
  %176 = sub i32 %164, %175
  %177 = load i32, ptr %34, align 4
  %178 = ashr i32 %177, 1
  %179 = sub nsw i32 0, %178
  %180 = icmp slt i32 %178, 0
  %181 = select i1 %180, i32 %179, i32 %178
  %182 = add i32 %176, %181
  %183 = load ptr, ptr %30, align 8
  %184 = load i32, ptr %32, align 4
  %185 = mul nsw i32 8, %184
  %186 = add nsw i32 %185, 5
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds i32, ptr %183, i64 %187
  store i32 %182, ptr %188, align 4
  %189 = load i32, ptr %33, align 4
  %190 = load i32, ptr %33, align 4
  %191 = sub i32 %190, 1
  %192 = and i32 %189, %191
  %193 = icmp ne i32 %192, 0
  br i1 %193, label %194, label %199

194:                                              ; preds = %174
  %195 = load i32, ptr %33, align 4
  %196 = load i32, ptr %33, align 4
  %197 = sub i32 0, %196
  %198 = and i32 %195, %197
  br label %202

199:                                              ; preds = %174
  %200 = load i32, ptr %33, align 4
  %201 = or i32 %200, 1
  br label %202

202:                                              ; preds = %199, %194
  %203 = phi i32 [ %198, %194 ], [ %201, %199 ]
  %204 = load ptr, ptr %30, align 8
  %205 = load i32, ptr %32, align 4
  %206 = mul nsw i32 8, %205
  %207 = add nsw i32 %206, 6
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds i32, ptr %204, i64 %208
  store i32 %203, ptr %209, align 4
  %210 = load ptr, ptr %29, align 8
  %211 = load i32, ptr %32, align 4
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds i64, ptr %210, i64 %212
  %214 = load i64, ptr %213, align 8
  store i64 %214, ptr %7, align 8
  %215 = load i64, ptr %7, align 8
  %216 = call i64 @llvm.ctpop.i64(i64 %215)
  %217 = trunc i64 %216 to i32
  %218 = load ptr, ptr %29, align 8
  %219 = load i32, ptr %32, align 4
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds i64, ptr %218, i64 %220
  %222 = load i64, ptr %221, align 8
  store i64 %222, ptr %6, align 8
  %223 = load i64, ptr %6, align 8
  %224 = icmp eq i64 %223, 0
  br i1 %224, label %225, label %226

225:                                              ; preds = %202
  br label %230

226:                                              ; preds = %202
  %227 = load i64, ptr %6, align 8
  %228 = call i64 @llvm.ctlz.i64(i64 %227, i1 true)
  %229 = trunc i64 %228 to i32
  br label %230

230:                                              ; preds = %225, %226
  %231 = phi i32 [ 64, %225 ], [ %229, %226 ]
  %232 = add nsw i32 %217, %231
  %233 = load ptr, ptr %30, align 8
  %234 = load i32, ptr %32, align 4
  %235 = mul nsw i32 8, %234
  %236 = add nsw i32 %235, 7
  %237 = sext i32 %236 to i64
  %238 = getelementptr inbounds i32, ptr %233, i64 %237
  store i32 %232, ptr %238, align 4
  br label %239

239:                                              ; preds = %230, %44
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.prmt(i32, i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.i(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mul24.i(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mul24.ui(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z10bit_tricksPKjS0_PKyPji, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
