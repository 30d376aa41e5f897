#!/usr/bin/env bash
# The layout benchmark of issue 5: release `scenectl validate` (loading, checks, and layout of
# every scene on 3 devices) on a generated file of SCENES scenes x 10 views, timed against a
# raw libyaml event scan of the same file (Tools/yaml-scan.c). Prints the medians of RUNS runs,
# the ratio (goal: at most 5x) and validate's peak memory.
#
#   Tools/layout-bench.sh                      # builds release scenectl in this package
#   SCENECTL=/path/to/scenectl SCENES=2000 RUNS=9 Tools/layout-bench.sh
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

# The median wall time of a command over $runs runs, in microseconds.
median_us() {
  local times=()
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null
    end=$(date +%s%N)
    times+=($(((end - start) / 1000)))
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'
}

scan_us=$(median_us "$work/yaml-scan" "$work/bench.yaml")
validate_us=$(median_us "$SCENECTL" validate "$work/bench.yaml")
peak_kb=$(/usr/bin/time -f %M "$SCENECTL" validate "$work/bench.yaml" 2>&1 >/dev/null | tail -1)
bytes=$(wc -c <"$work/bench.yaml")

awk -v s="$scan_us" -v v="$validate_us" -v b="$bytes" -v k="$peak_kb" -v n="$scenes" -v r="$runs" \
  'BEGIN {
    printf "file: %d scenes x 10 views, %.2f MB, 3 devices\n", n, b / 1048576
    printf "libyaml event scan: %.1f ms (median of %d)\n", s / 1000, r
    printf "scenectl validate:  %.1f ms (median of %d)\n", v / 1000, r
    printf "ratio: %.2fx (goal <= 5x)\n", v / s
    printf "validate peak memory: %.1f MB\n", k / 1024
  }'
