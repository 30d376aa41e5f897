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

  public var id: Located<String>
  public var kind: Located<Kind>
  public var className: Located<String>?
  /// `ib:` (an extension): the Interface Builder id of the controller a storyboard import
  /// made the scene from.
  public var ib: Located<String>?
  /// `storyboardIdentifier:` (an extension): the name code passes to
  /// `instantiateViewController(withIdentifier:)`. Code may enter the app there, so the scene
  /// and what it leads to are not reported unreachable.
  public var storyboardIdentifier: Located<String>?
  /// `backgroundColor:`: the root view's background colour (`DeclaredColor`), behind every
  /// view of the scene that declares none.
  public var backgroundColor: Located<String>? = nil
  /// `rootFromCode: true` (an extension): a navigation controller whose root view controller
  /// code sets, as UIKit allows; it has no `rootViewController` relationship, and shows an
  /// empty stack until code (which `simulate` does not run) pushes one.
  public var rootFromCode: Located<Bool>?
  /// `navigationBarHidden: true` (an extension) on a navigation controller: its bar is
  /// hidden (UINavigationController's `isNavigationBarHidden`), so it covers nothing, shows
  /// no title, bar items or back button, and the safe area starts below the device's inset.
  public var navigationBarHidden: Located<Bool>?
  /// `definesPresentationContext: true` (an extension): a `currentContext` or
  /// `overCurrentContext` presentation from the scene or a controller inside it covers this
  /// scene's controller, the nearest such one up the chain (UIViewController's
  /// `definesPresentationContext`); a tab bar controller's tabs define one already.
  public var definesPresentationContext: Located<Bool>?
  /// `toolbarHidden:` (an extension) on a navigation controller: `false` shows its toolbar
  /// under every scene of its stack, with or without toolbar items (UINavigationController's
  /// `isToolbarHidden`, IB's "Shows Toolbar"); `true` hides it even from scenes that have
  /// items. Absent, the toolbar shows under the scenes that have toolbar items.
  public var toolbarHidden: Located<Bool>?
  /// `opaqueNavigationBar: true` (an extension) on a navigation controller: its bar is opaque
  /// (UIKit's `navigationBar.isTranslucent` false, IB's `translucent="NO"`), so the root views
  /// of its stack start below it (`extendedLayoutIncludesOpaqueBars` is false by default).
  public var opaqueNavigationBar: Located<Bool>?
  /// `prefersLargeTitles: true` on a navigation controller (an extension, UIKit's
  /// `navigationBar.prefersLargeTitles`): its bar shows large titles, 52 points taller, for
  /// the scenes whose `largeTitleDisplayMode` lets it. nil when absent (false).
  public var prefersLargeTitles: Located<Bool>? = nil
  /// `edgesForExtendedLayout:` (an extension, UIKit's `edgesForExtendedLayout`): the edges
  /// along which the root view runs under the bars; nil when absent (all of them). Without
  /// `top` the root view starts below a navigation bar, without `bottom` it ends above a
  /// tab bar or toolbar.
  public var edgesForExtendedLayout: Located<[RectEdge]>? = nil

  /// `simulatedBars:` (an extension, Interface Builder's simulated metrics): the bars the
  /// canvas draws the scene under, as its designer set them. A scene no segue reaches is
  /// shown by code in a container the file does not name; layout gives it these bars
  /// (docs/Layout.md §3). nil when absent (none).
  public var simulatedBars: Located<[SimulatedBar]>? = nil

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
  public var title: Located<String>?
  public var tabItem: TabItem?
  public var navigationItem: NavigationItem? {
    didSet { indexBarItems() }
  }
  public var toolbarItems: [BarItem] {
    didSet { indexBarItems() }
  }
  /// UIKit's `hidesBottomBarWhenPushed` (an extension, docs/SceneFormat.md): when the
  /// scene is pushed onto a navigation controller inside a tab bar controller, the tab bar
  /// is hidden while it is on the stack; on a stack's root, while anything is pushed over it
  /// (docs/Layout.md §3, docs/Runtime.md §2.4).
  /// nil when the key is absent, which means false.
  public var hidesBottomBarWhenPushed: Located<Bool>?
  /// UIKit's `isModalInPresentation` (an extension, docs/SceneFormat.md): presented as a
  /// sheet, the scene cannot be swiped down (`--swipe down`). nil when absent (false).
  public var modalInPresentation: Located<Bool>?
  /// The unwind actions the scene's class implements (`unwindActions:`, an extension,
  /// docs/SceneFormat.md): an unwind segue by `action` returns to the first controller up
  /// its chain whose scene lists the action (docs/Runtime.md §2.3). In file order.
  public var unwindActions: [Located<String>] = []
  /// `reference:` (an extension): the scene stands for a scene of another file; nil for a
  /// scene of this file.
  public var reference: StoryboardReference? = nil
  /// `runtimeAttributes:` (an extension): the controller's user-defined runtime attributes,
  /// as a view's: kept and shown, not run.
  public var runtimeAttributes: [NamedValue] = []
  public var properties: [NamedValue] {
    didSet { propertyNames = Set(properties.map(\.name.value)) }
  }
  /// The names in `properties`, so that checking a reference does not search the list.
  private var propertyNames: Set<String> = []
  /// `gestures:` (an extension): the gesture recognizers attached to the scene's root view,
  /// written as a view's. Their actions and segues are sent from `rootView` (`rootViewID`).
  public var gestures: [Gesture] = []
  /// The id that names the scene's root view where a view id goes: the `from:` of an action
  /// or segue a root-view gesture sends, and `--tap rootView`, as constraints name it.
  public static let rootViewID = "rootView"
  /// The root view's subviews, in file order.
  public var views: [ViewSpec] {
    didSet { indexViews() }
  }
  /// The free-standing views (`freeViews:`, an extension): views outside the view tree that
  /// the scene loads and code adds later, in file order.
  public var freeViews: [FreeView] = [] {
    didSet { indexViews() }
  }
  /// Every view of the scene, depth first in file order (subviews, then arranged subviews,
  /// after each view): the view tree's, then each free view's. Kept in step with `views` and
  /// `freeViews`, since every check walks it.
  public private(set) var allViews: [ViewSpec] = []
  /// How many views of `allViews` are in the view tree (the first ones).
  public private(set) var treeViewCount = 0
  /// The views of the view tree (the root view's subviews and theirs), depth first in file
  /// order: `allViews` without the free views.
  public var treeViews: [ViewSpec] {
    freeViews.isEmpty ? allViews : Array(allViews.prefix(treeViewCount))
  }
  /// The free view holding each view of a free view (the free view itself included).
  private var freeViewOf: [String: Int] = [:]
  /// The index in `allViews` of the first view with each id, so that `view(_:)` does not
  /// search: checks look a view up for every action, outlet, constraint and reference.
  private var viewIndex: [String: Int] = [:]
  public var outlets: [Outlet]
  /// The objects the scene makes from the app's classes (`objects:`, an extension).
  public var objects: [SceneObject] = []
  public var actions: [Action]
  public var onAppear: [Step]
  public var segues: [Segue]
  public var constraints: [ConstraintEntry]
  /// Whether a constraint written for the scene could not be read (a syntax error, a value
  /// that is not a string): its layout then leaves free what the user meant to fix, and the
  /// ambiguity that follows is not reported, since the constraint's own error is the cause.
  public var hasUnreadableConstraints = false
  /// The ids of views (and bar items) the file writes but that could not be read (a type
  /// that is not a view type, a value of the wrong kind), with those of their subviews: a
  /// reference to one of them is not reported as dangling, since the view's own error is the
  /// cause.
  public var unreadViewIDs: Set<String> = []
  /// The ids and destinations of segues the file writes but that could not be read (a kind
  /// that is not a segue kind): a step that performs one is not reported as naming nothing,
  /// nor a scene it leads to as unreachable, since the segue's own error is the cause.
  public var unreadSegueIDs: Set<String> = []
  public var unreadSegueTargets: [String] = []
  /// Whether `properties:` is written but is not a mapping: its own error is the cause, so no
  /// `self.x` or `pass:` target is reported undeclared.
  public var hasUnreadProperties = false
  /// Whether `id` is a view or bar item of the scene, or one the file writes that could not
  /// be read (`unreadViewIDs`).
  public func declaresView(_ id: String) -> Bool {
    view(id) != nil || barItem(id) != nil || unreadViewIDs.contains(id)
  }
  /// `partialLayout: true` (an extension, docs/SceneFormat.md): the scene's constraints are
  /// known to be incomplete (a storyboard's that the format cannot hold yet were left out),
  /// so conflicts are reported and ambiguity is not. nil when the key is absent.
  public var partialLayout: Located<Bool>?
  /// Whether ambiguity in the scene's layout means a mistake in it: not when a constraint
  /// could not be read or the layout is declared partial.
  public var hasCompleteConstraints: Bool {
    !hasUnreadableConstraints && partialLayout?.value != true
  }
  /// Alerts and action sheets, in file order.
  public var alerts: [Alert]

  public init(id: Located<String>, kind: Located<Kind>) {
    self.id = id
    self.kind = kind
    self.toolbarItems = []
    self.properties = []
    self.views = []
    self.outlets = []
    self.actions = []
    self.onAppear = []
    self.segues = []
    self.constraints = []
    self.alerts = []
  }

  /// The views of a tree, depth first in file order.
  public static func flattened(_ views: [ViewSpec]) -> [ViewSpec] {
    var result: [ViewSpec] = []
    func visit(_ views: [ViewSpec]) {
      for view in views {
        result.append(view)
        visit(view.subviews)
        visit(view.arrangedSubviews)
        visit(view.tableEndViews)
        visit(view.cellViews)
      }
    }
    visit(views)
    return result
  }

  private mutating func indexViews() {
    allViews = Self.flattened(views)
    treeViewCount = allViews.count
    freeViewOf = [:]
    for (f, free) in freeViews.enumerated() {
      let inside = free.allViews
      for view in inside where freeViewOf[view.id.value] == nil { freeViewOf[view.id.value] = f }
      allViews += inside
    }
    viewIndex = Self.firstIndices(allViews)
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
  public private(set) var allBarItems: [BarItem] = []
  /// The index in `allBarItems` of the first bar item with each id.
  private var barItemIndex: [String: Int] = [:]

  private mutating func indexBarItems() {
    allBarItems =
      ((navigationItem?.left ?? []) + (navigationItem?.right ?? []) + toolbarItems
      + allViews.flatMap(\.ownBarItems)).filter { !$0.isSpace }
    barItemIndex = [:]
    for i in allBarItems.indices where barItemIndex[allBarItems[i].id.value] == nil {
      barItemIndex[allBarItems[i].id.value] = i
    }
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
    viewIndex[id].map { allViews[$0] }
  }

  /// `self.title`: UIKit's `UIViewController.title`, which every scene has without declaring
  /// it. Steps and `pass:` set it, and the navigation bar (and once set, the tab) shows it.
  public static let titleProperty = "title"

  /// Whether `properties:` declares `name`.
  public func hasProperty(_ name: String) -> Bool {
    propertyNames.contains(name)
  }

  /// The index of the first view of each id.
  static func firstIndices(_ views: [ViewSpec]) -> [String: Int] {
    var index: [String: Int] = [:]
    index.reserveCapacity(views.count)
    for i in views.indices where index[views[i].id.value] == nil { index[views[i].id.value] = i }
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
