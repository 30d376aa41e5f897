#!/usr/bin/env python3
"""Mutation test of the storyboard path: broken versions of the corpus storyboards through
validate, import, simulate, layout and explore.

Makes COUNT mutants of the real storyboards in ../shared/storyboards and
../shared/storyboards-wide (each 1 to 3 mutations: deleted, duplicated, amplified and
renamed elements, attributes set to near-miss ids, missing ids, repeated ids, huge,
negative and non-finite numbers, empty and very long values, unicode, dropped ids and
truncation), and runs each through `validate`, `import`, `simulate`, `layout` of its
initial scene and `explore` of the release binary. Any exit status other than 0, 1 or 2 is
a crash, a run past --timeout a hang; a run past --budget-seconds of CPU time (explore:
--explore-seconds, the cost of its documented state bounds) or --budget-mb is over budget. Each is saved under --keep with its command line. Prints the figures, and exits 1
on a crash, a hang or a run over budget.

    swift build -c release --product scenectl
    Tools/mutate-storyboards.py --count 2000 --seed 28
"""

import argparse
import glob
import os
import random
import re
import shutil
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mutate import NUMBERS, UNICODE, run  # noqa: E402  (the YAML mutator's values and runner)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = [os.path.join(ROOT, "..", "shared", name) for name in ("storyboards", "storyboards-wide")]

ATTRIBUTE = re.compile(r'(\s)([A-Za-z:]+)="([^"]*)"')
ELEMENT_LINE = re.compile(r"(?m)^( *)<([A-Za-z]+)\b[^\n]*$")


class Mutator:
    """Text-level mutations of a storyboard; most keep it well-formed XML."""

    def __init__(self, rng):
        self.rng = rng

    def mutate(self, text):
        applied = []
        for _ in range(self.rng.randrange(1, 4)):
            kind = self.rng.choice(
                ["delete", "duplicate", "amplify", "rename", "attribute", "attribute",
                 "drop-id", "repeat-id", "swap-destination", "truncate", "nest"])
            changed = getattr(self, kind.replace("-", "_"))(text)
            if changed is not None and changed != text:
                text = changed
                applied.append(kind)
        return text, applied or ["none"]

    def block(self, text):
        """A random element as (start, end): its line to its end tag at the same indent."""
        lines = list(ELEMENT_LINE.finditer(text))
        if not lines:
            return None
        match = self.rng.choice(lines)
        indent, name = match.group(1), match.group(2)
        if match.group(0).rstrip().endswith("/>"):
            return match.start(), match.end()
        close = text.find(f"\n{indent}</{name}>", match.end())
        return (match.start(), close + len(indent) + len(name) + 4) if close >= 0 else None

    def delete(self, text):
        span = self.block(text)
        return text[:span[0]] + text[span[1]:] if span else None

    def duplicate(self, text):
        span = self.block(text)
        return text[:span[1]] + "\n" + text[span[0]:span[1]] + text[span[1]:] if span else None

    def amplify(self, text):
        span = self.block(text)
        if not span or span[1] - span[0] > 20_000:
            return None
        copy = "\n" + text[span[0]:span[1]]
        return text[:span[1]] + copy * self.rng.choice([10, 100, 500]) + text[span[1]:]

    def nest(self, text):
        span = self.block(text)
        if not span:
            return None
        inner = text[span[0]:span[1]]
        return text[:span[0]] + f"<view id=\"nest{self.rng.randrange(999)}\"><subviews>" + inner \
            + "</subviews></view>" + text[span[1]:]

    def rename(self, text):
        lines = list(ELEMENT_LINE.finditer(text))
        if not lines:
            return None
        match = self.rng.choice(lines)
        name = match.group(2)
        new = self.rng.choice(["unknownThing", "view", "label", "scene", "constraint", "segue"])
        start = match.start(2)
        return text[:start] + new + text[start + len(name):]

    def values(self, text):
        return re.findall(r'\bid="([^"]+)"', text)

    def attribute(self, text):
        found = list(ATTRIBUTE.finditer(text))
        if not found:
            return None
        match = self.rng.choice(found)
        ids = self.values(text)
        value = self.rng.choice(
            NUMBERS + UNICODE + ["", "x" * 5000, "-1", "NaN", "inf", "1e309", "a:b", "0:0"]
            + ([self.rng.choice(ids), self.rng.choice(ids) + "x"] if ids else []))
        value = value.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")
        return text[:match.start(3)] + value + text[match.end(3):]

    def drop_id(self, text):
        found = list(re.finditer(r'\sid="[^"]*"', text))
        if not found:
            return None
        match = self.rng.choice(found)
        return text[:match.start()] + text[match.end():]

    def repeat_id(self, text):
        ids = self.values(text)
        found = list(re.finditer(r'\bid="([^"]*)"', text))
        if not ids or not found:
            return None
        match = self.rng.choice(found)
        return text[:match.start(1)] + self.rng.choice(ids) + text[match.end(1):]

    def swap_destination(self, text):
        found = list(re.finditer(r'\bdestination="([^"]*)"', text))
        ids = self.values(text)
        if not found or not ids:
            return None
        match = self.rng.choice(found)
        return text[:match.start(1)] + self.rng.choice(ids) + text[match.end(1):]

    def truncate(self, text):
        return text[: self.rng.randrange(0, max(1, len(text)))]


