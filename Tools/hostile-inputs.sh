#!/usr/bin/env bash
# Feeds the release `scenectl` hostile inputs and checks that each one is refused (or run)
# as documented in docs/Hardening.md: the expected exit status, a located error
# (FILE:LINE:COL) or a `scenectl: error:` line where one is due, and at most 1 s, 100 MB of
# peak memory and 1 MB of output unless the row states its own bound. Prints one row per
# input with the measured figures; exits 1 when a row fails.
#
#   Tools/hostile-inputs.sh            # builds release scenectl first
#   SCENECTL=path/to/scenectl Tools/hostile-inputs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${SCENECTL:-}" ]; then
  swift build -c release --product scenectl >/dev/null
  SCENECTL="$(swift build -c release --show-bin-path)/scenectl"
fi
exec python3 - "$SCENECTL" <<'PY'
import atexit, os, re, shutil, subprocess, sys, tempfile, time

scenectl = sys.argv[1]
d = tempfile.mkdtemp(prefix="scenectl-hostile-")
atexit.register(shutil.rmtree, d, ignore_errors=True)  # the 50 MB inputs among others

def w(name, data):
    path = os.path.join(d, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())
    return path

head = "format: 1\nstoryboard: X\ninitial: a\n"

def app(state="", views="", actions="", extra=""):
    """A one-scene app: `views` and `actions` are YAML lines, 6 spaces in."""
    return (head + (f"state:\n{state}" if state else "") + "scenes:\n  a:\n    kind: viewController\n"
            + f"    views:\n{views}" + (f"    actions:\n{actions}" if actions else "") + extra)

label_line = "      - { id: l, type: label, frame: [0, 0, 100, 20] }\n"
button = "      - { id: b, type: button, title: B, frame: [0, 100, 80, 44] }\n"

def action(steps):
    return "      - name: go\n        from: b\n        do:\n" + steps

def sets(target, expression, count):
    return "".join(f"          - set: {target}\n            to: '{expression}'\n" for _ in range(count))

rows = []  # (name, arguments, expected status, line pattern, seconds, MB, output MB, stdout, absent)
kept = {}  # row name -> {path: bytes}: files the row must leave as they were
def unchanged(name, *paths):
    kept[name] = {path: open(path, "rb").read() for path in paths}
def row(name, arguments, status, pattern, seconds=1.0, mb=100, out_mb=1.0, stdout=None, absent=None,
        stdin=None):
    """`absent`: a pattern the output must not hold (the content of a file an entity names)."""
    rows.append((name, arguments, status, pattern, seconds, mb, out_mb, stdout, absent, stdin))

located = r"^{f}:\d+:\d+: error: "
tool = r"^scenectl: error: "
usage = r"^scenectl: error: "

