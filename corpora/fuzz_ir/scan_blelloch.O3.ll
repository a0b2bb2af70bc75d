; ModuleID = 'scan_blelloch.cu'
source_filename = "scan_blelloch.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13scan_blellochPKjPjS1_jE4temp = internal unnamed_addr addrspace(3) global [512 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13scan_blellochPKjPjS1_j(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 9
  %8 = shl i32 %5, 1
  %9 = add i32 %7, %8
  %10 = icmp ult i32 %9, %3
  br i1 %10, label %11, label %15

11:                                               ; preds = %4
  %12 = zext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !5
  br label %15

15:                                               ; preds = %4, %11
  %16 = phi i32 [ %14, %11 ], [ 0, %4 ]
  %17 = zext i32 %8 to i64
  %18 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %17
  store i32 %16, ptr %18, align 4, !tbaa !5
  %19 = or i32 %9, 1
  %20 = icmp ult i32 %19, %3
  br i1 %20, label %21, label %25

21:                                               ; preds = %15
  %22 = zext i32 %19 to i64
  %23 = getelementptr inbounds i32, ptr %0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !5
  br label %25

25:                                               ; preds = %15, %21
  %26 = phi i32 [ %24, %21 ], [ 0, %15 ]
  %27 = or i32 %8, 1
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %28
  store i32 %26, ptr %29, align 4, !tbaa !5
  %30 = add i32 %8, 2
  tail call void @llvm.nvvm.barrier0()
  %31 = icmp ult i32 %5, 256
  br i1 %31, label %32, label %41

32:                                               ; preds = %25
  %33 = zext i32 %8 to i64
  %34 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !5
  %36 = or i32 %8, 1
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = add i32 %39, %35
  store i32 %40, ptr %38, align 4, !tbaa !5
  br label %41

41:                                               ; preds = %32, %25
  tail call void @llvm.nvvm.barrier0()
  %42 = icmp ult i32 %5, 128
  br i1 %42, label %43, label %55

43:                                               ; preds = %41
  %44 = shl i32 %27, 1
  %45 = add nsw i32 %44, -1
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !5
  %49 = shl i32 %30, 1
  %50 = add i32 %49, -1
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !5
  %54 = add i32 %53, %48
  store i32 %54, ptr %52, align 4, !tbaa !5
  br label %55

55:                                               ; preds = %43, %41
  tail call void @llvm.nvvm.barrier0()
  %56 = icmp ult i32 %5, 64
  br i1 %56, label %57, label %69

57:                                               ; preds = %55
  %58 = shl i32 %27, 2
  %59 = add nsw i32 %58, -1
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !5
  %63 = shl i32 %30, 2
  %64 = add i32 %63, -1
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !5
  %68 = add i32 %67, %62
  store i32 %68, ptr %66, align 4, !tbaa !5
  br label %69

69:                                               ; preds = %57, %55
  tail call void @llvm.nvvm.barrier0()
  %70 = icmp ult i32 %5, 32
  br i1 %70, label %71, label %83

71:                                               ; preds = %69
  %72 = shl i32 %27, 3
  %73 = add nsw i32 %72, -1
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !5
  %77 = shl i32 %30, 3
  %78 = add i32 %77, -1
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !5
  %82 = add i32 %81, %76
  store i32 %82, ptr %80, align 4, !tbaa !5
  br label %83

83:                                               ; preds = %71, %69
  tail call void @llvm.nvvm.barrier0()
  %84 = icmp ult i32 %5, 16
  br i1 %84, label %85, label %97

85:                                               ; preds = %83
  %86 = shl i32 %27, 4
  %87 = add nsw i32 %86, -1
  %88 = zext i32 %87 to i64
  %89 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %88
  %90 = load i32, ptr %89, align 4, !tbaa !5
  %91 = shl i32 %30, 4
  %92 = add i32 %91, -1
  %93 = zext i32 %92 to i64
  %94 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %93
  %95 = load i32, ptr %94, align 4, !tbaa !5
  %96 = add i32 %95, %90
  store i32 %96, ptr %94, align 4, !tbaa !5
  br label %97

97:                                               ; preds = %85, %83
  tail call void @llvm.nvvm.barrier0()
  %98 = icmp ult i32 %5, 8
  br i1 %98, label %99, label %111

99:                                               ; preds = %97
  %100 = shl i32 %27, 5
  %101 = add nsw i32 %100, -1
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %102
  %104 = load i32, ptr %103, align 4, !tbaa !5
  %105 = shl i32 %30, 5
  %106 = add i32 %105, -1
  %107 = zext i32 %106 to i64
  %108 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %107
  %109 = load i32, ptr %108, align 4, !tbaa !5
  %110 = add i32 %109, %104
  store i32 %110, ptr %108, align 4, !tbaa !5
  br label %111

111:                                              ; preds = %99, %97
  tail call void @llvm.nvvm.barrier0()
  %112 = icmp ult i32 %5, 4
  br i1 %112, label %113, label %125

