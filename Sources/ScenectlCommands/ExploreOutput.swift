import Diagnostics
import JSON
import SceneExplore
import SceneModel
import SceneRuntime

/// `explore`'s text, JSON and DOT.
enum ExploreOutput {
  /// A path as flow steps (`tap: x`, `select: table:1`, `type: {into, text}`, `back`).
  static func step(_ event: Event) -> JSONValue {
    switch event {
    case .launch: .string("launch")
    case .tap(let target): .object([("tap", .string(target.description))])
    case .type(let name, let text):
      .object([("type", .object([("into", .string(name.description)), ("text", .string(text))]))])
    case .select(let target): .object([("select", .string(target.description))])
    case .accessory(let target): .object([("accessory", .string(target.description))])
    case .back: .object([("back", .null)])
    case .swipe(let direction): .object([("swipe", .string(direction.rawValue))])
    case .swipeOn(let id, let direction):
      .object([("swipe", .string("\(id):\(direction.rawValue)"))])
    case .longPress(let name): .object([("longPress", .string(name.description))])
    case .pullToRefresh(let name): .object([("pullToRefresh", .string(name.description))])
    case .endRefreshing(let id): .object([("endRefreshing", .string(id))])
    case .code(let code): .object([("code", .string(code.description))])
    }
  }

  static func path(_ events: [Event]) -> String {
    events.isEmpty ? "launch" : events.map(\.description).joined(separator: ", ")
  }

  static func text(_ result: Exploration, file: String) -> String {
    var text = "explore \(MessageText.escaped(file)) on \(result.device): \(result.states) states, "
    text += "\(result.transitions) transitions, "
    text +=
      result.complete ? "complete\n" : "incomplete (the \(result.limit ?? "?") limit was hit)\n"
    if !result.entries.isEmpty {
      let names = result.entries.map { "'\(MessageText.escaped($0))'" }.joined(separator: ", ")
      text += "entries from code (storyboard identifiers, explored from launch): \(names)\n"
    }
    text += "\nscenes reached (\(result.scenes.count)):\n"
    for reached in result.scenes {
      text += "  \(reached.scene): \(path(reached.path))\n"
    }
    if !result.alerts.isEmpty {
      text += "\nalerts shown (\(result.alerts.count)):\n"
      for shown in result.alerts { text += "  \(shown.scene): \(path(shown.path))\n" }
    }
    text += "\nfindings (\(result.findings.count)):\n"
    for finding in result.findings {
      let place = finding.location.map { "\($0): " } ?? ""
      text += "\(place)\(finding.kind): \(MessageText.escaped(finding.message))\n"
      if !finding.path.isEmpty { text += "  path: \(path(finding.path))\n" }
    }
    return text
  }

  static func json(_ result: Exploration) -> JSONValue {
    func place(_ location: Diagnostic.Location?) -> [(String, JSONValue)] {
      guard let location else { return [] }
      return [
        ("file", .string(location.file)), ("line", .number(Double(location.line))),
        ("column", .number(Double(location.column))),
      ]
    }
    return .object([
      ("device", .string(result.device)),
      ("states", .number(Double(result.states))),
      ("transitions", .number(Double(result.transitions))),
      ("complete", .bool(result.complete)),
      ("limit", result.limit.map(JSONValue.string) ?? .null),
      ("cuts", .array(result.cuts.map(JSONValue.string))),
      ("entries", .array(result.entries.map(JSONValue.string))),
      ("sceneCount", .number(Double(result.sceneCount))),
      (
        "scenes",
        .array(
          result.scenes.map {
            .object([("id", .string($0.scene)), ("path", .array($0.path.map(step)))])
          })
      ),
      (
        "alerts",
        .array(
          result.alerts.map {
            .object([("id", .string($0.scene)), ("path", .array($0.path.map(step)))])
          })
      ),
      ("unreached", .array(result.unreached.map(JSONValue.string))),
      (
        "findings",
        .array(
          result.findings.map {
            .object(
              [
                ("kind", .string($0.kind)), ("message", .string($0.message)),
                ("path", .array($0.path.map(step))),
              ] + place($0.location))
          })
      ),
    ])
  }

  /// The screens (states collapsed to their top scene) and the events between them.
  static func dot(_ result: Exploration) -> String {
    func quoted(_ text: String) -> String {
      var out = "\""
      for c in text {
        if c == "\\" || c == "\"" { out.append("\\") }
        out.append(c == "\n" ? " " : c)
      }
      return out + "\""
    }
    var text = "digraph explore {\n  label=\(quoted("explore on \(result.device)"));\n"
    for reached in result.scenes { text += "  \(quoted(reached.scene));\n" }
    for edge in result.screenEdges {
      text +=
        "  \(quoted(edge.from)) -> \(quoted(edge.to)) [label=\(quoted(edge.event.description))];\n"
    }
    return text + "}\n"
  }
}
