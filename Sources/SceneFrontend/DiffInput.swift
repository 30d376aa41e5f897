import Diagnostics
import SceneModel
import StoryboardImport
import StoryboardXML
import XIBImport
import YAML

/// One version of a file for `scenectl diff`: a storyboard, XIB or scene file loaded as
/// every command loads it (`FileCheck.loadModel`), kept as its scene-file tree (what a
/// storyboard's import reads back) and its model.
public struct DiffInput: Sendable {
  /// The scene-file tree; nil for a version that is absent (an added or removed file).
  public var root: Node?
  /// The model, for laying out; nil when the file does not load as one.
  public var model: Storyboard?
  /// An Interface Builder document's XML, for what the scene format does not carry; nil for
  /// a scene file.
  public var document: IBElement? = nil

  /// Why a version does not load at all: its diagnostics (malformed XML or YAML, another
  /// platform, a limit passed).
  public struct Unloadable: Error, Sendable {
    public var diagnostics: [Diagnostic]
  }

  /// A version that is absent (`/dev/null` in a git diff).
  public static let absent = DiffInput(root: nil, model: nil)

  /// Loads the bytes of one version, named `file` in messages (its extension, else its first
  /// byte, tells a storyboard from a scene file); what loading said when they are not a
  /// storyboard, XIB or YAML document at all.
  public static func load(_ bytes: [UInt8], file: String) -> Result<DiffInput, Unloadable> {
    // An Interface Builder document's XML is parsed once, for the import and for the diff.
    let isXML = StoryboardImport.isInterfaceBuilderXML(bytes, file: file)
    let imported = isXML ? XIBImport.load(bytes, file: file) : nil
    let loaded = imported?.result ?? StoryboardLoader.load(bytes, file: file)
    guard let document = loaded.document else {
      return .failure(Unloadable(diagnostics: loaded.diagnostics))
    }
    var input = DiffInput(root: document.root, model: loaded.storyboard)
    input.document = imported?.parsed
    return .success(input)
  }
}
