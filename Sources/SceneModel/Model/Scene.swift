import Diagnostics
import SceneSyntax

/// One scene: a view controller with its views, outlets, actions, segues,
/// constraints and alerts (SCENE-FORMAT.md §2).
public struct Scene: Sendable {
  /// The kinds of view controller a scene can be.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case viewController
    case tableViewController
    /// A `UICollectionViewController` (an extension): its root view is a collection view.
    case collectionViewController
    case navigationController
    case tabBarController
    case pageViewController
    case splitViewController

    /// Containers get their children only through relationship segues.
    public var isContainer: Bool {
      switch self {
      case .navigationController, .tabBarController, .pageViewController, .splitViewController:
        true
      case .viewController, .tableViewController, .collectionViewController:
        false
      }
    }
  }

  /// Everything else the scene holds, shared by its copies (Scene+Storage.swift).
  @usableFromInline var fieldsBox: FieldsBox
  /// What few scenes have, or few checks read (`Details`), out of line: nil when the scene
  /// has none of it.
  var detailsBox: DetailsBox? = nil

  /// A bar Interface Builder's canvas simulates above or below a scene.
  public enum SimulatedBar: String, Sendable, CaseIterable {
    case navigationBar, tabBar, toolbar
  }

  /// An edge of a rectangle (UIKit's `UIRectEdge`).
  public enum RectEdge: String, Sendable, CaseIterable {
    case top, left, bottom, right
  }

  /// Whether the root view runs under bars along `edge` (`edgesForExtendedLayout`).
  public func extendsLayout(under edge: RectEdge) -> Bool {
    edgesForExtendedLayout.map { $0.value.contains(edge) } ?? true
  }
  @inlinable public var navigationItem: NavigationItem? {
    _read { yield fields.navigationItem }
    _modify {
      yield &ownFields().fields.pointee.navigationItem
      indexBarItems()
    }
  }
  @inlinable public var toolbarItems: [BarItem] {
    _read { yield fields.toolbarItems }
    _modify {
      yield &ownFields().fields.pointee.toolbarItems
      indexBarItems()
    }
  }
  @inlinable public var properties: [NamedValue] {
    _read { yield fields.properties }
    _modify {
      yield &ownFields().fields.pointee.properties
      indexProperties()
    }
  }
  /// The id that names the scene's root view where a view id goes: the `from:` of an action
  /// or segue a root-view gesture sends, and `--tap rootView`, as constraints name it.
  public static let rootViewID = "rootView"
  /// The root view's subviews, in file order.
  @inlinable public var views: [ViewSpec] {
    _read { yield fields.views }
    _modify {
      yield &ownFields().fields.pointee.views
      indexViews()
    }
  }
  /// The free-standing views (`freeViews:`, an extension): views outside the view tree that
  /// the scene loads and code adds later, in file order.
  @inlinable public var freeViews: [FreeView] {
    _read { yield fields.freeViews }
    _modify {
      yield &ownFields().fields.pointee.freeViews
      indexViews()
    }
  }
  /// Every view of the scene, depth first in file order (subviews, then arranged subviews,
  /// after each view): the view tree's, then each free view's. Kept in step with `views` and
  /// `freeViews`, since every check walks it.
  @inlinable public var allViews: [ViewSpec] { _read { yield fields.allViews } }
  /// How many views of `allViews` are in the view tree (the first ones).
  @inlinable public var treeViewCount: Int { fields.treeViewCount }
  /// The views of the view tree (the root view's subviews and theirs), depth first in file
  /// order: `allViews` without the free views.
  public var treeViews: [ViewSpec] {
    freeViews.isEmpty ? allViews : Array(allViews.prefix(treeViewCount))
  }
  /// The free view holding each view of a free view (the free view itself included).
  private var freeViewOf: [String: Int] { fields.freeViewOf }
  /// The index in `allViews` of the first view with each id, so that `view(_:)` does not
  /// search: checks look a view up for every action, outlet, constraint and reference.
  private var viewIndex: [String: Int] { fields.viewIndex }
  /// Whether `id` is a view or bar item of the scene, or one the file writes that could not
  /// be read (`unreadViewIDs`).
  public func declaresView(_ id: String) -> Bool {
    view(id) != nil || barItem(id) != nil || unreadViewIDs.contains(id)
  }
  /// Whether ambiguity in the scene's layout means a mistake in it: not when a constraint
  /// could not be read or the layout is declared partial.
  public var hasCompleteConstraints: Bool {
    !hasUnreadableConstraints && partialLayout?.value != true
  }

  public init(id: Located<String>, kind: Located<Kind>) {
    fieldsBox = FieldsBox(Fields(id: id, kind: kind))
  }

  /// The views of a tree, depth first in file order.
  public static func flattened(_ views: [ViewSpec]) -> [ViewSpec] {
    var result: [ViewSpec] = []
    // By index: each view is copied once, into the result (a loop's element is a copy too).
    func visit(_ views: [ViewSpec]) {
      for i in views.indices {
        result.append(views[i])
        visit(views[i].subviews)
        visit(views[i].arrangedSubviews)
        guard views[i].holdsDetails else { continue }
        visit(views[i].tableEndViews)
        visit(views[i].cellViews)
      }
    }
    visit(views)
    return result
  }

  @usableFromInline mutating func indexViews() {
    let box = ownFields()
    var allViews = Self.flattened(box.fields.pointee.views)
    let treeViewCount = allViews.count
    var freeViewOf: [String: Int] = [:]
    for (f, free) in box.fields.pointee.freeViews.enumerated() {
      let inside = free.allViews
      for view in inside { freeViewOf.insertIfAbsent(view.id.value, f) }
      allViews += inside
    }
    box.fields.pointee.viewIndex = Self.firstIndices(allViews)
    box.fields.pointee.allViews = allViews
    box.fields.pointee.treeViewCount = treeViewCount
    box.fields.pointee.freeViewOf = freeViewOf
    indexBarItems()
  }

  /// The free view that is `id` or holds it; nil for a view of the view tree (or none). Of
  /// two views with one id (an error), the view tree's wins.
  public func freeView(holding id: String) -> FreeView? {
    guard let f = freeViewOf[id], let i = viewIndex[id], i >= treeViewCount else { return nil }
    return freeViews[f]
  }

  /// Whether the scene hides an enclosing tab bar when pushed (false when not written).
  public var hidesBottomBar: Bool { hidesBottomBarWhenPushed?.value ?? false }

  /// Every bar item of the scene but spaces: navigation bar left, right, then toolbar.
  @inlinable public var allBarItems: [BarItem] { _read { yield fields.allBarItems } }
  /// The index in `allBarItems` of the first bar item with each id.
  private var barItemIndex: [String: Int] { fields.barItemIndex }

  /// The names in `properties`, so that checking a reference does not search the list.
  @usableFromInline mutating func indexProperties() {
    let box = ownFields()
    box.fields.pointee.propertyNames = Set(box.fields.pointee.properties.map(\.name.value))
  }

  @usableFromInline mutating func indexBarItems() {
    var items = (navigationItem?.left ?? []) + (navigationItem?.right ?? []) + toolbarItems
    // Only views that hold details hold bar items (done for speed: most views hold none, and
    // asking every view copied it out of the list).
    for i in allViews.indices where allViews[i].detailsBox != nil {
      items += allViews[i].ownBarItems
    }
    let allBarItems = items.filter { !$0.isSpace }
    var barItemIndex: [String: Int] = [:]
    for i in allBarItems.indices { barItemIndex.insertIfAbsent(allBarItems[i].id.value, i) }
    let box = ownFields()
    box.fields.pointee.allBarItems = allBarItems
    box.fields.pointee.barItemIndex = barItemIndex
  }

  /// The views the scene's bars show: its navigation item's title view and the views of its
  /// navigation and toolbar items (UIKit's `titleView` and `customView`). A container's
  /// navigation item has them too, shown in the navigation bar above it.
  public var barViewIDs: Set<String> {
    let items = (navigationItem?.left ?? []) + (navigationItem?.right ?? []) + toolbarItems
    let titleView = navigationItem?.titleView.map { [$0.value] } ?? []
    return Set(items.compactMap(\.view?.value) + titleView)
  }

  /// The standalone toolbar (a `toolbar` view) that holds the bar item `id`, if one does.
  public func toolbarView(holding id: String) -> ViewSpec? {
    allViews.first { $0.type.value == .toolbar && $0.barItems.contains { $0.id.value == id } }
  }

  /// The standalone bar (a `toolbar` or `navigationBar` view) that holds the bar item `id`.
  public func barView(holding id: String) -> ViewSpec? {
    toolbarView(holding: id) ?? navigationBarView(holding: id)
  }

  /// The standalone navigation bar (a `navigationBar` view) that holds the bar item `id`.
  public func navigationBarView(holding id: String) -> ViewSpec? {
    allViews.first {
      $0.type.value == .navigationBar && $0.ownBarItems.contains { $0.id.value == id }
    }
  }

  /// The views the scene's own bars show (bar items' `view:`), each with the bar item
  /// showing it and whether that item is in the navigation bar (else the toolbar).
  public var barItemViews: [(view: String, item: BarItem, inNavigationBar: Bool)] {
    let navigation = (navigationItem?.left ?? []) + (navigationItem?.right ?? [])
    return navigation.compactMap { item in item.view.map { ($0.value, item, true) } }
      + toolbarItems.compactMap { item in item.view.map { ($0.value, item, false) } }
  }

  /// The first view with this id, depth first in file order (as in `allViews`).
  public func view(_ id: String) -> ViewSpec? {
    firstViewIndex(of: id).map { allViews[$0] }
  }

  /// The index in `allViews` of the first view with this id: the scene's table of them
  /// (`viewIndices`), or for a scene of at most `searchedViewCount` views a search in order,
  /// lengths first, which costs a fraction of hashing the id (checks and layout ask this for
  /// both items of every constraint). Inlinable, so that layout reads the views in place.
  @inlinable public func firstViewIndex(of id: String) -> Int? {
    guard fields.allViews.count <= Self.searchedViewCount else { return fields.viewIndex[id] }
    let length = id.utf8.count
    for i in fields.allViews.indices
    where fields.allViews[i].id.value.utf8.count == length && fields.allViews[i].id.value == id {
      return i
    }
    return nil
  }

  /// The most views `firstViewIndex(of:)` searches in order.
  @usableFromInline static let searchedViewCount = 16

  /// The index in `allViews` of the first view with each id (the table `view(_:)` looks up),
  /// for a walk that indexes the same views (layout's, when the scene has no free views).
  public var viewIndices: [String: Int] { viewIndex }

  /// Whether a view of the scene has this id (`view(_:)` without copying the view).
  func hasView(_ id: String) -> Bool {
    firstViewIndex(of: id) != nil
  }

  /// The cells of every view (`ViewSpec.cells`), in the order of `allViews`: empty, with no
  /// list joined, when no view holds details (where cells are kept), as in most scenes.
  var allCells: [TableCell] {
    viewsHoldDetails ? allViews.flatMap(\.cells) : []
  }

  /// Whether a view holds details (`ViewSpec.Details`: cells, outlets, delegates, gestures,
  /// ...): most scenes' views hold none, and their lists of these need no walk.
  var viewsHoldDetails: Bool {
    allViews.contains { $0.detailsBox != nil }
  }

  /// The type of the first view with this id (`view(_:)` without copying the view).
  func viewType(_ id: String) -> ViewType? {
    firstViewIndex(of: id).map { allViews[$0].type.value }
  }

  /// `self.title`: UIKit's `UIViewController.title`, which every scene has without declaring
  /// it. Steps and `pass:` set it, and the navigation bar (and once set, the tab) shows it.
  public static let titleProperty = "title"

  /// Whether `properties:` declares `name`.
  public func hasProperty(_ name: String) -> Bool {
    fields.propertyNames.contains(name)
  }

  /// The index of the first view of each id.
  static func firstIndices(_ views: [ViewSpec]) -> [String: Int] {
    var index: [String: Int] = [:]
    index.reserveCapacity(views.count)
    for i in views.indices { index.insertIfAbsent(views[i].id.value, i) }
    return index
  }

  /// The bar item with this id.
  public func barItem(_ id: String) -> BarItem? {
    barItemIndex[id].map { allBarItems[$0] }
  }

  /// Whether the scene's class implements the unwind action (`unwindActions:`).
  public func implementsUnwind(_ action: String) -> Bool {
    unwindActions.contains { $0.value == action }
  }

  /// The alert with this id.
  public func alert(_ id: String) -> Alert? {
    alerts.first { $0.id.value == id }
  }
}
