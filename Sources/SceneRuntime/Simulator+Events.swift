import SceneModel
import SceneSyntax

extension Simulator {
  /// `--tap ID`: a view, a bar item, `tab:Title`, `action:Title`, a stepper's side
  /// (`ID:+`, `ID:-`), or N taps in a row on a view with a tap gesture (`ID:N`). A tap gesture
  /// of the view (or of a superview of a view that takes no taps itself) fires instead of the
  /// view's own response (`tapGesture(on:in:)`).
  func tap(_ tapped: TapTarget) throws(SimulationError) {
    switch tapped {
    case .tab(let title): try tapTab(title)
    case .alertAction(let title): try tapAlertAction(title)
    case .taps(let view, let count): try tapRepeatedly(try resolvedID(view), taps: count)
    case .stepper(let view, let up): try tapStepper(try resolvedID(view), up: up)
    case .view(.id(let view)): try tap(view: try resolvedID(view))
    case .view(.shownText(let text)): try tapShown(text)
    }
  }

  /// A tap on the view or bar item with this id (resolved).
  func tap(view id: String) throws(SimulationError) {
    let target = try locate(id)
    switch target {
    case .view(let controller, _):
      try checkTouchable(controller, id)
      guard try hitTest(target) else { return }
      if let (gesture, owner) = tapGesture(on: id, in: controller) {
        exercised.insert(.control(scene: controller.sceneID, id: owner))
        return try fire(gesture, on: owner, in: controller)
      }
      if let note = multiTapNote(on: id, in: controller) { return log(.note, note) }
      guard let view = controller.view(id) else {
        // `rootView`: the root view of a scene whose root has no single-tap gesture.
        return log(
          .note,
          "the root view of '\(controller.name)' has no tap gesture and sends no actions; "
            + "nothing happens")
      }
      exercised.insert(.control(scene: controller.sceneID, id: id))
      try tapView(view, in: controller)
    case .barItem(let controller, _, _):
      // An item with a custom view sends nothing itself: the view takes its touches.
      if let custom = controller.scene.barItem(id)?.view?.value {
        log(.note, "bar item '\(id)' shows '\(custom)', which takes the tap")
        return try tap(view: custom)
      }
      guard try hitTest(target) else { return }
      exercised.insert(.control(scene: controller.sceneID, id: id))
      try sendActions(from: id, in: controller, events: nil)
      try performSegues(from: id, in: controller, row: nil)
    case .tabBar, .backButton, .pages:
      return
    }
  }

  /// What a tap on a view does, by its type's `ViewTraits.Tap`.
  private func tapView(_ view: ViewState, in controller: Controller) throws(SimulationError) {
    let id = view.id
    switch view.type.traits.tap {
    case .press:
      try touchDown(id, in: controller)
      try sendActions(from: id, in: controller, events: [.touchUpInside, .primaryAction])
      try performSegues(from: id, in: controller, row: nil)
    case .allActions:
      // Its code decides which events a touch sends: all of its actions, in file order.
      try sendActions(from: id, in: controller, events: nil)
      try performSegues(from: id, in: controller, row: nil)
    case .focus:
      try touchDown(id, in: controller)
      try becomeFirstResponder(controller, id)
    case .focusWhenEditable:
      if view.bool("editable") == false {
        log(.note, "'\(id)' is not editable; nothing happens")
      } else {
        try becomeFirstResponder(controller, id)
      }
    case .toggle:
      try touchDown(id, in: controller)
      let on = view.bool("on") != true
      controller.setViewProperty(id, "on", .bool(on))
      log(.step, "set \(id).on = \(on)")
      try sendActions(from: id, in: controller, events: [.valueChanged])
    case .doesNotMove:
      log(.note, "a tap does not move the \(view.type.rawValue) '\(id)'; nothing happens")
    case .needsInput:
      try tapNeedingInput(view)
    case .nothing:
      log(.note, "'\(id)' is a \(view.type.rawValue) and sends no actions; nothing happens")
    case .selectCell:
      try selectCell(view, in: controller)
    }
  }

