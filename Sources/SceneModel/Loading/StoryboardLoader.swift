import Diagnostics
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
  /// What loading produced: the model (nil when the YAML cannot be parsed) and
  /// the problems found.
  public struct Result: Sendable {
    public var storyboard: Storyboard?
    public var diagnostics: [Diagnostic]
  }

  static let topLevelKeys = ["format", "storyboard", "initial", "devices", "state", "data", "scenes"]

  /// Loads a scene file's bytes. `dataFiles` reads the data sets it names
  /// (by default from the file system, confined to the scene file's folder).
  public static func load(
    _ bytes: [UInt8], file: String, dataFiles: DataFileReader? = nil
  ) -> Result {
    let context = LoadContext(file: file)
    let document: YAMLDocument
    do {
      document = try YAMLLoader.load(bytes)
    } catch {
      return Result(storyboard: nil, diagnostics: [.yaml(error, file: file)])
    }
    let reader = dataFiles ?? DataFileReader(sceneFile: file)
    let storyboard = loadStoryboard(document.root, context: context, dataFiles: reader)
    // Scene ids repeated under `scenes:` were reported as duplicate ids already.
    let sceneKeys = document.root.mapping?.first { $0.key.scalar?.text == "scenes" }?.value.mapping
    let sceneKeyMarks = Set((sceneKeys ?? []).map(\.key.mark))
    for duplicate in document.duplicateKeys where !sceneKeyMarks.contains(duplicate.duplicate) {
      context.report(
        .duplicateKey(
          duplicate.key, first: context.location(duplicate.first),
          at: context.location(duplicate.duplicate)))
    }
    return Result(storyboard: storyboard, diagnostics: context.diagnostics)
  }

  private static func loadStoryboard(
    _ root: Node, context: LoadContext, dataFiles: DataFileReader
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
        context.report(.formatVersion(node.scalar?.text ?? node.kindName, at: context.location(node)))
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
    if let node = fields.value("state") {
      storyboard.state = LiteralLoader.namedValues(node, "'state'", context: context)
    }
    if let node = fields.value("data") {
      storyboard.data = DataSetLoader.load(node, context: context, files: dataFiles)
    }
    if let node = fields.value("scenes"), let pairs = context.mapping(node, "'scenes'") {
      var scenes: [Scene] = []
      var seen: [String: Diagnostic.Location] = [:]
      for pair in pairs {
        guard let id = context.identifier(pair.key, "scene id") else { continue }
        if let first = seen[id.value] {
          context.report(.duplicateSceneID(id.value, first: first, at: id.location))
          continue
        }
        seen[id.value] = id.location
        if let scene = SceneLoader.load(id: id, pair.value, context: context) {
          scenes.append(scene)
        }
      }
      storyboard.scenes = scenes
    }
    return storyboard
  }

  private static func loadDevices(_ node: Node, context: LoadContext) -> [Located<String>]? {
    guard let items = context.sequence(node, "'devices'") else { return nil }
    let names = Device.builtIn.map(\.name)
    return items.compactMap { item in
      guard let name = context.string(item, "a device name") else { return nil }
      guard names.contains(name.value) else {
        context.report(.invalidValue(name.value, for: "device", allowed: names, at: name.location))
        return nil
      }
      return name
    }
  }
}
