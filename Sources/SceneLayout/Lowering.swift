import Constraints
import SceneModel
import SceneSyntax

/// A scene's constraints for one set of active `when:` entries, lowered to linear constraints
/// (docs/Layout.md §1) and collected as `Pending`, so that the priorities in use are known
/// before strengths are chosen, and so that equal systems can be recognised and solved once.
///
/// Variables are numbered without a solver: 0 to 3 are the screen's width and height and the
/// safe area's top and bottom (y coordinates), 4 the root view's leading and trailing margin
/// (the system minimum of the device), 5 a table cell's, 6 the safe area's side inset, 7 the
/// side margin of a cell whose table does not fill a table view controller, 8 a picker's
/// height (`pickerHeight(on:)`), 9 a disclosure indicator's width (the device's values:
/// Lowering+Device.swift); view `i` has `10 + 4i` to `10 + 4i + 3`: left, top, width and
/// height in window coordinates; after the views, each scroll view's content width and height.
struct Lowering {
  let scene: Scene
  let tree: LayoutTree
  let context: ContainerContext
  let active: [Int]
  /// Whether each view is named by an active constraint.
  let mentioned: [Bool]
  /// The safe-area insets views overlap, which their top and bottom margins grow by and their
  /// safe-area guides are inset by (`ViewSafeAreas`); none until a first solve has placed the
  /// views.
  var overlaps: [Int: VerticalInsets] = [:]
  /// Whether no view's size may go below zero, as in UIKit's engine (`sizeFloors()`): set
  /// only to lay out again a system whose solution has a negative size (`SizeFloors`).
  var floorsSizes = false

  let screenWidth = Variable(index: 0)
  let screenHeight = Variable(index: 1)
  let safeTop = Variable(index: 2)
  let safeBottom = Variable(index: 3)
  let rootMargin = Variable(index: 4)
  let cellMargin = Variable(index: 5)
  /// The safe area's inset from the screen's left and right (`Device.safeAreaSide`).
  let safeSide = Variable(index: 6)
  /// The side margin of a cell's content view in a table that does not fill a table view
  /// controller (`innerCellMargin(ios:cellMargin:regularWidth:)`).
  let innerCellMargin = Variable(index: 7)
  /// The height of a picker view or wheels date picker (`pickerHeight(on:)`).
  let pickerHeight = Variable(index: 8)
  /// How much of a cell's width a disclosure indicator takes
  /// (`ControlMetrics.disclosureWidth(ios:scale:cellMargin:)`).
  let disclosureWidth = Variable(index: 9)
  /// How much of a row the line below it takes from the cell's content view
  /// (`separatorHeight(ios:scale:)`).
  let separatorHeight = Variable(index: 10)
  /// How many variables come before the views' (and how many device constraints there are).
  static let globalCount = 11
  init(scene: Scene, tree: LayoutTree, active: [Int], context: ContainerContext) {
    self.scene = scene
    self.tree = tree
    self.context = context
    // Placeholder constraints are removed at build time: the app's code makes its own.
    let active = active.filter { !scene.constraints[$0].isPlaceholder }
    self.active = active
    var mentioned = Array(repeating: false, count: tree.views.count)
    for i in active {
      if let v = tree.entryViews[i].first { mentioned[v] = true }
      if let v = tree.entryViews[i].second { mentioned[v] = true }
    }
    self.mentioned = mentioned
  }

  /// How many variables the system has: the views', then each scroll view's content width
  /// and height.
  var variableCount: Int { Self.globalCount + 4 * tree.views.count + 2 * tree.scrollViews.count }

  /// Variable `k` (0 width, 1 height) of the content of the scroll view in slot `slot`.
  func contentVariable(_ slot: Int, _ k: Int) -> Variable {
    LayoutSystem.contentVariable(tree, slot, k)
  }

  /// Auto Layout's rule for scroll views: a constraint between a scroll view's edges (or
  /// margins) and a view inside it ties to the content area; its width, height and centre,
  /// and constraints with views outside it, tie to its frame.
  func scrollContent(_ item: Item, _ attribute: LayoutAttribute, facing other: Item?) -> Item {
    guard case .view(let s) = item, tree.scrollSlot[s] != nil, let o = other?.view, o >= 0,
      o != s, tree.isInside(o, s)
    else { return item }
    switch attribute {
    case .left, .right, .leading, .trailing, .top, .bottom: return .content(s)
    default: return item
    }
  }

  /// Variable `k` (0 left, 1 top, 2 width, 3 height) of view `i`.
  func variable(_ i: Int, _ k: Int) -> Variable {
    Variable(index: Int32(Self.globalCount + 4 * i + k))
  }

