#!/usr/bin/env python3
"""fuzzers/seeds_div.py [DIR] -- writes the seed corpus of fuzz_div
(default corpora/fuzz_div): every op, width and divisor kind with a few
divisors (small odd, power of two, 2^k - 1, large, negative) and dividends
(0, 1, -1, the extremes), in the layout fuzzers/fuzz_div.c reads."""
import os, struct, sys

out = sys.argv[1] if len(sys.argv) > 1 else "corpora/fuzz_div"
os.makedirs(out, exist_ok=True)
for op, name in enumerate(["udiv", "sdiv", "urem", "srem"]):
    for w in (32, 64):
        m = (1 << w) - 1
        fmt = "<I" if w == 32 else "<Q"
        for konst in (0, 1):
            for y in (7, 8, (1 << 17) - 1, (1 << (w - 1)) + 1, m - 2):
                xs = [0, 1, m, 1 << (w - 1), (1 << (w - 1)) - 1, y * 3 & m]
                head = op | (4 if w == 64 else 0) | (8 if konst else 0) | (y % 16) << 4
                data = bytes([head]) + struct.pack(fmt, y & m) + b"".join(struct.pack(fmt, x & m) for x in xs)
                fn = "%s-i%d-%s-%x" % (name, w, "const" if konst else "var", y & m)
                with open(os.path.join(out, fn), "wb") as f:
                    f.write(data)
print("fuzz_div seeds in %s: %d files" % (out, len(os.listdir(out))))
