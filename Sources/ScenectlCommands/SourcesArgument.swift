import FileSystem
import SceneFrontend

/// `--sources DIR` of every command that reads scenes: the app's code (`AppSources`).
enum SourcesArgument {
  /// The code of a command line's `--sources` folders, nil when it gives none; the notes
  /// about skipped files go to standard error. `failed` after reporting a folder that cannot
  /// be read (status 2).
  static func read(_ arguments: ParsedCommandLine, into output: inout CommandOutput) -> (
    sources: AppSources?, failed: Bool
  ) {
    let (sources, failed) = start(arguments, into: &output)
    if let sources { output.stderr += sources.notes }
    return (sources, failed)
  }

  /// `read` without waiting: the files are read and scanned on other cores while the caller
  /// goes on, and the notes are the caller's to write (`AppSources.notes`).
  static func start(_ arguments: ParsedCommandLine, into output: inout CommandOutput) -> (
    sources: AppSources?, failed: Bool
  ) {
    let folders = arguments.values(.sources)
    guard !folders.isEmpty else { return (nil, false) }
    for folder in folders where FileSystem.kind(of: folder) != .folder {
      output.stderr +=
        "scenectl: error: '--sources \(folder)' is not a folder; give the folder of the app's code\n"
      output.escalate(to: .usageOrInput)
      return (nil, true)
    }
    return (AppSources(folders: folders), false)
  }
}
