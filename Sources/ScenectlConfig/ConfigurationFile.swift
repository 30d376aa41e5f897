import Diagnostics
import FileSystem

/// Finding and reading the configuration of a run: `.scenectl.yml` in the working folder or
/// the nearest folder above it that has one (as SwiftLint finds `.swiftlint.yml`), a file
/// named instead (`--config`), or none (`--no-config`).
///
///     switch ConfigurationFile.load(.discover(from: "."), rules: vocabulary) {
///     case .none: ...                                  // no file anywhere up to /
///     case .loaded(let configuration, let warnings): ...
///     case .failed(let diagnostics): ...               // located errors, cause first
///     case .unreadable(let reason): ...                // "cannot read configuration …"
///     }
public enum ConfigurationFile {
  /// The name searched for.
  public static let name = ".scenectl.yml"
  /// The largest configuration read, in bytes.
  public static let byteLimit = 1 << 20

  /// Which configuration a run uses.
  public enum Choice: Sendable, Equatable {
    /// None (`--no-config`).
    case none
    /// This file (`--config FILE`).
    case named(String)
    /// The nearest `.scenectl.yml` from this folder upwards.
    case discover(from: String)
  }

  /// What loading gives.
  public enum Outcome: Sendable {
    /// No configuration: none was asked for, or none was found.
    case none
    /// The configuration, and the warnings about it.
    case loaded(Configuration, warnings: [Diagnostic])
    /// The mistakes that left no configuration (at least one error).
    case failed([Diagnostic])
    /// Why the file could not be read.
    case unreadable(String)
  }

  public static func load(_ choice: Choice, rules: RuleVocabulary) -> Outcome {
    let path: String
    switch choice {
    case .none: return .none
    case .named(let named): path = named
    case .discover(let folder):
      guard let found = find(from: folder) else { return .none }
      path = found
    }
    let shown = MessageText.escaped(path)
    switch FileSystem.read(path, limit: byteLimit) {
    case .failure(let failure):
      return .unreadable("cannot read configuration '\(shown)': \(failure.reason)")
    case .success(let bytes):
      guard bytes.count <= byteLimit else {
        return .unreadable(
          "configuration '\(shown)' is over \(byteLimit >> 20) MiB; a configuration is a few "
            + "lines")
      }
      let read = ConfigurationReader.read(
        bytes, file: path, folder: FileSystem.folder(of: path), rules: rules)
      guard let configuration = read.configuration else { return .failed(read.diagnostics) }
      return .loaded(configuration, warnings: read.diagnostics)
    }
  }

  /// The nearest `.scenectl.yml` that is a file, from `folder` up to `/`, named from
  /// `folder`: `.scenectl.yml`, `../.scenectl.yml` when `folder` is `.`, else by its
  /// absolute path. At most one look per folder of the resolved path.
  public static func find(from folder: String) -> String? {
    guard let absolute = FileSystem.resolved(folder) else { return nil }
    let parts = absolute.split(separator: "/")
    for level in 0...parts.count {
      let candidate: String
      if folder == "." {
        candidate = String(repeating: "../", count: level) + name
      } else {
        let above = parts.dropLast(level).joined(separator: "/")
        candidate = level == 0 ? join(folder, name) : "/" + join(above, name)
      }
      if FileSystem.kind(of: candidate) == .file { return candidate }
    }
    return nil
  }

  private static func join(_ folder: String, _ name: String) -> String {
    folder.isEmpty ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}
