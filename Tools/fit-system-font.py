#!/usr/bin/env python3
"""Fits SystemFont's tables (Sources/SceneModel/Model/SystemFont+Metrics.swift) to the corpus,
and checks the fit on files it did not see.

The samples are the single-line labels and titled buttons of Tools/text-widths.py whose stored
width Xcode took from their text: no width constraint, not pinned at both sides (nor centred
and pinned), not in a stack view. Identical samples count once. For each family (San
Francisco, Helvetica Neue) the advances of printable ASCII are fitted by ridge least squares
towards published advances (Helvetica's for San Francisco, Helvetica Neue's for itself),
then the weight scales and the Display scales by least squares (a scale with fewer than 5
samples keeps its value), three rounds, dropping after each one the samples more than 2.5 pt
(or 5 %) off; tracking is Apple's table, as SystemFont+Metrics.swift holds it. A stored width is taken as the text's
width rounded up, so the fit aims half a point below it.

    Tools/fit-system-font.py            # prints the fitted tables, as Swift literals
    Tools/fit-system-font.py --halves   # fits on half the files, reports the other half

Needs numpy.
"""
import glob, importlib.util, os, random, sys, xml.etree.ElementTree as ET
from collections import defaultdict

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
SPEC = importlib.util.spec_from_file_location("tw", os.path.join(HERE, "text-widths.py"))
TW = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(TW)
FAMILY = {"helveticaNeue": "helveticaNeue", "sanFrancisco": "sanFrancisco",
          "sanFranciscoVariable": "sanFrancisco"}
RIDGE = 20.0
# A weight or Display scale is fitted from this many samples; with fewer it keeps its value
# in SystemFont+Metrics.swift.
MIN_SAMPLES = 5
# The published advances the fit is drawn towards, in thousandths of an em: Helvetica's (the
# core PDF font's metrics) for San Francisco, Helvetica Neue's for Helvetica Neue.
HELVETICA = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584]
HELVETICA_NEUE = HELVETICA[:]
for letters, widths in (
        ("abcdefghijklmnopqrstuvwxyz", [537, 593, 537, 593, 537, 296, 574, 556, 222, 222, 519,
                                        222, 853, 556, 574, 593, 593, 333, 500, 315, 556, 500,
                                        758, 518, 500, 480]),
        ("ABCDEFGHIJKLMNOPQRSTUVWXYZ", [648, 685, 722, 704, 611, 574, 759, 722, 259, 519, 667,
                                        556, 871, 722, 760, 648, 760, 685, 648, 574, 722, 611,
                                        926, 611, 648, 611]),
        ("-", [389])):
    for letter, advance in zip(letters, widths):
        HELVETICA_NEUE[ord(letter) - 0x20] = advance
PRIORS = {"sanFrancisco": HELVETICA, "helveticaNeue": HELVETICA_NEUE}
HORIZONTAL = {"leading", "trailing", "left", "right", "centerX", "centerXWithinMargins",
              "leadingMargin", "trailingMargin", "leftMargin", "rightMargin", "width"}


def corpus():
    """The storyboards of ../shared/storyboards and ../shared/storyboards-wide."""
    return sorted(
        glob.glob(os.path.join(HERE, "..", "..", "shared", "storyboards", "*.storyboard"))
        + glob.glob(os.path.join(HERE, "..", "..", "shared", "storyboards-wide", "*.storyboard")))


def held_by_text(element, constraints, stacked):
    """Whether nothing but its text sets the element's width: no required width, not pinned
    at both sides or centred and pinned, not an arranged subview."""
    if element.get("id") in stacked:
        return False
    attributes = {attribute for attribute, required in constraints.get(element.get("id"), [])
                  if required}
    leading = attributes & {"leading", "left", "leadingMargin", "leftMargin"}
    trailing = attributes & {"trailing", "right", "trailingMargin", "rightMargin"}
    centred = attributes & {"centerX", "centerXWithinMargins"}
    return "width" not in attributes and not (leading and trailing) and not (
        centred and (leading or trailing))


def samples(files):
    """(era, tag, text, size, weight, stored width, padding) of the usable samples."""
    found, seen = [], set()
    for path in files:
        root = ET.parse(path).getroot()
        era = TW.era_of(root.get("toolsVersion"))
        parents = {child: parent for parent in root.iter() for child in parent}
        constraints, stacked = defaultdict(list), set()
        for stack in root.iter("stackView"):
            arranged = stack.find("subviews")
            stacked.update(v.get("id") for v in (arranged if arranged is not None else []))
        for constraint in root.iter("constraint"):
            holder = parents.get(parents.get(constraint))
            first = constraint.get("firstItem") or (
                holder.get("id") if holder is not None else None)
            required = constraint.get("relation") in (None, "equal") and float(
                constraint.get("priority", 1000)) >= 1000
            for item, attribute in ((first, constraint.get("firstAttribute")),
                                    (constraint.get("secondItem"),
                                     constraint.get("secondAttribute"))):
                if item and attribute in HORIZONTAL:
                    constraints[item].append((attribute, required))
        for element in root.iter():
            if element.tag not in ("label", "button") or element.get("misplaced") == "YES" \
                    or element.get("ambiguous") == "YES":
                continue
            rect, text, font = element.find("rect[@key='frame']"), TW.text_of(element), \
                TW.system_font(element)
            if rect is None or not text or "\n" in text or font is None \
                    or not held_by_text(element, constraints, stacked):
                continue
            insets = element.find("inset[@key='contentEdgeInsets']")
            padding = 0.0
            if element.tag == "button" and insets is not None:
                padding = float(insets.get("minX", 0)) + float(insets.get("maxX", 0))
            sample = (era, element.tag, text, font[0], font[1], float(rect.get("width")), padding)
            if sample not in seen:
                seen.add(sample)
                found.append(sample)
    return found


