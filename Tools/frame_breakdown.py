"""The views Tools/compare-frames.py finds off, grouped so that a general cause shows as one
big bucket: by the view's type, by the kind of scene it sits in (its controller, and the
container that shows it: the root of a navigation controller, a tab), by the shape of the
difference (only y off by a constant is a top inset, only the width an intrinsic size, y and
height off by opposite amounts the top edge), and by the canvas (tools version, safe areas,
device). Imported by compare-frames.py (`--breakdown`)."""
import xml.etree.ElementTree as ET
from collections import Counter

TOLERANCE = 0.5
CONTAINERS = ("navigationController", "tabBarController", "splitViewController",
              "pageViewController")


def scene_kinds(path):
    """IB id of every view -> the kind of scene holding it: the controller's element name,
    with `in navigationController` / `in tabBarController` when a relationship segue makes it
    a root or a tab, `initial` when it is the file's initial scene and no segue reaches it,
    `shown by code` when it is neither reached nor initial."""
    document = ET.parse(path).getroot()
    held, reached = {}, set()
    for controller in document.iter():
        for segue in controller.iter("segue"):
            reached.add(segue.get("destination"))
            if controller.tag in CONTAINERS and segue.get("kind") == "relationship":
                held.setdefault(segue.get("destination"), controller.tag)
    initial = document.get("initialViewController")
    out = {}
    for controller in document.iter():
        if controller.get("sceneMemberID") != "viewController" or controller.tag in CONTAINERS:
            continue
        ident = controller.get("id")
        kind = controller.tag
        if ident in held:
            kind += " in " + held[ident]
        elif ident == initial:
            kind += " initial"
        elif ident not in reached:
            kind += " shown by code"
        for element in controller.iter():
            if element.get("id"):
                out.setdefault(element.get("id"), kind)
    return out


def shape(ours, theirs):
    """The difference's shape: which of x, y, width and height are off, with the amount when
    one side is off alone or y and height move together (an inset or an edge)."""
    deltas = [a - b for a, b in zip(ours, theirs)]
    parts = [n for n, d in zip(("x", "y", "w", "h"), deltas) if abs(d) > TOLERANCE]
    name = "+".join(parts)
    if parts in (["x"], ["y"], ["w"], ["h"]):
        return f"{name} {deltas['xywh'.index(name)]:+.1f}"
    if parts == ["y", "h"]:
        kind = "top edge" if abs(deltas[1] + deltas[3]) <= TOLERANCE else "y+h"
        return f"{kind} {deltas[1]:+.1f}/{deltas[3]:+.1f}"
    if parts == ["x", "w"] and abs(deltas[0] + deltas[2]) <= TOLERANCE:
        return f"leading edge {deltas[0]:+.1f}"
    return name


def canvas(path):
    """The file's canvas: its tools version in thousands, safe areas, device id."""
    document = ET.parse(path).getroot()
    device = document.find("device")
    tools = document.get("toolsVersion", "0").split(".")[0]
    tools = f"{int(tools) // 1000}k" if tools.isdigit() else "?"
    safe = "safe areas" if document.get("useSafeAreas") == "YES" else "no safe areas"
    return f"tools {tools}, {safe}, {device.get('id') if device is not None else 'no device'}"


def report(off, paths, limit=15):
    """Prints the off views (stem, IB id, type, ours, theirs) by type, scene kind, shape,
    canvas and file, each the `limit` biggest buckets first."""
    buckets = {name: Counter() for name in ("view type", "scene kind", "shape", "canvas",
                                           "file")}
    kinds = {}
    for stem, ib, tag, ours, theirs in off:
        path = paths[stem]
        if path not in kinds:
            kinds[path] = (scene_kinds(path), canvas(path))
        scene, screen = kinds[path]
        buckets["view type"][tag] += 1
        buckets["scene kind"][scene.get(ib, "?")] += 1
        buckets["shape"][shape(ours, theirs)] += 1
        buckets["canvas"][screen] += 1
        buckets["file"][stem] += 1
    for name, counts in buckets.items():
        print(f"\noff views with no cause, by {name} ({len(counts)} buckets):")
        for key, count in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]:
            print(f"  {count:5}  {key}")
