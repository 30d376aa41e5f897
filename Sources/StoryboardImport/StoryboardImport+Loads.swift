import Diagnostics
import StoryboardXML
import YAML

extension StoryboardImport {
  /// Why the scene file an import writes would not load, as an error at the storyboard place
  /// of the line where the YAML loader stops (`storyboard-limit`); nil when it loads.
  ///
  /// The YAML loader's depth limit (512) is twice the XML reader's (256), and an element
  /// becomes at most a mapping and a sequence of the scene file, so a storyboard the reader
  /// takes gives a file that loads; `import` checks it all the same, so that it never exits 0
  /// with a file that does not load (docs/Hardening.md).
  ///
  ///     if let error = StoryboardImport.loadFailure(of: imported, file: "Main.storyboard") {
  ///       print(error.message)  // "its scene file would not load: nesting is deeper …"
  ///     }
  public static func loadFailure(of imported: ImportedStoryboard, file: String) -> Diagnostic? {
    let error: YAMLError
    let origins: [XMLPosition]
    if let (built, lines) = imported.document() {
      guard case .failure(let failure) = built else { return nil }
      (error, origins) = (failure, lines)
    } else {
      let text = imported.emitted()
      do {
        _ = try YAMLLoader.load(text.text)
        return nil
      } catch let failure {
        (error, origins) = (failure, text.origins)
      }
    }
    let line = error.mark.line
    let origin = origins.indices.contains(line - 1) ? origins[line - 1] : imported.header.origin
    return .error(
      ImportLimits.code,
      "the scene file of this storyboard would not load (its line \(line): \(error.message)); "
        + "nest fewer views in one another here",
      at: place(origin, in: file))
  }
}
