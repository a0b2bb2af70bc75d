; ModuleID = 'local_array.cu'
source_filename = "local_array.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z7median9PKfPfPKjPji(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = alloca [9 x float], align 4
  %7 = alloca [8 x i32], align 4
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %4
  br i1 %13, label %14, label %299

14:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %6) #4
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !5
  store float %17, ptr %6, align 4, !tbaa !5
  %18 = add nsw i32 %12, 1
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !5
  %22 = getelementptr inbounds [9 x float], ptr %6, i64 0, i64 1
  store float %21, ptr %22, align 4, !tbaa !5
  %23 = add nsw i32 %12, 2
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !5
  %27 = getelementptr inbounds [9 x float], ptr %6, i64 0, i64 2
  store float %26, ptr %27, align 4, !tbaa !5
  %28 = add nsw i32 %12, 3
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !5
  %32 = getelementptr inbounds [9 x float], ptr %6, i64 0, i64 3
  store float %31, ptr %32, align 4, !tbaa !5
  %33 = add nsw i32 %12, 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %0, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !5
  %37 = getelementptr inbounds [9 x float], ptr %6, i64 0, i64 4
  store float %36, ptr %37, align 4, !tbaa !5
  %38 = add nsw i32 %12, 5
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %0, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !5
  %42 = getelementptr inbounds [9 x float], ptr %6, i64 0, i64 5
  store float %41, ptr %42, align 4, !tbaa !5
  %43 = add nsw i32 %12, 6
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %0, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !5
  %47 = getelementptr inbounds [9 x float], ptr %6, i64 0, i64 6
  store float %46, ptr %47, align 4, !tbaa !5
  %48 = add nsw i32 %12, 7
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %0, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !5
  %52 = getelementptr inbounds [9 x float], ptr %6, i64 0, i64 7
  store float %51, ptr %52, align 4, !tbaa !5
  %53 = add nsw i32 %12, 8
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %0, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !5
  %57 = getelementptr inbounds [9 x float], ptr %6, i64 0, i64 8
  store float %56, ptr %57, align 4, !tbaa !5
  %58 = fcmp contract ogt float %17, %21
  br i1 %58, label %59, label %60

59:                                               ; preds = %14
  store float %17, ptr %22, align 4, !tbaa !5
  br label %60

60:                                               ; preds = %59, %14
  %61 = phi i64 [ 0, %59 ], [ 1, %14 ]
  %62 = getelementptr inbounds [9 x float], ptr %6, i64 0, i64 %61
  store float %21, ptr %62, align 4, !tbaa !5
  %63 = load float, ptr %22, align 4, !tbaa !5
  %64 = fcmp contract ogt float %63, %26
  br i1 %64, label %65, label %69

65:                                               ; preds = %60
  store float %63, ptr %27, align 4, !tbaa !5
  %66 = load float, ptr %6, align 4, !tbaa !5
  %67 = fcmp contract ogt float %66, %26
  br i1 %67, label %68, label %69

68:                                               ; preds = %65
  store float %66, ptr %22, align 4, !tbaa !5
  br label %69

69:                                               ; preds = %68, %65, %60
  %70 = phi i64 [ 2, %60 ], [ 1, %65 ], [ 0, %68 ]
  %71 = getelementptr inbounds [9 x float], ptr %6, i64 0, i64 %70
  store float %26, ptr %71, align 4, !tbaa !5
  %72 = load float, ptr %32, align 4, !tbaa !5
  %73 = load float, ptr %27, align 4, !tbaa !5
  %74 = fcmp contract ogt float %73, %72
  br i1 %74, label %75, label %82

75:                                               ; preds = %69
  store float %73, ptr %32, align 4, !tbaa !5
  %76 = load float, ptr %22, align 4, !tbaa !5
  %77 = fcmp contract ogt float %76, %72
  br i1 %77, label %78, label %82

78:                                               ; preds = %75
  store float %76, ptr %27, align 4, !tbaa !5
  %79 = load float, ptr %6, align 4, !tbaa !5
  %80 = fcmp contract ogt float %79, %72
  br i1 %80, label %81, label %82

