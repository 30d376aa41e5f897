"""Why a view Tools/compare-frames.py finds off is off: the general causes (`CAUSES`) and
the reviewed list that names one for each view (Tools/frame-causes.tsv, `read_causes`).
Imported by compare-frames.py."""

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