  /// A plain tap on a view that takes another input (`ViewTraits.Input`): an error naming
  /// the event that input needs, as the user writes it (flag or flow step).
  private func tapNeedingInput(_ view: ViewState) throws(SimulationError) {
    let id = view.id
    switch view.type.traits.input {
    case .stepper:
      throw SimulationError(
        "a tap on '\(id)' needs a side: \(suggested(step: "tap", option: "tap", "\(id):+")) or "
          + suggested(step: "tap", option: "tap", "\(id):-"))
    case .pick(let pick):
      throw tapPicksNothing(pick, on: id)
    case .none, .tap, .typing, .rows, .items:
      log(.note, "'\(id)' is a \(view.type.rawValue) and sends no actions; nothing happens")
    }
  }

  /// `--tap ID:+` or `ID:-`: a stepper's value moves by its `step`, within `min` and `max`
  /// (UIStepper does not wrap unless told), and valueChanged is sent when it moved.
  func tapStepper(_ id: String, up: Bool) throws(SimulationError) {
    let target = try locate(id)
    guard case .view(let controller, _) = target, let view = controller.view(id),
      view.type == .stepper
    else {
      throw SimulationError("'\(id)' is not a stepper; '+' and '-' name a stepper's halves")
    }
    try checkTouchable(controller, id)
    guard try hitTest(target) else { return }
    exercised.insert(.control(scene: controller.sceneID, id: id))
    try touchDown(id, in: controller)
    func number(_ name: String) -> Double {
      if case .number(let n)? = view.value(name) { return n }
      return 0
    }
    let value = number("value")
    let moved = min(max(value + (up ? 1 : -1) * number("step"), number("min")), number("max"))
    guard moved != value else {
      log(
        .note,
        "'\(id)' is at its \(up ? "max" : "min") \(Value.number(value).displayText); nothing happens"
      )
      return
    }
    controller.setViewProperty(id, "value", .number(moved))
    log(.step, "set \(id).value = \(Value.number(moved).displayText)")
    try sendActions(from: id, in: controller, events: [.valueChanged])
  }

  /// A finger touches control `id`: its touchDown actions go first, as every `UIControl`
  /// sends touchDown before the event the touch ends with (a button's touchUpInside).
  func touchDown(_ id: String, in controller: Controller) throws(SimulationError) {
    try sendActions(from: id, in: controller, events: [.touchDown])
  }

  /// Sends the actions connected to a control or bar item for one of `events`
  /// (an action with no `event:` listens to the control's primary event).
  func sendActions(from id: String, in controller: Controller, events: [ControlEvent]?)
    throws(SimulationError)
  {
    let type = controller.view(id)?.type
    let spec = controller.scene.view(id)
    for action in controller.scene.actions
    where action.from.value == id && spec?.hasGesture(sendingAction: action.name.value) != true {
      let event = action.event?.value ?? type?.events.first ?? .primaryAction
      if let events, !events.contains(event) { continue }
      try send(action, in: controller, cause: "\(event.rawValue) from '\(id)'", sender: id)
    }
  }

  /// Sends one action, logged with what caused it, and runs its steps (or names its code).
  func send(_ action: Action, in controller: Controller, cause: String, sender: String)
    throws(SimulationError)
  {
    exercise(action: action, of: controller)
    if let other = action.targetScene {
      log(
        .note,
        "action '\(action.name.value)' (\(cause)) is wired to the controller of scene "
          + "'\(other.value)', another scene; it reaches no object")
      return
    }
    if let target = action.target {
      log(.action, "action '\(action.name.value)' of '\(target.value)' (\(cause))")
      let owner =
        (controller.scene.view(target.value)?.className
        ?? controller.scene.object(target.value)?
        .className)?.value
      logCodeCall(
        action.selector?.value ?? action.name.value,
        on: owner.map { "\($0) ('\(target.value)')" } ?? "'\(target.value)'")
      return
    }
    log(.action, "action '\(action.name.value)' of '\(controller.name)' (\(cause))")
    if let selector = action.selector, action.steps.isEmpty {
      let owner = controller.scene.className?.value ?? controller.name
      logCodeCall(selector.value, on: owner)
    }
    try run(
      action.steps,
      context: StepContext(
        name: "action '\(action.name.value)'", controller: controller, row: nil, alert: nil,
        sender: sender))
  }

