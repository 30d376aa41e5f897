#!/usr/bin/env bash
# The scale benchmark of issue 8: release `scenectl validate` and `scenectl simulate` (a few
# taps through the app) on generated apps of 10, 100, 1,000 and 10,000 scenes
# (Tools/gen-scale.py), each against a raw libyaml event scan of the same file
# (Tools/yaml-scan.c). Prints, per size, the median CPU (user) times of RUNS runs (CPU time,
# not wall time, because the machine is shared), the ratio of each command's time to the
# scan's, validate's CPU time per scene (flat when growth is linear) and peak memory.
#
#   Tools/scale-bench.sh                         # builds release scenectl in this package
#   SCENECTL=/path/to/scenectl SIZES="100 1000" RUNS=5 Tools/scale-bench.sh
#
# A size whose file scenectl refuses (for example past a YAMLLimits bound) is reported
# with the error instead of times.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
sizes="${SIZES:-10 100 1000 10000}"
runs="${RUNS:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
taps=(--tap bump --tap info --tap done --tap next --tap bump --back --tap "tab:Tab 2" --tap next)

if [ -z "${SCENECTL:-}" ]; then
  (cd "$root" && swift build -c release --product scenectl >/dev/null)
  SCENECTL="$root/.build/release/scenectl"
fi
cc -O2 -o "$work/yaml-scan" "$root/Tools/yaml-scan.c" -lyaml

# Runs a command $runs times; prints "WALL_MS USER_MS PEAK_KB": the medians of the wall and
# user times (from wait4's rusage, to the microsecond) and the largest peak memory (maxrss,
# what /usr/bin/time -f %M prints).
measure() {
  python3 - "$runs" "$@" <<'PY'
import os, subprocess, sys, time
runs, command = int(sys.argv[1]), sys.argv[2:]
walls, users, peak = [], [], 0
for _ in range(runs):
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(child.pid, 0)
    walls.append((time.perf_counter() - start) * 1000)
    users.append(usage.ru_utime * 1000)
    peak = max(peak, usage.ru_maxrss)
median = lambda xs: sorted(xs)[(len(xs) - 1) // 2]
print(f"{median(walls):.1f} {median(users):.1f} {peak}")
PY
}

printf '%7s %7s %9s | %8s | %9s %6s %7s %8s | %9s %6s %8s\n' \
  scenes MB events "scan ms" "validate" "x scan" "us/scn" "peak MB" "simulate" "x scan" "peak MB"
for n in $sizes; do
  file="$work/app-$n.yaml"
  python3 "$root/Tools/gen-scale.py" --scenes "$n" >"$file"
  mb=$(awk -v b="$(wc -c <"$file")" 'BEGIN { printf "%.1f", b / 1048576 }')
  events=$("$work/yaml-scan" "$file")
  set +e
  "$SCENECTL" validate "$file" >"$work/validate.out" 2>&1
  status=$?
  "$SCENECTL" simulate "$file" "${taps[@]}" >"$work/simulate.out" 2>&1
  sim_status=$?
  set -e
  if [ "$status" -ne 0 ] || [ "$sim_status" -ne 0 ]; then
    printf '%7s %7s %9s | refused (validate exit %s, simulate exit %s): %s\n' "$n" "$mb" \
      "$events" "$status" "$sim_status" "$(head -n 1 "$work/validate.out" | sed "s|$file|app|")"
    continue
  fi
  read -r _ scan_user _ < <(measure "$work/yaml-scan" "$file")
  read -r _ validate_user validate_kb < <(measure "$SCENECTL" validate "$file")
  read -r _ simulate_user simulate_kb < <(measure "$SCENECTL" simulate "$file" "${taps[@]}")
  awk -v n="$n" -v mb="$mb" -v e="$events" -v s="$scan_user" -v v="$validate_user" \
    -v vk="$validate_kb" -v m="$simulate_user" -v mk="$simulate_kb" 'BEGIN {
      printf "%7d %7s %9d | %8.1f | %9.1f %6.1f %7.0f %8.1f | %9.1f %6.1f %8.1f\n",
        n, mb, e, s, v, v / s, v * 1000 / n, vk / 1024, m, m / s, mk / 1024
    }'
done
echo "times: CPU (user) ms, medians of $runs runs; x scan: ratio to the libyaml event scan;"
echo "us/scn: validate CPU microseconds per scene (flat when growth is linear)"
