#!/usr/bin/env python3
"""Writes a large, valid app of N scenes for the scale benchmark (Tools/scale-bench.sh).

    Tools/gen-scale.py --scenes 1000 > /tmp/app.yaml

The shape of a real app, repeated: a tab bar controller whose tabs are navigation
controllers (relationships: viewControllers, rootViewController); each tab's scenes form
a chain of pushes from a 'next' button; every fourth content scene also presents a modal detail
scene from an 'info' button (form sheet, Done dismisses it). Every content scene has 8
views and 19 to 21 constraints, an outlet, and a 'bump' button whose action adds 1 to
`state.taps` and shows it in a label. N counts every scene, containers included.
The output is deterministic. With `--taps-modulo M` the action counts modulo M instead, so
that the app has finitely many states (the explore benchmark, Tools/explore-bench.sh).

The taps that scale-bench.sh simulates, valid for any N >= 10:
    --tap bump --tap info --tap done --tap next --tap bump --back --tap "tab:Tab 2" --tap next
"""

import argparse
import sys

TABS = 2


def content_scene(i, next_id, modal_id, tab, modulo=None):
    lines = [
        f"  s{i}:",
        "    kind: viewController",
        f"    title: Scene {i}",
    ]
    if tab is not None:
        lines.append(f"    tabItem: {{ title: Tab {tab + 1} }}")
    lines += [
        "    views:",
        f'      - {{ id: heading, type: label, text: "Scene {i}" }}',
        '      - { id: count, type: label, text: "0" }',
        "      - { id: bump, type: button, title: Bump }",
        "      - { id: name, type: textField, placeholder: Name }",
        "      - { id: toggle, type: switch, on: true }",
        "      - id: card",
        "        type: view",
        f'        subviews: [ {{ id: cardLabel, type: label, text: "Card {i}" }} ]',
        "      - { id: next, type: button, title: Next }",
    ]
    if modal_id is not None:
        lines.append("      - { id: info, type: button, style: infoLight }")
    lines += [
        "    outlets:",
        "      count: { view: count, type: label }",
        "    actions:",
        "      - name: bump",
        "        from: bump",
        "        do:",
        "          - set: state.taps",
        "            to: " + (f"(state.taps + 1) % {modulo}" if modulo else "state.taps + 1"),
        "          - set: count.text",
        "            to: text(state.taps)",
    ]
    segues = []
    if next_id is not None:
        segues.append(f"      - {{ kind: push, from: next, to: {next_id} }}")
    if modal_id is not None:
        segues.append(
            f"      - {{ kind: modal, from: info, to: {modal_id}, presentation: formSheet }}")
    if segues:
        lines += ["    segues:"] + segues
    lines += [
        "    constraints:",
        "      - heading.top = safeArea.top + standard",
        "      - heading.leading = superview.leading + 20",
        "      - count.centerY = heading.centerY",
        "      - count.trailing = superview.trailing - 20",
        "      - bump.top = heading.bottom + standard",
        "      - bump.leading = heading.leading",
        "      - name.top = bump.bottom + 20",
        "      - name.leading = superview.leading + 20",
        "      - name.trailing = toggle.leading - standard",
        "      - toggle.centerY = name.centerY",
        "      - toggle.trailing = superview.trailing - 20",
        "      - card.top = name.bottom + 20",
        "      - card.leading = superview.leading + 20",
        "      - card.trailing = superview.trailing - 20",
        "      - card.height = 80",
        "      - cardLabel.centerX = card.centerX",
        "      - cardLabel.centerY = card.centerY",
        "      - next.top = card.bottom + 20",
        "      - next.centerX = superview.centerX",
    ]
    if modal_id is not None:
        lines += [
            "      - info.trailing = superview.trailing - 20",
            "      - info.bottom = safeArea.bottom - 20",
        ]
    return lines


def modal_scene(i):
    return [
        f"  m{i}:",
        "    kind: viewController",
        "    views:",
        "      - { id: done, type: button, title: Done }",
        f'      - {{ id: about, type: label, text: "About scene {i}", lines: 0 }}',
        "    actions:",
        "      - { name: close, from: done, do: [dismiss] }",
        "    constraints:",
        "      - done.top = safeArea.top + standard",
        "      - done.trailing = superview.trailing - 20",
        "      - about.top = done.bottom + 20",
        "      - about.leading = superview.leading + 20",
        "      - about.trailing = superview.trailing - 20",
    ]


def generate(count, modulo=None):
    """The file's lines: 1 tab bar controller, TABS navigation controllers, and content
    and modal scenes up to `count` scenes in all."""
    body = count - 1 - TABS
    # Every fourth content scene brings one modal scene, as long as scenes are left.
    content = body
    while content + (content + 3) // 4 > body:
        content -= 1
    modals_left = body - content
    per_tab = [content // TABS + (1 if t < content % TABS else 0) for t in range(TABS)]
    out = [
        "# Generated by Tools/gen-scale.py; do not edit.",
        "format: 1",
        "storyboard: Scale",
        "initial: tabs",
        "devices: [iphone, ipad]",
        "state:",
        "  taps: 0",
        "scenes:",
        "  tabs:",
        "    kind: tabBarController",
        "    segues:",
        "      - kind: relationship",
        "        relationship: viewControllers",
        "        to: [" + ", ".join(f"nav{t}" for t in range(TABS)) + "]",
    ]
    first = 0
    starts = []
    for t in range(TABS):
        starts.append(first)
        first += per_tab[t]
    for t in range(TABS):
        out += [
            f"  nav{t}:",
            "    kind: navigationController",
            f"    tabItem: {{ title: Tab {t + 1} }}",
            "    segues:",
            f"      - {{ kind: relationship, relationship: rootViewController, to: s{starts[t]} }}",
        ]
    for t in range(TABS):
        for k in range(per_tab[t]):
            i = starts[t] + k
            next_id = f"s{i + 1}" if k + 1 < per_tab[t] else None
            modal_id = None
            if i % 4 == 0 and modals_left > 0:
                modal_id = f"m{i}"
                modals_left -= 1
            out += content_scene(i, next_id, modal_id, None, modulo)
            if modal_id is not None:
                out += modal_scene(i)
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenes", type=int, default=1000, help="how many scenes (default 1000)")
    parser.add_argument(
        "--taps-modulo", type=int, default=None, help="count taps modulo M (finitely many states)")
    args = parser.parse_args()
    if args.scenes < 10:
        parser.error("--scenes must be at least 10")
    if args.taps_modulo is not None and args.taps_modulo < 2:
        parser.error("--taps-modulo must be at least 2")
    sys.stdout.write("\n".join(generate(args.scenes, args.taps_modulo)) + "\n")


if __name__ == "__main__":
    main()
