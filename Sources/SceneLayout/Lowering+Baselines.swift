import SceneModel
import SceneSyntax

/// Baselines (`firstBaseline`, `lastBaseline`; docs/Layout.md §1): where the first or last
/// line of a view's text sits, as an offset from a plain attribute of the view.
extension Lowering {
  /// The types whose text has a baseline: a label's text, a text field's, a button's title.
  static let baselineTypes: Set<ViewType> = [.label, .textField, .button]

  /// The attribute a baseline is measured from, and its distance below it.
  ///
  /// A label, text field or button centres its text vertically, so a one-line text's baseline
  /// is `top + (height - lineHeight) / 2 + ascender`: `centerY + ascender - lineHeight / 2`,
  /// with the font metrics of intrinsic sizes (`IntrinsicSize.lineHeight`, `ascender`). A
  /// label's text of `n` lines is `n × lineHeight` high, centred: its first baseline is
  /// `centerY - n × lineHeight / 2 + ascender`, its last one `lineHeight × (n - 1)` lower. Any
  /// other view, the root view and the guides have their bottom as both baselines (UIKit's
  /// `forFirstBaselineLayout` and `forLastBaselineLayout` are the view itself).
  func baseline(_ item: Item, last: Bool) -> (attribute: LayoutAttribute, offset: Double) {
    guard case .view(let v) = item, Self.baselineTypes.contains(tree.views[v].type.value)
    else { return (.bottom, 0) }
    let values = tree.values[v]
    let fontSize = IntrinsicSize.fontSize(of: values)
    let line = IntrinsicSize.lineHeight(fontSize: fontSize)
    let ascender = IntrinsicSize.ascender(fontSize: fontSize)
    var lines = 1.0
    if tree.views[v].type.value == .label, tree.views[v].intrinsicSize == nil,
      let height = tree.intrinsic[v].height, height > line
    {
      lines = (height / line).rounded()
    }
    let firstOffset = ascender - lines * line / 2
    return (.centerY, last ? firstOffset + (lines - 1) * line : firstOffset)
  }
}
