#!/usr/bin/env python3
"""Compares the Constraints solver with kiwisolver in one run and prints one table of ratios.

    python3 Tools/solver-bench.py [--kiwi-10000] [--churn-10000] [--repeat R]

Sets up .venv with kiwisolver if missing, builds solver-bench in release (scratch path
.build-bench), then:
  * checks every ../shared/bench/fixtures/*.json against kiwi (bench_kiwi.py --compare),
  * times both on the fixtures and on --emit-grid workloads (N = 100, 1000 with a 1000-step
    sweep and 10 % churn; N = 10000 build and sweep),
  * prints ours / kiwi for every timing. N = 10000 under kiwi takes about 48 s to build, so its
    kiwi figure is the one measured in SOLVER-ANCHORS.md (47.7 s) unless --kiwi-10000 is given;
    the table says where each kiwi figure comes from.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.normpath(os.path.join(ROOT, "..", "shared", "bench"))
KIWI = os.path.join(BENCH, "bench_kiwi.py")
VENV_PY = os.path.join(ROOT, ".venv", "bin", "python")
OURS = os.path.join(ROOT, ".build-bench", "release", "solver-bench")
ANCHOR_10000_BUILD = 47.7  # seconds, SOLVER-ANCHORS.md §4.1 (kiwisolver 1.5.1, median of 3)


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw).stdout


def setup(package):
    if not os.path.exists(VENV_PY):
        print("setting up .venv with kiwisolver ...", file=sys.stderr)
        run([sys.executable, "-m", "venv", os.path.join(ROOT, ".venv")])
        run([VENV_PY, "-m", "pip", "install", "-q", "kiwisolver"])
    print("building solver-bench (release, .build-bench) ...", file=sys.stderr)
    run(["swift", "build", "-c", "release", "--product", "solver-bench",
         "--scratch-path", os.path.join(ROOT, ".build-bench")], cwd=package)


def timing(engine, path, repeat):
    if engine == "kiwi":
        out = run([VENV_PY, KIWI, "--json", path, "--time", "--repeat", str(repeat)])
    else:
        out = run([OURS, "--time", "--repeat", str(repeat), path])
    d = json.loads(out)
    res = {"build": d["build_solve"]["median"]}
    for kind, s in d["op_medians"].items():
        res[kind] = s["median"]
    return res


def compare(path, tmp):
    name = os.path.basename(path)
    k, o = os.path.join(tmp, name + ".kiwi"), os.path.join(tmp, name + ".ours")
    with open(k, "w") as f:
        subprocess.run([VENV_PY, KIWI, "--json", path], stdout=f, stderr=subprocess.DEVNULL)
    with open(o, "w") as f:
        subprocess.run([OURS, path], stdout=f)
    r = subprocess.run([VENV_PY, KIWI, "--compare", k, o], capture_output=True, text=True)
    rep = json.loads(r.stdout)
    diff = max([s.get("max_abs_diff", 0) for s in rep["snapshots"]] or [0])
    return rep["ok"], diff


def fmt(seconds):
    if seconds is None:
        return "-"
    if seconds >= 1:
        return "%.2f s" % seconds
    if seconds >= 1e-3:
        return "%.2f ms" % (seconds * 1e3)
    return "%.1f us" % (seconds * 1e6)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kiwi-10000", action="store_true", help="also time kiwi at N=10000 (about 1 min)")
    ap.add_argument("--churn-10000", action="store_true", help="add 10%% churn to the N=10000 workload")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--package", default=ROOT, help="package to build solver-bench from")
    args = ap.parse_args()
    setup(args.package)
    tmp = tempfile.mkdtemp(prefix="solver-bench-")
    fixtures = sorted(os.path.join(BENCH, "fixtures", f)
                      for f in os.listdir(os.path.join(BENCH, "fixtures")) if f.endswith(".json"))
    grids = {}
    for n in (100, 1000, 10000):
        path = os.path.join(tmp, "grid%d.json" % n)
        cmd = [VENV_PY, KIWI, "--emit-grid", str(n), "--sweep", "1000", "--snapshot", "last",
               "--out", path]
        if n < 10000 or args.churn_10000:
            cmd += ["--churn", "0.1"]
        run(cmd)
        grids[n] = path

    rows = []  # (workload, metric, ours, kiwi, source)
    print("correctness (bench_kiwi.py --compare):", file=sys.stderr)
    for path in fixtures + [grids[100], grids[1000]]:
        ok, diff = compare(path, tmp)
        print("  %-40s %s  max |diff| %.1e" % (os.path.basename(path), "ok" if ok else "MISMATCH", diff),
              file=sys.stderr)
        rows.append(("compare " + os.path.basename(path), "agrees" if ok else "MISMATCH", None, None, ""))

    metrics = [("build", "build (add+update)"), ("suggest+update", "one resize step"),
               ("remove", "remove (per op)"), ("add", "re-add (per op)")]
    for label, path, rep in [("enaml-like", os.path.join(BENCH, "fixtures", "enaml_like.json"), args.repeat),
                             ("grid N=100", grids[100], args.repeat), ("grid N=1000", grids[1000], 3),
                             ("grid N=10000", grids[10000], 1)]:
        print("timing %s ..." % label, file=sys.stderr)
        ours = timing("ours", path, rep)
        if label == "grid N=10000" and not args.kiwi_10000:
            kiwi = {"build": ANCHOR_10000_BUILD}
            source = "kiwi: SOLVER-ANCHORS.md 4.1"
        else:
            kiwi = timing("kiwi", path, rep)
            source = "kiwi: this run, median of %d" % rep
        for key, name in metrics:
            if key in ours:
                rows.append((label, name, ours[key], kiwi.get(key), source if key in kiwi else "kiwi: not run"))

    print()
    print("%-34s %-20s %12s %12s %8s  %s" % ("workload", "metric", "ours", "kiwi", "ours/kiwi", "source"))
    for w, m, o, k, src in rows:
        if o is None:
            print("%-34s %-20s" % (w, m))
            continue
        ratio = "%.3f" % (o / k) if k else "-"
        print("%-34s %-20s %12s %12s %8s  %s" % (w, m, fmt(o), fmt(k), ratio, src))
    print("\nours: solver-bench --time (release); figures are medians; 'update' publishes every value.")
    return 0 if all(r[1] != "MISMATCH" for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
