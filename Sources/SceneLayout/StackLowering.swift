import Constraints
import SceneModel
import SceneSyntax

/// The constraints a UIStackView makes for its arranged subviews (docs/Layout.md §5).
///
/// Along the axis the first view starts at the stack's leading (top) edge, the last ends at
/// its trailing (bottom) edge, and each view follows the previous one after `spacing`:
/// exactly for `fill`, `fillEqually` and `fillProportionally`, at least for `equalSpacing`
/// (whose gaps are all equal) and `equalCentering` (whose centres are equally far apart at
/// priority 999); for those two the gaps also fit to `spacing` at `fittingSizeLevel`, so a
/// stack whose length nothing else fixes is as long as its views and gaps (UIStackView's
/// fitting constraints; it is never ambiguous along its axis). `fillEqually` makes the sizes equal; `fillProportionally` keeps them in the
/// ratio of their intrinsic sizes (when each has one; else it fills as `fill`). In a `fill`
/// stack ties go by index, down through nested stacks (`tieBreakingBias`). Across the axis, `fill` pins both edges; `leading`/`top`
/// (and `firstBaseline`) pin the leading edge, `trailing`/`bottom` (and `lastBaseline`) the
/// trailing edge, `center` the centre, and each keeps the view inside the stack, which hugs its
/// tallest view at priority 50 (`fittingSizeLevel`); a view nothing sizes across the axis
/// spans the stack at priority 25 (UIKit's `UISV-ambiguity-suppression`). A hidden arranged subview takes no room:
/// its size along the axis is 0, at the stack's leading edge. With
/// `layoutMarginsRelativeArrangement` every edge above is the stack's layout margin instead.
struct StackLowering {
  let lowering: Lowering

  /// The attributes of one axis.
  private struct Axis {
    let start: LayoutAttribute
    let end: LayoutAttribute
    let size: LayoutAttribute
    let center: LayoutAttribute

    init(horizontal: Bool) {
      start = horizontal ? .left : .top
      end = horizontal ? .right : .bottom
      size = horizontal ? .width : .height
      center = horizontal ? .centerX : .centerY
    }
  }

  /// How a view's hugging and compression resistance weights are scaled on each axis by the
  /// `fill` stacks around it: later arranged subviews get slightly lower weights, so when all
  /// else is equal the last view stretches or shrinks, resolving by index the ambiguity
  /// UIStackView resolves by index. An arranged subview's size comes from what it holds (a
  /// nested stack's labels, a container's pinned content), so its scale carries down to every
  /// view inside it, multiplied with the scales of the stacks nested deeper.
  static func tieBreakingBias(_ tree: LayoutTree) -> [(horizontal: Double, vertical: Double)] {
    var own: [(horizontal: Double, vertical: Double)] = Array(
      repeating: (1, 1), count: tree.views.count)
    for s in tree.views.indices where tree.views[s].type.value == .stackView {
      let view = tree.views[s]
      let horizontal = (view.string("axis") ?? "horizontal") == "horizontal"
      let children = tree.views.indices.filter { tree.parent[$0] == s && tree.isArranged[$0] }
      switch view.string("distribution") ?? "fill" {
      case "fill": break
      case "fillProportionally" where !hasProportions(tree, children, horizontal: horizontal):
        break
      default: continue
      }
      for (k, child) in children.enumerated() {
        let bias = 1 + Double(children.count - k) * 1e-3
        if horizontal { own[child].horizontal = bias } else { own[child].vertical = bias }
      }
    }
    // Views come parent first (`LayoutTree`), so a parent's scale is final before its children.
    var out = own
    for i in tree.views.indices {
      let p = tree.parent[i]
      guard p >= 0, p < i else { continue }
      out[i] = (own[i].horizontal * out[p].horizontal, own[i].vertical * out[p].vertical)
    }
    return out
  }

  /// Whether every arranged subview has an intrinsic size along the axis, so that a
  /// `fillProportionally` stack can keep them in proportion; else the stack fills as `fill`
  /// does, resolving ties by index.
  static func hasProportions(_ tree: LayoutTree, _ children: [Int], horizontal: Bool) -> Bool {
    children.allSatisfy { child in
      let size = horizontal ? tree.intrinsic[child].width : tree.intrinsic[child].height
      return (size ?? 0) > 0
    }
  }

  func constraints() -> [Pending] {
    var out: [Pending] = []
    let tree = lowering.tree
    for s in tree.views.indices where tree.views[s].type.value == .stackView {
      let view = tree.views[s]
      let children = tree.views.indices.filter { tree.parent[$0] == s && tree.isArranged[$0] }
      guard !children.isEmpty else { continue }
      out += arrange(stack: s, view, children)
    }
    return out
  }

