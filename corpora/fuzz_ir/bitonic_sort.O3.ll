; ModuleID = 'bitonic_sort.cu'
source_filename = "bitonic_sort.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12bitonic_sortPfE1s = internal unnamed_addr addrspace(3) global [512 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12bitonic_sortPf(ptr nocapture noundef %0) local_unnamed_addr #0 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = shl i32 %3, 9
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds float, ptr %0, i64 %5
  %7 = zext i32 %2 to i64
  %8 = getelementptr inbounds float, ptr %6, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !5
  %10 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %7
  store float %9, ptr %10, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %11 = xor i32 %2, 1
  %12 = icmp ugt i32 %11, %2
  br i1 %12, label %510, label %520

13:                                               ; preds = %520
  %14 = load float, ptr %10, align 4, !tbaa !5
  %15 = zext i32 %523 to i64
  %16 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !5
  %18 = fcmp contract ule float %14, %17
  %19 = xor i1 %522, %18
  br i1 %19, label %20, label %21

20:                                               ; preds = %13
  store float %17, ptr %10, align 4, !tbaa !5
  store float %14, ptr %16, align 4, !tbaa !5
  br label %21

21:                                               ; preds = %20, %13, %520
  tail call void @llvm.nvvm.barrier0()
  %22 = xor i32 %2, 1
  %23 = icmp ugt i32 %22, %2
  br i1 %23, label %24, label %32

24:                                               ; preds = %21
  %25 = load float, ptr %10, align 4, !tbaa !5
  %26 = zext i32 %22 to i64
  %27 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !5
  %29 = fcmp contract ule float %25, %28
  %30 = xor i1 %522, %29
  br i1 %30, label %31, label %32

31:                                               ; preds = %24
  store float %28, ptr %10, align 4, !tbaa !5
  store float %25, ptr %27, align 4, !tbaa !5
  br label %32

32:                                               ; preds = %31, %24, %21
  tail call void @llvm.nvvm.barrier0()
  %33 = and i32 %2, 8
  %34 = icmp eq i32 %33, 0
  %35 = xor i32 %2, 4
  %36 = icmp ugt i32 %35, %2
  br i1 %36, label %37, label %45

37:                                               ; preds = %32
  %38 = load float, ptr %10, align 4, !tbaa !5
  %39 = zext i32 %35 to i64
  %40 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !5
  %42 = fcmp contract ule float %38, %41
  %43 = xor i1 %34, %42
  br i1 %43, label %44, label %45

44:                                               ; preds = %37
  store float %41, ptr %10, align 4, !tbaa !5
  store float %38, ptr %40, align 4, !tbaa !5
  br label %45

45:                                               ; preds = %44, %37, %32
  tail call void @llvm.nvvm.barrier0()
  %46 = xor i32 %2, 2
  %47 = icmp ugt i32 %46, %2
  br i1 %47, label %48, label %56

48:                                               ; preds = %45
  %49 = load float, ptr %10, align 4, !tbaa !5
  %50 = zext i32 %46 to i64
  %51 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !5
  %53 = fcmp contract ule float %49, %52
  %54 = xor i1 %34, %53
  br i1 %54, label %55, label %56

55:                                               ; preds = %48
  store float %52, ptr %10, align 4, !tbaa !5
  store float %49, ptr %51, align 4, !tbaa !5
  br label %56

56:                                               ; preds = %55, %48, %45
  tail call void @llvm.nvvm.barrier0()
  %57 = xor i32 %2, 1
  %58 = icmp ugt i32 %57, %2
  br i1 %58, label %59, label %67

59:                                               ; preds = %56
  %60 = load float, ptr %10, align 4, !tbaa !5
  %61 = zext i32 %57 to i64
  %62 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !5
  %64 = fcmp contract ule float %60, %63
  %65 = xor i1 %34, %64
  br i1 %65, label %66, label %67

66:                                               ; preds = %59
  store float %63, ptr %10, align 4, !tbaa !5
  store float %60, ptr %62, align 4, !tbaa !5
  br label %67

67:                                               ; preds = %66, %59, %56
  tail call void @llvm.nvvm.barrier0()
  %68 = and i32 %2, 16
  %69 = icmp eq i32 %68, 0
  %70 = xor i32 %2, 8
  %71 = icmp ugt i32 %70, %2
  br i1 %71, label %72, label %80

