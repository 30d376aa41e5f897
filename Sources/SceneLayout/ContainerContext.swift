import SceneModel

/// Where a scene's controller sits, as far as layout cares: which bars cover its root view.
///
/// The bars move the safe area (SCENE-FORMAT.md §7): a navigation bar (44 pt, 96 with a large
/// title) below the device's top inset, and a tab bar (49 pt) and a toolbar (44 pt) above its
/// bottom inset; iOS 26's on a phone running an app built with its SDK (`BarMetrics`).
/// The root view fills the screen, unless it sits in a split view column (on a device where
/// the split view is expanded) or in a `frame` placed by the runtime.
///
///     let context = ContainerContext(navigationBar: true, tabBar: true)
///     let device = Device.named("iphone")!
///     print(context.topBarHeight(on: device), context.bottomBarHeight(on: device))
///     // Prints "44.0 49.0"
public struct ContainerContext: Sendable, Hashable {
  /// Whether a navigation bar is shown above the scene.
  public var navigationBar: Bool
  /// Whether the scene is in a navigation controller whose bar is hidden
  /// (`navigationBarHidden`): pushes stay in it, and no bar covers the scene.
  public var hiddenNavigationBar = false
  /// Whether a tab bar is shown below the scene.
  public var tabBar: Bool
  /// Whether a toolbar is shown below the scene (above the tab bar when both are shown).
  public var toolbar: Bool
  /// The root view's frame in the window when it does not fill the screen (a form sheet or a
  /// popover, placed by the runtime); nil to fill the screen. Such a root view has no
  /// device insets: its safe area is moved by its own bars only.
  public var frame: Rect?
  /// The split view column holding the root view, for a scene shown in a full-screen split
  /// view controller's column. Where the split view is expanded (regular width) the root view
  /// is the column's frame (`SplitColumn.frame(in:on:)`), full height, so the device's insets
  /// still apply; where it is collapsed the root view fills the screen.
  public var column: SplitColumn?
  /// Whether that split view controller has a `supplementary` column (a triple-column split
  /// view), which moves the secondary column right.
  public var tripleColumn = false
  /// The `toolbarHidden` of the navigation controller holding the scene, when it says.
  public var navigationToolbarHidden: Bool? = nil
  /// Whether the navigation controller holding the scene prefers large titles
  /// (`prefersLargeTitles`), which passes along its stack.
  public var largeTitles = false
  /// Whether the scene's navigation bar shows its title large: 52 points taller.
  public var largeTitle = false
  /// Whether the navigation bar above the scene is opaque (`opaqueNavigationBar`), which
  /// passes along its stack: the root view then starts below it.
  public var opaqueNavigationBar = false
  /// Whether the tab bar below the scene is opaque (`opaqueTabBar`), which passes to the tabs
  /// and what they push: the root view then ends above it.
  public var opaqueTabBar = false
  /// Whether the root view runs under the top bars (the scene's `edgesForExtendedLayout`
  /// has `top`, as by default); else it starts below the navigation bar.
  public var extendsUnderTopBars = true
  /// Whether the root view runs under the bottom bars (`edgesForExtendedLayout` has
  /// `bottom`); else it ends above the tab bar and toolbar.
  public var extendsUnderBottomBars = true
  /// How the scene is shown, by every way in the segues give it (`Presentations`): where all
  /// of them show a sheet's card on a device, the root view is that card (`sheetCard(on:)`).
  public var presentations = Presentations()
  /// Whether the root view is a sheet's card the runtime placed (its `frame`, or the device
  /// it passes): a navigation bar is then the card's (`SheetCard.navigationBar`).
  public var inSheet = false

  /// A context with the given bars.
  public init(
    navigationBar: Bool = false, tabBar: Bool = false, toolbar: Bool = false, frame: Rect? = nil,
    column: SplitColumn? = nil
  ) {
    self.navigationBar = navigationBar
    self.tabBar = tabBar
    self.toolbar = toolbar
    self.frame = frame
    self.column = column
  }

  /// The same bars with the root view in a `width` x `height` frame centred on the device's
  /// screen (a form sheet is 540 x 620 on iPad).
  public func centered(width: Double, height: Double, on device: Device) -> ContainerContext {
    var copy = self
    copy.frame = Rect(
      x: (device.width - width) / 2, y: (device.height - height) / 2, width: width,
      height: height)
    return copy
  }

