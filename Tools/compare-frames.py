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
import glob, json, os, re, subprocess, sys, xml.etree.ElementTree as ET
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import frame_breakdown  # noqa: E402  (beside this script)

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


def root_canvases(path):
    """IB id of a controller -> the screen Interface Builder drew it on, as a `--device`: its
    root view's size in whole points, with the insets the canvas draws where they are not
    what `layout` gives a screen of that size (`canvas_insets`)."""
    out = {}
    document = ET.parse(path).getroot()
    below = under_opaque_bars(document)
    stacked = under_opaque_bars(document, opaque_only=False)
    for controller in document.iter():
        view = controller.find("*[@key='view']")
        rect = view.find("rect[@key='frame']") if view is not None else None
        # A root view placed below the bars (`edgesForExtendedLayout` without top, or an
        # opaque navigation bar, which Interface Builder stores at y = 0 but shorter than
        # the screen) is the device's screen less them, which `layout` works out itself.
        if (rect is None or controller.get("sceneMemberID") != "viewController"
                or float(rect.get("y", 0)) != 0 or controller.get("id") in below):
            continue
        width, height = float(rect.get("width", 0)), float(rect.get("height", 0))
        freeform = controller.find("freeformSimulatedSizeMetrics") is not None
        whole_screen = (below_top_bar(controller) and controller.get("id") in stacked
                        and not freeform)
        if whole_screen:
            # Stored at y = 0 but as the screen less the bars above it (Provenance's game
            # library, 375 x 718 on the 375 x 812 canvas: 50 + 44 above): the canvas is the
            # file's device, on which `layout` places the root view below the bars itself, with
            # the screen's status bar even where the scene simulates an opaque bar (QuickTodo's
            # task editor, 375 x 603 on the 375 x 667 canvas). A freeform size is drawn at that
            # size (WWDCScholars' profile, 375 x 623).
            screen = device_screen(document)
            if screen is None:
                continue
            width, height = float(screen[0]), float(screen[1])
        if width.is_integer() and height.is_integer() and width > 0 and height > 0:
            size = f"{int(width)}x{int(height)}"
            insets = canvas_insets(document, controller, width, height, whole_screen)
            if insets:
                size += f"+{insets[0]:g}+{insets[1]:g}"
            out[controller.get("id")] = size
    return out


def below_top_bar(controller):
    """Whether the controller's root view does not extend under the bars above it:
    `<extendedEdge key="edgesForExtendedLayout">` without `top="YES"` (UIKit's
    `edgesForExtendedLayout` without `.top`)."""
    edges = controller.find("extendedEdge[@key='edgesForExtendedLayout']")
    return edges is not None and edges.get("top") != "YES"


# IB device id -> the screen in points, upright (StoryboardImport's CanvasDevice.screens).
SCREENS = {"retina3_5": (320, 480), "retina4_0": (320, 568), "retina4_7": (375, 667),
           "retina5_5": (414, 736), "retina5_9": (375, 812), "retina6_0": (390, 844),
           "retina6_1": (414, 896), "retina6_3": (402, 874), "retina6_5": (414, 896),
           "retina6_7": (428, 926), "retina6_9": (440, 956), "retina6_12": (393, 852),
           "retina6_72": (430, 932)}


def device_screen(document):
    """(width, height) of the phone screen the file's `<device>` names, in its orientation;
    None for a file without one or with another device."""
    device = document.find("device")
    screen = SCREENS.get(device.get("id")) if device is not None else None
    if screen is None:
        return None
    return screen[::-1] if device.get("orientation") == "landscape" else screen