  private func arrange(stack s: Int, _ view: ViewSpec, _ children: [Int]) -> [Pending] {
    let tree = lowering.tree
    let horizontal = (view.string("axis") ?? "horizontal") == "horizontal"
    let main = Axis(horizontal: horizontal)
    let cross = Axis(horizontal: !horizontal)
    var spacing = 0.0
    if case .number(let n)? = view.property("spacing") { spacing = n }
    let distribution = view.string("distribution") ?? "fill"
    let alignment = view.string("alignment") ?? "fill"
    let stack = Item.view(s)
    var out: [Pending] = []
    func add(
      _ parts: [(Item, LayoutAttribute, Double)], _ r: Relation, constant: Double = 0,
      priority: Double = 1000, origin: Origin? = nil
    ) {
      out.append(
        Pending(
          expression: lowering.linear(parts, constant: constant), relation: r, priority: priority,
          origin: origin ?? .stack(s)))
    }
    // A stack inside stacks fits its views first, and the stacks around it spread the room
    // left (a stack's fitting size is what its container arranges).
    var fitting = Self.fittingSizeLevel
    var up = tree.parent[s]
    while up >= 0, tree.views[up].type.value == .stackView, fitting < Self.fittingSizeLevel + 1 {
      fitting += 0.1
      up = tree.parent[up]
    }
    // With `layoutMarginsRelativeArrangement`, the views are arranged inside the stack's
    // layout margins (its `layoutMargins`, else UIKit's default 8): each side's distance.
    // Those margins grow by the safe area the stack overlaps, as every view's do (unless it
    // sets `insetsLayoutMarginsFromSafeArea: false`): Instructions' bottom bar, a stack pinned
    // to the screen's bottom, holds its labels 16 + 34 points above it on a notched phone.
    var inset = LayoutMargins(top: 0, leading: 0, bottom: 0, trailing: 0)
    if Self.arrangesInMargins(tree, s) {
      inset = view.layoutMargins?.value ?? .standard
      let grown = lowering.marginInsets(s)
      inset.top += grown.top
      inset.bottom += grown.bottom
    }
    let (mainStart, mainEnd) = horizontal ? (inset.leading, inset.trailing) : (inset.top, inset.bottom)
    let (crossStart, crossEnd) = horizontal ? (inset.top, inset.bottom) : (inset.leading, inset.trailing)
    let hidden = children.filter { isHidden(tree.values[$0]) }
    let shown = children.filter { !isHidden(tree.values[$0]) }.map { Item.view($0) }
    for child in hidden {
      add([(.view(child), main.size, 1)], .equal, origin: .stackHiding(child))
      // It sits in the middle of the gap its shown neighbours leave (the stack's edge where it
      // has none): Xcode draws Google's hidden ad button 5 points below the view before it
      // and 5 above the label after it, in a stack spaced 10.
      let before = children.last { $0 < child && !isHidden(tree.values[$0]) }
      let after = children.first { $0 > child && !isHidden(tree.values[$0]) }
      let start: (Item, LayoutAttribute, Double) =
        before.map { (.view($0), main.end, -0.5) } ?? (stack, main.start, -0.5)
      let end: (Item, LayoutAttribute, Double) =
        after.map { (.view($0), main.start, -0.5) } ?? (stack, main.end, -0.5)
      let insets = (before == nil ? mainStart : 0) - (after == nil ? mainEnd : 0)
      add([(.view(child), main.start, 1), start, end], .equal, constant: -insets / 2)
    }
    if let first = shown.first, let last = shown.last {
      add([(first, main.start, 1), (stack, main.start, -1)], .equal, constant: -mainStart)
      add([(last, main.end, 1), (stack, main.end, -1)], .equal, constant: mainEnd)
    }
    // The gap before the k-th shown view: from the previous view's end to its start, or in a
    // vertical stack with `baselineRelativeArrangement`, from the previous view's last
    // baseline to its first (each an edge of a view and a distance from it).
    var baselines = false
    if !horizontal, case .bool(true)? = view.property("baselineRelativeArrangement") {
      baselines = true
    }
    func gapTerms(_ k: Int) -> (parts: [(Item, LayoutAttribute, Double)], constant: Double) {
      guard baselines else { return ([(shown[k], main.start, 1), (shown[k - 1], main.end, -1)], 0) }
      let next = lowering.unmargined(shown[k], .firstBaseline)
      let previous = lowering.unmargined(shown[k - 1], .lastBaseline)
      return (
        [(next.item, next.attribute, 1), (previous.item, previous.attribute, -1)],
        next.offset - previous.offset
      )
    }
    for k in shown.indices.dropFirst() {
      let (gap, offset) = gapTerms(k)
      switch distribution {
      case "equalSpacing":
        add(gap, .greaterOrEqual, constant: offset - spacing)
        let first = gapTerms(1)
        add(
          gap + first.parts.map { ($0.0, $0.1, -$0.2) }, .equal, constant: offset - first.constant)
        add(gap, .equal, constant: offset - spacing, priority: fitting)
      case "equalCentering":
        add(gap, .greaterOrEqual, constant: offset - spacing)
        add(gap, .equal, constant: offset - spacing, priority: fitting)
        let step: [(Item, LayoutAttribute, Double)] = [
          (shown[k], main.center, 1), (shown[k - 1], main.center, -1),
          (shown[1], main.center, -1), (shown[0], main.center, 1),
        ]
        add(step, .equal, priority: 999)
      default:
        add(gap, .equal, constant: offset - spacing)
      }
    }
    if distribution == "fillEqually" {
      for child in shown.dropFirst() {
        add([(child, main.size, 1), (shown[0], main.size, -1)], .equal)
      }
    }
    if distribution == "fillProportionally" {
      let sizes = shown.map { item in
        horizontal ? tree.intrinsic[item.view].width : tree.intrinsic[item.view].height
      }
      let known = sizes.compactMap { $0 }.filter { $0 > 0 }
      if known.count == sizes.count, let base = known.first {
        for k in shown.indices.dropFirst() {
          add([(shown[0], main.size, known[k]), (shown[k], main.size, -base)], .equal)
        }
        // Its content's size, which only a required constraint stretches or squeezes.
        let content =
          known.reduce(0, +) + spacing * Double(known.count - 1) + mainStart + mainEnd
        add(
          [(stack, main.size, 1)], .equal, constant: -content,
          priority: Self.proportionalContentLevel)
      }
    }
    var hugsCross = false
    for child in shown + hidden.map({ Item.view($0) }) {
      let starts: [(Item, LayoutAttribute, Double)] = [
        (child, cross.start, 1), (stack, cross.start, -1),
      ]
      let ends: [(Item, LayoutAttribute, Double)] = [(child, cross.end, 1), (stack, cross.end, -1)]
      if alignment != "fill" {
        // UISV-ambiguity-suppression: a view that nothing sizes across the axis spans the
        // stack rather than float between its edge and the stack's (Xcode's canvas draws it
        // so).
        add(
          [(child, cross.size, 1), (stack, cross.size, -1)], .equal,
          constant: crossStart + crossEnd, priority: Self.ambiguitySuppressionLevel)
      }
      switch alignment {
      case "leading", "top", "firstBaseline":
        add(starts, .equal, constant: -crossStart)
        add(ends, .lessOrEqual, constant: crossEnd)
        hugsCross = true
      case "trailing", "bottom", "lastBaseline":
        add(ends, .equal, constant: crossEnd)
        add(starts, .greaterOrEqual, constant: -crossStart)
        hugsCross = true
      case "center":
        add(
          [(child, cross.center, 1), (stack, cross.center, -1)], .equal,
          constant: (crossEnd - crossStart) / 2)
        add(starts, .greaterOrEqual, constant: -crossStart)
        hugsCross = true
      default:
        add(starts, .equal, constant: -crossStart)
        add(ends, .equal, constant: crossEnd)
      }
    }
    if hugsCross { add([(stack, cross.size, 1)], .equal, priority: Self.fittingSizeLevel) }
    return out
  }

