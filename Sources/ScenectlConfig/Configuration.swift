import Diagnostics

/// What a `.scenectl.yml` sets for a repository (docs/Configuration.md): which rules run and
/// how serious each is, which files a folder gives, and the defaults of `validate`'s options.
///
///     disabled_rules: [action-cross-scene]
///     severity: {collection-end-no-size: error}
///     excluded: ["Pods/**"]
///     devices: [iphone, ipad]
///
/// Paths in it (`sources`, `baseline`) are relative to the folder that holds it, and so are
/// the globs of `included` and `excluded`; `folder` is that folder.
public struct Configuration: Sendable, Equatable {
  /// The file it was read from, as named.
  public var file: String
  /// The folder that holds the file: what its paths and globs are relative to.
  public var folder: String
  /// Rules switched off.
  public var disabledRules: [String] = []
  /// Rules off by default that are switched on.
  public var optInRules: [String] = []
  /// A rule's severity instead of its own; nil switches it off (`off`).
  public var severities: [String: Diagnostic.Severity?] = [:]
  /// Globs a file found in a folder must match one of to be checked (none: every file).
  public var included: [PathGlob] = []
  /// Globs that leave a file found in a folder unchecked.
  public var excluded: [PathGlob] = []
  /// The devices to lay out on (`--device`), as written.
  public var devices: [String] = []
  /// The iOS major version to model (`--ios`).
  public var ios: Int?
  /// The major version of the iOS SDK the app is built with (`--sdk`).
  public var sdk: Int?
  /// The folders of the app's code (`--sources`), relative to `folder`.
  public var sources: [String] = []
  /// The baseline file (`--baseline`), relative to `folder`.
  public var baseline: String?

  /// A configuration that sets nothing, as if read from `file` in `folder`.
  public init(file: String, folder: String) {
    self.file = file
    self.folder = folder
  }

  /// `path` as given when it is absolute, else joined to the configuration's folder.
  public func resolve(_ path: String) -> String {
    if path.hasPrefix("/") || folder == "." { return path }
    return folder.hasSuffix("/") ? folder + path : folder + "/" + path
  }
}
