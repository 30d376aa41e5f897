import SceneModel
import StoryboardXML

/// The intrinsic content sizes of views the format has no type for, so that they still take
/// their place in a layout: the size Interface Builder was told the view's class gives
/// (`placeholderIntrinsicWidth`/`Height`), else UIKit's size for the type.
enum IntrinsicSizes {
  /// UIKit view types without an intrinsic size that the format has no type for: a plain
  /// view stands for them exactly.
  static let none: Set<String> = [
    "glkView", "arscnView", "sceneKitView", "mtkView",
    "containerView",
  ]

  /// UIKit's intrinsic sizes (iOS 13 and later) of types the format has no type for, width
  /// then height; nil for none on an axis.
  static let byType: [String: [Double?]] = [
    "tabBar": [nil, 49],
  ]

  /// A standalone navigation bar showing large titles (`largeTitles="YES"`): the bar and its
  /// large-title row below it, UIKit's 44 + 52 (BarMetrics' `navigationBar` and `largeTitle`;
  /// Hackers' bar, stored 96 high); the format's type gives a bar 44.
  static let largeTitleBar: [Double?] = [nil, 44 + 52]

  /// Views whose text Apple measured, and controls whose size changes with the iOS version
  /// the canvas draws (a switch is 51 x 31 on iOS 7 to 18, 63 x 28 on iOS 26): their
  /// design-time size (the frame Xcode solved on the canvas) is their intrinsic size, in place
  /// of scenectl's font metric and today's control sizes.
  static let measured = elements(.both)
  /// Controls with an intrinsic height only, which the canvas measured (a search bar is 44
  /// high before iOS 13, 56 after; a toolbar 44, or 49 on a phone with a home indicator); a
  /// text view that does not scroll is measured so too (`isFixedTextView`).
  static let measuredHeight = elements(.height)

  /// The IB element names of the types whose canvas measures these sides
  /// (`ViewTraits.canvasMeasures`).
  private static func elements(_ sides: ViewTraits.CanvasMeasure) -> Set<String> {
    Set(ViewType.allCases.filter { $0.traits.canvasMeasures == sides }.flatMap(\.traits.ibElements))
  }

  /// `[width, height]` for the element, or nil when the format's type gives the size (or
  /// there is none); text is measured in the system font of `era`, the one Xcode drew with.
  static func of(_ element: IBElement, era: SystemFont.Era) -> [Double?]? {
    let width = element["placeholderIntrinsicWidth"]
    let height = element["placeholderIntrinsicHeight"]
    if width != nil || height != nil {
      return [width.flatMap(side), height.flatMap(side)]
    }
    let stands = placeholderSizes(element)
    if stands != [nil, nil] {
      let found = measuredOrTyped(element, era: era) ?? [nil, nil]
      return [stands[0] ?? found[0], stands[1] ?? found[1]]
    }
    return measuredOrTyped(element, era: era)
  }

  /// The width and height of the view's own placeholder size constraints
  /// (`<constraint placeholder="YES" firstAttribute="width" constant=...>` with no second
  /// item): Interface Builder removes them at build time because the app's code sets that
  /// size at run time, so the size they give stands in for the code's, as an intrinsic size.
  static func placeholderSizes(_ element: IBElement) -> [Double?] {
    var sizes: [Double?] = [nil, nil]
    for list in element.children(named: "constraints") {
      for constraint in list.children(named: "constraint")
      where constraint.flag("placeholder") && constraint["secondItem"] == nil
        && (constraint["firstItem"] == nil || constraint["firstItem"] == element["id"])
      {
        guard let constant = constraint["constant"].flatMap(side) else { continue }
        switch constraint["firstAttribute"] {
        case "width": sizes[0] = constant
        case "height": sizes[1] = constant
        default: break
        }
      }
    }
    return sizes
  }

