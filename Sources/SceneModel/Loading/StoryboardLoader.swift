import Diagnostics
import Parallel
import YAML

/// Loads a scene file into a `Storyboard`, collecting every problem on the
/// way as diagnostics (SCENE-FORMAT.md §1–8).
///
///     let result = StoryboardLoader.load(bytes, file: "Scenes/Wonderland.yaml")
///     for d in result.diagnostics { print(DiagnosticPrinter().render(d)) }
///
/// Loading never stops at the first problem. A YAML error (the file cannot be
/// parsed at all) gives a nil storyboard and that one diagnostic.
public enum StoryboardLoader {
  /// What loading produced: the model (nil when the YAML cannot be parsed), the problems
  /// found, and the YAML it was read from.
  public struct Result: Sendable {
    public var storyboard: Storyboard?
    public var diagnostics: [Diagnostic]
    /// The parsed YAML (nil when it cannot be parsed). The model does not need it; it is
    /// here so that it is freed with the result, when and where the caller chooses.
    public var document: YAMLDocument?
    /// The keys written one level too deep (`MisplacedKeys`): what follows from them alone
    /// becomes notes of their error (`MisplacedKeys.fold`).
    public var misplacedKeys: [MisplacedKeys.Misplaced] = []
    /// What an Interface Builder file connects to the app's code beyond the model (empty for
    /// a scene file): kept beside the model, not in it.
    public var connections = CodeConnections()

    public init(storyboard: Storyboard?, diagnostics: [Diagnostic], document: YAMLDocument?) {
      self.storyboard = storyboard
      self.diagnostics = diagnostics
      self.document = document
    }
  }

  static let topLevelKeys = [
    "format", "storyboard", "initial", "devices", "ios", "sdk", "state", "data", "scenes",
  ]

  /// Loads a scene file's bytes. `dataFiles` reads the data sets it names
  /// (by default from the file system, confined to the scene file's folder).
  public static func load(
    _ bytes: [UInt8], file: String, dataFiles: DataFileReader? = nil
  ) -> Result {
    let document: YAMLDocument
    // The scenes are read while libyaml parses the rest of a large file (`ScenePreloader`).
    let preloader = ScenePreloader(file: file)
    do {
      document = try YAMLLoader.load(bytes, pairsUnder: "scenes", preloader.take)
    } catch {
      preloader.finish()
      return failed(error, file: file)
    }
    preloader.finish()
    return load(
      document: document, file: file, dataFiles: dataFiles, marks: .text, preloaded: preloader)
  }

  /// What loading gives for a document that did not load: its error, at its mark (a
  /// storyboard's place, for the nodes of its import).
  public static func failed(_ error: YAMLError, file: String) -> Result {
    Result(storyboard: nil, diagnostics: [Diagnostic.yaml(error, file: file)], document: nil)
  }

  /// Loads a scene file already read as a YAML document (`load(_:file:dataFiles:)` reads the
  /// bytes first), or built from a storyboard (`marks: .elements`: its nodes are marked with
  /// the storyboard's places, and every diagnostic points there).
  public static func load(
    document: YAMLDocument, file: String, dataFiles: DataFileReader? = nil,
    marks: DocumentMarks = .text
  ) -> Result {
    load(document: document, file: file, dataFiles: dataFiles, marks: marks, preloaded: nil)
  }

