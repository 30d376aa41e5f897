#!/usr/bin/env bash
# `scenectl diff` speed (issue 34, item 4): the largest corpus storyboard against a copy with
# every stored frame moved (all churn: the diff must say "no semantic change"), timed against
# `git diff --no-index` and `git merge-file` on the same files in the same run. Prints the
# median of RUNS runs (default 5) of each and the ratios, in wall-clock time and in CPU time
# (user + system of the process): on a machine shared by several builds, the wall clock
# mostly measures the wait for a core.
#
#   Tools/diff-bench.sh                     # builds release scenectl first
#   SCENECTL=path/to/scenectl RUNS=9 Tools/diff-bench.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${SCENECTL:-}" ]; then
  swift build -c release --product scenectl >/dev/null
  SCENECTL="$(swift build -c release --show-bin-path)/scenectl"
fi
exec python3 - "$SCENECTL" "${RUNS:-5}" <<'PY'
import glob, os, re, resource, shutil, statistics, subprocess, sys, tempfile, time

scenectl, runs = sys.argv[1], int(sys.argv[2])
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
    old = os.path.join(folder, "old.storyboard")
    new = os.path.join(folder, "new.storyboard")
    open(old, "w", encoding="utf-8").write(base)
    open(new, "w", encoding="utf-8").write(churned)

    def timed(command, statuses):
        """Median wall-clock and CPU seconds of `runs` runs, and the last run's output."""
        walls, cpus = [], []
        for _ in range(runs):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            run = subprocess.run(command, capture_output=True)
            walls.append(time.perf_counter() - start)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
            if run.returncode not in statuses:
                sys.exit(f"{command[0]} exited {run.returncode}: {run.stderr.decode()[:400]}")
        return statistics.median(walls), statistics.median(cpus), run.stdout.decode()

    ours, ours_cpu, said = timed([scenectl, "diff", old, new], {0})
    if said != "no semantic change\n":
        sys.exit(f"expected 'no semantic change', got: {said[:400]}")
    line_diff, line_cpu, _ = timed(["git", "diff", "--no-index", "--stat", old, new], {0, 1})
    merge, merge_cpu, _ = timed(["git", "merge-file", "-p", new, old, old], {0})
    size = os.path.getsize(largest)
    print(f"file: {os.path.basename(largest)} ({size} bytes), {count} frames moved; "
          f"median of {runs} runs, wall clock and CPU")
    def row(name, wall, cpu):
        ratio = f"  (scenectl diff is {ours / wall:.1f}x wall, {ours_cpu / max(cpu, 1e-4):.1f}x CPU)" \
            if name != "scenectl diff" else ": no semantic change"
        print(f"{name:<22} {wall * 1000:7.1f} ms {cpu * 1000:7.1f} ms CPU{ratio}")
    row("scenectl diff", ours, ours_cpu)
    row("git diff --no-index", line_diff, line_cpu)
    row("git merge-file", merge, merge_cpu)
finally:
    shutil.rmtree(folder, ignore_errors=True)
PY
