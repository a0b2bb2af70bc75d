; `passcheck crosscheck` on extractelement / insertelement whose index
; operand is an i128 (LangRef: the index "may be a variable of any integer
; type"): the interpreter and lli-16 agree on the stored bytes.
; RUN: passcheck crosscheck %s --inputs 4 --grid 1x8 | FileCheck %s

; CHECK: crosscheck_i128_index.ll @index: agree 4, disagree 0, skipped 0, lli-failed 0

define void @index(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %w = zext i32 %t to i128
  %k = and i128 %w, 3
  %v = load <4 x i32>, ptr addrspace(1) %in, align 16
  %e = extractelement <4 x i32> %v, i128 %k
  %v2 = insertelement <4 x i32> %v, i32 %t, i128 %k
  %v3 = add <4 x i32> %v2, %v
  %s = extractelement <4 x i32> %v3, i128 %k
  %r = add i32 %e, %s
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
