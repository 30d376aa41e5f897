import Constraints
import SceneModel
import SceneSyntax

/// The constraints a table view makes for its cells' content views (docs/Layout.md §5b), and
/// a collection view for its item prototypes' content views.
///
/// Each cell spans its table's width, less its accessory's width on the trailing side (and
/// the root view's margin, 16 or 20 points, on each side in an `insetGrouped` table), at the
/// top and height `TableRows` gives it. The content of a table that fills its table view
/// controller starts below the bars (the safe area's top, as UIKit's adjusted content inset);
/// of any other table, at its top.
struct CellLowering {
  let lowering: Lowering

  func constraints() -> [Pending] {
    var out: [Pending] = []
    let tree = lowering.tree
    // Each table's cells, in one pass (document order is `cellViews` order).
    var cellsByTable: [Int: [Int]] = [:]
    for i in tree.views.indices where tree.views[i].type.value == .tableViewCell {
      let parent = tree.parent[i]
      if parent >= 0 { cellsByTable[parent, default: []].append(i) }
    }
    // The cells with subviews: only their content can need the separator's point.
    let holders = Set(tree.parent)
    for (t, cells) in cellsByTable.sorted(by: { $0.key < $1.key }) {
      let placed = TableRows.placement(of: tree.views[t]).filter(\.isView)
      for (cell, row) in zip(cells, placed) {
        out += place(
          cell, row.cell, table: t, top: row.top, height: row.height,
          holdsViews: holders.contains(cell))
      }
    }
    out += placeEnds()
    for i in tree.views.indices where tree.views[i].type.value == .collectionViewCell {
      let parent = tree.parent[i]
      if parent >= 0 { out += placeItem(i, collection: parent) }
    }
    return out
  }

  /// Each table's header and footer views (`LayoutTree.tableEnds`): as wide as the table, at
  /// their place in its content (`TableRows.ends`), as high as their frame or intrinsic height.
  private func placeEnds() -> [Pending] {
    let tree = lowering.tree
    var out: [Pending] = []
    var next: [Int: Int] = [:]
    for e in tree.tableEnds {
      let t = tree.parent[e]
      let ends = TableRows.ends(of: tree.views[t])
      let k = next[t, default: 0]
      next[t] = k + 1
      guard k < ends.count else { continue }
      let contentTop: Item = t == tree.filling ? .safeArea : .view(t)
      func pending(_ parts: [(Item, LayoutAttribute, Double)], _ constant: Double) -> Pending {
        Pending(
          expression: lowering.linear(parts, constant: constant), relation: .equal,
          priority: 1000, origin: .cell(e))
      }
      out += [
        pending([(.view(e), .left, 1), (.view(t), .left, -1)], 0),
        pending([(.view(e), .width, 1), (.view(t), .width, -1)], 0),
        pending([(.view(e), .top, 1), (contentTop, .top, -1)], -ends[k].top),
        pending([(.view(e), .height, 1)], -ends[k].height),
      ]
    }
    return out
  }

  /// An item prototype's content view: at the first item's place, its collection view's
  /// top-left inside the section inset (after the section header), `itemSize` large. A section
  /// header's: at the collection view's top-left, across it, as deep as its reference size; a
  /// footer's: after the first line of items and the section inset (`CollectionItems`).
  private func placeItem(_ c: Int, collection t: Int) -> [Pending] {
    let collection = lowering.tree.views[t]
    let value = { (name: String) in collection.property(name) }
    let vertical = value("scrollDirection") != .string("horizontal")
    let id = lowering.tree.views[c].id.value
    let ends = CollectionItems.supplementaryFrames(value, count: 1, width: 0, height: 0)
    let frame: Rect
    if id == collection.sectionHeader?.id?.value {
      frame = ends.header
    } else if id == collection.sectionFooter?.id?.value {
      frame = ends.footer
    } else {
      frame = CollectionItems.frames(value, count: 1, width: 0, height: 0)[0]
    }
    let across = collection.supplementaries.contains { $0.id?.value == id }
    func pending(_ parts: [(Item, LayoutAttribute, Double)], _ constant: Double) -> Pending {
      Pending(
        expression: lowering.linear(parts, constant: constant), relation: .equal,
        priority: 1000, origin: .cell(c))
    }
    // A header or footer spans the collection view across the scroll direction.
    let width =
      across && vertical
      ? pending([(.view(c), .width, 1), (.view(t), .width, -1)], 0)
      : pending([(.view(c), .width, 1)], -frame.width)
    let height =
      across && !vertical
      ? pending([(.view(c), .height, 1), (.view(t), .height, -1)], 0)
      : pending([(.view(c), .height, 1)], -frame.height)
    return [
      pending([(.view(c), .left, 1), (.view(t), .left, -1)], -frame.x),
      pending([(.view(c), .top, 1), (.view(t), .top, -1)], -frame.y), width, height,
    ]
  }