72:                                               ; preds = %67
  %73 = load float, ptr %10, align 4, !tbaa !5
  %74 = zext i32 %70 to i64
  %75 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !5
  %77 = fcmp contract ule float %73, %76
  %78 = xor i1 %69, %77
  br i1 %78, label %79, label %80

79:                                               ; preds = %72
  store float %76, ptr %10, align 4, !tbaa !5
  store float %73, ptr %75, align 4, !tbaa !5
  br label %80

80:                                               ; preds = %79, %72, %67
  tail call void @llvm.nvvm.barrier0()
  %81 = xor i32 %2, 4
  %82 = icmp ugt i32 %81, %2
  br i1 %82, label %83, label %91

83:                                               ; preds = %80
  %84 = load float, ptr %10, align 4, !tbaa !5
  %85 = zext i32 %81 to i64
  %86 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !5
  %88 = fcmp contract ule float %84, %87
  %89 = xor i1 %69, %88
  br i1 %89, label %90, label %91

90:                                               ; preds = %83
  store float %87, ptr %10, align 4, !tbaa !5
  store float %84, ptr %86, align 4, !tbaa !5
  br label %91

91:                                               ; preds = %90, %83, %80
  tail call void @llvm.nvvm.barrier0()
  %92 = xor i32 %2, 2
  %93 = icmp ugt i32 %92, %2
  br i1 %93, label %94, label %102

94:                                               ; preds = %91
  %95 = load float, ptr %10, align 4, !tbaa !5
  %96 = zext i32 %92 to i64
  %97 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %96
  %98 = load float, ptr %97, align 4, !tbaa !5
  %99 = fcmp contract ule float %95, %98
  %100 = xor i1 %69, %99
  br i1 %100, label %101, label %102

101:                                              ; preds = %94
  store float %98, ptr %10, align 4, !tbaa !5
  store float %95, ptr %97, align 4, !tbaa !5
  br label %102

102:                                              ; preds = %101, %94, %91
  tail call void @llvm.nvvm.barrier0()
  %103 = xor i32 %2, 1
  %104 = icmp ugt i32 %103, %2
  br i1 %104, label %105, label %113

105:                                              ; preds = %102
  %106 = load float, ptr %10, align 4, !tbaa !5
  %107 = zext i32 %103 to i64
  %108 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %107
  %109 = load float, ptr %108, align 4, !tbaa !5
  %110 = fcmp contract ule float %106, %109
  %111 = xor i1 %69, %110
  br i1 %111, label %112, label %113

112:                                              ; preds = %105
  store float %109, ptr %10, align 4, !tbaa !5
  store float %106, ptr %108, align 4, !tbaa !5
  br label %113

113:                                              ; preds = %112, %105, %102
  tail call void @llvm.nvvm.barrier0()
  %114 = and i32 %2, 32
  %115 = icmp eq i32 %114, 0
  %116 = xor i32 %2, 16
  %117 = icmp ugt i32 %116, %2
  br i1 %117, label %118, label %126

118:                                              ; preds = %113
  %119 = load float, ptr %10, align 4, !tbaa !5
  %120 = zext i32 %116 to i64
  %121 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %120
  %122 = load float, ptr %121, align 4, !tbaa !5
  %123 = fcmp contract ule float %119, %122
  %124 = xor i1 %115, %123
  br i1 %124, label %125, label %126

125:                                              ; preds = %118
  store float %122, ptr %10, align 4, !tbaa !5
  store float %119, ptr %121, align 4, !tbaa !5
  br label %126

126:                                              ; preds = %125, %118, %113
  tail call void @llvm.nvvm.barrier0()
  %127 = xor i32 %2, 8
  %128 = icmp ugt i32 %127, %2
  br i1 %128, label %129, label %137

129:                                              ; preds = %126
  %130 = load float, ptr %10, align 4, !tbaa !5
  %131 = zext i32 %127 to i64
  %132 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %131
  %133 = load float, ptr %132, align 4, !tbaa !5
  %134 = fcmp contract ule float %130, %133
  %135 = xor i1 %115, %134
  br i1 %135, label %136, label %137

136:                                              ; preds = %129
  store float %133, ptr %10, align 4, !tbaa !5
  store float %130, ptr %132, align 4, !tbaa !5
  br label %137

137:                                              ; preds = %136, %129, %126
  tail call void @llvm.nvvm.barrier0()
  %138 = xor i32 %2, 4
  %139 = icmp ugt i32 %138, %2
  br i1 %139, label %140, label %148

