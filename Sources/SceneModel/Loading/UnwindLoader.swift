import Diagnostics
import YAML

/// Reads the two halves of an unwind by action (an extension, docs/SceneFormat.md): a
/// segue's `action:` and a scene's `unwindActions:`, both Objective-C selectors as
/// Interface Builder stores them (`unwindAction="unwindToMealListWithSender:"`).
///
///     segues:
///       - { kind: unwind, from: saveButton, action: "unwindToMealListWithSender:" }
///     ...
///     unwindActions: ["unwindToMealListWithSender:"]
enum UnwindLoader {
  /// Whether `text` is a selector: one identifier (`refresh`), or identifiers each followed
  /// by a colon (`unwindToList:`, `unwindToList:animated:`).
  static func isSelector(_ text: String) -> Bool {
    guard text.utf8.count <= LoadContext.longestIdentifier else { return false }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    let names = text.hasSuffix(":") ? parts.dropLast() : parts[...]
    guard !names.isEmpty, names.count == 1 || text.hasSuffix(":") else { return false }
    return names.allSatisfy { LoadContext.isIdentifier(String($0)) }
  }

  /// A selector, or nil after reporting `invalid-value`.
  static func selector(_ node: Node, _ what: String, context: LoadContext) -> Located<String>? {
    guard let text = context.string(node, what) else { return nil }
    guard isSelector(text.value) else {
      context.report(.invalidSelector(text.value, for: what, at: text.location))
      return nil
    }
    return text
  }

  /// A scene's `unwindActions:`, each once: a repeated one is reported at the later place,
  /// with a note at the first.
  static func actions(_ node: Node, context: LoadContext) -> [Located<String>] {
    guard let items = context.sequence(node, "'unwindActions'") else { return [] }
    var actions: [Located<String>] = []
    var firsts: [String: Diagnostic.Location] = [:]
    for item in items {
      guard let action = selector(item, "unwind action", context: context) else { continue }
      if let first = firsts[action.value] {
        context.report(
          .duplicateUnwindAction(action.value, first: first, at: action.location))
        continue
      }
      firsts[action.value] = action.location
      actions.append(action)
    }
    return actions
  }

  /// A segue's `action:` and `to:`. An unwind takes exactly one of them; `action:` belongs
  /// to unwinds only. Each mistake is reported once, at the key that causes it.
  static func targets(_ fields: Fields, kind: Located<Segue.Kind>, context: LoadContext)
    -> (to: [Located<String>], action: Located<String>?)
  {
    let place = context.location(fields.node)
    let actionNode = fields.value("action")
    let toNode = fields.value("to")
    var action: Located<String>?
    if let actionNode, let key = fields.keyNode("action") {
      if kind.value != .unwind {
        context.report(.segueActionNotUnwind(kind.value, at: context.location(key)))
      } else if toNode != nil, let toKey = fields.keyNode("to") {
        // Point at whichever of the two keys comes second: the one that conflicts.
        let places = [context.location(key), context.location(toKey)].sorted()
        context.report(.unwindToAndAction(at: places[1]))
      } else {
        action = selector(actionNode, "unwind action", context: context)
      }
    }
    guard let toNode else {
      if kind.value == .unwind, actionNode == nil {
        context.report(.unwindNoTarget(at: place))
      } else if actionNode == nil {
        context.report(.missingKey("to", in: "a \(kind.value.rawValue) segue", at: place))
      }
      return ([], action)
    }
    if let items = toNode.sequence {
      return (items.compactMap { context.identifier($0, "a destination scene id") }, action)
    }
    return (context.identifier(toNode, "destination scene id").map { [$0] } ?? [], action)
  }
}

extension Diagnostic {
  static func invalidSelector(_ value: String, for what: String, at location: Location)
    -> Diagnostic
  {
    .error(
      .invalidValue,
      "'\(value)' is not a valid \(what): a selector is a name, or names each followed by ':' "
        + "(unwindToList:, unwindToMealListWithSender:)",
      at: location)
  }

  static func duplicateUnwindAction(_ action: String, first: Location, at location: Location)
    -> Diagnostic
  {
    .error(
      .duplicateUnwindAction,
      "unwind action '\(action)' is listed twice in 'unwindActions'; remove this one",
      at: location, notes: [Note("'\(action)' first declared here", at: first)])
  }

  static func segueActionNotUnwind(_ kind: Segue.Kind, at location: Location) -> Diagnostic {
    .error(
      .segueActionNotUnwind,
      "'action' applies only to unwind segues, but this is a \(kind.rawValue) segue; "
        + "name its destination with 'to:' instead",
      at: location)
  }

  static func unwindToAndAction(at location: Location) -> Diagnostic {
    .error(
      .unwindToAndAction,
      "an unwind segue takes 'to:' or 'action:', not both; keep 'action:' to let the "
        + "unwind find the controller that implements it, or 'to:' to name the scene",
      at: location)
  }

  static func unwindNoTarget(at location: Location) -> Diagnostic {
    .error(
      .missingKey,
      "an unwind segue has no 'action' and no 'to'; add 'action: SELECTOR' (an unwind action "
        + "a scene lists in 'unwindActions') or 'to: SCENE'",
      at: location)
  }
}
