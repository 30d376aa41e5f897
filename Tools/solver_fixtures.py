#!/usr/bin/env python3
"""Writes the Constraints test fixtures: each system as an ordered "script" plus kiwi's result.

    .venv/bin/python Tools/solver_fixtures.py      (run from the package root)

For every ../shared/bench/fixtures/*.json and for seeded random systems it writes
Tests/ConstraintsTests/Fixtures/<name>.script.json (arrays only, strengths resolved to kiwi's
doubles, so the Swift tests need no JSON object order) and <name>.kiwi.json (the output of
bench_kiwi.py --json). The tests then run without Python.
"""
import json
import os
import random
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "..", "shared", "bench")
sys.path.insert(0, BENCH)
import bench_kiwi  # noqa: E402

OUT = os.path.join(ROOT, "Tests", "ConstraintsTests", "Fixtures")
RELS = ["==", "<=", ">="]


def script(sysd):
    """The normalized system as arrays only."""
    rs = bench_kiwi.resolve_strength
    cons = []

    def con(c):
        return [c["id"], [[n, float(k)] for n, k in c["terms"]], float(c.get("constant", 0.0)), c["op"],
                rs(c.get("strength")), bool(c.get("initially", True))]

    for c in sysd["constraints"]:
        cons.append(con(c))
    ops = []
    for i, op in enumerate(sysd["ops"]):
        k = op.get("op")
        if k == "suggest":
            vals = list(op["values"].items()) if "values" in op else [(op["var"], op["value"])]
            ops.append(["suggest", [[n, float(v)] for n, v in vals]])
        elif k == "solve":
            ops.append(["solve", op.get("label", "op%d" % i)])
        elif k == "suggestSeries":
            series = op.get("series") or [{op["var"]: v} for v in op["values"]]
            ops.append(["suggestSeries", [[[n, float(v)] for n, v in st.items()] for st in series],
                        op.get("snapshot", "each")])
        elif k in ("remove", "add"):
            if "constraint" in op:
                cons.append(con(op["constraint"])[:5] + [False])
                ops.append([k, op["constraint"]["id"], True])
            else:
                ops.append([k, op["id"], False])
        elif k == "addEdit":
            ops.append(["addEdit", op["var"], rs(op.get("strength", "strong")), op.get("value")])
        elif k == "removeEdit":
            ops.append(["removeEdit", op["var"]])
        else:
            ops.append(["unknown", str(k)])
    edits = [[e["var"], rs(e.get("strength", "strong")), e.get("value")] for e in sysd["edits"]]
    return {"variables": [v["name"] for v in sysd["variables"]], "edits": edits,
            "constraints": cons, "ops": ops}


def random_system(seed):
    """A small seeded random system with edits, removals and re-adds."""
    rng = random.Random(seed)
    nv = rng.randint(2, 6)
    names = ["x%d" % i for i in range(nv)]
    strengths = ["required", "required", "strong", "medium", "weak", 250.0]
    cons = []
    for i in range(rng.randint(2, 9)):
        k = rng.randint(1, min(3, nv))
        terms = [[n, float(rng.choice([-2, -1, -0.5, 1, 1, 2, 3]))] for n in rng.sample(names, k)]
        cons.append({"id": "c%d" % i, "terms": terms, "constant": float(rng.randint(-50, 50)),
                     "op": rng.choice(RELS), "strength": rng.choice(strengths),
                     "initially": rng.random() > 0.15})
    edits = []
    for n in rng.sample(names, rng.randint(0, 2)):
        edits.append({"var": n, "strength": rng.choice(["strong", "medium", "weak"]),
                      "value": float(rng.randint(-20, 80))})
    ops = []
    for i in range(rng.randint(2, 8)):
        r = rng.random()
        if r < 0.3 and edits:
            e = rng.choice(edits)
            ops.append({"op": "suggest", "var": e["var"], "value": float(rng.randint(-40, 120))})
        elif r < 0.5:
            ops.append({"op": "remove", "id": rng.choice(cons)["id"]})
        elif r < 0.7:
            ops.append({"op": "add", "id": rng.choice(cons)["id"]})
        elif r < 0.8:
            n = rng.choice(names)
            ops.append({"op": "addEdit", "var": n, "strength": "strong", "value": float(rng.randint(0, 50))})
        ops.append({"op": "solve", "label": "s%d" % i})
    return {"format": "cassowary-bench/1", "name": "random-%d" % seed, "variables": names,
            "edits": edits, "constraints": cons, "ops": ops}


def write(name, sysd_raw):
    """Runs kiwi in a child process (kiwi can abort on a broken tableau, kiwi #52) and writes
    the pair; returns False when kiwi is no valid oracle for the system."""
    sysd = bench_kiwi.normalize_system(json.loads(json.dumps(sysd_raw)))
    tmp = os.path.join(OUT, ".tmp-%s.json" % name)
    with open(tmp, "w") as f:
        json.dump(sysd_raw, f)
    proc = subprocess.run([sys.executable, os.path.join(BENCH, "bench_kiwi.py"), "--json", tmp],
                          capture_output=True, text=True)
    os.remove(tmp)
    if proc.returncode != 0:
        return False
    res = json.loads(proc.stdout)
    res = {"errors": res["errors"], "snapshots": res["snapshots"]}
    with open(os.path.join(OUT, name + ".script.json"), "w") as f:
        json.dump(script(sysd), f, separators=(",", ":"))
        f.write("\n")
    with open(os.path.join(OUT, name + ".kiwi.json"), "w") as f:
        json.dump(res, f, separators=(",", ":"), sort_keys=True)
        f.write("\n")
    return True


def main():
    os.makedirs(OUT, exist_ok=True)
    fixtures = os.path.join(BENCH, "fixtures")
    for fn in sorted(os.listdir(fixtures)):
        if fn.endswith(".json"):
            with open(os.path.join(fixtures, fn)) as f:
                write(fn[:-5], json.load(f))
    write("grid30", bench_kiwi.emit_grid(30, False, 20, "jump", 0.1, "each"))
    write("grid30-intrinsic", bench_kiwi.emit_grid(30, True, 12, "drag", 0.1, "last"))
    written, seed = 0, 0
    while written < 60:
        if write("random-%03d" % seed, random_system(seed)):
            written += 1
        else:
            print("skipped seed %d: kiwi aborted or broke a required constraint" % seed)
        seed += 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
