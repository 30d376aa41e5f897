#!/usr/bin/env python3
"""The share of scenes `scenectl explore` reaches on the real storyboards of the corpus:
runs `explore FILE --format json` on each file of ../shared/storyboards and
../shared/storyboards-wide (a folder that is absent is skipped with a note) and sums, per
folder and over all, the scenes reached (shown on any path, covered ones included: the
storyboard's scenes less `unreached`) and the scenes; then the same over the real apps only
(kind `app` in storyboards-wide/INDEX.tsv, "real app" in storyboards/README.md).

    Tools/explore-reach.py [--files] [SCENECTL ...]
    # default: .build/release/scenectl; give two binaries to compare before and after;
    # --files prints each file's figures too

A file's scenes are the storyboard's as explore counts them (`sceneCount`, given by any of
the binaries; else the <scene> elements of the file that are not placeholders for a
storyboard reference). A file explore refuses (no report) counts its scenes as not reached.
"""
import glob, json, os, re, subprocess, sys

SHARED = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared")
FOLDERS = ["storyboards", "storyboards-wide"]


def real_apps():
    """The names of the files that come from shipping apps."""
    apps = set()
    index = os.path.join(SHARED, "storyboards-wide", "INDEX.tsv")
    if os.path.exists(index):
        for line in open(index, encoding="utf-8").read().splitlines()[1:]:
            fields = line.split("\t")
            if len(fields) > 7 and fields[7] == "app":
                apps.add(fields[0])
    readme = os.path.join(SHARED, "storyboards", "README.md")
    if os.path.exists(readme):
        for line in open(readme, encoding="utf-8"):
            cells = [cell.strip() for cell in line.split("|")]
            if len(cells) > 8 and cells[8].startswith("real app"):
                apps.add(cells[1].strip("`"))
    return apps


def xml_scenes(path):
    """<scene> elements that are not a storyboard reference's placeholder."""
    text = open(path, encoding="utf-8", errors="replace").read()
    scenes = re.findall(r"<scene\b.*?</scene>", text, re.S)
    return sum(1 for scene in scenes if "<viewControllerPlaceholder" not in scene)


def explore(scenectl, path):
    """explore's JSON report of one file, None when it gives none. `--allow-errors`: a file
    with true layout errors is still explored (what is measured is the search's reach); a
    build without the option gets it refused as a usage error, and is run without it."""
    run = subprocess.run([scenectl, "explore", path, "--format", "json", "--allow-errors"],
                         capture_output=True, text=True, timeout=600)
    if run.returncode == 2 and "--allow-errors" in run.stderr:
        run = subprocess.run([scenectl, "explore", path, "--format", "json"],
                             capture_output=True, text=True, timeout=600)
    try:
        return json.loads(run.stdout)
    except ValueError:
        return None


def main():
    args = sys.argv[1:]
    per_file = "--files" in args
    binaries = [arg for arg in args if arg != "--files"] or [".build/release/scenectl"]
    apps = real_apps()
    files = []
    for folder in FOLDERS:
        found = sorted(glob.glob(os.path.join(SHARED, folder, "*.storyboard")))
        if not found:
            print(f"note: no storyboards in {os.path.join(SHARED, folder)}; skipped")
        files += [(folder, path) for path in found]
    # binary -> (folder or "all", apps only?) -> [reached, scenes, files, files cut]
    sums = {scenectl: {} for scenectl in binaries}
    for folder, path in files:
        reports = [explore(scenectl, path) for scenectl in binaries]
        counts = [r["sceneCount"] for r in reports if r and "sceneCount" in r]
        total = counts[0] if counts else xml_scenes(path)
        is_app = os.path.basename(path) in apps
        line = []
        for scenectl, report in zip(binaries, reports):
            reached = max(0, total - len(report["unreached"])) if report else 0
            cut = bool(report and (report.get("cuts") or report.get("limit")))
            line.append(f"{reached}/{total}{' cut' if cut else ''}{'' if report else ' refused'}")
            for key in [(folder, False), ("all", False)] + (
                    [(folder, True), ("all", True)] if is_app else []):
                entry = sums[scenectl].setdefault(key, [0, 0, 0, 0])
                entry[0] += reached; entry[1] += total; entry[2] += 1; entry[3] += cut
        if per_file:
            print(f"{os.path.basename(path)[:70]:70} {'app' if is_app else '   '} {'  '.join(line)}")
    for scenectl in binaries:
        print(f"{scenectl}:")
        for (folder, only_apps), (reached, total, count, cut) in sorted(sums[scenectl].items()):
            what = "real apps" if only_apps else "all files"
            print(f"  {folder:17} {what:9} {count:4} files: {reached:5} of {total:5} scenes "
                  f"reached ({100 * reached / max(total, 1):.1f} %), {cut} cut by a bound")
    return 0

if __name__ == "__main__":
    sys.exit(main())
