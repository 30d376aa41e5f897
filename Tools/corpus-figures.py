#!/usr/bin/env python3
"""Recomputes the storyboard corpus figures and rewrites their two pins.

For each file of ../shared/storyboards: `scenectl import --format json` (carried scenes,
views, segues, outlets, actions, constraints; not-carried entries; guessed unwinds) and
`scenectl validate --format json` (errors, warnings). Rewrites the `figures` table of
Tests/ScenectlTests/StoryboardCorpusTests.swift and the per-file table of
docs/Storyboards.md, and prints the totals for the prose around that table.

    SCENECTL=.build/debug/scenectl Tools/corpus-figures.py
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDER = os.path.join(ROOT, "..", "shared", "storyboards")
SCENECTL = os.environ.get("SCENECTL", os.path.join(ROOT, ".build", "debug", "scenectl"))
TEST = os.path.join(ROOT, "Tests", "ScenectlTests", "StoryboardCorpusTests.swift")
DOC = os.path.join(ROOT, "docs", "Storyboards.md")
CARRIED = ["scenes", "views", "segues", "outlets", "actions", "constraints"]


def run(*args):
    out = subprocess.run([SCENECTL, *args], capture_output=True, text=True).stdout
    return json.loads(out)


def figures(path):
    imported = run("import", path, "--format", "json")
    checked = run("validate", path, "--format", "json")
    return [imported["carried"][k] for k in CARRIED] + [imported["inFile"][k] for k in CARRIED] + [
        len(imported["notCarried"]),
        len(imported["guessedUnwinds"]),
        checked["errors"],
        checked["warnings"],
    ]


def swift_entry(base, row):
    line = f'    "{base}": [{", ".join(map(str, row))}],'
    if len(line) <= 100:
        return line
    return f'    "{base}": [\n      {", ".join(map(str, row))},\n    ],'


def main():
    if not os.path.isdir(FOLDER):
        sys.exit(f"{FOLDER} is absent")
    names = sorted(n for n in os.listdir(FOLDER) if n.endswith(".storyboard"))
    rows = {n[: -len(".storyboard")]: figures(os.path.join(FOLDER, n)) for n in names}

    test = open(TEST).read()
    table = "\n".join(swift_entry(b, r) for b, r in rows.items())
    test = re.sub(
        r"(static let figures: \[String: \[Int\]\] = \[\n).*?(\n  \]\n)",
        lambda m: m.group(1) + table + m.group(2),
        test,
        count=1,
        flags=re.S,
    )
    open(TEST, "w").write(test)

    doc = open(DOC).read()
    def cells(r):
        return [f"{c} / {t}" for c, t in zip(r[:6], r[6:12])] + list(map(str, r[12:]))

    lines = "\n".join(f"| `{b}` | " + " | ".join(cells(r)) + " |" for b, r in rows.items())
    doc = re.sub(
        r"(\| file \| scenes \|[^\n]*\n\|[-|]+\|\n)(?:\|[^\n]*\n)+",
        lambda m: m.group(1) + lines + "\n",
        doc,
        count=1,
    )
    open(DOC, "w").write(doc)

    totals = [sum(r[i] for r in rows.values()) for i in range(16)]
    for i, kind in enumerate(CARRIED):
        share = 100 * totals[i] / totals[i + 6] if totals[i + 6] else 100
        print(f"{kind} {totals[i]} of {totals[i + 6]} ({share:.1f} %)")
    carried, present = sum(totals[:6]), sum(totals[6:12])
    print(f"all {carried} of {present} ({100 * carried / present:.1f} %)")
    labels = ["not carried", "guessed unwinds", "errors", "warnings"]
    print(", ".join(f"{label} {value}" for label, value in zip(labels, totals[12:])))


if __name__ == "__main__":
    main()
