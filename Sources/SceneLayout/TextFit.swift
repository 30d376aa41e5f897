import Diagnostics
import SceneModel
import SceneSyntax

/// Text that does not fit the frame the layout gave its view (docs/Audit.md, "Clipped and
/// truncated text"): a one-line label narrower than its text, a label shorter than its
/// lines, a multi-line label whose text takes more lines than its limit, a button narrower
/// than its title, a text field narrower than its placeholder.
///
/// The text is measured as the layout measures it (`IntrinsicSize`: the fixed metric, or the
/// system font's for a size the canvas measured), with the run-time values of a variant
/// (`LayoutVariant.values(for:over:)`), so a label whose frame is its text's fits exactly.
///
///     let fits = TextFit.check([label], frames: [frame], values: [], ios: 17)
///     // a label "Hello" at 16 pt in a 39.5 pt wide frame: .clippedWidth, needs 40, has 39.5
public struct TextFit: Sendable, Hashable {
  /// What does not fit.
  public enum Problem: String, Sendable, Hashable {
    /// A one-line label narrower than its text.
    case clippedWidth
    /// A label shorter than its lines (one, or those its text wraps to).
    case clippedHeight
    /// A multi-line label whose text wraps to more lines than its `lines:` limit.
    case truncatedLines
    /// A button narrower than its title.
    case buttonTitle
    /// An empty text field narrower than its placeholder.
    case placeholder
  }

  /// The view's id.
  public var view: String
  /// What does not fit.
  public var problem: Problem
  /// The width or height the text needs, in points.
  public var needed: Double
  /// The width or height it has.
  public var available: Double

  /// How far, in points, a frame may be short of its text before it is reported: only the
  /// solver's rounding (a frame half a point short is reported).
  public static let tolerance = 0.01

  /// How much of a line's height a label may be short of its lines before it is reported:
  /// a quarter. The line heights of the fixed metric (`ceil(1.2 × size)`, 21 points at 17)
  /// run a little over the system font's (20.3), and a label a point lower than its line
  /// shows its text whole, so height is not held to the text's metric to the point.
  public static let lineShare = 0.25

  /// Whether the text of each view fits the frame it was given, with run-time values (a
  /// variant's) laid over the file's: one result per view, in the order given, nil where the
  /// text fits or the view has no text to measure (a type without text, empty text, a size
  /// the file gives).
  ///
  /// - Complexity: O(views + values), and the text of each view measured at most three times.
  public static func check(
    _ views: [ViewSpec], frames: [Rect], values: [PropertyValue], ios: Int
  ) -> [TextFit?] {
    var overrides: [String: [(property: String, value: Value)]] = [:]
    for value in values { overrides[value.view, default: []].append((value.property, value.value)) }
    return zip(views, frames).map { view, frame in
      let current = ViewValues(view: view, overrides: overrides[view.id.value] ?? [])
      return check(current, frame: frame, ios: ios)
    }
  }

  /// Whether one view's text fits its frame.
  static func check(_ current: ViewValues, frame: Rect, ios: Int) -> TextFit? {
    let view = current.view
    if let given = view.intrinsicSize?.value, !given.fromCanvas { return nil }
    let id = view.id.value
    func short(_ problem: Problem, _ needed: Double?, _ available: Double) -> TextFit? {
      guard let needed, available < needed - tolerance else { return nil }
      return TextFit(view: id, problem: problem, needed: needed, available: available)
    }
    switch view.type.value.intrinsicSizing {
    case .labelText:
      guard let text = current.string("text"), !text.isEmpty else { return nil }
      return label(current, frame: frame, ios: ios)
    case .buttonTitle:
      guard let title = current.string("title"), !title.isEmpty,
        ["system", "custom"].contains(current.string("style") ?? "system")
      else { return nil }
      return short(.buttonTitle, titleWidth(current, title: title, ios: ios), frame.width)
    case .fieldText:
      guard (current.string("text") ?? "").isEmpty,
        let placeholder = current.string("placeholder"), !placeholder.isEmpty
      else { return nil }
      return short(.placeholder, measured(current, ios: ios).width, frame.width)
    case .none, .switchControl, .sliderTrack, .segments, .spinner, .pageDots, .fixed:
      return nil
    }
  }