  /// Performs the segues triggered by a control, bar item or prototype cell;
  /// of a cell's segues, those its `trigger` fires on (controls and bar items
  /// have selection segues only).
  func performSegues(
    from id: String, in controller: Controller, row: Value?, on trigger: Segue.Trigger = .selection
  ) throws(SimulationError) {
    let spec = controller.scene.view(id)
    for segue in controller.scene.segues
    where segue.from?.value == id && segue.firesOn == trigger
      && !(segue.id.map { spec?.hasGesture(performingSegue: $0.value) == true } ?? false)
    {
      switch segue.kind.value {
      case .relationship, .embed: continue
      default: try perform(segue, from: controller, sender: id, row: row)
      }
    }
  }

  private func tapTab(_ title: String) throws(SimulationError) {
    guard let tabs = displayOrder().last(where: { $0.kind == .tabBarController }) else {
      throw SimulationError("there is no tab bar on screen to tap 'tab:\(title)'")
    }
    if let hider = tabBarHider(of: tabs) {
      throw SimulationError(
        "'tab:\(title)' is not on screen: '\(hider.name)' hides the tab bar of "
          + "'\(tabs.name)' (hidesBottomBarWhenPushed)")
    }
    guard let index = tabs.children.firstIndex(where: { Self.tabTitle($0) == title }) else {
      let titles = tabs.children.map { "'\(Self.tabTitle($0))'" }.joined(separator: ", ")
      throw SimulationError("'\(tabs.name)' has no tab '\(title)'; its tabs are \(titles)")
    }
    guard try hitTest(.tabBar(tabs)) else { return }
    let child = tabs.children[index]
    guard index == tabs.selectedIndex else { return try switchTab(tabs, to: index) }
    if child.kind == .navigationController, child.children.count > 1 {
      try pop(child, toRoot: true)
    } else {
      log(.note, "tab '\(title)' is already selected; nothing happens")
    }
  }

  private func tapAlertAction(_ title: String) throws(SimulationError) {
    guard let shown = shownAlert, let alert = shown.alert else {
      throw SimulationError("there is no alert or action sheet on screen to tap 'action:\(title)'")
    }
    guard let button = alert.spec.buttons.first(where: { $0.title.value == title }) else {
      let titles = alert.spec.buttons.map { "'\($0.title.value)'" }.joined(separator: ", ")
      throw SimulationError("'\(shown.name)' has no action '\(title)'; its actions are \(titles)")
    }
    log(.action, "alert action '\(title)' of '\(shown.name)'")
    exercise(alertButton: title, of: alert)
    try dismiss(shown)
    try run(
      button.steps,
      context: StepContext(
        name: "alert action '\(title)'", controller: alert.owner, row: nil, alert: shown,
        sender: alert.sender))
  }

  // MARK: - Selecting, back, swipe

  /// `--select ID:N`: row N of a table view, item N of a collection view, or value N of a
  /// view picking by number (`ViewTraits.Pick`: segment N of a segmented control, page N of a
  /// page control).
  func select(_ id: String, _ index: Int) throws(SimulationError) {
    let target = try locate(id)
    guard case .view(let controller, _) = target, let view = controller.view(id) else {
      throw SimulationError(
        "'\(id)' is a bar item; select takes a table view, a segmented control or a page "
          + "control")
    }
    try checkTouchable(controller, id)
    exercised.insert(.control(scene: controller.sceneID, id: id))
    switch view.type.traits.input {
    case .rows where !view.staticCells.isEmpty:
      guard view.staticCells.indices.contains(index),
        let cell = controller.view(view.staticCells[index].id?.value ?? "")
      else {
        throw SimulationError(
          "row \(index) is out of range: '\(id)' has \(view.staticCells.count) static cells")
      }
      try selectCell(cell, in: controller)
    case .rows, .items:
      try selectRow(index, of: view, in: controller, target: target)
    case .pick(let pick):
      guard case .index(let count, let chosen) = pick.entry else { throw cannotSelect(view) }
      try select(
        index, picking: pick, of: count, chosen: chosen, on: view, in: controller,
        target: target)
    case .none, .tap, .typing, .stepper:
      throw cannotSelect(view)
    }
  }

