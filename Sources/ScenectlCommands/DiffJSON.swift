import JSON
import SceneDiff
import SceneModel

/// `scenectl diff --format json`: one object per compared file, each change with its
/// subject, kind, element, field and values, and the line the text report prints for it.
///
///     {"files": [{"path": "Main.storyboard", "semanticChange": true, "changeCount": 1,
///       "fileChanges": [], "scenes": [{"name": "list", "status": "changed", ...}]}]}
enum DiffJSON {
  static func document(_ files: [DiffCommand.Compared]) -> JSONValue {
    .object([("files", .array(files.map(file)))])
  }

  private static func file(_ compared: DiffCommand.Compared) -> JSONValue {
    switch compared.outcome {
    case .failure(let failure):
      return .object([("path", .string(compared.path)), ("error", .string(failure.message))])
    case .success(let report):
      return .object([
        ("path", .string(compared.path)),
        ("semanticChange", .bool(!report.isEmpty)),
        ("changeCount", .number(Double(report.changeCount))),
        ("fileChanges", .array(report.fileChanges.map(change))),
        ("scenes", .array(report.scenes.map(scene))),
      ])
    }
  }

  private static func scene(_ scene: SceneChanges) -> JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("name", .string(scene.name)), ("ib", scene.ib.map(JSONValue.string) ?? .null),
      ("status", .string(scene.status.rawValue)),
    ]
    if scene.status != .changed { pairs.append(("summary", .string(scene.summary))) }
    pairs.append(("changes", .array(scene.changes.map(change))))
    if scene.layoutCompared {
      pairs.append(
        (
          "layoutEffects",
          .array(
            scene.layoutEffects.map { effect in
              .object([
                ("device", .string(effect.device)), ("view", .string(effect.view)),
                ("before", rect(effect.before)), ("after", rect(effect.after)),
              ])
            })
        ))
    }
    return .object(pairs)
  }

  private static func change(_ change: Change) -> JSONValue {
    .object([
      ("subject", .string(change.subject.rawValue)), ("kind", .string(change.kind.rawValue)),
      ("element", .string(change.element)), ("field", change.field.map(JSONValue.string) ?? .null),
      ("before", change.before.map(JSONValue.string) ?? .null),
      ("after", change.after.map(JSONValue.string) ?? .null),
      ("tag", change.tag.map(JSONValue.string) ?? .null), ("text", .string(change.line)),
    ])
  }

  private static func rect(_ rect: Rect) -> JSONValue {
    .array([rect.x, rect.y, rect.width, rect.height].map { .number(($0 * 100).rounded() / 100) })
  }
}
