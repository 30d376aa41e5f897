import SceneModel

extension IntrinsicSize {
  /// The run-time property that gives a multi-line label the width its text wraps at, as
  /// UIKit's `preferredMaxLayoutWidth` does: set by a second layout pass
  /// (`SceneLayoutEngine.variantLayouts`) to the width the first pass gave the label.
  public static let wrapWidthProperty = "preferredMaxLayoutWidth"

  /// A multi-line label's size with its text wrapped at its wrap width
  /// (`wrapWidthProperty`): the widest line and as many lines as the text takes, up to the
  /// label's line limit; nil when the label is a single line or has no wrap width.
  static func wrapped(_ view: ViewValues, metric: TextWrapping.Metric, line: Double)
    -> IntrinsicSize?
  {
    let limit = lineLimit(view)
    guard view.view.type.value == .label, limit != 1,
      case .number(let width)? = view.property(wrapWidthProperty)
    else { return nil }
    let text = view.string("text") ?? ""
    guard !text.isEmpty else { return IntrinsicSize(width: 0, height: 0) }
    let (count, widest) = TextWrapping.lines(text, width: width, metric: metric)
    let shown = limit == 0 ? count : min(limit, count)
    return IntrinsicSize(width: widest, height: Double(shown) * line)
  }
}