  /// `load(document:file:dataFiles:marks:)`, taking the scenes `preloaded` read already.
  private static func load(
    document: YAMLDocument, file: String, dataFiles: DataFileReader?, marks: DocumentMarks,
    preloaded: ScenePreloader?
  ) -> Result {
    let context = LoadContext(file: file, marks: marks)
    let reader = dataFiles ?? DataFileReader(sceneFile: file)
    let storyboard = loadStoryboard(
      document.root, context: context, dataFiles: reader, preloaded: preloaded)
    // Scene ids repeated under `scenes:` were reported as duplicate ids already.
    if !document.duplicateKeys.isEmpty {
      let sceneKeys =
        document.root.mapping?.first { $0.key.scalar?.text == "scenes" }?.value.mapping ?? []
      let sceneKeyMarks = Set(sceneKeys.map(\.key.mark))
      for duplicate in document.duplicateKeys where !sceneKeyMarks.contains(duplicate.duplicate) {
        context.report(
          .duplicateKey(
            duplicate.key, first: context.location(duplicate.first),
            at: context.location(duplicate.duplicate)))
      }
    }
    var misplaced: [MisplacedKeys.Misplaced] = []
    if marks == .text, !context.unknownKeys.isEmpty {
      // Read again, recording the mappings, to place the unknown keys among them.
      let recorder = LoadContext(file: file, recordsMappings: true)
      _ = loadStoryboard(document.root, context: recorder, dataFiles: reader)
      misplaced = MisplacedKeys.hint(in: document.root, mappings: recorder, context: context)
    }
    var result = Result(
      storyboard: storyboard, diagnostics: context.diagnostics, document: document)
    result.misplacedKeys = misplaced
    return result
  }

  private static func loadStoryboard(
    _ root: Node, context: LoadContext, dataFiles: DataFileReader,
    preloaded: ScenePreloader? = nil
  ) -> Storyboard? {
    let start = context.location(root)
    if root.isNull {
      context.report(.emptyFile(at: start))
      return nil
    }
    guard root.mapping != nil else {
      context.report(.notAStoryboard(found: root.kindName, at: start))
      return nil
    }
    guard let fields = context.fields(root, "the file", allowed: topLevelKeys) else { return nil }
    var storyboard = Storyboard(file: context.file, location: start)
    for key in ["format", "storyboard", "initial", "scenes"] where !fields.has(key) {
      if key == "initial" {
        context.report(.noEntryPoint(at: start))
      } else {
        context.report(.missingKey(key, in: "the file", at: start))
      }
    }
    if let node = fields.value("format") {
      if let version = node.int, node.scalar?.style == .plain {
        storyboard.format = Located(version, at: context.location(node))
        if version != 1 {
          context.report(.formatVersion(String(version), at: context.location(node)))
        }
      } else {
        context.report(
          .formatVersion(node.scalar?.text ?? node.kindName, at: context.location(node)))
      }
    }
    if let node = fields.value("storyboard") {
      storyboard.name = context.string(node, "'storyboard'")
    }
    if let node = fields.value("initial") {
      storyboard.initial = context.identifier(node, "'initial' scene id")
    }
    if let node = fields.value("devices") {
      storyboard.devices = loadDevices(node, context: context)
    }
    if let node = fields.value("ios") {
      storyboard.iosVersion = majorVersion(
        node, key: "ios", of: "the deployment target's major version", context: context)
    }
    if let node = fields.value("sdk") {
      storyboard.sdkVersion = majorVersion(
        node, key: "sdk", of: "the major version of the iOS SDK the app is built with",
        context: context)
    }
    if let node = fields.value("state") {
      storyboard.state = LiteralLoader.namedValues(node, "'state'", context: context)
      storyboard.hasUnreadState = node.mapping == nil
    }
    if let node = fields.value("data") {
      storyboard.data = DataSetLoader.load(node, context: context, files: dataFiles)
    }
    if let node = fields.value("scenes"), let pairs = context.mapping(node, "'scenes'") {
      (storyboard.scenes, storyboard.declaredSceneIDs, storyboard.unreadSceneTargets) =
        loadScenes(pairs, context: context, preloaded: preloaded)
    }
    return storyboard
  }

