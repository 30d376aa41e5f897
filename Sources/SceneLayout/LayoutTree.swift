import SceneModel
import SceneSyntax

/// A scene's views flattened for layout: document order, parents, and the special roles
/// (stack views, the table that fills a table view controller, the bar's title view).
struct LayoutTree {
  /// The views in document order (`Scene.treeViews`: the free views are laid out apart).
  let views: [ViewSpec]
  /// The index of each view's superview, or -1 for the root view.
  let parent: [Int]
  /// The tables' header and footer views (`ViewSpec.tableEndViews`), in document order: their
  /// table (`parent`) places them (`CellLowering`).
  let tableEnds: [Int]
  /// Whether each view is one of `tableEnds`: its table places it, so it keeps no `frame:`.
  let isTableEnd: [Bool]
  /// Whether each view is an arranged subview of its (stack view) parent.
  let isArranged: [Bool]
  /// The views by id (the first one when an id is used twice).
  let index: [String: Int]
  /// The view laid out by the navigation bar, if any.
  let titleView: Int?
  /// The views bar items and standalone navigation bars lay out (`BarViewLayout`).
  let barViews: [BarViewLayout.Placed]
  /// Whether each view is laid out by a bar (the title view or one of `barViews`): it is
  /// not solved, constraints naming it are ignored, and it is never reported ambiguous.
  let isBarPlaced: [Bool]
  /// The table view that fills a table view controller's root (the collection view of a
  /// collection view controller), or the free view laid out at its size, if any.
  let filling: Int?
  /// Whether the tree is a free view laid out on its own (`FreeViewLayout`): its one top-level
  /// view is the free view, which fills a root of its size; nothing in it is off screen.
  let isFreeView: Bool
  /// Each view's properties, with the run-time values.
  let values: [ViewValues]
  /// The intrinsic size of each view's alignment rectangle: its frame's (`IntrinsicSize`)
  /// less its `alignmentInsets`.
  let intrinsic: [IntrinsicSize]
  /// The iOS the tree is laid out for (`Device.ios`).
  let ios: Int
  /// How far the frames of the views that have alignment insets (`ControlMetrics`) reach
  /// beyond the rectangles their constraints place, by view index.
  let alignmentInsets: [Int: ControlMetrics.Insets]
  /// For each of the scene's constraints, the views its two items name (nil for `superview`,
  /// a guide, or an unknown name; a guide's name is never taken for a view's id).
  let entryViews: [(first: Int?, second: Int?)]
  /// The scroll views, in document order: scroll view `scrollViews[k]` has content size
  /// variables of its own (`Lowering.contentVariable`).
  let scrollViews: [Int]
  /// Each view's place in `scrollViews`, or nil when it is not a scroll view.
  let scrollSlot: [Int?]
  /// Whether every constraint the user wrote was read and names known items. When one was
  /// not, the views it meant to fix are free, and `LayoutChecks` leaves their ambiguity out:
  /// the constraint's own error (`constraint-syntax`, `constraint-unknown-item`) is the cause.
  let reportsAmbiguity: Bool

