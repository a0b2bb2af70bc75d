; The NVVM intrinsics LLVM 22 renamed: opt-22 upgrades LLVM 16's names to
; its own (overloaded nvvm.fabs / nvvm.ex2.approx, barrier.cta.sync.*) or to
; generic ones (bitreverse, ctlz, ctpop, smax/smin/umax/umin, bitcast), and
; passcheck reads the result and finds it equivalent to the LLVM 16 calls.
; REQUIRES: llvm-22
; RUN: opt-22 -S %s -o %t.ll
; RUN: FileCheck %s --check-prefix=NAMES < %t.ll
; RUN: passcheck equiv %s %t.ll | FileCheck %s
; NAMES-DAG: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; NAMES-DAG: call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
; NAMES-DAG: @llvm.nvvm.ex2.approx.ftz.f32(
; NAMES-DAG: @llvm.nvvm.fabs.f64(
; NAMES-DAG: @llvm.bitreverse.i32(
; NAMES-DAG: @llvm.ctlz.i64(
; NAMES-DAG: @llvm.umax.i32(
; CHECK: @k: correct (96 inputs, 92 where the source was defined)

define void @k(ptr %in, ptr %out) {
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier.sync(i32 0)
  %a0 = getelementptr i8, ptr %in, i64 0
  %x0 = load double, ptr %a0, align 1
  %r1 = call i64 @llvm.nvvm.bitcast.d2ll(double %x0)
  %o1 = getelementptr i8, ptr %out, i64 0
  store i64 %r1, ptr %o1, align 1
  %a2 = getelementptr i8, ptr %in, i64 8
  %x2 = load float, ptr %a2, align 1
  %r3 = call i32 @llvm.nvvm.bitcast.f2i(float %x2)
  %o3 = getelementptr i8, ptr %out, i64 8
  store i32 %r3, ptr %o3, align 1
  %a4 = getelementptr i8, ptr %in, i64 16
  %x4 = load i32, ptr %a4, align 1
  %r5 = call float @llvm.nvvm.bitcast.i2f(i32 %x4)
  %o5 = getelementptr i8, ptr %out, i64 16
  store float %r5, ptr %o5, align 1
  %a6 = getelementptr i8, ptr %in, i64 24
  %x6 = load i64, ptr %a6, align 1
  %r7 = call double @llvm.nvvm.bitcast.ll2d(i64 %x6)
  %o7 = getelementptr i8, ptr %out, i64 24
  store double %r7, ptr %o7, align 1
  %a8 = getelementptr i8, ptr %in, i64 32
  %x8 = load i32, ptr %a8, align 1
  %r9 = call i32 @llvm.nvvm.brev32(i32 %x8)
  %o9 = getelementptr i8, ptr %out, i64 32
  store i32 %r9, ptr %o9, align 1
  %a10 = getelementptr i8, ptr %in, i64 40
  %x10 = load i64, ptr %a10, align 1
  %r11 = call i64 @llvm.nvvm.brev64(i64 %x10)
  %o11 = getelementptr i8, ptr %out, i64 40
  store i64 %r11, ptr %o11, align 1
  %a12 = getelementptr i8, ptr %in, i64 48
  %x12 = load i32, ptr %a12, align 1
  %r13 = call i32 @llvm.nvvm.clz.i(i32 %x12)
  %o13 = getelementptr i8, ptr %out, i64 48
  store i32 %r13, ptr %o13, align 1
  %a14 = getelementptr i8, ptr %in, i64 56
  %x14 = load i64, ptr %a14, align 1
  %r15 = call i32 @llvm.nvvm.clz.ll(i64 %x14)
  %o15 = getelementptr i8, ptr %out, i64 56
  store i32 %r15, ptr %o15, align 1
  %a16 = getelementptr i8, ptr %in, i64 0
  %x16 = load double, ptr %a16, align 1
  %r17 = call double @llvm.nvvm.ex2.approx.d(double %x16)
  %o17 = getelementptr i8, ptr %out, i64 64
  store double %r17, ptr %o17, align 1
  %a18 = getelementptr i8, ptr %in, i64 8
  %x18 = load float, ptr %a18, align 1
  %r19 = call float @llvm.nvvm.ex2.approx.f(float %x18)
  %o19 = getelementptr i8, ptr %out, i64 72
  store float %r19, ptr %o19, align 1
  %a20 = getelementptr i8, ptr %in, i64 16
  %x20 = load float, ptr %a20, align 1
  %r21 = call float @llvm.nvvm.ex2.approx.ftz.f(float %x20)
  %o21 = getelementptr i8, ptr %out, i64 80
  store float %r21, ptr %o21, align 1
  %a22 = getelementptr i8, ptr %in, i64 24
  %x22 = load double, ptr %a22, align 1
  %r23 = call double @llvm.nvvm.fabs.d(double %x22)
  %o23 = getelementptr i8, ptr %out, i64 88
  store double %r23, ptr %o23, align 1
  %a24 = getelementptr i8, ptr %in, i64 32
  %x24 = load float, ptr %a24, align 1
  %r25 = call float @llvm.nvvm.fabs.f(float %x24)
  %o25 = getelementptr i8, ptr %out, i64 96
  store float %r25, ptr %o25, align 1
  %a26 = getelementptr i8, ptr %in, i64 40
  %x26 = load float, ptr %a26, align 1
  %r27 = call float @llvm.nvvm.fabs.ftz.f(float %x26)
  %o27 = getelementptr i8, ptr %out, i64 104
  store float %r27, ptr %o27, align 1
  %a28 = getelementptr i8, ptr %in, i64 48
  %x28 = load i32, ptr %a28, align 1
  %a29 = getelementptr i8, ptr %in, i64 56
  %x29 = load i32, ptr %a29, align 1
  %r30 = call i32 @llvm.nvvm.max.i(i32 %x28, i32 %x29)
  %o30 = getelementptr i8, ptr %out, i64 112
  store i32 %r30, ptr %o30, align 1
  %a31 = getelementptr i8, ptr %in, i64 0
  %x31 = load i64, ptr %a31, align 1
  %a32 = getelementptr i8, ptr %in, i64 8
  %x32 = load i64, ptr %a32, align 1
  %r33 = call i64 @llvm.nvvm.max.ll(i64 %x31, i64 %x32)
  %o33 = getelementptr i8, ptr %out, i64 120
  store i64 %r33, ptr %o33, align 1
  %a34 = getelementptr i8, ptr %in, i64 16
  %x34 = load i32, ptr %a34, align 1
  %a35 = getelementptr i8, ptr %in, i64 24
  %x35 = load i32, ptr %a35, align 1
  %r36 = call i32 @llvm.nvvm.max.ui(i32 %x34, i32 %x35)
  %o36 = getelementptr i8, ptr %out, i64 128
  store i32 %r36, ptr %o36, align 1
  %a37 = getelementptr i8, ptr %in, i64 32
  %x37 = load i64, ptr %a37, align 1
  %a38 = getelementptr i8, ptr %in, i64 40
  %x38 = load i64, ptr %a38, align 1
  %r39 = call i64 @llvm.nvvm.max.ull(i64 %x37, i64 %x38)
  %o39 = getelementptr i8, ptr %out, i64 136
  store i64 %r39, ptr %o39, align 1
  %a40 = getelementptr i8, ptr %in, i64 48
  %x40 = load i32, ptr %a40, align 1
  %a41 = getelementptr i8, ptr %in, i64 56
  %x41 = load i32, ptr %a41, align 1
  %r42 = call i32 @llvm.nvvm.min.i(i32 %x40, i32 %x41)
  %o42 = getelementptr i8, ptr %out, i64 144
  store i32 %r42, ptr %o42, align 1
  %a43 = getelementptr i8, ptr %in, i64 0
  %x43 = load i64, ptr %a43, align 1
  %a44 = getelementptr i8, ptr %in, i64 8
  %x44 = load i64, ptr %a44, align 1
  %r45 = call i64 @llvm.nvvm.min.ll(i64 %x43, i64 %x44)
  %o45 = getelementptr i8, ptr %out, i64 152
  store i64 %r45, ptr %o45, align 1
  %a46 = getelementptr i8, ptr %in, i64 16
  %x46 = load i32, ptr %a46, align 1
  %a47 = getelementptr i8, ptr %in, i64 24
  %x47 = load i32, ptr %a47, align 1
  %r48 = call i32 @llvm.nvvm.min.ui(i32 %x46, i32 %x47)
  %o48 = getelementptr i8, ptr %out, i64 160
  store i32 %r48, ptr %o48, align 1
  %a49 = getelementptr i8, ptr %in, i64 32
  %x49 = load i64, ptr %a49, align 1
  %a50 = getelementptr i8, ptr %in, i64 40
  %x50 = load i64, ptr %a50, align 1
  %r51 = call i64 @llvm.nvvm.min.ull(i64 %x49, i64 %x50)
  %o51 = getelementptr i8, ptr %out, i64 168
  store i64 %r51, ptr %o51, align 1
  %a52 = getelementptr i8, ptr %in, i64 48
  %x52 = load i32, ptr %a52, align 1
  %r53 = call i32 @llvm.nvvm.popc.i(i32 %x52)
  %o53 = getelementptr i8, ptr %out, i64 176
  store i32 %r53, ptr %o53, align 1
  %a54 = getelementptr i8, ptr %in, i64 56
  %x54 = load i64, ptr %a54, align 1
  %r55 = call i32 @llvm.nvvm.popc.ll(i64 %x54)
  %o55 = getelementptr i8, ptr %out, i64 184
  store i32 %r55, ptr %o55, align 1
  ret void
}
declare i64 @llvm.nvvm.bitcast.d2ll(double)
declare i32 @llvm.nvvm.bitcast.f2i(float)
declare float @llvm.nvvm.bitcast.i2f(i32)
declare double @llvm.nvvm.bitcast.ll2d(i64)
declare i32 @llvm.nvvm.brev32(i32)
declare i64 @llvm.nvvm.brev64(i64)
declare i32 @llvm.nvvm.clz.i(i32)
declare i32 @llvm.nvvm.clz.ll(i64)
declare double @llvm.nvvm.ex2.approx.d(double)
declare float @llvm.nvvm.ex2.approx.f(float)
declare float @llvm.nvvm.ex2.approx.ftz.f(float)
declare double @llvm.nvvm.fabs.d(double)
declare float @llvm.nvvm.fabs.f(float)
declare float @llvm.nvvm.fabs.ftz.f(float)
declare i32 @llvm.nvvm.max.i(i32, i32)
declare i64 @llvm.nvvm.max.ll(i64, i64)
declare i32 @llvm.nvvm.max.ui(i32, i32)
declare i64 @llvm.nvvm.max.ull(i64, i64)
declare i32 @llvm.nvvm.min.i(i32, i32)
declare i64 @llvm.nvvm.min.ll(i64, i64)
declare i32 @llvm.nvvm.min.ui(i32, i32)
declare i64 @llvm.nvvm.min.ull(i64, i64)
declare i32 @llvm.nvvm.popc.i(i32)
declare i32 @llvm.nvvm.popc.ll(i64)
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.barrier.sync(i32)
