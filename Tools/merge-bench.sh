#!/usr/bin/env bash
# Times `scenectl merge` against git's line merge (`git merge-file`) on the largest
# storyboard of the corpora with two edits that do not overlap (issue 34, item 4; the goal
# is at most 5 times git's time). OURS changes the first constraint's constant, THEIRS the
# last one's; both tools merge cleanly. Prints the median of RUNS runs of each (scenectl
# with and without its check of the merged file, `--no-check`), their ratios, and, to show
# where the time goes, `scenectl validate` of the same file: the check is one validate.
#
#   Tools/merge-bench.sh [FILE]        # default: the largest file of ../shared/storyboards*
#   RUNS=21 SCENECTL=path/to/scenectl Tools/merge-bench.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${SCENECTL:-}" ]; then
  swift build -c release --product scenectl >/dev/null
  SCENECTL="$(swift build -c release --show-bin-path)/scenectl"
fi
file="${1:-$(ls -S ../shared/storyboards/*.storyboard ../shared/storyboards-wide/*.storyboard | head -1)}"
exec python3 - "$SCENECTL" "$file" "${RUNS:-11}" <<'PY'
import atexit, os, re, resource, shutil, statistics, subprocess, sys, tempfile, time

scenectl, path, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
work = tempfile.mkdtemp(prefix="scenectl-merge-bench-")
atexit.register(shutil.rmtree, work, ignore_errors=True)
base = open(path, "rb").read()
constants = list(re.finditer(rb'(<constraint [^>]*constant=")([^"]*)(")', base))
if len(constants) < 2:
    sys.exit(f"{path}: fewer than two constraints with a constant")

def edited(match, value):
    return base[:match.start(2)] + value + base[match.end(2):]

files = {}
for name, data in [("base", base), ("ours", edited(constants[0], b"1234")),
                   ("theirs", edited(constants[-1], b"4321"))]:
    files[name] = os.path.join(work, name + ".storyboard")
    open(files[name], "wb").write(data)
out = os.path.join(work, "out.storyboard")

def median(command, expect=0):
    """The median wall time and the median CPU time (user + system) of RUNS runs: on a
    shared machine the wall time includes waiting for a core, the CPU time does not."""
    walls, cpus = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        run = subprocess.run(command, capture_output=True)
        walls.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        if expect is not None and run.returncode != expect:
            sys.exit(f"{' '.join(command)}: exit {run.returncode}: {run.stderr.decode()[:400]}")
    return statistics.median(walls), statistics.median(cpus)

unchecked = median([scenectl, "merge", "--no-check", files["base"], files["ours"], files["theirs"],
                    "-o", out])
merge = median([scenectl, "merge", files["base"], files["ours"], files["theirs"], "-o", out])
line = median(["git", "merge-file", "-p", files["ours"], files["base"], files["theirs"]])
validate = median([scenectl, "validate", files["base"]], None)
merged = open(out, "rb").read()
expected = base[:constants[0].start(2)] + b"1234" + base[constants[0].end(2):constants[-1].start(2)] \
    + b"4321" + base[constants[-1].end(2):]
print(f"file: {path} ({len(base)} bytes, {len(constants)} constraints with a constant)")
def ms(pair):
    return f"{pair[0] * 1000:7.1f} ms wall, {pair[1] * 1000:7.1f} ms CPU"
print(f"scenectl merge:     {ms(merge)} (median of {runs}; output as expected: "
      f"{'yes' if merged == expected else 'NO'})")
print(f"  --no-check:       {ms(unchecked)}")
print(f"git merge-file:     {ms(line)}")
print(f"ratio (wall):       {merge[0] / line[0]:5.1f}x with the check, {unchecked[0] / line[0]:.1f}x "
      "without (goal: at most 5x)")
print(f"ratio (CPU):        {merge[1] / line[1]:5.1f}x with the check, {unchecked[1] / line[1]:.1f}x "
      "without")
print(f"scenectl validate:  {ms(validate)} (what the check costs)")
PY
