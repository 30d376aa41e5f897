import Diagnostics
import JSON
import SceneFrontend
import SceneModel
import SceneRuntime

/// `scenectl test FLOW... --coverage`: which scenes, segues, actions, alert actions and
/// controls of each storyboard the flows exercised, and where each one left out is.
enum FlowCoverage {
  /// One thing of a storyboard that flows can exercise.
  struct Item {
    var kind: Kind
    var key: Exercised
    var name: String
    var location: Diagnostic.Location
  }

  enum Kind: String, CaseIterable {
    case scene, segue, action
    case alertAction = "alert action"
    case control
  }

  /// Everything of a storyboard that flows can exercise, scene by scene in file order:
  /// the scene, its segues (not relationships or embeds), actions, alert actions, and its
  /// buttons, switches, segmented controls, text fields and bar items.
  static func items(of storyboard: Storyboard) -> [Item] {
    var items: [Item] = []
    for scene in storyboard.scenes {
      let id = scene.id.value
      items.append(
        Item(kind: .scene, key: .scene(id), name: "scene '\(id)'", location: scene.id.location))
      for (index, segue) in scene.segues.enumerated()
      where segue.kind.value != .relationship && segue.kind.value != .embed {
        items.append(
          Item(
            kind: .segue, key: .segue(scene: id, index: index),
            name: "\(segue.displayName) of '\(id)'", location: segue.kind.location))
      }
      for (index, action) in scene.actions.enumerated() {
        items.append(
          Item(
            kind: .action, key: .action(scene: id, index: index),
            name: "action '\(action.name.value)' of '\(id)'", location: action.name.location))
      }
      for alert in scene.alerts {
        for (index, button) in alert.buttons.enumerated() {
          items.append(
            Item(
              kind: .alertAction, key: .alertAction(scene: id, alert: alert.id.value, index: index),
              name: "alert action '\(button.title.value)' of '\(alert.id.value)' in '\(id)'",
              location: button.title.location))
        }
      }
      // A free view's controls are never on screen (code adds them): flows cannot reach them.
      for view in scene.treeViews
      where view.type.value.takesSimulatedInput || view.gestures.contains(where: \.isSimulated) {
        items.append(
          Item(
            kind: .control, key: .control(scene: id, id: view.id.value),
            name: "\(view.type.value.rawValue) '\(view.id.value)' of '\(id)'",
            location: view.id.location))
      }
      for item in scene.allBarItems {
        items.append(
          Item(
            kind: .control, key: .control(scene: id, id: item.id.value),
            name: "bar item '\(item.id.value)' of '\(id)'", location: item.id.location))
      }
    }
    return items
  }

  /// The coverage of each storyboard the flows ran on, in the order first run.
  static func reports(_ results: [FlowRun.Result]) -> [(
    file: String, items: [Item], covered: Set<Exercised>
  )] {
    var order: [String] = []
    var models: [String: Storyboard] = [:]
    var covered: [String: Set<Exercised>] = [:]
    for result in results {
      guard let file = result.storyboard, let model = result.model else { continue }
      if models[file] == nil {
        order.append(file)
        models[file] = model
      }
      covered[file, default: []].formUnion(result.exercised)
    }
    return order.compactMap { file in
      models[file].map { (file, items(of: $0), covered[file] ?? []) }
    }
  }

  static func text(_ results: [FlowRun.Result]) -> String {
    var text = ""
    for (file, items, covered) in reports(results) {
      let counts = Kind.allCases.map { kind in
        let all = items.filter { $0.kind == kind }
        return "\(kind.rawValue)s \(all.filter { covered.contains($0.key) }.count) of \(all.count)"
      }
      text += "\ncoverage of \(MessageText.escaped(file)): \(counts.joined(separator: ", "))\n"
      for item in items where !covered.contains(item.key) {
        text += "\(MessageText.escaped(place(item.location))): not exercised: "
        text += "\(MessageText.escaped(item.name))\n"
      }
    }
    return text
  }

  /// `FILE:LINE:COL` with the file's path folded (`Flows/../A.yaml` is `A.yaml`).
  static func place(_ location: Diagnostic.Location) -> String {
    "\(InputPaths.normalized(location.file)):\(location.line):\(location.column)"
  }

  static func json(_ results: [FlowRun.Result]) -> JSONValue {
    .array(reports(results).map { json(file: $0.file, items: $0.items, covered: $0.covered) })
  }

  private static func json(file: String, items: [Item], covered: Set<Exercised>) -> JSONValue {
    var fields: [(String, JSONValue)] = [("storyboard", .string(file))]
    for kind in Kind.allCases {
      let all = items.filter { $0.kind == kind }
      let exercised = all.filter { covered.contains($0.key) }.count
      let name = kind == .alertAction ? "alertActions" : kind.rawValue + "s"
      fields.append(
        (
          name,
          .object([
            ("exercised", .number(Double(exercised))), ("total", .number(Double(all.count))),
          ])
        ))
    }
    var missed: [JSONValue] = []
    for item in items where !covered.contains(item.key) {
      let place: [(String, JSONValue)] = [
        ("file", .string(InputPaths.normalized(item.location.file))),
        ("line", .number(Double(item.location.line))),
        ("column", .number(Double(item.location.column))),
      ]
      missed.append(
        .object([("kind", .string(item.kind.rawValue)), ("name", .string(item.name))] + place))
    }
    fields.append(("missed", .array(missed)))
    return .object(fields)
  }
}