81:                                               ; preds = %78
  store float %79, ptr %22, align 4, !tbaa !5
  br label %82

82:                                               ; preds = %81, %78, %75, %69
  %83 = phi i64 [ 3, %69 ], [ 2, %75 ], [ 1, %78 ], [ 0, %81 ]
  %84 = getelementptr inbounds [9 x float], ptr %6, i64 0, i64 %83
  store float %72, ptr %84, align 4, !tbaa !5
  %85 = load float, ptr %32, align 4, !tbaa !5
  %86 = fcmp contract ogt float %85, %36
  br i1 %86, label %87, label %97

87:                                               ; preds = %82
  store float %85, ptr %37, align 4, !tbaa !5
  %88 = load float, ptr %27, align 4, !tbaa !5
  %89 = fcmp contract ogt float %88, %36
  br i1 %89, label %90, label %97

90:                                               ; preds = %87
  store float %88, ptr %32, align 4, !tbaa !5
  %91 = load float, ptr %22, align 4, !tbaa !5
  %92 = fcmp contract ogt float %91, %36
  br i1 %92, label %93, label %97

93:                                               ; preds = %90
  store float %91, ptr %27, align 4, !tbaa !5
  %94 = load float, ptr %6, align 4, !tbaa !5
  %95 = fcmp contract ogt float %94, %36
  br i1 %95, label %96, label %97

96:                                               ; preds = %93
  store float %94, ptr %22, align 4, !tbaa !5
  br label %97

97:                                               ; preds = %96, %93, %90, %87, %82
  %98 = phi i64 [ 4, %82 ], [ 3, %87 ], [ 2, %90 ], [ 1, %93 ], [ 0, %96 ]
  %99 = getelementptr inbounds [9 x float], ptr %6, i64 0, i64 %98
  store float %36, ptr %99, align 4, !tbaa !5
  %100 = load float, ptr %42, align 4, !tbaa !5
  %101 = load float, ptr %37, align 4, !tbaa !5
  %102 = fcmp contract ogt float %101, %100
  br i1 %102, label %103, label %116

103:                                              ; preds = %97
  store float %101, ptr %42, align 4, !tbaa !5
  %104 = load float, ptr %32, align 4, !tbaa !5
  %105 = fcmp contract ogt float %104, %100
  br i1 %105, label %106, label %116

106:                                              ; preds = %103
  store float %104, ptr %37, align 4, !tbaa !5
  %107 = load float, ptr %27, align 4, !tbaa !5
  %108 = fcmp contract ogt float %107, %100
  br i1 %108, label %109, label %116

109:                                              ; preds = %106
  store float %107, ptr %32, align 4, !tbaa !5
  %110 = load float, ptr %22, align 4, !tbaa !5
  %111 = fcmp contract ogt float %110, %100
  br i1 %111, label %112, label %116

112:                                              ; preds = %109
  store float %110, ptr %27, align 4, !tbaa !5
  %113 = load float, ptr %6, align 4, !tbaa !5
  %114 = fcmp contract ogt float %113, %100
  br i1 %114, label %115, label %116

115:                                              ; preds = %112
  store float %113, ptr %22, align 4, !tbaa !5
  br label %116

116:                                              ; preds = %115, %112, %109, %106, %103, %97
  %117 = phi i64 [ 5, %97 ], [ 4, %103 ], [ 3, %106 ], [ 2, %109 ], [ 1, %112 ], [ 0, %115 ]
  %118 = getelementptr inbounds [9 x float], ptr %6, i64 0, i64 %117
  store float %100, ptr %118, align 4, !tbaa !5
  %119 = load float, ptr %47, align 4, !tbaa !5
  %120 = load float, ptr %42, align 4, !tbaa !5
  %121 = fcmp contract ogt float %120, %119
  br i1 %121, label %122, label %138