113:                                              ; preds = %111
  %114 = shl i32 %27, 6
  %115 = add nsw i32 %114, -1
  %116 = zext i32 %115 to i64
  %117 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %116
  %118 = load i32, ptr %117, align 4, !tbaa !5
  %119 = shl i32 %30, 6
  %120 = add i32 %119, -1
  %121 = zext i32 %120 to i64
  %122 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %121
  %123 = load i32, ptr %122, align 4, !tbaa !5
  %124 = add i32 %123, %118
  store i32 %124, ptr %122, align 4, !tbaa !5
  br label %125

125:                                              ; preds = %113, %111
  tail call void @llvm.nvvm.barrier0()
  %126 = icmp ult i32 %5, 2
  br i1 %126, label %127, label %139

127:                                              ; preds = %125
  %128 = shl i32 %27, 7
  %129 = add nsw i32 %128, -1
  %130 = zext i32 %129 to i64
  %131 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %130
  %132 = load i32, ptr %131, align 4, !tbaa !5
  %133 = shl i32 %30, 7
  %134 = add i32 %133, -1
  %135 = zext i32 %134 to i64
  %136 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %135
  %137 = load i32, ptr %136, align 4, !tbaa !5
  %138 = add i32 %137, %132
  store i32 %138, ptr %136, align 4, !tbaa !5
  br label %139

139:                                              ; preds = %127, %125
  tail call void @llvm.nvvm.barrier0()
  %140 = icmp eq i32 %5, 0
  br i1 %140, label %141, label %153

141:                                              ; preds = %139
  %142 = shl i32 %27, 8
  %143 = add nsw i32 %142, -1
  %144 = zext i32 %143 to i64
  %145 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %144
  %146 = load i32, ptr %145, align 4, !tbaa !5
  %147 = shl i32 %30, 8
  %148 = add i32 %147, -1
  %149 = zext i32 %148 to i64
  %150 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %149
  %151 = load i32, ptr %150, align 4, !tbaa !5
  %152 = add i32 %151, %146
  store i32 %152, ptr %150, align 4, !tbaa !5
  br label %153

153:                                              ; preds = %141, %139
  %154 = icmp eq i32 %5, 0
  br i1 %154, label %155, label %159

155:                                              ; preds = %153
  %156 = zext i32 %6 to i64
  %157 = getelementptr inbounds i32, ptr %2, i64 %156
  %158 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 2044), align 4, !tbaa !5
  store i32 %158, ptr %157, align 4, !tbaa !5
  store i32 0, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 2044), align 4, !tbaa !5
  br label %159

159:                                              ; preds = %155, %153
  tail call void @llvm.nvvm.barrier0()
  br i1 %140, label %160, label %172

160:                                              ; preds = %159
  %161 = shl i32 %27, 8
  %162 = add nsw i32 %161, -1
  %163 = shl i32 %30, 8
  %164 = add i32 %163, -1
  %165 = zext i32 %162 to i64
  %166 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %165
  %167 = load i32, ptr %166, align 4, !tbaa !5
  %168 = zext i32 %164 to i64
  %169 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %168
  %170 = load i32, ptr %169, align 4, !tbaa !5
  store i32 %170, ptr %166, align 4, !tbaa !5
  %171 = add i32 %170, %167
  store i32 %171, ptr %169, align 4, !tbaa !5
  br label %172

172:                                              ; preds = %159, %160
  tail call void @llvm.nvvm.barrier0()
  br i1 %126, label %173, label %185

173:                                              ; preds = %172
  %174 = shl i32 %27, 7
  %175 = add nsw i32 %174, -1
  %176 = shl i32 %30, 7
  %177 = add i32 %176, -1
  %178 = zext i32 %175 to i64
  %179 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %178
  %180 = load i32, ptr %179, align 4, !tbaa !5
  %181 = zext i32 %177 to i64
  %182 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %181
  %183 = load i32, ptr %182, align 4, !tbaa !5
  store i32 %183, ptr %179, align 4, !tbaa !5
  %184 = add i32 %183, %180
  store i32 %184, ptr %182, align 4, !tbaa !5
  br label %185

185:                                              ; preds = %173, %172
  tail call void @llvm.nvvm.barrier0()
  br i1 %112, label %186, label %198

186:                                              ; preds = %185
  %187 = shl i32 %27, 6
  %188 = add nsw i32 %187, -1
  %189 = shl i32 %30, 6
  %190 = add i32 %189, -1
  %191 = zext i32 %188 to i64
  %192 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %191
  %193 = load i32, ptr %192, align 4, !tbaa !5
  %194 = zext i32 %190 to i64
  %195 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %194
  %196 = load i32, ptr %195, align 4, !tbaa !5
  store i32 %196, ptr %192, align 4, !tbaa !5
  %197 = add i32 %196, %193
  store i32 %197, ptr %195, align 4, !tbaa !5
  br label %198

198:                                              ; preds = %186, %185
  tail call void @llvm.nvvm.barrier0()
  br i1 %98, label %199, label %211