  private func place(
    _ c: Int, _ cell: TableCell, table t: Int, top: Double, height: Double, holdsViews: Bool
  ) -> [Pending] {
    let tree = lowering.tree
    // An inset grouped table insets its cells by its layout margins: the root view's
    // system minimum (16 or 20 points).
    let insetMargins: Double = tree.views[t].string("style") == "insetGrouped" ? 1 : 0
    let contentTop: Item = t == tree.filling ? .safeArea : .view(t)
    // A disclosure indicator's width is the device's (`Lowering.disclosureWidth`); the other
    // accessories' are the same everywhere.
    let accessory = cell.accessory?.value ?? .none
    let disclosure: Double = accessory == .disclosureIndicator ? 1 : 0
    func pending(
      _ parts: [(Item, LayoutAttribute, Double)], _ constant: Double, margins: Double = 0,
      disclosures: Double = 0, priority: Double = 1000
    ) -> Pending {
      var expression = lowering.linear(parts, constant: constant)
      if margins != 0 { expression.terms.append(Term(lowering.rootMargin, margins)) }
      if disclosures != 0 {
        expression.terms.append(Term(lowering.disclosureWidth, disclosures))
      }
      return Pending(
        expression: expression, relation: .equal, priority: priority, origin: .cell(c))
    }
    // A self-sizing table sizes each cell from its content (`systemLayoutSizeFitting`): the
    // cell's canvas height, which Xcode measured from that content, gives way to the
    // content's required constraints (priority 999), and still holds where the content
    // leaves the height open, as on Xcode's canvas.
    let selfSizing = tree.views[t].property("selfSizingRows") == .bool(true)
    let across = [
      pending([(.view(c), .left, 1), (.view(t), .left, -1)], 0, margins: -insetMargins),
      pending(
        [(.view(c), .width, 1), (.view(t), .width, -1)],
        accessory == .disclosureIndicator ? 0 : accessory.width, margins: 2 * insetMargins,
        disclosures: disclosure),
      pending([(.view(c), .top, 1), (contentTop, .top, -1)], -top),
    ]
    // Where the table draws lines between rows, the row holds its content view and its
    // separator (`rowContent`).
    let separated = tree.views[t].string("separatorStyle") != "none"
    if selfSizing {
      return across + [rowContent(c, row: height, separated: separated, priority: 999)]
    }
    // A cell with no subviews has no content to fit: its row holds it (required, which keeps
    // a table of a thousand static rows linear to solve).
    guard holdsViews else { return across + [pending([(.view(c), .height, 1)], -height)] }
    return across + separatorBand(c, row: height, separated: separated)
  }

  /// The content view of a row `height` high is that high less its separator where the table
  /// shows one (`Lowering.separatorHeight(ios:scale:)`: one pixel before iOS 13), at
  /// `priority`.
  private func rowContent(_ c: Int, row height: Double, separated: Bool, priority: Double)
    -> Pending
  {
    var expression = lowering.linear([(.view(c), .height, 1)], constant: -height)
    if separated { expression.terms.append(Term(lowering.separatorHeight, 1)) }
    return Pending(expression: expression, relation: .equal, priority: priority, origin: .cell(c))
  }

  /// A fixed row's content view: the row's height, less the separator UIKit draws inside it at
  /// run time where the table shows one (`rowContent`). That height holds within a band of the
  /// largest separator below the row,
  /// above every priority a file can give (999.5: UIKit's encapsulated height is required, so
  /// no content constraint outweighs it), so content whose required chain fills the row less
  /// a point (10 + 21 + ... = 79 in an 80-point row, as Xcode 5–8 drew it at 1x) takes it
  /// with no conflict (UIKit logs and recovers by a fraction of a point); content that needs
  /// more than the row is still a conflict.
  private func separatorBand(_ c: Int, row height: Double, separated: Bool) -> [Pending] {
    let bound = { (relation: Relation, constant: Double) in
      Pending(
        expression: lowering.linear([(.view(c), .height, 1)], constant: -constant),
        relation: relation, priority: 1000, origin: .cell(c))
    }
    return [
      rowContent(c, row: height, separated: separated, priority: 999.5),
      bound(.lessOrEqual, height), bound(.greaterOrEqual, max(0, height - Self.largestSeparator)),
    ]
  }

  /// The thickest separator a row gives up to it: one pixel of a 1x screen.
  static let largestSeparator = 1.0
}