122:                                              ; preds = %116
  store float %120, ptr %47, align 4, !tbaa !5
  %123 = load float, ptr %37, align 4, !tbaa !5
  %124 = fcmp contract ogt float %123, %119
  br i1 %124, label %125, label %138

125:                                              ; preds = %122
  store float %123, ptr %42, align 4, !tbaa !5
  %126 = load float, ptr %32, align 4, !tbaa !5
  %127 = fcmp contract ogt float %126, %119
  br i1 %127, label %128, label %138

128:                                              ; preds = %125
  store float %126, ptr %37, align 4, !tbaa !5
  %129 = load float, ptr %27, align 4, !tbaa !5
  %130 = fcmp contract ogt float %129, %119
  br i1 %130, label %131, label %138

131:                                              ; preds = %128
  store float %129, ptr %32, align 4, !tbaa !5
  %132 = load float, ptr %22, align 4, !tbaa !5
  %133 = fcmp contract ogt float %132, %119
  br i1 %133, label %134, label %138

134:                                              ; preds = %131
  store float %132, ptr %27, align 4, !tbaa !5
  %135 = load float, ptr %6, align 4, !tbaa !5
  %136 = fcmp contract ogt float %135, %119
  br i1 %136, label %137, label %138

137:                                              ; preds = %134
  store float %135, ptr %22, align 4, !tbaa !5
  br label %138

138:                                              ; preds = %137, %134, %131, %128, %125, %122, %116
  %139 = phi i64 [ 6, %116 ], [ 5, %122 ], [ 4, %125 ], [ 3, %128 ], [ 2, %131 ], [ 1, %134 ], [ 0, %137 ]
  %140 = getelementptr inbounds [9 x float], ptr %6, i64 0, i64 %139
  store float %119, ptr %140, align 4, !tbaa !5
  %141 = load float, ptr %52, align 4, !tbaa !5
  %142 = load float, ptr %47, align 4, !tbaa !5
  %143 = fcmp contract ogt float %142, %141
  br i1 %143, label %144, label %163

144:                                              ; preds = %138
  store float %142, ptr %52, align 4, !tbaa !5
  %145 = load float, ptr %42, align 4, !tbaa !5
  %146 = fcmp contract ogt float %145, %141
  br i1 %146, label %147, label %163

147:                                              ; preds = %144
  store float %145, ptr %47, align 4, !tbaa !5
  %148 = load float, ptr %37, align 4, !tbaa !5
  %149 = fcmp contract ogt float %148, %141
  br i1 %149, label %150, label %163

150:                                              ; preds = %147
  store float %148, ptr %42, align 4, !tbaa !5
  %151 = load float, ptr %32, align 4, !tbaa !5
  %152 = fcmp contract ogt float %151, %141
  br i1 %152, label %153, label %163

153:                                              ; preds = %150
  store float %151, ptr %37, align 4, !tbaa !5
  %154 = load float, ptr %27, align 4, !tbaa !5
  %155 = fcmp contract ogt float %154, %141
  br i1 %155, label %156, label %163

156:                                              ; preds = %153
  store float %154, ptr %32, align 4, !tbaa !5
  %157 = load float, ptr %22, align 4, !tbaa !5
  %158 = fcmp contract ogt float %157, %141
  br i1 %158, label %159, label %163

159:                                              ; preds = %156
  store float %157, ptr %27, align 4, !tbaa !5
  %160 = load float, ptr %6, align 4, !tbaa !5
  %161 = fcmp contract ogt float %160, %141
  br i1 %161, label %162, label %163

162:                                              ; preds = %159
  store float %160, ptr %22, align 4, !tbaa !5
  br label %163

163:                                              ; preds = %162, %159, %156, %153, %150, %147, %144, %138
  %164 = phi i64 [ 7, %138 ], [ 6, %144 ], [ 5, %147 ], [ 4, %150 ], [ 3, %153 ], [ 2, %156 ], [ 1, %159 ], [ 0, %162 ]
  %165 = getelementptr inbounds [9 x float], ptr %6, i64 0, i64 %164
  store float %141, ptr %165, align 4, !tbaa !5
  %166 = load float, ptr %52, align 4, !tbaa !5
  %167 = fcmp contract ogt float %166, %56
  br i1 %167, label %168, label %190

