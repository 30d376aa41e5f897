#!/usr/bin/env bash
# Times release `scenectl validate` on files of SMALL and LARGE items (2,500 and 10,000 by
# default) for each loader or check that once grew with the square of its input (issue
# "Hardening II", item 4), and prints the ratio of the two times: about LARGE/SMALL (4) when
# the growth is linear, about its square (16) when it is quadratic.
#
#   Tools/scale-quadratic.sh                       # builds release scenectl in this package
#   SCENECTL=/path/to/scenectl SMALL=2500 LARGE=10000 RUNS=3 Tools/scale-quadratic.sh
#   SHAPES="state bars" Tools/scale-quadratic.sh   # some of the shapes below
#
# Shapes (each file is valid except where it says):
#   state        N `state:` keys, one action setting each (`state.kI`)
#   properties   one scene with N `properties:` keys, `onAppear` setting each (`self.pI`)
#   views        one scene with N framed buttons (the baseline of `actions`: the constraint
#                solver's cost for the views, which grows faster than linearly by itself)
#   actions      the same N buttons and N actions, each from one of them; the line
#                `actions - views` is what the actions add (the checks that look views up)
#   dangling     N scenes, each with a segue to a scene that does not exist (N errors)
#   bars         one scene with N toolbar items, N actions and N segues from them, N alerts,
#                and one action whose 2N steps perform each segue and present each alert
#   Storyboards (issue 28, item 4: ids generated for elements, the import's steps; the import
#   refuses more than 10,000 views and 1,000 scenes, docs/Hardening.md):
#   ib-unnamed        one scene with N sibling `<a/>` (no id: each needs a generated one)
#   ib-repeated-id    N `<view id="x"/>` (one IB id repeated)
#   ib-repeated-label N views sharing the `userLabel` "Card"
#   ib-unknown        N elements of unknown names (`<thing3 id=…/>`), each not carried
#   ib-scenes         N/10 scenes titled alike, each a button pushing the next and a label
# Times are CPU (user) milliseconds, medians of RUNS runs, from wait4's resource usage.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
small="${SMALL:-2500}"
large="${LARGE:-10000}"
runs="${RUNS:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if [ -z "${SCENECTL:-}" ]; then
  (cd "$root" && swift build -c release --product scenectl >/dev/null)
  SCENECTL="$root/.build/release/scenectl"
fi

# Writes the file of shape $1 with $2 items to $3.
generate() {
  python3 - "$1" "$2" "$3" <<'PY'
import sys
shape, n, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
out = ["format: 1", "storyboard: Scale", "initial: s0", "devices: [iphone]"]
button = "      - { id: b, type: button, title: B, frame: [0, 0, 100, 40] }"
if shape == "state":
    out += ["state:"] + [f"  k{i}: {i}" for i in range(n)]
    out += ["scenes:", "  s0:", "    kind: viewController", "    views:", button,
            "    actions:", "      - name: go", "        from: b", "        do:"]
    out += [f"          - {{ set: state.k{i}, to: 'state.k{i} + 1' }}" for i in range(n)]
elif shape == "properties":
    out += ["scenes:", "  s0:", "    kind: viewController", "    properties:"]
    out += [f"      p{i}: {i}" for i in range(n)]
    out += ["    onAppear:"] + [f"      - {{ set: self.p{i}, to: 'self.p{i} + 1' }}" for i in range(n)]
elif shape in ("views", "actions"):
    out += ["scenes:", "  s0:", "    kind: viewController", "    views:"]
    out += [f"      - {{ id: b{i}, type: button, title: B, frame: [0, 0, 10, 10] }}" for i in range(n)]
    if shape == "actions":
        out += ["    actions:"]
        out += [f"      - {{ name: a{i}, from: b{n - 1 - i}, do: [] }}" for i in range(n)]
elif shape == "dangling":
    out += ["scenes:"]
    for i in range(n):
        out += [f"  s{i}:", "    kind: viewController", "    views:", button,
                f"    segues: [{{ kind: modal, from: b, to: missing{i} }}]"]
elif shape.startswith("ib-"):
    def scene(i, views, title=""):
        return (f'<scene sceneID="sc{i}"><objects><viewController id="vc{i}"{title} '
                f'sceneMemberID="viewController"><view key="view" id="root{i}"><rect key="frame" '
                f'x="0" y="0" width="414" height="896"/><subviews>{views}</subviews></view>'
                '</viewController></objects></scene>')
    if shape == "ib-unnamed":
        scenes = [scene(1, "<a/>" * n)]
    elif shape == "ib-repeated-id":
        scenes = [scene(1, '<view id="x"/>' * n)]
    elif shape == "ib-repeated-label":
        scenes = [scene(1, "".join(f'<view userLabel="Card" id="c{i}"/>' for i in range(n)))]
    elif shape == "ib-unknown":
        scenes = [scene(1, "".join(f'<thing{i % 7} id="u{i}"/>' for i in range(n)))]
    else:  # ib-scenes
        count = n // 10
        scenes = [scene(i, f'<button title="Next" id="b{i}"><rect key="frame" x="10" y="100" '
                           f'width="80" height="44"/><connections><segue destination="vc{i % count + 1}" '
                           f'kind="show" id="g{i}"/></connections></button><label text="Hi" '
                           f'userLabel="Title" id="t{i}"><rect key="frame" x="10" y="200" width="200" '
                           'height="20"/></label>', ' title="Same"') for i in range(1, count + 1)]
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" '
           'targetRuntime="iOS.CocoaTouch" initialViewController="vc1">', "<scenes>"]
    out += scenes + ["</scenes>", "</document>"]
