; Constants: FP spellings (decimal when exact, hex otherwise, half, NaN payloads),
; aggregates, strings, and the constant expressions clang emits.
; RUN: passcheck print %s | FileCheck %s

; CHECK: @tab = internal addrspace(4) constant [4 x float] [float 1.000000e+00, float 0x3FB99999A0000000, float 0x7FF8000000000000, float -0.000000e+00], align 4
@tab = internal addrspace(4) constant [4 x float] [float 1.0, float 0x3FB99999A0000000, float 0x7FF8000000000000, float -0.0], align 4
; CHECK: @str = private unnamed_addr constant [6 x i8] c"hi\0A\22\5C\00", align 1
@str = private unnamed_addr constant [6 x i8] c"hi\0A\22\5C\00", align 1
; CHECK: @mix = global { i32, [2 x i16], ptr } { i32 -1, [2 x i16] [i16 1, i16 2], ptr @str }
@mix = global { i32, [2 x i16], ptr } { i32 -1, [2 x i16] [i16 1, i16 2], ptr @str }
; CHECK: @sh = internal addrspace(3) global [8 x i32] undef, align 4
@sh = internal addrspace(3) global [8 x i32] undef, align 4
; CHECK: @gp = global ptr getelementptr inbounds ([8 x i32], ptr addrspacecast (ptr addrspace(3) @sh to ptr), i64 0, i64 3)
@gp = global ptr getelementptr inbounds ([8 x i32], ptr addrspacecast (ptr addrspace(3) @sh to ptr), i64 0, i64 3)
; CHECK: @z = global [3 x double] zeroinitializer
@z = global [3 x double] zeroinitializer
; CHECK: @ext = external addrspace(3) global [0 x float], align 4
@ext = external addrspace(3) global [0 x float], align 4

define float @fp() {
; CHECK-LABEL: define float @fp()
; CHECK-NEXT: %a = fadd float 0x36A0000000000000, 0x7FF0000000000000
; CHECK-NEXT: %b = fadd float %a, 0xFFF0000000000000
; CHECK-NEXT: %c = fadd float %b, 0x7FF8000020000000
; CHECK-NEXT: %d = fadd double 4.940660e-324, 0x7FEFFFFFFFFFFFFF
; CHECK-NEXT: %e = fadd half 0xH7C00, 0xH0001
; CHECK-NEXT: %i = ptrtoint ptr addrspace(3) @sh to i32
; CHECK-NEXT: %j = zext i32 %i to i64
; CHECK-NEXT: %p = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @sh to ptr), i64 0, i64 %j
  %a = fadd float 0x36A0000000000000, 0x7FF0000000000000
  %b = fadd float %a, 0xFFF0000000000000
  %c = fadd float %b, 0x7FF8000020000000
  %d = fadd double 4.940660e-324, 0x7FEFFFFFFFFFFFFF
  %e = fadd half 0xH7C00, 0xH0001
  %i = ptrtoint ptr addrspace(3) @sh to i32
  %j = zext i32 %i to i64
  %p = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @sh to ptr), i64 0, i64 %j
  ret float %c
}

define i128 @wide() {
; CHECK-LABEL: define i128 @wide()
; CHECK-NEXT: %a = add i128 170141183460469231731687303715884105727, -170141183460469231731687303715884105728
; CHECK-NEXT: %b = select i1 true, i64 -9223372036854775808, i64 -1
  %a = add i128 170141183460469231731687303715884105727, -170141183460469231731687303715884105728
  %b = select i1 true, i64 -9223372036854775808, i64 18446744073709551615
  ret i128 %a
}
