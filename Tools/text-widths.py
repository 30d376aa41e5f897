#!/usr/bin/env python3
"""How closely scenectl's system font metric (Sources/SceneModel/Model/SystemFont.swift)
measures text as Xcode did: for every single-line label and titled button in the system font
in ../shared/storyboards and ../shared/storyboards-wide (no image, no custom font, not
flagged misplaced or ambiguous), the width SystemFont gives its text against the width Xcode
stored. Views whose stored width is the constraints', not the text's, are left out by the
import's own rule (TextWidths.swift): wider than 1.25 x the text plus 8 points (stretched),
or narrower than 0.8 x the text less 8 (squeezed or truncated). Prints the share within 1 pt
of Xcode's (and within 2 pt), by view type, by the system font Xcode drew with (its era,
from the file's toolsVersion) and overall, and how many were left out; then the same share
for the views whose stored width is most likely Xcode's measurement of the text: no width
constraint, no constraints on both sides, not arranged in a stack (`held_across`). `--measure` prints
one width, as SystemFont.width(of:size:weight:era:) gives it.

    Tools/text-widths.py [STORYBOARD ...]
    Tools/text-widths.py --measure sanFranciscoVariable 17 regular Label   # 42
"""
import glob, math, os, re, sys, xml.etree.ElementTree as ET
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
METRICS = os.path.join(HERE, "..", "Sources", "SceneModel", "Model", "SystemFont+Metrics.swift")
STYLE_SIZES = {"UICTFontTextStyleBody": 17, "UICTFontTextStyleCallout": 16,
               "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleSubhead": 15,
               "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12,
               "UICTFontTextStyleCaption2": 11, "UICTFontTextStyleTitle0": 34,
               "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
               "UICTFontTextStyleTitle3": 20}


def table(text, name):
    """The numbers of the Swift array literal `name` in `text`."""
    body = re.search(name + r": \[[^\]=]*\] = \[(.*?)\n  \]", text, re.S).group(1)
    return [float(v) for v in re.findall(r"-?[\d.]+", body)]


def pairs(values):
    """[(size, track)] from a flat list."""
    return list(zip(values[::2], values[1::2]))


def metric():
    """SystemFont's tables, read from SystemFont+Metrics.swift."""
    text = open(METRICS, encoding="utf-8").read()
    body = re.search(r"weightScale: \[String: Double\] = \[(.*?)\]", text, re.S).group(1)
    scales = dict((k, float(v)) for k, v in re.findall(r'"(\w+)": ([\d.]+)', body))
    variable, earlier = re.search(
        r"era == \.sanFranciscoVariable \? ([\d.]+) : ([\d.]+)", text).groups()
    display = {"sanFranciscoVariable": float(variable), "sanFrancisco": float(earlier)}
    return {"sanFrancisco": [int(v) for v in table(text, "sanFranciscoAdvances")],
            "helveticaNeue": [int(v) for v in table(text, "helveticaNeueAdvances")],
            "scales": scales, "display": display,
            "displaySize": float(re.search(r"displaySize = ([\d.]+)", text).group(1)),
            "text": pairs(table(text, "textTracking")),
            "displayTracking": pairs(table(text, "displayTracking"))}


METRIC = metric()


def era_of(tools_version):
    """SystemFont.Era(toolsVersion:): the system font Xcode drew the canvas with."""
    try:
        build = int((tools_version or "").split(".")[0])
    except ValueError:
        return "sanFranciscoVariable"
    return "helveticaNeue" if build < 8000 else (
        "sanFrancisco" if build < 17000 else "sanFranciscoVariable")


def tracking(table, size):
    """SystemFont.tracking(_:at:)."""
    if size <= table[0][0]:
        return table[0][1]
    if size >= table[-1][0]:
        return table[-1][1]
    for (low, lt), (high, ht) in zip(table, table[1:]):
        if size <= high:
            return lt + (ht - lt) * (size - low) / (high - low)
    return table[-1][1]


def spacing(size, weight, era):
    """SystemFont.Spacing: (advances, scale, tracking)."""
    scale = METRIC["scales"].get(weight, 1)
    if era == "helveticaNeue":
        return METRIC["helveticaNeue"], scale, 0.0
    display = size >= METRIC["displaySize"]
    if display:
        scale *= METRIC["display"][era]
    table = METRIC["displayTracking"] if display and era == "sanFrancisco" else METRIC["text"]
    return METRIC["sanFrancisco"], scale, tracking(table, size)


def units(ch, advances, scale, track):
    """SystemFont.Spacing.units(_:): thousandths of an em, rounded half away from zero."""
    v = ord(ch)
    if 0x20 <= v <= 0x7E:
        advance = advances[v - 0x20]
    elif v < 0x20 or 0x300 <= v <= 0x36F or 0xFE00 <= v <= 0xFE0F or v == 0x200D:
        return 0
    else:
        advance = 1000 if v >= 0x2E80 else 556
    x = advance * scale + track
    return int(math.floor(abs(x) + 0.5)) * (1 if x >= 0 else -1)


def width(text, size, weight, era="sanFranciscoVariable"):
    """SystemFont.width(of:size:weight:era:) for one line: rounded up to whole points."""
    advances, scale, track = spacing(size, weight, era)
    total = sum(units(ch, advances, scale, track) for ch in text)
    return math.ceil(total / 1000 * size - 1e-6)


