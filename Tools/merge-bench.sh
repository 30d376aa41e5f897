#!/usr/bin/env bash
# Times `scenectl merge` against git's line merge (`git merge-file`) on the largest
# storyboard of the corpora with two edits that do not overlap (issue 34, item 4; the goal
# is at most 5 times git's time). OURS changes the first constraint's constant, THEIRS the
# last one's; both tools merge cleanly. The commands run in turns, one run of each a round,
# so that the load of a shared machine falls on all of them alike; the script prints the
# median wall-clock and CPU time (user + system) of RUNS rounds, scenectl with and without
# its check of the merged file (`--no-check`), the ratios to git, and `scenectl validate` of
# the same file, a whole validate, to show what the check saves. With BASELINE, an older
# scenectl is timed in the same rounds, for a before and after.
#
#   Tools/merge-bench.sh [FILE]        # default: the largest file of ../shared/storyboards*
#   RUNS=21 SCENECTL=path/to/scenectl BASELINE=path/to/old/scenectl Tools/merge-bench.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${SCENECTL:-}" ]; then
  swift build -c release --product scenectl >/dev/null
  SCENECTL="$(swift build -c release --show-bin-path)/scenectl"
fi
# sed reads all of ls's output: `head -1` could close the pipe early, and pipefail exit 141.
file="${1:-$(ls -S ../shared/storyboards/*.storyboard ../shared/storyboards-wide/*.storyboard | sed -n 1p)}"
exec python3 - "$SCENECTL" "$file" "${RUNS:-11}" "${BASELINE:-}" <<'PY'
import atexit, os, re, resource, shutil, statistics, subprocess, sys, tempfile, time

scenectl, path, runs, baseline = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
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
expected = base[:constants[0].start(2)] + b"1234" + base[constants[0].end(2):constants[-1].start(2)] \
    + b"4321" + base[constants[-1].end(2):]
three = [files["base"], files["ours"], files["theirs"]]

def merge(binary, *flags):
    out = os.path.join(work, f"out-{len(flags)}-{os.path.basename(binary)}.storyboard")
    return ([binary, "merge", *flags, *three, "-o", out], 0, out)

commands = {"scenectl merge": merge(scenectl), "  --no-check": merge(scenectl, "--no-check")}
if baseline:
    commands["baseline merge"] = merge(baseline)
    commands["  --no-check "] = merge(baseline, "--no-check")
commands["git merge-file"] = (["git", "merge-file", "-p", files["ours"], files["base"],
                               files["theirs"]], 0, None)
commands["scenectl validate"] = ([scenectl, "validate", files["base"]], None, None)

times = {name: ([], []) for name in commands}
for _ in range(runs):
    for name, (command, expect, _) in commands.items():
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        run = subprocess.run(command, capture_output=True)
        times[name][0].append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        times[name][1].append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        if expect is not None and run.returncode != expect:
            sys.exit(f"{' '.join(command)}: exit {run.returncode}: {run.stderr.decode()[:400]}")
median = {name: (statistics.median(w), statistics.median(c)) for name, (w, c) in times.items()}
git = median["git merge-file"]
print(f"file: {path} ({len(base)} bytes, {len(constants)} constraints with a constant); "
      f"median of {runs} rounds")
print(f"{'':<20} {'wall':>9} {'CPU':>9}   {'x git wall':>10} {'x git CPU':>9}")
for name, (command, _, out) in commands.items():
    wall, cpu = median[name]
    ok = "" if out is None else ("  output as expected" if open(out, "rb").read() == expected
                                 else "  OUTPUT DIFFERS")
    print(f"{name:<20} {wall * 1000:6.1f} ms {cpu * 1000:6.1f} ms   {wall / git[0]:9.1f}x "
          f"{cpu / git[1]:8.1f}x{ok}")
print("goal: scenectl merge at most 5x git merge-file")
PY
