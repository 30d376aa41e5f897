import JSON
import SceneModel
import SceneRuntime

/// The JSON form of a simulation (SCENE-FORMAT.md §10): `device`, `events`,
/// `ok`, `top`, `stack`, `alert` while one shows, `views` and, when a step failed, `error`.
enum SimulateOutput {
  static func json(
    _ simulator: Simulator, failure: SimulationError?, layout: (any LayoutProvider)?
  ) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("device", .string(simulator.device.name)),
      ("events", .array(simulator.events.map(json))),
      ("ok", .bool(failure == nil)),
      ("top", simulator.top.map { .string($0.sceneID) } ?? .null),
      (
        "topIB",
        simulator.top.flatMap { simulator.storyboard.scene($0.sceneID)?.ib }.map {
          .string($0.value)
        } ?? .null
      ),
      ("stack", .array(simulator.stack.map(JSONValue.string))),
    ]
    if let alert = simulator.shownAlert?.alert { fields.append(("alert", json(alert))) }
    fields.append(("views", views(simulator, layout: layout)))
    if let failure { fields.append(("error", .string(failure.description))) }
    return .object(fields)
  }

  /// The alert or action sheet on screen: `id`, `scene` (the scene that presented it),
  /// `style`, `title`, `message` (null when it has none) and the titles of its `actions`.
  static func json(_ alert: AlertInstance) -> JSONValue {
    .object([
      ("id", .string(alert.spec.id.value)),
      ("scene", .string(alert.owner.sceneID)),
      ("style", .string(alert.spec.style.rawValue)),
      ("title", alert.spec.title.map(JSONValue.string) ?? .null),
      ("message", alert.spec.message.map(JSONValue.string) ?? .null),
      ("actions", .array(alert.spec.buttons.map { .string($0.title.value) })),
    ])
  }

  static func json(_ record: EventRecord) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("event", .string(record.event.description)),
      ("log", .array(record.entries.map { .string($0.text) })),
    ]
    if let error = record.error { fields.append(("error", .string(error.description))) }
    return .object(fields)
  }

  /// The views on screen keyed by id; a second view with an id already used
  /// (in another scene) is keyed `SCENE.ID`.
  static func views(_ simulator: Simulator, layout: (any LayoutProvider)?) -> JSONValue {
    var pairs: [(String, JSONValue)] = []
    for view in simulator.viewsOnScreen(layout: layout) {
      var key = view.id
      if pairs.contains(where: { $0.0 == key }) { key = "\(view.scene).\(view.id)" }
      if pairs.contains(where: { $0.0 == key }) { continue }
      var fields: [(String, JSONValue)] = [("scene", .string(view.scene))]
      if let ib = simulator.storyboard.scene(view.scene)?.view(view.id)?.ib {
        fields.append(("ib", .string(ib.value)))
      }
      fields += [
        ("type", .string(view.type.description)),
        (
          "frame",
          view.frame.map { frame in
            .array([frame.x, frame.y, frame.width, frame.height].map(JSONValue.number))
          } ?? .null
        ),
        ("text", view.text.map(JSONValue.string) ?? .null),
      ]
      if let cells = view.cells { fields.append(("cells", .array(cells.map(JSONValue.string)))) }
      if let cover = simulator.coveringPresentation(of: view.controller) {
        fields.append(("coveredBy", .string(cover.name)))
      }
      pairs.append((key, .object(fields)))
    }
    return .object(pairs)
  }
}
