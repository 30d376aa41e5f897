#!/usr/bin/env bash
# The speed of `validate --sources` (issue 14, "Speed"; docs/Sources.md): generates a
# 200,000-line Swift code base with 2,000 classes and 5,000 outlets and actions, and its
# storyboard (Tools/gen-sources.py), in a temporary folder, then measures side by side, in
# one run, interleaved:
#
#   (1) scenectl validate Main.storyboard
#   (2) scenectl validate Main.storyboard --sources App
#   (3) grep -rcE '@?IB(Outlet|Action)' App
#
# and prints the best of RUNS runs of each (wall time), the time the scan adds ((2) - (1))
# and its ratio to grep's time. Goal: the added time is at most 3 times grep's.
#
#   Tools/sources-bench.sh             # builds release scenectl first; 5 runs
#   RUNS=11 BIN=.build/release Tools/sources-bench.sh
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-5}
if [ -z "${BIN:-}" ]; then
  swift build -c release --product scenectl >/dev/null
  BIN="$(swift build -c release --show-bin-path)"
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/sources-bench-XXXXXX")
trap 'rm -rf "$work"' EXIT
python3 Tools/gen-sources.py "$work" --classes "${CLASSES:-2000}"
exec python3 - "$BIN/scenectl" "$work" "$runs" <<'PY'
import os, subprocess, sys, time

scenectl, work, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
storyboard, app = os.path.join(work, "Main.storyboard"), os.path.join(work, "App")
commands = [
    ("scenectl validate FILE", [scenectl, "validate", storyboard]),
    ("scenectl validate FILE --sources DIR", [scenectl, "validate", storyboard, "--sources", app]),
    ("grep -rcE '@?IB(Outlet|Action)' DIR", ["grep", "-rcE", "@?IB(Outlet|Action)", app]),
]
env = dict(os.environ, NO_COLOR="1")
for _, command in commands:  # warm the file cache, and check that nothing more is found
    run = subprocess.run(command, env=env, capture_output=True, text=True)
    if command[0] == scenectl:
        print(f"  {' '.join(command[1:2] + command[3:4])}: {run.stdout.strip().splitlines()[-1]}")
best = [float("inf")] * len(commands)
for _ in range(runs):
    for index, (_, command) in enumerate(commands):
        start = time.perf_counter()
        subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        best[index] = min(best[index], time.perf_counter() - start)
files = sum(len(names) for _, _, names in os.walk(app))
size = sum(os.path.getsize(os.path.join(d, n)) for d, _, names in os.walk(app) for n in names)
print(f"{files} Swift files, {size / 1e6:.1f} MB; best of {runs} runs; load {os.getloadavg()[0]:.2f}")
for (name, _), seconds in zip(commands, best):
    print(f"  {name:<40} {seconds * 1000:8.1f} ms")
added = best[1] - best[0]
ratio = added / best[2]
print(f"  the scan adds {added * 1000:.1f} ms: {ratio:.2f}x grep (goal <= 3x): "
      f"{'met' if ratio <= 3 else 'NOT met'}")
sys.exit(0 if ratio <= 3 else 1)
PY