  /// Whether the import writes the element's size as the canvas's measurement
  /// (`intrinsicSize: {canvas: [w, h]}`): views whose size is their text's, which the runtime
  /// measures again once a step changes the text.
  static func isCanvasMeasured(_ element: IBElement) -> Bool {
    canvasMeasured.contains(element.name) && element["placeholderIntrinsicWidth"] == nil
      && element["placeholderIntrinsicHeight"] == nil
      && placeholderSizes(element) == [nil, nil]
  }

  /// The views whose canvas size is their text's (`isCanvasMeasured`).
  static let canvasMeasured: Set<String> = ["label", "button", "textField"]

  /// The canvas's measured size of the element, else its type's. A single-line label's or a
  /// button's canvas width far wider than its text (`TextWidths.isStretched`) is its
  /// constraints', not its text's: that side is nil, for the layout to measure the text. A
  /// single-line label or titled button in the system font (`TextWidths.textWidth`) that Xcode
  /// flagged misplaced or ambiguous has a stale frame, so both sides are nil: the layout
  /// measures its text in the system font of the canvas's iOS, as it measures a stretched side
  /// (Twilio's misplaced "Room:", 49 points in SF, where the scene format's plain metric gives
  /// 43 and moved the field beside it 6 points).
  private static func measuredOrTyped(_ element: IBElement, era: SystemFont.Era) -> [Double?]? {
    if measured.contains(element.name), element["misplaced"] != "YES",
      element["ambiguous"] != "YES", let frame = element.child(key: "frame"),
      let w = frame.number("width").flatMap(side),
      let h = frame.number("height").flatMap(side)
    {
      return [TextWidths.isStretched(element, canvasWidth: w, era: era) ? nil : w, h]
    }
    if measuredHeight.contains(element.name) || isFixedTextView(element),
      element["misplaced"] != "YES",
      element["ambiguous"] != "YES",
      let h = element.child(key: "frame")?.number("height").flatMap(side)
    {
      return [nil, h]
    }
    if element.name == "navigationBar", element.flag("largeTitles") { return largeTitleBar }
    if element["misplaced"] == "YES" || element["ambiguous"] == "YES",
      TextWidths.textWidth(element, era: era) != nil
    {
      return [nil, nil]
    }
    return byType[element.name]
  }

  /// The canvas size of an image view that shows a system symbol (`<imageReference
  /// catalog="system">`, or `image=` with `catalog="system"`) and that Xcode laid out itself (not
  /// misplaced or ambiguous). UIImageView's intrinsic size is its image's, and a symbol's size
  /// comes from its configuration (point size or text style, scale), which Xcode measured on the
  /// canvas; the `<resources>` size of a symbol is its glyph's at 128 points, not the one shown.
  static func symbolImageSize(_ element: IBElement) -> [Double?]? {
    guard element.name == "imageView", element["misplaced"] != "YES",
      element["ambiguous"] != "YES"
    else { return nil }
    let reference = element.child(key: "image")
    let referencesSymbol = reference?.name == "imageReference" && reference?["catalog"] == "system"
    let isSymbol = element["catalog"] == "system" || referencesSymbol
    guard isSymbol, let frame = element.child(key: "frame"),
      let w = frame.number("width").flatMap(side),
      let h = frame.number("height").flatMap(side)
    else { return nil }
    return [w, h]
  }

  /// A text view that does not scroll (`scrollEnabled="NO"`): like a label, it is as high as
  /// its text at its width (UITextView's `intrinsicContentSize` with scrolling off), which
  /// the canvas measured; its width comes from its constraints.
  static func isFixedTextView(_ element: IBElement) -> Bool {
    element.name == "textView" && element["scrollEnabled"] == "NO"
  }

  /// A placeholder side: points, or nil for `infinite` (no intrinsic size on that axis).
  private static func side(_ text: String) -> Double? {
    Double(text).flatMap(side)
  }

  /// A side in points, or nil when it is not one (the frame's numbers are taken as they are:
  /// written out and read back, as they were, they gave the same number at the cost of a text).
  private static func side(_ value: Double) -> Double? {
    value.isFinite && value >= 0 && value <= 100_000 ? value : nil
  }
}
