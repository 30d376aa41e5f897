import SceneModel

/// The folders given to check (`validate DIR`), each one app: Xcode's build copies every
/// storyboard of an app into its one bundle, whatever folder each sits in, so a storyboard
/// reference's `storyboardName` names any storyboard found under the folder, and the
/// identifiers the code passes to UIKit resolve among all of them (docs/Sources.md).
struct AppFolders: Sendable {
  /// The folders, in the order given, each once.
  let folders: [String]
  private let files: [String: [String]]
  private let bundles: [String: [String: [String]]]

  /// The folders of `inputs` found in a folder, with their files.
  init(_ inputs: [InputPaths.Input]) {
    var folders: [String] = []
    var files: [String: [String]] = [:]
    for input in inputs {
      guard let folder = input.folder else { continue }
      if files[folder] == nil { folders.append(folder) }
      files[folder, default: []].append(input.path)
    }
    self.folders = folders
    self.files = files
    bundles = files.mapValues { StoryboardLinker.bundleNames($0) }
  }

  /// The folder's storyboards by name (`StoryboardLinker.bundleNames`).
  func bundle(of folder: String) -> [String: [String]] {
    bundles[folder] ?? [:]
  }

  /// The names of the folder's storyboards, sorted.
  func storyboardNames(of folder: String) -> [String] {
    bundle(of: folder).keys.sorted()
  }
}