def under_opaque_bars(document, opaque_only=True):
    """IB ids of the controllers in the stack of a navigation controller whose bar is opaque
    (`translucent="NO"`), or of any navigation controller: its root, and what is pushed from
    them (`show`, `push`); and, for opaque bars only, of the tabs of a tab bar controller whose
    tab bar is opaque, their navigation controllers' roots and what those push (their root
    views end above the tab bar)."""
    stack = []
    roots = {}
    for navigation in document.iter("navigationController"):
        bar = navigation.find("navigationBar")
        root = [segue.get("destination") for segue in navigation.iter("segue")
                if segue.get("relationship") == "rootViewController"]
        roots[navigation.get("id")] = root
        if bar is not None and (bar.get("translucent") == "NO" or not opaque_only):
            stack += root
    for tabs in document.iter("tabBarController") if opaque_only else ():
        bar = tabs.find("tabBar")
        if bar is not None and bar.get("translucent") == "NO":
            stack += [segue.get("destination") for segue in tabs.iter("segue")
                      if segue.get("relationship") == "viewControllers"]
    pushes = {}
    for controller in document.iter():
        if controller.get("sceneMemberID") == "viewController":
            pushes[controller.get("id")] = [
                segue.get("destination") for segue in controller.iter("segue")
                if segue.get("kind") in ("show", "push")]
    found = set()
    while stack:
        ident = stack.pop()
        if ident not in found:
            found.add(ident)
            stack += pushes.get(ident, []) + roots.get(ident, [])
    return found


def canvas_insets(document, controller, width, height, whole_screen=False):
    """(top, bottom) safe-area insets of the canvas a root view of this size is drawn on, or
    None where they are `layout`'s own for the size. They depend on the Xcode that saved the
    file (its tools version), measured on the views the corpus pins to the safe area and the
    top layout guide:
    - an upright phone screen without a notch (the iPhone 8 and SE, and a freeform or sheet
      size of a phone: `layout` gives it a 20-point status bar) has one before Xcode 11 and
      from Xcode 15, and none in between (Xcode 11 to 14 draw them without one: SideMenu's,
      freeotp's and edX's views sit 20 points higher than under a status bar; Xcode 15's
      and 16's navigation controllers store their bars at y = 20, Kingfisher's and Twilio's
      audio sample's, XCODE15_TOOLS); files
      without safe areas keep none where `simulatedStatusBarMetrics` is nil, and on a
      notched phone's canvas every root view, a popover's too, has the notch's status bar
      and the home indicator (Readium's 250 x 200 settings on a 375 x 812 canvas: a
      44-point top layout guide, 34 points below; NOTCH_TOPS);
    - the 375 x 812 phone is the iPhone 13 mini (50 points) from Xcode 14, the iPhone X (44)
      before (XCODE_MINI_TOOLS);
    - Xcode 26 adds the upright phone's insets to the orientation's (XCODE26_INSETS);
    - an iPad with rounded corners has 24 points above and 20 below (ROUNDED_IPADS);
    - a popover's content drawn at a freeform size has none.
    With `whole_screen`, the size is the device's screen for a root view `layout` places below
    the bars itself (`root_canvases`), so a simulated opaque bar takes nothing off it here."""
    tools = tools_version(document)
    device = document.find("device")
    if (controller.find("size[@key='freeformSize']") is not None
            and controller.get("id") in popover_destinations(document)):
        # A popover's content at its freeform size: no status bar, no home indicator, as
        # UIKit shows it (Rocket.Chat's 200 x 200 brush colours, Xcode 9: the title pinned to
        # the safe area's top + 8 is stored at y = 8).
        return (0, 0)
    if opaque_top_bar(controller) and not whole_screen:
        # The root view is drawn below an opaque bar and the status bar (the screen less
        # them: RxSwift's 500 x 524 under a 44-point bar on a 500 x 568 freeform canvas,
        # ResearchKit's 320 x 504, Blockchain's 375 x 718 on the 375 x 812 phone), as UIKit
        # places it (`extendedLayoutIncludesOpaqueBars` is NO): nothing is above it, and a
        # notched phone's home indicator is still below it.
        ident = device.get("id") if device is not None else None
        bottom = 34 if ident in NOTCH_TOPS or ident in XCODE26_INSETS else 0
        return (0, 2 * bottom if tools >= XCODE26_TOOLS and ident in XCODE26_INSETS else bottom)
    safe_areas = document.get("useSafeAreas") == "YES"
    upright = height >= width
    short, long = min(width, height), max(width, height)
    notched = XCODE26_INSETS.get(device.get("id")) if device is not None else None
    if tools >= XCODE26_TOOLS and notched and (short, long) == notched[:2]:
        top, bottom = notched[2:]
        return (2 * top, 2 * bottom) if upright else (top, LANDSCAPE_BOTTOM + bottom)
    notch_top = NOTCH_TOPS.get(device.get("id")) if device is not None else None
    phone = short <= LARGEST_PHONE[0] and long <= LARGEST_PHONE[1]
    if upright and phone and long <= 2 * short and (notch_top is None or safe_areas):
        status = controller.find("*[@key='simulatedStatusBarMetrics']")
        if status is not None and status.tag == "nil":
            return (0, 0)
        if notch_top is not None and controller.find("freeformSimulatedSizeMetrics") is not None:
            # A freeform size on a notched phone's canvas keeps the notch's status bar and
            # home indicator, as the phone's own size does (Hackers' 320 x 528 action
            # extension on the iPhone 11 canvas, Xcode 11: its bar, pinned to the safe area's
            # top, stored at y = 44).
            if device.get("id") in WIDE_NOTCH_TOPS:
                early, late = WIDE_NOTCH_TOPS[device.get("id")]
                return (late if tools >= XCODE12_TOOLS else early, 34)
            return (notch_top, 34)
        return (20, 0) if tools < XCODE11_TOOLS or tools >= XCODE15_TOOLS else (0, 0)
    rounded = ROUNDED_IPADS.get(device.get("id")) if device is not None else None
    if safe_areas and rounded == (short, long):
        return ROUNDED_IPAD_INSETS
    if upright and (width, height) == (375, 812) and tools >= XCODE_MINI_TOOLS:
        return (50, 34)
    if not safe_areas:
        # Files without safe areas: the status bar, unless the scene says it has none; on a
        # notched phone's canvas, whatever the root view's size (a popover's too), the
        # notch's status bar and the home indicator.
        status = controller.find("*[@key='simulatedStatusBarMetrics']")
        if status is not None and status.tag == "nil":
            return (0, 0)
        if notch_top is None:
            # Xcode 11 to 14 draw no status bar over a phone-sized canvas (as upright, above).
            return (0, 0) if phone and XCODE11_TOOLS <= tools < XCODE15_TOOLS else (20, 0)
        if device.get("id") in WIDE_NOTCH_TOPS:
            early, late = WIDE_NOTCH_TOPS[device.get("id")]
            return (late if tools >= XCODE12_TOOLS else early, 34)
        return (50 if notch_top == 44 and tools >= XCODE_MINI_TOOLS else notch_top, 34)
    return None


