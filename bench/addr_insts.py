#!/usr/bin/env python3
# bench/addr_insts.py FILE... -- integer address instructions per loop
# iteration in textual LLVM IR (passcheck's output or opt-16's), for
# bench/bench_basr.sh.  Prints one line per file: "loops N addr A int I",
# N innermost loops, A the instructions of their bodies that compute a
# load/store address, I every integer/pointer instruction of their bodies.
#
# Method: per function, blocks and their successors from the terminators;
# dominators by the iterative data-flow method; a back edge is an edge to a
# block that dominates its source, its natural loop the blocks reaching the
# source without passing the header; a loop is innermost when it contains
# no other loop's header.  In each innermost loop the address slice starts
# at the address operands of loads and stores and walks definitions back
# through integer and pointer operations inside the loop (GEPs, add, sub,
# mul, shifts, logic, extensions, truncations, pointer casts, select),
# stopping at phis, loads, calls and values defined outside the loop.
# Every block counts once: a static count of one iteration's instructions.
# Never fails on IR it does not understand: such lines are not counted.
import re
import sys

ADDR_OPS = {"getelementptr", "add", "sub", "mul", "shl", "lshr", "ashr", "or", "and", "xor", "sext",
            "zext", "trunc", "ptrtoint", "inttoptr", "bitcast", "addrspacecast", "select"}
INT_TY = re.compile(r"^(i\d+|ptr|<\d+ x (i\d+|ptr)>)")
DEF = re.compile(r"^\s*(%[-\w.$]+)\s*=\s*(.*)$")
LABEL = re.compile(r"^([-\w.$]+):")
REF = re.compile(r"%[-\w.$]+")


def parse(text):
    """Functions as lists of (label, [instruction lines])."""
    funcs, cur, blocks = [], None, None
    for line in text.splitlines():
        if line.startswith("define "):
            blocks = []
            cur = ["%entry?", []]
            blocks.append(cur)
            continue
        if blocks is None:
            continue
        if line.startswith("}"):
            funcs.append([b for b in blocks if b[1] or b[0] != "%entry?"])
            blocks = None
            continue
        m = LABEL.match(line)
        if m:
            cur = ["%" + m.group(1), []]
            blocks.append(cur)
            continue
        s = line.split(";", 1)[0].strip()
        if s:
            cur[1].append(s)
    return funcs


def succs(insts):
    t = insts[-1] if insts else ""
    if t.startswith("br ") or t.startswith("switch ") or t.startswith("indirectbr "):
        return re.findall(r"label (%[-\w.$]+)", t)
    return []


def loops_of(blocks):
    names = [b[0] for b in blocks]
    idx = {n: i for i, n in enumerate(names)}
    succ = [[idx[s] for s in succs(b[1]) if s in idx] for b in blocks]
    pred = [[] for _ in blocks]
    for i, ss in enumerate(succ):
        for s in ss:
            pred[s].append(i)
    n = len(blocks)
    full = set(range(n))
    dom = [full.copy() for _ in range(n)]
    if n:
        dom[0] = {0}
    changed = True
    while changed:
        changed = False
        for i in range(1, n):
            ps = [dom[p] for p in pred[i]]
            d = set.intersection(*ps) | {i} if ps else {i}
            if d != dom[i]:
                dom[i], changed = d, True
    loops = {}
    for i in range(n):
        for s in succ[i]:
            if s in dom[i]:  # back edge i -> s
                body, work = {s, i}, [i] if i != s else []
                while work:
                    x = work.pop()
                    for p in pred[x]:
                        if p not in body:
                            body.add(p)
                            work.append(p)
                loops.setdefault(s, set()).update(body)
    inner = [b for h, b in loops.items() if not any(h2 != h and h2 in b for h2 in loops)]
    return [[blocks[i] for i in sorted(b)] for b in inner]


def count(blocks):
    defs = {}
    for _, insts in blocks:
        for s in insts:
            m = DEF.match(s)
            if m:
                defs[m.group(1)] = m.group(2)
    slice_, work = set(), []
    nint = 0
    for _, insts in blocks:
        for s in insts:
            m = DEF.match(s)
            body = m.group(2) if m else s
            op = body.split()[0] if body.split() else ""
            if op in ("load", "store"):
                # the address: the last "ptr ..." operand of a load, the second of a store
                ops = re.findall(r"ptr(?: addrspace\(\d+\))? (%[-\w.$]+)", body)
                if ops:
                    work.append(ops[-1])
            if m and op in ADDR_OPS:
                ty = body[len(op):].strip()
                for w in ("nuw ", "nsw ", "exact ", "inbounds ", "disjoint "):
                    ty = ty.replace(w, "")
                if op in ("getelementptr", "ptrtoint", "inttoptr", "addrspacecast") or INT_TY.match(ty):
                    nint += 1
    while work:
        v = work.pop()
        if v in slice_ or v not in defs:
            continue
        body = defs[v]
        op = body.split()[0]
        if op not in ADDR_OPS:
            continue
        slice_.add(v)
        work.extend(REF.findall(body[len(op):]))
    return len(slice_), nint


def main():
    for path in sys.argv[1:]:
        try:
            text = open(path).read()
        except OSError:
            print("%s: unreadable" % path)
            continue
        nl = na = ni = 0
        for f in parse(text):
            for lp in loops_of(f):
                a, i = count(lp)
                nl, na, ni = nl + 1, na + a, ni + i
        print("%s: loops %d addr %d int %d" % (path, nl, na, ni))


if __name__ == "__main__":
    main()
