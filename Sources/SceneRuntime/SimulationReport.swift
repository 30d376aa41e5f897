import SceneModel
import SceneSyntax

/// The text transcript of a simulation: each event with its segues,
/// lifecycle calls and steps, then the controller hierarchy as a tree and the
/// views on screen (SCENE-FORMAT.md §9).
public enum SimulationReport {
  /// The whole transcript.
  public static func text(
    of simulator: Simulator, file: String, layout: (any LayoutProvider)? = nil
  ) -> String {
    let device = simulator.device
    var out =
      "simulate \(file) on \(device.name) (\(number(device.width)) x "
      + "\(number(device.height)), \(device.horizontalClass.rawValue) width, "
      + "\(device.verticalClass.rawValue) height)\n"
    for record in simulator.events {
      out += "\n" + record.event.description + "\n"
      for entry in record.entries { out += "  \(entry.text)\n" }
      if let error = record.error { out += "  error: \(error.message)\n" }
    }
    out += "\nhierarchy:\n" + hierarchy(of: simulator)
    out += "\n" + screen(of: simulator, layout: layout)
    return out
  }

  /// The controller tree from the window's root, presentations under their presenter, and
  /// the columns of an expanded split view labelled `primary column:` and `secondary column:`.
  public static func hierarchy(of simulator: Simulator) -> String {
    guard let root = simulator.root else { return "  (empty window)\n" }
    let appeared = simulator.appearedControllers()
    var out = "  window\n"
    func visit(_ controller: Controller, prefix: String, last: Bool, label: String) {
      out +=
        "  " + prefix + (last ? "└─ " : "├─ ") + label
        + describe(controller, simulator: simulator, appeared: appeared) + "\n"
      var nodes: [(Controller, String)] = controller.children.map { child in
        (
          child,
          simulator.splitColumn(of: child, in: controller).map { "\($0.rawValue) column: " } ?? ""
        )
      }
      nodes += controller.embedded.map { ($0.child, "embedded in '\($0.container)': ") }
      if let presented = controller.presented { nodes.append((presented, "presents ")) }
      let inner = prefix + (last ? "   " : "│  ")
      for (index, node) in nodes.enumerated() {
        visit(node.0, prefix: inner, last: index == nodes.count - 1, label: node.1)
      }
    }
    visit(root, prefix: "", last: true, label: "")
    return out
  }

  private static func describe(
    _ controller: Controller, simulator: Simulator, appeared: [Controller]
  ) -> String {
    var facts: [String] = []
    if let alert = controller.alert {
      facts.append(
        (alert.spec.style == .alert ? "alert" : "action sheet") + " from '\(alert.owner.name)'")
    } else {
      if controller.kind != .viewController { facts.append(controller.kind.rawValue) }
      if let className = controller.scene.className?.value { facts.append(className) }
      if !controller.scene.runtimeAttributes.isEmpty {
        facts.append(attributes(controller.scene.runtimeAttributes))
      }
    }
    // An alert's own styles say nothing its first fact does not; an action sheet shown as a
    // popover (regular width) is described as any popover.
    if let presentation = controller.presentation,
      controller.alert == nil || presentation.style == .popover
    {
      facts.append(
        Simulator.describe(
          presentation.style, requested: presentation.requested, cause: presentation.cause,
          transition: presentation.transition == .coverVertical
            ? nil : presentation.transition))
      if let anchor = presentation.anchor, presentation.style == .popover {
        facts.append("anchored at \(anchor.description)")
      }
    }
    switch controller.kind {
    case .tabBarController:
      let titles = controller.children.enumerated().map { index, child in
        index == controller.selectedIndex
          ? "[\(Simulator.tabTitle(child))]" : Simulator.tabTitle(child)
      }
      let bar = simulator.tabBarHider(of: controller).map { "tab bar hidden by '\($0.name)'" }
      facts.append((bar ?? "tab bar") + ": " + titles.joined(separator: " "))
    case .pageViewController:
      facts.append("page \(controller.selectedIndex + 1) of \(controller.children.count)")
    default:
      break
    }
    if simulator.showsNavigationBar(controller), controller.alert == nil {
      let large = simulator.showsLargeTitle(controller) ? " (large title)" : ""
      facts.append("navigation bar\(large): " + navigationBar(of: controller))
    }
    if simulator.showsToolbar(controller) {
      let titles = controller.scene.toolbarItems.filter { !$0.isSpace }.map(\.displayTitle)
      facts.append(titles.isEmpty ? "empty toolbar" : "toolbar: " + titles.joined(separator: " "))
    }
    if !controller.isViewLoaded {
      facts.append("not loaded")
    } else if !appeared.contains(where: { $0 === controller }) {
      facts.append("not on screen")
    }
    return controller.name + (facts.isEmpty ? "" : " (" + facts.joined(separator: ", ") + ")")
  }