  /// The root view's frame in the window on a device: the screen, its split view column or
  /// its `frame`, less the bars (and the insets beyond them) it does not run under.
  public func rootFrame(on device: Device) -> Rect {
    let screen = Rect(x: 0, y: 0, width: device.width, height: device.height)
    var root = frame ?? columnFrame(on: device) ?? sheetCard(on: device)?.frame ?? screen
    let (top, bottom) = insets(on: device)
    if !extendsUnderTopBars && topBarHeight(on: device) > 0 {
      root.y += top
      root.height -= top
    }
    if !extendsUnderBottomBars && bottomBarHeight(on: device) > 0 { root.height -= bottom }
    root.height = max(0, root.height)
    return root
  }

  /// The split view column's frame in the window on a device where the split view is
  /// expanded, before bars; nil when the scene is in no column or the split view collapses.
  public func columnFrame(on device: Device) -> Rect? {
    let screen = Rect(x: 0, y: 0, width: device.width, height: device.height)
    return column?.frame(in: screen, on: device, tripleColumn: tripleColumn)
  }

  /// The same bars in the column of `context` (a navigation stack or pages keep it).
  func inColumn(of context: ContainerContext) -> ContainerContext {
    var copy = self
    copy.column = context.column
    copy.tripleColumn = context.tripleColumn
    return copy
  }

  /// The safe area in window coordinates on a device: the root view less the device's insets
  /// (when it fills the screen or a split view column) and the bars it runs under.
  public func safeArea(on device: Device) -> Rect {
    let root = rootFrame(on: device)
    var (top, bottom) = insets(on: device)
    if !extendsUnderTopBars && topBarHeight(on: device) > 0 { top = 0 }
    if !extendsUnderBottomBars && bottomBarHeight(on: device) > 0 { bottom = 0 }
    // A phone on its side is unsafe at its left and right too (the notch), where the root
    // fills the screen.
    let side =
      frame == nil && columnFrame(on: device) == nil && sheetCard(on: device) == nil
      ? device.safeAreaSide : 0
    return Rect(
      x: root.x + side, y: root.y + top, width: max(0, root.width - 2 * side),
      height: max(0, root.height - top - bottom))
  }

  /// How far the device's insets (when the root fills the screen or a column) and the bars
  /// reach in from the top and the bottom of the screen.
  private func insets(on device: Device) -> (top: Double, bottom: Double) {
    if let card = sheetCard(on: device) {
      return (card.topInset + topBarHeight(on: device), card.bottomInset + bottomBarHeight(on: device))
    }
    return (
      (frame == nil ? device.safeAreaTop : 0) + topBarHeight(on: device),
      (frame == nil ? device.safeAreaBottom : 0) + bottomBarHeight(on: device)
    )
  }

  /// The context with the scene's own `edgesForExtendedLayout`.
  public func extendingLayout(of scene: Scene) -> ContainerContext {
    var copy = self
    copy.extendsUnderTopBars =
      scene.extendsLayout(under: .top) && !(opaqueNavigationBar && navigationBar)
    copy.extendsUnderBottomBars =
      scene.extendsLayout(under: .bottom) && !(opaqueTabBar && tabBar)
    return copy
  }

  /// No bars: a scene presented modally or shown as the window's root.
  public static let none = ContainerContext()

  /// How far the bars push the safe area's top down on a device (`BarMetrics`).
  public func topBarHeight(on device: Device) -> Double {
    navigationBar
      ? navigationBarHeight(on: device) + (largeTitle ? BarMetrics(on: device).largeTitle : 0)
      : 0
  }

  /// How far the bars push the safe area's bottom up on a device (`BarMetrics`).
  public func bottomBarHeight(on device: Device) -> Double {
    let bars = BarMetrics(on: device)
    return (tabBar ? bars.tabBar : 0) + (toolbar ? bars.toolbar : 0)
  }

