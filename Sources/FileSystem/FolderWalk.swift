#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files under a folder, found in sorted order without leaving its `ReadRoot`: what
/// `validate DIR`, `test DIR` and `--sources DIR` read.
///
/// A link is followed only when it resolves under the root; each folder is entered once,
/// however many links lead to it (by device and inode); names that start with a dot are
/// skipped. The walk stops at `Limits.depth` levels and `Limits.files` files, and says so in
/// `notes`, as it does for each link it does not follow (`noteLimit` of them, then a count).
///
///     let walk = FolderWalk.run(
///       "Scenes", root: root, limits: .init(depth: 32, files: 10_000),
///       filter: .init(enters: { _ in true }, considers: { $0.hasSuffix(".yaml") }))
///     walk.files  // ["Scenes/Broken/a.yaml", …]
///     walk.notes  // [.linkOutside("Scenes/etc", toFolder: true)]
public struct FolderWalk: Sendable {
  /// How far a walk goes.
  public struct Limits: Sendable {
    /// Levels of folders read, the folder walked being the first: a folder below them is
    /// not read.
    public var depth: Int
    /// Files the walk gives at most.
    public var files: Int

    public init(depth: Int, files: Int) {
      self.depth = depth
      self.files = files
    }
  }

  /// Something the walk did not read, and why.
  public enum Note: Sendable, Equatable {
    /// A link (its path as walked) that leads outside the root, to a folder or a file: not
    /// followed.
    case linkOutside(String, toFolder: Bool)
    /// A link (its path as walked) to a folder the walk has entered already: not entered again.
    case linkToSeenFolder(String)
    /// A folder (its path) more than `Limits.depth` levels down: not read.
    case tooDeep(String)
    /// More files than `Limits.files`: the walk stopped there.
    case tooManyFiles
  }

  /// The most notes about links and deep folders kept; the rest are counted in `omitted`.
  public static let noteLimit = 20

  /// The files found, in sorted order, as paths under the folder walked.
  public private(set) var files: [String] = []
  /// What was not read, in the order found.
  public private(set) var notes: [Note] = []
  /// How many notes past `noteLimit` were left out.
  public private(set) var omitted = 0

  private let root: ReadRoot
  private let limits: Limits
  private var visited: Set<FileSystem.Identity> = []
  private var stopped = false

  private init(root: ReadRoot, limits: Limits) {
    self.root = root
    self.limits = limits
  }

  /// What a walk enters and gives.
  public struct Filter {
    /// Whether to enter a folder of this name.
    public var enters: (String) -> Bool
    /// Whether a file of this name may be one the walk gives: asked of the name alone, so
    /// that a link out of the root is judged without opening what it leads to.
    public var considers: (String) -> Bool
    /// Whether a file under the root (its path), of a name `considers` accepts, is one the
    /// walk gives; it may read the file.
    public var takes: (String) -> Bool

    public init(
      enters: @escaping (String) -> Bool, considers: @escaping (String) -> Bool,
      takes: @escaping (String) -> Bool = { _ in true }
    ) {
      self.enters = enters
      self.considers = considers
      self.takes = takes
    }
  }

  /// Walks `folder` under `root`, entering and giving what `filter` accepts.
  public static func run(_ folder: String, root: ReadRoot, limits: Limits, filter: Filter)
    -> FolderWalk
  {
    var walk = FolderWalk(root: root, limits: limits)
    walk.walk(folder, depth: 0, filter: filter)
    return walk
  }

  private mutating func walk(_ folder: String, depth: Int, filter: Filter) {
    guard !stopped, let identity = FileSystem.identity(of: folder),
      visited.insert(identity).inserted
    else { return }
    guard depth < limits.depth else {
      note(.tooDeep(folder))
      return
    }
    guard case .success(let entries) = FileSystem.listing(of: folder) else { return }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    for entry in entries where !entry.name.hasPrefix(".") {
      guard !stopped else { return }
      let path = prefix + entry.name
      var kind = entry.kind
      if entry.isLink {
        guard let target = FileSystem.resolved(path) else { continue }
        kind = FileSystem.kind(of: target)
        guard kind == .folder ? filter.enters(entry.name) : filter.considers(entry.name) else {
          continue
        }
        guard root.holds(resolvedPath: target) else {
          note(.linkOutside(path, toFolder: kind == .folder))
          continue
        }
        if kind == .folder, let identity = FileSystem.identity(of: target),
          visited.contains(identity)
        {
          note(.linkToSeenFolder(path))
          continue
        }
      }
      switch kind {
      case .folder where filter.enters(entry.name):
        walk(path, depth: depth + 1, filter: filter)
      case .file where filter.considers(entry.name) && filter.takes(path):
        guard files.count < limits.files else {
          notes.append(.tooManyFiles)
          stopped = true
          return
        }
        files.append(path)
      default:
        continue
      }
    }
  }

  private mutating func note(_ note: Note) {
    if notes.count < Self.noteLimit { notes.append(note) } else { omitted += 1 }
  }
}

extension FileSystem {
  /// One entry of a folder: its name, what it names (following links; nil when that cannot
  /// be told) and whether it is a symbolic link.
  public struct FolderEntry: Sendable, Equatable {
    public var name: String
    public var kind: Kind?
    public var isLink: Bool
  }

  /// The entries of a folder sorted by their bytes, without `.` and `..`. Kinds come from
  /// the folder itself where the file system gives them, so that a large folder costs a
  /// `stat` only per link (and per entry of a file system that gives no kinds).
  public static func listing(of folder: String) -> Result<[FolderEntry], Failure> {
    guard let stream = opendir(folder) else { return .failure(.system()) }
    defer { closedir(stream) }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    var entries: [FolderEntry] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name != "." && name != ".." else { continue }
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_DIR): entries.append(FolderEntry(name: name, kind: .folder, isLink: false))
      case Int32(DT_REG): entries.append(FolderEntry(name: name, kind: .file, isLink: false))
      case Int32(DT_LNK): entries.append(FolderEntry(name: name, kind: nil, isLink: true))
      default:
        var info = stat()
        let isLink = lstat(prefix + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
        entries.append(
          FolderEntry(name: name, kind: isLink ? nil : kind(of: prefix + name), isLink: isLink))
      }
    }
    return .success(entries.sorted { bytesPrecede($0.name, $1.name) })
  }
}