140:                                              ; preds = %137
  %141 = load float, ptr %10, align 4, !tbaa !5
  %142 = zext i32 %138 to i64
  %143 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %142
  %144 = load float, ptr %143, align 4, !tbaa !5
  %145 = fcmp contract ule float %141, %144
  %146 = xor i1 %115, %145
  br i1 %146, label %147, label %148

147:                                              ; preds = %140
  store float %144, ptr %10, align 4, !tbaa !5
  store float %141, ptr %143, align 4, !tbaa !5
  br label %148

148:                                              ; preds = %147, %140, %137
  tail call void @llvm.nvvm.barrier0()
  %149 = xor i32 %2, 2
  %150 = icmp ugt i32 %149, %2
  br i1 %150, label %151, label %159

151:                                              ; preds = %148
  %152 = load float, ptr %10, align 4, !tbaa !5
  %153 = zext i32 %149 to i64
  %154 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %153
  %155 = load float, ptr %154, align 4, !tbaa !5
  %156 = fcmp contract ule float %152, %155
  %157 = xor i1 %115, %156
  br i1 %157, label %158, label %159

158:                                              ; preds = %151
  store float %155, ptr %10, align 4, !tbaa !5
  store float %152, ptr %154, align 4, !tbaa !5
  br label %159

159:                                              ; preds = %158, %151, %148
  tail call void @llvm.nvvm.barrier0()
  %160 = xor i32 %2, 1
  %161 = icmp ugt i32 %160, %2
  br i1 %161, label %162, label %170

162:                                              ; preds = %159
  %163 = load float, ptr %10, align 4, !tbaa !5
  %164 = zext i32 %160 to i64
  %165 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %164
  %166 = load float, ptr %165, align 4, !tbaa !5
  %167 = fcmp contract ule float %163, %166
  %168 = xor i1 %115, %167
  br i1 %168, label %169, label %170

169:                                              ; preds = %162
  store float %166, ptr %10, align 4, !tbaa !5
  store float %163, ptr %165, align 4, !tbaa !5
  br label %170

170:                                              ; preds = %169, %162, %159
  tail call void @llvm.nvvm.barrier0()
  %171 = and i32 %2, 64
  %172 = icmp eq i32 %171, 0
  %173 = xor i32 %2, 32
  %174 = icmp ugt i32 %173, %2
  br i1 %174, label %175, label %183

175:                                              ; preds = %170
  %176 = load float, ptr %10, align 4, !tbaa !5
  %177 = zext i32 %173 to i64
  %178 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %177
  %179 = load float, ptr %178, align 4, !tbaa !5
  %180 = fcmp contract ule float %176, %179
  %181 = xor i1 %172, %180
  br i1 %181, label %182, label %183

182:                                              ; preds = %175
  store float %179, ptr %10, align 4, !tbaa !5
  store float %176, ptr %178, align 4, !tbaa !5
  br label %183

183:                                              ; preds = %182, %175, %170
  tail call void @llvm.nvvm.barrier0()
  %184 = xor i32 %2, 16
  %185 = icmp ugt i32 %184, %2
  br i1 %185, label %186, label %194

186:                                              ; preds = %183
  %187 = load float, ptr %10, align 4, !tbaa !5
  %188 = zext i32 %184 to i64
  %189 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %188
  %190 = load float, ptr %189, align 4, !tbaa !5
  %191 = fcmp contract ule float %187, %190
  %192 = xor i1 %172, %191
  br i1 %192, label %193, label %194

193:                                              ; preds = %186
  store float %190, ptr %10, align 4, !tbaa !5
  store float %187, ptr %189, align 4, !tbaa !5
  br label %194

194:                                              ; preds = %193, %186, %183
  tail call void @llvm.nvvm.barrier0()
  %195 = xor i32 %2, 8
  %196 = icmp ugt i32 %195, %2
  br i1 %196, label %197, label %205

197:                                              ; preds = %194
  %198 = load float, ptr %10, align 4, !tbaa !5
  %199 = zext i32 %195 to i64
  %200 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %199
  %201 = load float, ptr %200, align 4, !tbaa !5
  %202 = fcmp contract ule float %198, %201
  %203 = xor i1 %172, %202
  br i1 %203, label %204, label %205

204:                                              ; preds = %197
  store float %201, ptr %10, align 4, !tbaa !5
  store float %198, ptr %200, align 4, !tbaa !5
  br label %205

