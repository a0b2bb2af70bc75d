#!/usr/bin/env python3
"""fuzzers/seeds_mathfold.py [DIR] -- writes raw seeds of fuzz_mathfold
(default corpora/fuzz_mathfold): every value of the operation byte (it is
taken modulo the number of operations, fuzzers/lib/ft_mathfold.c) with
arguments from a list of interesting values (0.5, 2.7, -1.25, 10, pi/3,
1e-3, 100.5, 3e9 and their float forms), plus keep-* seeds for the
conversions (operations 0-7), in the layout the target reads:
byte 0 the operation, then three 8-byte arguments (a float operation reads
its arguments from the first 4 bytes of each 4-byte slot, so float and
double arguments are both written: the first 12 bytes as floats, the
rest as doubles).  fuzzers/make-corpora.sh minimizes them."""
import os, struct, sys

out = sys.argv[1] if len(sys.argv) > 1 else "corpora/fuzz_mathfold"
os.makedirs(out, exist_ok=True)
vals = [0.5, 2.7, -1.25, 10.0, 1.0471975511965976, 1e-3, 100.5, 3e9, -0.0, 7.5e-39]
n = 0
for k in range(256):
    for j in range(2):
        a, b, c = vals[(k + j) % len(vals)], vals[(k + 3 * j + 1) % len(vals)], vals[(k + 2) % len(vals)]
        floats = struct.pack("<fff", a, b, c)
        doubles = struct.pack("<ddd", a, b, c)
        with open(os.path.join(out, "op%03d-f-%d" % (k, j)), "wb") as f:
            f.write(bytes([k]) + floats + bytes(12))
        with open(os.path.join(out, "op%03d-d-%d" % (k, j)), "wb") as f:
            f.write(bytes([k]) + doubles)
        n += 2
# Kept whatever their coverage (make-corpora.sh keeps keep-* files): the
# conversions (operations 0-7) of values with a fraction above one half,
# the inputs on which rounding to nearest and truncation differ.
for k in range(8):
    for v in (2.7, -3.75, 1e9 + 0.9):
        arg = struct.pack("<d", v) if k & 2 else struct.pack("<f", v) + bytes(4)
        with open(os.path.join(out, "keep-conv%d-%g" % (k, v)), "wb") as f:
            f.write(bytes([k]) + arg)
        n += 1
print("fuzz_mathfold raw seeds in %s: %d files" % (out, n))
