#!/usr/bin/env bash
# The relayout benchmark of issue 30 (item 3, "Layout follows the content"): release
# `scenectl test` on a 1,000-step flow whose every step taps a button that sets a label's text
# to the next count (`format("%04d", ...)`, so the text changes each step and its width does
# not), followed by `expect: frame` on that label, which lays the scene out again with the new
# text. The scene holds VIEWS views: the button, the label, and other labels in a grid (two
# constraints each). Prints, per view
# count, the CPU (user) time of the best of RUNS runs with the frame checks and without them
# (the same taps with `expect: text`, which needs no layout), and the layout time per step:
# the difference over the steps. Growth with the view count is the layout's.
#
#   Tools/relayout-bench.sh                          # builds release scenectl here
#   SCENECTL=/path/to/scenectl VIEWS="10 100" STEPS=1000 RUNS=3 Tools/relayout-bench.sh
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
views="${VIEWS:-10 100 1000}"
steps="${STEPS:-1000}"
runs="${RUNS:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if [ -z "${SCENECTL:-}" ]; then
  (cd "$root" && swift build -c release --product scenectl >/dev/null)
  SCENECTL="$root/.build/release/scenectl"
fi

python3 - "$SCENECTL" "$work" "$steps" "$runs" $views <<'PY'
import os, subprocess, sys
scenectl, work, steps, runs, counts = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5:]

def app(n):
    lines = [
        "format: 1", "storyboard: RelayoutBench", "initial: s",
        "state:", "  count: 0", "scenes:", "  s:", "    kind: viewController", "    views:",
        "      - { id: bump, type: button, title: Bump }",
        '      - { id: counter, type: label, text: "0000" }',
    ]
    for i in range(n - 2):
        lines.append(f'      - {{ id: l{i}, type: label, text: "Label {i}" }}')
    lines += [
        "    actions:",
        "      - name: bump", "        from: bump", "        do:",
        "          - set: state.count", "            to: state.count + 1",
        "          - set: counter.text", "            to: 'format(\"%04d\", state.count)'",
        "    constraints:",
        "      - bump.top = safeArea.top", "      - bump.leading = superview.leading + 20",
        "      - counter.top = bump.bottom + 8", "      - counter.leading = superview.leading + 20",
    ]
    # Each label in its own row of a 10-column grid, pinned to the safe area: no label hangs
    # from another, so the system grows with the views and not with a chain's depth (a chain
    # of 1,000 labels is past the solver's work limit, docs/Hardening.md).
    for i in range(n - 2):
        lines.append(f"      - l{i}.top = safeArea.top + {150 + 29 * (i // 10)}")
        lines.append(f"      - l{i}.leading = superview.leading + {20 + 36 * (i % 10)}")
    return "\n".join(lines) + "\n"

def flow(check):
    out = ["storyboard: app.yaml", "steps:"]
    for step in range(1, steps + 1):
        out.append("  - tap: bump")
        if check == "frame":
            out.append("  - expect: { frame: { counter: [20, 101, 34, 21] } }")
        else:
            out.append(f'  - expect: {{ text: {{ counter: "{step:04d}" }} }}')
    return "\n".join(out) + "\n"

def cpu(path):
    results = []
    for _ in range(runs):
        child = subprocess.Popen(
            [scenectl, "test", path, "--root", work], stdout=subprocess.PIPE,
            stderr=subprocess.PIPE)
        out = child.stdout.read()
        err = child.stderr.read()
        _, status, usage = os.wait4(child.pid, 0)
        if status != 0:
            sys.exit(f"relayout-bench: {path} failed:\n{out.decode()[-2000:]}{err.decode()[-2000:]}")
        results.append(usage.ru_utime)
    return min(results)

print(f"{'views':>6} {'with layout (s)':>16} {'without (s)':>12} {'layout/step (ms)':>17}")
for count in counts:
    n = max(int(count), 2)
    with open(os.path.join(work, "app.yaml"), "w") as f:
        f.write(app(n))
    for check in ("frame", "text"):
        with open(os.path.join(work, f"{check}.yaml"), "w") as f:
            f.write(flow(check))
    framed = cpu(os.path.join(work, "frame.yaml"))
    plain = cpu(os.path.join(work, "text.yaml"))
    per_step = (framed - plain) / steps * 1000
    print(f"{n:>6} {framed:>16.3f} {plain:>12.3f} {per_step:>17.3f}")
PY
