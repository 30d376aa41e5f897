import SceneModel
import SceneSyntax

/// Baselines (`firstBaseline`, `lastBaseline`; docs/Layout.md §1): where the first or last
/// line of a view's text sits, as an offset from a plain attribute of a view.
extension Lowering {
  /// The types whose text has a baseline: a label's text, a text field's, a button's title.
  static let baselineTypes: Set<ViewType> = [.label, .textField, .button]

  /// The item and attribute a baseline is measured from, and its distance below it.
  ///
  /// A label, text field or button centres its text vertically, so a one-line text's baseline
  /// is `top + (height - lineHeight) / 2 + ascender`: `centerY + ascender - lineHeight / 2`,
  /// with the font metrics of intrinsic sizes (`IntrinsicSize.lineHeight`, `ascender`). A
  /// label's text of `n` lines is `n × lineHeight` high, centred: its first baseline is
  /// `centerY - n × lineHeight / 2 + ascender`, its last one `lineHeight × (n - 1)` lower. A
  /// stack view's baselines are those of its arranged subviews (UIStackView's
  /// `forFirstBaselineLayout` and `forLastBaselineLayout`): a vertical stack's first baseline
  /// is its first shown view's, its last baseline its last shown view's; a horizontal
  /// stack's are its first shown view's. Any other view, the root view and the guides have
  /// their bottom as both baselines (the view itself).
  func baseline(_ item: Item, last: Bool) -> (item: Item, attribute: LayoutAttribute, offset: Double) {
    guard case .view(var v) = item else { return (item, .bottom, 0) }
    // Down through nested stacks, one level a step (views come parent first, so each step
    // goes to a later index and the walk ends).
    while tree.views[v].type.value == .stackView, let child = baselineChild(ofStack: v, last: last) {
      v = child
    }
    guard Self.baselineTypes.contains(tree.views[v].type.value) else { return (.view(v), .bottom, 0) }
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
    return (.view(v), .centerY, last ? firstOffset + (lines - 1) * line : firstOffset)
  }

  /// The arranged subview whose baseline is the stack `s`'s (see `baseline`): the first
  /// shown one, or for a vertical stack's last baseline the last shown one; nil when it has
  /// none.
  private func baselineChild(ofStack s: Int, last: Bool) -> Int? {
    let vertical = tree.views[s].string("axis") == "vertical"
    var found: Int?
    for i in tree.views.indices.dropFirst(s + 1) where tree.parent[i] == s && tree.isArranged[i] {
      if case .bool(true)? = tree.values[i].property("hidden") { continue }
      found = i
      if !(vertical && last) { break }
    }
    return found
  }
}