  /// `‹ Back | Title | [+]`: the back button, the title (left out when empty), the bar items;
  /// `no title` when there is none of them.
  static func navigationBar(of controller: Controller) -> String {
    var parts: [String] = []
    let left = (controller.scene.navigationItem?.left ?? []).filter { !$0.isSpace }
    if let navigation = controller.parent, let back = Simulator.backTitle(navigation),
      left.isEmpty
    {
      parts.append("‹ \(back)")
    }
    parts += left.map { "[\($0.displayTitle)]" }
    if let titleView = controller.scene.navigationItem?.titleView?.value {
      parts.append("<\(titleView)>")
    } else if let title = Simulator.navigationTitle(controller), !title.isEmpty {
      parts.append(title)
    }
    parts += (controller.scene.navigationItem?.right ?? []).filter { !$0.isSpace }.map {
      "[\($0.displayTitle)]"
    }
    return parts.isEmpty ? "no title" : parts.joined(separator: " | ")
  }

  /// The top scene, the stack, and the views on screen with their text.
  public static func screen(of simulator: Simulator, layout: (any LayoutProvider)? = nil)
    -> String
  {
    let stack = simulator.stack.joined(separator: " > ")
    var out = "on screen: top '\(simulator.top?.sceneID ?? "")', stack \(stack)\n"
    var shownAlert = simulator.shownAlert
    for view in simulator.viewsOnScreen(layout: layout) {
      // The alert comes before its text fields, in stacking order.
      if let alert = shownAlert, view.controller === alert {
        out += alertLine(alert)
        shownAlert = nil
      }
      var line = "  \(view.scene).\(view.id) \(view.type)"
      if let text = view.text { line += " \(Event.quoted(text, cut: false))" }
      if let cells = view.cells {
        line += " \(cells.count) \(view.type == .view(.collectionView) ? "items" : "rows")"
        if !cells.isEmpty {
          line += ": " + cells.map { Event.quoted($0, cut: false) }.joined(separator: ", ")
        }
      }
      if let frame = view.frame { line += " " + rect(frame) }
      if !view.attributes.isEmpty { line += " " + attributes(view.attributes) }
      if view.controller.view(view.id)?.value(Simulator.refreshingProperty) == .bool(true) {
        line += " (refreshing)"
      }
      if let cover = simulator.coveringPresentation(of: view.controller) {
        line += " (under '\(cover.name)')"
      }
      out += line + "\n"
    }
    if let alert = shownAlert { out += alertLine(alert) }
    return out
  }

  /// The alert or action sheet on screen, on top of the views it covers:
  /// `noteDetail.confirmDelete alert "Delete Note?", message "Gone for good.", actions
  /// ["Cancel", "Delete"]`, named by the scene that presented it.
  static func alertLine(_ controller: Controller) -> String {
    guard let alert = controller.alert else { return "" }
    var line = "  \(alert.owner.name).\(alert.spec.id.value) \(alert.spec.style.rawValue)"
    var parts: [String] = []
    if let title = alert.spec.title { parts.append(Event.quoted(title, cut: false)) }
    if let message = alert.spec.message {
      parts.append("message " + Event.quoted(message, cut: false))
    }
    let actions = alert.spec.buttons.map { Event.quoted($0.title.value, cut: false) }
    parts.append("actions [" + actions.joined(separator: ", ") + "]")
    line += " " + parts.joined(separator: ", ")
    return line + "\n"
  }

  /// User-defined runtime attributes as `{accLabelText: "Toggle Read", accEnabled: true}`:
  /// text quoted, lists in brackets, in file order.
  static func attributes(_ values: [NamedValue]) -> String {
    func shown(_ value: Value) -> String {
      switch value {
      case .string(let text): Event.quoted(text, cut: false)
      case .null: "null"
      case .list(let items): "[" + items.map(shown).joined(separator: ", ") + "]"
      case .record(let fields):
        "{" + fields.map { "\($0.name): \(shown($0.value))" }.joined(separator: ", ") + "}"
      case .number, .bool: value.displayText
      }
    }
    return "{" + values.map { "\($0.name.value): \(shown($0.value))" }.joined(separator: ", ")
      + "}"
  }

  /// A frame as `[x, y, width, height]`, each number as `number(_:)` writes it.
  public static func rect(_ frame: Rect) -> String {
    "[" + [frame.x, frame.y, frame.width, frame.height].map(number).joined(separator: ", ") + "]"
  }

  /// A number rounded to 1/1000 point (a frame on a 3x pixel grid has thirds), whole numbers
  /// without a fraction (`-0` is `0`).
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return "\(rounded)"
  }
}

extension Simulator {
  /// The presentation that keeps touches from a controller, if any (popovers keep none).
  public func coveringPresentation(of controller: Controller) -> Controller? {
    let order = displayOrder()
    guard let start = order.firstIndex(where: { $0 === controller }) else { return nil }
    for index in order.indices.reversed() where index > start {
      let presented = order[index]
      guard let presentation = presented.presentation, let host = presented.presenter,
        !presentation.style.dismissesOnOutsideTap
      else { continue }
      if presentation.style.coversContextOnly, !controller.isDescendant(of: host) { continue }
      return presented
    }
    return nil
  }
}
