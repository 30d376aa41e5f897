#!/usr/bin/env bash
# The three speed figures of issue 31, each against its baseline, measured side by side in one
# run (the two commands of a pair alternate, so a busy machine slows both alike):
#
#   (1) reading the largest storyboard of ../shared/storyboards into the model
#       (`storyboard-load FILE`: parse, import into located nodes, load them) against
#       `xmllint --stream --noout FILE`: instructions (valgrind --tool=callgrind, goal ≤ 2.5×)
#       and median wall time (goal ≤ 3×);
#   (2) `scenectl validate` of a 1,000-scene scene file (Tools/gen-scale.py) on its default
#       devices against a raw libyaml event scan of the same file (Tools/yaml-scan.c): median
#       wall and CPU (user + system) time (goal ≤ 3×);
#   (3) `scenectl validate` of every file of ../shared/storyboards-wide in one call (layout
#       included) against `xmllint --noout` of the same files: median wall time (goal ≤ 3×).
# Last, whether the machine gave both cores: two yaml-scans side by side against one alone.
#
#   Tools/speed-figures.sh                  # builds release scenectl and storyboard-load first
#   RUNS=21 BIN=.build/release Tools/speed-figures.sh
#   CALLGRIND=0 Tools/speed-figures.sh      # without the instruction counts (slow: ~1 min)
#
# Needs xmllint (Debian libxml2-utils), cc and libyaml-dev; valgrind for the instructions.
set -euo pipefail
cd "$(dirname "$0")/.."
top=$(pwd)
corpus=${CORPUS:-$top/../shared/storyboards}
wide=${WIDE:-$top/../shared/storyboards-wide}
runs=${RUNS:-11}
if [ -z "${BIN:-}" ]; then
  swift build -c release --product scenectl >/dev/null
  swift build -c release --product storyboard-load >/dev/null
  BIN="$(swift build -c release --show-bin-path)"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -O2 -o "$work/yaml-scan" "$top/Tools/yaml-scan.c" -lyaml
python3 "$top/Tools/gen-scale.py" --scenes 1000 >"$work/app-1000.yaml"
exec python3 - "$BIN" "$corpus" "$wide" "$runs" "$work" "${CALLGRIND:-1}" <<'PY'
import glob, os, re, shutil, subprocess, sys, time

bin, corpus, wide, runs, work, callgrind = sys.argv[1:7]
runs = int(runs)
scenectl, loader = os.path.join(bin, "scenectl"), os.path.join(bin, "storyboard-load")
largest = max(glob.glob(os.path.join(corpus, "*.storyboard")), key=os.path.getsize)
wide_files = sorted(glob.glob(os.path.join(wide, "*.storyboard")) + glob.glob(os.path.join(wide, "*.xib")))
env = dict(os.environ, SWIFT_BACKTRACE="enable=no", NO_COLOR="1")

def run_once(command):
    """Wall and CPU (user + system) seconds of one run, its output discarded."""
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    _, _, usage = os.wait4(child.pid, 0)
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime

def side_by_side(a, b):
    """Median wall and CPU seconds of `a` and of `b`, run alternately `runs` times each after
    one warm-up run each."""
    run_once(a); run_once(b)
    times = {0: [], 1: []}
    for i in range(runs):
        order = (0, 1) if i % 2 == 0 else (1, 0)
        for which in order:
            times[which].append(run_once((a, b)[which]))
    med = lambda xs: sorted(xs)[len(xs) // 2]
    return [(med([t[0] for t in times[k]]), med([t[1] for t in times[k]])) for k in (0, 1)]

def instructions(command):
    out = os.path.join(work, "callgrind.out")
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + command,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    with open(out) as f:
        for line in f:
            if line.startswith("summary:") or line.startswith("totals:"):
                return int(line.split()[1])
    return 0

def row(what, ours, base, goal):
    ratio = ours / base if base else float("inf")
    verdict = "meets" if ratio <= goal else "MISSES"
    print(f"  {what:<34} {ours:>12.4g} {base:>12.4g} {ratio:>7.2f}x  (goal <= {goal}x: {verdict})")

print(f"speed figures of issue 31: medians of {runs} runs each, side by side")
print(f"  {'':<34} {'scenectl':>12} {'baseline':>12} {'ratio':>8}")
name = os.path.basename(largest)
print(f"(1) {name} ({os.path.getsize(largest) // 1024} KB) into the model vs xmllint --stream --noout")
if callgrind != "0" and shutil.which("valgrind"):
    row("instructions (callgrind)", instructions([loader, largest]),
        instructions(["xmllint", "--stream", "--noout", largest]), 2.5)
(ours, base) = side_by_side([loader, largest], ["xmllint", "--stream", "--noout", largest])
row("wall seconds", ours[0], base[0], 3)
row("CPU seconds", ours[1], base[1], 3)
app = os.path.join(work, "app-1000.yaml")
print(f"(2) validate of a 1,000-scene file ({os.path.getsize(app) // 1024} KB) vs yaml-scan")
(ours, base) = side_by_side([scenectl, "validate", app], [os.path.join(work, "yaml-scan"), app])
row("wall seconds", ours[0], base[0], 3)
row("CPU seconds", ours[1], base[1], 3)
print(f"(3) validate of storyboards-wide ({len(wide_files)} files, one call) vs xmllint --noout")
(ours, base) = side_by_side([scenectl, "validate"] + wide_files, ["xmllint", "--noout"] + wide_files)
row("wall seconds", ours[0], base[0], 3)
row("CPU seconds", ours[1], base[1], 3)
# Figures (2) and (3) use both cores; on a shared host the second one is not always there.
# Two yaml-scans side by side take as long as one when it is, up to twice as long when not.
def pair_once(command):
    start = time.perf_counter()
    children = [subprocess.Popen(command, stdout=subprocess.DEVNULL, env=env) for _ in range(2)]
    for child in children:
        child.wait()
    return time.perf_counter() - start
scan = [os.path.join(work, "yaml-scan"), app]
alone = sorted(run_once(scan)[0] for _ in range(runs))[runs // 2]
paired = sorted(pair_once(scan) for _ in range(runs))[runs // 2]
print(f"cores: {os.cpu_count()}; two yaml-scans side by side take {paired / alone:.2f}x one "
      f"alone (1.00x when both cores are free); load average when done: "
      f"{os.getloadavg()[0]:.1f}")
PY
