import SceneModel
import SceneSyntax

extension Simulator {
  /// Every displayed controller in stacking order, lowest first: each
  /// controller, then its displayed children, then what it presents. Covered
  /// controllers are included (see `appearedControllers()`).
  public func displayOrder() -> [Controller] {
    var result: [Controller] = []
    func visit(_ controller: Controller) {
      result.append(controller)
      for child in controller.displayedChildren(in: device) { visit(child) }
      if let presented = controller.presented { visit(presented) }
    }
    if let root { visit(root) }
    return result
  }

  /// The controllers whose views are in the window: the displayed ones minus
  /// those a fullScreen (everything beneath) or currentContext (its context's
  /// subtree) presentation removed. These are the "appeared" controllers.
  public func appearedControllers() -> [Controller] {
    let order = displayOrder()
    var removed = Array(repeating: false, count: order.count)
    for (index, controller) in order.enumerated() {
      guard let presentation = controller.presentation,
        presentation.style.removesCoveredViews
      else { continue }
      var start = 0
      if presentation.style.coversContextOnly, let host = controller.presenter {
        start = order.firstIndex { $0 === host } ?? index
      }
      for covered in start..<index { removed[covered] = true }
    }
    return order.indices.filter { !removed[$0] }.map { order[$0] }
  }

  /// The chain the user's attention follows, from the window's root to the
  /// top: at each controller, what it presents, else its primary child.
  ///
  /// An alert or action sheet sits over its presenter without replacing it: UIKit presents
  /// it from the root of the presenting scene's chain (a tab bar controller, say), yet the
  /// scene the user works in stays the pushed scene beneath it. So the chain goes on through
  /// the primary child past a presented alert, and the alert comes last. `top` and `stack`
  /// leave it out.
  public var topChain: [Controller] {
    guard var current = root else { return [] }
    var chain = [current]
    var alert: Controller? = nil
    while true {
      if let presented = current.presented, presented.alert != nil { alert = presented }
      let presented = current.presented.flatMap { $0.alert == nil ? $0 : nil }
      guard let next = presented ?? current.primaryChild(in: device) else { break }
      chain.append(next)
      current = next
    }
    if let alert { chain.append(alert) }
    return chain
  }

  /// The scene the user sees on top.
  public var top: Controller? { topChain.last { $0.alert == nil } }

  /// The scene ids from the window's root to the top (SCENE-FORMAT.md §10).
  public var stack: [String] { topChain.filter { $0.alert == nil }.map(\.sceneID) }

  /// The alert or action sheet on screen, if any.
  public var shownAlert: Controller? { topChain.last { $0.alert != nil } }

  /// Whether a controller's navigation bar items are on screen: it is the top
  /// of a navigation controller.
  func showsNavigationBar(_ controller: Controller) -> Bool {
    isTopOfNavigation(controller)
      && controller.parent?.scene.navigationBarHidden?.value != true
  }

  /// Whether a controller's navigation bar shows its title large: it shows the bar, its
  /// navigation controller prefers large titles, and its `largeTitleDisplayMode` says so,
  /// `automatic` as the scene below it on the stack (large for the root).
  public func showsLargeTitle(_ controller: Controller) -> Bool {
    guard showsNavigationBar(controller), let navigation = controller.parent,
      navigation.scene.prefersLargeTitles?.value == true
    else { return false }
    var large = true
    for child in navigation.children {
      switch child.scene.navigationItem?.largeTitleDisplayMode?.value ?? .automatic {
      case .always: large = true
      case .never: large = false
      case .automatic: break
      }
      if child === controller { break }
    }
    return large
  }

  /// Whether a controller is the top of a navigation controller's stack.
  func isTopOfNavigation(_ controller: Controller) -> Bool {
    guard let navigation = controller.parent, navigation.kind == .navigationController else {
      return false
    }
    return navigation.children.last === controller
  }

  /// The controller whose `hidesBottomBarWhenPushed` hides a tab bar controller's tab bar, or
  /// nil while the tab bar shows (Runtime.md §2.4).
  ///
  /// UIKit hides the tab bar while a navigation stack shown in the selected tab holds more
  /// than its root and any of its controllers, the root included, has the flag: a flagged
  /// root alone keeps the bar, as nothing was pushed. The navigation controllers are
  /// searched breadth first from the
  /// selected tab through the displayed children (not embedded children, presentations or
  /// another tab bar controller's tabs); the lowest flagged controller of a stack is named.
  public func tabBarHider(of tabs: Controller) -> Controller? {
    var queue = tabs.primaryChild(in: device).map { [$0] } ?? []
    var next = 0
    while next < queue.count {
      let controller = queue[next]
      next += 1
      if controller.kind == .navigationController,
        controller.children.count > 1,
        let hider = controller.children.first(where: { $0.scene.hidesBottomBar })
      {
        return hider
      }
      guard controller.kind != .tabBarController else { continue }
      queue += controller.displayedChildren(in: device).filter { child in
        controller.children.contains { $0 === child }
      }
    }
    return nil
  }

  /// Each tab bar controller in stacking order with the controller hiding its tab bar.
  /// The tab bar controllers whose tab bar is on screen and takes taps: not hidden by a
  /// pushed scene, not covered by a presentation.
  public func tabBarsOnScreen() -> [Controller] {
    tabBarHiders().filter { $0.hider == nil && coveringPresentation(of: $0.tabs) == nil }
      .map(\.tabs)
  }

