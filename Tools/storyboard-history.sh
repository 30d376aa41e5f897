#!/usr/bin/env bash
# Walks a git repository's history and runs `scenectl diff` on every commit that changes a
# storyboard or XIB, against its first parent, file by file (docs/Diff.md, issue 34). Counts
# the commits whose storyboard changes are all churn ("no semantic change"), those with
# changes, those of which no file could be read, and failures (a crash, a timeout or an exit
# status other than 0, 1, 2 for any file); and the files not read: another platform's
# (macOS, tvOS), or a version the diff refused with its diagnostics (malformed XML
# committed, a limit passed).
# Writes one row per commit to OUT (default: a temporary file, named at the end), for
# sampling by hand.
#
#   Tools/storyboard-history.sh REPO_DIR [MAX_COMMITS]     # REPO_DIR: work tree or git dir
#   SCENECTL=path/to/scenectl OUT=rows.tsv Tools/storyboard-history.sh /path/to/repo.git
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 1 ]; then
  echo "usage: Tools/storyboard-history.sh REPO_DIR [MAX_COMMITS]" >&2
  exit 2
fi
if [ -z "${SCENECTL:-}" ]; then
  swift build -c release --product scenectl >/dev/null
  SCENECTL="$(swift build -c release --show-bin-path)/scenectl"
fi
exec python3 - "$SCENECTL" "$@" <<'PY'
import os, subprocess, sys, tempfile, time

scenectl, repo = sys.argv[1], sys.argv[2]
limit = int(sys.argv[3]) if len(sys.argv) > 3 else None
git_dir = subprocess.run(["git", "-C", repo, "rev-parse", "--absolute-git-dir"],
                         capture_output=True, text=True, check=True).stdout.strip()
env = dict(os.environ, GIT_DIR=git_dir)

def git(*args):
    return subprocess.run(["git", *args], capture_output=True, text=True, env=env,
                          check=True).stdout

# Every non-merge commit reachable from HEAD that changes a storyboard or XIB, oldest first.
commits = git("log", "--no-merges", "--reverse", "--format=%H %P", "HEAD", "--",
              "*.storyboard", "*.xib").split("\n")
commits = [c.split() for c in commits if c.strip()]
commits = [c for c in commits if len(c) >= 2]
if limit:
    commits = commits[-limit:]
out_path = os.environ.get("OUT") or tempfile.mkstemp(prefix="storyboard-history-", suffix=".tsv")[1]
counts = {"no semantic change": 0, "changes": 0, "nothing read": 0, "failure": 0}
file_counts = {"other platform": 0, "unreadable version": 0}
seconds = 0.0

def verdict_of(status, stderr):
    """One file's verdict from the exit status of `scenectl diff --git`."""
    if status == 0:
        return "no semantic change"
    if status == 1:
        return "changes"
    if status == 2 and "[storyboard-platform]" in stderr:
        return "other platform"
    if status == 2 and ": error: " in stderr:
        return "unreadable version"
    return "failure"

with open(out_path, "w") as out:
    out.write("commit\tverdict\tseconds\tfiles\tfirst line\n")
    for commit, parent, *_ in commits:
        files = git("diff", "--name-only", "--no-renames", parent, commit, "--",
                    "*.storyboard", "*.xib").split("\n")
        files = [f for f in files if f]
        if not files:
            continue
        verdicts, shown, took = [], "", 0.0
        for path in files:
            start = time.monotonic()
            try:
                run = subprocess.run([scenectl, "diff", "--git", parent, commit, "--", path],
                                     capture_output=True, text=True, env=env, timeout=300)
                status, stdout, stderr = run.returncode, run.stdout, run.stderr
            except subprocess.TimeoutExpired:
                status, stdout, stderr = -1, "", "timeout"
            took += time.monotonic() - start
            verdict = verdict_of(status, stderr)
            verdicts.append(verdict)
            if verdict in file_counts:
                file_counts[verdict] += 1
            lines = (stderr if status not in (0, 1) else stdout).split("\n")
            first = next((l for l in lines if l and not l.startswith("scenectl diff ")), "")
            if verdict != "no semantic change" and not shown or verdict == "failure":
                shown = first
        seconds += took
        if "failure" in verdicts:
            verdict = "failure"
        elif "changes" in verdicts:
            verdict = "changes"
        elif "no semantic change" in verdicts:
            verdict = "no semantic change"
        else:
            verdict = "nothing read"
        counts[verdict] += 1
        out.write(f"{commit}\t{verdict}\t{took:.2f}\t{len(files)}\t{shown[:200]}\n")
total = sum(counts.values())
print(f"{repo}: {total} commits changing a storyboard or XIB, {seconds:.1f} s")
for verdict, count in counts.items():
    print(f"  {verdict}: {count}")
for verdict, count in file_counts.items():
    print(f"  files not read, {verdict}: {count}")
print(f"  rows: {out_path}")
sys.exit(1 if counts["failure"] else 0)
PY
