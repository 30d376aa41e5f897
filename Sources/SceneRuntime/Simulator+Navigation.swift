import Diagnostics
import SceneModel
import SceneSyntax

extension Simulator {
  /// The `pop` and `popToRoot` steps, on the navigation controller around `controller`.
  func pop(from controller: Controller, toRoot: Bool) throws(SimulationError) {
    let step = toRoot ? "popToRoot" : "pop"
    guard
      let navigation = controller.kind == .navigationController
        ? controller : controller.navigationController
    else {
      log(.note, "\(step): '\(controller.name)' is not in a navigation controller; nothing happens")
      return
    }
    try pop(navigation, toRoot: toRoot)
  }

  /// Pops the top (or all but the root) of a navigation stack; popping the root does nothing.
  func pop(_ navigation: Controller, toRoot: Bool) throws(SimulationError) {
    let step = toRoot ? "popToRoot" : "pop"
    guard navigation.children.count > 1, let root = navigation.children.first else {
      log(.note, "\(step): '\(navigation.name)' shows its root; nothing happens")
      return
    }
    let removed =
      toRoot ? Array(navigation.children.dropFirst()) : Array(navigation.children.suffix(1))
    let names = removed.map { "'\($0.name)'" }.joined(separator: ", ")
    let back = toRoot ? root.name : navigation.children[navigation.children.count - 2].name
    log(.step, "\(step) \(names) from '\(navigation.name)', back to '\(back)'")
    try transition(.pop, primary: nil) { () throws(SimulationError) in
      navigation.children.removeLast(removed.count)
      for child in removed { child.parent = nil }
    }
  }

  /// The `selectTab` step, on the tab bar controller around `controller`.
  func selectTab(_ index: Int, from controller: Controller) throws(SimulationError) {
    guard
      let tabs = controller.kind == .tabBarController ? controller : controller.tabBarController
    else {
      log(.note, "selectTab: '\(controller.name)' is not in a tab bar controller; nothing happens")
      return
    }
    guard tabs.children.indices.contains(index) else {
      throw SimulationError(
        "selectTab: \(index) is out of range: '\(tabs.name)' has \(tabs.children.count) tabs")
    }
    guard index != tabs.selectedIndex else {
      log(.note, "selectTab: tab \(index) of '\(tabs.name)' is already selected")
      return
    }
    try switchTab(tabs, to: index)
  }

  func switchTab(_ tabs: Controller, to index: Int) throws(SimulationError) {
    let child = tabs.children[index]
    log(.step, "select tab \(index) '\(Self.tabTitle(child))' ('\(child.name)') of '\(tabs.name)'")
    try transition(.tab, primary: child) { () throws(SimulationError) in
      tabs.selectedIndex = index
    }
  }

  /// A tab's title (`Controller.tabTitle`): the title a step set, else its tab item's title,
  /// else the scene's title, else the scene id.
  static func tabTitle(_ controller: Controller) -> String {
    controller.tabTitle
  }

  /// The title of a controller in a navigation bar: its `title` (the scene's, or what a step
  /// set as `self.title`).
  static func navigationTitle(_ controller: Controller) -> String? {
    controller.title
  }

  /// The back button's title on top of `navigation`: the previous item's
  /// backTitle, else its title, else "Back" (UIKIT-SEMANTICS.md §1.6).
  static func backTitle(_ navigation: Controller) -> String? {
    guard navigation.children.count > 1 else { return nil }
    return navigation.children[navigation.children.count - 2].backButtonTitle
  }

  // MARK: - Unwind