205:                                              ; preds = %204, %197, %194
  tail call void @llvm.nvvm.barrier0()
  %206 = xor i32 %2, 4
  %207 = icmp ugt i32 %206, %2
  br i1 %207, label %208, label %216

208:                                              ; preds = %205
  %209 = load float, ptr %10, align 4, !tbaa !5
  %210 = zext i32 %206 to i64
  %211 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %210
  %212 = load float, ptr %211, align 4, !tbaa !5
  %213 = fcmp contract ule float %209, %212
  %214 = xor i1 %172, %213
  br i1 %214, label %215, label %216

215:                                              ; preds = %208
  store float %212, ptr %10, align 4, !tbaa !5
  store float %209, ptr %211, align 4, !tbaa !5
  br label %216

216:                                              ; preds = %215, %208, %205
  tail call void @llvm.nvvm.barrier0()
  %217 = xor i32 %2, 2
  %218 = icmp ugt i32 %217, %2
  br i1 %218, label %219, label %227

219:                                              ; preds = %216
  %220 = load float, ptr %10, align 4, !tbaa !5
  %221 = zext i32 %217 to i64
  %222 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %221
  %223 = load float, ptr %222, align 4, !tbaa !5
  %224 = fcmp contract ule float %220, %223
  %225 = xor i1 %172, %224
  br i1 %225, label %226, label %227

226:                                              ; preds = %219
  store float %223, ptr %10, align 4, !tbaa !5
  store float %220, ptr %222, align 4, !tbaa !5
  br label %227

227:                                              ; preds = %226, %219, %216
  tail call void @llvm.nvvm.barrier0()
  %228 = xor i32 %2, 1
  %229 = icmp ugt i32 %228, %2
  br i1 %229, label %230, label %238

230:                                              ; preds = %227
  %231 = load float, ptr %10, align 4, !tbaa !5
  %232 = zext i32 %228 to i64
  %233 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %232
  %234 = load float, ptr %233, align 4, !tbaa !5
  %235 = fcmp contract ule float %231, %234
  %236 = xor i1 %172, %235
  br i1 %236, label %237, label %238

237:                                              ; preds = %230
  store float %234, ptr %10, align 4, !tbaa !5
  store float %231, ptr %233, align 4, !tbaa !5
  br label %238

238:                                              ; preds = %237, %230, %227
  tail call void @llvm.nvvm.barrier0()
  %239 = and i32 %2, 128
  %240 = icmp eq i32 %239, 0
  %241 = xor i32 %2, 64
  %242 = icmp ugt i32 %241, %2
  br i1 %242, label %243, label %251

243:                                              ; preds = %238
  %244 = load float, ptr %10, align 4, !tbaa !5
  %245 = zext i32 %241 to i64
  %246 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %245
  %247 = load float, ptr %246, align 4, !tbaa !5
  %248 = fcmp contract ule float %244, %247
  %249 = xor i1 %240, %248
  br i1 %249, label %250, label %251

250:                                              ; preds = %243
  store float %247, ptr %10, align 4, !tbaa !5
  store float %244, ptr %246, align 4, !tbaa !5
  br label %251

251:                                              ; preds = %250, %243, %238
  tail call void @llvm.nvvm.barrier0()
  %252 = xor i32 %2, 32
  %253 = icmp ugt i32 %252, %2
  br i1 %253, label %254, label %262

254:                                              ; preds = %251
  %255 = load float, ptr %10, align 4, !tbaa !5
  %256 = zext i32 %252 to i64
  %257 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %256
  %258 = load float, ptr %257, align 4, !tbaa !5
  %259 = fcmp contract ule float %255, %258
  %260 = xor i1 %240, %259
  br i1 %260, label %261, label %262

261:                                              ; preds = %254
  store float %258, ptr %10, align 4, !tbaa !5
  store float %255, ptr %257, align 4, !tbaa !5
  br label %262

262:                                              ; preds = %261, %254, %251
  tail call void @llvm.nvvm.barrier0()
  %263 = xor i32 %2, 16
  %264 = icmp ugt i32 %263, %2
  br i1 %264, label %265, label %273

265:                                              ; preds = %262
  %266 = load float, ptr %10, align 4, !tbaa !5
  %267 = zext i32 %263 to i64
  %268 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %267
  %269 = load float, ptr %268, align 4, !tbaa !5
  %270 = fcmp contract ule float %266, %269
  %271 = xor i1 %240, %270
  br i1 %271, label %272, label %273