def freeform_sizes(document):
    """IB id of a controller -> its freeform simulated size as a `--device` (`291x600`): the
    canvas Xcode draws it on, whatever shows it."""
    out = {}
    for controller in document.iter():
        size = controller.find("size[@key='freeformSize']")
        if size is not None and controller.get("sceneMemberID") == "viewController":
            width, height = float(size.get("width", 0)), float(size.get("height", 0))
            if width.is_integer() and height.is_integer() and width > 0 and height > 0:
                out[controller.get("id")] = f"{int(width)}x{int(height)}"
    return out


def popover_destinations(document):
    """IB ids of the controllers a popover segue presents."""
    return {segue.get("destination") for segue in document.iter("segue")
            if segue.get("kind") in ("popoverPresentation", "popover")}


def opaque_top_bar(controller):
    """Whether the controller's canvas simulates an opaque navigation bar above it
    (`<simulatedNavigationBarMetrics translucent="NO">`)."""
    top = controller.find("*[@key='simulatedTopBarMetrics']")
    return (top is not None and top.tag == "simulatedNavigationBarMetrics"
            and top.get("translucent") == "NO")


# The status bar of a notched phone canvas without safe areas, by IB device id.
NOTCH_TOPS = {"retina5_9": 44, "retina6_5": 44, "retina6_0": 47, "retina6_7": 47,
              "retina6_12": 59, "retina6_72": 59, "retina6_3": 62, "retina6_9": 62,
              "retina6_1": 44}
