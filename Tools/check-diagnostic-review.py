#!/usr/bin/env python3
"""Checks Tools/diagnostic-review.tsv against what `scenectl validate` reports now: runs it on
every storyboard of ../shared/storyboards and ../shared/storyboards-wide, and lists the errors
with no line in the review (file, line, code) and the lines whose error is gone. Exits 1 when
there is one, 0 when the review covers every error; says so and exits 0 when the folders are
absent.

    Tools/check-diagnostic-review.py [SCENECTL]
    # default: .build/release/scenectl
"""
import json, os, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FOLDERS = [os.path.join(HERE, "..", "..", "shared", name)
           for name in ("storyboards", "storyboards-wide")]


def reviewed():
    keys = set()
    with open(os.path.join(HERE, "diagnostic-review.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            stem, number, code, verdict, _ = line.rstrip("\n").split("\t", 4)
            assert verdict in ("true", "harmless", "false"), line
            keys.add((stem, int(number), code))
    return keys


def reported(scenectl):
    keys = set()
    for folder in FOLDERS:
        for name in sorted(os.listdir(folder)):
            if not name.endswith(".storyboard"):
                continue
            out = subprocess.run([scenectl, "validate", os.path.join(folder, name),
                                  "--format", "json"], capture_output=True, text=True).stdout
            for d in json.loads(out)["diagnostics"]:
                if d["severity"] == "error":
                    keys.add((name[:-len(".storyboard")], d["line"], d["code"]))
    return keys


def main():
    scenectl = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        HERE, "..", ".build", "release", "scenectl")
    if not all(os.path.isdir(f) for f in FOLDERS):
        print("note: ../shared/storyboards or ../shared/storyboards-wide is absent; nothing to check")
        return 0
    review, now = reviewed(), reported(scenectl)
    for key in sorted(now - review):
        print("error not reviewed: %s:%d %s" % key)
    for key in sorted(review - now):
        print("reviewed error no longer reported: %s:%d %s" % key)
    print(f"{len(now)} errors (file, line, code), {len(review)} reviewed")
    return 1 if now != review else 0


if __name__ == "__main__":
    sys.exit(main())
