#!/usr/bin/env python3
"""imad_chain.py N [lowered]: a kernel with an N-deep chain of IMADs by
constants (an unrolled loop's induction arithmetic): x*k+c after each step.
With `lowered`, the chain is IR mul+add for ori-lower to turn into IMADs.
The last value is stored (one slot per thread), so the whole chain is live."""
import sys

n = int(sys.argv[1])
lowered = len(sys.argv) > 2
print("define void @chain(ptr addrspace(1) %out, i32 %x) {")
prev = "%x"
for i in range(n):
    k, c = 3 + 2 * (i % 5), i % 17
    if lowered:
        print("  %%m%d = mul i32 %s, %d" % (i, prev, k))
        print("  %%v%d = add i32 %%m%d, %d" % (i, i, c))
    else:
        print("  %%v%d = call i32 @ori.imad.i32(i32 %s, i32 %d, i32 %d)" % (i, prev, k, c))
    prev = "%%v%d" % i
print("  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()")
print("  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()")
print("  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()")
print("  %base = mul i32 %cta, %ntid")
print("  %gid = add i32 %base, %tid")
print("  %p = getelementptr i32, ptr addrspace(1) %out, i32 %gid")
print("  store i32 %s, ptr addrspace(1) %%p" % prev)
print("  ret void")
print("}")
for r in ("tid", "ctaid", "ntid"):
    print("declare i32 @llvm.nvvm.read.ptx.sreg.%s.x()" % r)
if not lowered:
    print("declare i32 @ori.imad.i32(i32, i32, i32)")
