import SceneModel
import SceneSyntax

/// The intrinsic content size of a view, from a fixed font metric (docs/Layout.md §4).
///
/// There are no fonts on the machine that runs `scenectl`, so text is measured with one rule:
/// every character (Unicode scalar) advances `0.5 × size` points, and a line is
/// `ceil(1.2 × size)` points high. With the system font at 17 pt a character is 8.5 pt wide
/// and a line 21 pt high. A button's title advances `0.6 × size` (`buttonAdvance`: 10.2 pt at
/// 17 pt, near the system font's 10), so that it fits its box as a real title does.
///
///     let size = IntrinsicSize.of(label)   // text "Name", font 17
///     print(size.width ?? -1, size.height ?? -1)
///     // Prints "34.0 21.0"
public struct IntrinsicSize: Sendable, Hashable {
  /// The width, or nil when the view has none on this axis (`UIView.noIntrinsicMetric`).
  public var width: Double?
  /// The height, or nil when the view has none on this axis.
  public var height: Double?

  /// A size with the given axes.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// No intrinsic size on either axis.
  public static let none = IntrinsicSize(width: nil, height: nil)

  /// The font size used when a view does not give one.
  public static let defaultFontSize = 17.0
  /// The font size of segment titles.
  public static let segmentFontSize = 13.0
  /// The height of buttons and text fields at 17 pt: a 21 pt line plus 13 pt of insets.
  public static let controlHeight = 34.0
  /// The size of info and contact-add buttons.
  public static let smallButtonSide = 22.0
  /// A segmented control's height.
  public static let segmentedControlHeight = 32.0
  /// The smallest width of a button.
  public static let minimumButtonWidth = 30.0

  /// The content hugging priority a view has unless it gives one: 250, as Auto Layout's
  /// default, except a switch (750 on both axes, as Interface Builder gives it): a UISwitch
  /// always keeps its size.
  public static func defaultHugging(_ type: ViewType) -> Double {
    type == .switch ? 750 : 250
  }

  /// The compression resistance priority a view has unless it gives one.
  public static let defaultCompressionResistance = 750.0

  /// How far a character advances, in ems: labels, text fields and segment titles.
  public static let textAdvance = 0.5
  /// How far a character of a button's title advances, in ems: 10.2 pt at 17 pt, near the
  /// system font's 10 (the 0.5 of other text left titles spilling out of their box).
  public static let buttonAdvance = 0.6

  /// The width of one line of text at a font size: `advance × size` per character (0.5 unless
  /// told), rounded up.
  public static func textWidth(
    _ text: String, fontSize: Double, advance: Double = textAdvance
  ) -> Double {
    (Double(text.unicodeScalars.count) * advance * fontSize).rounded(.up)
  }

  /// The height of one line at a font size: `ceil(1.2 × size)`.
  public static func lineHeight(fontSize: Double) -> Double {
    (1.2 * fontSize).rounded(.up)
  }

  /// The ascender of the text font, in points above the baseline: `1950 / 2048 × size`, the
  /// ascender of SF Pro (the system font) in its font units (2048 an em). With the line height
  /// `ceil(1.2 × size)` it puts a line's baseline where the system font's is, within a point.
  public static func ascender(fontSize: Double) -> Double {
    fontSize * 1950 / 2048
  }

  /// The intrinsic content size of a view, as written in the scene file, or with the values
  /// its properties have at run time.
  public static func of(
    _ view: ViewSpec, values: [PropertyValue] = [], ios: Int = Storyboard.currentIOS
  ) -> IntrinsicSize {
    let overrides = values.filter { $0.view == view.id.value }.map { ($0.property, $0.value) }
    return of(ViewValues(view: view, overrides: overrides), ios: ios)
  }

  /// The size of the view's frame, as Interface Builder shows it (`intrinsicSize:` gives
  /// one): a switch and a slider measure as on `ios` (`ControlMetrics`). Its alignment
  /// rectangle, which constraints place, is smaller by `ControlMetrics.alignmentInsets`.
  static func of(_ view: ViewValues, ios: Int) -> IntrinsicSize {
    if let given = view.view.intrinsicSize?.value {
      // A single-line label is one line high, whatever its constraints stretched it to.
      let size =
        given.fromCanvas
        ? canvas(given, view, ios: ios) : IntrinsicSize(width: given.width, height: given.height)
      return IntrinsicSize(width: size.width, height: oneLineHeight(view, given: size.height))
    }
    return measured(view, ios: ios)
  }