  /// A label: one line must be as wide as its text; several lines wrap at the frame's width,
  /// and must be no more than the limit; the frame must be as tall as the lines shown, less
  /// a quarter of a line (`lineShare`).
  static func label(_ current: ViewValues, frame: Rect, ios: Int) -> TextFit? {
    let id = current.view.id.value
    let unwrapped = IntrinsicSize.of(current, ios: ios)
    let limit = IntrinsicSize.lineLimit(current)
    guard let width = unwrapped.width, let height = measured(current, ios: ios).height
    else { return nil }
    let oneLine = (property: "lines", value: Value.number(1))
    let line = IntrinsicSize.of(
      ViewValues(view: current.view, overrides: current.overrides + [oneLine]), ios: ios
    ).height ?? height
    // Whether the frame is short of `needed` by more than a quarter of a line.
    func tooLow(_ needed: Double) -> Bool { frame.height < needed - line * lineShare }
    if limit == 1 || width <= frame.width + tolerance {
      // Autoshrink: the font may shrink by `minimumScaleFactor` before the text is cut.
      var shrunk = width
      if case .number(let scale)? = current.property("minimumScaleFactor"), scale > 0, scale < 1 {
        shrunk = width * scale
      }
      if limit == 1 && frame.width < shrunk - tolerance {
        return TextFit(view: id, problem: .clippedWidth, needed: shrunk, available: frame.width)
      }
      guard tooLow(height) else { return nil }
      return TextFit(view: id, problem: .clippedHeight, needed: height, available: frame.height)
    }
    let wrap = (property: IntrinsicSize.wrapWidthProperty, value: Value.number(frame.width))
    let shown = ViewValues(view: current.view, overrides: current.overrides + [wrap])
    let unlimited = (property: "lines", value: Value.number(0))
    let all = ViewValues(view: current.view, overrides: shown.overrides + [unlimited])
    guard let shownHeight = IntrinsicSize.of(shown, ios: ios).height,
      let allHeight = IntrinsicSize.of(all, ios: ios).height
    else { return nil }
    if allHeight > shownHeight + tolerance {
      return TextFit(view: id, problem: .truncatedLines, needed: allHeight, available: shownHeight)
    }
    guard tooLow(shownHeight) else { return nil }
    return TextFit(view: id, problem: .clippedHeight, needed: shownHeight, available: frame.height)
  }

  /// The size of a view's text as measured here: the system font's (`SystemFont`) for a size
  /// the canvas measured, whose frame may be the constraints' rather than the text's (a text
  /// field stretched across a row, a multi-line label stretched down a cell); the layout's
  /// intrinsic size for the others.
  static func measured(_ current: ViewValues, ios: Int) -> IntrinsicSize {
    guard current.view.intrinsicSize?.value.fromCanvas == true,
      let text = IntrinsicSize.measuredText(current, ios: ios)
    else { return IntrinsicSize.of(current, ios: ios) }
    return text
  }

  /// The width a button's title needs: its intrinsic width, or only the title's when the
  /// intrinsic width is the button's minimum (`IntrinsicSize.minimumButtonWidth`).
  static func titleWidth(_ current: ViewValues, title: String, ios: Int) -> Double? {
    guard let width = IntrinsicSize.of(current, ios: ios).width else { return nil }
    guard width <= IntrinsicSize.minimumButtonWidth else { return width }
    let size = IntrinsicSize.fontSize(of: current)
    return current.view.intrinsicSize?.value.fromCanvas == true
      ? SystemFont.width(
        of: title, size: size, weight: IntrinsicSize.fontWeight(of: current),
        era: SystemFont.Era(ios: ios))
      : IntrinsicSize.textWidth(title, fontSize: size, advance: IntrinsicSize.buttonAdvance)
  }
}