272:                                              ; preds = %265
  store float %269, ptr %10, align 4, !tbaa !5
  store float %266, ptr %268, align 4, !tbaa !5
  br label %273

273:                                              ; preds = %272, %265, %262
  tail call void @llvm.nvvm.barrier0()
  %274 = xor i32 %2, 8
  %275 = icmp ugt i32 %274, %2
  br i1 %275, label %276, label %284

276:                                              ; preds = %273
  %277 = load float, ptr %10, align 4, !tbaa !5
  %278 = zext i32 %274 to i64
  %279 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %278
  %280 = load float, ptr %279, align 4, !tbaa !5
  %281 = fcmp contract ule float %277, %280
  %282 = xor i1 %240, %281
  br i1 %282, label %283, label %284

283:                                              ; preds = %276
  store float %280, ptr %10, align 4, !tbaa !5
  store float %277, ptr %279, align 4, !tbaa !5
  br label %284

284:                                              ; preds = %283, %276, %273
  tail call void @llvm.nvvm.barrier0()
  %285 = xor i32 %2, 4
  %286 = icmp ugt i32 %285, %2
  br i1 %286, label %287, label %295

287:                                              ; preds = %284
  %288 = load float, ptr %10, align 4, !tbaa !5
  %289 = zext i32 %285 to i64
  %290 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %289
  %291 = load float, ptr %290, align 4, !tbaa !5
  %292 = fcmp contract ule float %288, %291
  %293 = xor i1 %240, %292
  br i1 %293, label %294, label %295

294:                                              ; preds = %287
  store float %291, ptr %10, align 4, !tbaa !5
  store float %288, ptr %290, align 4, !tbaa !5
  br label %295

295:                                              ; preds = %294, %287, %284
  tail call void @llvm.nvvm.barrier0()
  %296 = xor i32 %2, 2
  %297 = icmp ugt i32 %296, %2
  br i1 %297, label %298, label %306

298:                                              ; preds = %295
  %299 = load float, ptr %10, align 4, !tbaa !5
  %300 = zext i32 %296 to i64
  %301 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %300
  %302 = load float, ptr %301, align 4, !tbaa !5
  %303 = fcmp contract ule float %299, %302
  %304 = xor i1 %240, %303
  br i1 %304, label %305, label %306

305:                                              ; preds = %298
  store float %302, ptr %10, align 4, !tbaa !5
  store float %299, ptr %301, align 4, !tbaa !5
  br label %306

306:                                              ; preds = %305, %298, %295
  tail call void @llvm.nvvm.barrier0()
  %307 = xor i32 %2, 1
  %308 = icmp ugt i32 %307, %2
  br i1 %308, label %309, label %317

309:                                              ; preds = %306
  %310 = load float, ptr %10, align 4, !tbaa !5
  %311 = zext i32 %307 to i64
  %312 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %311
  %313 = load float, ptr %312, align 4, !tbaa !5
  %314 = fcmp contract ule float %310, %313
  %315 = xor i1 %240, %314
  br i1 %315, label %316, label %317

316:                                              ; preds = %309
  store float %313, ptr %10, align 4, !tbaa !5
  store float %310, ptr %312, align 4, !tbaa !5
  br label %317

317:                                              ; preds = %316, %309, %306
  tail call void @llvm.nvvm.barrier0()
  %318 = and i32 %2, 256
  %319 = icmp eq i32 %318, 0
  %320 = xor i32 %2, 128
  %321 = icmp ugt i32 %320, %2
  br i1 %321, label %322, label %330

322:                                              ; preds = %317
  %323 = load float, ptr %10, align 4, !tbaa !5
  %324 = zext i32 %320 to i64
  %325 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %324
  %326 = load float, ptr %325, align 4, !tbaa !5
  %327 = fcmp contract ule float %323, %326
  %328 = xor i1 %319, %327
  br i1 %328, label %329, label %330

329:                                              ; preds = %322
  store float %326, ptr %10, align 4, !tbaa !5
  store float %323, ptr %325, align 4, !tbaa !5
  br label %330

330:                                              ; preds = %329, %322, %317
  tail call void @llvm.nvvm.barrier0()
  %331 = xor i32 %2, 64
  %332 = icmp ugt i32 %331, %2
  br i1 %332, label %333, label %341

