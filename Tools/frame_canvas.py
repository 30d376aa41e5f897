"""The screen Interface Builder drew each scene on, read from a storyboard, for
Tools/compare-frames.py: the root view's stored size with the safe-area insets the canvas of
that Xcode draws (`root_canvases`, `canvas_insets`), a scene's freeform size
(`freeform_sizes`) and the iOS the canvas draws (`canvas_ios`). Imported by
compare-frames.py."""
import re, xml.etree.ElementTree as ET

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