199:                                              ; preds = %198
  %200 = shl i32 %27, 5
  %201 = add nsw i32 %200, -1
  %202 = shl i32 %30, 5
  %203 = add i32 %202, -1
  %204 = zext i32 %201 to i64
  %205 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %204
  %206 = load i32, ptr %205, align 4, !tbaa !5
  %207 = zext i32 %203 to i64
  %208 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %207
  %209 = load i32, ptr %208, align 4, !tbaa !5
  store i32 %209, ptr %205, align 4, !tbaa !5
  %210 = add i32 %209, %206
  store i32 %210, ptr %208, align 4, !tbaa !5
  br label %211

211:                                              ; preds = %199, %198
  tail call void @llvm.nvvm.barrier0()
  br i1 %84, label %212, label %224

212:                                              ; preds = %211
  %213 = shl i32 %27, 4
  %214 = add nsw i32 %213, -1
  %215 = shl i32 %30, 4
  %216 = add i32 %215, -1
  %217 = zext i32 %214 to i64
  %218 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %217
  %219 = load i32, ptr %218, align 4, !tbaa !5
  %220 = zext i32 %216 to i64
  %221 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %220
  %222 = load i32, ptr %221, align 4, !tbaa !5
  store i32 %222, ptr %218, align 4, !tbaa !5
  %223 = add i32 %222, %219
  store i32 %223, ptr %221, align 4, !tbaa !5
  br label %224

224:                                              ; preds = %212, %211
  tail call void @llvm.nvvm.barrier0()
  br i1 %70, label %225, label %237

225:                                              ; preds = %224
  %226 = shl i32 %27, 3
  %227 = add nsw i32 %226, -1
  %228 = shl i32 %30, 3
  %229 = add i32 %228, -1
  %230 = zext i32 %227 to i64
  %231 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %230
  %232 = load i32, ptr %231, align 4, !tbaa !5
  %233 = zext i32 %229 to i64
  %234 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %233
  %235 = load i32, ptr %234, align 4, !tbaa !5
  store i32 %235, ptr %231, align 4, !tbaa !5
  %236 = add i32 %235, %232
  store i32 %236, ptr %234, align 4, !tbaa !5
  br label %237

237:                                              ; preds = %225, %224
  tail call void @llvm.nvvm.barrier0()
  br i1 %56, label %238, label %250

238:                                              ; preds = %237
  %239 = shl i32 %27, 2
  %240 = add nsw i32 %239, -1
  %241 = shl i32 %30, 2
  %242 = add i32 %241, -1
  %243 = zext i32 %240 to i64
  %244 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %243
  %245 = load i32, ptr %244, align 4, !tbaa !5
  %246 = zext i32 %242 to i64
  %247 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %246
  %248 = load i32, ptr %247, align 4, !tbaa !5
  store i32 %248, ptr %244, align 4, !tbaa !5
  %249 = add i32 %248, %245
  store i32 %249, ptr %247, align 4, !tbaa !5
  br label %250

250:                                              ; preds = %238, %237
  tail call void @llvm.nvvm.barrier0()
  br i1 %42, label %251, label %263

251:                                              ; preds = %250
  %252 = shl i32 %27, 1
  %253 = add nsw i32 %252, -1
  %254 = shl i32 %30, 1
  %255 = add i32 %254, -1
  %256 = zext i32 %253 to i64
  %257 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %256
  %258 = load i32, ptr %257, align 4, !tbaa !5
  %259 = zext i32 %255 to i64
  %260 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %259
  %261 = load i32, ptr %260, align 4, !tbaa !5
  store i32 %261, ptr %257, align 4, !tbaa !5
  %262 = add i32 %261, %258
  store i32 %262, ptr %260, align 4, !tbaa !5
  br label %263

263:                                              ; preds = %251, %250
  tail call void @llvm.nvvm.barrier0()
  br i1 %31, label %264, label %273

264:                                              ; preds = %263
  %265 = or i32 %8, 1
  %266 = zext i32 %8 to i64
  %267 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %266
  %268 = load i32, ptr %267, align 4, !tbaa !5
  %269 = zext i32 %265 to i64
  %270 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scan_blellochPKjPjS1_jE4temp to ptr), i64 0, i64 %269
  %271 = load i32, ptr %270, align 4, !tbaa !5
  store i32 %271, ptr %267, align 4, !tbaa !5
  %272 = add i32 %271, %268
  store i32 %272, ptr %270, align 4, !tbaa !5
  br label %273

273:                                              ; preds = %264, %263
  tail call void @llvm.nvvm.barrier0()
  br i1 %10, label %274, label %278

274:                                              ; preds = %273
  %275 = zext i32 %9 to i64
  %276 = getelementptr inbounds i32, ptr %1, i64 %275
  %277 = load i32, ptr %18, align 4, !tbaa !5
  store i32 %277, ptr %276, align 4, !tbaa !5
  br label %278

278:                                              ; preds = %274, %273
  br i1 %20, label %279, label %283

279:                                              ; preds = %278
  %280 = zext i32 %19 to i64
  %281 = getelementptr inbounds i32, ptr %1, i64 %280
  %282 = load i32, ptr %29, align 4, !tbaa !5
  store i32 %282, ptr %281, align 4, !tbaa !5
  br label %283

283:                                              ; preds = %279, %278
  ret void
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

!0 = !{ptr @_Z13scan_blellochPKjPjS1_j, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