# The 414 x 896 iPhone XR and 11 (`retina6_1`): a 44-point status bar before Xcode 12 (iOS
# 14), 48 from it (WWDCScholars' bar below the status bar at y = 44, Xcode 10.2; the 48 of
# XCODE26_INSETS). IB device id -> (top before Xcode 12, top from it).
WIDE_NOTCH_TOPS = {"retina6_1": (44, 48)}
XCODE12_TOOLS = 17000


# The iPads with rounded corners (the 12.9-inch iPad Pro from its third generation, the
# 11-inch, the 10.9-inch Air): a 24-point status bar and a 20-point home indicator, in either
# orientation, for a root view that fills the screen (Lockwise's onboarding card, centred in
# the safe area of the 1024 x 1366 canvas, is stored at y = 433, half of 24 - 20 below the
# screen's centre). `layout` gives any other 1024 x 1366 iPad a 20-point status bar and
# nothing below, as the earlier 12.9-inch iPad with a home button has. IB device id ->
# (short side, long side).
ROUNDED_IPADS = {"ipad12_9rounded": (1024, 1366), "ipad11_0rounded": (834, 1194),
                 "ipad10_9rounded": (820, 1180)}
ROUNDED_IPAD_INSETS = (24, 20)


LARGEST_PHONE = (440, 956)
XCODE11_TOOLS = 15000
XCODE15_TOOLS = 22000
XCODE_MINI_TOOLS = 21000
LANDSCAPE_BOTTOM = 21


# Xcode 26 (tools version 24000 and later) draws an iPhone canvas with the upright phone's
# safe-area insets added to the orientation's: upright, twice the device's (navigation bars
# at y = 118 on a 59-point iPhone 16, GoMap's POI, and 96 on a 48-point iPhone 11,
# NetNewsWire's settings; views held to the safe area's bottom 68 points above it,
# NetNewsWire's image viewer); on its side 0 + 47 at the top and 21 + 34 at the bottom of an
# 844 x 390 iPhone 12 (xDrip's scenes). IB device id -> (short side, long side, top, bottom
# inset upright).
XCODE26_TOOLS = 24000
XCODE26_INSETS = {"retina6_12": (393, 852, 59, 34), "retina6_3": (402, 874, 62, 34),
                  "retina6_1": (414, 896, 48, 34), "retina6_0": (390, 844, 47, 34)}


# The iOS whose UIKit a file's canvas draws with: the SDK of the Xcode that saved it, by tools
# version (Xcode 5 is 5xxx, Xcode 7 7xxx to 10xxx, Xcode 26 24xxx). scenectl's `--ios` takes 9
# and later; its control metrics change at 26 (docs/Layout.md §4).
CANVAS_IOS = [(6000, 7), (7000, 8), (11000, 9), (13000, 10), (14000, 11), (15000, 12),
              (17000, 13), (18000, 14), (21000, 15), (22000, 16), (23000, 17), (24000, 18)]


def tools_version(document):
    """The build of the Xcode that saved a document, as the import reads it: the leading
    number of its toolsVersion (14490 for `14490.55`, 14313 for `14313.3.2`), or its Cocoa
    Touch plug-in's version where that is lower (a development build's `32700.99.1234` saved
    with plug-in 22684, Xcode 15's); 0 when it has none."""
    def lead(text):
        found = re.match(r"\s*(\d+)", text or "")
        return int(found.group(1)) if found else None
    tools = lead(document.get("toolsVersion"))
    if tools is None:
        return 0
    plug_in = document.find("dependencies/plugIn")
    version = lead(plug_in.get("version")) if plug_in is not None else None
    return min(tools, version) if version is not None else tools


def canvas_ios(path):
    """The major iOS version a file's canvas draws (`CANVAS_IOS`), at least 9."""
    tools = tools_version(ET.parse(path).getroot())
    ios = next((version for below, version in CANVAS_IOS if tools < below), 26)
    return max(9, ios)


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


