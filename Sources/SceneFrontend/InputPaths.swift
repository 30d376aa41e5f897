import Diagnostics
import FileSystem
import StoryboardImport

/// The files a list of paths names (a command's arguments): a file as it is, `-` for standard
/// input, and a folder as the files of the kind asked for found in it and its subfolders, in
/// sorted order.
///
///     InputPaths.expand(["Scenes"], finding: .scenes).files
///     // ["Scenes/Broken/accessory-segue-needs-button.yaml", ..., "Scenes/Wonderland.yaml"]
///
/// In a folder, a `.yaml` or `.yml` file is a scene file when a line starts with `format:`
/// and a flow file when a line starts with `steps:` (data files have neither); names that
/// start with a dot are skipped. The walk (`FolderWalk`) stays in the folder: a link that
/// leads out of it is not followed, with a note; it stops at `depthLimit` levels and
/// `fileLimit` files.
public enum InputPaths {
  /// What a folder is searched for.
  public enum Kind: Sendable {
    case scenes
    case flows

    /// The top-level key that marks a file of this kind.
    var marker: String {
      switch self {
      case .scenes: "format:"
      case .flows: "steps:"
      }
    }

    var what: String {
      switch self {
      case .scenes: "scene files"
      case .flows: "flow files"
      }
    }
  }

  /// How deep a folder is searched.
  static let depthLimit = 32
  /// How many files a folder may give.
  static let fileLimit = 10_000
  /// How much of a file is read to tell its kind.
  static let sniffBytes = 64 << 10

  /// One file to read: its path and the folder it may read from (`InputRoot`).
  public struct Input: Sendable {
    public var path: String
    public var root: ReadRoot
    /// The folder argument it was found in (nil for a file given as it is): the files of
    /// one folder are one app's (`AppFolders`).
    public var folder: String? = nil

    public init(path: String, root: ReadRoot, folder: String? = nil) {
      self.path = path
      self.root = root
      self.folder = folder
    }
  }

  /// The files the arguments name, each with its root (`root`, from `--root`, else the
  /// folder it was found in, else its own folder); for each folder that gave none or too
  /// many, why; and the notes about what a walk did not read (links out of the folder).
  public static func expand(_ arguments: [String], finding kind: Kind, root: ReadRoot? = nil)
    -> (files: [Input], problems: [(file: String, reason: String)], notes: [String])
  {
    var files: [Input] = []
    var problems: [(file: String, reason: String)] = []
    var notes: [String] = []
    for argument in arguments {
      guard argument != "-", FileSystem.kind(of: argument) == .folder else {
        let name = InputFile.displayName(argument)
        if let root, argument != "-", root.check(argument) == .outside {
          problems.append(
            (
              argument,
              "'\(MessageText.escaped(argument))' is outside '--root "
                + "\(MessageText.escaped(root.folder))'; give a root that holds it"
            ))
          continue
        }
        files.append(Input(path: argument, root: root ?? InputRoot.ofFile(name)))
        continue
      }
      let walked = ReadRoot(folder: argument)
      let walk = FolderWalk.run(
        argument, root: walked, limits: FolderWalk.Limits(depth: depthLimit, files: fileLimit),
        filter: FolderWalk.Filter(
          enters: { _ in true },
          considers: { name in
            name.hasSuffix(".yaml") || name.hasSuffix(".yml")
              || (kind == .scenes && StoryboardImport.isStoryboard(name))
          },
          takes: { path in StoryboardImport.isStoryboard(path) || holds(kind, path) }))
      let shown = MessageText.escaped(argument)
      notes += walk.notes.compactMap { note(for: $0, walking: argument) }
      if walk.omitted > 0 {
        notes.append("scenectl: note: and \(walk.omitted) more links or folders not read")
      }
      if walk.notes.contains(where: { $0 == .tooManyFiles || $0.isTooDeep }) {
        problems.append(
          (
            argument,
            "folder '\(shown)' holds more than \(fileLimit) \(kind.what) or is nested more than "
              + "\(depthLimit) deep; give its subfolders one by one"
          ))
      } else if walk.files.isEmpty {
        problems.append((argument, "folder '\(shown)' holds no \(kind.what)"))
      }
      // The walk stays in the folder given; what its files name may come from the project.
      let project = root ?? ReadRoot(projectHolding: argument)
      files += walk.files.map { Input(path: $0, root: project, folder: argument) }
    }
    return (files, problems, notes)
  }

  /// The note for a link a walk did not follow (`scenectl: note: …`); nil for the notes the
  /// folder's problem covers (limits).
  static func note(for note: FolderWalk.Note, walking folder: String) -> String? {
    switch note {
    case .linkOutside(let path, let toFolder):
      return "scenectl: note: skipped '\(MessageText.escaped(path))': a link to a "
        + "\(toFolder ? "folder" : "file") outside '\(MessageText.escaped(folder))', the folder "
        + "walked; only files under it are read"
    case .linkToSeenFolder(let path):
      return "scenectl: note: skipped '\(MessageText.escaped(path))': a link to a folder "
        + "read already"
    case .tooDeep, .tooManyFiles:
      return nil
    }
  }

  /// Whether a line of the file's beginning starts with the kind's marker.
  private static func holds(_ kind: Kind, _ path: String) -> Bool {
    guard case .success(let bytes) = FileSystem.read(path, limit: sniffBytes) else {
      return false
    }
    return kind.isMarked(bytes)
  }
}

extension InputPaths.Kind {
  /// Whether a line of `bytes` (the first `sniffBytes` of them) starts with the marker.
  func isMarked(_ bytes: [UInt8]) -> Bool {
    let marker = Array(marker.utf8)
    var lineStart = true
    for (i, byte) in bytes.prefix(InputPaths.sniffBytes).enumerated() {
      if lineStart && bytes[i...].starts(with: marker) { return true }
      lineStart = byte == UInt8(ascii: "\n")
    }
    return false
  }
}

extension FolderWalk.Note {
  var isTooDeep: Bool {
    if case .tooDeep = self { return true }
    return false
  }
}
