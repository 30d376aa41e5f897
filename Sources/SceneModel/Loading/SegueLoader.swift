import Diagnostics
import YAML

/// Reads segues (SCENE-FORMAT.md §6).
enum SegueLoader {
  static let keys = [
    "id", "kind", "from", "trigger", "to", "action", "relationship", "presentation",
    "transition", "pass", "class",
  ]

  static func load(_ node: Node, context: LoadContext) -> Segue? {
    guard let fields = context.fields(node, "a segue", allowed: keys) else { return nil }
    let place = context.location(node)
    guard let kindNode = fields.value("kind") else {
      context.report(.missingKey("kind", in: "a segue", at: place))
      return nil
    }
    // `custom` is a modal presentation performed by a class's code (docs/SceneFormat.md).
    let isCustom = kindNode.scalar?.text == "custom"
    let segueClass = fields.value("class").flatMap { context.identifier($0, "class name") }
    if isCustom && segueClass == nil && !fields.has("class") {
      context.report(.missingKey("class", in: "a custom segue", at: place))
    }
    let kinds = Segue.Kind.allCases.map(\.rawValue) + ["custom"]
    guard
      let kind = isCustom
        ? Located(Segue.Kind.modal, at: context.location(kindNode))
        : context.choice(kindNode, "segue kind", as: Segue.Kind.self, choices: kinds)
    else {
      return nil
    }
    let (to, action) = UnwindLoader.targets(fields, kind: kind, context: context)
    let relationship = fields.value("relationship").flatMap {
      context.choice($0, "relationship", as: Segue.Relationship.self)
    }
    let pass: [Segue.Pass] =
      fields.value("pass").flatMap { passNode in
        context.mapping(passNode, "'pass'").map { pairs in
          pairs.compactMap { pair in
            guard let property = context.identifier(pair.key, "destination property") else {
              return nil
            }
            return context.expression(pair.value, "the value passed to '\(property.value)'").map {
              Segue.Pass(property: property, value: $0)
            }
          }
        }
      } ?? []
    let from = fields.value("from").flatMap { context.identifier($0, "segue 'from'") }
    let id = fields.value("id").flatMap { context.segueIdentifier($0, "segue id") }
    var segue = Segue(
      id: id,
      kind: kind,
      from: from,
      trigger: fields.value("trigger").flatMap {
        context.choice($0, "segue trigger", as: Segue.Trigger.self)
      },
      to: to,
      action: action,
      relationship: relationship,
      presentation: fields.value("presentation").flatMap {
        context.choice($0, "presentation", as: Segue.Presentation.self)
      },
      transition: fields.value("transition").flatMap {
        context.choice($0, "transition", as: Segue.Transition.self)
      },
      pass: pass,
      location: place,
      segueClass: segueClass,
      isCustom: isCustom,
      hasUnreadRelationship: fields.value("relationship") != nil && relationship == nil,
      hasUnreadSource: fields.value("from") != nil && from == nil)
    segue.hasUnreadID = fields.value("id") != nil && id == nil
    return segue
  }

  /// Records the id and destinations a segue that could not be read writes, as text
  /// (`Scene.unreadSegueIDs`, `Scene.unreadSegueTargets`).
  static func recordUnread(_ node: Node, in scene: inout Scene) {
    let written = self.written(node)
    if let id = written.id { scene.unreadSegueIDs.insert(id) }
    scene.unreadSegueTargets += written.targets
  }

  /// The `id:` and `to:` (one scene or a list) a segue's mapping writes, as text, whether or
  /// not the segue can be read.
  static func written(_ node: Node) -> (id: String?, targets: [String]) {
    var id: String?
    var targets: [String] = []
    for pair in node.mapping ?? [] {
      switch pair.key.scalar?.text {
      case "id":
        id = pair.value.scalar?.text
      case "to":
        if let text = pair.value.scalar?.text { targets.append(text) }
        for item in pair.value.sequence ?? [] {
          if let text = item.scalar?.text { targets.append(text) }
        }
      default:
        break
      }
    }
    return (id, targets)
  }
}

/// Reads alerts and action sheets (SCENE-FORMAT.md §8).
enum AlertLoader {
  static func load(_ pair: Node.Pair, context: LoadContext) -> Alert? {
    guard let id = context.identifier(pair.key, "alert id") else { return nil }
    let what = "alert '\(id.value)'"
    let keys = ["style", "title", "message", "fields", "actions"]
    guard let fields = context.fields(pair.value, what, allowed: keys) else { return nil }
    var alert = Alert(
      id: id, style: .alert, title: nil, message: nil, fields: [], buttons: [],
      location: context.location(pair.value))
    if let n = fields.value("style"),
      let style = context.choice(n, "alert style", as: Alert.Style.self)
    {
      alert.style = style.value
    }
    if let n = fields.value("title"), !n.isNull {
      alert.title = context.string(n, "'title'")?.value
    }
    if let n = fields.value("message"), !n.isNull {
      alert.message = context.string(n, "'message'")?.value
    }
    if let n = fields.value("fields"), let items = context.sequence(n, "'fields'") {
      alert.fields = items.compactMap { field($0, context: context) }
      if alert.style == .actionSheet, let first = items.first {
        context.report(.actionSheetFields(id.value, at: context.location(first)))
      }
    }
    if let n = fields.value("actions"), let items = context.sequence(n, "'actions'") {
      alert.buttons = items.compactMap { button($0, context: context) }
    }
    return alert
  }

  private static func field(_ node: Node, context: LoadContext) -> Alert.Field? {
    let keys = ["id", "placeholder", "text", "secure"]
    guard let fields = context.fields(node, "an alert text field", allowed: keys) else {
      return nil
    }
    guard let idNode = fields.value("id") else {
      context.report(.missingKey("id", in: "an alert text field", at: context.location(node)))
      return nil
    }
    guard let id = context.identifier(idNode, "text field id") else { return nil }
    return Alert.Field(
      id: id,
      placeholder: fields.value("placeholder").flatMap { context.string($0, "'placeholder'") }?
        .value,
      text: fields.value("text").flatMap { context.string($0, "'text'") }?.value,
      secure: fields.value("secure").flatMap { context.bool($0, "'secure'") }?.value ?? false,
      location: context.location(node))
  }

  private static func button(_ node: Node, context: LoadContext) -> Alert.Button? {
    let keys = ["title", "style", "do"]
    guard let fields = context.fields(node, "an alert action", allowed: keys) else { return nil }
    guard let titleNode = fields.value("title") else {
      context.report(.missingKey("title", in: "an alert action", at: context.location(node)))
      return nil
    }
    guard let title = context.string(titleNode, "alert action 'title'") else { return nil }
    let style = fields.value("style").flatMap {
      context.choice($0, "alert action style", as: Alert.Button.Style.self)
    }
    let steps =
      fields.value("do").map {
        StepLoader.steps($0, "the steps of '\(title.value)'", context: context)
      } ?? []
    return Alert.Button(
      title: title, style: style?.value ?? .default, steps: steps,
      location: context.location(node))
  }
}