  /// The size of a view the canvas measured (`intrinsicSize: {canvas: [w, h]}`): the canvas's
  /// sides while the view's content is the file's, a side the canvas did not measure (null)
  /// measured with `SystemFont`, and both measured once a run-time value changes what the
  /// view measures (a step sets a label's text).
  static func canvas(_ given: GivenIntrinsicSize, _ view: ViewValues, ios: Int) -> IntrinsicSize {
    let changed = view.overrides.contains { view.view.property($0.property) != $0.value }
    if !changed, let width = given.width, let height = given.height {
      return IntrinsicSize(width: width, height: height)
    }
    let content = measuredText(view, ios: ios) ?? measured(view, ios: ios)
    if changed { return content }
    return IntrinsicSize(
      width: given.width ?? content.width, height: given.height ?? content.height)
  }

  /// A label's, button's or text field's size with its text measured in the system font
  /// of iOS `ios` (`SystemFont`), which the canvas's measurements are calibrated against;
  /// nil for other types.
  static func measuredText(_ view: ViewValues, ios: Int) -> IntrinsicSize? {
    let fontSize = Self.fontSize(of: view)
    let weight = fontWeight(of: view)
    let era = SystemFont.Era(ios: ios)
    let line = SystemFont.lineHeight(size: fontSize)
    switch view.view.type.value.intrinsicSizing {
    case .labelText:
      let text = view.string("text") ?? ""
      guard !text.isEmpty else { return IntrinsicSize(width: 0, height: 0) }
      let metric = TextWrapping.Metric.system(fontSize: fontSize, weight: weight, era: era)
      if let wrapped = wrapped(view, metric: metric, line: line) { return wrapped }
      let lines = lineLimit(view)
      let count = text.split(separator: "\n", omittingEmptySubsequences: false).count
      let shown = lines == 0 ? count : min(lines, count)
      return IntrinsicSize(
        width: SystemFont.width(of: text, size: fontSize, weight: weight, era: era),
        height: Double(shown) * line)
    case .buttonTitle:
      let title = view.string("title") ?? ""
      return IntrinsicSize(
        width: max(
          minimumButtonWidth, SystemFont.width(of: title, size: fontSize, weight: weight, era: era)),
        height: line + 12)
    case .fieldText:
      let text = view.string("text") ?? ""
      let shown = text.isEmpty ? view.string("placeholder") ?? "" : text
      return IntrinsicSize(
        width: SystemFont.width(of: shown, size: fontSize, weight: weight, era: era) + 14,
        height: line + 13)
    case .none, .switchControl, .sliderTrack, .segments, .spinner, .pageDots, .fixed:
      return nil
    }
  }

  /// A view's size by its type and content, with the fixed font metric.
  static func measured(_ view: ViewValues, ios: Int) -> IntrinsicSize {
    let fontSize = Self.fontSize(of: view)
    switch view.view.type.value.intrinsicSizing {
    case .labelText:
      let line = lineHeight(fontSize: fontSize)
      if let wrapped = wrapped(view, metric: .fixed(fontSize: fontSize), line: line) {
        return wrapped
      }
      return label(view.string("text") ?? "", fontSize: fontSize, lines: lineLimit(view))
    case .buttonTitle:
      switch view.string("style") ?? "system" {
      case "infoDark", "infoLight", "contactAdd", "detailDisclosure":
        return IntrinsicSize(width: smallButtonSide, height: smallButtonSide)
      default:
        let width = max(
          minimumButtonWidth,
          textWidth(view.string("title") ?? "", fontSize: fontSize, advance: buttonAdvance))
        return IntrinsicSize(width: width, height: lineHeight(fontSize: fontSize) + 13)
      }
    case .fieldText:
      let text = view.string("text") ?? ""
      let shown = text.isEmpty ? view.string("placeholder") ?? "" : text
      return IntrinsicSize(
        width: textWidth(shown, fontSize: fontSize) + 14,
        height: lineHeight(fontSize: fontSize) + 13)
    case .switchControl:
      let size = ControlMetrics.switchSize(ios: ios)
      return IntrinsicSize(width: size.width, height: size.height)
    case .sliderTrack:
      return IntrinsicSize(width: nil, height: ControlMetrics.sliderHeight(ios: ios))
    case .segments:
      return segmented(view)
    case .spinner:
      let side: Double = view.string("style") == "large" ? 37 : 20
      return IntrinsicSize(width: side, height: side)
    case .pageDots:
      // A dot and its spacing take 16 points, less the last spacing; 26 points high.
      var pages = 0.0
      if case .number(let n)? = view.property("pages"), n > 0 { pages = min(n, 1000) }
      return IntrinsicSize(width: max(0, 16 * pages.rounded(.down) - 9), height: 26)
    case .fixed(let width, let height):
      // A compact date picker is as wide as its date, which is not measured: it keeps the
      // wheels' width, which constraints that size it override.
      if view.view.type.value == .datePicker,
        ControlMetrics.isCompactDatePicker(
          style: view.string("style"), mode: view.string("mode"), ios: ios)
      {
        return IntrinsicSize(width: width, height: ControlMetrics.compactDatePickerHeight)
      }
      return IntrinsicSize(width: width, height: height)
    case .none:
      return .none
    }
  }

