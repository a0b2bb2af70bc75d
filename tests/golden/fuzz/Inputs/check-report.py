#!/usr/bin/env python3
"""check-report.py OUT [--same-as OTHER]: OUT/report.json is valid JSON whose
campaign counts add up and whose findings are whole folders also named in
OUT/report.html; with --same-as, OUT holds the same signatures as OTHER with
the same total count (merged shards against one whole campaign)."""
import json, os, sys

def load(out):
    with open(os.path.join(out, "report.json")) as f:
        r = json.load(f)
    c = r["campaign"]
    assert sum(c["outcomes"].values()) == c["programs"], c["outcomes"]
    for p in c["passes"]:
        assert p["changed"] <= p["ran"] and sum(p["outcomes"].values()) == p["ran"], p
    html = open(os.path.join(out, "report.html")).read()
    sigs = {}
    for fd in r["findings"]:
        assert "error" not in fd, fd
        d = os.path.join(out, "findings", fd["folder"])
        for name in ("program.ll", "input.txt", "result.json", "repro.sh", "count"):
            assert os.path.getsize(os.path.join(d, name)) > 0, (d, name)
        assert fd["signature"] in html, fd["signature"]
        assert fd["count"] >= 1
        if fd["outcome"] == "mismatch":  # the first difference is in the report
            assert fd["difference"].startswith(("parameter", "return", "@")), fd
            assert fd["difference"] in html.replace("&gt;", ">"), fd["difference"]
        sigs[fd["signature"]] = fd["count"]
    assert sigs, "no findings"
    return c, sigs

c, sigs = load(sys.argv[1])
if len(sys.argv) > 3 and sys.argv[2] == "--same-as":
    c2, sigs2 = load(sys.argv[3])
    assert set(sigs) == set(sigs2), (sorted(sigs), sorted(sigs2))
    assert sum(sigs.values()) == sum(sigs2.values()), (sigs, sigs2)
    assert c["programs"] == c2["programs"] and c["outcomes"] == c2["outcomes"], (c["outcomes"], c2["outcomes"])
print("report ok: %d programs, %d signatures" % (c["programs"], len(sigs)))