333:                                              ; preds = %330
  %334 = load float, ptr %10, align 4, !tbaa !5
  %335 = zext i32 %331 to i64
  %336 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %335
  %337 = load float, ptr %336, align 4, !tbaa !5
  %338 = fcmp contract ule float %334, %337
  %339 = xor i1 %319, %338
  br i1 %339, label %340, label %341

340:                                              ; preds = %333
  store float %337, ptr %10, align 4, !tbaa !5
  store float %334, ptr %336, align 4, !tbaa !5
  br label %341

341:                                              ; preds = %340, %333, %330
  tail call void @llvm.nvvm.barrier0()
  %342 = xor i32 %2, 32
  %343 = icmp ugt i32 %342, %2
  br i1 %343, label %344, label %352

344:                                              ; preds = %341
  %345 = load float, ptr %10, align 4, !tbaa !5
  %346 = zext i32 %342 to i64
  %347 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %346
  %348 = load float, ptr %347, align 4, !tbaa !5
  %349 = fcmp contract ule float %345, %348
  %350 = xor i1 %319, %349
  br i1 %350, label %351, label %352

351:                                              ; preds = %344
  store float %348, ptr %10, align 4, !tbaa !5
  store float %345, ptr %347, align 4, !tbaa !5
  br label %352

352:                                              ; preds = %351, %344, %341
  tail call void @llvm.nvvm.barrier0()
  %353 = xor i32 %2, 16
  %354 = icmp ugt i32 %353, %2
  br i1 %354, label %355, label %363

355:                                              ; preds = %352
  %356 = load float, ptr %10, align 4, !tbaa !5
  %357 = zext i32 %353 to i64
  %358 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %357
  %359 = load float, ptr %358, align 4, !tbaa !5
  %360 = fcmp contract ule float %356, %359
  %361 = xor i1 %319, %360
  br i1 %361, label %362, label %363

362:                                              ; preds = %355
  store float %359, ptr %10, align 4, !tbaa !5
  store float %356, ptr %358, align 4, !tbaa !5
  br label %363

363:                                              ; preds = %362, %355, %352
  tail call void @llvm.nvvm.barrier0()
  %364 = xor i32 %2, 8
  %365 = icmp ugt i32 %364, %2
  br i1 %365, label %366, label %374

366:                                              ; preds = %363
  %367 = load float, ptr %10, align 4, !tbaa !5
  %368 = zext i32 %364 to i64
  %369 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %368
  %370 = load float, ptr %369, align 4, !tbaa !5
  %371 = fcmp contract ule float %367, %370
  %372 = xor i1 %319, %371
  br i1 %372, label %373, label %374

373:                                              ; preds = %366
  store float %370, ptr %10, align 4, !tbaa !5
  store float %367, ptr %369, align 4, !tbaa !5
  br label %374

374:                                              ; preds = %373, %366, %363
  tail call void @llvm.nvvm.barrier0()
  %375 = xor i32 %2, 4
  %376 = icmp ugt i32 %375, %2
  br i1 %376, label %377, label %385

377:                                              ; preds = %374
  %378 = load float, ptr %10, align 4, !tbaa !5
  %379 = zext i32 %375 to i64
  %380 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %379
  %381 = load float, ptr %380, align 4, !tbaa !5
  %382 = fcmp contract ule float %378, %381
  %383 = xor i1 %319, %382
  br i1 %383, label %384, label %385

384:                                              ; preds = %377
  store float %381, ptr %10, align 4, !tbaa !5
  store float %378, ptr %380, align 4, !tbaa !5
  br label %385

385:                                              ; preds = %384, %377, %374
  tail call void @llvm.nvvm.barrier0()
  %386 = xor i32 %2, 2
  %387 = icmp ugt i32 %386, %2
  br i1 %387, label %388, label %396

388:                                              ; preds = %385
  %389 = load float, ptr %10, align 4, !tbaa !5
  %390 = zext i32 %386 to i64
  %391 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %390
  %392 = load float, ptr %391, align 4, !tbaa !5
  %393 = fcmp contract ule float %389, %392
  %394 = xor i1 %319, %393
  br i1 %394, label %395, label %396

395:                                              ; preds = %388
  store float %392, ptr %10, align 4, !tbaa !5
  store float %389, ptr %391, align 4, !tbaa !5
  br label %396