168:                                              ; preds = %163
  %169 = load float, ptr %47, align 4, !tbaa !5
  %170 = fcmp contract ogt float %169, %56
  br i1 %170, label %171, label %190

171:                                              ; preds = %168
  %172 = load float, ptr %42, align 4, !tbaa !5
  %173 = fcmp contract ogt float %172, %56
  br i1 %173, label %174, label %190

174:                                              ; preds = %171
  %175 = load float, ptr %37, align 4, !tbaa !5
  %176 = fcmp contract ogt float %175, %56
  br i1 %176, label %177, label %190

177:                                              ; preds = %174
  %178 = load float, ptr %32, align 4, !tbaa !5
  %179 = fcmp contract ogt float %178, %56
  br i1 %179, label %180, label %190

180:                                              ; preds = %177
  store float %178, ptr %37, align 4, !tbaa !5
  %181 = load float, ptr %27, align 4, !tbaa !5
  %182 = fcmp contract ogt float %181, %56
  br i1 %182, label %183, label %190

183:                                              ; preds = %180
  %184 = load float, ptr %22, align 4, !tbaa !5
  %185 = fcmp contract ogt float %184, %56
  br i1 %185, label %186, label %190

186:                                              ; preds = %183
  %187 = load float, ptr %6, align 4, !tbaa !5
  %188 = fcmp contract ogt float %187, %56
  br i1 %188, label %189, label %190

189:                                              ; preds = %186
  br label %190

