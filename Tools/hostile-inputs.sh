#!/usr/bin/env bash
# Feeds `scenectl validate` hostile inputs and checks that each one exits 1
# with a located error (FILE:LINE:COL), in under a second and under 100 MB
# of peak memory. Prints one row per input with the measured time and memory.
#
#   Tools/hostile-inputs.sh            # builds release scenectl first
#   SCENECTL=path/to/scenectl Tools/hostile-inputs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${SCENECTL:-}" ]; then
  swift build -c release --product scenectl >/dev/null
  SCENECTL="$(swift build -c release --show-bin-path)/scenectl"
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

python3 - "$dir" <<'PY'
import sys, os
d = sys.argv[1]
def w(name, data):
    with open(os.path.join(d, name), "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())
head = "format: 1\nstoryboard: X\ninitial: a\n"
# billion laughs: 9 levels of 10 aliases each
lines = ["format: 1", "storyboard: X", "initial: a", "l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
for i in range(1, 10):
    lines.append(f"l{i}: &l{i} [" + ", ".join([f"*l{i-1}"] * 10) + "]")
lines.append("scenes: { a: { kind: viewController, views: *l9 } }")
w("alias-bomb.yaml", "\n".join(lines) + "\n")
w("deep-flow.yaml", "x: " + "[" * 200000 + "]" * 200000 + "\n")
w("huge-scalar.yaml", head + "scenes: '" + "x" * (50 * 1024 * 1024) + "'\n")
w("invalid-utf8.yaml", head.encode() + b"scenes:\n  a: { kind: viewController, title: \"caf\xe9\" }\n")
w("nul-byte.yaml", head.encode() + b"scenes:\n  a: { kind: viewController }\x00\n")
w("tab-indent.yaml", head + "scenes:\n\ta: { kind: viewController }\n")
w("empty.yaml", "")
w("scalar-root.yaml", "just a string\n")
w("duplicate-keys.yaml", head + "scenes:\n  a: { kind: viewController }\n  a: { kind: viewController }\n")
w("unknown-format.yaml", "format: 2\nstoryboard: X\ninitial: a\nscenes:\n  a: { kind: viewController }\n")
PY

printf '%-22s %-6s %-8s %-9s %s\n' input exit seconds peak-MB "first line"
failed=0
for file in alias-bomb deep-flow huge-scalar invalid-utf8 nul-byte tab-indent empty \
  scalar-root duplicate-keys unknown-format; do
  path="$dir/$file.yaml"
  set +e
  /usr/bin/time -f '%e %M' -o "$dir/time" "$SCENECTL" validate "$path" >"$dir/out" 2>&1
  status=$?
  set -e
  read -r seconds kb < <(tail -n 1 "$dir/time")
  mb=$((kb / 1024))
  first=$(head -n 1 "$dir/out" | sed "s|$dir/||" | cut -c1-110)
  ok=yes
  [ "$status" -eq 1 ] || ok=no
  grep -qE "^$path:[0-9]+:[0-9]+: error: " "$dir/out" || ok=no
  awk -v s="$seconds" 'BEGIN { exit !(s < 1.0) }' || ok=no
  [ "$mb" -lt 100 ] || ok=no
  [ "$ok" = yes ] || failed=$((failed + 1))
  printf '%-22s %-6s %-8s %-9s %s\n' "$file" "$status" "$seconds" "$mb" "$first"
done
echo
if [ "$failed" -eq 0 ]; then
  echo "all hostile inputs refused with a located error, each under 1 s and 100 MB"
else
  echo "$failed hostile input(s) failed the check"
  exit 1
fi
