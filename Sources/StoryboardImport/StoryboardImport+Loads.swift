import Diagnostics
import StoryboardXML
import YAML

extension StoryboardImport {
  /// Why the scene file an import writes would not load, as an error at the storyboard place
  /// of the node where the YAML loader stops (`storyboard-limit`); nil when it loads.
  ///
  /// The YAML loader's depth limit (512) is twice the XML reader's (256), and an element
  /// becomes at most a mapping and a sequence of the scene file, so a storyboard the reader
  /// takes gives a file that loads; `import` checks it all the same, so that it never exits 0
  /// with a file that does not load (docs/Hardening.md).
  ///
  ///     if let error = StoryboardImport.loadFailure(of: imported, file: "Main.storyboard") {
  ///       print(error.message)  // "the scene file of this storyboard would not load (…"
  ///     }
  public static func loadFailure(of imported: ImportedStoryboard, file: String) -> Diagnostic? {
    guard let error = imported.excess else { return nil }
    return .error(
      ImportLimits.code,
      "the scene file of this storyboard would not load (\(error.message)); "
        + "nest fewer views in one another here",
      at: Diagnostic.Location(file: file, line: error.mark.line, column: error.mark.column))
  }
}
