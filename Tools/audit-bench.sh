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

# The median wall time and the median CPU time (user + system) of RUNS runs of a command,
# in seconds, as "WALL CPU"; status 0 or 1 (problems found) only. On a machine other jobs
# load, the wall time waits for a core and the CPU time does not: both are shown.
median() {
  local walls=() cpus=()
  for _ in $(seq "$runs"); do
    local status=0
    /usr/bin/time -f "%e %U %S" -o "$timing" "$@" >/dev/null 2>&1 || status=$?
    if [ "$status" -gt 1 ]; then
      echo "audit-bench: '$1 $2' failed with status $status" >&2
      exit 2
    fi
    # The last line: time puts "Command exited with non-zero status 1" before it.
    read -r wall user system < <(tail -1 "$timing")
    walls+=("$wall")
    cpus+=("$(awk -v u="$user" -v s="$system" 'BEGIN {printf "%.2f", u + s}')")
  done
  local mid=$(( (runs + 1) / 2 ))
  echo "$(printf '%s\n' "${walls[@]}" | sort -n | sed -n "${mid}p")" \
    "$(printf '%s\n' "${cpus[@]}" | sort -n | sed -n "${mid}p")"
}
timing=$(mktemp)
trap 'rm -f "$timing"' EXIT

common=(--no-config --root / "${devices[@]}")
echo "files: ${#files[@]} (Scenes/*.yaml and $(basename "$corpus")), devices: iphone-se iphone ipad"
echo "audit variants: content sizes xSmall large accessibility3, locales: ${LOCALES:-base double}"
read -r validate validate_cpu <<<"$(median "$scenectl" validate "${common[@]}" "${files[@]}")"
read -r audit audit_cpu <<<"$(median "$scenectl" audit "${common[@]}" "${sizes[@]}" "${locales[@]}" \
  "${files[@]}")"
echo "validate: ${validate} s wall, ${validate_cpu} s CPU (medians of $runs)"
echo "audit:    ${audit} s wall, ${audit_cpu} s CPU (medians of $runs)"
awk -v a="$audit" -v v="$validate" -v ac="$audit_cpu" -v vc="$validate_cpu" \
  'BEGIN {printf "ratio:    %.2fx wall, %.2fx CPU (goal <= 3x)\n", a / v, ac / vc}'
echo "findings per code (audit):"
"$scenectl" audit "${common[@]}" "${sizes[@]}" "${locales[@]}" "${files[@]}" 2>/dev/null \
  | grep -o '\[[a-z-]*\]$' | sort | uniq -c | sort -rn || true