  func tabBarHiders() -> [(tabs: Controller, hider: Controller?)] {
    displayOrder().filter { $0.kind == .tabBarController }.map { ($0, tabBarHider(of: $0)) }
  }

  /// Whether a controller's toolbar is on screen: its navigation controller shows one under
  /// its top scene as `Scene.showsToolbar(under:)` says.
  func showsToolbar(_ controller: Controller) -> Bool {
    isTopOfNavigation(controller) && controller.scene.showsToolbar(under: controller.parent?.scene)
  }

  /// Which bar shows a bar item of a scene, if the scene declares it.
  func bar(of item: String, in scene: Scene) -> Anchor.Bar? {
    let navigation = (scene.navigationItem?.left ?? []) + (scene.navigationItem?.right ?? [])
    if navigation.contains(where: { $0.id.value == item }) { return .navigationBar }
    if scene.toolbarItems.contains(where: { $0.id.value == item }) { return .toolbar }
    if scene.toolbarView(holding: item) != nil { return .toolbarView }
    if scene.navigationBarView(holding: item) != nil { return .navigationBarView }
    return nil
  }

  /// The views on screen at the end, in stacking order: for each appeared
  /// controller its shown views (a title view only while its navigation bar
  /// shows), then its bar items; an alert's text fields.
  public func viewsOnScreen() -> [ScreenView] {
    var result: [ScreenView] = []
    for controller in appearedControllers() {
      if let alert = controller.alert {
        for view in controller.views {
          result.append(
            ScreenView(
              id: view.id, scene: alert.owner.sceneID, controller: controller, type: .view(.textField),
              text: view.text))
        }
        continue
      }
      let titleView = controller.scene.navigationItem?.titleView?.value
      let inBar = showsNavigationBar(controller)
      // The views of bar items in a bar not shown (`view:`), which are not on screen either.
      let hiddenBarViews = controller.scene.barItemViews.filter {
        $0.inNavigationBar ? !inBar : !showsToolbar(controller)
      }.map(\.view)
      // The items of the standalone toolbars shown, found in the same walk as the views.
      var toolbarViewItems: [BarItem] = []
      for view in controller.views where controller.isShown(view: view.id) {
        if view.type == .toolbar || view.type == .navigationBar {
          toolbarViewItems += controller.scene.view(view.id)?.ownBarItems ?? []
        }
        if controller.prototypeAncestor(of: view.id) != nil { continue }
        if let titleView, view.id == titleView || isInside(view.id, titleView, controller),
          !inBar
        {
          continue
        }
        if hiddenBarViews.contains(where: { view.id == $0 || isInside(view.id, $0, controller) }) {
          continue
        }
        result.append(
          ScreenView(
            id: view.id, scene: controller.sceneID, controller: controller,
            type: .view(view.type), text: view.text, cells: cells(of: view),
            attributes: controller.scene.view(view.id)?.runtimeAttributes ?? []))
      }
      var items: [BarItem] = []
      if inBar {
        items +=
          (controller.scene.navigationItem?.left ?? [])
          + (controller.scene.navigationItem?.right ?? [])
      }
      if showsToolbar(controller) { items += controller.scene.toolbarItems }
      items += toolbarViewItems
      for item in items where !item.isSpace {
        result.append(
          ScreenView(
            id: item.id.value, scene: controller.sceneID, controller: controller,
            type: .barItem, text: item.displayTitle, attributes: item.runtimeAttributes))
      }
    }
    return result
  }

  private func isInside(_ id: String, _ ancestor: String, _ controller: Controller) -> Bool {
    var current = controller.view(id)?.superview
    while let name = current {
      if name == ancestor { return true }
      current = controller.view(name)?.superview
    }
    return false
  }

  /// A table view's cells, rendered from its first prototype (a collection view's items, its
  /// rows as text); nil for other views.
  func cells(of view: ViewState) -> [String]? {
    if view.type == .collectionView { return rows(of: view).map(\.displayText) }
    guard view.type == .tableView else { return nil }
    if !view.staticCells.isEmpty {
      return view.staticCells.map { cell in
        (try? cell.text?.value.render(in: RecordEnvironment(.null))) ?? ""
      }
    }
    let rows = self.rows(of: view)
    guard let prototype = view.prototypes.first else { return rows.map { _ in "" } }
    return rows.map { row in
      (try? prototype.text?.value.render(in: RecordEnvironment(row))) ?? ""
    }
  }
}

/// A view on screen, as `simulate` reports it.
public struct ScreenView {
  /// What a view on screen is: a view of a type, or a bar item.
  public enum Kind: Sendable, Hashable, CustomStringConvertible {
    case view(ViewType)
    case barItem

    /// The type's name, or `barItem`, as transcripts and JSON write it.
    public var description: String {
      switch self {
      case .view(let type): type.rawValue
      case .barItem: "barItem"
      }
    }
  }

  public var id: String
  /// The scene it belongs to (an alert's owner for an alert's text field).
  public var scene: String
  public var controller: Controller
  /// The view's type, or a bar item.
  public var type: Kind
  public var text: String?
  /// A table view's cells.
  public var cells: [String]? = nil
  /// The frame in window coordinates; nil until a layout provider fills it in.
  public var frame: Rect? = nil
  /// Its user-defined runtime attributes (`runtimeAttributes:`), shown after its frame.
  public var attributes: [NamedValue] = []
}