  /// The contexts of every scene of a storyboard, found from its segues (docs/Layout.md §3).
  ///
  /// A scene gets a navigation bar when it is the root of a navigation controller or is pushed
  /// (`push`, `show`, `showDetail`) from a scene that has one; a toolbar when it has one and
  /// `toolbarItems`; a tab bar when it, or the container holding it, is a child of a tab bar
  /// controller, or it is pushed from a scene that has one, unless the pushed scene or the
  /// scene it is pushed from has `hidesBottomBarWhenPushed` (then it, and what is pushed above
  /// it, get no tab bar; a flagged navigation controller's root keeps its own tab bar, as
  /// nothing is pushed yet, and hides it from what is pushed over it). Page and split
  /// view controllers pass their own bars on to their children. A split view controller's
  /// `master`, `supplementary` and `detail` get the primary, supplementary and secondary
  /// `column`, which their navigation stacks (root and pushes) and pages keep; a `showDetail`
  /// destination from a column gets the secondary column, and a `show` destination from the
  /// primary column of a triple-column split view the supplementary one. A navigation controller's `toolbarHidden` passes to its stack. A scene reached in several ways gets every bar one of them
  /// gives, and the first column found. Modal, popover and embed destinations get none, but
  /// the way they are shown (`presentations`, which relationships and pushes pass on, so that
  /// a scene only sheets show is laid out in the card: `sheetCard(on:)`). A
  /// scene that no segue reaches gets the bars its canvas simulates (`Scene.simulatedBars`),
  /// as code shows it in such a container, and passes them on along its segues like any
  /// other scene's: the initial scene too, when it simulates bars (a storyboard that code
  /// loads and whose initial controller it pushes, as Blockchain's KYC steps are; a window's
  /// root that has no bars simulates none).
  ///
  /// - Returns: one context per scene, in the storyboard's scene order.
  ///
  /// - Complexity: rounds over the scenes in file order, each following the segues of only
  ///   the scenes whose context changed since their segues were last followed (the others
  ///   would pass on what they passed before). A context only gains, so few scenes change
  ///   per round: a 3,000-scene push chain written backwards took 7.8 s when every round
  ///   followed every segue.
  public static func inferred(for storyboard: Storyboard) -> [ContainerContext] {
    let scenes = storyboard.scenes
    var contexts = Array(repeating: ContainerContext.none, count: scenes.count)
    let reached = reachedBySegues(storyboard)
    for i in scenes.indices where !reached[i] {
      if let bars = scenes[i].simulatedBars?.value { contexts[i] = simulated(bars) }
      contexts[i].presentations = .fullScreen
    }
    // The window's root is full screen, whatever else presents it.
    if let initial = storyboard.initial?.value, let i = storyboard.sceneIndex(of: initial) {
      contexts[i].presentations.insert(.fullScreen)
    }
    settle(&contexts, in: storyboard, dirty: scenes.map { _ in true }, presentsPushes: false)
    // A push with no navigation controller is a modal presentation, known once the bars have
    // settled (a source may gain its navigation bar late): their ways in are added after.
    settle(
      &contexts, in: storyboard, dirty: scenes.map { $0.segues.contains(where: isPush) },
      presentsPushes: true)
    for i in scenes.indices {
      let shown = contexts[i].navigationToolbarHidden.map { !$0 } ?? !scenes[i].toolbarItems.isEmpty
      contexts[i].toolbar = (contexts[i].navigationBar || contexts[i].hiddenNavigationBar) && shown
      if !reached[i], let bars = scenes[i].simulatedBars?.value {
        contexts[i].toolbar = bars.contains(.toolbar)
      }
      contexts[i] = contexts[i].extendingLayout(of: scenes[i])
    }
    return contexts
  }

  /// The bars of a scene shown by code, as its canvas simulates them.
  static func simulated(_ bars: [Scene.SimulatedBar]) -> ContainerContext {
    ContainerContext(
      navigationBar: bars.contains(.navigationBar), tabBar: bars.contains(.tabBar),
      toolbar: bars.contains(.toolbar))
  }

  /// The context of one scene (see `inferred(for:)`).
  public static func inferred(for scene: Scene, in storyboard: Storyboard) -> ContainerContext {
    guard let i = storyboard.scenes.firstIndex(where: { $0.id.value == scene.id.value }) else {
      return .none
    }
    return inferred(for: storyboard)[i]
  }

  /// The bars a segue's destination inherits from its source (whose bars are `context`), or
  /// nil for none. An opaque tab bar (`opaqueTabBar` on the tab bar controller) goes with the
  /// tab bar to the tabs and what they push. A segue that passes no bars passes how it shows
  /// the destination (`presentedOn`); a push that finds no navigation controller does so only
  /// with `presentsPushes`, once the bars have settled.
  static func passedOn(
    _ context: ContainerContext, segue: Segue, from source: Scene, to destination: Scene,
    presentsPushes: Bool = true
  ) -> ContainerContext? {
    guard var passed = barsPassedOn(context, segue: segue, from: source, to: destination) else {
      return isPush(segue) && !presentsPushes ? nil : presentedOn(context, segue: segue)
    }
    passed.presentations = context.presentations
    let opaque =
      segue.relationship?.value == .viewControllers
      ? source.opaqueTabBar?.value == true : context.opaqueTabBar
    passed.opaqueTabBar = passed.tabBar && opaque
    return passed
  }

