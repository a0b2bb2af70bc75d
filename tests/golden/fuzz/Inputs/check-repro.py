#!/usr/bin/env python3
"""check-repro.py OUT: every finding's repro.sh, run from another directory,
exits 1 (the finding reproduces) and names the finding's outcome."""
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
    n += 1
assert n > 0
print("repro ok: %d findings reproduce" % n)
