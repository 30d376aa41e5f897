import Diagnostics
import YAML

/// Reads a scene's `freeViews:` (an extension, docs/SceneFormat.md): each entry a view as
/// `views:` writes one, with its `size: [w, h]` (required) and its own `constraints:`.
enum FreeViewLoader {
  /// The keys a free view takes beside its type's.
  static let keys = [FreeView.sizeKey, "constraints"]
  /// The largest side a free view may have, in points.
  static let largest = 100_000.0

  /// `freeViews: [VIEW, ...]`; the ids of entries that cannot be read are recorded as
  /// written (`LoadContext.recordUnreadView`).
  static func load(_ node: Node, context: LoadContext) -> [FreeView] {
    guard let items = context.sequence(node, "'freeViews'") else {
      context.recordUnreadView(node)
      return []
    }
    return items.compactMap { freeView($0, context: context) }
  }

  private static func freeView(_ item: Node, context: LoadContext) -> FreeView? {
    guard let view = ViewLoader.load(item, extraKeys: keys, context: context) else { return nil }
    let pairs = item.mapping ?? []
    func value(_ key: String) -> Node? { pairs.first { $0.key.scalar?.text == key }?.value }
    var free = FreeView(view: view, size: nil)
    if let node = value(FreeView.sizeKey) {
      free.size = size(node, FreeView.sizeKey, of: "a free view", context: context)
    } else {
      context.report(
        .freeViewWithoutSize(view.id.value, frame: view.frame?.value, at: view.location))
    }
    if let node = value("constraints") {
      // The scene's own constraints keep their flag.
      let dropped = context.droppedConstraint
      context.droppedConstraint = false
      free.constraints = ConstraintLoader.load(node, conditions: [], context: context)
      free.hasUnreadableConstraints = context.droppedConstraint
      context.droppedConstraint = dropped
    }
    return free
  }

  /// `KEY: [width, height]` (a free view's `size`, a view's `superviewSize`), each 0 to
  /// 100000 points; `noun` says what has the size in messages.
  static func size(_ node: Node, _ key: String, of noun: String, context: LoadContext)
    -> Located<FreeView.Size>?
  {
    guard let items = context.sequence(node, "'\(key)'") else { return nil }
    guard items.count == 2 else {
      context.report(
        .wrongType(
          expected: "[width, height]", for: "'\(key)'", found: "a list of \(items.count)",
          at: context.location(node)))
      return nil
    }
    var sides: [Double] = []
    for item in items {
      guard let number = context.double(item, "a '\(key)' number") else { return nil }
      guard number.value >= 0 && number.value <= largest else {
        context.report(
          .valueOutOfRange(
            "\(key) \(item.scalar?.text ?? "") is out of range: \(noun) is 0 to 100000 points "
              + "on each side", at: number.location))
        return nil
      }
      sides.append(number.value)
    }
    return Located(FreeView.Size(width: sides[0], height: sides[1]), at: context.location(node))
  }
}