  private static func barsPassedOn(
    _ context: ContainerContext, segue: Segue, from source: Scene, to destination: Scene
  ) -> ContainerContext? {
    switch segue.kind.value {
    case .relationship:
      switch segue.relationship?.value {
      case .rootViewController?:
        var inherited = ContainerContext(navigationBar: true, tabBar: context.tabBar)
          .inColumn(of: context)
        if source.navigationBarHidden?.value == true {
          inherited.navigationBar = false
          inherited.hiddenNavigationBar = true
        }
        inherited.navigationToolbarHidden = source.toolbarHidden?.value
        inherited.opaqueNavigationBar = source.opaqueNavigationBar?.value == true
        inherited.largeTitles = source.prefersLargeTitles?.value == true
        inherited.largeTitle = inherited.largeTitles && largeTitle(of: destination, after: true)
        return inherited
      case .viewControllers?:
        return ContainerContext(tabBar: true)
      case .pages?:
        return ContainerContext(navigationBar: context.navigationBar, tabBar: context.tabBar)
          .inColumn(of: context)
      case .master?, .supplementary?, .detail?:
        var child = ContainerContext(
          navigationBar: context.navigationBar, tabBar: context.tabBar,
          column: segue.relationship.flatMap { SplitColumn(relationship: $0.value) })
        child.tripleColumn = source.segues.contains { $0.relationship?.value == .supplementary }
        return child
      case nil:
        return nil
      }
    case .showDetail where context.column != nil:
      // From a split view's column: the destination replaces the secondary column (where the
      // split view is expanded; collapsed, it is pushed and fills the screen as the column
      // does), keeping the source's bars.
      var detail = ContainerContext(
        navigationBar: context.navigationBar, tabBar: context.tabBar, column: .secondary)
      detail.tripleColumn = context.tripleColumn
      detail.navigationToolbarHidden = context.navigationToolbarHidden
      return detail
    case .show where context.column == .primary && context.tripleColumn:
      // From the primary column of a triple-column split view: the destination replaces the
      // supplementary column (collapsed, it is pushed as any show), keeping the source's bars.
      var supplementary = ContainerContext(
        navigationBar: context.navigationBar, tabBar: context.tabBar, column: .supplementary)
      supplementary.tripleColumn = true
      supplementary.navigationToolbarHidden = context.navigationToolbarHidden
      return supplementary
    case .push, .show, .showDetail:
      guard context.navigationBar || context.hiddenNavigationBar else { return nil }
      // A flag below the pushed scene hides the bar too: a pushed source's context has no
      // tab bar already, and a flagged root's flag counts once something is pushed over it.
      var pushed = ContainerContext(
        navigationBar: context.navigationBar,
        tabBar: context.tabBar && !destination.hidesBottomBar && !source.hidesBottomBar)
      if segue.kind.value != .showDetail { pushed = pushed.inColumn(of: context) }
      pushed.hiddenNavigationBar = context.hiddenNavigationBar
      pushed.navigationToolbarHidden = context.navigationToolbarHidden
      pushed.opaqueNavigationBar = context.opaqueNavigationBar
      pushed.largeTitles = context.largeTitles
      pushed.largeTitle =
        context.largeTitles && largeTitle(of: destination, after: context.largeTitle)
      return pushed
    case .modal, .popover, .embed, .unwind:
      return nil
    }
  }

  func union(_ other: ContainerContext) -> ContainerContext {
    var merged = ContainerContext(
      navigationBar: navigationBar || other.navigationBar, tabBar: tabBar || other.tabBar,
      toolbar: toolbar || other.toolbar, frame: frame ?? other.frame,
      column: column ?? other.column)
    merged.tripleColumn = column != nil ? tripleColumn : other.tripleColumn
    merged.hiddenNavigationBar = hiddenNavigationBar || other.hiddenNavigationBar
    merged.navigationToolbarHidden = navigationToolbarHidden ?? other.navigationToolbarHidden
    merged.largeTitles = largeTitles || other.largeTitles
    merged.opaqueNavigationBar = opaqueNavigationBar || other.opaqueNavigationBar
    merged.opaqueTabBar = opaqueTabBar || other.opaqueTabBar
    merged.largeTitle = largeTitle || other.largeTitle
    merged.presentations = presentations.union(other.presentations)
    merged.inSheet = inSheet || other.inSheet
    return merged
  }

  /// Whether a scene's bar shows a large title in a navigation controller that prefers them,
  /// after a scene that showed one (`previous`; true for the root): its
  /// `largeTitleDisplayMode`, `automatic` following the scene below.
  static func largeTitle(of scene: Scene, after previous: Bool) -> Bool {
    switch scene.navigationItem?.largeTitleDisplayMode?.value ?? .automatic {
    case .always: true
    case .never: false
    case .automatic: previous
    }
  }
}
