import Diagnostics
import SceneModel
import StoryboardImport
import StoryboardXML

/// Reads Interface Builder XIB files
/// (`<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`) as storyboards: each top-level view, cell or view controller becomes a scene whose class is
/// the File's Owner's, and the storyboard import maps the rest (docs/Storyboards.md, "XIB
/// files"). Every place stays the XIB's own line and column.
///
///     let loaded = XIBImport.load(bytes, file: "ProfileHeader.xib")
///     print(loaded.result.storyboard?.scenes.map(\.id.value) ?? [])
public enum XIBImport {
  /// Whether a path names a XIB (by its extension).
  public static func isXIB(_ path: String) -> Bool {
    path.hasSuffix(".xib")
  }

  /// Whether a parsed document is a XIB (its `type` ends in `.XIB` and is no storyboard's).
  public static func isXIB(document: IBElement) -> Bool {
    let type = document["type"] ?? ""
    return type.hasSuffix(".XIB") && !type.hasSuffix(".Storyboard.XIB")
  }

  /// Reads a storyboard's or a XIB's bytes into the scene model, as
  /// `StoryboardImport.load` reads a storyboard's; a XIB gets its own checks too
  /// (`XIBChecks`).
  public static func load(
    _ bytes: [UInt8], file: String, parsed: IBElement? = nil,
    code: @autoclosure () -> CodeActions? = nil
  ) -> StoryboardImport.Loaded {
    var found: [Diagnostic] = []
    var facts: (nib: NibFacts, outlets: Set<String>)?
    var loaded = StoryboardImport.load(
      bytes, file: file, parsed: parsed,
      reshape: { document, file in
        guard isXIB(document: document) else { return .success(document) }
        found = XIBChecks.check(document, file: file)
        let objects = XIBObjects(document)
        facts = (objects.nibFacts(file: file), objects.ownerOutlets)
        return XIBStoryboard.make(from: document)
      }, code: code())
    loaded.result.diagnostics += found
    if let facts {
      loaded.result.connections.nibs = [facts.nib]
      loaded.result.connections.outlets.formUnion(facts.outlets)
    }
    return loaded
  }

  /// Parses and imports a storyboard's or a XIB's bytes, as `StoryboardImport.read` does a
  /// storyboard's.
  public static func read(
    _ bytes: [UInt8], file: String, code: @autoclosure () -> CodeActions? = nil
  ) -> StoryboardImport.Outcome {
    StoryboardImport.read(bytes, file: file, reshape: reshape, code: code())
  }

  /// A XIB's storyboard (`XIBStoryboard`); any other document as it is.
  public static func reshape(_ document: IBElement, file: String)
    -> Result<IBElement, StoryboardImport.Refusal>
  {
    isXIB(document: document) ? XIBStoryboard.make(from: document) : .success(document)
  }
}