  /// The error of `select` on a view that is selected by no number.
  private func cannotSelect(_ view: ViewState) -> SimulationError {
    SimulationError(
      "'\(view.id)' is a \(view.type.rawValue); select takes a table view, a segmented control "
        + "or a page control")
  }

  /// Selects a cell of a static table (`--tap CELL`, `--select TABLE:N`): its selection
  /// segues fire. A prototype cell is no row: its table's rows are selected by number.
  func selectCell(_ cell: ViewState, in controller: Controller) throws(SimulationError) {
    guard let table = cell.superview.flatMap({ controller.view($0) }) else { return }
    guard try hitTest(.view(controller, cell.id)) else { return }
    let text =
      cells(of: table)?[table.staticCells.firstIndex { $0.id?.value == cell.id } ?? 0] ?? ""
    log(.action, "select cell '\(cell.id)' of '\(table.id)' (\(Event.quoted(text)))")
    guard
      controller.scene.segues.contains(where: {
        $0.from?.value == cell.id && $0.firesOn == .selection
      })
    else {
      log(.note, "no selection segue leaves the cell '\(cell.id)'; nothing happens")
      return
    }
    try performSegues(from: cell.id, in: controller, row: nil)
  }

  /// The rows of a table view: its data set's, or its inline list.
  func rows(of view: ViewState) -> [Value] {
    switch view.value("rows") {
    case .string(let name)?:
      return storyboard.data.first { $0.name.value == name }?.rows ?? []
    case .list(let rows)?:
      return rows
    default:
      return []
    }
  }

  /// `--back`: the back button of the topmost navigation bar.
  func back() throws(SimulationError) {
    let bars = displayOrder().filter { $0.kind == .navigationController }
    let uncovered = bars.filter { coveringPresentation(of: $0) == nil }
    guard let navigation = uncovered.last ?? bars.last(where: { $0.children.count > 1 }) else {
      throw SimulationError("there is no navigation bar on screen, so no back button")
    }
    if navigation.scene.navigationBarHidden?.value == true {
      throw SimulationError(
        "'\(navigation.name)' hides its navigation bar (navigationBarHidden), so there is no "
          + "back button; pop with a step in an action")
    }
    guard let title = Self.backTitle(navigation) else {
      throw SimulationError(
        "there is no back button: '\(navigation.name)' shows its root "
          + "'\(navigation.children.first?.name ?? "")'")
    }
    guard try hitTest(.backButton(navigation)) else { return }
    log(.action, "back button ‹ \(title) of '\(navigation.name)'")
    try pop(navigation, toRoot: false)
  }

  /// `--swipe left|right`: the next or previous page of the topmost page view controller.
  func swipe(_ direction: SwipeDirection) throws(SimulationError) {
    if direction == .down { return try swipeDownSheet() }
    guard let pages = displayOrder().last(where: { $0.kind == .pageViewController }) else {
      throw SimulationError("there is no page view controller on screen to swipe")
    }
    guard try hitTest(.pages(pages)) else { return }
    let next = pages.selectedIndex + (direction == .left ? 1 : -1)
    guard pages.children.indices.contains(next) else {
      let side = direction == .left ? "after" : "before"
      let current = pages.primaryChild(in: device)?.name ?? ""
      log(.note, "there is no page \(side) '\(current)'; nothing happens")
      return
    }
    let page = pages.children[next]
    log(.step, "turn '\(pages.name)' to page \(next) ('\(page.name)')")
    try transition(.push, primary: page) { () throws(SimulationError) in
      pages.selectedIndex = next
    }
  }
}
