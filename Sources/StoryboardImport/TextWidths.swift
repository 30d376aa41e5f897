import SceneModel
import StoryboardXML

/// Whether a label's or button's canvas width is its text's, as Xcode measured it, or its
/// constraints' (issue 29, item 2).
///
/// Xcode stores the frame it solved on the canvas. For a label held only at one edge, that
/// width is its text's; for one pinned across a cell (`leading` to the margin, `trailing` to a
/// switch), it is whatever the row leaves: 506 points for "Enabled" on a 600-point canvas.
/// Taken as the intrinsic width, that stretched width would make the label fight its
/// neighbours on any narrower screen. The text is measured in the system font
/// (`SystemFont`, calibrated on the corpus's labels); a canvas width more than a quarter and
/// 8 points wider than the text is the constraints'.
enum TextWidths {
  /// How much wider than its measured text a canvas width must be to be the constraints':
  /// the share of the text's width, and points on top of it. The calibration's errors are
  /// within a few points, so a text Xcode measured is never taken for a stretched one.
  static let stretchShare = 1.25
  static let stretchPoints = 8.0

  /// Whether `canvasWidth` is the constraints' width, not the text's: only for single-line
  /// labels and titled buttons without images in the system font, whose text can be
  /// measured here (in the font of `era`, the one Xcode drew the canvas with).
  static func isStretched(_ element: IBElement, canvasWidth: Double, era: SystemFont.Era) -> Bool {
    guard let measured = textWidth(element, era: era) else { return false }
    return canvasWidth > measured * stretchShare + stretchPoints
  }

  /// The measured width of the element's text in its system font, or nil when it cannot be
  /// measured here (a custom font, an image, several lines, no text).
  static func textWidth(_ element: IBElement, era: SystemFont.Era) -> Double? {
    guard let (size, weight) = systemFont(element) else { return nil }
    switch element.name {
    case "label":
      guard element.number("numberOfLines") ?? 1 == 1,
        let text = ViewProperties.text(of: element), !text.isEmpty, !text.contains("\n")
      else { return nil }
      return SystemFont.width(of: text, size: size, weight: weight, era: era)
    case "button":
      let images = element.children(named: "state").contains {
        $0["image"] != nil || $0["backgroundImage"] != nil || $0.first("image") != nil
      }
      guard !images, element.child(key: "configuration") == nil,
        let (title, _) = ViewProperties.buttonTitle(element), !title.isEmpty
      else { return nil }
      let insets = element.child(key: "contentEdgeInsets")
      let padding = (insets?.number("minX") ?? 0) + (insets?.number("maxX") ?? 0)
      return SystemFont.width(of: title, size: size, weight: weight, era: era) + padding
    default:
      return nil
    }
  }

  /// The size and weight of the element's system font: its `fontDescription`'s point size or
  /// text style, else UIKit's default (17 for a label, 15 for a button's title); nil for a
  /// custom font.
  static func systemFont(_ element: IBElement) -> (Double, String)? {
    guard let font = element.child(key: "fontDescription") else {
      return (element.name == "label" ? 17 : 15, "regular")
    }
    guard font["name"] == nil, font["family"] == nil else { return nil }
    var weight = font["weight"].flatMap { ViewProperties.weights.contains($0) ? $0 : nil }
    if font["type"] == "boldSystem" { weight = "bold" }
    if let style = font["style"], let size = ViewProperties.textStyleSizes[style] {
      return (size, style == "UICTFontTextStyleHeadline" ? "semibold" : weight ?? "regular")
    }
    guard let size = font.number("pointSize"), size > 0, size < 1_000 else { return nil }
    return (size, weight ?? "regular")
  }
}
