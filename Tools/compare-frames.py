#!/usr/bin/env python3
"""Compares the frames scenectl solves for a storyboard's views with the frames Interface
Builder stored (<rect key="frame">, which Xcode solved with Apple's Auto Layout on the canvas
device), for every view Xcode has not flagged misplaced or ambiguous.

Prints, per file and overall, how many views are within 0.5 pt on x, y, width and height,
and the classes of mismatch (which part differs, and the view's type).

    Tools/compare-frames.py [SCENECTL] [STORYBOARD ...]
    # defaults: .build/release/scenectl and ../shared/storyboards/*.storyboard
"""
import glob, json, os, subprocess, sys, xml.etree.ElementTree as ET
from collections import Counter

TOLERANCE = 0.5
CELLS = {"tableViewCell", "collectionViewCell", "collectionReusableView"}


def ib_frames(path):
    """IB id -> (absolute frame, element name, flagged) for the views of each controller's
    root view, cells excluded; frames are relative to the root view."""
    out = {}
    root = ET.parse(path).getroot()

    def walk(element, ox, oy):
        for sub in element.findall("subviews"):
            for view in sub:
                if view.tag in CELLS:
                    continue
                rect = view.find("rect[@key='frame']")
                if rect is None:
                    continue
                x = ox + float(rect.get("x", 0)); y = oy + float(rect.get("y", 0))
                w = float(rect.get("width", 0)); h = float(rect.get("height", 0))
                flagged = view.get("misplaced") == "YES" or view.get("ambiguous") == "YES"
                out[view.get("id")] = ((x, y, w, h), view.tag, flagged)
                walk(view, x, y)

    for scene in root.iter("scene"):
        for controller in scene.find("objects") or []:
            if controller.get("sceneMemberID") != "viewController":
                continue
            view = controller.find("*[@key='view']")
            if view is not None and view.tag != "tableView":
                walk(view, 0.0, 0.0)
    return out


def our_frames(scenectl, path):
    """IB id -> (frame relative to the scene's root view, scene partial?) from
    `scenectl layout` of every scene that has views."""
    report = json.loads(subprocess.run(
        [scenectl, "import", path, "--format", "json"], capture_output=True, text=True).stdout)
    import yaml
    model = yaml.safe_load(report["yaml"])
    out = {}
    for scene_id, scene in (model.get("scenes") or {}).items():
        if not scene.get("views") or scene.get("kind") == "tableViewController":
            continue
        run = subprocess.run([scenectl, "layout", path, "--scene", scene_id, "--format", "json"],
                             capture_output=True, text=True)
        try:
            layout = json.loads(run.stdout)
        except json.JSONDecodeError:
            continue
        origin = layout.get("column", {}).get("frame", [0, 0])[:2]
        for view in layout.get("views", []):
            if "ib" in view:
                x, y, w, h = view["frame"]
                out[view["ib"]] = ((x - origin[0], y - origin[1], w, h),
                                   bool(scene.get("partialLayout")))
    return out


def classify(ours, theirs):
    parts = [name for name, a, b in zip(("x", "y", "width", "height"), ours, theirs)
             if abs(a - b) > TOLERANCE]
    return parts


def main():
    args = sys.argv[1:]
    scenectl = args.pop(0) if args and not args[0].endswith(".storyboard") else ".build/release/scenectl"
    files = args or sorted(glob.glob(os.path.join(os.path.dirname(__file__), "..", "..", "shared",
                                                  "storyboards", "*.storyboard")))
    total = matched = 0
    classes = Counter()
    print(f"{'file':64} {'views':>6} {'within 0.5 pt':>14}")
    for path in files:
        theirs = ib_frames(path)
        ours = our_frames(scenectl, path)
        n = ok = 0
        for ib, (frame, tag, flagged) in theirs.items():
            if flagged or ib not in ours:
                continue
            n += 1
            mine, partial = ours[ib]
            parts = classify(mine, frame)
            if not parts:
                ok += 1
                continue
            kind = "size" if set(parts) <= {"width", "height"} else (
                "position" if set(parts) <= {"x", "y"} else "position and size")
            what = "text" if tag in ("label", "button", "textField") else "other"
            classes[(kind, what, "partial layout" if partial else "complete layout")] += 1
        total += n; matched += ok
        share = f"{100 * ok / n:.1f} %" if n else "-"
        print(f"{os.path.basename(path)[:64]:64} {n:6} {share:>14}")
    print(f"{'overall':64} {total:6} {100 * matched / max(total, 1):13.1f} %")
    print("\nmismatches by class (what differs, view kind, the scene's layout):")
    for (kind, what, partial), count in sorted(classes.items(), key=lambda kv: -kv[1]):
        print(f"  {count:5}  {kind:18} {what:6} {partial}")


if __name__ == "__main__":
    main()