  /// The tree of a scene, with the values its views' properties have at run time.
  ///
  /// - Parameter isFreeView: whether the scene is a free view's (`FreeViewLayout.scene`), whose
  ///   one top-level view fills the root.
  /// - Parameter ios: the iOS whose control metrics apply (`ControlMetrics`).
  init(
    _ scene: Scene, values: [PropertyValue] = [], isFreeView: Bool = false,
    ios: Int = Storyboard.currentIOS
  ) {
    let views = scene.treeViews
    var parent: [Int] = []
    var isArranged: [Bool] = []
    var tableEnds: [Int] = []
    parent.reserveCapacity(views.count)
    isArranged.reserveCapacity(views.count)
    // The same walk as `Scene.allViews`, recording each view's parent.
    func visit(_ list: [ViewSpec], parentIndex: Int, arranged: Bool) {
      for i in list.indices {
        let me = parent.count
        parent.append(parentIndex)
        isArranged.append(arranged)
        visit(list[i].subviews, parentIndex: me, arranged: false)
        visit(list[i].arrangedSubviews, parentIndex: me, arranged: true)
        // Only a view with details has header, footer or cell views.
        guard list[i].holdsDetails else { continue }
        for end in list[i].tableEndViews {
          tableEnds.append(parent.count)
          visit([end], parentIndex: me, arranged: false)
        }
        visit(list[i].cellViews, parentIndex: me, arranged: false)
      }
    }
    visit(scene.views, parentIndex: -1, arranged: false)
    // Without free views the tree's views are the scene's `allViews`, which the scene has
    // indexed the same way already.
    var index: [String: Int] = scene.freeViews.isEmpty ? scene.viewIndices : [:]
    if !scene.freeViews.isEmpty {
      index.reserveCapacity(views.count)
      for i in views.indices where index[views[i].id.value] == nil {
        index[views[i].id.value] = i
      }
    }
    self.views = views
    let scrollViews = views.indices.filter { views[$0].type.value == .scrollView }
    var scrollSlot = [Int?](repeating: nil, count: views.count)
    for (k, v) in scrollViews.enumerated() { scrollSlot[v] = k }
    self.scrollViews = scrollViews
    self.scrollSlot = scrollSlot
    self.parent = parent
    self.isArranged = isArranged
    self.tableEnds = tableEnds
    var isTableEnd = [Bool](repeating: false, count: views.count)
    for e in tableEnds where e < views.count { isTableEnd[e] = true }
    self.isTableEnd = isTableEnd
    self.index = index
    self.titleView = scene.navigationItem?.titleView.flatMap { index[$0.value] }
    let fillingType: ViewType? =
      switch scene.kind.value {
      case .tableViewController: .tableView
      case .collectionViewController: .collectionView
      default: nil
      }
    self.isFreeView = isFreeView
    if isFreeView, !views.isEmpty {
      self.filling = 0
    } else if let fillingType,
      let first = views.indices.first(where: {
        parent[$0] == -1 && views[$0].type.value == fillingType
      })
    {
      self.filling = first
    } else {
      self.filling = nil
    }
    var overrides = Array(repeating: [(property: String, value: Value)](), count: views.count)
    for item in values {
      if let i = index[item.view] { overrides[i].append((item.property, item.value)) }
    }
    let viewValues = zip(views, overrides).map { ViewValues(view: $0.0, overrides: $0.1) }
    self.values = viewValues
    var insets: [Int: ControlMetrics.Insets] = [:]
    let intrinsic = views.indices.map { i in
      var size = IntrinsicSize.of(viewValues[i], ios: ios)
      let inset = ControlMetrics.alignmentInsets(of: views[i].type.value, ios: ios)
      guard !inset.isZero else { return size }
      insets[i] = inset
      size.width = size.width.map { max(0, $0 - inset.left - inset.right) }
      size.height = size.height.map { max(0, $0 - inset.top - inset.bottom) }
      return size
    }
    self.intrinsic = intrinsic
    self.ios = ios
    self.alignmentInsets = insets
    func size(_ i: Int) -> (Double, Double) {
      Self.frameSize(intrinsic[i], insets: insets[i], frame: views[i].frame?.value)
    }
    let barViews = BarViewLayout.placed(scene, index: index, size: size)
    self.barViews = barViews
    var isBarPlaced = [Bool](repeating: false, count: views.count)
    if let titleView { isBarPlaced[titleView] = true }
    for placed in barViews { isBarPlaced[placed.index] = true }
    self.isBarPlaced = isBarPlaced
    // Each anchor's name looked up once, for both its view and whether it is known: a guide
    // (never a view, even where a view has its name) or a view. A view's safe-area guide
    // (`card.safeArea`) names the view.
    var allKnown = true
    // Without free views the index is the scene's, which searches a small scene in order.
    let indexedByScene = scene.freeViews.isEmpty
    func view(_ anchor: ConstraintSyntax.Anchor) -> Int? {
      let name = anchor.guideOwner ?? anchor.item
      // Lengths first: most view ids differ in length from every guide's name.
      let length = name.utf8.count
      if Self.guideNames.contains(where: { $0.utf8.count == length && $0 == name }) { return nil }
      let found = indexedByScene ? scene.firstViewIndex(of: name) : index[name]
      if found == nil { allKnown = false }
      return found
    }
    var entryViews: [(first: Int?, second: Int?)] = []
    entryViews.reserveCapacity(scene.constraints.count)
    for i in scene.constraints.indices {
      let first = view(scene.constraints[i].syntax.first)
      entryViews.append((first, scene.constraints[i].syntax.second.flatMap(view)))
    }
    self.entryViews = entryViews
    self.reportsAmbiguity = scene.hasCompleteConstraints && allKnown
  }

  /// The names that mean a guide or the superview, never a view.
  static let guideNames = [
    "superview", "rootView", "safeArea", "topLayoutGuide", "bottomLayoutGuide",
  ]

  /// The nearest view that contains both views or is one of them (-1: the root view).
  func commonAncestor(_ a: Int, _ b: Int) -> Int {
    var chain: [Int] = []
    var x = a
    while x >= 0 {
      chain.append(x)
      x = parent[x]
    }
    var y = b
    while y >= 0 {
      if chain.contains(y) { return y }
      y = parent[y]
    }
    return -1
  }

  /// The size a bar gives view `i`: its frame's intrinsic size, else its `frame:`'s, on each
  /// axis.
  func barSize(_ i: Int) -> (Double, Double) {
    Self.frameSize(intrinsic[i], insets: alignmentInsets[i], frame: views[i].frame?.value)
  }

  /// A view's frame size from its alignment rectangle's intrinsic size, else its `frame:`.
  private static func frameSize(
    _ intrinsic: IntrinsicSize, insets: ControlMetrics.Insets?, frame: Rect?
  ) -> (Double, Double) {
    let inset = insets ?? .zero
    return (
      intrinsic.width.map { $0 + inset.left + inset.right } ?? frame?.width ?? 0,
      intrinsic.height.map { $0 + inset.top + inset.bottom } ?? frame?.height ?? 0
    )
  }

  /// The views inside view `i`, at any depth (they follow it in document order).
  func descendants(of i: Int) -> [Int] {
    var out: [Int] = []
    var j = i + 1
    while j < views.count, isInside(j, i) {
      out.append(j)
      j += 1
    }
    return out
  }

  /// Whether `view` lies inside `ancestor` (or is it).
  func isInside(_ view: Int, _ ancestor: Int) -> Bool {
    var x = view
    while x >= 0 {
      if x == ancestor { return true }
      x = parent[x]
    }
    return false
  }
}
