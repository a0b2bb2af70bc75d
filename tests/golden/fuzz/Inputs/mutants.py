#!/usr/bin/env python3
"""mutants.py PASSCHECK DIR [LIMIT]: every mutant-* pass that `passcheck opt
--help` lists is found by a short campaign (at most LIMIT programs, default
3000, one job, stopping at the first finding): the oracles' own test
(DESIGN.md "Checking the checkers").  Prints one line per mutant.  The
mutants in ACCEPTED are correct transformations that an oracle must not
flag (mutant-reassoc-ok: a reassociation within its error bound): their
campaign must end without a finding."""
import os, re, subprocess, sys

pc, out = sys.argv[1], sys.argv[2]
limit = sys.argv[3] if len(sys.argv) > 3 else "3000"
helptext = subprocess.run([pc, "opt", "--help"], capture_output=True, text=True).stdout
mutants = re.findall(r"^  (mutant-[a-z0-9-]+) ", helptext, re.M)
assert len(mutants) >= 12, mutants
ACCEPTED = {"mutant-reassoc-ok"}
missed = []
for m in [m for m in mutants if m in ACCEPTED]:
    p = subprocess.run([pc, "fuzz", "--passes", m, "--programs", limit, "--jobs", "1", "--stop-on-first",
                        "--out", os.path.join(out, m)], capture_output=True, text=True)
    progs = re.search(r"^fuzz: ([0-9]+) programs", p.stdout, re.M)
    if p.returncode != 0 or re.search(r"first after", p.stdout):
        missed.append(m)
        print("%-26s WRONGLY FOUND (a correct transformation; exit %d)" % (m, p.returncode))
    else:
        print("%-26s accepted: no finding in %s programs" % (m, progs.group(1) if progs else "?"))
mutants = [m for m in mutants if m not in ACCEPTED]
for m in mutants:
    p = subprocess.run([pc, "fuzz", "--passes", m, "--programs", limit, "--jobs", "1", "--stop-on-first",
                        "--out", os.path.join(out, m)], capture_output=True, text=True)
    first = re.search(r"first after ([0-9.]+) s", p.stdout)
    progs = re.search(r"^fuzz: ([0-9]+) programs", p.stdout, re.M)
    if p.returncode != 1 or not first:
        missed.append(m)
        print("%-26s NOT FOUND in %s programs (exit %d)" % (m, progs.group(1) if progs else "?", p.returncode))
    else:
        print("%-26s found after %s programs" % (m, progs.group(1)))
print("mutants: %d of %d found" % (len(mutants) - len([m for m in missed if m in mutants]), len(mutants)))
sys.exit(1 if missed else 0)