def system_font(element):
    """(size, weight) of the element's system font, or None for a custom font."""
    font = element.find("fontDescription")
    if font is None:
        return (17.0 if element.tag == "label" else 15.0), "regular"
    if font.get("name") or font.get("family"):
        return None
    weight = font.get("weight", "regular")
    if font.get("type") == "boldSystem":
        weight = "bold"
    if font.get("style") in STYLE_SIZES:
        style = font.get("style")
        return STYLE_SIZES[style], "semibold" if style.endswith("Headline") else weight
    size = font.get("pointSize")
    return (float(size), weight) if size else None


def text_of(element):
    """A single-line label's text or a button's title without images, else None."""
    if element.tag == "label":
        if element.get("numberOfLines", "1") != "1":
            return None
        text = element.get("text")
        if text is None:
            string = element.find("string[@key='text']")
            text = string.text if string is not None else None
        return text
    if element.find("buttonConfiguration") is not None:
        return None
    for state in element.findall("state"):
        if state.get("image") or state.get("backgroundImage") or state.find("image") is not None:
            return None
    normal = element.find("state[@key='normal']")
    return normal.get("title") if normal is not None else None


ERAS = ("helveticaNeue", "sanFrancisco", "sanFranciscoVariable")
LEADING = {"leading", "left", "leadingMargin", "leftMargin"}
TRAILING = {"trailing", "right", "trailingMargin", "rightMargin"}


def held_across(root):
    """IB ids of the views whose width the file's constraints may hold, so that their stored
    width need not be Xcode's measurement of their text: a width constraint, a constraint on
    both the leading and the trailing edge, or arranged in a stack view."""
    edges = {}
    for constraint in root.iter("constraint"):
        for item, attribute in ((constraint.get("firstItem"), constraint.get("firstAttribute")),
                                (constraint.get("secondItem"), constraint.get("secondAttribute"))):
            if item is None:
                continue
            side = ("width" if attribute == "width" else "leading" if attribute in LEADING
                    else "trailing" if attribute in TRAILING else None)
            if side:
                edges.setdefault(item, set()).add(side)
    # A size constraint without items (`<constraint firstAttribute="width" .../>` inside the
    # view's own <constraints>) names the view holding it.
    for view in root.iter():
        own = view.find("constraints")
        if own is not None and any(c.get("firstItem") is None and c.get("firstAttribute") == "width"
                                   for c in own):
            edges.setdefault(view.get("id"), set()).add("width")
    held = {ib for ib, sides in edges.items()
            if "width" in sides or {"leading", "trailing"} <= sides}
    for stack in root.iter("stackView"):
        arranged = stack.find("subviews")
        if arranged is not None:
            held.update(view.get("id") for view in arranged)
    return held


def main():
    if sys.argv[1:2] == ["--measure"] and len(sys.argv) == 6:
        era, size, weight, text = sys.argv[2:]
        print(f"{width(text, float(size), weight, era):g}")
        return
    files = sys.argv[1:] or sorted(
        glob.glob(os.path.join(HERE, "..", "..", "shared", "storyboards", "*.storyboard"))
        + glob.glob(os.path.join(HERE, "..", "..", "shared", "storyboards-wide", "*.storyboard")))
    counts = Counter()
    for path in files:
        root = ET.parse(path).getroot()
        era = era_of(root.get("toolsVersion"))
        held = held_across(root)
        for element in root.iter():
            if element.tag not in ("label", "button"):
                continue
            if element.get("misplaced") == "YES" or element.get("ambiguous") == "YES":
                continue
            rect = element.find("rect[@key='frame']")
            text = text_of(element)
            font = system_font(element)
            if rect is None or not text or "\n" in text or font is None:
                continue
            stored = float(rect.get("width", 0))
            measured = width(text, *font, era)
            if element.tag == "button":
                insets = element.find("inset[@key='contentEdgeInsets']")
                if insets is not None:
                    measured += float(insets.get("minX", 0)) + float(insets.get("maxX", 0))
            if stored > measured * 1.25 + 8:
                counts[element.tag, "stretched"] += 1
            elif stored < measured * 0.8 - 8:
                counts[element.tag, "squeezed"] += 1
            else:
                keys = (element.tag, era) + (() if element.get("id") in held else ("free",))
                for key in keys:
                    counts[key, "compared"] += 1
                    counts[key, "within"] += abs(stored - measured) <= 1
                    counts[key, "within2"] += abs(stored - measured) <= 2
    for tag in ("label", "button"):
        n, ok = counts[tag, "compared"], counts[tag, "within"]
        print(f"{tag}s: {n} compared, {ok} within 1 pt ({100 * ok / max(n, 1):.1f} %); "
              f"left out: {counts[tag, 'stretched']} stretched, {counts[tag, 'squeezed']} squeezed")
    for era in ERAS:
        n, ok = counts[era, "compared"], counts[era, "within"]
        print(f"{era}: {n} compared, {ok} within 1 pt ({100 * ok / max(n, 1):.1f} %)")
    n = counts["label", "compared"] + counts["button", "compared"]
    ok = counts["label", "within"] + counts["button", "within"]
    near = counts["label", "within2"] + counts["button", "within2"]
    print(f"single-line labels and buttons: {n}, measured within 1 pt of Xcode: "
          f"{100 * ok / max(n, 1):.1f} % (within 2 pt: {100 * near / max(n, 1):.1f} %)")
    n, ok = counts["free", "compared"], counts["free", "within"]
    print(f"  of them, those whose width no width constraint, pair of side constraints or "
          f"stack holds: {n}, {100 * ok / max(n, 1):.1f} % within 1 pt "
          f"({100 * counts['free', 'within2'] / max(n, 1):.1f} % within 2)")


if __name__ == "__main__":
    main()