def commands(rng, text, path, scratch):
    """The five commands for one mutant; layout lays out the initial scene by its IB id."""
    device = rng.choice(["iphone", "ipad", "iphone-se", "iphone-landscape", "ipad-landscape"])
    initial = re.search(r'initialViewController="([^"]+)"', text)
    # --allow-errors: a mutant with errors still runs, so the runtime meets broken files too.
    simulate = ["simulate", path, "--device", device, "--allow-errors"]
    for _ in range(rng.randrange(0, 4)):
        simulate += rng.choice([["--back"], ["--select", "tableView:0"], ["--tap", "button"]])
    return [
        ["validate", path],
        ["import", path, "-o", os.path.join(scratch, "imported.yaml")],
        simulate,
        ["layout", path, "--scene", initial.group(1) if initial else "x", "--device", device,
         "--allow-errors"],
        ["explore", path, "--device", device, "--allow-errors"],
    ]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=28)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=20.0)
    parser.add_argument("--budget-seconds", type=float, default=1.0,
                        help="CPU seconds a command may take (explore: --explore-seconds)")
    parser.add_argument("--explore-seconds", type=float, default=5.0)
    parser.add_argument("--budget-mb", type=float, default=100.0)
    parser.add_argument("--scenectl", default=os.path.join(ROOT, ".build/release/scenectl"))
    parser.add_argument("--keep", default=os.path.join(ROOT, ".build/storyboard-mutants"))
    args = parser.parse_args()
    if not os.access(args.scenectl, os.X_OK):
        sys.exit(f"mutate-storyboards.py: no scenectl at {args.scenectl}; "
                 "run 'swift build -c release --product scenectl' first")
    files = sorted(f for folder in CORPUS for f in glob.glob(os.path.join(folder, "*.storyboard")))
    if not files:
        print("mutate-storyboards.py: note: the corpus (../shared/storyboards) is absent; nothing run")
        return
    plans = [(n, files[n % len(files)]) for n in range(args.count)]
    work = tempfile.mkdtemp(prefix="scenectl-storyboard-mutants-")
    os.makedirs(args.keep, exist_ok=True)
    lock = threading.Lock()
    totals = {"runs": 0, "crash": 0, "hang": 0, "over": 0, "status": {}, "kinds": {}}
    worst = {"seconds": (0.0, ""), "mb": (0.0, "")}

    def one(plan):
        n, source = plan
        rng = random.Random(args.seed * 1_000_003 + n)
        original = open(source, encoding="utf-8", errors="surrogateescape").read()
        text, applied = Mutator(rng).mutate(original)
        scratch = os.path.join(work, f"m{n}")
        os.makedirs(scratch)
        path = os.path.join(scratch, os.path.basename(source))
        with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(text)
        for arguments in commands(rng, text, path, scratch):
            # CPU time, not wall time, is held to the budget: a busy machine does not change it.
            code, _, mb, hung, seconds = run(args.scenectl, arguments, args.timeout, scratch)
            crashed = not hung and code not in (0, 1, 2)
            budget = args.explore_seconds if arguments[0] == "explore" else args.budget_seconds
            over = not hung and (seconds > budget or mb > args.budget_mb)
            label = f"mutant {n} ({os.path.basename(source)}: {', '.join(applied)}): {arguments[0]}"
            with lock:
                totals["runs"] += 1
                key = "hang" if hung else str(code)
                totals["status"][key] = totals["status"].get(key, 0) + 1
                if not hung and seconds > worst["seconds"][0]:
                    worst["seconds"] = (seconds, label)
                if mb > worst["mb"][0]:
                    worst["mb"] = (mb, label)
                if crashed or hung or over:
                    what = "crash" if crashed else ("hang" if hung else "over")
                    totals[what] += 1
                    kept = os.path.join(args.keep, f"mutant-{n}-{arguments[0]}.storyboard")
                    shutil.copy(path, kept)
                    print(f"{what.upper()} exit {code}, {seconds:.2f} s, {mb:.0f} MB: {label}\n"
                          f"  scenectl {' '.join(a if a != path else kept for a in arguments)}",
                          flush=True)
        shutil.rmtree(scratch)
        with lock:
            for kind in applied:
                totals["kinds"][kind] = totals["kinds"].get(kind, 0) + 1

    start = time.monotonic()
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        list(pool.map(one, plans))
    elapsed = time.monotonic() - start
    shutil.rmtree(work)
    statuses = ", ".join(f"{k}: {v}" for k, v in sorted(totals["status"].items()))
    kinds = ", ".join(f"{k} {v}" for k, v in sorted(totals["kinds"].items()))
    print(f"{args.count} mutants of {len(files)} storyboards (seed {args.seed}), "
          f"{totals['runs']} runs in {elapsed:.0f} s")
    print(f"exit statuses: {statuses}")
    print(f"mutations: {kinds}")
    print(f"slowest run: {worst['seconds'][0]:.2f} s of CPU, {worst['seconds'][1]}")
    print(f"largest run: {worst['mb'][0]:.0f} MB, {worst['mb'][1]}")
    print(f"crashes: {totals['crash']}, hangs: {totals['hang']}, over budget "
          f"({args.budget_seconds:g} s, explore {args.explore_seconds:g} s, "
          f"{args.budget_mb:g} MB): {totals['over']}")
    sys.exit(1 if totals["crash"] or totals["hang"] or totals["over"] else 0)


if __name__ == "__main__":
    main()
