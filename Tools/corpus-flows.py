#!/usr/bin/env python3
"""Writes a flow per corpus storyboard that taps through its main navigation.

For each file of ../shared/storyboards, `scenectl explore --flows` gives the shortest path to
every reachable scene on the file's canvas device. The tour starts at launch and, scene by
scene in explore's order, follows the path from the start, expects the scene on top, then
goes back to the start with `back` (popping) or `swipe: down` (dismissing a sheet), checked
by running the flow so far with `scenectl simulate --flow`. A scene the tour cannot come back
from ends it. Flows go to Tests/CorpusFlows/BASE.yaml, naming the storyboard by a path
relative to the flow; StoryboardCorpusTests runs them with `scenectl test`.

    SCENECTL=.build/debug/scenectl Tools/corpus-flows.py
"""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDER = os.path.join(ROOT, "..", "shared", "storyboards")
OUT = os.path.join(ROOT, "Tests", "CorpusFlows")
SCENECTL = os.environ.get("SCENECTL", os.path.join(ROOT, ".build", "debug", "scenectl"))
MAX_STEPS = 120


def scene_paths(storyboard):
    """(device, [(scene, [step lines])]) from explore's flows, in explore's order."""
    with tempfile.TemporaryDirectory() as folder:
        report = subprocess.run(
            [SCENECTL, "explore", storyboard, "--flows", folder, "--format", "json"],
            capture_output=True, text=True).stdout
        order = [s["id"] for s in json.loads(report).get("scenes", [])]
        device, paths = None, {}
        for name in os.listdir(folder):
            if not name.startswith("scene-"):
                continue
            lines = open(os.path.join(folder, name)).read().splitlines()
            device = next(l.split(": ", 1)[1].strip('"') for l in lines if l.startswith("device:"))
            steps = [l for l in lines[lines.index("steps:") + 1:] if "expect:" not in l]
            paths[name[len("scene-"):-len(".yaml")]] = steps
        return device, [(s, paths[s]) for s in order if s in paths]


def flow_text(base, device, steps):
    storyboard = os.path.relpath(os.path.join(FOLDER, base + ".storyboard"), OUT)
    return (
        f"# Written by Tools/corpus-flows.py: a tour of {base}'s main navigation on its canvas.\n"
        f'storyboard: "{storyboard}"\ndevice: "{device}"\nsteps:\n' + "\n".join(steps) + "\n")


def top(base, device, steps):
    """The scene on top after the steps, or None when a step fails."""
    with tempfile.NamedTemporaryFile("w", suffix=".yaml", dir=OUT, delete=False) as f:
        f.write(flow_text(base, device, steps))
        path = f.name
    try:
        result = subprocess.run(
            [SCENECTL, "simulate", os.path.join(FOLDER, base + ".storyboard"), "--device", device,
             "--flow", path, "--format", "json"], capture_output=True, text=True)
        if result.returncode != 0:
            return None
        return json.loads(result.stdout).get("top")
    finally:
        os.remove(path)


def tour(base):
    device, paths = scene_paths(os.path.join(FOLDER, base + ".storyboard"))
    if not paths:
        return None
    home = paths[0][0]
    steps = [f'  - expect: {{ top: "{home}" }}']
    for scene, path in paths[1:]:
        if len(steps) + len(path) > MAX_STEPS:
            break
        visit = path + [f'  - expect: {{ top: "{scene}" }}']
        if top(base, device, steps + visit) != scene:
            continue
        steps += visit
        back = []
        for _ in range(4):
            for step in ["  - back", "  - swipe: down"]:
                if top(base, device, steps + back + [step]) is not None:
                    back.append(step)
                    break
            else:
                break
            if top(base, device, steps + back) == home:
                break
        if not back or top(base, device, steps + back) != home:
            break
        steps += back + [f'  - expect: {{ top: "{home}" }}']
    return flow_text(base, device, steps)


def main():
    if not os.path.isdir(FOLDER):
        sys.exit(f"{FOLDER} is absent")
    os.makedirs(OUT, exist_ok=True)
    for name in sorted(os.listdir(FOLDER)):
        if not name.endswith(".storyboard"):
            continue
        base = name[: -len(".storyboard")]
        text = tour(base)
        if text:
            open(os.path.join(OUT, base + ".yaml"), "w").write(text)
            print(base, text.count("expect:"), "expectations")


if __name__ == "__main__":
    main()
