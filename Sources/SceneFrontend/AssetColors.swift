import Diagnostics
import FileSystem
import JSON
import SceneModel

/// The colours of an app's asset catalogues, by name: every `NAME.colorset/Contents.json`
/// inside an `.xcassets` folder under the folders given (`--sources`, the app folders given
/// to check), read under each folder's `ReadRoot`, for the audit's contrast rule
/// (`Audit.Options.assetColors`, docs/Audit.md).
///
///     let assets = AssetColors.read(folders: ["App"])
///     assets.colors["BrandBlue"]  // light and dark values
///     assets.diagnostics          // a warning at each Contents.json that cannot be read
///
/// Bounded: `setLimit` colour sets, `depthLimit` folders deep, `byteLimit` bytes a file and
/// `ColorSetFile.limits`. A colour set that cannot be read is a warning at its place
/// (`asset-color-unreadable`), and its colour is left out, not guessed. Two colour sets of one
/// name: the first in path order is used. A name is the colour set's folder name, after
/// the names of the groups above it that provide a namespace (`Colors/BrandBlue`).
public struct AssetColors: Sendable {
  /// The code of a colour set that cannot be read.
  public static let unreadableCode = DiagnosticCode.assetColorUnreadable
  static let setLimit = 10_000
  static let depthLimit = 32
  static let byteLimit = ColorSetFile.limits.bytes

  /// The colours by name.
  public private(set) var colors: [String: DeclaredColor] = [:]
  /// The warnings about colour sets that could not be read, in path order.
  public private(set) var diagnostics: [Diagnostic] = []
  /// The notes about what the walks did not read (`scenectl: note: …` lines).
  public private(set) var notes: [String] = []
  /// Whether each group's `Contents.json` read provides a namespace, by path.
  private var namespaces: [String: Bool] = [:]

  /// No colours: no catalogue read.
  public init() {}

  /// The colour sets under `folders`, each read under its own `ReadRoot` unless `root` is
  /// given.
  public static func read(folders: [String], root: ReadRoot? = nil) -> AssetColors {
    var assets = AssetColors()
    var seenFolders: Set<String> = []
    for folder in folders where seenFolders.insert(folder).inserted {
      let left = setLimit - assets.colors.count
      guard left > 0 else { break }
      let walk = FolderWalk.run(
        folder, root: root ?? ReadRoot(folder: folder),
        limits: FolderWalk.Limits(depth: depthLimit, files: left),
        filter: FolderWalk.Filter(
          enters: { !skippedFolders.contains($0) }, considers: { $0 == "Contents.json" },
          takes: isColorSet))
      for path in walk.files { assets.add(path, root: root ?? ReadRoot(folder: folder)) }
      if walk.notes.contains(.tooManyFiles) {
        assets.notes.append(
          "scenectl: note: read the first \(setLimit) colour sets only (the limit of asset "
            + "catalogues)")
      }
    }
    return assets
  }

  /// Folders never entered: build products and dependency managers' copies.
  static let skippedFolders: Set<String> = [
    ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules",
  ]

  /// Whether a `Contents.json` is a colour set's inside an asset catalogue.
  static func isColorSet(_ path: String) -> Bool {
    let parts = path.split(separator: "/")
    guard parts.count >= 3, parts[parts.count - 2].hasSuffix(".colorset") else { return false }
    return parts.dropLast(2).contains { $0.hasSuffix(".xcassets") }
  }

  /// The colour set whose `Contents.json` is at `path`, by its name: its folder's name, after
  /// the groups that provide a namespace (`Colors/BrandBlue`).
  mutating func add(_ path: String, root: ReadRoot) {
    let parts = path.split(separator: "/")
    let set = String(parts[parts.count - 2].dropLast(".colorset".count))
    guard let catalogue = parts.lastIndex(where: { $0.hasSuffix(".xcassets") }) else { return }
    var prefix = path.hasPrefix("/") ? "/" : ""
    var namespace = ""
    for (k, part) in parts.enumerated().dropLast(2) {
      prefix += part + "/"
      guard k > catalogue else { continue }
      if providesNamespace(prefix + "Contents.json", root: root) { namespace += part + "/" }
    }
    let name = namespace + set
    guard !name.isEmpty, colors[name] == nil else { return }
    switch FileSystem.readListedFile(path, limit: Self.byteLimit) {
    case .failure(let failure):
      warn(failure.reason, name: name, path: path, line: 1, column: 1)
    case .success(let bytes) where bytes.count > Self.byteLimit:
      warn(
        "it is over \(Self.byteLimit >> 10) KiB, the limit of a colour set's Contents.json",
        name: name, path: path, line: 1, column: 1)
    case .success(let bytes):
      switch ColorSetFile.color(bytes) {
      case .success(let color): colors[name] = color
      case .failure(let failure):
        warn(failure.message, name: name, path: path, line: failure.line, column: failure.column)
      }
    }
  }

  /// Whether a group's `Contents.json` says that it provides a namespace
  /// (`"properties": {"provides-namespace": true}`), remembered per group; a group whose file
  /// is missing, outside the root or cannot be read provides none.
  mutating func providesNamespace(_ path: String, root: ReadRoot) -> Bool {
    if let known = namespaces[path] { return known }
    var provides = false
    if case .inside(let resolved) = root.check(path),
      case .success(let bytes) = FileSystem.read(resolved, limit: Self.byteLimit),
      let root = try? JSONReader.node(bytes: bytes, limits: ColorSetFile.limits),
      case .bool(true)? = root.member("properties")?.member("provides-namespace")?.value
    {
      provides = true
    }
    namespaces[path] = provides
    return provides
  }

  mutating func warn(_ problem: String, name: String, path: String, line: Int, column: Int) {
    let message =
      "the colour set '\(name)' is not read: \(problem); its colour is left out of the "
      + "contrast check, not guessed: fix its Contents.json"
    diagnostics.append(
      Diagnostic(
        .warning, code: Self.unreadableCode, message,
        at: Diagnostic.Location(file: path, line: line, column: column)))
  }

}
