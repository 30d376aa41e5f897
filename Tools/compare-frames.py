#!/usr/bin/env python3
"""Compares the frames scenectl solves for a storyboard's views with the frames Interface
Builder stored (<rect key="frame">, which Xcode solved with Apple's Auto Layout on the canvas
device), for every view Xcode has not flagged misplaced or ambiguous. Each scene is laid out
on the screen Interface Builder drew it on: its container's frame when it is embedded or a
split view column (but its freeform size where it has one, `freeform_sizes`), the sheet's
card `layout` gives a scene only sheets show (its `sheet`), else its root view's size (a
freeform or popover size differs from the file's device) with, in files without safe
areas, the status bar the canvas simulates, and in files Xcode 26 saved, the safe-area
insets its canvas draws (XCODE26_INSETS).

Prints, per file and overall, how many views are within 0.5 pt on x, y, width and height,
and the classes of mismatch (which part differs, and the view's type). Views inside table
cells are compared relative to their cell's content view (Interface Builder stacks cells by
its own section metrics, which the comparison leaves aside), and counted apart; views inside
a view Xcode flagged are compared relative to it (`flagged_ancestors`). Labels,
buttons and text fields are counted apart too by where their size comes from: Xcode's canvas
(`intrinsicSize: {canvas: [w, h]}`) or scenectl's measurement of their text (a side the
canvas stretched, or a view Xcode flagged misplaced).

    Tools/compare-frames.py [SCENECTL] [--wide] [--breakdown] [STORYBOARD ...]
    # defaults: .build/release/scenectl and ../shared/storyboards/*.storyboard;
    # --wide adds ../shared/storyboards-wide/*.storyboard (skipped with a note when absent);
    # --breakdown groups the views off with no cause by type, scene kind, shape of the
    # difference, canvas and file (Tools/frame_breakdown.py), biggest buckets first

Files are grouped by their folder (a corpus), each with its own overall line, then the share
of every view within 0.5 pt per corpus and for all of them.
"""
import glob, json, os, subprocess, sys, xml.etree.ElementTree as ET
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import frame_breakdown  # noqa: E402  (beside this script)
from frame_canvas import canvas_ios, freeform_sizes, root_canvases  # noqa: E402
from frame_causes import CAUSES, read_causes  # noqa: E402

TOLERANCE = 0.5
CELLS = {"tableViewCell", "collectionViewCell", "collectionReusableView"}


def cell_frames(path):
    """IB id -> (frame relative to its cell's content view, element name, flagged, cell IB id)
    for the views inside table view cells (not those of collection views)."""
    out = {}

    def walk(element, ox, oy, cell):
        for sub in element.findall("subviews"):
            for view in sub:
                rect = view.find("rect[@key='frame']")
                if rect is None or view.tag in CELLS:
                    continue
                x = ox + float(rect.get("x", 0)); y = oy + float(rect.get("y", 0))
                w = float(rect.get("width", 0)); h = float(rect.get("height", 0))
                flagged = view.get("misplaced") == "YES" or view.get("ambiguous") == "YES"
                out[view.get("id")] = ((x, y, w, h), view.tag, flagged, cell)
                walk(view, x, y, cell)

    root = ET.parse(path).getroot()
    for cell in root.iter("tableViewCell"):
        content = cell.find("tableViewCellContentView")
        if content is not None:
            walk(content, 0.0, 0.0, cell.get("id"))
    return out


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


def flagged_ancestors(path):
    """IB id -> IB id of the nearest enclosing view Xcode flagged misplaced or ambiguous, for
    the views of root views (cells excluded) that have one. Such a view's stored frame sits
    in its ancestor's stale or arbitrary one, so it is compared relative to that ancestor:
    where Xcode would put the ancestor is not in the file (Koloda's buttons, kept 88 points
    apart in a misplaced 120-point bar)."""
    out = {}

    def walk(element, flagged):
        for sub in element.findall("subviews"):
            for view in sub:
                if view.tag in CELLS or view.find("rect[@key='frame']") is None:
                    continue
                if flagged:
                    out[view.get("id")] = flagged
                marked = view.get("misplaced") == "YES" or view.get("ambiguous") == "YES"
                walk(view, view.get("id") if marked else flagged)

    for scene in ET.parse(path).getroot().iter("scene"):
        for controller in scene.find("objects") or []:
            view = controller.find("*[@key='view']")
            if controller.get("sceneMemberID") == "viewController" and view is not None:
                walk(view, None)
    return out


