#!/usr/bin/env python3
"""reduce-mutants.py OUT: for every mutant-* pass, the first finding of a
short campaign (seed 1, one job: always the same finding) is reduced with
--check-steps (every accepted step rerun from its texts alone in a fresh
context: it verifies, its source run is defined, its signature is the
finding's); the reduced program must keep the mutant's defining
instruction, stay within the instruction bound measured for it, and its
reduced.sh must reproduce the signature."""
import json, os, re, subprocess, sys

PC = os.environ.get("PASSCHECK", "passcheck")
if os.sep in PC: PC = os.path.abspath(PC)  # reduced.sh runs from another directory
out = sys.argv[1]

# mutant: (bound measured on the seed-1 finding, defining instruction, how many)
EXPECT = {
    "mutant-keep-nsw": (7, r"= (add|sub|mul) ", 1),
    "mutant-gep-off-by-one": (12, r"getelementptr inbounds", 1),
    "mutant-drop-store": (6, r"^\s*store ", 2),
    "mutant-load-over-store": (15, r"= load ", 1),  # 8 before the BASR, LSR and Ori shapes together changed its seed-1 finding, 10 before the LSR factor shape shifted the generator stream (now a finding whose reduction keeps an index load chain)
    "mutant-reassoc-fadd": (9, r"= fadd ", 2),  # 8 before the SLP reduction shapes changed its seed-1 finding
    # 12: since the Ori shapes grew (gen_ori.c) the seed-1 finding is program 738, whose
    # urem by 9 takes the thread id, so the reduction keeps the index arithmetic (4 before)
    "mutant-magic-div": (12, r"= u(div|rem) i32 .*, \d+$", 1),
    "mutant-fold-fptosi": (6, r"fpto[su]i", 1),  # 5 before reassoc on the generator's FP reduction chains changed its seed-1 finding (program 46, not 75: the folded constant indexes a load)
    "mutant-widen-store": (5, r"^\s*store ", 1),
    "mutant-hoist-div": (5, r"= [us](div|rem) ", 1),
    "mutant-ule-as-ult": (7, r"icmp u(le|ge) ", 1),  # 5 before the fdiv, SLP and LSR shapes and the new inputs moved its seed-1 finding (now a select of the compare indexing one of two stores)
    "mutant-drop-ftz": (9, r"ftz", 1),    # 5 before the SLP tail group, 8 before the BASR, LSR and Ori shapes changed the seed-1 finding
    "mutant-shuffle-lane": (4, r"shufflevector|extractelement", 1),
    "mutant-slp-alias": (14, r"^\s*store ", 2),
    "mutant-slp-lane-swap": (17, r"= load ", 2),  # 14 before the Ori shapes grew (another seed-1 finding)
    "mutant-slp-rdx-drop-lane": (19, r"= load ", 4),
    "mutant-slp-swap-noncomm": (16, r"= f?sub ", 2),  # 15 measured (two subs with their loads swapped, and their combination); one more for the reducer's time limit under load
    "mutant-null-deref": (2, r"= [us](div|rem) .*, -?\d+$", 1),
    "mutant-peephole-literal-bfe": (6, r"= (shl|lshr) i32 ", 2),
    "mutant-ori-sr-self-imad": (9, r"= mul i32 ", 1),
    "mutant-lsr-sext-wrap": (15, r"= sext i32 ", 1),  # 13 before the BASR and LSR generator shapes changed its first finding; measured 13-15 since (the reducer's time limit under load)
    "mutant-lsr-no-overflow-guard": (13, r"= mul i32 .*, -?\d+$", 1),  # 12 measured (the loop, its counter, the multiply by the factor)
    "mutant-basr-keep-inbounds": (14, r"getelementptr inbounds", 1),
    "mutant-cbe-anchor-not-dominating": (18, r"getelementptr .*@", 2),
    "mutant-reassoc-dup-term": (5, r"= fadd reassoc ", 2),
    "mutant-fdiv-no-residual": (10, r"= fdiv (float|double) |@llvm\.nvvm\.div\.rn", 1),  # 8 measured (1.0 / an all-ones mantissa); 10 leaves room for the reducer's time limit under load
}
# correct transformations: no finding to reduce (tests/golden/fuzz/mutants.ll
# checks that their campaign finds nothing)
ACCEPTED = {"mutant-reassoc-ok"}

helptext = subprocess.run([PC, "opt", "--help"], capture_output=True, text=True).stdout
mutants = re.findall(r"^  (mutant-[a-z0-9-]+) ", helptext, re.M)
mutants = [m for m in mutants if m not in ACCEPTED]
assert sorted(mutants) == sorted(EXPECT), ("mutants without an expectation", set(mutants) ^ set(EXPECT))

def body(path):
    lines, inside = [], False
    for l in open(path):
        if l.startswith("define "): inside = True; continue
        if l.startswith("}"): inside = False
        elif inside and l.startswith("  "): lines.append(l.rstrip("\n"))
    return lines

bad = []
for m in mutants:
    d = os.path.join(out, m)
    subprocess.run([PC, "fuzz", "--passes", m, "--programs", "3000", "--jobs", "1", "--stop-on-first",
                    "--no-reduce", "--out", d], capture_output=True)
    # the finding of the first program (a campaign stops at the first
    # finding, but another program may have finished meanwhile)
    fs = [os.path.join(d, "findings", f) for f in os.listdir(os.path.join(d, "findings")) if not f.startswith(".")]
    fd = min(fs, key=lambda f: (json.load(open(os.path.join(f, "result.json"))).get("seed", 0), f))
    r = subprocess.run([PC, "reduce", "--check-steps", fd], capture_output=True, text=True)
    if r.returncode != 0 or "checked: all" not in r.stdout:
        bad.append("%s: reduce failed: %s %s" % (m, r.stdout, r.stderr)); continue
    bound, pat, times = EXPECT[m]
    lines = body(os.path.join(fd, "reduced.ll"))
    hits = sum(1 for l in lines if re.search(pat, l))
    sig = open(os.path.join(fd, "reduced.txt")).readline().split()[1]
    rep = subprocess.run(["sh", os.path.abspath(os.path.join(fd, "reduced.sh"))], capture_output=True, text=True,
                         cwd="/", env=dict(os.environ, PASSCHECK=PC))
    print("%-24s %3d instructions (bound %2d), defining instruction %s" % (m, len(lines), bound, "kept" if hits >= times else "LOST"))
    if len(lines) > bound: bad.append("%s: %d instructions > %d" % (m, len(lines), bound))
    if hits < times: bad.append("%s: /%s/ %d times, wanted %d:\n%s" % (m, pat, hits, times, "\n".join(lines)))
    if rep.returncode != 1 or sig not in rep.stdout: bad.append("%s: reduced.sh does not reproduce %s" % (m, sig))
for b in bad: print("FAIL", b)
sys.exit(1 if bad else 0)