elif shape == "bars":
    out += ["scenes:", "  s0:", "    kind: viewController", "    toolbarItems:"]
    out += [f"      - {{ id: t{i}, title: T }}" for i in range(n)]
    out += ["    actions:"] + [f"      - {{ name: a{i}, from: t{n - 1 - i}, do: [] }}" for i in range(n)]
    out += ["      - name: go", "        from: t0", "        do:"]
    for i in range(n):
        out += [f"          - {{ segue: g{n - 1 - i} }}", f"          - {{ present: w{i} }}"]
    out += ["    segues:"] + [f"      - {{ id: g{i}, kind: modal, from: t{i}, to: s1 }}" for i in range(n)]
    out += ["    alerts:"] + [f"      w{i}: {{ style: alert, title: W, actions: [{{ title: OK }}] }}" for i in range(n)]
    out += ["  s1:", "    kind: viewController",
            "    views: [{ id: d, type: button, title: Done, frame: [0, 0, 100, 40] }]",
            "    actions: [{ name: done, from: d, do: [dismiss] }]"]
open(path, "w").write("\n".join(out) + "\n")
PY
}

# Prints the median user CPU milliseconds of $runs runs of the command, and its exit status.
measure() {
  python3 - "$runs" "$@" <<'PY'
import os, subprocess, sys
runs, command = int(sys.argv[1]), sys.argv[2:]
users, status = [], 0
for _ in range(runs):
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, code, usage = os.wait4(child.pid, 0)
    users.append(usage.ru_utime * 1000)
    status = os.waitstatus_to_exitcode(code)
print(f"{sorted(users)[(len(users) - 1) // 2]:.1f} {status}")
PY
}

printf '%-15s | %10s %6s | %10s %6s | %6s\n' shape "$small ms" exit "$large ms" exit ratio
row() {
  awk -v s="$1" -v a="$2" -v ae="$3" -v b="$4" -v be="$5" \
    'BEGIN {
      ratio = a >= 10 ? sprintf("%.1f", b / a) : "noise"  # under 10 ms: nothing to compare
      printf "%-15s | %10.1f %6s | %10.1f %6s | %6s\n", s, a, ae, b, be, ratio
    }'
}
for shape in ${SHAPES:-state properties views actions dangling bars ib-unnamed ib-repeated-id \
  ib-repeated-label ib-unknown ib-scenes}; do
  extension=yaml
  case "$shape" in ib-*) extension=storyboard ;; esac
  generate "$shape" "$small" "$work/small.$extension"
  generate "$shape" "$large" "$work/large.$extension"
  read -r small_ms small_exit < <(measure "$SCENECTL" validate "$work/small.$extension")
  read -r large_ms large_exit < <(measure "$SCENECTL" validate "$work/large.$extension")
  row "$shape" "$small_ms" "$small_exit" "$large_ms" "$large_exit"
  if [ "$shape" = views ]; then views_small=$small_ms views_large=$large_ms; fi
  if [ "$shape" = actions ]; then
    row "actions - views" "$(awk -v a="$small_ms" -v b="$views_small" 'BEGIN { print a - b }')" "" \
      "$(awk -v a="$large_ms" -v b="$views_large" 'BEGIN { print a - b }')" ""
  fi
done
echo "times: CPU (user) ms of 'scenectl validate', medians of $runs runs;"
echo "ratio: large / small ($((large / small))x the items: linear growth gives about $((large / small)))"
