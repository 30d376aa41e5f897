#!/usr/bin/env bash
# Runs two builds of scenectl side by side over every input the repository and the corpus
# give, and lists every run whose standard output, standard error or exit status differs:
# the acceptance of a change that must not change any output (issue 31).
#
#   Tools/compare-builds.sh OLD_BIN_DIR NEW_BIN_DIR
#   swift build -c release --product scenectl   # NEW_BIN_DIR: .build/release
#
# The runs (from the repository's top, so that paths in messages are the same for both):
# - validate (text, json, sarif) of every scene file and storyboard: the test fixtures,
#   Scenes/ (its apps and Broken/), ../shared/storyboards and ../shared/storyboards-wide,
#   one file at a time, then each folder in one call; standard input with --stdin-name;
#   the fixture apps with --sources (validate and import);
# - import (YAML and --format json) of every storyboard;
# - layout (text and json) and render of the file's scenes (the first COMPARE_SCENES, default 6;
#   render the first COMPARE_RENDERS, default 2), with --allow-errors;
# - graph of every file; simulate (text, json) of the shipped apps; every flow file (Scenes/Flows,
#   the fixtures', Tests/CorpusFlows) with test (text, and json with --coverage), and on its
#   storyboard with simulate --flow and explore --against;
# - explore (text, json) of the shipped apps, and of every other file with --max-states
#   COMPARE_STATES (default 300);
# - a few refusals (unknown file, device, scene, --root).
# Runs go two at a time (COMPARE_JOBS, at most 2). Exit status: 0 when every run agrees,
# 1 when any differs, 2 for bad usage. The CPU time each build took is summed by command (both
# builds run back to back on the same input, which goes first alternating), as a first look
# at speed, not a benchmark.
set -euo pipefail
if [ $# -ne 2 ] || [ ! -x "$1/scenectl" ] || [ ! -x "$2/scenectl" ]; then
  echo "usage: Tools/compare-builds.sh OLD_BIN_DIR NEW_BIN_DIR (each holding a scenectl)" >&2
  exit 2
fi
old=$(cd "$1" && pwd)/scenectl
new=$(cd "$2" && pwd)/scenectl
cd "$(dirname "$0")/.."
exec python3 - "$old" "$new" <<'PY'
import concurrent.futures, os, re, subprocess, sys, tempfile, threading, time

OLD, NEW = sys.argv[1], sys.argv[2]
SCENES = int(os.environ.get("COMPARE_SCENES", "6"))
RENDERS = int(os.environ.get("COMPARE_RENDERS", "2"))
STATES = os.environ.get("COMPARE_STATES", "300")
JOBS = max(1, min(2, int(os.environ.get("COMPARE_JOBS", "2"))))
TIMEOUT = 120


def files(folder, suffixes):
    found = []
    for top, dirs, names in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        found += [os.path.join(top, n) for n in sorted(names) if n.endswith(suffixes)]
    return found


def head(path, size=65536):
    with open(path, "rb") as f:
        return f.read(size)


def marked(path, key):
    return re.search(rb"(^|\n)" + key + rb":", head(path)) is not None


def is_scene_file(path):
    return path.endswith(".storyboard") or marked(path, b"format")


def run(binary, argv, stdin=None):
    """The exit status, standard output and error of a run, and the CPU time it took (user
    and system, from its own resource usage: steadier than wall time on a busy machine)."""
    with open(stdin, "rb") if stdin else open(os.devnull, "rb") as given, \
            tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        child = subprocess.Popen([binary] + argv, stdin=given, stdout=out, stderr=err)
        timer = threading.Timer(TIMEOUT, child.kill)
        timer.start()
        _, status, usage = os.wait4(child.pid, 0)
        timer.cancel()
        child.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        return (child.returncode, out.read(), err.read()), usage.ru_utime + usage.ru_stime


def scene_ids(path):
    # `layout --scene` with a name no file has lists the file's scenes (after its diagnostics).
    (_, _, err), _ = run(NEW, ["layout", path, "--scene", "\u2205", "--allow-errors"])
    match = re.search(r"its scenes: (.*?)(; did you mean|\n)", err.decode("utf-8", "replace"))
    if not match:
        return []
    return re.findall(r"'((?:[^'\\]|\\.)*)'", match.group(1))


inputs = []
for folder in ["Tests", "Scenes", "../shared/storyboards", "../shared/storyboards-wide"]:
    for path in files(folder, (".yaml", ".yml", ".storyboard")):
        if folder == "Tests" and "/Fixtures/" not in path:
            continue
        if is_scene_file(path):
            inputs.append(path)
flows = [p for folder in ["Scenes/Flows", "Tests"] for p in files(folder, (".yaml",))
         if (folder != "Tests" or "/Fixtures/" in p or "/CorpusFlows/" in p)
         and marked(p, b"steps")]
apps = sorted(files("Scenes", (".yaml",)))
apps = [p for p in apps if p.count("/") == 1 and marked(p, b"format")]
# The fixture folders that hold an app's code: each is read with --sources.
code_apps = sorted({os.path.join(top, p.split("/")[0])
                    for top in ["Tests/ScenectlTests/Fixtures"]
                    for p in (os.path.relpath(f, top) for f in files(top, (".swift", ".m", ".h")))
                    if "/" in p})


def flow_storyboard(flow):
    match = re.search(rb"(^|\n)storyboard:\s*(\S+)", head(flow))
    if not match:
        return None
    return os.path.normpath(os.path.join(os.path.dirname(flow), match.group(2).decode()))


runs = []  # (command, argv, stdin)
for path in inputs:
    for form in ["text", "json", "sarif"]:
        runs.append(("validate", ["validate", path, "--format", form], None))
    runs.append(("graph", ["graph", path], None))
    if path.endswith(".storyboard"):
        runs.append(("import", ["import", path, "-o", "-"], None))
        runs.append(("import", ["import", path, "--format", "json", "-o", "-"], None))
for folder in ["Scenes", "Scenes/Broken", "../shared/storyboards", "../shared/storyboards-wide",
               "Tests/ScenectlTests/Fixtures"]:
    for form in ["text", "json", "sarif"]:
        runs.append(("validate", ["validate", folder, "--format", form], None))
for app in code_apps:
    for form in ["text", "json", "sarif"]:
        runs.append(("validate", ["validate", app, "--sources", app, "--format", form], None))
    for board in files(app, (".storyboard", ".yaml")):
        if is_scene_file(board):
            runs.append(("validate", ["validate", board, "--sources", app], None))
        if board.endswith(".storyboard"):
            runs.append(("import", ["import", board, "--sources", app, "-o", "-"], None))
for app in apps:
    runs.append(("validate", ["validate", "-", "--stdin-name", app], app))
    for form in ["text", "json"]:
        runs.append(("simulate", ["simulate", app, "--format", form], None))
        runs.append(("explore", ["explore", app, "--format", form], None))
# Each flow as a test, and on its storyboard with simulate and explore --against (reading
# under the folder that holds the repository and ../shared).
boards = {}
for flow in flows:
    runs.append(("test", ["test", flow], None))
    runs.append(("test", ["test", flow, "--root", "..", "--format", "json", "--coverage",
                          "--allow-errors"], None))
    board = flow_storyboard(flow)
    if board and os.path.isfile(board):
        boards.setdefault(board, []).append(flow)
for board, mine in sorted(boards.items()):
    bound = [] if board in apps else ["--max-states", STATES]
    for form in ["text", "json"]:
        for flow in mine:
            runs.append(("simulate", ["simulate", board, "--flow", flow, "--root", "..",
                                      "--allow-errors", "--format", form], None))
        runs.append(("explore", ["explore", board, "--root", "..", "--allow-errors", "--format",
                                 form] + bound + [a for f in mine for a in ("--against", f)],
                     None))
runs.append(("test", ["test", "Scenes/Flows", "--root", "Scenes"], None))
for path in inputs:
    if path not in apps:
        for form in ["text", "json"]:
            runs.append(("explore", ["explore", path, "--allow-errors", "--max-states", STATES,
                                     "--format", form], None))
for argv in [["validate", "Scenes/Wonderlnd.yaml"], ["validate", "Scenes", "--root", "nowhere"],
             ["layout", "Scenes/Wonderland.yaml", "--scene", "nope"],
             ["simulate", "Scenes/Wonderland.yaml", "--device", "ipod"],
             ["validate", "Scenes/Flows"], ["test", "Scenes/Data"]]:
    runs.append((argv[0], argv, None))


def layout_runs(path):
    found = []
    for index, scene in enumerate(scene_ids(path)[:SCENES]):
        for form in ["text", "json"]:
            found.append(("layout", ["layout", path, "--scene", scene, "--allow-errors",
                                     "--format", form], None))
        if index < RENDERS:
            found.append(("render", ["render", path, "--scene", scene, "--allow-errors"], None))
    return found


def compare(numbered):
    # Which build runs first alternates, so that neither gains from the other's warm caches.
    number, (command, argv, stdin) = numbered
    if number % 2:
        (b, tb), (a, ta) = run(NEW, argv, stdin), run(OLD, argv, stdin)
    else:
        (a, ta), (b, tb) = run(OLD, argv, stdin), run(NEW, argv, stdin)
    return command, argv, stdin, a, b, ta, tb


def first_difference(x, y):
    xs, ys = x.decode("utf-8", "replace").split("\n"), y.decode("utf-8", "replace").split("\n")
    for n, (p, q) in enumerate(zip(xs, ys)):
        if p != q:
            return f"line {n + 1}: old {p[:160]!r} / new {q[:160]!r}"
    return f"old has {len(xs)} lines, new {len(ys)}"


started = time.monotonic()
differences = 0
count = 0
times = {}
with concurrent.futures.ThreadPoolExecutor(JOBS) as pool:
    layouts = list(pool.map(layout_runs, inputs))
    jobs = runs + [r for found in layouts for r in found]
    for command, argv, stdin, a, b, ta, tb in pool.map(compare, enumerate(jobs)):
        count += 1
        spent = times.setdefault(command, [0, 0.0, 0.0])
        spent[0] += 1
        spent[1] += ta
        spent[2] += tb
        if a == b:
            continue
        differences += 1
        shown = " ".join(argv) + (f" < {stdin}" if stdin else "")
        parts = []
        if a[0] != b[0]:
            parts.append(f"status {a[0]} -> {b[0]}")
        if a[1] != b[1]:
            parts.append("stdout " + first_difference(a[1], b[1]))
        if a[2] != b[2]:
            parts.append("stderr " + first_difference(a[2], b[2]))
        print(f"DIFFERS: scenectl {shown}\n  " + "\n  ".join(parts))

print(f"{len(inputs)} scene files and storyboards, {len(flows)} flows, {count} runs of each "
      f"build in {time.monotonic() - started:.0f} s")
print("command    runs  old CPU s  new CPU s")
for command in sorted(times):
    n, ta, tb = times[command]
    print(f"{command:<9} {n:5} {ta:10.1f} {tb:10.1f}")
print(f"{differences} runs differ" if differences else "no run differs")
sys.exit(1 if differences else 0)
PY
