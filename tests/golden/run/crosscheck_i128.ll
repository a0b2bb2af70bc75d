; `passcheck crosscheck` on i128 known callees (llvm.ctlz/cttz/ctpop/bswap/
; bitreverse/abs/smax/umin/fshl/fshr/sadd.sat/usub.sat/*.with.overflow of
; i128): the interpreter (two slots per i128) and lli-16 agree on the
; stored bytes.
; RUN: passcheck crosscheck %s --inputs 4 --grid 1x4 | FileCheck %s

; CHECK: crosscheck_i128.ll @wide: agree 4, disagree 0, skipped 0, lli-failed 0

define void @wide(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %pa = getelementptr i128, ptr addrspace(1) %in, i64 %i
  %a = load i128, ptr addrspace(1) %pa, align 16
  %j = xor i64 %i, 1
  %pb = getelementptr i128, ptr addrspace(1) %in, i64 %j
  %b = load i128, ptr addrspace(1) %pb, align 16
  %r0 = call i128 @llvm.ctlz.i128(i128 %a, i1 false)
  %r1 = call i128 @llvm.cttz.i128(i128 %b, i1 false)
  %r2 = call i128 @llvm.ctpop.i128(i128 %a)
  %r3 = call i128 @llvm.bswap.i128(i128 %a)
  %r4 = call i128 @llvm.bitreverse.i128(i128 %b)
  %r5 = call i128 @llvm.abs.i128(i128 %a, i1 false)
  %r6 = call i128 @llvm.smax.i128(i128 %a, i128 %b)
  %r7 = call i128 @llvm.umin.i128(i128 %a, i128 %b)
  %r8 = call i128 @llvm.fshl.i128(i128 %a, i128 %b, i128 %b)
  %r9 = call i128 @llvm.fshr.i128(i128 %a, i128 %b, i128 %a)
  %ra = call i128 @llvm.sadd.sat.i128(i128 %a, i128 %b)
  %rb = call i128 @llvm.usub.sat.i128(i128 %a, i128 %b)
  %sm = call {i128, i1} @llvm.smul.with.overflow.i128(i128 %a, i128 %b)
  %rc = extractvalue {i128, i1} %sm, 0
  %oc = extractvalue {i128, i1} %sm, 1
  %rd0 = zext i1 %oc to i128
  %ua = call {i128, i1} @llvm.uadd.with.overflow.i128(i128 %a, i128 %b)
  %re = extractvalue {i128, i1} %ua, 0
  %oe = extractvalue {i128, i1} %ua, 1
  %rf0 = zext i1 %oe to i128
  %x0 = xor i128 %r0, %r1
  %x1 = add i128 %x0, %r2
  %base = mul i64 %i, 16
  %o = getelementptr i128, ptr addrspace(1) %out, i64 %base
  store i128 %x1, ptr addrspace(1) %o, align 16
  %o1 = getelementptr i128, ptr addrspace(1) %o, i64 1
  store i128 %r3, ptr addrspace(1) %o1, align 16
  %o2 = getelementptr i128, ptr addrspace(1) %o, i64 2
  store i128 %r4, ptr addrspace(1) %o2, align 16
  %o3 = getelementptr i128, ptr addrspace(1) %o, i64 3
  store i128 %r5, ptr addrspace(1) %o3, align 16
  %o4 = getelementptr i128, ptr addrspace(1) %o, i64 4
  store i128 %r6, ptr addrspace(1) %o4, align 16
  %o5 = getelementptr i128, ptr addrspace(1) %o, i64 5
  store i128 %r7, ptr addrspace(1) %o5, align 16
  %o6 = getelementptr i128, ptr addrspace(1) %o, i64 6
  store i128 %r8, ptr addrspace(1) %o6, align 16
  %o7 = getelementptr i128, ptr addrspace(1) %o, i64 7
  store i128 %r9, ptr addrspace(1) %o7, align 16
  %o8 = getelementptr i128, ptr addrspace(1) %o, i64 8
  store i128 %ra, ptr addrspace(1) %o8, align 16
  %o9 = getelementptr i128, ptr addrspace(1) %o, i64 9
  store i128 %rb, ptr addrspace(1) %o9, align 16
  %o10 = getelementptr i128, ptr addrspace(1) %o, i64 10
  store i128 %rc, ptr addrspace(1) %o10, align 16
  %o11 = getelementptr i128, ptr addrspace(1) %o, i64 11
  store i128 %rd0, ptr addrspace(1) %o11, align 16
  %o12 = getelementptr i128, ptr addrspace(1) %o, i64 12
  store i128 %re, ptr addrspace(1) %o12, align 16
  %o13 = getelementptr i128, ptr addrspace(1) %o, i64 13
  store i128 %rf0, ptr addrspace(1) %o13, align 16
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i128 @llvm.ctlz.i128(i128, i1)
declare i128 @llvm.cttz.i128(i128, i1)
declare i128 @llvm.ctpop.i128(i128)
declare i128 @llvm.bswap.i128(i128)
declare i128 @llvm.bitreverse.i128(i128)
declare i128 @llvm.abs.i128(i128, i1)
declare i128 @llvm.smax.i128(i128, i128)
declare i128 @llvm.umin.i128(i128, i128)
declare i128 @llvm.fshl.i128(i128, i128, i128)
declare i128 @llvm.fshr.i128(i128, i128, i128)
declare i128 @llvm.sadd.sat.i128(i128, i128)
declare i128 @llvm.usub.sat.i128(i128, i128)
declare {i128, i1} @llvm.smul.with.overflow.i128(i128, i128)
declare {i128, i1} @llvm.uadd.with.overflow.i128(i128, i128)
