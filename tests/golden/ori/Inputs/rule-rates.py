"""tests/golden/ori/Inputs/rule-rates.py CAMPAIGN_JSON FLOOR_PERCENT

Prints one line per rule of the Ori passes (ori-lower, ori-sr, peephole)
found in the campaign's "rules" counts: "NAME PCT% ok" when the rule fired
in at least FLOOR_PERCENT of the campaign's programs, "NAME PCT% LOW"
otherwise; then "rules N low K".  Exits 1 when a rule is low or none is
listed (the counts are missing), so the test fails either way.
"""
import json
import sys

camp = json.load(open(sys.argv[1]))
floor = float(sys.argv[2])
programs = camp["programs"]
rules = {k: v for k, v in camp.get("rules", {}).items()
         if k.split(".")[0] in ("ori-lower", "ori-sr", "peephole")}
low = 0
for name in sorted(rules):
    pct = 100.0 * rules[name] / programs if programs else 0.0
    ok = pct >= floor
    low += not ok
    print("%s %.1f%% %s" % (name, pct, "ok" if ok else "LOW"))
print("rules %d low %d" % (len(rules), low))
sys.exit(1 if low or not rules else 0)
