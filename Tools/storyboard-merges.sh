#!/usr/bin/env bash
# Replays the storyboard merges of a git history with `scenectl merge` (issue 34, "Merges
# replayed"). For every merge commit whose two parents both changed a storyboard or XIB
# since their merge base, it merges the three versions (base, first parent, second parent)
# and compares the result with what the developers committed, with `scenectl diff`:
#   identical               the committed bytes exactly
#   semantically identical  other bytes, and `scenectl diff` finds no semantic change
#                           (stored frames, element order, Xcode's churn)
#   different, valid        `scenectl diff` finds changes, and `scenectl validate` finds no
#                           error the committed file does not have
#   different, errors       changes, and an error the committed file does not have
#   conflicts               scenectl reported conflicts (exit 1; OURS written)
#   failures                any other exit status of merge, or a diff that cannot compare
#                           (none allowed: the script exits 1)
# git's own line merge (`git merge-file`) on the same triples is the baseline: its clean
# merges and its conflicts, and how often a clean one is the committed file, in bytes and
# by `scenectl diff`.
#
#   Tools/storyboard-merges.sh REPO_DIR [MAX_TRIPLES]   # REPO_DIR: a work tree or a bare git dir
#   SCENECTL=path/to/scenectl Tools/storyboard-merges.sh REPO_DIR
#   VERBOSE=1 ...                                          # one line per triple
set -euo pipefail
if [ $# -lt 1 ]; then
  echo "usage: Tools/storyboard-merges.sh REPO_DIR [MAX_TRIPLES]" >&2
  exit 2
fi
repo="$1"
limit="${2:-0}"
cd "$(dirname "$0")/.."
if [ -z "${SCENECTL:-}" ]; then
  swift build -c release --product scenectl >/dev/null
  SCENECTL="$(swift build -c release --show-bin-path)/scenectl"
fi
exec python3 - "$SCENECTL" "$repo" "$limit" <<'PY'
import atexit, os, shutil, subprocess, sys, tempfile, time

scenectl, repo, limit = sys.argv[1], sys.argv[2], int(sys.argv[3])
verbose = os.environ.get("VERBOSE") == "1"
work = tempfile.mkdtemp(prefix="scenectl-merges-")
atexit.register(shutil.rmtree, work, ignore_errors=True)

def git(*args, binary=False):
    out = subprocess.run(["git", "-C", repo, *args], capture_output=True, check=True).stdout
    return out if binary else out.decode()

def changed(old, new):
    names = git("diff", "--name-only", "--no-renames", old, new, "--", "*.storyboard", "*.xib")
    return set(names.split("\n")) - {""}

def blob(commit, path):
    try:
        return git("show", f"{commit}:{path}", binary=True)
    except subprocess.CalledProcessError:
        return None

def errors(path):
    run = subprocess.run([scenectl, "validate", "--format", "json", path], capture_output=True)
    import json
    try:
        report = json.loads(run.stdout)
    except ValueError:
        return None
    found = set()
    for entry in report.get("diagnostics", []):
        if entry.get("severity") == "error":
            found.add((entry.get("code"), entry.get("message")))
    return found

def same_meaning(committed, other):
    """Whether `scenectl diff` finds no semantic change from the committed file to `other`:
    True, False, or the diff's error when it cannot compare them."""
    run = subprocess.run([scenectl, "diff", "--no-layout", committed, other], capture_output=True)
    if run.returncode in (0, 1):
        return run.returncode == 0
    return run.stderr.decode(errors="replace").strip()[:300] or f"exit {run.returncode}"

counts = dict.fromkeys(
    ["triples", "identical", "semantically identical", "different, valid", "different, errors",
     "conflicts", "failures", "git clean", "git clean = committed",
     "git clean, semantically committed", "git conflicts", "scenectl clean where git conflicts"],
    0)
failures, merge_seconds, git_seconds = [], 0.0, 0.0
merges = git("rev-list", "--merges", "--all").split()
for merge in merges:
    parents = git("rev-list", "--parents", "-n", "1", merge).split()[1:]
    if len(parents) != 2:
        continue
    ours, theirs = parents
    try:
        base = git("merge-base", ours, theirs).strip()
    except subprocess.CalledProcessError:
        continue
    for path in sorted(changed(base, ours) & changed(base, theirs)):
        versions = [blob(c, path) for c in (base, ours, theirs, merge)]
        if any(v is None for v in versions):
            continue
        if limit and counts["triples"] >= limit:
            break
        counts["triples"] += 1
        folder = os.path.join(work, str(counts["triples"]))
        os.makedirs(folder)
        suffix = os.path.splitext(path)[1]
        files = []
        for name, data in zip(("base", "ours", "theirs", "committed"), versions):
            files.append(os.path.join(folder, name + suffix))
            with open(files[-1], "wb") as f:
                f.write(data)
        out = os.path.join(folder, "merged" + suffix)
        start = time.perf_counter()
        run = subprocess.run([scenectl, "merge", *files[:3], "-o", out], capture_output=True)
        merge_seconds += time.perf_counter() - start
        start = time.perf_counter()
        line = subprocess.run(["git", "merge-file", "-p", files[1], files[0], files[2]],
                              capture_output=True)
        git_seconds += time.perf_counter() - start
        if line.returncode == 0:
            counts["git clean"] += 1
            if line.stdout == versions[3]:
                counts["git clean = committed"] += 1
            else:
                lined = os.path.join(folder, "line-merged" + suffix)
                with open(lined, "wb") as f:
                    f.write(line.stdout)
                if same_meaning(files[3], lined) is True:
                    counts["git clean, semantically committed"] += 1
        elif line.returncode > 0:
            counts["git conflicts"] += 1
        if run.returncode == 0:
            if line.returncode > 0:
                counts["scenectl clean where git conflicts"] += 1
            with open(out, "rb") as f:
                merged = f.read()
            meaning = True if merged == versions[3] else same_meaning(files[3], out)
            if merged == versions[3]:
                verdict = "identical"
            elif meaning is True:
                verdict = "semantically identical"
            elif meaning is False:
                mine, theirs_errors = errors(out), errors(files[3])
                new = None if mine is None or theirs_errors is None else mine - theirs_errors
                verdict = "different, valid" if new == set() else "different, errors"
            else:
                verdict = "failures"
                failures.append(f"{merge[:10]} {path}: diff cannot compare: {meaning}")
        elif run.returncode == 1:
            verdict = "conflicts"
        else:
            verdict = "failures"
            failures.append(f"{merge[:10]} {path}: exit {run.returncode}: "
                            + run.stderr.decode(errors="replace").strip()[:300])
        counts[verdict] += 1
        if verbose:
            first = run.stderr.decode(errors="replace").split("\n")[0][:160]
            print(f"{merge[:10]} {path}: {verdict}; git merge-file {line.returncode}  {first}")
    if limit and counts["triples"] >= limit:
        break

print(f"{repo}: {len(merges)} merge commits, {counts['triples']} storyboard triples")
for key, value in counts.items():
    if key != "triples":
        print(f"  {key}: {value}")
if counts["triples"]:
    print(f"  time: scenectl merge {merge_seconds:.2f} s, git merge-file {git_seconds:.2f} s")
for failure in failures:
    print("FAILURE", failure)
sys.exit(1 if failures else 0)
PY