  /// An unwind segue: finds the destination up the parent and presenting
  /// chain, then dismisses, pops and selects tabs to reach it. The destination of an
  /// unwind by action is the first controller whose scene implements the action; when none
  /// does, the step fails (UIKit would do nothing, Runtime.md §2.3).
  func unwind(_ segue: Segue, from source: Controller) throws(SimulationError) {
    let name = segue.id.map { " '\($0.value)'" } ?? ""
    let destination: Controller
    if let action = segue.action {
      let implementer = { (controller: Controller) in
        controller.scene.implementsUnwind(action.value)
      }
      guard let found = unwindDestination(from: source, where: implementer) else {
        throw SimulationError(
          "unwind '\(action.value)' found no controller on the chain that implements it: no "
            + "scene from '\(source.name)' up through its parents and presenters (and their "
            + "other children) lists it in 'unwindActions'; add it to the scene the segue "
            + "returns to", at: action.location)
      }
      destination = found
      log(
        .segue,
        "segue unwind\(name): \(source.name) → \(destination.name), which implements "
          + "'\(action.value)'")
    } else {
      guard let target = segue.to.first?.value else {
        throw SimulationError("segue \(segue.displayName) has no destination", at: segue.location)
      }
      guard let found = unwindDestination(from: source, where: { $0.sceneID == target }) else {
        let what =
          "segue unwind\(name): no '\(target)' in the parent or presenting chain of "
          + "'\(source.name)'"
        log(.note, "\(what); nothing happens")
        ignoredFailures.append(
          SimulationError(
            "\(what), so the unwind does nothing; reach '\(source.name)' only from '\(target)', "
              + "or unwind by action", at: segue.kind.location))
        return
      }
      destination = found
      log(.segue, "segue unwind\(name): \(source.name) → \(destination.name)")
    }
    try prepare(segue, source: source, destination: destination, row: nil)
    if let action = segue.action {
      // UIKit calls the destination's unwind action after prepare, before the transition.
      let owner = destination.scene.className?.value ?? destination.name
      logCodeCall(action.value, on: owner)
    }
    let path = [destination] + destination.ancestors
    var dismisses = path.contains { $0.presented != nil }
    var pops = false
    var child = destination
    for container in destination.ancestors {
      if container.kind == .navigationController, container.children.last !== child {
        pops = true
      }
      child = container
    }
    if destination.chainRoot.presented != nil { dismisses = true }
    let kind: TransitionKind = dismisses ? .dismiss : pops ? .pop : .tab
    try transition(kind, primary: nil) { () throws(SimulationError) in
      for controller in path {
        if let presented = controller.presented {
          controller.presented = nil
          presented.presenter = nil
        }
      }
      var child = destination
      for container in destination.ancestors {
        switch container.kind {
        case .navigationController:
          if let index = container.children.firstIndex(where: { $0 === child }) {
            container.children.removeLast(container.children.count - index - 1)
          }
        case .tabBarController, .pageViewController:
          if let index = container.children.firstIndex(where: { $0 === child }) {
            container.selectedIndex = index
          }
        default:
          break
        }
        child = container
      }
    }
  }

  /// UIKit's search: from the source up through parents and presenters; at
  /// each container, its other children (a navigation stack from the top
  /// down), each searched through its subtree. The source itself is never the
  /// destination (`canPerformUnwindSegueAction` is false for it).
  func unwindDestination(from source: Controller, where matches: (Controller) -> Bool)
    -> Controller?
  {
    var current: Controller? = source
    var from: Controller? = nil
    while let node = current {
      if node !== source, matches(node) { return node }
      var others: [Controller]
      if node.kind == .navigationController {
        let below = from.flatMap { from in node.children.firstIndex { $0 === from } }
        others = Array(node.children[..<(below ?? node.children.count)].reversed())
      } else {
        others = (node.children + node.embedded.map(\.child)).filter { $0 !== from }
      }
      for other in others {
        if let found = other.subtree.first(where: matches) { return found }
      }
      if let parent = node.parent {
        from = node
        current = parent
      } else {
        from = nil
        current = node.presenter
      }
    }
    return nil
  }

  // MARK: - Alerts

  /// The `present:` step: shows an alert or action sheet of the scene. An
  /// action sheet is a popover at its sender in regular width.
  func present(_ alert: Alert, from controller: Controller, sender: String?)
    throws(SimulationError)
  {
    let scene = Scene(
      id: Located(alert.id.value, at: alert.id.location),
      kind: Located(.viewController, at: alert.location))
    let fields = alert.fields.map { field in
      ViewState(
        id: field.id.value, type: .textField,
        properties: [
          Value.Field(name: "text", value: .string(field.text ?? "")),
          Value.Field(name: "placeholder", value: field.placeholder.map(Value.string) ?? .null),
        ])
    }
    created += 1
    let instance = AlertInstance(spec: alert, owner: controller, sender: sender)
    let alertController = Controller(
      number: created, scene: scene, alert: instance, views: fields)
    let style: PresentationStyle
    var anchor: Anchor? = nil
    switch alert.style {
    case .alert:
      style = .alert
    case .actionSheet:
      style = device.horizontalClass == .regular ? .popover : .actionSheet
      if style == .popover {
        anchor = sender.map { id in
          bar(of: id, in: controller.scene).map { Anchor.barItem(id, $0) } ?? .view(id)
        }
      }
    }
    let what = alert.style == .alert ? "alert" : "action sheet"
    let place =
      anchor.map { " as a popover anchored at \($0.description)" }
      ?? (style == .popover ? " as a popover" : "")
    log(.step, "present \(what) '\(alert.id.value)' from '\(controller.name)'\(place)")
    try present(
      alertController, from: controller,
      how: Presentation(
        requested: alert.style.rawValue, style: style, transition: .coverVertical,
        anchor: anchor, source: controller))
  }
}
