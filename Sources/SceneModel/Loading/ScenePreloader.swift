import Diagnostics
import Dispatch
import Synchronization
import TextPosition
import YAML

/// What reading one scene of `scenes:` gave: the scene (nil when it could not be read), its
/// diagnostics, where its segues lead when it could not be read, and its unknown keys.
struct LoadedScene {
  var scene: Scene?
  var diagnostics: [Diagnostic]
  var targets: [String]
  var unknownKeys: [MisplacedKeys.Unknown]

  /// Reads the scene `id` of `node` with `context`, keeping what it reports apart from what
  /// `context` held before.
  static func read(id: Located<String>, _ node: Node, context: LoadContext) -> LoadedScene {
    let diagnostics = context.diagnostics.count
    let unknownKeys = context.unknownKeys.count
    let scene = SceneLoader.load(id: id, node, context: context)
    return LoadedScene(
      scene: scene, diagnostics: Array(context.diagnostics[diagnostics...]),
      targets: scene == nil ? StoryboardLoader.segueTargets(node) : [],
      unknownKeys: Array(context.unknownKeys[unknownKeys...]))
  }
}

/// Reads the scenes of a large scene file while libyaml still parses the rest of it.
///
/// Done for speed (issue 31): from `YAMLLoader.pipeThreshold` on, libyaml runs on a thread
/// of its own. `YAMLLoader` hands this reader each pair of `scenes:` as soon as its value is
/// complete, and the scene is read on a third thread (a serial queue), so that the composer's
/// thread keeps up with libyaml and the scenes take the cores' idle share of the parse.
/// `StoryboardLoader` takes a scene read here only for the same pair of the finished
/// document (the same key and value marks, so the same nodes), reads the others as before,
/// and reports everything in file order, so the result does not depend on what was read
/// early, nor when. The pairs still queued when the parse ends are left to
/// `StoryboardLoader`, which reads them on all cores (`finish()`).
///
/// It is `@unchecked Sendable` because `context` and `read` are touched only by blocks of
/// `queue`, one at a time, until `finish()`; after it the blocks left touch neither (they
/// see `stopped`), and `queue.sync` ordered their writes before the caller's reads. The
/// nodes it is handed are values no thread changes.
final class ScenePreloader: @unchecked Sendable {
  private let context: LoadContext
  /// The scenes read, by their key's mark, with their value's mark.
  private var read: [TextPosition: (value: TextPosition, id: String, loaded: LoadedScene)] = [:]
  /// Runs the reading, one pair after another, in the order the pairs came.
  private let queue = DispatchQueue(label: "scenectl.scene-preloader")
  /// Set by `finish()`: the pairs still queued are then skipped.
  private let stopped = Atomic<Bool>(false)

  init(file: String) {
    context = LoadContext(file: file)
  }

  /// Queues the reading of one pair of `scenes:` (a pair whose key is no scene id is left to
  /// `StoryboardLoader`, which reports it).
  func take(_ pair: Node.Pair) {
    queue.async { self.readScene(pair) }
  }

  /// Skips the pairs still queued and waits for the one being read, if any; call it once
  /// the parse has ended, before `scene(id:key:value:)`.
  func finish() {
    stopped.store(true, ordering: .relaxed)
    queue.sync {}
  }

  private func readScene(_ pair: Node.Pair) {
    guard !stopped.load(ordering: .relaxed), read[pair.key.mark] == nil,
      let id = context.identifier(pair.key, "scene id")
    else {
      return
    }
    read[pair.key.mark] = (
      pair.value.mark, id.value, LoadedScene.read(id: id, pair.value, context: context)
    )
  }

  /// The scene read for `id`'s pair with value `node`, if this reader read that pair before
  /// `finish()`.
  func scene(id: Located<String>, key: Node, value node: Node) -> LoadedScene? {
    guard let found = read[key.mark], found.value == node.mark, found.id == id.value else {
      return nil
    }
    return found.loaded
  }
}
