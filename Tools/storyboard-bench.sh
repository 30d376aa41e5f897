#!/usr/bin/env bash
# Times release `scenectl` on Interface Builder storyboards beside the tools people use
# today, in one run (issue 12, "Speed, measured side by side"; docs/Speed.md):
#
#   (a) `scenectl validate` of every corpus storyboard in one call (import, checks and layout)
#       against `xiblint` on the same files with the 12 rules of ../shared/bench/xiblint.json
#       (xiblint reads `.xiblint.json` from the current folder, so it runs from a temporary
#       folder holding a copy). Goal: scenectl's median wall time ≤ 1.0× xiblint's.
#   (b) reading the largest corpus file into the model (`storyboard-load FILE`, a release
#       executable that runs StoryboardImport.load, as every command does: parse, import into
#       located nodes, load them, and nothing else) against `xmllint --stream --noout FILE`.
#       Goal: ≤ 3×. `scenectl import FILE -o /dev/null` (parse, import, write the YAML; no load)
#       and the in-process time of one load (`storyboard-load --repeat`) are printed beside it.
#
# Prints the median wall time of each command (hyperfine when installed, else a loop), its
# mean CPU time, the ratios, and the findings each tool printed for (a).
#
#   Tools/storyboard-bench.sh      # builds release scenectl and storyboard-load first; 15 runs
#   RUNS=30 BIN=path/to/release/bin CORPUS=path/to/storyboards Tools/storyboard-bench.sh
#
# Needs: xiblint (`pip install xiblint`, with --break-system-packages on Debian's Python),
# xmllint (Debian `libxml2-utils`); hyperfine (Debian `hyperfine`) is optional.
set -euo pipefail
cd "$(dirname "$0")/.."
top=$(pwd)
corpus=${CORPUS:-$top/../shared/storyboards}
config=${XIBLINT_CONFIG:-$top/../shared/bench/xiblint.json}
runs=${RUNS:-15}
for tool in xiblint xmllint; do
  if ! command -v "$tool" >/dev/null; then
    echo "storyboard-bench: '$tool' is not installed (xiblint: pip install xiblint; xmllint: apt-get install libxml2-utils)" >&2
    exit 2
  fi
