#!/usr/bin/env python3
"""fuzzers/seeds_gen.py TARGET DIR [NKNOBS] -- writes raw seeds for the
generator-driven targets (fuzz_gen, fuzz_pass_<pass>) into DIR: decision
tapes (fuzzers/lib/ft_gen.c) of every program size class and of lengths
from a few bytes to 2 KiB, deterministic (a fixed xorshift stream).  For a
pass target with NKNOBS knobs, the knob bytes after the size byte are all
"default" (< 128) in half of the seeds and set one knob at a time (>= 128)
in the others.  fuzzers/make-corpora.sh minimizes them into corpora/."""
import os, sys

target, out = sys.argv[1], sys.argv[2]
nknobs = int(sys.argv[3]) if len(sys.argv) > 3 else 0
os.makedirs(out, exist_ok=True)
state = 0x9E3779B97F4A7C15 ^ sum(map(ord, target))


def rnd():
    global state
    state ^= (state << 13) & 0xFFFFFFFFFFFFFFFF
    state ^= state >> 7
    state ^= (state << 17) & 0xFFFFFFFFFFFFFFFF
    return state & 0xFF


n = 0
for size_class in range(0, 48, 3):
    for length in (8, 64, 256, 1024, 2048):
        knobs = [rnd() & 0x7F for _ in range(nknobs)]
        if nknobs and n % 2:
            knobs[n // 2 % nknobs] = 128 + rnd() % 128
        tape = bytes(rnd() for _ in range(length))
        data = bytes([size_class]) + bytes(knobs) + tape
        with open(os.path.join(out, "%s-s%02d-%04d" % (target, size_class, length)), "wb") as f:
            f.write(data)
        n += 1
print("%s raw seeds in %s: %d files" % (target, out, n))
