#!/usr/bin/env bash
# `scenectl diff` speed (issue 34, item 4): the largest corpus storyboard against a copy with
# every stored frame moved (all churn: the diff must say "no semantic change"), timed against
# `git merge-file` (the issue's yardstick for both diff and merge: `git merge-file -p NEW OLD
# OLD`, a line merge that reads both files and compares their lines) and `git diff
# --no-index` on the same files. A second pair adds one real change to the churn (the first
# constraint's constant), so the diff has to read, compare and lay out a changed scene.
# The commands run in turns, one run of each a round, so that the load of a shared machine
# falls on all of them alike; the script prints the median wall-clock and CPU time (user +
# system) of RUNS rounds and the ratios to git. With BASELINE, an older scenectl is timed
# in the same rounds, for a before and after.
#
#   Tools/diff-bench.sh                     # builds release scenectl first
#   SCENECTL=path/to/scenectl BASELINE=path/to/old/scenectl RUNS=9 Tools/diff-bench.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${SCENECTL:-}" ]; then
  swift build -c release --product scenectl >/dev/null
  SCENECTL="$(swift build -c release --show-bin-path)/scenectl"
fi
exec python3 - "$SCENECTL" "${RUNS:-9}" "${BASELINE:-}" <<'PY'
import glob, os, re, resource, shutil, statistics, subprocess, sys, tempfile, time

scenectl, runs, baseline = sys.argv[1], int(sys.argv[2]), sys.argv[3]
corpus = glob.glob("../shared/storyboards/*.storyboard") + glob.glob(
    "../shared/storyboards-wide/*.storyboard")
if not corpus:
    corpus = glob.glob("/work/shared/storyboards*/*.storyboard")
largest = max(corpus, key=os.path.getsize)
folder = tempfile.mkdtemp(prefix="scenectl-diff-bench-")
try:
    base = open(largest, encoding="utf-8").read()
    def moved(match):
        # Every number of a stored frame moves by 0.5 point: churn Xcode writes on its own.
        return re.sub(r'="(-?[0-9.]+)"', lambda n: '="%g"' % (float(n.group(1)) + 0.5),
                      match.group(0))
    churned, count = re.subn(r'<rect key="frame"[^>]*/>', moved, base)
    constant = re.search(r'(<constraint [^>]*constant=")([^"]*)(")', churned)
    changed = churned[:constant.start(2)] + "1234" + churned[constant.end(2):]
    paths = {}
    for name, text in [("old", base), ("churned", churned), ("changed", changed)]:
        paths[name] = os.path.join(folder, name + ".storyboard")
        open(paths[name], "w", encoding="utf-8").write(text)
    old = paths["old"]

    commands = {}
    for case in ["churned", "changed"]:
        new = paths[case]
        status = {0} if case == "churned" else {1}
        commands[f"scenectl diff ({case})"] = ([scenectl, "diff", old, new], status)
        if baseline:
            commands[f"baseline diff ({case})"] = ([baseline, "diff", old, new], status)
    commands["git merge-file"] = (["git", "merge-file", "-p", paths["churned"], old, old], {0})
    commands["git diff --no-index"] = (
        ["git", "diff", "--no-index", "--stat", old, paths["churned"]], {0, 1})

    times = {name: ([], []) for name in commands}
    said = {}
    for _ in range(runs):
        for name, (command, statuses) in commands.items():
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            run = subprocess.run(command, capture_output=True)
            times[name][0].append(time.perf_counter() - start)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            times[name][1].append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
            if run.returncode not in statuses:
                sys.exit(f"{name} exited {run.returncode}: {run.stderr.decode()[:400]}")
            said[name] = run.stdout.decode()
    for name in commands:
        if "(churned)" in name and said[name] != "no semantic change\n":
            sys.exit(f"{name}: expected 'no semantic change', got: {said[name][:400]}")
        if "(changed)" in name and "1234" not in said[name]:
            sys.exit(f"{name}: the changed constant is not reported: {said[name][:400]}")
    median = {name: (statistics.median(w), statistics.median(c)) for name, (w, c) in times.items()}
    merge, line = median["git merge-file"], median["git diff --no-index"]
    print(f"file: {os.path.basename(largest)} ({os.path.getsize(largest)} bytes), {count} frames "
          f"moved; 'changed' also changes one constraint's constant; median of {runs} rounds")
    print(f"{'':<24} {'wall':>9} {'CPU':>9}   {'x merge-file wall, CPU':>22}   "
          f"{'x git diff wall, CPU':>20}")
    for name, (wall, cpu) in median.items():
        print(f"{name:<24} {wall * 1000:6.1f} ms {cpu * 1000:6.1f} ms   "
              f"{wall / merge[0]:10.1f}x {cpu / max(merge[1], 1e-4):9.1f}x   "
              f"{wall / line[0]:8.1f}x {cpu / max(line[1], 1e-4):9.1f}x")
    print("goal: scenectl diff at most 5x git merge-file")
finally:
    shutil.rmtree(folder, ignore_errors=True)
PY
