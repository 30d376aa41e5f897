import YAML

/// Reads a scene's `objects:` (an extension): each `{ id, class, ib, outlets }`.
enum ObjectLoader {
  static func load(_ node: Node, context: LoadContext) -> [SceneObject] {
    guard let items = context.sequence(node, "'objects'") else { return [] }
    return items.compactMap { item in
      let what = "an object"
      guard let fields = context.fields(item, what, allowed: ["id", "class", "ib", "outlets"])
      else { return nil }
      for key in ["id", "class"] where !fields.has(key) {
        context.report(.missingKey(key, in: what, at: context.location(item)))
      }
      guard let id = fields.value("id").flatMap({ context.viewIdentifier($0, "object id") })
      else { return nil }
      return SceneObject(
        id: id, className: fields.value("class").flatMap { context.identifier($0, "class name") },
        ib: fields.value("ib").flatMap { context.string($0, "'ib'") },
        outlets: fields.value("outlets").map { SceneLoader.loadOutlets($0, context: context) }
          ?? [],
        location: context.location(item))
    }
  }
}
