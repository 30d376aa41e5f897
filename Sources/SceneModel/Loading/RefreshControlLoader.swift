import Diagnostics
import YAML

/// Reads a view's `refreshControl:` (an extension, docs/SceneFormat.md): `{ id, title }`.
enum RefreshControlLoader {
  static let keys = ["id", "title"]

  /// The refresh control `node` writes for the view `view`, or nil after reporting why it
  /// cannot be read.
  static func load(_ node: Node, of view: String, context: LoadContext) -> RefreshControl? {
    let what = "the refresh control of view '\(view)'"
    guard let fields = context.fields(node, what, allowed: keys) else { return nil }
    guard let idNode = fields.value("id") else {
      context.report(.missingKey("id", in: what, at: context.location(node)))
      return nil
    }
    guard let id = context.viewIdentifier(idNode, "refresh control id") else { return nil }
    return RefreshControl(
      id: id,
      title: fields.value("title").flatMap { context.string($0, "refresh control 'title'") },
      location: context.location(node))
  }
}
