import Diagnostics
import YAML

/// Reads a view's `gestures:` (an extension, docs/SceneFormat.md): a list of recognizers,
/// each `{type, action, segue}` with a swipe's `direction` and a tap's `taps`.
enum GestureLoader {
  static let keys = ["type", "action", "segue", "direction", "taps", "id"]

  /// A scene's `gestures:`, its root view's recognizers: a view controller's only, since a
  /// container's root view holds no views of the file and a table or collection view
  /// controller's root view is its table or collection view, which takes them itself.
  static func rootGestures(
    _ node: Node, of scene: String, kind: Scene.Kind, context: LoadContext
  ) -> [Gesture] {
    guard kind == .viewController else {
      let instead =
        kind.isContainer
        ? "a container shows its children's views, not its own: remove it, or put it on the "
          + "scene of the child that is touched"
        : "its root view is its \(kind == .tableViewController ? "table" : "collection") view: "
          + "put the gestures in that view's 'gestures:'"
      context.report(
        .valueOutOfRange(
          "'gestures' on a scene is its root view's; scene '\(scene)' is a \(kind.rawValue), "
            + "and \(instead)", at: context.location(node)))
      return []
    }
    return gestures(node, of: "the root view of scene '\(scene)'", context: context)
  }

  /// The gestures `node` lists for the view `view` (`view 'card'`, or `the root view of scene
  /// 'list'` for a scene's `gestures:`); those that cannot be read are reported and left out.
  static func gestures(_ node: Node, of view: String, context: LoadContext) -> [Gesture] {
    guard let items = context.sequence(node, "the gestures of \(view)") else { return [] }
    return items.compactMap { gesture($0, of: view, context: context) }
  }

  private static func gesture(_ node: Node, of view: String, context: LoadContext) -> Gesture? {
    let what = "a gesture of \(view)"
    guard let fields = context.fields(node, what, allowed: keys) else { return nil }
    guard let typeNode = fields.value("type") else {
      context.report(.missingKey("type", in: what, at: context.location(node)))
      return nil
    }
    guard let kind = context.choice(typeNode, "gesture type", as: Gesture.Kind.self) else {
      return nil
    }
    var gesture = Gesture(kind: kind, location: context.location(node))
    let named = "the \(kind.value.displayName) gesture of \(view)"
    if let n = fields.value("direction") {
      if kind.value == .swipe {
        gesture.direction = context.choice(n, "swipe direction", as: Gesture.Direction.self)
      } else {
        context.report(.gestureKeyOfOtherType("direction", of: "swipe", on: named, at: n, context))
      }
    }
    if let n = fields.value("taps") {
      if kind.value == .tap {
        gesture.taps = taps(n, context: context)
      } else {
        context.report(.gestureKeyOfOtherType("taps", of: "tap", on: named, at: n, context))
      }
    }
    if let n = fields.value("id") { gesture.id = context.identifier(n, "gesture id") }
    if let n = fields.value("action") {
      gesture.action = context.identifier(n, "gesture 'action' (an action name)")
    }
    if let n = fields.value("segue") {
      gesture.segue = context.segueIdentifier(n, "gesture 'segue' (a segue id)")
    }
    return gesture
  }

  /// `taps:`: a whole number from 1 to `Gesture.mostTaps`.
  private static func taps(_ node: Node, context: LoadContext) -> Located<Int>? {
    guard let taps = context.int(node, "'taps'") else { return nil }
    guard (1...Gesture.mostTaps).contains(taps.value) else {
      context.report(
        .valueOutOfRange(
          "taps \(taps.value) is out of range; give 1 to \(Gesture.mostTaps) taps "
            + "(UITapGestureRecognizer's numberOfTapsRequired)", at: taps.location))
      return nil
    }
    return taps
  }
}

extension Diagnostic {
  /// `direction:` on a gesture that is no swipe, `taps:` on one that is no tap.
  static func gestureKeyOfOtherType(
    _ key: String, of type: String, on gesture: String, at node: Node, _ context: LoadContext
  ) -> Diagnostic {
    .valueOutOfRange(
      "'\(key)' is a \(type) gesture's; \(gesture) takes none: remove it, or make the "
        + "gesture 'type: \(type)'", at: context.location(node))
  }
}
