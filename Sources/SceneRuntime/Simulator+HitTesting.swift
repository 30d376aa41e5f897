import SceneModel

/// What a tap is aimed at on screen, once located (`Simulator.locate`).
enum ScreenTarget {
  case view(Controller, String)
  case barItem(Controller, String, Anchor.Bar)
  /// The tab bar of a tab bar controller.
  case tabBar(Controller)
  /// The back button of a navigation controller's bar.
  case backButton(Controller)
  /// A page view controller's pages (for swipes).
  case pages(Controller)

  var controller: Controller {
    switch self {
    case .view(let c, _), .barItem(let c, _, _), .tabBar(let c), .backButton(let c), .pages(let c):
      c
    }
  }

  /// The view or bar item's id; nil for the bars and pages.
  var id: String? {
    switch self {
    case .view(_, let id), .barItem(_, let id, _): id
    case .tabBar, .backButton, .pages: nil
    }
  }

  var description: String {
    switch self {
    case .view(_, let id), .barItem(_, let id, _): "'\(id)'"
    case .tabBar: "the tab bar"
    case .backButton: "the back button"
    case .pages(let c): "'\(c.name)'"
    }
  }
}

extension Simulator {
  /// Finds the view or bar item with this id on screen, topmost first. `rootView` (when no
  /// view has that id) is the root view of the topmost scene whose root view has gestures,
  /// else of the scene on top.
  func locate(_ id: String) throws(SimulationError) -> ScreenTarget {
    for controller in displayOrder().reversed() {
      if let view = controller.view(id) {
        if let free = view.freeView {
          throw SimulationError(Self.freeViewProblem(id, in: free, of: controller.sceneID))
        }
        if let titleView = controller.scene.navigationItem?.titleView?.value, titleView == id,
          !showsNavigationBar(controller)
        {
          throw SimulationError.notShown(
            id, of: controller.sceneID,
            "'\(id)' is not on screen: it is the title view of '\(controller.name)', which is "
              + "not the top of a navigation controller")
        }
        if let shown = controller.scene.barItemViews.first(where: { $0.view == id }) {
          let where_ = shown.inNavigationBar ? "navigation bar" : "toolbar"
          guard shown.inNavigationBar ? showsNavigationBar(controller) : showsToolbar(controller)
          else {
            throw SimulationError.notShown(
              id, of: controller.sceneID,
              "'\(id)' is not on screen: it is the view of bar item '\(shown.item.id.value)' in "
                + "the \(where_) of '\(controller.name)', which is not shown")
          }
        }
        return .view(controller, id)
      }
      if id == Scene.rootViewID, !controller.scene.gestures.isEmpty {
        return .view(controller, id)
      }
      guard controller.alert == nil, let bar = bar(of: id, in: controller.scene) else { continue }
      if bar.isView, let toolbar = controller.scene.barView(holding: id)?.id.value {
        guard controller.isShown(view: toolbar) else {
          let kind = bar == .toolbarView ? "toolbar" : "navigation bar"
          throw SimulationError.notShown(
            id, of: controller.sceneID,
            "'\(id)' is not on screen: its \(kind) '\(toolbar)' is hidden")
        }
        return .barItem(controller, id, bar)
      }
      let shown = bar == .navigationBar ? showsNavigationBar(controller) : showsToolbar(controller)
      guard shown else {
        if bar == .navigationBar, isTopOfNavigation(controller), let navigation = controller.parent
        {
          throw SimulationError.notShown(
            id, of: controller.sceneID,
            "'\(id)' is not on screen: '\(navigation.name)' hides its navigation bar "
              + "(navigationBarHidden)")
        }
        let where_ = bar == .toolbar ? "toolbar" : "navigation bar"
        throw SimulationError.notShown(
          id, of: controller.sceneID,
          "'\(id)' is not on screen: '\(controller.name)' is not the top of a navigation "
            + "controller, so its \(where_) is not shown")
      }
      return .barItem(controller, id, bar)
    }
    if id == Scene.rootViewID, let top {
      return .view(top, id)
    }
    if let scene = storyboard.scenes.first(where: { $0.freeView(holding: id) != nil }),
      let free = scene.freeView(holding: id)
    {
      throw SimulationError(Self.freeViewProblem(id, in: free.view.id.value, of: scene.id.value))
    }
    if let scene = storyboard.scenes.first(where: { $0.view(id) != nil || $0.barItem(id) != nil }) {
      throw SimulationError.notShown(
        id, of: scene.id.value,
        "'\(id)' is not on screen: scene '\(scene.id.value)' is not shown")
    }
    if let scene = writtenStoryboard.scenes.first(where: { $0.view(id) != nil }) {
      throw SimulationError(
        "'\(id)' is not on screen: scene '\(scene.id.value)' does not install it on "
          + "\(device.name) (its variations)")
    }
    if let (table, collection) = prototypeTable(of: id) {
      let row = collection ? "item" : "row"
      throw SimulationError(
        "'\(id)' is \(collection ? "an item prototype" : "a prototype cell"), a template each "
          + "\(row) of '\(table)' copies, not a view on screen: select \(collection ? "an" : "a") "
          + "\(row) with \(suggested(step: "select", option: "select", "\(table):N"))")
    }
    throw SimulationError(
      "there is no view or bar item '\(id)' in any scene"
        + Suggestions.hint(for: id, in: viewsOnScreen().map(\.id)))
  }