# Why a view is off, by who draws it differently (docs/Storyboards.md, "Layout against
# Interface Builder"): Xcode's canvas, the iOS version the canvas draws, or scenectl.
CAUSES = {
    "stale-frame": ("canvas", "the stored frame disagrees with Xcode's own constraints (a "
                    "frame Xcode did not update)"),
    "ambiguous-in-xcode": ("canvas", "the frame is ambiguous in Xcode too, but not flagged"),
    "ios26-cells": ("iOS version", "iOS 26 cell metrics scenectl does not model: labels in 51.5-"
                    "point rows 15 points inside the content margins (taller rows keep 11), a "
                    "stack of two text lines 1 point shorter"),
    "multiplier-rounding": ("scenectl", "Auto Layout rounds sizes that multipliers give "
                            "(0.33 x 728) to the pixel grid, which moves what hangs on them; "
                            "scenectl rounds only the frames' final edges"),
    "partial-layout": ("scenectl", "constraints the import leaves out move the view"),
    "image-rounding": ("canvas", "the file lists an image's size in whole points (ProtonVPN's "
                       "logo, 241 x 41 in <resources>), the canvas drew the image's own, a "
                       "fraction smaller (all six image views of it stored 240 wide, and the "
                       "stacks and labels sized by them); the import takes the listed size"),
    "canvas-separator": ("canvas", "the canvas gives a cell's separator a whole point (the file "
                         "stores the content view a point shorter than its row, or has no "
                         "device: Xcode 7's 1x canvas) and rounds what is centred in the cell "
                         "to whole points; on a device it is one pixel, which 'layout' gives"),
    "xcode26-freeform": ("canvas", "Xcode 26 draws a scene of a freeform size on a notched "
                         "phone's landscape canvas with that canvas's insets (xDrip's 320 x 600 "
                         "pickers: 47 points at the top and on each side); 'layout --device' "
                         "gives a screen that size the insets of the phone it would be, and "
                         "no sides"),
    "simulated-toolbar": ("canvas", "the scene simulates a toolbar (simulatedToolbarMetrics) "
                          "but has no toolbar items, and its navigation controller keeps its "
                          "toolbar hidden (the default); the canvas draws the bar (49 points on "
                          "a notched phone, 44 on Xcode 6's) and lays views out above it, "
                          "'layout' gives none, as UIKit shows none until code unhides it"),
    "embedded-status-bar": ("canvas", "in a file without safe areas (or Xcode 9's with "
                            "them: Rocket.Chat's compose child), the canvas draws an "
                            "embedded child's top layout guide below the status bar, though "
                            "its container sits lower (XLPagerTabStrip's bar at y = 20 in a "
                            "container at y = 121); UIKit gives it no inset there, as 'layout' "
                            "does"),
    "placeholder-constraint": ("canvas", "the canvas keeps a constraint marked 'remove at "
                               "build time' (placeholder=\"YES\"), the only one on that edge "
                               "(edX's responses table, Orbot's bridges scroll view); the build "
                               "removes it for the app's code to replace, and 'layout' leaves "
                               "it out as the build does"),
    "hidden-not-collapsed": ("canvas", "the canvas kept the room of a hidden arranged view in "
                             "its stack (RxSwift's stopped activity indicator, stored 20 high with "
                             "the views after it 20 points lower); UIKit collapses a hidden "
                             "arranged view (UISV-hiding), as 'layout' does"),
    "grid-rounding": ("scenectl", "Auto Layout puts frames on the pixel grid: equal widths that "
                      "split a length into fractions of a pixel (DogYears' five 65.4-point keys) "
                      "are stored 65, 65.5 and 66 wide and the views after them move; scenectl "
                      "rounds each edge on its own, which leaves two keys a point left of "
                      "Xcode's"),
    "disclosure-width": ("canvas", "Xcode 9.3 to 10 stored a 375-point cell's content view 341 "
                         "wide beside a disclosure indicator (34 points), earlier Xcodes and one "
                         "Xcode 10 file 342 (33); no iOS version separates them, and "
                         "'layout' gives 33"),
    "baseline-system-spacing": ("scenectl", "a vertical stack that spaces its views from "
                                "baseline to baseline by the system spacing (spacingType="
                                "\"standard\", baselineRelativeArrangement): UIKit derives that "
                                "spacing from the two fonts (e-Rouška's help cell: a footnote line "
                                "under a body line), where 'layout' takes a stack's standard 8"),
    "symbol-alignment": ("scenectl", "a symbol image's alignment rectangle, which constraints "
                         "place, reaches past its frame (Orbot's exclamationmark.triangle.fill at "
                         "small scale: 2.5 points above, 3 below; held 24 high, stored 18.5); "
                         "scenectl does not know a symbol's alignment insets"),
    "scroll-offset": ("canvas", "a view inside a scroll view that constraints hold to the safe "
                      "area outside it is stored in the scroll view's content coordinates, "
                      "which the content inset under the bars shifts (PirateHandbook's map pin "
                      "at y = 623, 88 points above its place on the screen); 'layout' gives "
                      "the place on the screen"),
    "xcode26-landscape-sheet": ("canvas", "Xcode 26 draws a scene presented as a sheet on a "
                                "phone's landscape canvas with the upright phone's insets only "
                                "(xDrip's snooze scene: 47 points above, 34 below, none on the "
                                "sides); 'layout' gives the landscape screen its own insets, 47 "
                                "on each side and 21 + 34 below"),
    "over-constrained": ("canvas", "the canvas gives the views less room than their required "
                         "constraints need (xDrip's main column: 410 points of fixed heights "
                         "and spacing in the 197 its landscape canvas leaves), and the rows "
                         "Xcode broke (the first, second, fourth and seventh) follow no order of "
                         "adding them: 'layout' breaks the rows added last, view by view"),
    # Session 18, helper `frames` (issue 29): canvases that no device is.
    "any-size-canvas": ("canvas", "Xcode 7 and 8 draw the 600 x 600 any-size canvas (wAny hAny) "
                        "with no size class: the root's side margins 20 points, as in regular "
                        "width, and no `heightClass=regular` variation (GreenGrocer's views "
                        "pinned to the margins stored 20 in, a blur 50 points under the bars "
                        "whose regular-height constant is 150; Xcode 6's canvases of that size "
                        "store 16: StoreSearch's, ResearchKit's); 'layout --device 600x600' is "
                        "an iPad window, 600 points wide (compact: 16) and regular high"),
    "fixed-frame-arranged": ("canvas", "Xcode 7's betas wrote fixedFrame on a stack's arranged "
                             "views with no constraints of their own and kept such a view at its "
                             "stored size where nothing sizes it (StackReview's map: no intrinsic "
                             "height, no constraint, stored 193 high; the image view's compression "
                             "resistance, 250, against its 1024 x 683 image leaves it no height: "
                             "-321, floored at 0 as in UIKit's engine); UIKit "
                             "takes no size from the flag (GreenGrocer's Xcode 7.1 fixed-frame "
                             "table is stored at the height its stack gives it)"),
    "freeform-size-class": ("canvas", "Xcode draws a scene of a freeform size with its canvas "
                            "device's size classes (Energy's email settings, 600 x 771 on the "
                            "iPad canvas: a label's top constant is the base 20, not its compact "
                            "variation's 30), where 'layout --device 600x771' is a 600-point "
                            "iPad window, compact in width"),
    "freeform-canvas": ("canvas", "a scene of a freeform size whose root view is stored "
                        "below its bars is drawn on a canvas of that size, which is not the "
                        "one compared (WWDCScholars' blog post: 375 x 1000, compared on the "
                        "file's 667-point phone; its profile: 375 x 667 with no status bar, "
                        "compared on a 623-point screen with one)"),
    "fractional-canvas": ("canvas", "the scene's root is not a whole number of points "
                          "(SelectPainLevel's page, 375 x 433.5: the container view that embeds "
                          "its page view controller), which 'layout --device' cannot give, so "
                          "the scene is laid out on the file's device"),
}


def read_causes(path):
    """(storyboard stem, IB id) -> [cause] from Tools/frame-causes.tsv."""
    out = {}
    for line in open(path, encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        stem, ib, causes = line.rstrip("\n").split("\t")
        out[(stem, ib)] = causes.split("+")
    return out


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