done
if ! ls "$corpus"/*.storyboard >/dev/null 2>&1 || [ ! -f "$config" ]; then
  echo "storyboard-bench: no storyboards in '$corpus' or no '$config'; set CORPUS= and XIBLINT_CONFIG=" >&2
  exit 2
fi
if [ -z "${BIN:-}" ]; then
  swift build -c release --product scenectl >/dev/null
  swift build -c release --product storyboard-load >/dev/null
  BIN="$(swift build -c release --show-bin-path)"
fi
exec python3 - "$BIN" "$corpus" "$config" "$runs" <<'PY'
import glob, json, os, re, shutil, statistics, subprocess, sys, tempfile, time

bin, corpus, config, runs = sys.argv[1], os.path.realpath(sys.argv[2]), sys.argv[3], int(sys.argv[4])
scenectl, loader = os.path.join(bin, "scenectl"), os.path.join(bin, "storyboard-load")
files = sorted(glob.glob(os.path.join(corpus, "*.storyboard")))
largest = max(files, key=os.path.getsize)
work = tempfile.mkdtemp(prefix="storyboard-bench-")
shutil.copy(config, os.path.join(work, ".xiblint.json"))
hyperfine = shutil.which("hyperfine")
env = dict(os.environ, SWIFT_BACKTRACE="enable=no", NO_COLOR="1")

def measure(name, command):
    """Median and minimum wall seconds, and mean CPU seconds (user + system), of `command` run
    from the folder holding .xiblint.json, its output discarded and its exit status ignored."""
    if hyperfine:
        out = os.path.join(work, "hyperfine.json")
        subprocess.run([hyperfine, "-N", "-i", "-w", "2", "-r", str(runs), "--style", "none",
                        "--export-json", out, "--command-name", name, subprocess.list2cmdline(command)],
                       cwd=work, env=env, check=True, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)  # "Ignoring non-zero exit code": findings
        result = json.load(open(out))["results"][0]
        return result["median"], result["min"], result["user"] + result["system"]
    walls, cpus = [], []
    for attempt in range(runs + 2):
        before = os.times()
        start = time.monotonic()
        subprocess.run(command, cwd=work, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wall = time.monotonic() - start
        after = os.times()
        if attempt >= 2:  # two warm-up runs, as with hyperfine
            walls.append(wall)
            cpus.append(after.children_user - before.children_user
                        + after.children_system - before.children_system)
    return statistics.median(walls), min(walls), statistics.mean(cpus)

def output(command):
    run = subprocess.run(command, cwd=work, env=env, capture_output=True, text=True)
    return run.stdout + run.stderr

# The findings each tool prints: one `FILE:LINE[:COL]: error|warning: ...` line each.
ours = output([scenectl, "validate"] + files)
theirs = output(["xiblint"] + files)
def count(text, kind):
    return len(re.findall(rf"^\S.*?:\d+(?::\d+)?: {kind}: ", text, re.M))
summary = ours.strip().splitlines()[-1] if ours.strip() else "(no output)"

# One scene and no views: what starting the process and the libraries costs.
tiny = os.path.join(work, "tiny.storyboard")
with open(tiny, "w") as f:
    f.write('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.'
            'CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" '
            'initialViewController="a"><scenes><scene sceneID="s"><objects><viewController id="a" '
            'sceneMemberID="viewController"/></objects></scene></scenes></document>\n')

print(f"{len(files)} storyboards in {corpus}, {sum(map(os.path.getsize, files)) / 1e6:.2f} MB; "
      f"{'hyperfine' if hyperfine else 'a loop'}, {runs} runs after 2 warm-ups, machine load "
      f"{os.getloadavg()[0]:.2f}")
print()
rows = []
def compare(title, goal, ours_name, ours_command, theirs_name, theirs_command, beside=()):
    """Prints the times of our command, of any `beside` it (name, command), and of theirs, and
    the ratio of ours to theirs against the goal."""
    mine = measure(ours_name, ours_command)
    others = [(name, measure(name, command)) for name, command in beside]
    other = measure(theirs_name, theirs_command)
    ratio = mine[0] / other[0]
    print(title)
    for name, (median, low, cpu) in [(ours_name, mine)] + others + [(theirs_name, other)]:
        print(f"  {name:<46} median {median * 1000:8.1f} ms   min {low * 1000:8.1f} ms   "
              f"CPU {cpu * 1000:8.1f} ms")
    verdict = "met" if ratio <= goal else "NOT met"
    print(f"  ratio {ratio:.2f}x of the median wall times (goal <= {goal:g}x): {verdict}; "
          f"CPU ratio {mine[2] / other[2]:.2f}x")
    for name, (median, low, cpu) in others:
        print(f"  ({name}: {median / other[0]:.2f}x)")
    rows.append(ratio <= goal)

compare(f"(a) validate all {len(files)} files, one call", 1.0,
        "scenectl validate (import, checks, layout)", [scenectl, "validate"] + files,
        "xiblint (12 rules of xiblint.json)", ["xiblint"] + files)
print(f"  findings: scenectl {count(ours, 'error')} errors + {count(ours, 'warning')} warnings "
      f"= {count(ours, 'error') + count(ours, 'warning')} (and {count(ours, 'note')} notes; "
      f"'{summary}'); xiblint {count(theirs, 'error') + count(theirs, 'warning')}")
print()
compare(f"(b) read the largest file into the model: {os.path.basename(largest)}, "
        f"{os.path.getsize(largest) / 1000:.0f} KB", 3.0,
        "storyboard-load FILE (parse, import, load)", [loader, largest],
        "xmllint --stream --noout FILE", ["xmllint", "--stream", "--noout", largest],
        beside=[("scenectl import FILE -o /dev/null", [scenectl, "import", largest, "-o", "/dev/null"]),
                ("storyboard-load of one empty scene (start-up)", [loader, tiny])])
inside = output([loader, "--repeat", str(max(runs, 20)), largest]).strip()
print(f"  in one process, StoryboardImport.load alone (no start-up): {inside}")
shutil.rmtree(work, ignore_errors=True)
sys.exit(0 if all(rows) else 1)
PY