  /// Every constraint but the device's, in the order they are added: the views' size floors
  /// when `floorsSizes`, stack views, fixed frames, the file's constraints (in
  /// `entryOrder()`, so the last of a conflicting set is the one left out), then intrinsic
  /// sizes.
  func constraints() -> [Pending] {
    var pending = floorsSizes ? sizeFloors() : []
    pending += StackLowering(lowering: self).constraints()
    pending += CellLowering(lowering: self).constraints()
    pending += fixedConstraints()
    for i in entryOrder() {
      if let entry = entryConstraint(i) { pending.append(entry) }
    }
    pending += intrinsicConstraints()
    return pending
  }

  // MARK: Items

  /// The end of a view's safe-area guide name (`card.safeArea`), joined once.
  static let safeAreaSuffix = "." + ConstraintSyntax.safeAreaGuide

  /// The item a constraint names: the view `view` when the name is a view's, else a guide;
  /// `superview` is the superview of `other` (the constraint's view), the root view when
  /// there is none. Nil for the title view and unknown names.
  func resolve(_ name: String, view: Int?, relativeTo other: Int?) -> Item? {
    if name.hasSuffix(Self.safeAreaSuffix) {
      return safeAreaGuide(name, view: view, relativeTo: other)
    }
    if let view { return tree.isBarPlaced[view] ? nil : .view(view) }
    switch name {
    case "superview":
      let parent = other.map { tree.parent[$0] } ?? -1
      return parent >= 0 ? .view(parent) : .root
    case "rootView": return .root
    case "safeArea": return .safeArea
    case "topLayoutGuide": return .topGuide
    case "bottomLayoutGuide": return .bottomGuide
    default: return nil
    }
  }

  /// The item for a view index, or the root for -1.
  func item(_ view: Int) -> Item { view >= 0 ? .view(view) : .root }

  /// Appends `scale × item.attribute` to a linear expression, in window coordinates: a view's
  /// left, top, width and height are its variables; the root view is `[0, 0, screenWidth,
  /// screenHeight]`; the safe area `[0, safeTop, screenWidth, safeBottom - safeTop]`; the top
  /// guide `[0, 0, screenWidth, safeTop]` and the bottom guide `[0, safeBottom, screenWidth,
  /// screenHeight - safeBottom]`.
  func append(
    _ item: Item, _ attribute: LayoutAttribute, _ scale: Double, to terms: inout [Term]
  ) {
    // A margin attribute is its edge moved by the margin, a constant: `unmargined` gives both,
    // and callers with margins pass the edge.
    if let edge = attribute.marginEdge {
      append(item, edge, scale, to: &terms)
      return
    }
    let horizontal = attribute.kind == .horizontalPosition || attribute == .width
    let box: (position: Variable, size: Variable)? =
      switch item {
      case .view(let v): (variable(v, horizontal ? 0 : 1), variable(v, horizontal ? 2 : 3))
      case .content(let v):
        tree.scrollSlot[v].map {
          (variable(v, horizontal ? 0 : 1), contentVariable($0, horizontal ? 0 : 1))
        }
      default: nil
      }
    if let (position, size) = box {
      switch attribute {
      case .left, .leading, .top: terms.append(Term(position, scale))
      case .right, .trailing, .bottom:
        terms.append(Term(position, scale))
        terms.append(Term(size, scale))
      case .centerX, .centerY:
        terms.append(Term(position, scale))
        terms.append(Term(size, scale / 2))
      case .width, .height: terms.append(Term(size, scale))
      default: break  // margin attributes: handled above
      }
      return
    }
    if horizontal {
      // Every item spans the screen's width; the safe area less its sides.
      let inset = item == .safeArea
      switch attribute {
      case .left, .leading:
        if inset { terms.append(Term(safeSide, scale)) }
      case .right, .trailing:
        terms.append(Term(screenWidth, scale))
        if inset { terms.append(Term(safeSide, -scale)) }
      case .width:
        terms.append(Term(screenWidth, scale))
        if inset { terms.append(Term(safeSide, -2 * scale)) }
      case .centerX: terms.append(Term(screenWidth, scale / 2))
      default: break
      }
      return
    }
    let (top, bottom): (Variable?, Variable) =
      switch item {
      case .safeArea: (safeTop, safeBottom)
      case .topGuide: (nil, safeTop)
      case .bottomGuide: (safeBottom, screenHeight)
      default: (nil, screenHeight)
      }
    switch attribute {
    case .top:
      if let top { terms.append(Term(top, scale)) }
    case .bottom: terms.append(Term(bottom, scale))
    case .height:
      terms.append(Term(bottom, scale))
      if let top { terms.append(Term(top, -scale)) }
    default:
      terms.append(Term(bottom, scale / 2))
      if let top { terms.append(Term(top, scale / 2)) }
    }
  }