  /// Whether view `v` is a stack view with `layoutMarginsRelativeArrangement`.
  static func arrangesInMargins(_ tree: LayoutTree, _ v: Int) -> Bool {
    guard tree.views[v].type.value == .stackView,
      case .bool(true)? = tree.views[v].property("layoutMarginsRelativeArrangement")
    else { return false }
    return true
  }

  /// UIKit's `UILayoutPriority.fittingSizeLevel`: the stack's own fitting constraints, which
  /// any other constraint overrides.
  static let fittingSizeLevel = 50.0
  /// The priority at which a `fillProportionally` stack keeps its arranged views' content
  /// size along its axis: above any optional constraint of the file's, so that only required
  /// ones stretch it. xDrip's landscape scenes hold two such stacks of labels in `fill` rows:
  /// Xcode 26 draws each at its content's width and stretches its sibling (a label, a plain
  /// view), even against a 751 constraint pulling the stack's end 82 points from the row's.
  static let proportionalContentLevel = 999.0
  /// The priority of UIStackView's `UISV-ambiguity-suppression` constraints, which give an
  /// arranged subview the stack's size across the axis when no other constraint sizes it
  /// (below `fittingSizeLevel`, so the stack's own fitting wins).
  static let ambiguitySuppressionLevel = 25.0

  private func isHidden(_ view: ViewValues) -> Bool {
    if case .bool(true)? = view.property("hidden") { return true }
    return false
  }
}
