#!/usr/bin/env python3
"""Counts the errors `scenectl validate` gives on ../shared/storyboards and
../shared/storyboards-wide, by code and by folder (`validate --format json`, one file at a
time), for the "errors by code before/after" figures of docs/Validation.md. With two
binaries, prints both counts side by side.

    Tools/errcount.py [SCENECTL [SCENECTL_AFTER]]
    # default: .build/release/scenectl
"""
import collections, json, os, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FOLDERS = [os.path.join(HERE, "..", "..", "shared", name)
           for name in ("storyboards", "storyboards-wide")]


def count(scenectl):
    by_code = collections.Counter()
    by_folder = collections.Counter()
    for folder in FOLDERS:
        for name in sorted(os.listdir(folder)):
            if not name.endswith(".storyboard"):
                continue
            out = subprocess.run([scenectl, "validate", os.path.join(folder, name),
                                  "--format", "json"], capture_output=True, text=True).stdout
            for d in json.loads(out)["diagnostics"]:
                if d["severity"] == "error":
                    by_code[d["code"]] += 1
                    by_folder[os.path.basename(folder)] += 1
    return by_code, by_folder


def main():
    binaries = sys.argv[1:] or [os.path.join(HERE, "..", ".build", "release", "scenectl")]
    if not all(os.path.isdir(f) for f in FOLDERS):
        print("note: ../shared/storyboards or ../shared/storyboards-wide is absent; nothing to count")
        return 0
    counts = [count(b) for b in binaries]
    codes = sorted(set().union(*(c[0] for c in counts)))
    for code in codes:
        print("%-40s %s" % (code, "  ".join("%5d" % c[0][code] for c in counts)))
    for folder in ("storyboards", "storyboards-wide"):
        print("%-40s %s" % ("(" + folder + ")", "  ".join("%5d" % c[1][folder] for c in counts)))
    print("%-40s %s" % ("total", "  ".join("%5d" % sum(c[0].values()) for c in counts)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
