#!/usr/bin/env python3
"""check-knobs.py KNOBS OUT: every finding of the campaign in OUT records
(result.json "knobs", the -knob options of repro.sh) only knobs of the
passes of its repro pipeline, each at a value other than its default
(KNOBS is the output of `passcheck knobs`: name, type, default, range,
pass); at least one finding records a knob."""
import json, os, re, sys

table = {}
for line in open(sys.argv[1]).read().splitlines()[1:]:
    name, _type, default, _range, owner = line.split()[:5]
    table[name] = ({"false": "0", "true": "1"}.get(default, default), owner)

out, nknobs, n = sys.argv[2], 0, 0
for name in sorted(os.listdir(os.path.join(out, "findings"))):
    d = os.path.join(out, "findings", name)
    res = json.load(open(os.path.join(d, "result.json")))
    passes = res["repro_pipeline"].split(",")
    repro = re.findall(r"-knob (\S+)", open(os.path.join(d, "repro.sh")).read())
    assert repro == res["knobs"].split(), (d, repro, res["knobs"])
    for kv in repro:
        k, v = kv.split("=")
        assert table[k][1] in passes, (d, kv, "not a knob of", passes)
        assert v != table[k][0], (d, kv, "is the default")
        nknobs += 1
    n += 1
assert n > 0 and nknobs > 0, (n, nknobs)
print("knobs ok: %d findings, %d knobs, all of their pipelines' passes, none at its default" % (n, nknobs))