  /// The table or collection view whose prototype (or item prototype) has this id, and
  /// whether it is a collection view: a prototype with no views of its own is no view.
  func prototypeTable(of id: String) -> (table: String, collection: Bool)? {
    for scene in storyboard.scenes {
      for view in scene.allViews where view.templates.contains(where: { $0.id?.value == id }) {
        return (view.id.value, view.type.value == .collectionView)
      }
    }
    return nil
  }

  /// Why a view of a free view (`Scene.freeViews`) cannot be touched: it is not in the view
  /// tree; code adds it, and `simulate` runs no code.
  static func freeViewProblem(_ id: String, in free: String, of scene: String) -> String {
    (id == free
      ? "'\(id)' is a free view of scene '\(scene)'"
      : "'\(id)' is in free view '\(free)' of scene '\(scene)'")
      + ", not in the view tree: code adds it to a view, and simulate runs no code, so it is "
      + "never on screen"
  }

  /// Checks that a located view can take a touch: shown, taking touches, enabled.
  func checkTouchable(_ controller: Controller, _ id: String) throws(SimulationError) {
    if let cell = controller.prototypeAncestor(of: id) {
      let table = controller.view(cell)?.superview ?? "TABLE"
      let (prototype, row) =
        controller.view(cell)?.type == .collectionViewCell
        ? ("item prototype", "item") : ("prototype cell", "row")
      let article = row == "item" ? "an" : "a"
      throw SimulationError(
        (cell == id ? "'\(id)' is a \(prototype)" : "'\(id)' is in \(prototype) '\(cell)'")
          + ", a template each \(row) of '\(table)' copies, not a view on screen: select "
          + "\(article) \(row) with \(suggested(step: "select", option: "select", "\(table):N"))")
    }
    if let hidden = controller.hiddenAncestor(of: id) {
      throw SimulationError.notShown(
        id, of: controller.sceneID,
        hidden == id
          ? "'\(id)' is hidden"
          : "'\(id)' is not on screen: its superview "
            + "'\(hidden)' is hidden")
    }
    var current: String? = id
    while let name = current, let view = controller.view(name) {
      if view.properties.contains(where: {
        $0.name == "userInteraction" && $0.value == .bool(false)
      }) {
        throw SimulationError(
          name == id
            ? "'\(id)' does not take touches: its userInteraction is off"
            : "'\(id)' does not take touches: its superview '\(name)' has userInteraction off")
      }
      current = view.superview
    }
    if let view = controller.view(id), !view.isEnabled {
      throw SimulationError("'\(id)' is disabled")
    }
  }

  /// Whether the tap reaches its target through the presentations above it.
  ///
  /// A presentation covering the target fails the tap, except a popover: a tap
  /// outside it dismisses it and does nothing else (returns false), unless the
  /// target is one of its passthrough views (the bar of a bar-item anchor).
  func hitTest(_ target: ScreenTarget) throws(SimulationError) -> Bool {
    let order = displayOrder()
    guard let targetIndex = order.firstIndex(where: { $0 === target.controller }) else {
      throw SimulationError("\(target.description) is not on screen")
    }
    for index in order.indices.reversed() where index > targetIndex {
      let presented = order[index]
      guard let presentation = presented.presentation, let host = presented.presenter else {
        continue
      }
      if presentation.style.coversContextOnly, !target.controller.isDescendant(of: host) {
        continue
      }
      guard presentation.style.dismissesOnOutsideTap else {
        var error = SimulationError(
          "\(target.description) is covered by the presented '\(presented.name)'"
            + Self.alertActionsHint(presented))
        // Under an alert the hint names its actions: no search is needed.
        if presented.alert == nil {
          error.hiddenView = target.id
          error.hiddenViewScene = target.controller.sceneID
        }
        throw error
      }
      if isPassthrough(target, for: presentation) { continue }
      log(
        .note,
        "the tap lands outside the popover '\(presented.name)': it dismisses the "
          + "popover and does nothing else")
      try dismiss(presented)
      if let alert = presented.alert,
        let cancel = alert.spec.buttons.first(where: { $0.style == .cancel })
      {
        log(.action, "alert action '\(cancel.title.value)' of '\(presented.name)'")
        exercise(alertButton: cancel.title.value, of: alert)
        try run(
          cancel.steps,
          context: StepContext(
            name: "alert action '\(cancel.title.value)'", controller: alert.owner, row: nil,
            alert: presented, sender: alert.sender))
      }
      return false
    }
    return true
  }

  /// For an alert or action sheet: `; tap one of its actions first: 'action:Cancel',
  /// 'action:Delete'` (an alert takes no other tap); nothing for other presentations.
  static func alertActionsHint(_ presented: Controller) -> String {
    guard let alert = presented.alert, !alert.spec.buttons.isEmpty else { return "" }
    return "; tap one of its actions first: "
      + alert.spec.buttons.map { "'action:\($0.title.value)'" }.joined(separator: ", ")
  }

  /// The bars of a bar-item anchor pass taps through: the items of that bar,
  /// and the back button when it is a navigation bar.
  private func isPassthrough(_ target: ScreenTarget, for presentation: Presentation) -> Bool {
    guard case .barItem(_, let bar)? = presentation.anchor,
      let navigation = presentation.source.navigationController
    else { return false }
    switch target {
    case .barItem(let controller, _, let targetBar):
      return targetBar == bar && controller.navigationController === navigation
    case .backButton(let controller):
      return bar == .navigationBar && controller === navigation
    case .view, .tabBar, .pages:
      return false
    }
  }
}
