#!/usr/bin/env bash
# The layout benchmark of issue 5: release `scenectl validate` (loading, checks, and layout of
# every scene on 3 devices) on a generated file of SCENES scenes x 10 views, timed against a
# raw libyaml event scan of the same file (Tools/yaml-scan.c). Prints the median wall time
# and the CPU time of RUNS runs of each, the ratios (goal: at most 5x in wall time) and
# validate's peak memory. validate uses every core; the scan uses one.
#
#   Tools/layout-bench.sh                      # builds release scenectl in this package
#   SCENECTL=/path/to/scenectl SCENES=2000 RUNS=9 Tools/layout-bench.sh
#   INSTRUCTIONS=1 Tools/layout-bench.sh       # also counts instructions (valgrind, slow)
#
# Wall times on a shared machine drift; the instruction counts (all threads, callgrind) do
# not, and are the figure to compare across machines and days.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
scenes="${SCENES:-1000}"
runs="${RUNS:-7}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if [ -z "${SCENECTL:-}" ]; then
  (cd "$root" && swift build -c release --product scenectl >/dev/null)
  SCENECTL="$root/.build/release/scenectl"
fi

python3 "$root/Tools/gen-storyboard.py" --scenes "$scenes" >"$work/bench.yaml"
cc -O2 -o "$work/yaml-scan" "$root/Tools/yaml-scan.c" -lyaml

# Checks once that validate accepts the file without any diagnostic.
if ! "$SCENECTL" validate "$work/bench.yaml" >"$work/validate.out"; then
  echo "layout-bench: validate reported errors:" >&2
  head -20 "$work/validate.out" >&2
  exit 1
fi
if [ "$(tail -1 "$work/validate.out")" != "0 errors, 0 warnings in 1 file" ]; then
  echo "layout-bench: validate reported problems:" >&2
  head -20 "$work/validate.out" >&2
  exit 1
fi

# The median wall time and the CPU time (user + system; hyperfine gives its mean) of a
# command over $runs runs, in microseconds: "WALL CPU". hyperfine (apt: hyperfine) is used
# when present, with warm-up runs; otherwise GNU time in a loop.
medians_us() {
  if command -v hyperfine >/dev/null; then
    hyperfine -N --warmup 3 --runs "$runs" --export-json "$work/h.json" "$*" >/dev/null 2>&1
    python3 - "$work/h.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"][0]
print(round(r["median"] * 1e6), round((r["user"] + r["system"]) * 1e6))
PY
  else
    for _ in $(seq "$runs"); do
      /usr/bin/time -f "%e %U %S" "$@" 2>&1 >/dev/null | tail -1
    done | awk '{w[NR] = $1 * 1e6; c[NR] = ($2 + $3) * 1e6}
      END {n = asort(w); asort(c); print w[int((n + 1) / 2)], c[int((n + 1) / 2)]}'
  fi
}

read -r scan_us scan_cpu_us < <(medians_us "$work/yaml-scan" "$work/bench.yaml")
read -r validate_us validate_cpu_us < <(medians_us "$SCENECTL" validate "$work/bench.yaml")
peak_kb=$(/usr/bin/time -f %M "$SCENECTL" validate "$work/bench.yaml" 2>&1 >/dev/null | tail -1)
bytes=$(wc -c <"$work/bench.yaml")

awk -v s="$scan_us" -v v="$validate_us" -v sc="$scan_cpu_us" -v vc="$validate_cpu_us" \
  -v b="$bytes" -v k="$peak_kb" -v n="$scenes" -v r="$runs" -v cores="$(nproc)" \
  'BEGIN {
    printf "file: %d scenes x 10 views, %.2f MB, 3 devices; %d cores\n", n, b / 1048576, cores
    printf "libyaml event scan: %.1f ms wall, %.1f ms CPU (%d runs)\n", s / 1000, sc / 1000, r
    printf "scenectl validate:  %.1f ms wall, %.1f ms CPU (%d runs)\n", v / 1000, vc / 1000, r
    printf "ratio: %.2fx wall (goal <= 5x), %.2fx CPU\n", v / s, vc / sc
    printf "validate peak memory: %.1f MB\n", k / 1024
  }'

if [ "${INSTRUCTIONS:-0}" = 1 ] && command -v valgrind >/dev/null; then
  count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
      awk '/refs:/ {gsub(",", "", $NF); print $NF}'
  }
  scan_ir=$(count "$work/yaml-scan" "$work/bench.yaml")
  validate_ir=$(count "$SCENECTL" validate "$work/bench.yaml")
  awk -v s="$scan_ir" -v v="$validate_ir" 'BEGIN {
    printf "instructions: scan %.0f M, validate %.0f M, ratio %.2fx\n", s / 1e6, v / 1e6, v / s
  }'
fi
