#!/usr/bin/env bash
# Times release `scenectl audit` against `scenectl validate` on the same files (issue 33,
# item 6; docs/Audit.md, "Speed"): the four shipped apps (Scenes/*.yaml) and every storyboard
# of ../shared/storyboards-wide, each laid out on 3 devices (iphone-se, iphone, ipad); the
# audit at 3 content sizes (xSmall, large, accessibility3) in 2 locales (LOCALES, default
# 'base double': the text as written and Xcode's double-length pseudolanguage), 18 variants a
# scene. Goal: the audit's median wall time ≤ 3× validate's.
#
#   Tools/audit-bench.sh            # builds release scenectl first; 5 runs of each
#   RUNS=9 BIN=path/to/release/bin CORPUS=path/to/storyboards LOCALES='base rtl' Tools/audit-bench.sh
#
# A run that fails (status 2: bad usage, an input not read) stops the script, so that a
# command that did nothing is never timed. Prints each command's median wall time, the
# ratio, and the findings per code of the audit.
set -euo pipefail
cd "$(dirname "$0")/.."
top=$(pwd)
corpus=${CORPUS:-$top/../shared/storyboards-wide}
runs=${RUNS:-5}
if ! ls "$corpus"/*.storyboard >/dev/null 2>&1; then
  echo "audit-bench: no storyboards in '$corpus'; set CORPUS=" >&2
  exit 2
fi
if [ -z "${BIN:-}" ]; then
  swift build -c release --product scenectl >/dev/null
  BIN=$(swift build -c release --show-bin-path)
fi
scenectl="$BIN/scenectl"
devices=(--device iphone-se --device iphone --device ipad)
sizes=(--content-size xSmall --content-size large --content-size accessibility3)
locales=()
for locale in ${LOCALES:-base double}; do locales+=(--locale "$locale"); done
files=(Scenes/*.yaml "$corpus"/*.storyboard)

# The median wall time of RUNS runs of a command, in seconds; status 0 or 1 (problems
# found) only.
median() {
  local times=()
  for _ in $(seq "$runs"); do
    local start end status=0
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1 || status=$?
    end=$(date +%s%N)
    if [ "$status" -gt 1 ]; then
      echo "audit-bench: '$1 $2' failed with status $status" >&2
      exit 2
    fi
    times+=("$(( (end - start) / 1000000 ))")
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {printf "%.3f", a[int((NR+1)/2)]/1000}'
}

common=(--no-config --root / "${devices[@]}")
echo "files: ${#files[@]} (Scenes/*.yaml and $(basename "$corpus")), devices: iphone-se iphone ipad"
echo "audit variants: content sizes xSmall large accessibility3, locales: ${LOCALES:-base double}"
validate=$(median "$scenectl" validate "${common[@]}" "${files[@]}")
audit=$(median "$scenectl" audit "${common[@]}" "${sizes[@]}" "${locales[@]}" "${files[@]}")
echo "validate: ${validate} s (median of $runs)"
echo "audit:    ${audit} s (median of $runs)"
awk -v a="$audit" -v v="$validate" 'BEGIN {printf "ratio:    %.2fx (goal <= 3x)\n", a / v}'
echo "findings per code (audit):"
"$scenectl" audit "${common[@]}" "${sizes[@]}" "${locales[@]}" "${files[@]}" 2>/dev/null \
  | grep -o '\[[a-z-]*\]$' | sort | uniq -c | sort -rn || true