  /// The item and plain attribute a margin attribute is measured from, and the distance
  /// from it (`leadingMargin` is `leading + margin`, `trailingMargin` is `trailing - margin`):
  /// a view's `layoutMargins` (8 points on each side by default); the root view's are the
  /// device's system minimum (`rootMargin`, leading and trailing) inside the safe area (top
  /// and bottom, 0). A baseline is measured from the item's centre or bottom (`baseline`).
  /// Other attributes are themselves, at no distance.
  func unmargined(_ item: Item, _ attribute: LayoutAttribute)
    -> (
      item: Item, attribute: LayoutAttribute, offset: Double, rootMargin: Double, cellMargin: Double
    )
  {
    if case .viewSafeArea(let v) = item {
      return (.view(v), attribute, guideOffset(v, attribute), 0, 0)
    }
    if attribute == .firstBaseline || attribute == .lastBaseline {
      let (base, edge, offset) = baseline(item, last: attribute == .lastBaseline)
      return (base, edge, offset, 0, 0)
    }
    guard let edge = attribute.marginEdge else { return (item, attribute, 0, 0, 0) }
    guard case .view(let v) = item else {
      switch edge {
      // Before iOS 11 a root view's top and bottom margins are 0, at its own edges (UIKit's
      // `layoutMargins` {0, 16, 0, 16}: the bars are the layout guides' business); from
      // iOS 11 they are the safe area's edges.
      case .top, .bottom, .centerY:
        return (item == .root && tree.ios < 11 ? item : .safeArea, edge, 0, 0, 0)
      case .left, .leading: return (item, edge, 0, 1, 0)
      case .right, .trailing: return (item, edge, 0, -1, 0)
      default: return (item, edge, 0, 0, 0)
      }
    }
    if tree.views[v].type.value == .tableViewCell && tree.views[v].layoutMargins == nil {
      // A cell's content view: the table's margins across (`cellMargin`), 11 points above
      // and below (8 before iOS 11). Beside an accessory the content view ends short of the
      // cell's trailing margin, so it keeps a plain view's 8 points there (Xcode 12's and
      // 26's canvases: e-Rouška's and NetNewsWire's views pinned to it end 8 points before
      // the content view's trailing edge, as styled cells' detail labels do in Tofu's and
      // CloudNotes').
      let vertical = Self.cellVerticalMargin(ios: tree.ios)
      let beside = (tree.views[v].string("accessory") ?? "none") != "none"
      switch edge {
      case .left, .leading: return (item, edge, 0, 0, 1)
      case .right, .trailing: return beside ? (item, edge, -8, 0, 0) : (item, edge, 0, 0, -1)
      case .top: return (item, edge, vertical, 0, 0)
      case .bottom: return (item, edge, -vertical, 0, 0)
      default: return (item, edge, 0, 0, 0)
      }
    }
    if let preserved = preservedSideMargin(v, edge) { return preserved }
    let margins = tree.views[v].layoutMargins?.value ?? .standard
    let (top, bottom) = (margins.top + marginInsets(v).top, margins.bottom + marginInsets(v).bottom)
    let offset: Double =
      switch edge {
      case .left, .leading: margins.leading
      case .right, .trailing: -margins.trailing
      case .top: top
      case .bottom: -bottom
      case .centerX: (margins.leading - margins.trailing) / 2
      case .centerY: (top - bottom) / 2
      default: 0
      }
    return (item, edge, offset, 0, 0)
  }

  /// `Σ coefficient × item.attribute + constant`.
  func linear(
    _ parts: [(Item, LayoutAttribute, Double)], constant: Double = 0
  ) -> Expression {
    var terms: [Term] = []
    terms.reserveCapacity(parts.count * 2)
    for (item, attribute, coefficient) in parts { append(item, attribute, coefficient, to: &terms) }
    return Expression(terms, constant: constant)
  }

  // MARK: Lowering