  /// The scenes of the `scenes:` mapping, in file order, every id it declares (the ids of
  /// scenes that could not be read included), and where the segues of the scenes that could
  /// not be read lead (`Storyboard.unreadSceneTargets`).
  ///
  /// Scene ids are checked first, in order; the scenes' bodies are then read in consecutive
  /// runs on all cores, each run with its own `LoadContext`, and every scene's diagnostics are
  /// put back in file order, so the result is the same as reading them one by one.
  private static func loadScenes(
    _ pairs: [Node.Pair], context: LoadContext, preloaded: ScenePreloader?
  ) -> ([Scene], Set<String>, [String]) {
    var entries: [(id: Located<String>, node: Node)] = []
    var early: [LoadedScene?] = []
    var seen: [String: Diagnostic.Location] = [:]
    for pair in pairs {
      guard let id = context.identifier(pair.key, "scene id") else { continue }
      if let first = seen[id.value] {
        context.report(.duplicateSceneID(id.value, first: first, at: id.location))
        continue
      }
      seen[id.value] = id.location
      entries.append((id, pair.value))
      early.append(preloaded?.scene(id: id, key: pair.key, value: pair.value))
    }
    let left = entries.indices.filter { early[$0] == nil }
    let ranges = Parallel.chunks(left.count, parts: left.count >= parallelThreshold ? workers : 1)
    let file = context.file
    let marks = context.marks
    let records = context.recordsMappings
    let scenes = entries
    let runs = Parallel.map(ranges.count) { run in
      let local = LoadContext(file: file, marks: marks, recordsMappings: records)
      let loaded = left[ranges[run]].map { index in
        (index, LoadedScene.read(id: scenes[index].id, scenes[index].node, context: local))
      }
      return (loaded: loaded, mappings: local.readMappings)
    }
    var results = early
    for run in runs {
      for (index, loaded) in run.loaded { results[index] = loaded }
      context.absorb(mappings: run.mappings, unknownKeys: [])
    }
    var loaded: [Scene] = []
    var targets: [String] = []
    for result in results {
      guard let result else { continue }
      result.diagnostics.forEach(context.report)
      context.absorb(mappings: [:], unknownKeys: result.unknownKeys)
      if let scene = result.scene { loaded.append(scene) }
      targets += result.targets
    }
    return (loaded, Set(seen.keys), targets)
  }

  /// The `to:` texts of the segues a scene's mapping writes, read as plainly as can be.
  static func segueTargets(_ node: Node) -> [String] {
    let segues = node.mapping?.first { $0.key.scalar?.text == "segues" }?.value.sequence ?? []
    return segues.flatMap { SegueLoader.written($0).targets }
  }

  /// How many runs `loadScenes` splits a large `scenes:` mapping into: more than cores, so that
  /// a core slowed by other work leaves less of the scenes to the end.
  static let workers = 8
  /// The number of scenes from which `loadScenes` reads scenes concurrently.
  static let parallelThreshold = 64

  /// The major version `ios:` or `sdk:` gives, in `Storyboard.iosVersions`; nil after
  /// reporting one outside them (`invalid-value`) or a value that is no whole number.
  private static func majorVersion(_ node: Node, key: String, of what: String, context: LoadContext)
    -> Located<Int>?
  {
    guard let version = context.int(node, "'\(key)' version") else { return nil }
    guard Storyboard.iosVersions.contains(version.value) else {
      context.report(
        .valueOutOfRange(
          "\(key) \(version.value) is out of range: write \(what), "
            + "\(Storyboard.iosVersions.lowerBound) to \(Storyboard.iosVersions.upperBound)",
          at: version.location))
      return nil
    }
    return version
  }

  private static func loadDevices(_ node: Node, context: LoadContext) -> [Located<String>]? {
    guard let items = context.sequence(node, "'devices'") else { return nil }
    return items.compactMap { item in
      guard let name = context.string(item, "a device name") else { return nil }
      guard Device.named(name.value) != nil else {
        context.report(
          .invalidValue(name.value, for: "device", allowed: Device.nameChoices, at: name.location))
        return nil
      }
      return name
    }
  }
}
