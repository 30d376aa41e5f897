#!/usr/bin/env bash
# The explore benchmark of issue 15: release `scenectl explore` on a generated app of 200
# scenes (Tools/gen-scale.py --taps-modulo 3: a tab bar of navigation stacks, pushes, form
# sheet modals, and an app-state counter modulo 3), cut at growing state bounds. Prints, per
# bound, the states and transitions (events applied to a state that led to a state), the CPU
# (user) time of the best of RUNS runs, transitions per second of the search (start-up, the
# CPU time of a 1-state search, taken off), peak memory, and the memory
# and time per state added since the previous bound (flat when growth is linear). Explore
# runs on one core.
#
#   Tools/explore-bench.sh                            # builds release scenectl here
#   SCENECTL=/path/to/scenectl BOUNDS="1000 8000" RUNS=3 Tools/explore-bench.sh
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
bounds="${BOUNDS:-2000 8000 32000 128000}"
runs="${RUNS:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if [ -z "${SCENECTL:-}" ]; then
  (cd "$root" && swift build -c release --product scenectl >/dev/null)
  SCENECTL="$root/.build/release/scenectl"
fi
python3 "$root/Tools/gen-scale.py" --scenes 200 --taps-modulo 3 >"$work/app.yaml"

python3 - "$SCENECTL" "$work/app.yaml" "$runs" $bounds <<'PY'
import json, os, subprocess, sys, time
scenectl, app, runs, bounds = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]

def run(bound):
    best = None
    for _ in range(runs):
        child = subprocess.Popen(
            [scenectl, "explore", app, "--max-states", bound, "--format", "json"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        out = child.stdout.read()
        _, _, usage = os.wait4(child.pid, 0)
        result = json.loads(out)
        figures = (usage.ru_utime, usage.ru_maxrss, result)
        if best is None or figures[0] < best[0]:
            best = figures
    return best

print("explore: generated app, 200 scenes (gen-scale.py --taps-modulo 3), best of %d runs" % runs)
# Start-up (reading the file, validating, the launch) is the CPU time of a search of 1 state;
# transitions/s is that of the search itself: transitions / (cpu - start-up).
startup = run("1")[0]
print("start-up (a search of 1 state): %.3f s CPU" % startup)
print("%8s %8s %11s %9s %13s %9s %12s %12s" % (
    "bound", "states", "transitions", "cpu s", "transitions/s", "peak MB",
    "B/state+", "us/state+"))
previous = None
for bound in bounds:
    cpu, peak_kb, result = run(bound)
    states, transitions = result["states"], result["transitions"]
    search = cpu - startup
    per_second = transitions / search if search > 0 else float("inf")
    memory = time_per = "-"
    if previous is not None:
        added = states - previous[0]
        if added > 0:
            memory = "%.0f" % ((peak_kb - previous[1]) * 1024 / added)
            time_per = "%.1f" % ((cpu - previous[2]) * 1e6 / added)
    print("%8s %8d %11d %9.2f %13.0f %9.1f %12s %12s" % (
        bound, states, transitions, cpu, per_second, peak_kb / 1024, memory, time_per))
    previous = (states, peak_kb, cpu)
print("goals: >= 20,000 transitions/s on one core; <= 1,024 B per stored state beyond the")
print("simulator's working set (B/state+); time per state flat as states grow (us/state+)")
PY
