import Diagnostics
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
/// of its own and the composer's thread waits for its events about two thirds of the time.
/// `YAMLLoader` hands this reader each pair of `scenes:` as soon as its value is complete,
/// and the scene is read in that wait instead of after the parse. `StoryboardLoader` takes a
/// scene read here only for the same pair of the finished document (the same key and value
/// marks, so the same nodes), reads the others as before, and reports everything in file
/// order, so the result does not depend on what was read early.
final class ScenePreloader {
  private let context: LoadContext
  /// The scenes read, by their key's mark, with their value's mark.
  private var read: [TextPosition: (value: TextPosition, id: String, loaded: LoadedScene)] = [:]

  init(file: String) {
    context = LoadContext(file: file)
  }

  /// Reads the scene of one pair of `scenes:` (a pair whose key is no scene id is left to
  /// `StoryboardLoader`, which reports it).
  func take(_ pair: Node.Pair) {
    guard read[pair.key.mark] == nil, let id = context.identifier(pair.key, "scene id") else {
      return
    }
    read[pair.key.mark] = (
      pair.value.mark, id.value, LoadedScene.read(id: id, pair.value, context: context)
    )
  }

  /// The scene read for `id`'s pair with value `node`, if this reader read that pair.
  func scene(id: Located<String>, key: Node, value node: Node) -> LoadedScene? {
    guard let found = read[key.mark], found.value == node.mark, found.id == id.value else {
      return nil
    }
    return found.loaded
  }
}