396:                                              ; preds = %395, %388, %385
  tail call void @llvm.nvvm.barrier0()
  %397 = xor i32 %2, 1
  %398 = icmp ugt i32 %397, %2
  br i1 %398, label %399, label %407

399:                                              ; preds = %396
  %400 = load float, ptr %10, align 4, !tbaa !5
  %401 = zext i32 %397 to i64
  %402 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %401
  %403 = load float, ptr %402, align 4, !tbaa !5
  %404 = fcmp contract ule float %400, %403
  %405 = xor i1 %319, %404
  br i1 %405, label %406, label %407

406:                                              ; preds = %399
  store float %403, ptr %10, align 4, !tbaa !5
  store float %400, ptr %402, align 4, !tbaa !5
  br label %407

407:                                              ; preds = %406, %399, %396
  tail call void @llvm.nvvm.barrier0()
  %408 = and i32 %2, 512
  %409 = icmp eq i32 %408, 0
  %410 = xor i32 %2, 256
  %411 = icmp ugt i32 %410, %2
  br i1 %411, label %412, label %420

412:                                              ; preds = %407
  %413 = load float, ptr %10, align 4, !tbaa !5
  %414 = zext i32 %410 to i64
  %415 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %414
  %416 = load float, ptr %415, align 4, !tbaa !5
  %417 = fcmp contract ule float %413, %416
  %418 = xor i1 %409, %417
  br i1 %418, label %419, label %420

419:                                              ; preds = %412
  store float %416, ptr %10, align 4, !tbaa !5
  store float %413, ptr %415, align 4, !tbaa !5
  br label %420

420:                                              ; preds = %419, %412, %407
  tail call void @llvm.nvvm.barrier0()
  %421 = xor i32 %2, 128
  %422 = icmp ugt i32 %421, %2
  br i1 %422, label %423, label %431

423:                                              ; preds = %420
  %424 = load float, ptr %10, align 4, !tbaa !5
  %425 = zext i32 %421 to i64
  %426 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %425
  %427 = load float, ptr %426, align 4, !tbaa !5
  %428 = fcmp contract ule float %424, %427
  %429 = xor i1 %409, %428
  br i1 %429, label %430, label %431

430:                                              ; preds = %423
  store float %427, ptr %10, align 4, !tbaa !5
  store float %424, ptr %426, align 4, !tbaa !5
  br label %431

431:                                              ; preds = %430, %423, %420
  tail call void @llvm.nvvm.barrier0()
  %432 = xor i32 %2, 64
  %433 = icmp ugt i32 %432, %2
  br i1 %433, label %434, label %442

434:                                              ; preds = %431
  %435 = load float, ptr %10, align 4, !tbaa !5
  %436 = zext i32 %432 to i64
  %437 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %436
  %438 = load float, ptr %437, align 4, !tbaa !5
  %439 = fcmp contract ule float %435, %438
  %440 = xor i1 %409, %439
  br i1 %440, label %441, label %442

441:                                              ; preds = %434
  store float %438, ptr %10, align 4, !tbaa !5
  store float %435, ptr %437, align 4, !tbaa !5
  br label %442

442:                                              ; preds = %441, %434, %431
  tail call void @llvm.nvvm.barrier0()
  %443 = xor i32 %2, 32
  %444 = icmp ugt i32 %443, %2
  br i1 %444, label %445, label %453

445:                                              ; preds = %442
  %446 = load float, ptr %10, align 4, !tbaa !5
  %447 = zext i32 %443 to i64
  %448 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %447
  %449 = load float, ptr %448, align 4, !tbaa !5
  %450 = fcmp contract ule float %446, %449
  %451 = xor i1 %409, %450
  br i1 %451, label %452, label %453

452:                                              ; preds = %445
  store float %449, ptr %10, align 4, !tbaa !5
  store float %446, ptr %448, align 4, !tbaa !5
  br label %453

453:                                              ; preds = %452, %445, %442
  tail call void @llvm.nvvm.barrier0()
  %454 = xor i32 %2, 16
  %455 = icmp ugt i32 %454, %2
  br i1 %455, label %456, label %464

456:                                              ; preds = %453
  %457 = load float, ptr %10, align 4, !tbaa !5
  %458 = zext i32 %454 to i64
  %459 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %458
  %460 = load float, ptr %459, align 4, !tbaa !5
  %461 = fcmp contract ule float %457, %460
  %462 = xor i1 %409, %461
  br i1 %462, label %463, label %464

