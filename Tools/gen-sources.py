#!/usr/bin/env python3
"""Writes a generated app for the source-scan benchmark (Tools/sources-bench.sh): Swift files
and a matching Interface Builder storyboard.

    Tools/gen-sources.py OUT            # 2,000 classes, 3,000 outlets, 2,000 actions, 200,000 lines
    Tools/gen-sources.py OUT --classes 100

OUT/App/Feature<N>/Screen<i>ViewController.swift holds one view controller class each, with
outlets and actions (5,000 in all for 2,000 classes: 3,000 outlets, 2,000 actions), a
`performSegue`, a cell dequeue, a `prepare(for:sender:)` with a `switch segue.identifier`,
and ordinary code around them (a model struct, methods with loops, closures, string
literals with interpolation, comments, an `#if DEBUG` block): about 100 lines per class. OUT/Main.storyboard
has one scene per class, in a navigation chain: each scene's label (and every other scene's
button) is connected to an outlet and its button to the action; its 'next' segue leads to the
next scene. Every class, outlet, action and identifier agrees, so `validate --sources` finds
nothing more than `validate` alone. The output is deterministic.
"""

import argparse
import os

FILLER_METHODS = 4  # each 12 lines


def swift_class(i, count):
    name = f"Screen{i}ViewController"
    nxt = f"showScreen{i + 1}" if i + 1 < count else f"showScreen{i}"
    lines = [
        "import UIKit",
        "",
        f"/// Screen {i}: generated for the source-scan benchmark.",
        f"struct Screen{i}Item: Codable, Hashable {{",
        "  var title: String",
        "  var count: Int",
        "  var tags: [String] = []",
        "}",
        "",
        f"final class {name}: UIViewController, UITableViewDataSource {{",
        "  @IBOutlet weak var titleLabel: UILabel!",
    ]
    # 3,000 outlets for 2,000 classes: every other class has a second one.
    if i % 2 == 0:
        lines.append("  @IBOutlet weak var nextButton: UIButton!")
    lines += [
        f"  private var items: [Screen{i}Item] = []",
        '  private let formatter = "%d items"',
        '  static let cellID = "ItemCell"',
        "",
        "  override func viewDidLoad() {",
        "    super.viewDidLoad()",
        f'    titleLabel.text = "Screen {i}"',
        "    items = (0..<10).map { Screen" + str(i) + 'Item(title: "Item \\($0)", count: $0) }',
        "  }",
        "",
        "  @IBAction func goNext(_ sender: Any) {",
        f'    performSegue(withIdentifier: "{nxt}", sender: sender)',
        "  }",
        "",
        "  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
        "    items.count",
        "  }",
        "",
        "  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)",
        "    -> UITableViewCell",
        "  {",
        "    // Not a literal: the scanner does not follow the constant.",
        '    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellID, for: indexPath)',
        "    cell.textLabel?.text = items[indexPath.row].title",
        "    return cell",
        "  }",
        "",
        "  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {",
        "    switch segue.identifier {",
        f'    case "{nxt}":',
        "      segue.destination.title = titleLabel.text",
        "    default:",
        "      break",
        "    }",
        "  }",
        "",
    ]
    for m in range(FILLER_METHODS):
        lines += [
            f"  // Helper {m}: sums the counts of the items whose title has the word.",
            f"  func helper{m}(matching word: String, limit: Int = {m + 10}) -> Int {{",
            "    var total = 0",
            "    for item in items where item.title.contains(word) {",
            "      total += item.count * " + str(m + 1),
            "      if total > limit { break }",
            "    }",
            '    let message = "helper' + str(m) + ': \\(total) of \\(String(format: formatter, items.count))"',
            "    print(message, items.filter { $0.count > " + str(m) + " }.map(\\.title))",
            "    return total",
            "  }",
            "",
        ]
    lines += [
        "  #if DEBUG",
        "    func debugDescription() -> String {",
        f'      "{name} with \\(items.count) items"',
        "    }",
        "  #endif",
        "}",
        "",
    ]
    return "\n".join(lines)


def scene(i, count):
    c = f"c{i}"
    outlets = [f'<outlet property="titleLabel" destination="l{i}" id="ol{i}"/>']
    if i % 2 == 0:
        outlets.append(f'<outlet property="nextButton" destination="b{i}" id="ob{i}"/>')
    segue = ""
    if i + 1 < count:
        segue = (
            f'<segue destination="c{i + 1}" kind="show" identifier="showScreen{i + 1}" '
            f'id="s{i}"/>'
        )
    elif count > 0:
        segue = f'<segue destination="c{i}" kind="show" identifier="showScreen{i}" id="s{i}"/>'
    return f"""        <scene sceneID="sc{i}">
            <objects>
                <viewController id="{c}" customClass="Screen{i}ViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v{i}">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <label opaque="NO" text="Screen {i}" id="l{i}"><rect key="frame" x="16" y="80" width="343" height="21"/></label>
                            <button opaque="NO" buttonType="system" id="b{i}">
                                <rect key="frame" x="16" y="120" width="60" height="30"/>
                                <state key="normal" title="Next"/>
                                <connections>
                                    <action selector="goNext:" destination="{c}" eventType="touchUpInside" id="a{i}"/>
                                </connections>
                            </button>
                        </subviews>
                    </view>
                    <navigationItem key="navigationItem" title="Screen {i}" id="n{i}"/>
                    <connections>
                        {' '.join(outlets)}
                        {segue}
                    </connections>
                </viewController>
            </objects>
        </scene>
"""


def storyboard(count):
    head = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav">
    <device id="retina6_1" orientation="portrait" appearance="light"/>
    <scenes>
        <scene sceneID="scnav">
            <objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb"/>
                    <connections>
                        <segue destination="c0" kind="relationship" relationship="rootViewController" id="rel"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
"""
    return head + "".join(scene(i, count) for i in range(count)) + "    </scenes>\n</document>\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--classes", type=int, default=2000)
    parser.add_argument("--per-folder", type=int, default=100)
    args = parser.parse_args()
    lines = 0
    for i in range(args.classes):
        folder = os.path.join(args.out, "App", f"Feature{i // args.per_folder}")
        os.makedirs(folder, exist_ok=True)
        text = swift_class(i, args.classes)
        lines += text.count("\n")
        with open(os.path.join(folder, f"Screen{i}ViewController.swift"), "w") as f:
            f.write(text)
    with open(os.path.join(args.out, "Main.storyboard"), "w") as f:
        f.write(storyboard(args.classes))
    outlets = sum(2 if i % 2 == 0 else 1 for i in range(args.classes))
    print(f"{args.classes} classes, {outlets} outlets, {args.classes} actions, {lines} lines of Swift")


if __name__ == "__main__":
    main()
