import SceneModel

extension Simulator {
  /// The live property of a scroll view that says its refresh control is refreshing
  /// (`UIRefreshControl.isRefreshing`), shown after the view on screen.
  public static let refreshingProperty = "refreshing"

  /// `--pull-to-refresh ID`: the user pulls the table, collection or scroll view `id` (or the
  /// view holding the refresh control `id`) down past its top. Its refresh control begins
  /// refreshing and sends valueChanged: its actions run in file order, as a control's. Code
  /// ends the refresh (`endRefreshing()`): an action with steps stands for that code, so the
  /// control stops refreshing after them; an action that is code leaves it refreshing, and
  /// another pull then sends nothing, as UIKit sends nothing while it refreshes.
  func pullToRefresh(_ id: String) throws(SimulationError) {
    let viewID = refreshedView(named: id) ?? id
    let target = try locate(viewID)
    guard case .view(let controller, _) = target, let view = controller.view(viewID) else {
      throw SimulationError(
        "'\(id)' is a bar item; pull a table, collection or scroll view with a refresh control")
    }
    guard view.type.takesRefreshControl else {
      throw SimulationError(
        "'\(viewID)' is \(view.type.withArticle), which does not scroll, so pulling it refreshes "
          + "nothing; pull a table, collection or scroll view with a 'refreshControl:'")
    }
    guard let control = controller.scene.view(viewID)?.refreshControl else {
      throw SimulationError(
        "'\(viewID)' has no refresh control, so pulling it down refreshes nothing; add "
          + "'refreshControl: { id: ... }' to '\(viewID)'")
    }
    try checkTouchable(controller, viewID)
    guard try hitTest(target) else { return }
    let name = control.id.value
    if view.value(Self.refreshingProperty) == .bool(true) {
      return log(
        .note,
        "'\(name)' is refreshing already: it sends nothing until code calls endRefreshing() "
          + "('--end-refreshing \(name)', the flow step 'endRefreshing: \(name)')")
    }
    exercised.insert(.control(scene: controller.sceneID, id: name))
    controller.setViewProperty(viewID, Self.refreshingProperty, .bool(true))
    log(.step, "refresh control '\(name)' of '\(viewID)' begins refreshing")
    var modelled = false
    for action in controller.scene.actions where action.from.value == name {
      let event = action.event?.value ?? RefreshControl.event
      guard event == RefreshControl.event else { continue }
      try send(action, in: controller, cause: "\(event.rawValue) from '\(name)'", sender: name)
      modelled = modelled || !action.steps.isEmpty
    }
    if modelled {
      controller.setViewProperty(viewID, Self.refreshingProperty, .bool(false))
      log(
        .step, "refresh control '\(name)' ends refreshing (the action's steps stand for its code)")
    }
  }

  /// `--end-refreshing ID`: the app's code calls `endRefreshing()` on the refresh control `id`
  /// (or on that of the view `id`) of a scene on screen, once its data is in: the control
  /// stops refreshing, and the next pull sends valueChanged again. Nothing is touched, so the
  /// view need not be visible; a control that is not refreshing is an error, as the step
  /// would be one in the flow it stands for.
  func endRefreshing(_ id: String) throws(SimulationError) {
    let viewID = refreshedView(named: id) ?? id
    guard
      let controller = displayOrder().reversed().first(where: {
        $0.scene.view(viewID)?.refreshControl != nil
      }), let control = controller.scene.view(viewID)?.refreshControl
    else {
      // The refresh controls on screen and their views, for a did-you-mean.
      let names = displayOrder().flatMap { controller in
        controller.scene.allViews.compactMap { view in
          view.refreshControl.map { [$0.id.value, view.id.value] }
        }.joined()
      }
      throw SimulationError(
        "no scene on screen has a refresh control '\(id)' or a view '\(id)' with one; end the "
          + "refresh of a control 'refreshControl:' names" + Suggestions.hint(for: id, in: names))
    }
    let name = control.id.value
    guard controller.view(viewID)?.value(Self.refreshingProperty) == .bool(true) else {
      throw SimulationError(
        "refresh control '\(name)' is not refreshing: code ends a refresh that a pull began; "
          + "pull '\(viewID)' first ("
          + suggested(step: "pullToRefresh", option: "pull-to-refresh", viewID) + ")")
    }
    controller.setViewProperty(viewID, Self.refreshingProperty, .bool(false))
    log(
      .step,
      "refresh control '\(name)' of '\(viewID)' ends refreshing (the app's code calls endRefreshing())"
    )
  }

  /// The view holding the refresh control `id` of a scene on screen, topmost first; nil when
  /// `id` is no refresh control's.
  private func refreshedView(named id: String) -> String? {
    for controller in displayOrder().reversed() {
      if let (_, view) = controller.scene.refreshControl(id) { return view }
    }
    return nil
  }
}
