#!/usr/bin/env bash
# Times release `scenectl report` (issue 35, docs/Report.md §4) and prints the page's size:
#
#   (a) each shipped app (Scenes/*.yaml) on three devices (iphone-se, iphone, ipad) with its
#       flows (Scenes/Flows/APP-*.yaml);
#   (b) the largest storyboard of the corpus (../shared/storyboards and storyboards-wide), on
#       its canvas device. Goal: under 1 s and under 5 MB.
#
# Prints the median wall time of RUNS runs (default 5) and the size of index.html.
#
#   Tools/report-bench.sh            # builds release scenectl first
#   RUNS=9 SCENECTL=path/to/scenectl Tools/report-bench.sh
#
# Measured 2026-12-03 on the 2-core machine while six other builds ran (release, RUNS=5):
#   NodeCalculator: 3 devices, 3 flows                  0.10 s   0.2 MB
#   TabbedCalculation: 3 devices, 2 flows               0.14 s   0.2 MB
#   TinyPix: 3 devices, 3 flows                         0.09 s   0.2 MB
#   Wonderland: 3 devices, 4 flows                      0.16 s   0.3 MB
#   JohanDegraeve__xdripswift__Main (352 KB, 26 scenes) 0.23 s   0.3 MB   (goal met)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${SCENECTL:-}" ]; then
  swift build -c release --product scenectl >/dev/null
  SCENECTL="$(swift build -c release --show-bin-path)/scenectl"
fi
exec python3 - "$SCENECTL" "${RUNS:-5}" <<'PY'
import glob, os, shutil, statistics, subprocess, sys, tempfile, time

scenectl, runs = sys.argv[1], int(sys.argv[2])
work = tempfile.mkdtemp(prefix="scenectl-report-bench-")
corpus = [f for folder in ("../shared/storyboards", "../shared/storyboards-wide")
          for f in glob.glob(os.path.join(folder, "*.storyboard"))]
cases = []
for app in sorted(glob.glob("Scenes/*.yaml")):
    name = os.path.basename(app)[:-5]
    flows = sorted(glob.glob(f"Scenes/Flows/{name}-*.yaml"))
    arguments = [app, "--device", "iphone-se", "--device", "iphone", "--device", "ipad"]
    for flow in flows:
        arguments += ["--flows", flow]
    cases.append((f"{name}: 3 devices, {len(flows)} flows", arguments, None))
if corpus:
    largest = max(corpus, key=os.path.getsize)
    cases.append((f"{os.path.basename(largest)} ({os.path.getsize(largest) // 1024} KB)",
                  [largest], 1.0))
else:
    print("report-bench: no corpus at ../shared: the largest storyboard is left out")
failed = False
print(f"{'report':<72} {'median s':>8} {'page MB':>8}")
for label, arguments, goal in cases:
    times = []
    out = os.path.join(work, "out")
    for _ in range(runs):
        shutil.rmtree(out, ignore_errors=True)
        start = time.monotonic()
        code = subprocess.run([scenectl, "report"] + arguments + ["-o", out],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
        times.append(time.monotonic() - start)
        if code not in (0, 1):
            print(f"report-bench: {label}: exit {code}")
            sys.exit(2)
    size = os.path.getsize(os.path.join(out, "index.html")) / 1e6
    median = statistics.median(times)
    verdict = ""
    if goal is not None:
        ok = median < goal and size < 5
        failed |= not ok
        verdict = "  (goal < 1 s, < 5 MB: " + ("met" if ok else "MISSED") + ")"
    print(f"{label:<72} {median:>8.2f} {size:>8.1f}{verdict}")
shutil.rmtree(work, ignore_errors=True)
sys.exit(1 if failed else 0)
PY