  /// The table of a table view controller fills the root; a view that no active constraint
  /// names keeps its `frame:` (relative to its superview), unless a stack view, the
  /// navigation bar or its table (a header or footer view) places it.
  func fixedConstraints() -> [Pending] {
    var out: [Pending] = []
    let edges: [LayoutAttribute] = [.left, .top, .width, .height]
    if let table = tree.filling {
      for edge in edges {
        out.append(
          Pending(
            expression: linear([(.view(table), edge, 1), (.root, edge, -1)]), relation: .equal,
            priority: 1000, origin: .tableFill(table)))
      }
    }
    for i in tree.views.indices {
      guard keepsFrame(i), let frame = tree.views[i].frame?.value else { continue }
      let parent = item(tree.parent[i])
      // The frame holds the alignment rectangle, less the insets the frame reaches past it.
      let inset = tree.alignmentInsets[i] ?? .zero
      let values = [
        frame.x + inset.left, frame.y + inset.top, frame.width - inset.left - inset.right,
        frame.height - inset.top - inset.bottom,
      ]
      let resizing = autoresizing(i, frame)
      for (k, (edge, value)) in zip(edges, values).enumerated() {
        var parts: [(Item, LayoutAttribute, Double)] = [(.view(i), edge, 1)]
        if edge == .left || edge == .top { parts.append((parent, edge, -1)) }
        // `edge = written + share × (superview size − the size it was written for)`.
        var constant = -value
        if let (share, room) = resizing[k], share != 0 {
          parts.append((parent, k % 2 == 0 ? .width : .height, -share))
          constant += share * room
        }
        out.append(
          Pending(
            expression: linear(parts, constant: constant), relation: .equal, priority: 1000,
            origin: .frame(i)))
      }
    }
    return out
  }

  /// A constraint of the file: `first REL multiplier × second + constant`. With a multiplier
  /// other than 1, positions are measured from the two items' nearest common ancestor, as
  /// Auto Layout does (so `x.centerX = 0.5 * superview.centerX` is a quarter of the way).
  func entryConstraint(_ i: Int) -> Pending? {
    let syntax = scene.constraints[i].syntax
    let (firstView, secondView) = tree.entryViews[i]
    let other = firstView ?? secondView
    guard let first = resolve(syntax.first.item, view: firstView, relativeTo: other) else {
      return nil
    }
    var terms: [Term] = []
    terms.reserveCapacity(6)
    let one = unmargined(first, syntax.first.attribute)
    let secondItem = syntax.second.flatMap {
      resolve($0.item, view: secondView, relativeTo: other)
    }
    // A view's safe-area guide is in its frame, never its content (`scrollContent`).
    let firstTarget =
      first.isViewSafeArea ? one.item : scrollContent(one.item, one.attribute, facing: secondItem)
    append(firstTarget, one.attribute, 1, to: &terms)
    var offset = one.offset
    var margin = one.rootMargin
    if one.cellMargin != 0 {
      terms.append(Term(cellMarginVariable(of: one.item), one.cellMargin))
    }
    if let anchor = syntax.second {
      guard let second = secondItem else { return nil }
      let m = syntax.multiplier
      let two = unmargined(second, anchor.attribute)
      let secondTarget =
        second.isViewSafeArea ? two.item : scrollContent(two.item, two.attribute, facing: first)
      append(secondTarget, two.attribute, -m, to: &terms)
      offset -= m * two.offset
      margin -= m * two.rootMargin
      if two.cellMargin != 0 {
        terms.append(Term(cellMarginVariable(of: two.item), -m * two.cellMargin))
      }
      let kind = syntax.first.attribute.kind
      if m != 1 && kind != .size && first.view >= 0 && second.view >= 0 {
        // (first - origin) = m (second - origin) + c  ⇔  first - m second + (m - 1) origin = c
        let ancestor = tree.commonAncestor(first.view, second.view)
        if ancestor >= 0 {
          let edge: LayoutAttribute = kind == .horizontalPosition ? .left : .top
          append(.view(ancestor), edge, m - 1, to: &terms)
        }
      }
    }
    let relation: Relation
    switch syntax.relation {
    case .equal: relation = .equal
    case .lessOrEqual: relation = .lessOrEqual
    case .greaterOrEqual: relation = .greaterOrEqual
    }
    if margin != 0 { terms.append(Term(rootMargin, margin)) }
    return Pending(
      expression: Expression(terms, constant: offset - syntax.constant), relation: relation,
      priority: syntax.priority, origin: .entry(i))
  }

  /// Whether view `i` keeps its `frame:`: no active constraint names it, and no stack view,
  /// navigation bar or table view controller places it.
  func keepsFrame(_ i: Int) -> Bool {
    tree.views[i].frame != nil && !mentioned[i] && !tree.isArranged[i] && !tree.isBarPlaced[i]
      && i != tree.filling && !tree.isTableEnd[i]
  }
}