190:                                              ; preds = %189, %186, %183, %180, %177, %174, %171, %168, %163
  %191 = phi i64 [ 8, %163 ], [ 7, %168 ], [ 6, %171 ], [ 5, %174 ], [ 4, %177 ], [ 3, %180 ], [ 2, %183 ], [ 1, %186 ], [ 0, %189 ]
  %192 = getelementptr inbounds [9 x float], ptr %6, i64 0, i64 %191
  store float %56, ptr %192, align 4, !tbaa !5
  %193 = load float, ptr %37, align 4, !tbaa !5
  %194 = getelementptr inbounds float, ptr %1, i64 %15
  store float %193, ptr %194, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  %195 = getelementptr inbounds i32, ptr %2, i64 %15
  %196 = load i32, ptr %195, align 4, !tbaa !9
  %197 = and i32 %196, 7
  %198 = zext i32 %197 to i64
  %199 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %198
  %200 = load i32, ptr %199, align 4, !tbaa !9
  %201 = add i32 %200, 1
  store i32 %201, ptr %199, align 4, !tbaa !9
  %202 = getelementptr inbounds i32, ptr %2, i64 %19
  %203 = load i32, ptr %202, align 4, !tbaa !9
  %204 = and i32 %203, 7
  %205 = zext i32 %204 to i64
  %206 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %205
  %207 = load i32, ptr %206, align 4, !tbaa !9
  %208 = add i32 %207, 1
  store i32 %208, ptr %206, align 4, !tbaa !9
  %209 = getelementptr inbounds i32, ptr %2, i64 %24
  %210 = load i32, ptr %209, align 4, !tbaa !9
  %211 = and i32 %210, 7
  %212 = zext i32 %211 to i64
  %213 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %212
  %214 = load i32, ptr %213, align 4, !tbaa !9
  %215 = add i32 %214, 1
  store i32 %215, ptr %213, align 4, !tbaa !9
  %216 = getelementptr inbounds i32, ptr %2, i64 %29
  %217 = load i32, ptr %216, align 4, !tbaa !9
  %218 = and i32 %217, 7
  %219 = zext i32 %218 to i64
  %220 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %219
  %221 = load i32, ptr %220, align 4, !tbaa !9
  %222 = add i32 %221, 1
  store i32 %222, ptr %220, align 4, !tbaa !9
  %223 = getelementptr inbounds i32, ptr %2, i64 %34
  %224 = load i32, ptr %223, align 4, !tbaa !9
  %225 = and i32 %224, 7
  %226 = zext i32 %225 to i64
  %227 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %226
  %228 = load i32, ptr %227, align 4, !tbaa !9
  %229 = add i32 %228, 1
  store i32 %229, ptr %227, align 4, !tbaa !9
  %230 = getelementptr inbounds i32, ptr %2, i64 %39
  %231 = load i32, ptr %230, align 4, !tbaa !9
  %232 = and i32 %231, 7
  %233 = zext i32 %232 to i64
  %234 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %233
  %235 = load i32, ptr %234, align 4, !tbaa !9
  %236 = add i32 %235, 1
  store i32 %236, ptr %234, align 4, !tbaa !9
  %237 = getelementptr inbounds i32, ptr %2, i64 %44
  %238 = load i32, ptr %237, align 4, !tbaa !9
  %239 = and i32 %238, 7
  %240 = zext i32 %239 to i64
  %241 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %240
  %242 = load i32, ptr %241, align 4, !tbaa !9
  %243 = add i32 %242, 1
  store i32 %243, ptr %241, align 4, !tbaa !9
  %244 = getelementptr inbounds i32, ptr %2, i64 %49
  %245 = load i32, ptr %244, align 4, !tbaa !9
  %246 = and i32 %245, 7
  %247 = zext i32 %246 to i64
  %248 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %247
  %249 = load i32, ptr %248, align 4, !tbaa !9
  %250 = add i32 %249, 1
  store i32 %250, ptr %248, align 4, !tbaa !9
  %251 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 1
  %252 = load i32, ptr %251, align 4, !tbaa !9
  %253 = load i32, ptr %7, align 4, !tbaa !9
  %254 = icmp ugt i32 %252, %253
  %255 = zext i1 %254 to i32
  %256 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 2
  %257 = load i32, ptr %256, align 4, !tbaa !9
  %258 = zext i1 %254 to i64
  %259 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %258
  %260 = load i32, ptr %259, align 4, !tbaa !9
  %261 = icmp ugt i32 %257, %260
  %262 = select i1 %261, i32 2, i32 %255
  %263 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 3
  %264 = load i32, ptr %263, align 4, !tbaa !9
  %265 = zext i32 %262 to i64
  %266 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %265
  %267 = load i32, ptr %266, align 4, !tbaa !9
  %268 = icmp ugt i32 %264, %267
  %269 = select i1 %268, i32 3, i32 %262
  %270 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 4
  %271 = load i32, ptr %270, align 4, !tbaa !9
  %272 = zext i32 %269 to i64
  %273 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %272
  %274 = load i32, ptr %273, align 4, !tbaa !9
  %275 = icmp ugt i32 %271, %274
  %276 = select i1 %275, i32 4, i32 %269
  %277 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 5
  %278 = load i32, ptr %277, align 4, !tbaa !9
  %279 = zext i32 %276 to i64
  %280 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %279
  %281 = load i32, ptr %280, align 4, !tbaa !9
  %282 = icmp ugt i32 %278, %281
  %283 = select i1 %282, i32 5, i32 %276
  %284 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 6
  %285 = load i32, ptr %284, align 4, !tbaa !9
  %286 = zext i32 %283 to i64
  %287 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %286
  %288 = load i32, ptr %287, align 4, !tbaa !9
  %289 = icmp ugt i32 %285, %288
  %290 = select i1 %289, i32 6, i32 %283
  %291 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 7
  %292 = load i32, ptr %291, align 4, !tbaa !9
  %293 = zext i32 %290 to i64
  %294 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %293
  %295 = load i32, ptr %294, align 4, !tbaa !9
  %296 = icmp ugt i32 %292, %295
  %297 = select i1 %296, i32 7, i32 %290
  %298 = getelementptr inbounds i32, ptr %3, i64 %15
  store i32 %297, ptr %298, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #4
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %6) #4
  br label %299

299:                                              ; preds = %5, %190
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z7median9PKfPfPKjPji, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