463:                                              ; preds = %456
  store float %460, ptr %10, align 4, !tbaa !5
  store float %457, ptr %459, align 4, !tbaa !5
  br label %464

464:                                              ; preds = %463, %456, %453
  tail call void @llvm.nvvm.barrier0()
  %465 = xor i32 %2, 8
  %466 = icmp ugt i32 %465, %2
  br i1 %466, label %467, label %475

467:                                              ; preds = %464
  %468 = load float, ptr %10, align 4, !tbaa !5
  %469 = zext i32 %465 to i64
  %470 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %469
  %471 = load float, ptr %470, align 4, !tbaa !5
  %472 = fcmp contract ule float %468, %471
  %473 = xor i1 %409, %472
  br i1 %473, label %474, label %475

474:                                              ; preds = %467
  store float %471, ptr %10, align 4, !tbaa !5
  store float %468, ptr %470, align 4, !tbaa !5
  br label %475

475:                                              ; preds = %474, %467, %464
  tail call void @llvm.nvvm.barrier0()
  %476 = xor i32 %2, 4
  %477 = icmp ugt i32 %476, %2
  br i1 %477, label %478, label %486

478:                                              ; preds = %475
  %479 = load float, ptr %10, align 4, !tbaa !5
  %480 = zext i32 %476 to i64
  %481 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %480
  %482 = load float, ptr %481, align 4, !tbaa !5
  %483 = fcmp contract ule float %479, %482
  %484 = xor i1 %409, %483
  br i1 %484, label %485, label %486

485:                                              ; preds = %478
  store float %482, ptr %10, align 4, !tbaa !5
  store float %479, ptr %481, align 4, !tbaa !5
  br label %486

486:                                              ; preds = %485, %478, %475
  tail call void @llvm.nvvm.barrier0()
  %487 = xor i32 %2, 2
  %488 = icmp ugt i32 %487, %2
  br i1 %488, label %489, label %497

489:                                              ; preds = %486
  %490 = load float, ptr %10, align 4, !tbaa !5
  %491 = zext i32 %487 to i64
  %492 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %491
  %493 = load float, ptr %492, align 4, !tbaa !5
  %494 = fcmp contract ule float %490, %493
  %495 = xor i1 %409, %494
  br i1 %495, label %496, label %497

496:                                              ; preds = %489
  store float %493, ptr %10, align 4, !tbaa !5
  store float %490, ptr %492, align 4, !tbaa !5
  br label %497

497:                                              ; preds = %496, %489, %486
  tail call void @llvm.nvvm.barrier0()
  %498 = xor i32 %2, 1
  %499 = icmp ugt i32 %498, %2
  br i1 %499, label %500, label %508

500:                                              ; preds = %497
  %501 = load float, ptr %10, align 4, !tbaa !5
  %502 = zext i32 %498 to i64
  %503 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %502
  %504 = load float, ptr %503, align 4, !tbaa !5
  %505 = fcmp contract ule float %501, %504
  %506 = xor i1 %409, %505
  br i1 %506, label %507, label %508

507:                                              ; preds = %500
  store float %504, ptr %10, align 4, !tbaa !5
  store float %501, ptr %503, align 4, !tbaa !5
  br label %508

508:                                              ; preds = %507, %500, %497
  tail call void @llvm.nvvm.barrier0()
  %509 = load float, ptr %10, align 4, !tbaa !5
  store float %509, ptr %8, align 4, !tbaa !5
  ret void

510:                                              ; preds = %1
  %511 = and i32 %2, 2
  %512 = icmp eq i32 %511, 0
  %513 = load float, ptr %10, align 4, !tbaa !5
  %514 = zext i32 %11 to i64
  %515 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortPfE1s to ptr), i64 0, i64 %514
  %516 = load float, ptr %515, align 4, !tbaa !5
  %517 = fcmp contract ule float %513, %516
  %518 = xor i1 %512, %517
  br i1 %518, label %519, label %520

519:                                              ; preds = %510
  store float %516, ptr %10, align 4, !tbaa !5
  store float %513, ptr %515, align 4, !tbaa !5
  br label %520

520:                                              ; preds = %510, %519, %1
  tail call void @llvm.nvvm.barrier0()
  %521 = and i32 %2, 4
  %522 = icmp eq i32 %521, 0
  %523 = xor i32 %2, 2
  %524 = icmp ugt i32 %523, %2
  br i1 %524, label %13, label %21
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z12bitonic_sortPf, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