# --- YAML shapes (issue 8) -----------------------------------------------------------------
lines = [head.strip(), "l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
for i in range(1, 10):
    lines.append(f"l{i}: &l{i} [" + ", ".join([f"*l{i-1}"] * 10) + "]")
lines.append("scenes: { a: { kind: viewController, views: *l9 } }")
yaml_shapes = {
    "alias-bomb": "\n".join(lines) + "\n",
    "deep-flow": "x: " + "[" * 200000 + "]" * 200000 + "\n",
    "huge-scalar": head + "scenes: '" + "x" * (50 * 1024 * 1024) + "'\n",
    "invalid-utf8": head.encode() + b"scenes:\n  a: { kind: viewController, title: \"caf\xe9\" }\n",
    "nul-byte": head.encode() + b"scenes:\n  a: { kind: viewController }\x00\n",
    "tab-indent": head + "scenes:\n\ta: { kind: viewController }\n",
    "empty": "",
    "scalar-root": "just a string\n",
    "duplicate-keys": head + "scenes:\n  a: { kind: viewController }\n  a: { kind: viewController }\n",
    "unknown-format": "format: 2\nstoryboard: X\ninitial: a\nscenes:\n  a: { kind: viewController }\n",
}
for name, text in yaml_shapes.items():
    row(name, ["validate", w(name + ".yaml", text)], 1, located)

# An alias tree whose leaves are each a bad view: 10^4 errors from a small file.
tree = [head.strip(), "l0: &l0 [{ id: 1, type: nope }, { id: 2, type: nope }, { id: 3, type: nope },"
        " { id: 4, type: nope }, { id: 5, type: nope }, { id: 6, type: nope }, { id: 7, type: nope },"
        " { id: 8, type: nope }, { id: 9, type: nope }, { id: 10, type: nope }]"]
for i in range(1, 4):
    tree.append(f"l{i}: &l{i} [" + ", ".join([f"*l{i-1}"] * 10) + "]")
tree.append("scenes: { a: { kind: viewController, views: *l3 } }")
row("alias-error-tree", ["validate", w("alias-error-tree.yaml", "\n".join(tree) + "\n")], 1, located)
# Each mapping merges the one before it and overrides its only key: flat, 2,000 merges deep.
merge = app(views=label_line, extra="    properties:\n      p0: &m0 { x: 0 }\n" + "".join(
    f"      p{i}: &m{i} {{ <<: *m{i-1}, x: {i} }}\n" for i in range(1, 2000)))
row("merge-chain-2000", ["validate", w("merge-chain.yaml", merge)], 0, None)
row("blank-lines-only", ["validate", w("blank.yaml", "\n\n")], 1, r"^{f}:1:1: error: ")

# --- Layout (Hardening II, items 1 and 4) ----------------------------------------------------
look_alike = head.replace("initial: a", "initial: b") + """scenes:
  a:
    kind: viewController
    views: [{ id: t, type: label }, { id: i, type: imageView }]
    constraints: [t.top = safeArea.top, t.leading = superview.leading]
  b:
    kind: viewController
    views: [{ id: t, type: label }]
    constraints: [t.top = safeArea.top, t.leading = superview.leading]
"""
row("cache-look-alike", ["validate", w("look-alike.yaml", look_alike)], 1,
    r"^{f}:7:43: error: .* for 'i' .*\[layout-ambiguous\]")
tinypix = open("Scenes/TinyPix.yaml", encoding="utf-8").read()
repeat = "      - pixView.bottom <= safeArea.bottom - 20\n"
row("repeated-constraint-3000", ["validate", w("TinyPix.yaml", tinypix.replace(repeat, repeat * 3000))],
    1, r"^{f}:\d+:\d+: error: .*\[layout-too-costly\]")

# --- Numbers to indices (item 2) ---------------------------------------------------------
segment = "      - { id: c, type: segmentedControl, segments: [One, Two], frame: [0, 0, 100, 30]"
row("segment-selected-int-max",
    ["validate", w("selected.yaml", app(views=segment + ", selected: 9223372036854775807 }\n"))],
    1, located)
set_huge = app(views=segment + " }\n" + button, actions=action(sets("c.selected", "1e19", 1)))
row("set-selected-1e19", ["simulate", w("set-huge.yaml", set_huge), "--tap", "b"], 1, located)

# --- Cost of expressions, transcripts and flows (item 4) ---------------------------------
accents = "e" + "\u0301" * (1024 * 1024 // 2 - 1)
count_calls = app(state=f"  s: '{accents}'\n  n: 0\n",
                  views=button, actions=action(sets("state.n", " + ".join(["count(state.s)"] * 60), 7)))
row("count-combining-420-calls", ["simulate", w("count.yaml", count_calls)] + ["--tap", "b"] * 10,
    1, located)
digits = "0." + "0" * 1_000_000 + "1"
number_calls = app(state=f"  d: '{digits}'\n  n: 0\n",
                   views=button, actions=action(sets("state.n", " + ".join(["number(state.d)"] * 60), 50)))
row("number-million-digits", ["simulate", w("number.yaml", number_calls), "--tap", "b"], 1, located)
label = label_line
append = app(state="  s: ''\n", views=button + label,
             actions=action("          - set: state.s\n            to: state.s + '0123456789'\n"
                            "          - set: l.text\n            to: state.s\n"))
path = w("append.yaml", append)
flow = "storyboard: append.yaml\nsteps:\n" + "  - tap: b\n" * 20000
row("flow-20000-appending-taps", ["test", w("append-flow.yaml", flow)], 1, located)
big = app(state=f"  big: '{'x' * (1024 * 1024 - 16)}'\n", views=button + label,
          actions=action("          - set: l.text\n            to: state.big\n"))
w("big.yaml", big)
# Within the 1 MiB a value may hold: it runs, and the transcript keeps 200 bytes of each value.
row("label-1MB-1000-taps", ["test", w("big-flow.yaml", "storyboard: big.yaml\nsteps:\n" + "  - tap: b\n" * 1000)],
    0, None)
long_id = "v" * (1024 * 1024 - 8)
refs = app(views="      - { id: x, type: label, frame: [0, 0, 10, 10] }\n",
           extra=f"    outlets:\n      o0: &long {long_id}\n" + "".join(f"      o{i}: *long\n" for i in range(1, 200)))
row("long-id-200-references", ["validate", w("long-id.yaml", refs)], 1, located, mb=150)

# --- Scale of the loaders (item 4) ------------------------------------------------------
keys = app(state="".join(f"  k{i}: {i}\n" for i in range(100_000)), views=button)
row("state-100k-keys", ["validate", w("keys.yaml", keys)], 0, None)
views = "".join(f"      - {{ id: v{i}, type: button, title: B, frame: [0, 0, 10, 10] }}\n" for i in range(10_000))
acts = "".join(f"      - {{ name: a{i}, from: v{i}, do: [] }}\n" for i in range(10_000))
row("actions-x-views-10k", ["validate", w("actions.yaml", app(views=views, actions=acts))], 0, None)
scenes = head + "scenes:\n" + "".join(
    f"  s{i}:\n    kind: viewController\n    segues: [{{ kind: modal, from: s{i}, id: g{i}, to: missing{i} }}]\n"
    for i in range(10_000)).replace("  s0:", "  a:")
row("dangling-x-scenes-10k", ["validate", w("dangling.yaml", scenes)], 1, located)

# --- Files and output (item 5) -----------------------------------------------------------
fifo = os.path.join(d, "fifo.yaml")
os.mkfifo(fifo)
row("fifo-input", ["validate", fifo], 2, tool)
w("data-fifo.yaml", head + "data:\n  rows: fifo.yaml\nscenes:\n  a: { kind: viewController }\n")
row("fifo-data-file", ["validate", os.path.join(d, "data-fifo.yaml")], 1, located)
row("fifo-flow", ["test", fifo], 2, tool)
row("fifo-flow-storyboard", ["test", w("fifo-flow.yaml", "storyboard: fifo.yaml\nsteps:\n  - back\n")], 1, None)
loop = os.path.join(d, "loop.yaml")
os.symlink(loop, loop)
row("symlink-loop", ["validate", loop], 2, r"(?i)too many levels of symbolic links")
plain = w("plain.yaml", app(views=label))
row("render-onto-input", ["render", plain, "-o", plain], 2, tool)
row("render-empty-output", ["render", w("plain-2.yaml", app(views=label)), "-o", ""], 2, usage)
row("stdout-full-disk", ["validate", w("plain-3.yaml", app(views=label))], 2, tool, stdout="/dev/full")
control = head + "scenes:\n  a:\n    kind: viewController\n    \"bad\\e[31mkey\\nx.yaml:1:1: error: forged\": 1\n"
row("control-characters", ["validate", w("control.yaml", control)], 1, located)
row("data-path-empty", ["validate", w("data-empty.yaml", head + "data:\n  rows: ''\nscenes:\n  a: { kind: viewController }\n")], 1, located)

# --- Interface Builder XML (issue 12): validate and import of .storyboard files ------------
storyboard = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc1">
    <device id="retina6_1" orientation="portrait" appearance="light"/>
    <scenes>
        <scene sceneID="sc1">
            <objects>
                <viewController id="vc1" customClass="ViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v1">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
    </scenes>
</document>
"""
declaration, body = storyboard.split("\n", 1)
laughs = '<!ENTITY lol0 "lol">' + "".join(
    f'<!ENTITY lol{i} "' + f"&lol{i-1};" * 10 + '">' for i in range(1, 10))
passwd = r"root:.*:0:0:"  # what /etc/passwd would show, were the entity read
ib_shapes = {
    # Entities are declared in an internal subset: refused at its '[' before any expansion.
    "xml-billion-laughs": declaration + f"\n<!DOCTYPE document [{laughs}]>\n"
        + body.replace('customClass="ViewController"', 'customClass="&lol9;"'),
    "xml-external-entity": declaration
        + '\n<!DOCTYPE document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n'
        + body.replace('customClass="ViewController"', 'customClass="&xxe;"'),
    # An external DTD is never loaded, and an entity it might declare is refused at its '&'.
    "xml-external-dtd": declaration + '\n<!DOCTYPE document SYSTEM "file:///etc/passwd">\n'
        + body.replace('<scenes>', '<scenes>&xxe;'),
    "xml-deep-200000": declaration + "\n" + body.replace(
        "<scenes>", "<scenes>" + "<view>" * 200_000 + "</view>" * 200_000),
    "xml-50MB-comment": storyboard.replace("<scenes>", "<scenes><!--" + "x" * (50 << 20) + "-->"),
    # Under the size limit: one comment longer than libxml2's lookahead bound.
    "xml-30MB-comment": storyboard.replace("<scenes>", "<scenes><!--" + "x" * (30 << 20) + "-->"),
    "xml-50MB-elements": storyboard.replace(
        "<scenes>", "<scenes>" + '<view id="x"/>\n' * ((50 << 20) // 15)),
    "xml-invalid-utf8": storyboard.encode().replace(b'"ViewController"', b'"Caf\xe9"'),
    "xml-truncated": storyboard[: storyboard.index("<color")],
    "xml-plain-text": "These are the screens of the app:\n- the list\n- the detail\n",
    "xml-yaml-scene": open("Scenes/TinyPix.yaml", encoding="utf-8").read(),
    "xml-plist": '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN"'
        ' "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n'
        '  <key>CFBundleName</key>\n  <string>X</string>\n</dict>\n</plist>\n',
    "xml-tvos": storyboard.replace('targetRuntime="iOS.CocoaTouch"', 'targetRuntime="AppleTV"'),
}
codes = {
    "xml-billion-laughs": r"2:20: error: .*\[xml-doctype\]",
    "xml-external-entity": r"2:20: error: .*\[xml-doctype\]",
    "xml-external-dtd": r"5:13: error: entity reference '&xxe;' .*\[xml-entity\]",
    "xml-deep-200000": r"\d+:\d+: error: .*256 levels \[xml-depth-limit\]",
    "xml-50MB-comment": r"1:1: error: .*\[xml-too-large\]",
    "xml-30MB-comment": r"4:13: error: .* more than 10000000 bytes.*\[xml-value-too-long\]",
    "xml-50MB-elements": r"1:1: error: .*\[xml-too-large\]",
    "xml-invalid-utf8": r"7:58: error: invalid UTF-8 byte 0xE9.*\[xml-invalid-utf8\]",
    "xml-truncated": r"\d+:\d+: error: the file ends before '<view>' is closed.*\[xml-syntax\]",
    "xml-plain-text": r"1:1: error: this file is not XML.*\[xml-not-storyboard\]",
    "xml-yaml-scene": r"1:1: error: this file is not XML.*\[xml-not-storyboard\]",
    "xml-plist": r"3:1: error: .*its root element is <plist>.*\[xml-not-storyboard\]",
    "xml-tvos": r"2:\d+: error: this is a tvOS storyboard .*\[storyboard-platform\]",
}
for name, text in ib_shapes.items():
    row(name, ["validate", w(name + ".storyboard", text)], 1, "^{f}:" + codes[name], absent=passwd)
row("xml-import-external-entity", ["import", os.path.join(d, "xml-external-entity.storyboard"),
    "-o", os.path.join(d, "xxe.yaml")], 1, "^{f}:" + codes["xml-external-entity"], absent=passwd)
row("xml-import-truncated-json", ["import", os.path.join(d, "xml-truncated.storyboard"),
    "--format", "json"], 1, "^{f}:" + codes["xml-truncated"])

# --- issue 28: messages, escaping and severity -----------------------------------------
ib_head = ('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.'
           'CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460">\n')
xib = '<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"/>\n'
row("xib-by-name", ["validate", w("View.xib", xib)], 1, r"^{f}:2:1: error: this XIB has no top-level view.*\[xib-no-views\]")
row("xib-named-yaml", ["validate", w("xib-as.yaml", xib)], 1, r"^{f}:2:1: error: this XIB has no top-level view.*\[xib-no-views\]")
row("xib-on-stdin", ["validate", "-"], 1, r"^<stdin>:2:1: error: this XIB has no top-level view.*\[xib-no-views\]",
    stdin=os.path.join(d, "View.xib"))
row("storyboard-on-stdin", ["validate", "-"], 1, r"^<stdin>:3:12: error: character reference '&#27;'",
    stdin=w("charref-stdin.storyboard", ib_head + '<scenes a="&#27;"/></document>\n'))
row("xml-lone-lt", ["validate", w("lone.storyboard", "<")], 1,
    r"^{f}:1:1: error: the file ends inside the tag that starts here; is it truncated\? \[xml-syntax\]")
row("xml-charref-27", ["validate", w("charref.storyboard", ib_head + '<scenes a="&#27;"/></document>\n')], 1,
    r"^{f}:3:12: error: character reference '&#27;' stands for U\+001B, which XML 1.0 does not allow")
row("xml-utf16-no-bom", ["validate", w("utf16.storyboard", (ib_head + "</document>\n").encode("utf-16-le"))], 1,
    r"^{f}:1:2: error: unexpected NUL byte; this looks like UTF-16 without a byte-order mark")
raw_controls = "[\x00\x07\x9b]"
hostile_key = head + 'scenes:\n  a:\n    kind: viewController\n    title: "t\\e[31m\\0\\x9B\\a\\n::error x"\n    "k\\e\\0\\x9B\\a\\n::error x": 1\n'
row("github-control-characters", ["validate", w("gh-control.yaml", hostile_key), "--format", "github"], 1,
    r"^::error file=.*title=unknown-key::unknown key 'k\\u\{1B\}\\u\{0\}\\u\{9B\}\\u\{7\}%0A::error x'", absent=raw_controls)
titled = head + 'scenes:\n  a:\n    kind: viewController\n    title: "t\\e[31m\\0\\x9B\\a\\n::error x"\n'
for fmt in ["dot", "mermaid", "svg"]:
    row(f"graph-{fmt}-control-characters", ["graph", w(f"graph-{fmt}.yaml", titled), "--format", fmt], 0,
        r"t\\+u\{1B\}\[31m", absent=raw_controls)
ghost = (ib_head.replace('toolsVersion="14460"', 'toolsVersion="14460" initialViewController="vc"')
         + '<scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController"><view key="view" id="r">'
         + '<constraints><constraint firstItem="ghost" firstAttribute="height" constant="5" id="c"/>'
         + '</constraints></view></viewController></objects></scene></scenes></document>\n')
row("constraint-to-missing-id", ["validate", w("ghost.storyboard", ghost)], 1,
    r"^{f}:\d+:\d+: error: constraint refers to 'missing_ghost'.*\[constraint-unknown-item\]")
for name, other in [("cycle-a", "cycle-b"), ("cycle-b", "cycle-a")]:
    w(name + ".yaml", f"format: 1\nstoryboard: X\ninitial: r\nscenes:\n  r:\n    kind: viewController\n"
      f"    reference: {{ storyboard: {other}.yaml }}\n")
row("reference-cycle-validate", ["validate", os.path.join(d, "cycle-a.yaml")], 1,
    r"^{f}:7:30: error: the initial scene 'r' is a storyboard reference .*\[reference-cycle\]")
row("reference-cycle-simulate", ["simulate", os.path.join(d, "cycle-a.yaml")], 1,
    r"^{f}:7:30: error: the initial scene 'r' is a storyboard reference .*\[reference-cycle\]")
row("device-20000x20000", ["simulate", w("device.yaml", app(views=label_line)), "--device", "20000x20000"], 2,
    r"^scenectl: error: unknown device '20000x20000'; .* in whole points from 1 to 10000 ")

# --- issue 28: --sources notes and the import's own entries ------------------------------
os.makedirs(os.path.join(d, "src-big"))
with open(os.path.join(d, "src-big", "Big.swift"), "w") as f:
    f.write("// filler\n" * (9 << 17))  # 11.25 MiB, past the 8 MiB read limit
row("sources-file-over-8MiB", ["validate", w("src-big-scene.yaml", app(views=label_line)),
    "--sources", os.path.join(d, "src-big")], 0,
    r"^scenectl: note: read the first 8388608 bytes of '.*Big\.swift' only")
deep = os.path.join(d, "src-deep", *["d"] * 34)
os.makedirs(deep)
with open(os.path.join(deep, "Deep.swift"), "w") as f:
    f.write("class Deep {}\n")
row("sources-folder-34-deep", ["validate", w("src-deep-scene.yaml", app(views=label_line)),
    "--sources", os.path.join(d, "src-deep")], 0, r"^scenectl: note: .*32 folders deep")
os.makedirs(os.path.join(d, "src-names"))
with open(os.path.join(d, "src-names", "x\x1b]0;t\x07\n::error x.swift"), "wb") as f:
    f.write(b"\xff\xfe\x00")
row("sources-file-name-controls", ["validate", w("src-names-scene.yaml", app(views=label_line)),
    "--sources", os.path.join(d, "src-names"), "--format", "github"], 0,
    r"^scenectl: note: skipped .*x\\u\{1B\}\]0;t\\u\{7\}\\n::error x\.swift", absent=r"^::error x|[\x07\x1b]")
own_entry = (ib_head.replace('toolsVersion="14460"', 'toolsVersion="14460" initialViewController="vc"')
    + '<scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">'
    + '<view key="view" id="r"><constraints><constraint constant="5" id="c"/></constraints></view>'
    + '<connections><outlet property="h" destination="c" id="o"/></connections>'
    + '</viewController></objects></scene></scenes></document>\n')
row("import-outlet-to-constraint-left-out", ["import", w("own-entry.storyboard", own_entry), "-o",
    os.path.join(d, "own-entry.yaml")], 0, r"it connects to 'c', a constraint \(line 3\) the import could not name")

# --- issue 28: outputs -------------------------------------------------------------------
# -o, --flows and --snapshots never write through a link, onto an input, or over a file without
# scenectl's header (docs/Hardening.md, "What an output may write"); a refusal comes before
# any output (`\A`: nothing printed before the error). `unchanged`: files the row must leave.
planted = "TOP-SECRET-28\n"
secret28 = w("issue28/outside/secret.txt", planted)
one = head + "scenes:\n  a: { kind: viewController }\n"
flows_linked = os.path.join(d, "issue28/flows-linked")
os.makedirs(flows_linked)
os.symlink(secret28, os.path.join(flows_linked, "scene-a.yaml"))
scene28 = w("issue28/a.yaml", one)
row("outputs-flows-through-link", ["explore", scene28, "--flows", flows_linked, "--force"], 2,
    r"\Ascenectl: error: output file '.*/scene-a.yaml' is a symbolic link", absent="TOP-SECRET")
unchanged("outputs-flows-through-link", secret28)
own = w("issue28/f2/scene-a.yaml", one)
row("outputs-flows-onto-own-input", ["explore", own, "--flows", os.path.dirname(own), "--force"], 2,
    r"\Ascenectl: error: input file '{f}' is the same as output file")
unchanged("outputs-flows-onto-own-input", own)
person = w("issue28/flows-person/scene-a.yaml", "storyboard: ../a.yaml\nsteps: []\n")
row("outputs-flows-person-file", ["explore", scene28, "--flows", os.path.dirname(person), "--force"],
    2, r"\Ascenectl: error: output file '.*/scene-a.yaml' exists and was not written by scenectl")
unchanged("outputs-flows-person-file", person)
linked_svg = os.path.join(d, "issue28/map.svg")
os.symlink(secret28, linked_svg)
row("outputs-render-through-link", ["render", scene28, "-o", linked_svg, "--force"], 2,
    r"\Ascenectl: error: output file '.*/map.svg' is a symbolic link", absent="TOP-SECRET")
unchanged("outputs-render-through-link", secret28)
# A.storyboard's placeholder names B.storyboard: B is an input of `render A`.
main28 = storyboard.replace(
    '<view key="view" contentMode="scaleToFill" id="v1">',
    '<view key="view" contentMode="scaleToFill" id="v1"><subviews><button id="b1">'
    '<rect key="frame" x="20" y="100" width="80" height="44"/><state key="normal" title="More"/>'
    '<connections><segue destination="ph1" kind="presentation" id="s1"/></connections></button>'
    '</subviews>').replace("    </scenes>", '        <scene sceneID="sc2"><objects>'
    '<viewControllerPlaceholder storyboardName="B" id="ph1" sceneMemberID="viewController"/>'
    "</objects></scene>\n    </scenes>")
referenced = w("issue28/B.storyboard", storyboard)
# `render` writes only SVG (issue 30): a .storyboard output is refused for its extension first.
row("outputs-render-onto-ref", ["render", w("issue28/A.storyboard", main28), "-o", referenced],
    2, r"\Ascenectl: error: 'render' writes only SVG: '-o' names a \.svg file, not '.*/B.storyboard'")
unchanged("outputs-render-onto-ref", referenced)
data28 = w("issue28/rows.yaml", "- { x: 1 }\n")
with_data = w("issue28/data.yaml", head + "data:\n  rows: rows.yaml\nscenes:\n  a: { kind: viewController }\n")
row("outputs-graph-onto-data-file", ["graph", with_data, "-o", data28, "--force", "--format", "dot"], 2,
    r"\Ascenectl: error: input file '.*/rows.yaml' is the same as output file")
unchanged("outputs-graph-onto-data-file", data28)
report = w("issue28/shots/2024-report.svg", "<svg>a person's report</svg>\n")
design = w("issue28/shots/001-design.svg", "<svg>a person's design</svg>\n")
row("outputs-snapshots-force", ["simulate", scene28, "--snapshots",
    os.path.dirname(report), "--force"], 0, None)
unchanged("outputs-snapshots-force", report, design)
taps = app(views=label_line + button, actions=action("          - set: l.text\n            to: \"'x'\"\n"))
full = w("issue28/full/notes.txt", "keep\n")
row("outputs-snapshots-first", ["simulate", w("issue28/taps.yaml", taps)]
    + ["--tap", "b"] * 2000 + ["--snapshots", os.path.dirname(full)], 2,
    r"\Ascenectl: error: cannot write snapshots: '.*/full' is not empty")
unchanged("outputs-snapshots-first", full)
sb28 = w("issue28/Import.storyboard", storyboard)
row("outputs-import-onto-input", ["import", sb28, "-o", sb28, "--force"], 2,
    r"\Ascenectl: error: input file '{f}' is the same as output file")
unchanged("outputs-import-onto-input", sb28)

# --- issue 28: inputs stay under the root ---------------------------------------------------
# A secret beside every root: a scene file, a storyboard, a flow and code that hold a unique
# token. No row may print it: none of them is read.
token = f"SCENECTLSECRET28X{os.getpid()}"
secret = w("outside28/secret.yaml",
           f"format: 1\nstoryboard: S\ninitial: {token}\nscenes:\n  {token}: {{ kind: x }}\n")
w("outside28/x.storyboard", f"<document>{token}</document>\n")
w("outside28/flows/f.yaml", "storyboard: ../secret.yaml\nsteps:\n  - back\n")
w("outside28/Secret.swift", f"class {token} {{}}\n")
hidden = re.escape(token)
def skipped(path, what="folder"):
    """The note of a walk that did not follow the link at `path`."""
    return "^scenectl: note: skipped '" + re.escape(path) + f"': a link to a {what} outside "
for name, target in [("walk-link-root", "/"), ("walk-link-proc", "/proc")]:
    w(f"{name}/a.yaml", head + "scenes:\n  a: { kind: viewControllr }\n")
    os.symlink(target, os.path.join(d, name, "everything"))
    row(name, ["validate", os.path.join(d, name)], 1, skipped(os.path.join(d, name, "everything")),
        absent=hidden)
w("walk-loop/a.yaml", head + "scenes:\n  a: { kind: viewControllr }\n")
os.symlink(".", os.path.join(d, "walk-loop", "round"))
os.symlink("..", os.path.join(d, "walk-loop", "up"))
row("walk-link-loop", ["validate", os.path.join(d, "walk-loop")], 1,
    "^scenectl: note: skipped '" + re.escape(os.path.join(d, "walk-loop", "round"))
    + "': a link to a folder read already", absent=hidden)
os.makedirs(os.path.join(d, "test-walk"))
os.symlink(os.path.join(d, "outside28", "flows"), os.path.join(d, "test-walk", "flows"))
row("test-walk-link-out", ["test", os.path.join(d, "test-walk")], 2,
    skipped(os.path.join(d, "test-walk", "flows")), absent=hidden)
os.makedirs(os.path.join(d, "sources28"))
os.symlink("/", os.path.join(d, "sources28", "everything"))
os.symlink(os.path.join(d, "outside28", "Secret.swift"), os.path.join(d, "sources28", "Secret.swift"))
row("sources-link-root", ["validate", w("sources28-scene.yaml", app(views=label_line)),
    "--sources", os.path.join(d, "sources28")], 0,
    skipped(os.path.join(d, "sources28", "everything")).replace("outside ", "outside '--sources "),
    absent=hidden)
referring = head + ("scenes:\n  a:\n    kind: viewController\n    views: [{ id: b, type: button, title: B, "
    "frame: [0, 0, 80, 44] }]\n    segues: [{ kind: modal, from: b, id: g, to: r }]\n  r:\n"
    "    kind: viewController\n    reference: { storyboard: \"%s\" }\n")
row("reference-up-out", ["validate", w("ref28/sub/a.yaml", referring % "../../outside28/secret.yaml")],
    1, r"^{f}:11:30: error: .* is outside '.*ref28/sub', the folder this run may read; .*\[input-outside-root\]",
    absent=hidden)
row("reference-absolute", ["validate", w("ref28/abs.yaml", referring % secret)],
    1, r"^{f}:11:30: error: .*\[input-outside-root\]", absent=hidden)
row("flow-storyboard-absolute", ["test", w("flow28/f.yaml", f"storyboard: {secret}\nsteps:\n  - back\n")],
    1, r"^{f}:1:13: error: the flow's storyboard '.*' is outside ", absent=hidden)
for name, value in [("placeholder-absolute", os.path.join(d, "outside28", "x")), ("placeholder-up", "../outside28/x")]:
    placeholder = (f'<scene sceneID="ph"><objects><viewControllerPlaceholder storyboardName="{value}" '
                   'id="ph1" sceneMemberID="viewController"/></objects></scene>\n    </scenes>')
    row(name, ["validate", w(f"ib28/{name}.storyboard", storyboard.replace("</scenes>", placeholder))],
        1, r"^{f}:\d+:\d+: error: .*storyboardName '.*' is a path, not a name.*\[reference-name-invalid\]",
        absent=hidden)

# --- issue 28: scale and caps (linear ids, the import's limits, capped output, imports that load)
def ib_scene(i, body, connections="", cls="ViewController", extra=""):
    return (f'<scene sceneID="sc{i}"><objects><viewController id="vc{i}" customClass="{cls}"{extra} '
            f'sceneMemberID="viewController"><view key="view" id="root{i}">'
            f'<rect key="frame" x="0.0" y="0.0" width="414" height="896"/><subviews>{body}</subviews>'
            f'</view>{connections}</viewController></objects></scene>\n')
def ib(scenes):
    return declaration + "\n" + body.split("<scenes>")[0] + "<scenes>\n" + scenes + "</scenes>\n</document>\n"
ib_rows = {
    "ib-1M-views": ib(ib_scene(1, "".join(f'<view id="v{i}"/>' for i in range(1_000_000)))),
    "ib-100k-labels": ib(ib_scene(1, "".join(
        f'<label text="L{i}" id="l{i}"><rect key="frame" x="0" y="{i}" width="10" height="10"/></label>'
        for i in range(100_000)))),
    "ib-5000-scenes": ib("".join(ib_scene(i, f'<view userLabel="Card" id="v{i}"/>', extra=' title="Same"')
                                 for i in range(1, 5_001))),
    "ib-100k-unknown": ib(ib_scene(1, "".join(f'<thing{i % 7} id="u{i}"/>' for i in range(100_000)))),
    "ib-5000-unnamed": ib(ib_scene(1, "<a/>" * 5_000)),
    "ib-10000-unnamed": ib(ib_scene(1, "<a/>" * 10_000)),
    "ib-40000-unnamed": ib(ib_scene(1, "<a/>" * 40_000)),
    "ib-10000-repeated-id": ib(ib_scene(1, '<view id="x"/>' * 10_000)),
    "ib-10000-repeated-label": ib(ib_scene(1, "".join(
        f'<view userLabel="Card" id="c{i}"/>' for i in range(10_000)))),
    "ib-50-nested": ib(ib_scene(1, "".join(f'<view id="n{i}"><subviews>' for i in range(50))
                                + "</subviews></view>" * 50)),
}
limit = r"^{f}:\d+:\d+: error: the storyboard has more than (1000 scenes|10000 views and objects), the import's limit; .*\[storyboard-limit\]"
too_many = r"^{f}:\d+:\d+: error: document has more than 100000 elements \[xml-too-large\]"
paths = {name: w(name + ".storyboard", text) for name, text in ib_rows.items()}
row("ib-1M-views", ["validate", paths["ib-1M-views"]], 1, too_many)
row("ib-100k-labels-json", ["validate", "--format", "json", paths["ib-100k-labels"]], 1,
    r'"code": "xml-too-large",\n\s*"message": "document has more than 100000 elements",\n\s*"file": "{f}",\n\s*"line": \d+')
row("ib-5000-scenes", ["validate", paths["ib-5000-scenes"]], 1, limit)
# 100,000 unknown elements and the scene's own are past the reader's 100,000 elements too.
row("ib-100k-unknown", ["validate", paths["ib-100k-unknown"]], 1, too_many)
row("ib-100k-unknown-import", ["import", paths["ib-100k-unknown"], "-o", os.path.join(d, "unknown.yaml")], 1, too_many)
ib_rows["ib-99k-unknown"] = ib(ib_scene(1, "".join(f'<thing{i % 7} id="u{i}"/>' for i in range(99_000))))
paths["ib-99k-unknown"] = w("ib-99k-unknown.storyboard", ib_rows["ib-99k-unknown"])
row("ib-99k-unknown-import", ["import", paths["ib-99k-unknown"], "-o", os.path.join(d, "unknown.yaml")], 1, limit)
for name in ["ib-5000-unnamed", "ib-10000-unnamed"]:
    row(name, ["import", paths[name], "-o", os.path.join(d, name + ".yaml")], 0, r"^not carried \(\d+\):")
row("ib-40000-unnamed", ["import", paths["ib-40000-unnamed"], "-o", os.path.join(d, "unnamed.yaml")], 1, limit)
row("ib-10000-repeated-id", ["validate", paths["ib-10000-repeated-id"]], 1, r"^{f}:\d+:\d+: error: Interface Builder id 'x' is used twice")
row("ib-10000-repeated-label", ["validate", paths["ib-10000-repeated-label"]], 1, r"^… and \d+ more errors in {f}$")
row("ib-50-nested-import", ["import", paths["ib-50-nested"], "-o", os.path.join(d, "nested.yaml")], 0, r"^carried: scenes 1 of 1, views 50 of 50")
row("ib-50-nested-validate", ["validate", os.path.join(d, "nested.yaml")], 1, r"^{f}:\d+:\d+: error: .*ambiguous")
# --sources: four files of 250,000 outlets of the scene's class (8 MB each).
os.makedirs(os.path.join(d, "outlets"), exist_ok=True)
for k in range(4):
    members = "".join(f"  @IBOutlet var o{i}: UIView!\n" for i in range(k * 250_000, (k + 1) * 250_000))
    w(f"outlets/Big{k}.swift", "import UIKit\n" + ("class Big: UIViewController {\n" if k == 0 else "extension Big {\n") + members + "}\n")
big = w("big.storyboard", ib(ib_scene(1, '<view id="v"/>', cls="Big",
                                      connections='<connections><outlet property="o1" destination="v" id="c1"/></connections>')))
row("sources-1M-outlets-json", ["validate", "--format", "json", "--sources", os.path.join(d, "outlets"), big], 1,
    r'"code": "sources-limit",\n\s*"message": "the sources declare more than 10000 @IBOutlet and @IBAction members, .*",\n\s*"file": "' + re.escape(os.path.join(d, "outlets")) + r'/Big0.swift",\n\s*"line": 10003,')

# --- issue 29, item 7: explore claims only what is so ------------------------------------------
# 1,000 storyboard identifiers: each an entry from code, explored from launch, within bounds.
explore_entries = w("explore-entries.yaml", head + "scenes:\n  a:\n    kind: viewController\n" + "".join(
    f"  s{i}:\n    kind: viewController\n    storyboardIdentifier: S{i}\n" for i in range(1000)))
row("explore-1000-entries", ["explore", explore_entries, "--format", "json"], 0, r'^  "states": 1001,$')
# A static table of 1,000 rows: each selected under --max-rows 1000; past it, a usage error.
explore_rows = w("explore-rows.yaml", head + "scenes:\n  a:\n    kind: tableViewController\n    views:\n"
                 + "      - id: t\n        type: tableView\n        sections:\n          - cells:\n"
                 + "".join(f"            - {{ id: c{i}, text: R{i} }}\n" for i in range(1000)))
row("explore-1000-rows", ["explore", explore_rows, "--max-rows", "1000"], 0, r"1000 transitions, complete$")
row("explore-1000-rows-cut", ["explore", explore_rows], 0, r"incomplete \(the rows limit was hit\)$")
row("explore-max-rows-1001", ["explore", explore_rows, "--max-rows", "1001"], 2,
    usage + r"--max-rows takes a whole number from 1 to 1000, not '1001'")

# --- issue 29, items 1 and 6 (realerrors): placeholder constraints, delegate wiring ----------
# 2,000 placeholder constraints on one view: left out of the layout in one pass, one note.
placeholders = "".join(f'      - {{ constraint: "p.height = {i}", placeholder: true }}\n' for i in range(2000))
row("placeholders-2000", ["validate", w("realerrors/placeholders.yaml", app(
    views="      - { id: p, type: view }\n",
    extra="    constraints:\n      - p.top = superview.top\n      - p.leading = superview.leading\n"
          "      - p.width = 10\n" + placeholders))], 0,
    r"^{f}:\d+:\d+: note: height is left to the app's code for 'p' .*\[layout-placeholder-from-code\]$")
# 2,000 text fields whose delegate goes to a view the scene lacks: one error each, located.
dangling = "".join(f"      - {{ id: t{i}, type: textField, frame: [0, 0, 10, 10], delegates: {{ delegate: x{i} }} }}\n"
                   for i in range(2000))
row("delegates-2000-dangling", ["validate", w("realerrors/delegates.yaml", app(views=dangling))], 1,
    r"^{f}:\d+:\d+: error: delegate 'delegate' connects to 'x0', which is neither 'self'", seconds=2.0,
    out_mb=2.0)

# --- issue 29 (bars26): the iOS SDK an app is built with, sdk: and --sdk ---------------------
# Out of range, too long for an integer, negative, a fraction, a text, a list: each one located
# error (`invalid-value` or a type error), no trap; the bars keep the format's.
for label, value in [("huge", "99999999999999999999999"), ("negative", "-26"), ("fraction", "26.5"),
                     ("text", "'twenty-six'"), ("list", "[26]"), ("eight", "8")]:
    row(f"sdk-{label}", ["validate", w(f"bars26/sdk-{label}.yaml",
        head + f"sdk: {value}\nscenes:\n  a: {{ kind: viewController }}\n")], 1, located)
sdk_file = w("bars26/sdk.yaml", head + "scenes:\n  a: { kind: viewController }\n")
for label, value in [("huge", "99999999999999999999999"), ("negative", "-26"), ("empty", ""),
                     ("long", "2" * 10000)]:
    row(f"sdk-option-{label}", ["layout", sdk_file, "--sdk", value], 2,
        r"^scenectl: error: the value '.*' is invalid for '--sdk': expected a major version")

# --- issue 30, item 3: relayout after each step ----------------------------------------------
# Every tap appends ten characters to a label's text and the next step expects its frame (fixed
# by `frame:`): 2,000 layouts of a text that grows to 20,000 characters, each measured anew
# (the LayoutMemo misses every time, and its keys hold the texts).
relayout = "storyboard: append.yaml\nsteps:\n" + "  - tap: b\n  - expect: { frame: { l: [0, 0, 100, 20] } }\n" * 2000
row("relayout-2000-growing-texts", ["test", w("relayout-flow.yaml", relayout)], 0, None)
# A frame of hostile numbers is read as numbers and compared as printed: no trap.
odd_frames = "storyboard: append.yaml\nsteps:\n  - expect: { frame: { l: [1e308, -1e308, .inf, .nan] } }\n"
row("relayout-odd-frame-numbers", ["test", w("relayout-odd.yaml", odd_frames)], 1, located)

# --- issue 30: no silent passes, output extensions, misplaced keys --------------------------
conflict = w("issue30/conflict.yaml", app(
    views="      - { id: l, type: label, text: A }\n",
    extra="    constraints:\n      - l.leading == superview.leading\n      - l.top == superview.top\n"
          "      - l.width == 100\n      - l.width == 200\n"))
for command in ["simulate", "explore", "render", "graph"]:
    row(f"refused-{command}", [command, conflict], 1, r"^{f}:\d+:\d+: error: .*\[layout-conflict\]")
row("refused-allow-errors", ["simulate", conflict, "--allow-errors"], 1,
    r"^scenectl: error: .* has errors; simulated anyway \(--allow-errors\)$")
row("graph-unknown-extension", ["graph", conflict, "-o", os.path.join(d, "issue30/map.png")], 2,
    r"^scenectl: error: cannot tell the format of .* name a \.svg, \.dot or \.mmd file")
row("graph-format-contradicts", ["graph", conflict, "-o", os.path.join(d, "issue30/map.svg"),
    "--format", "dot"], 2, r"^scenectl: error: '--format dot' contradicts the extension")
# 2,000 actions, each with `alerts:` written under it (a key of the scene): one hint each.
deep = "".join(f"      - name: go{i}\n        from: b\n        do: []\n"
               f"        alerts: {{x{i}: {{title: T}}}}\n" for i in range(2000))
row("misplaced-keys-2000", ["validate", w("issue30/misplaced.yaml", app(views=button, actions=deep))],
    1, r"^{f}:\d+:\d+: error: unknown key 'alerts' in an action; 'alerts' is a key of scene 'a': "
    r"is it indented too far\? write it at column 5")

# --- issue 32, item 1: XIB files ----------------------------------------------------------
xib_head = ('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.'
            'CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">\n<objects>\n'
            '<placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>\n')
def xib_view(i, inner=""):
    return (f'<view id="v{i}"><rect key="frame" x="0" y="0" width="100" height="50"/>{inner}'
            f'</view>\n')
# 2,000 top-level views: 2,000 scenes, past the import's 1,000.
row("xib-2000-top-level-views", ["validate", w("issue32/Many.xib", xib_head
    + "".join(xib_view(i) for i in range(2000)) + "</objects>\n</document>\n")], 1,
    r"^{f}:\d+:\d+: error: .*\[storyboard-limit\]")
# A second top-level view 120 buttons deep (240 levels, under the XML reader's 256), each
# with an action to the File's Owner (renamed for its scene, level by level).
nested = ""
for i in range(120):
    nested = (f'<subviews><button id="b{i}"><rect key="frame" x="0" y="0" width="10" height="10"/>'
              f'<connections><action selector="tap:" destination="-1" eventType="touchUpInside" '
              f'id="a{i}"/></connections>{nested}</button></subviews>')
row("xib-deep-second-view", ["validate", w("issue32/Deep.xib", xib_head + xib_view("first")
    + xib_view("second", nested) + "</objects>\n</document>\n")], 0,
    r"^0 errors, 0 warnings in 1 file$")
# 3,000 actions to ids the XIB does not have: one located error each.
dangling = "".join(f'<button id="b{i}"><rect key="frame" x="0" y="0" width="10" height="10"/>'
                   f'<connections><action selector="tap:" destination="gone{i}" id="a{i}"/>'
                   f'</connections></button>' for i in range(3000))
row("xib-3000-dangling-actions", ["validate", w("issue32/Dangling.xib", xib_head
    + xib_view("root", f"<subviews>{dangling}</subviews>") + "</objects>\n</document>\n")], 1,
    r"^{f}:\d+:\d+: ")

# --- issue 32: .scenectl.yml, suppression comments and the baseline (config) ------------------
plain = w("issue32/plain.yaml", app(views=label_line))
big_config = w("issue32/big.yml", "disabled_rules: []\n" + "#" * (2 << 20) + "\n")
row("config-over-1-MiB", ["validate", "--config", big_config, plain], 2,
    r"^scenectl: error: configuration .* is over 1 MiB; a configuration is a few lines$")
bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)},"
    f" *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n"
    for i in range(8))
row("config-alias-bomb", ["validate", "--config", w("issue32/bomb.yml", bomb), plain], 2,
    r"^{f}:\d+:\d+: error: .*\[yaml-alias-limit\]$")
# 10,000 misspelt rules, each its own word: the first 100 get a did-you-mean, the rest none.
misspelt = "disabled_rules:\n" + "".join(f"  - layout-ofscreen{i}\n" for i in range(10_000))
row("config-10000-unknown-rules", ["validate", "--config", w("issue32/rules.yml", misspelt), plain],
    2, r"^{f}:2:5: error: unknown rule 'layout-ofscreen0' in 'disabled_rules'; did you mean "
    r"'layout-offscreen'\? \[config-unknown-rule\]$", out_mb=3)
comments_unknown = "".join(f"# scenectl:disable layout-ofscreen{i}\n" for i in range(20_000))
row("suppressions-20000-unknown", ["validate", "--no-config",
    w("issue32/unknown.yaml", comments_unknown + app(views=label_line))], 0,
    r"^{f}:1:20: warning: unknown rule 'layout-ofscreen0' in 'scenectl:disable'; did you mean "
    r"'layout-offscreen'\? \[superfluous-disable\]$")
globs = "excluded:\n" + "".join(f"  - \"{'*a' * 400}b{i}\"\n" for i in range(20))
os.makedirs(os.path.join(d, "issue32/app"), exist_ok=True)
for i in range(200):
    w(f"issue32/app/{'a' * 200}{i}.yaml", app(views=label_line))
row("config-hostile-globs", ["validate", "--config", w("issue32/globs.yml", globs),
    os.path.join(d, "issue32/app")], 0, r"^0 errors, 0 warnings in 200 files$", seconds=3)
comments = "".join("# scenectl:disable-next-line unreachable-scene\n" for _ in range(20_000))
row("suppressions-20000-unused", ["validate", "--no-config",
    w("issue32/comments.yaml", comments + app(views=label_line))], 0,
    r"^{f}:1000:30: warning: 'scenectl:disable-next-line' finds no 'unreachable-scene' "
    r"diagnostic on line 20001 to silence(.|\n)*^… and 19000 more warnings in {f}$")
bad_baseline = w("issue32/baseline.yml", "version: 1\nfindings:\n" + "  - fingerprint: x\n" * 100_000)
row("baseline-invalid", ["validate", "--no-config", "--baseline", bad_baseline, plain], 2,
    r"^{f}:3:5: error: a finding has no 'fingerprint' of 16 hexadecimal digits")
unchanged("write-baseline-over-input", plain)
row("write-baseline-over-input", ["validate", "--no-config", "--write-baseline", plain, plain], 2,
    r"^scenectl: error: input file .* is the same as output file")

# --- issue 30, items 4 to 6: alerts, tap targets, size classes (contract) ----------------------
# 2,000 buttons titled alike: text:Go is ambiguous, and the message lists ten of them.
alike = w("issue30/alike.yaml", app(views="".join(
    f"      - {{ id: b{i}, type: button, title: Go, frame: [0, {i}, 80, 1] }}\n" for i in range(2000))))
row("tap-text-2000-alike", ["simulate", alike, "--tap", "text:Go"], 1,
    tool + r"step 1 \(tap text:Go\): text:\"Go\" matches 2000 things on screen: .* and 1990 more; "
    r"name one by its id$")
# 2,000 views and a misspelt id: one bounded did-you-mean; a text 100,000 bytes long matches none.
row("tap-misspelt-among-2000", ["simulate", alike, "--tap", "b1999x"], 1,
    tool + r"step 1 \(tap b1999x\): there is no view or bar item 'b1999x' in any scene; did you "
    r"mean 'b1999'\?$")
row("tap-text-100000-bytes", ["simulate", alike, "--tap", "text:" + "x" * 100_000], 1, tool)
# A chain of 30 scenes, each pushed by a button: the last one's label is 29 events away, past the
# search's 8, so no path is named; 1,000 states bound the search.
chain = head.replace("initial: a", "initial: n") + "scenes:\n  n:\n    kind: navigationController\n" \
    "    segues:\n      - { kind: relationship, relationship: rootViewController, to: s0 }\n" + "".join(
    f"  s{i}:\n    kind: viewController\n    views:\n"
    f"      - {{ id: next{i}, type: button, title: Next, frame: [0, 100, 80, 44] }}\n"
    + (f"    segues:\n      - {{ kind: push, from: next{i}, to: s{i + 1} }}\n" if i < 29 else "")
    for i in range(30))
row("tap-path-beyond-the-search", ["simulate", w("issue30/chain.yaml", chain), "--tap", "next29"], 1,
    tool + r"step 1 \(tap next29\): 'next29' is not on screen: scene 's29' is not shown$")
row("tap-path-within-the-search", ["simulate", w("issue30/chain.yaml", chain), "--tap", "next3"], 1,
    tool + r"step 1 \(tap next3\): .*; the shortest way to show it: tap next0, tap next1, "
    r"tap next2$")
row("device-two-idioms", ["simulate", alike, "--device", "320x480@pad@pad"], 2,
    usage + r"unknown device '320x480@pad@pad'")

# --- issue 33: the audit (audit): touch targets, labels, contrast --------------------------------
# 1,500 buttons stacked on one spot: each is small and covers the one below it (one finding
# each, not one per pair), and all read one label (one finding each after the first).
stacked = "".join(f"      - {{ id: b{i}, type: button, title: B, frame: [0, 0, 30, 30] }}\n"
                  for i in range(1500))
row("audit-stacked-buttons-1500", ["audit", w("stacked.yaml", app(views=stacked))], 0, None,
    seconds=3, out_mb=4)
# Every content size at once: twelve variants of one app, findings merged.
row("audit-every-content-size", ["audit", "Scenes/TinyPix.yaml"]
    + [a for size in ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                      "accessibility1", "accessibility2", "accessibility3", "accessibility4",
                      "accessibility5"] for a in ("--content-size", size)], 0, None)
# A colour that is no colour is not guessed: no contrast finding, no error.
row("audit-bad-colour", ["audit", w("colour.yaml", app(views="      - { id: l, type: label, text: A, "
                                                        "textColor: '#zzzzzz', backgroundColor: '#12345', "
                                                        "frame: [0, 100, 80, 20] }\n"))], 0, None)

# --- issue 33, item 4: text variants of the audit (textfit) ----------------------------------
# A label of 1,000,000 characters (just under the 1 MiB scalar limit), pinned across the screen
# with no line limit: doubled, accented and at the largest size, it wraps in one pass over its
# text each time it is measured. It is past the screen as written too, so only its font (a
# style that does not adjust) is reported.
huge_text = ("word " * 200_000).strip()
huge_label = w("issue33/huge-label.yaml", app(views=(
    f"      - {{ id: story, type: label, lines: 0, text: '{huge_text}', font: {{ style: body }} }}\n"),
    extra="    constraints:\n      - story.leading = superview.leading + 20\n"
    "      - story.trailing = superview.trailing - 20\n      - story.top = superview.top + 20\n"))
row("audit-text-1m-label", ["audit", huge_label, "--no-config", "--locale", "double", "--locale",
    "accented", "--locale", "rtl", "--content-size", "accessibility5"], 0,
    r"^{f}:\d+:\d+: warning: label 'story' has the 'body' text style", seconds=5, mb=200)
# 2,000 labels of one scene, each too narrow for its text, in every locale at three sizes: the
# findings are bounded by the cap, the time by the layouts (12 per device).
narrow = w("issue33/narrow-labels.yaml", app(views="".join(
    f"      - {{ id: l{i}, type: label, text: Label number {i}, frame: [0, {i}, 20, 21] }}\n"
    for i in range(2000))))
row("audit-text-2000-labels", ["audit", narrow, "--no-config", "--locale", "base", "--locale",
    "double", "--locale", "accented", "--locale", "rtl", "--content-size", "large",
    "--content-size", "accessibility1", "--content-size", "accessibility5"], 0,
    r"^{f}:\d+:\d+: warning: label 'l0' is 20 pt wide", seconds=10, mb=200, out_mb=5)
row("audit-content-size-unknown", ["audit", narrow, "--content-size", "huge"], 2,
    usage + r"the value 'huge' is invalid for '--content-size")

# --- issue 35: report and snapshots (helper `report`) --------------------------------------
# `report -o` and `test --record` write under the output rule; a snapshot name cannot name a
# path; a large scene file's report stays within its bounds (docs/Hardening.md, Report.md).
secret35 = w("issue35/outside/secret.txt", "TOP-SECRET-35\n")
scene35 = w("issue35/a.yaml", app(views=label_line))
report_link = os.path.join(d, "issue35/report-link")
os.symlink(os.path.dirname(secret35), report_link)
row("report-folder-is-a-link", ["report", scene35, "-o", report_link], 2,
    r"\Ascenectl: error: '.*/report-link' is a symbolic link")
person35 = w("issue35/mine/index.html", "my page\n")
row("report-over-a-person-file", ["report", scene35, "-o", os.path.dirname(person35), "--force"],
    2, r"\Ascenectl: error: output file '.*/index.html' exists and was not written by scenectl")
unchanged("report-over-a-person-file", person35)
flow35 = w("issue35/shots.yaml", "storyboard: a.yaml\nsteps:\n  - snapshot: home\n")
shots35 = os.path.join(d, "issue35/shots")
os.makedirs(shots35)
os.symlink(secret35, os.path.join(shots35, "home.iphone.ios26.v1.svg"))
row("record-through-a-link", ["test", flow35, "--record", shots35], 2,
    r"^scenectl: error: output file '.*/home.iphone.ios26.v1.svg' is a symbolic link",
    absent="TOP-SECRET")
unchanged("record-through-a-link", secret35)
row("snapshot-name-a-path", ["test", w("issue35/escape.yaml",
    "storyboard: a.yaml\nsteps:\n  - snapshot: ../../outside/secret\n")], 1,
    r"^{f}:3:15: error: .*\[invalid-id\]")
# 300 scenes of 15 labels each: 900 screens laid out and drawn (3 devices), one page.
many35 = head.replace("initial: a", "initial: s0") + "scenes:\n" + "".join(
    f"  s{i}:\n    kind: viewController\n    views:\n"
    + "".join(f"      - {{ id: l{j}, type: label, text: T{j}, frame: [0, {j * 20}, 100, 20] }}\n"
              for j in range(15)) for i in range(300))
row("report-300-scenes", ["report", w("issue35/many.yaml", many35), "-o",
    os.path.join(d, "issue35/many-report"), "--device", "iphone-se", "--device", "iphone",
    "--device", "ipad"], 0, r"^.*/many-report/index.html$", seconds=5.0,
    mb=300)

# --- issue 34: scenectl diff (diff) ------------------------------------------------------------
# A version that is not XML any more: its located error, exit 2, nothing compared.
sb_ok = w("issue34/Main.storyboard", open("Tests/SceneDiffTests/Fixtures/Notes.storyboard").read())
row("diff-malformed-version", ["diff", sb_ok, w("issue34/Broken.storyboard", "<document><scenes>")],
    2, r"^.*Broken.storyboard:\d+:\d+: error: ")
# 50 MB on each side: refused within the YAML limit, as validate refuses it.
huge = w("issue34/huge.yaml", head + "scenes: '" + "x" * (50 * 1024 * 1024) + "'\n")
row("diff-50MB-versions", ["diff", huge, huge], 2, located)
# An ESC in a changed text is printed escaped, never raw.
esc_old = w("issue34/esc-old.yaml", app(views='      - { id: l, type: label, text: "a" }\n'))
esc_new = w("issue34/esc-new.yaml", app(views='      - { id: l, type: label, text: "\\e[31mred" }\n'))
row("diff-escape-in-text", ["diff", esc_old, esc_new], 1, r"^  ~ view 'l' text: a → ")
# 3,000 views changed at once: every line printed; the scene is laid out on the 5 built-in
# devices in both versions (10 solves of 3,000 views), hence its own time bound.
many_old = w("issue34/many-old.yaml", app(views="".join(
    f"      - {{ id: v{i}, type: label, text: a, frame: [0, {i}, 10, 1] }}\n" for i in range(3000))))
many_new = w("issue34/many-new.yaml", app(views="".join(
    f"      - {{ id: v{i}, type: label, text: b, frame: [0, {i}, 10, 1] }}\n" for i in range(3000))))
row("diff-3000-views-changed", ["diff", many_old, many_new], 1, r"^3000 changes in 1 scene$",
    seconds=5)
# A revision git would take for an option (--output=FILE writes a file): refused, no git run.
row("diff-git-option-as-revision", ["diff", "--git", "--", "--output=" + os.path.join(d, "x"), "HEAD"],
    2, usage + r"'--output=.*' is not a revision")

# --- merge (issue 34): three hostile versions of a storyboard -------------------------------
# BASE, OURS and THEIRS are read by IBDocument's tokenizer under XMLLimits before any merge.
sb_head = '<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">\n'
sb_plain = w("merge/base.storyboard", sb_head + "    <scenes/>\n</document>\n")
deep = w("merge/deep.storyboard", sb_head + "<a>" * 300 + "</a>" * 300 + "\n</document>\n")
# The refused file comes first (as BASE), as the row's pattern names the first file.
row("merge-depth-300", ["merge", deep, sb_plain, sb_plain, "-o", os.path.join(d, "merge/out1")], 2,
    r"^{f}:3:\d+: error: elements are nested deeper than the limit of 256 \[xml-depth-limit\]")
wide_tag = w("merge/wide.storyboard", sb_head + "<a " + " ".join(f"a{i}=\"1\"" for i in range(100_000))
             + "/>\n</document>\n")
row("merge-attributes-100k", ["merge", wide_tag, sb_plain, sb_plain, "-o", os.path.join(d, "merge/out2")],
    2, r"^{f}:3:1: error: '<a>' has more than the limit of 256 attributes \[xml-attribute-limit\]")
# Each side adds 20,000 views to one superview: the merge keeps both sides' in one pass.
def views(prefix, count):
    return "".join(f'        <view id="{prefix}{i:05}-a-b"/>\n' for i in range(count))
sb_views = lambda body: sb_head + "    <objects>\n" + body + "    </objects>\n</document>\n"
row("merge-20k-added-each-side",
    ["merge", w("merge/v-base.storyboard", sb_views("")), w("merge/v-ours.storyboard", sb_views(views("o", 20_000))),
     w("merge/v-theirs.storyboard", sb_views(views("t", 20_000))), "-o", os.path.join(d, "merge/out3")],
    0, None, seconds=3.0, mb=300)
# Ours moves 20,000 views into a new container (each a move merged with theirs' version,
# looked up in one index, not searched for: 57 s before the index, quadratic).
boxed = ('        <view id="box-00-001">\n            <subviews>\n'
         + views("m", 20_000).replace("        <view", "                <view")
         + '            </subviews>\n        </view>\n')
row("merge-20k-moved-into-a-box",
    ["merge", w("merge/m-base.storyboard", sb_views(views("m", 20_000))),
     w("merge/m-ours.storyboard", sb_views(boxed)),
     w("merge/m-theirs.storyboard", sb_views(views("m", 20_000) + '        <view id="new-00-001"/>\n')),
     "-o", os.path.join(d, "merge/out4")],
    0, None, seconds=3.0, mb=300)
unchanged_base = w("merge/u-base.storyboard", sb_views(views("u", 3)))
row("merge-output-folder", ["merge", unchanged_base, unchanged_base, unchanged_base, "-o",
                            os.path.join(d, "merge")], 2, tool)

# --- merge: child order and children without an id (issue 34, mergespeed) -----------------
# Both sides append 20,000 segments alike (no id): paired by what they hold through one
# hash of their content, not searched for, and each kept once.
def segments(count):
    return ('        <segmentedControl id="seg-00-001">\n            <segments>\n'
            + '                <segment title="s"/>\n' * count
            + '            </segments>\n        </segmentedControl>\n')
row("merge-20k-segments-alike",
    ["merge", w("merge/s-base.storyboard", sb_views(segments(2))),
     w("merge/s-ours.storyboard", sb_views(segments(20_000))),
     w("merge/s-theirs.storyboard", sb_views(segments(20_000))), "-o", os.path.join(d, "merge/out5")],
    0, None, seconds=3.0, mb=300)
# Theirs reverses 20,000 views while ours changes their superview: one longest run in
# BASE's order (n log n), 19,999 moves hung one after another without recursion.
reversed_views = "".join(reversed(views("r", 20_000).splitlines(keepends=True)))
row("merge-20k-reversed-by-theirs",
    ["merge", w("merge/r-base.storyboard", sb_views(views("r", 20_000))),
     w("merge/r-ours.storyboard", sb_views(views("r", 20_000)).replace("<objects>", '<objects tag="x">')),
     w("merge/r-theirs.storyboard", sb_views(reversed_views)), "-o", os.path.join(d, "merge/out6")],
    0, None, seconds=3.0, mb=300)
# --- issue 31, item 3 (traits): a colour well's typed colour -------------------------------------
# A colour 100,000 bytes long typed into a colour well: no colour, refused with the text cut.
wells = w("issue31/wells.yaml", app(
    views="      - { id: tint, type: colorWell, frame: [0, 0, 44, 44] }\n"))
row("colour-100000-bytes", ["simulate", wells, "--type", "tint=" + "#" * 100_000], 1,
    tool + r"step 1 \(type tint=\"#+… .* \(100000 bytes\) is not a colour; type #rrggbb, "
    r"#rrggbbaa or a UIKit colour's name into 'tint'$")
# --- issue 31, item 3 (viewtype): a calendar view's typed day ----------------------------------
# A day 100,000 bytes long typed into a calendar view (a pick by typing, ViewTraits.Pick): no
# day, refused with the text cut; and a day that does not exist.
calendars = w("issue31/calendars.yaml", app(
    views="      - { id: due, type: calendarView, frame: [0, 0, 300, 300] }\n"))
row("day-100000-bytes", ["simulate", calendars, "--type", "due=" + "2026-12-24" * 10_000], 1,
    tool + r"step 1 \(type due=\"[0-9-]+… .* \(100000 bytes\) is not a date; type a day as "
    r"YYYY-MM-DD into 'due'$")
row("day-february-30th", ["simulate", calendars, "--type", "due=2026-02-30"], 1,
    tool + r"step 1 \(type due=\"2026-02-30\"\): \"2026-02-30\" is not a date; type a day as "
    r"YYYY-MM-DD into 'due'$")
# --- issue 33, item 1: asset catalogue colours of the audit (colours) ------------------------
# A colour set nested 50,000 deep and one of 10 MB, beside a scene that names them: each is a
# located warning at once, and the audit goes on (docs/Hardening.md).
colours33 = os.path.join(d, "issue33c/app")
w("issue33c/app/a.yaml", app(views=(
    "      - { id: deep, type: label, text: Deep, textColor: Deep, frame: [0, 100, 100, 20] }\n"
    "      - { id: huge, type: label, text: Huge, textColor: Huge, frame: [0, 200, 100, 20] }\n")))
w("issue33c/app/A.xcassets/Deep.colorset/Contents.json", "[" * 50_000)
w("issue33c/app/A.xcassets/Huge.colorset/Contents.json",
  '{"colors": [' + ", ".join(["1"] * 2_000_000) + "]}")
row("audit-colorset-deep-json", ["audit", colours33, "--no-config"], 0,
    r"^{f}/A.xcassets/Deep.colorset/Contents.json:1:33: warning: the colour set 'Deep' is not "
    r"read: arrays and objects nested more than 32 deep")
row("audit-colorset-huge", ["audit", colours33, "--no-config"], 0,
    r"^{f}/A.xcassets/Huge.colorset/Contents.json:1:1: warning: the colour set 'Huge' is not "
    r"read: it is over 64 KiB")

# --- Run them ----------------------------------------------------------------------------
print(f"{'input':<28} {'exit':>4} {'seconds':>8} {'peak MB':>8} {'out KB':>8}  first line")
failed = 0
for name, arguments, status, pattern, seconds_limit, mb_limit, out_limit, stdout, absent, stdin in rows:
    out_path = os.path.join(d, "out")
    timing = os.path.join(d, "time")
    # With `stdout` (a full disk), standard output goes there and standard error is read.
    out = open(out_path, "wb")
    target = open(stdout, "wb") if stdout else out
    start = time.monotonic()
    # A session of its own, so that a run past the time-out is killed with its children.
    process = subprocess.Popen(["/usr/bin/time", "-f", "%M", "-o", timing, scenectl] + arguments,
                               stdout=target, stderr=out,
                               stdin=open(stdin, "rb") if stdin else subprocess.DEVNULL,
                               start_new_session=True,
                               env=dict(os.environ, SWIFT_BACKTRACE="enable=no"))
    try:
        code, hung = process.wait(timeout=max(30, 10 * seconds_limit)), False
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, 9)
        process.wait()
        code, hung = -1, True
    elapsed = time.monotonic() - start
    out.close()
    if stdout:
        target.close()
    with open(out_path, "rb") as f:
        raw = f.read()
    kb = int(open(timing).read().split()[-1]) if not hung else 0
    output = raw.decode("utf-8", "replace")
    first = output.split("\n", 1)[0].replace(d + "/", "")
    why = []
    if hung or code != status:
        why.append("hung" if hung else f"exit {code}, expected {status}")
    if elapsed >= seconds_limit:
        why.append(f"over {seconds_limit:g} s")
    if kb / 1024 >= mb_limit:
        why.append(f"over {mb_limit} MB")
    if len(raw) > out_limit * 1024 * 1024:
        why.append(f"over {out_limit:g} MB of output")
    if b"\x1b" in raw:
        why.append("a raw ESC in the output")
    if pattern:
        file = re.escape(next((a for a in arguments if a.startswith(d)), ""))
        if re.search(pattern.replace("{f}", file), output, re.M) is None:
            why.append("no line like " + pattern.replace("{f}", "FILE"))
    if absent and re.search(absent, output, re.M):
        why.append("the output holds " + absent)
    for path, data in kept.get(name, {}).items():
        if open(path, "rb").read() != data:
            why.append(f"{os.path.basename(path)} was changed")
    ok = not why
    failed += not ok
    print(f"{name:<28} {code:>4} {elapsed:>8.2f} {kb / 1024:>8.0f} {len(raw) / 1024:>8.0f}  "
          f"{first[:100] if ok else 'FAIL: ' + '; '.join(why)}")
print()
if failed:
    print(f"{failed} hostile input(s) failed the check")
    sys.exit(1)
print(f"all {len(rows)} hostile inputs handled as documented, each within its time, memory and output bounds")
PY
