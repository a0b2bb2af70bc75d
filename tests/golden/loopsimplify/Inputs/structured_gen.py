# tests/golden/loopsimplify/Inputs/structured_gen.py SEED -- prints a random
# GPU kernel (LLVM IR, variables in allocas: run mem2reg to get phis) with
# the loop shapes loop-simplify must handle and the program generator does
# not make: `continue` (several latches), breaks out of one or more loops
# (exits shared with other paths), early returns, loops skipped by a guard
# (exit reached from before the loop), header- and bottom-tested loops,
# nesting up to depth 3.  Every loop counts its iterations and stops after
# a few, so every program terminates; the same seed gives the same program.
import random, sys
class G:
    def __init__(s, seed):
        s.r = random.Random(seed); s.n = 0; s.lines = []; s.allocas = []; s.cur = None
    def tmp(s):
        s.n += 1; return "%%t%d" % s.n
    def lab(s, base):
        s.n += 1; return "%s%d" % (base, s.n)
    def emit(s, t): s.lines.append("  " + t)
    def block(s, l): s.lines.append(l + ":"); s.cur = l
    def var(s):
        v = "%%v%d" % len(s.allocas); s.allocas.append(v); return v
    def cond(s, cnt):
        a = s.tmp(); s.emit("%s = load i32, ptr %s" % (a, s.acc))
        c = s.tmp(); s.emit("%s = load i32, ptr %s" % (c, cnt)) if cnt else None
        m = s.tmp(); s.emit("%s = mul i32 %s, %d" % (m, c if cnt else "%x", s.r.randrange(1, 7)))
        t = s.tmp(); s.emit("%s = add i32 %s, %s" % (t, m, a))
        u = s.tmp(); s.emit("%s = xor i32 %s, %%x" % (u, t))
        b = s.tmp(); s.emit("%s = and i32 %s, %d" % (b, u, s.r.choice([1, 2, 4, 3])))
        k = s.tmp(); s.emit("%s = icmp eq i32 %s, 0" % (k, b)); return k
    def work(s, cnt):
        a = s.tmp(); s.emit("%s = load i32, ptr %s" % (a, s.acc))
        c = s.tmp(); s.emit("%s = load i32, ptr %s" % (c, cnt)) if cnt else None
        m = s.tmp(); s.emit("%s = mul i32 %s, %d" % (m, a, s.r.choice([3, 5, 7])))
        t = s.tmp(); s.emit("%s = add i32 %s, %s" % (t, m, c if cnt else "%x"))
        s.emit("store i32 %s, ptr %s" % (t, s.acc))
    def incr_and_back(s, cnt, header):
        c = s.tmp(); s.emit("%s = load i32, ptr %s" % (c, cnt))
        d = s.tmp(); s.emit("%s = add i32 %s, 1" % (d, c)); s.emit("store i32 %s, ptr %s" % (d, cnt))
        return d
    def loop(s, depth, exits):
        cnt = s.var(); s.emit("store i32 0, ptr %s" % cnt)
        header, exit_ = s.lab("h"), s.lab("x")
        if s.r.random() < 0.3:
            k = s.cond(None); s.emit("br i1 %s, label %%%s, label %%%s" % (k, exit_, header))
        else:
            s.emit("br label %%%s" % header)
        s.block(header)
        bound = s.r.randrange(1, 6)
        top = s.r.random() < 0.6
        if top:
            c = s.tmp(); s.emit("%s = load i32, ptr %s" % (c, cnt))
            k = s.tmp(); s.emit("%s = icmp sge i32 %s, %d" % (k, c, bound))
            body = s.lab("b"); s.emit("br i1 %s, label %%%s, label %%%s" % (k, exit_, body)); s.block(body)
        myexits = exits + [exit_]
        for _ in range(s.r.randrange(1, 4)):
            w = s.r.random()
            if w < 0.3: s.work(cnt)
            elif w < 0.5:   # continue
                k = s.cond(cnt); lt, nx = s.lab("cont"), s.lab("b")
                s.emit("br i1 %s, label %%%s, label %%%s" % (k, lt, nx))
                s.block(lt); d = s.incr_and_back(cnt, header)
                if top: s.emit("br label %%%s" % header)
                else:
                    k2 = s.tmp(); s.emit("%s = icmp slt i32 %s, %d" % (k2, d, bound))
                    s.emit("br i1 %s, label %%%s, label %%%s" % (k2, header, exit_))
                s.block(nx)
            elif w < 0.7:   # break out of this or an enclosing loop
                k = s.cond(cnt); nx = s.lab("b")
                s.emit("br i1 %s, label %%%s, label %%%s" % (k, s.r.choice(myexits), nx)); s.block(nx)
            elif w < 0.75:  # return early
                k = s.cond(cnt); nx, rt = s.lab("b"), s.lab("ret")
                s.emit("br i1 %s, label %%%s, label %%%s" % (k, rt, nx))
                s.block(rt); s.store_out(); s.emit("ret void"); s.block(nx)
            elif depth < 3: s.loop(depth + 1, myexits)
        d = s.incr_and_back(cnt, header)
        if top: s.emit("br label %%%s" % header)
        else:
            k2 = s.tmp(); s.emit("%s = icmp slt i32 %s, %d" % (k2, d, bound))
            s.emit("br i1 %s, label %%%s, label %%%s" % (k2, header, exit_))
        s.block(exit_)
    def store_out(s):
        a = s.tmp(); s.emit("%s = load i32, ptr %s" % (a, s.acc))
        s.emit("store i32 %s, ptr addrspace(1) %%pout" % a)
    def program(s):
        s.acc = s.var()
        s.lines.append("define void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {")
        s.block("entry")
        hdr = len(s.lines)
        for t in ["%tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()", "%cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
                  "%ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()", "%base = mul i32 %cta, %ntid", "%gid = add i32 %base, %tid",
                  "%pin = getelementptr i32, ptr addrspace(1) %in, i32 %gid", "%x = load i32, ptr addrspace(1) %pin",
                  "%pout = getelementptr i32, ptr addrspace(1) %out, i32 %gid"]:
            s.emit(t)
        s.emit("store i32 %%x, ptr %s" % s.acc)
        for _ in range(s.r.randrange(1, 3)): s.loop(1, [])
        s.store_out(); s.emit("ret void"); s.lines.append("}")
        s.lines[hdr:hdr] = ["  %s = alloca i32" % v for v in s.allocas]
        s.lines += ["declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()", "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
                    "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()"]
        return "\n".join(s.lines) + "\n"
print(G(int(sys.argv[1])).program())
