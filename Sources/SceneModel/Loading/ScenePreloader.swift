import Diagnostics
import Dispatch
import Parallel
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
/// complete, and the scene is read on a third thread, in the order the pairs came, so that
/// the composer's thread keeps up with libyaml. That thread runs at Linux's idle priority
/// (`SCHED_IDLE`): it takes only what the parse's two threads leave of the cores, instead of
/// taking turns with them (with three threads on two cores, libyaml waited for the composer
/// and the composer for the scenes; docs/Speed.md, figure (2), eighth round).
/// `StoryboardLoader` takes a scene read here only for the same pair of the finished
/// document (the same key and value marks, so the same nodes), reads the others as before,
/// and reports everything in file order, so the result does not depend on what was read
/// early, nor when. The pairs not read when the parse ends are left to `StoryboardLoader`,
/// which reads them on all cores (`finish()`); so is every pair when no thread can be
/// started.
///
/// It is `@unchecked Sendable` because `context` and `read` are touched only by the reading
/// thread until `finish()` joins it, which orders its writes before the caller's reads; the
/// pairs waiting are behind a mutex. The nodes it is handed are values no thread changes.
final class ScenePreloader: @unchecked Sendable {
  /// The pairs handed over, and how many of them the reading thread took.
  private struct Waiting {
    var pairs: [Node.Pair] = []
    var taken = 0
  }

  private let context: LoadContext
  /// The scenes read, by their key's mark, with their value's mark.
  private var read: [TextPosition: (value: TextPosition, id: String, loaded: LoadedScene)] = [:]
  private let waiting = Mutex(Waiting())
  /// Counts the pairs handed over, and once more the end (`finish()`).
  private let available = DispatchSemaphore(value: 0)
  /// Set by `finish()`: the reading thread then stops at its next pair.
  private let stopped = Atomic<Bool>(false)
  /// The reading thread, started at the first pair; nil before, or when it cannot start.
  private var thread: Parallel.OwnThread?
  private var started = false

  init(file: String) {
    context = LoadContext(file: file)
  }

  /// Hands over one pair of `scenes:` to be read (a pair whose key is no scene id is left to
  /// `StoryboardLoader`, which reports it).
  func take(_ pair: Node.Pair) {
    if !started { start() }
    guard thread != nil else { return }
    waiting.withLock { $0.pairs.append(pair) }
    available.signal()
  }

  /// Stops the reading thread after the pair it is reading, if any, and waits for it; call
  /// it once the parse has ended, before `scene(id:key:value:)`.
  func finish() {
    guard let thread else { return }
    stopped.store(true, ordering: .releasing)
    available.signal()
    thread.join()
    self.thread = nil
    waiting.withLock { $0 = Waiting() }
  }

  /// Starts the reading thread.
  private func start() {
    started = true
    thread = Parallel.OwnThread.start(atIdlePriority: true) { [self] in readPairs() }
  }

  /// The reading thread's loop: each pair in turn, until `finish()`.
  private func readPairs() {
    while true {
      available.wait()
      if stopped.load(ordering: .acquiring) { return }
      let pair = waiting.withLock { waiting -> Node.Pair? in
        guard waiting.taken < waiting.pairs.count else { return nil }
        defer { waiting.taken += 1 }
        return waiting.pairs[waiting.taken]
      }
      if let pair { readScene(pair) }
    }
  }

  private func readScene(_ pair: Node.Pair) {
    guard read[pair.key.mark] == nil, let id = context.identifier(pair.key, "scene id") else {
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
