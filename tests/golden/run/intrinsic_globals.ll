; Globals named llvm.* (LangRef "Intrinsic Global Variables") are for the
; toolchain, not program data: `run` observes @g but not @llvm.compiler.used.
; RUN: passcheck run %s --grid 1x1 --seed 1 | FileCheck %s

; CHECK: status: ok
; CHECK: global: @g, 4 bytes, i32
; CHECK-NEXT: 0000: 07 00 00 00
; CHECK-NOT: llvm.compiler.used

@g = addrspace(1) global i32 0, align 4
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @g to ptr)], section "llvm.metadata"

define void @k() {
  store i32 7, ptr addrspace(1) @g, align 4
  ret void
}
