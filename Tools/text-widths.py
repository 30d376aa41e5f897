#!/usr/bin/env python3
"""How closely scenectl's system font metric (Sources/SceneModel/Model/SystemFont.swift)
measures text as Xcode did: for every single-line label and titled button in the system font
in ../shared/storyboards and ../shared/storyboards-wide (no image, no custom font, not
flagged misplaced or ambiguous), the width SystemFont gives its text against the width Xcode
stored. Views whose stored width is the constraints', not the text's, are left out by the
import's own rule (TextWidths.swift): wider than 1.25 x the text plus 8 points (stretched),
or narrower than 0.8 x the text less 8 (squeezed or truncated). Prints the share within 1 pt
of Xcode's (and within 2 pt), by view type and overall, and how many were left out.

    Tools/text-widths.py [STORYBOARD ...]
"""
import glob, math, os, re, sys, xml.etree.ElementTree as ET
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.join(HERE, "..", "Sources", "SceneModel", "Model", "SystemFont.swift")
STYLE_SIZES = {"UICTFontTextStyleBody": 17, "UICTFontTextStyleCallout": 16,
               "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleSubhead": 15,
               "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12,
               "UICTFontTextStyleCaption2": 11, "UICTFontTextStyleTitle0": 34,
               "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
               "UICTFontTextStyleTitle3": 20}


def metric():
    """The advance table and weight scales, read from SystemFont.swift."""
    text = open(SOURCE, encoding="utf-8").read()
    table = re.search(r"asciiAdvances: \[Int\] = \[(.*?)\]", text, re.S).group(1)
    advances = [int(v) for v in re.findall(r"\d+", table)]
    scales = dict((k, float(v)) for k, v in re.findall(r'"(\w+)": ([\d.]+)', text.split(
        "weightScale")[1].split("]")[0]))
    return advances, scales


ADVANCES, SCALES = metric()


def width(text, size, weight):
    """SystemFont.width(of:size:weight:) for one line."""
    total = 0
    for ch in text:
        v = ord(ch)
        if 0x20 <= v <= 0x7E:
            total += ADVANCES[v - 0x20]
        elif v < 0x20 or 0x300 <= v <= 0x36F or 0xFE00 <= v <= 0xFE0F or v == 0x200D:
            pass
        elif v >= 0x2E80:
            total += 1000
        else:
            total += 556
    return math.ceil(total / 1000 * size * SCALES.get(weight, 1) * 2) / 2


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


def main():
    files = sys.argv[1:] or sorted(
        glob.glob(os.path.join(HERE, "..", "..", "shared", "storyboards", "*.storyboard"))
        + glob.glob(os.path.join(HERE, "..", "..", "shared", "storyboards-wide", "*.storyboard")))
    counts = Counter()
    for path in files:
        for element in ET.parse(path).getroot().iter():
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
            measured = width(text, *font)
            if element.tag == "button":
                insets = element.find("inset[@key='contentEdgeInsets']")
                if insets is not None:
                    measured += float(insets.get("minX", 0)) + float(insets.get("maxX", 0))
            if stored > measured * 1.25 + 8:
                counts[element.tag, "stretched"] += 1
            elif stored < measured * 0.8 - 8:
                counts[element.tag, "squeezed"] += 1
            else:
                counts[element.tag, "compared"] += 1
                counts[element.tag, "within"] += abs(stored - measured) <= 1
                counts[element.tag, "within2"] += abs(stored - measured) <= 2
    for tag in ("label", "button"):
        n, ok = counts[tag, "compared"], counts[tag, "within"]
        print(f"{tag}s: {n} compared, {ok} within 1 pt ({100 * ok / max(n, 1):.1f} %); "
              f"left out: {counts[tag, 'stretched']} stretched, {counts[tag, 'squeezed']} squeezed")
    n = counts["label", "compared"] + counts["button", "compared"]
    ok = counts["label", "within"] + counts["button", "within"]
    near = counts["label", "within2"] + counts["button", "within2"]
    print(f"single-line labels and buttons: {n}, measured within 1 pt of Xcode: "
          f"{100 * ok / max(n, 1):.1f} % (within 2 pt: {100 * near / max(n, 1):.1f} %)")


if __name__ == "__main__":
    main()
