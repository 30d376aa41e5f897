#!/usr/bin/env bash
# Checks that recorded snapshots are the same bytes whoever records them (docs/Report.md,
# "Why they cannot flake"): every shipped flow (Scenes/Flows), with a `snapshot:` step before
# each of its steps and one at its end, is recorded twice by a debug build and twice by a
# release build, and the four folders are compared file by file.
#
#   Tools/snapshot-determinism.sh    # builds both configurations of scenectl first
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product scenectl >/dev/null
swift build -c release --product scenectl >/dev/null
debug="$(swift build --show-bin-path)/scenectl"
release="$(swift build -c release --show-bin-path)/scenectl"
exec python3 - "$debug" "$release" <<'PY'
import filecmp, glob, os, re, shutil, subprocess, sys, tempfile

debug, release = sys.argv[1], sys.argv[2]
work = tempfile.mkdtemp(prefix="scenectl-snapshots-")
flows = os.path.join(work, "flows")
os.makedirs(flows)
repository = os.getcwd()
for path in sorted(glob.glob("Scenes/Flows/*.yaml")):
    # A snapshot before each step (the screen after the one before) and one at the end.
    out, step = [], 0
    stem = re.sub(r"[^A-Za-z0-9]", "_", os.path.basename(path)[:-5])
    for line in open(path).read().rstrip("\n").split("\n"):
        if line.startswith("storyboard: "):
            line = "storyboard: " + os.path.join(repository, "Scenes/Flows", line[12:])
        if re.match(r"^  - ", line):
            out.append(f"  - snapshot: {stem}_{step}")
            step += 1
        out.append(line)
    out.append(f"  - snapshot: {stem}_{step}")
    with open(os.path.join(flows, os.path.basename(path)), "w") as f:
        f.write("\n".join(out) + "\n")
folders = []
for label, binary in [("debug", debug), ("release", release)]:
    for run in (1, 2):
        folder = os.path.join(work, f"{label}-{run}")
        code = subprocess.run([binary, "test", flows, "--record", folder, "--root", "/"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
        if code != 0:
            print(f"snapshot-determinism: {label} run {run} exited {code}")
            sys.exit(1)
        folders.append(folder)
names = sorted(os.listdir(folders[0]))
differ = []
for folder in folders[1:]:
    if sorted(os.listdir(folder)) != names:
        differ.append(f"{os.path.basename(folder)}: other files")
        continue
    _, mismatch, errors = filecmp.cmpfiles(folders[0], folder, names, shallow=False)
    differ += [f"{os.path.basename(folder)}/{name}" for name in mismatch + errors]
shutil.rmtree(work, ignore_errors=True)
if differ:
    print("snapshot-determinism: files differ from debug-1: " + ", ".join(differ))
    sys.exit(1)
print(f"snapshot-determinism: {len(names)} files identical in 2 debug and 2 release runs")
PY