  /// A label: the longest line's width; as many lines as the text has, up to `lines`
  /// (0 = unlimited). Empty text has a zero size, as UILabel's.
  ///
  /// Lines are counted in one pass over the scalars, without splitting the text: a line
  /// break is a `\n` that does not follow `\r` (a `\r\n` pair is one character, which does
  /// not break the line and counts as two scalars, as `textWidth` counts it).
  static func label(_ text: String, fontSize: Double, lines limit: Int) -> IntrinsicSize {
    guard !text.isEmpty else { return IntrinsicSize(width: 0, height: 0) }
    var widest = 0
    var current = 0
    var lines = 1
    var afterCR = false
    for scalar in text.unicodeScalars {
      if scalar == "\n" && !afterCR {
        if limit > 0 && lines == limit { break }
        widest = max(widest, current)
        current = 0
        lines += 1
      } else {
        current += 1
      }
      afterCR = scalar == "\r"
    }
    widest = max(widest, current)
    let width = (Double(widest) * textAdvance * fontSize).rounded(.up)
    return IntrinsicSize(width: width, height: Double(lines) * lineHeight(fontSize: fontSize))
  }

  /// Segments are equally wide: the widest title at 13 pt plus 20 pt of padding, each.
  static func segmented(_ view: ViewValues) -> IntrinsicSize {
    var titles: [String] = []
    if case .list(let items)? = view.property("segments") {
      for case .string(let title) in items { titles.append(title) }
    }
    let widest = titles.map { textWidth($0, fontSize: segmentFontSize) }.max() ?? 0
    return IntrinsicSize(
      width: Double(titles.count) * (widest + 20), height: segmentedControlHeight)
  }

  /// A single-line label's height: UILabel's intrinsic height is one line of its font, so a
  /// given height of 1.5 lines or more (the canvas frame of a label its constraints stretch)
  /// is one line. Only for a label whose font the file gives (an attributed text's fonts are
  /// not known); any other view keeps the given height.
  static func oneLineHeight(_ view: ViewValues, given: Double?) -> Double? {
    guard view.view.type.value == .label, lineLimit(view) == 1, let given,
      case .record? = view.property("font")
    else { return given }
    let line = lineHeight(fontSize: fontSize(of: view))
    return given >= 1.5 * line ? line : given
  }

  static func fontSize(of view: ViewValues) -> Double {
    if case .record(let fields)? = view.property("font") {
      for field in fields where field.name == "size" {
        if case .number(let size) = field.value, size > 0 { return size }
      }
    }
    return defaultFontSize
  }

  static func fontWeight(of view: ViewValues) -> String {
    if case .record(let fields)? = view.property("font") {
      for field in fields where field.name == "weight" {
        if case .string(let weight) = field.value { return weight }
      }
    }
    return "regular"
  }

  static func lineLimit(_ view: ViewValues) -> Int {
    if case .number(let n)? = view.property("lines"), n >= 0, n < 10_000 { return Int(n) }
    return 1
  }
}