def our_frames(scenectl, path):
    """IB id -> (frame relative to the scene's root view, scene partial?) from
    `scenectl layout` of every scene that has views, on the scene's own canvas: its
    container's frame when it is embedded or a split view column and has no freeform size of
    its own, else the screen `root_canvases` or its freeform size gives it."""
    report = json.loads(subprocess.run(
        [scenectl, "import", path, "--format", "json"], capture_output=True, text=True).stdout)
    import yaml
    model = yaml.safe_load(report["yaml"])
    sizes = size_sources(model)
    canvases = root_canvases(path)
    freeform = freeform_sizes(ET.parse(path).getroot())
    ios = canvas_ios(path)
    out = {}
    for scene_id, scene in (model.get("scenes") or {}).items():
        if not scene.get("views"):
            continue
        layout = lay_out(scenectl, path, scene_id, ios=ios)
        if layout is None:
            continue
        # The scene's own canvas, unless it is laid out in its container's frame: a size
        # other than the file's, or no status bar (every device without safe areas has one).
        canvas = canvases.get(layout.get("ib"), "")
        screen = "x".join(f"{v:g}" for v in layout.get("screen", []))
        sheet = layout.get("sheet")
        if sheet:
            # Laid out in a sheet's card (only sheets show the scene): Xcode draws the card,
            # its root view that size; the card's insets are UIKit's, not the canvas's.
            screen = "x".join(f"{v:g}" for v in sheet["frame"][2:])
        # A scene of a freeform size is drawn at that size, even as a split view's column
        # (Energy's settings menu, 291 x 600, where its column is 320 wide).
        held = layout.get("column") or layout.get("embeddedIn")
        drawn = freeform.get(layout.get("ib"))
        if held and drawn not in (None, screen):
            held, canvas = None, canvas or drawn
        if (canvas.split("+")[0] != screen or ("+" in canvas and not sheet)) and not held:
            layout = lay_out(scenectl, path, scene_id, canvas, ios)
            if layout is None:
                continue
        origin = layout.get("root", [0, 0])[:2]
        for view in layout.get("views", []):
            if "ib" in view:
                x, y, w, h = view["frame"]
                out[view["ib"]] = ((x - origin[0], y - origin[1], w, h),
                                   bool(scene.get("partialLayout")),
                                   scene.get("kind") == "tableViewController",
                                   sizes.get(view["ib"], "other"))
    return out


TEXT_TYPES = {"label", "button", "textField"}


def size_sources(model):
    """IB id -> where a text view's size comes from in the import: "canvas" (Xcode's
    measurement, `intrinsicSize: {canvas: [w, h]}`) or "measured" (scenectl measures the
    text: a side the canvas stretched, `null`, or a view Xcode flagged misplaced, which has
    no intrinsicSize); views of other types are left out."""
    out = {}

    def walk(node):
        if isinstance(node, dict):
            if "ib" in node and node.get("type") in TEXT_TYPES:
                given = node.get("intrinsicSize")
                canvas = given.get("canvas") if isinstance(given, dict) else None
                out[str(node["ib"])] = (
                    "canvas" if canvas and None not in canvas else "measured")
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(model)
    return out


def lay_out(scenectl, path, scene_id, device=None, ios=None):
    """`scenectl layout --format json` of one scene on the canvas's iOS, or None when it
    prints no JSON. With `--allow-errors`: a file with true errors is laid out all the same
    (what is compared is the layout); a build without the option is run without it."""
    command = [scenectl, "layout", path, "--scene", scene_id, "--format", "json"]
    if ios:
        command += ["--ios", str(ios)]
    if device:
        command += ["--device", device]
    run = subprocess.run(command + ["--allow-errors"], capture_output=True, text=True)
    if run.returncode == 2 and "--allow-errors" in run.stderr:
        run = subprocess.run(command, capture_output=True, text=True)
    try:
        return json.loads(run.stdout)
    except json.JSONDecodeError:
        return None


def classify(ours, theirs):
    parts = [name for name, a, b in zip(("x", "y", "width", "height"), ours, theirs)
             if abs(a - b) > TOLERANCE]
    return parts