def measured(sample):
    """The sample's width as the tables now measure it."""
    era, _, text, size, weight, _, padding = sample
    return TW.width(text, size, weight, era) + padding


def fit_round(data):
    """One round: advances per family, then weight and Display scales."""
    metric = TW.METRIC
    for family in ("sanFrancisco", "helveticaNeue"):
        rows, targets = [], []
        for era, _, text, size, weight, stored, padding in data:
            if FAMILY[era] != family:
                continue
            _, scale, track = TW.spacing(size, weight, era)
            row, known = np.zeros(95), 0.0
            for ch in text:
                v = ord(ch)
                if 0x20 <= v <= 0x7E:
                    row[v - 0x20] += scale
                    known += track
                else:
                    known += TW.units(ch, metric[family], scale, track)
            rows.append(row)
            targets.append((stored - padding - 0.5) * 1000 / size - known)
        if not rows:
            continue
        a, y = np.array(rows), np.array(targets)
        prior = np.array(PRIORS[family], dtype=float)
        solution = np.linalg.solve(a.T @ a + RIDGE * np.eye(95), a.T @ y + RIDGE * prior)
        metric[family] = [int(round(v)) for v in solution]
    sums = defaultdict(lambda: [0.0, 0.0, 0])
    for era, _, text, size, weight, stored, padding in data:
        advances, scale, track = TW.spacing(size, "regular", era)
        base = sum(TW.units(ch, advances, scale, 0) for ch in text)
        target = (stored - padding - 0.5) * 1000 / size - track * len(text)
        if weight != "regular":
            sums["weight", weight][0] += target * base
            sums["weight", weight][1] += base * base
            sums["weight", weight][2] += 1
        elif size >= metric["displaySize"] and era != "helveticaNeue":
            base /= metric["display"][era]
            sums["display", era][0] += target * base
            sums["display", era][1] += base * base
            sums["display", era][2] += 1
    for (kind, name), (num, den, count) in sorted(sums.items()):
        if count >= MIN_SAMPLES:
            (metric["scales"] if kind == "weight" else metric["display"])[name] = round(
                num / den, 3)


SCALES_AS_WRITTEN = {"scales": dict(TW.METRIC["scales"]), "display": dict(TW.METRIC["display"])}


def fit(data):
    """Fits the tables from the published advances and neutral scales."""
    TW.METRIC["sanFrancisco"], TW.METRIC["helveticaNeue"] = HELVETICA[:], HELVETICA_NEUE[:]
    TW.METRIC.update(SCALES_AS_WRITTEN)
    kept = [s for s in data if abs(measured(s) - s[5]) <= max(3, 0.12 * s[5])]
    for _ in range(3):
        fit_round(kept)
        kept = [s for s in data if abs(measured(s) - s[5]) <= max(2.5, 0.05 * s[5])]
    return kept


def figure(files):
    """Tools/text-widths.py's figure on `files`, with the tables as they now stand."""
    import contextlib, io
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        sys.argv = ["text-widths.py"] + files
        TW.main()
    lines = out.getvalue().strip().splitlines()
    eras = "; ".join(line for line in lines if line.split(":")[0] in TW.ERAS)
    return f"{lines[-1]}\n    by era: {eras}"


def main():
    files = corpus()
    if sys.argv[1:] == ["--halves"]:
        order = files[:]
        random.Random(1).shuffle(order)
        halves = (order[::2], order[1::2])
        for name, (train, test) in (("A", halves), ("B", halves[::-1])):
            fit(samples(train))
            print(f"fitted on half {name} ({len(train)} files), seen: {figure(train)}")
            print(f"  held out ({len(test)} files): {figure(test)}")
        return
    kept = fit(samples(files))
    print(f"// {len(kept)} samples kept; " + figure(files).replace("\n", "\n// "))
    for family in ("sanFrancisco", "helveticaNeue"):
        values = TW.METRIC[family]
        print(f"{family}Advances:")
        for i in range(0, 95, 16):
            print("    " + ", ".join(str(v) for v in values[i:i + 16]) + ",")
    print("weightScale:", TW.METRIC["scales"])
    print("displayScale:", TW.METRIC["display"])


if __name__ == "__main__":
    main()
