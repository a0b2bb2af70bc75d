#!/usr/bin/env python3
"""check-repro.py OUT: every finding's repro.sh, run from another directory,
exits 1 (the finding reproduces) and names the finding's outcome; every
finding was reduced by the campaign (reduce on by default) and its
reduced.sh reproduces the same signature with a program no larger than the
original; report.json carries the reduced reproducer."""
import json, os, subprocess, sys

out = sys.argv[1]
n = 0
for name in sorted(os.listdir(os.path.join(out, "findings"))):
    if name.startswith("."):
        continue
    d = os.path.join(out, "findings", name)
    outcome = json.load(open(os.path.join(d, "result.json")))["outcome"]
    p = subprocess.run(["sh", os.path.join(d, "repro.sh")], cwd="/", capture_output=True, text=True)
    assert p.returncode == 1, (d, p.returncode, p.stdout, p.stderr)
    assert outcome in p.stdout, (d, outcome, p.stdout)
    sig = json.load(open(os.path.join(d, "result.json")))["signature"]
    p = subprocess.run(["sh", os.path.join(d, "reduced.sh")], cwd="/", capture_output=True, text=True)
    assert p.returncode == 1, (d, "reduced.sh", p.returncode, p.stdout, p.stderr)
    assert sig in p.stdout, (d, sig, p.stdout)
    sizes = [l for l in open(os.path.join(d, "reduced.txt")) if l.startswith("instructions ")][0].split()
    assert int(sizes[3]) <= int(sizes[1]), (d, sizes)
    n += 1
assert n > 0
rep = json.load(open(os.path.join(out, "report.json")))
assert all("reduced" in f for f in rep["findings"]), rep["findings"]
print("repro ok: %d findings reproduce" % n)