def main():
    args = sys.argv[1:]
    wide = "--wide" in args
    breakdown = "--breakdown" in args
    args = [arg for arg in args if arg not in ("--wide", "--breakdown")]
    scenectl = args.pop(0) if args and not args[0].endswith(".storyboard") else ".build/release/scenectl"
    shared = os.path.join(os.path.dirname(__file__), "..", "..", "shared")
    folders = ["storyboards"] + (["storyboards-wide"] if wide else [])
    files = list(args)
    if not files:
        for folder in folders:
            found = sorted(glob.glob(os.path.join(shared, folder, "*.storyboard")))
            if not found:
                print(f"note: no storyboards in {os.path.join(shared, folder)}; skipped")
            files += found
    causes = read_causes(os.path.join(os.path.dirname(__file__), "frame-causes.tsv"))
    total = matched = cell_total = cell_matched = 0
    off = []  # (storyboard stem, IB id, view type, ours, theirs)
    by_source = {}  # corpus -> size source -> [views, within]

    def compare(stem, ib, mine, frame, tag, source, corpus):
        counts = by_source.setdefault(corpus, {}).setdefault(source, [0, 0])
        counts[0] += 1
        if not classify(mine, frame):
            counts[1] += 1
            return 1
        off.append((stem, ib, tag, mine, frame))
        return 0

    # corpus (the file's folder) -> [views, within, views in cells, within]
    corpora = {}

    print(f"{'file':58} {'views':>6} {'within':>8} {'in cells':>9} {'within':>8}")
    for path in files:
        corpus = os.path.basename(os.path.dirname(os.path.abspath(path)))
        stem = os.path.basename(path)[:-len(".storyboard")]
        theirs = ib_frames(path)
        in_cells = cell_frames(path)
        ours = our_frames(scenectl, path)
        inside_flagged = flagged_ancestors(path)
        n = ok = cn = cok = 0
        for ib, (frame, tag, flagged) in theirs.items():
            if flagged or ib not in ours or ours[ib][2]:
                continue
            mine = ours[ib][0]
            anchor = inside_flagged.get(ib)
            if anchor is not None:
                if anchor not in ours or anchor not in theirs:
                    continue
                (ax, ay, _, _), (bx, by, _, _) = ours[anchor][0], theirs[anchor][0]
                mine = (mine[0] - ax, mine[1] - ay, mine[2], mine[3])
                frame = (frame[0] - bx, frame[1] - by, frame[2], frame[3])
            n += 1
            ok += compare(stem, ib, mine, frame, tag, ours[ib][3], corpus)
        for ib, (frame, tag, flagged, cell) in in_cells.items():
            if flagged or ib not in ours or cell not in ours:
                continue
            (x, y, w, h), partial, _, source = ours[ib]
            cx, cy, _, _ = ours[cell][0]
            cn += 1
            cok += compare(stem, ib, (x - cx, y - cy, w, h), frame, tag, source, corpus)
        total += n; matched += ok; cell_total += cn; cell_matched += cok
        counts = corpora.setdefault(corpus, [0, 0, 0, 0])
        for index, value in enumerate((n, ok, cn, cok)):
            counts[index] += value
        share = f"{100 * ok / n:.1f} %" if n else "-"
        cell_share = f"{100 * cok / cn:.1f} %" if cn else "-"
        print(f"{stem[:58]:58} {n:6} {share:>8} {cn:9} {cell_share:>8}")
    for corpus, (n, ok, cn, cok) in corpora.items():
        print(f"{'overall ' + corpus:58} {n:6} {100 * ok / max(n, 1):6.1f} % {cn:9} "
              f"{100 * cok / max(cn, 1):6.1f} %")
    if len(corpora) > 1:
        print(f"{'overall':58} {total:6} {100 * matched / max(total, 1):6.1f} % {cell_total:9} "
              f"{100 * cell_matched / max(cell_total, 1):6.1f} %")
    for corpus, (n, ok, cn, cok) in corpora.items():
        print(f"{corpus}: {n + cn} views, within 0.5 pt: {100 * (ok + cok) / max(n + cn, 1):.1f} %")
    both = total + cell_total
    print(f"all views: {both}, within 0.5 pt: {100 * (matched + cell_matched) / max(both, 1):.1f} %")
    # Labels, buttons and text fields by where their size comes from (docs/Layout.md §4):
    # Xcode's canvas measurement, or scenectl's measurement of the text.
    for corpus, sources in by_source.items():
        parts = [f"{source} {n} ({100 * ok / max(n, 1):.1f} % within)"
                 for source, (n, ok) in sorted(sources.items()) if source != "other"]
        print(f"{corpus}: text views sized by " + ", ".join(parts))

    by_cause = Counter()
    by_kind = Counter()
    unexplained = []
    for stem, ib, tag, mine, frame in off:
        named = causes.get((stem, ib))
        if not named or any(c not in CAUSES for c in named):
            unexplained.append((stem, ib, tag, mine, frame))
            continue
        by_cause["+".join(named)] += 1
        by_kind[CAUSES[named[0]][0]] += 1
    print(f"\nviews off by cause ({len(off)}; Tools/frame-causes.tsv):")
    for cause, count in sorted(by_cause.items(), key=lambda kv: (-kv[1], kv[0])):
        kind, text = CAUSES[cause.split("+")[0]]
        print(f"  {count:5}  {cause:34} {kind:12} {text}")
    for kind, count in sorted(by_kind.items(), key=lambda kv: -kv[1]):
        print(f"  off because of {kind}: {count} ({100 * count / max(both, 1):.1f} % of all views)")
    if unexplained:
        print(f"\nviews off with no cause in Tools/frame-causes.tsv: {len(unexplained)}")
        for stem, ib, tag, mine, frame in unexplained:
            print(f"  {stem}\t{ib}\t{tag} ours {tuple(round(v, 2) for v in mine)} "
                  f"Interface Builder {tuple(round(v, 2) for v in frame)}")
        if breakdown:
            frame_breakdown.report(unexplained, {
                os.path.basename(p)[:-len(".storyboard")]: p for p in files})
    seen = {(stem, ib) for stem, ib, *_ in off}
    stems = {os.path.basename(p)[:-len(".storyboard")] for p in files}
    stale = sorted(k for k in causes if k not in seen and k[0] in stems)
    if stale:
        print(f"\nlines of Tools/frame-causes.tsv whose view is no longer off: {len(stale)}")
        for stem, ib in stale:
            print(f"  {stem}\t{ib}")
    return 1 if unexplained or stale else 0


if __name__ == "__main__":
    sys.exit(main())
