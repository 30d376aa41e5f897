import Diagnostics
import FileSystem
import SceneModel
import StoryboardImport
import StoryboardXML
import XIBImport

extension FileCheck {
  /// The model of a scene file or, for a `.storyboard`, of the storyboard as imported (its
  /// diagnostics at the storyboard's lines).
  /// With `code`, a storyboard's unwind declarations come from the app's code
  /// (`CodeActions`; asked for only once the XML is parsed). With `parsed` (the bytes'
  /// tree, made by the caller), an Interface Builder document is not parsed again.
  ///
  /// The parsed XML tree is freed as soon as the import is done, even when the caller keeps
  /// the model until the process exits (`keep:` of `run`): the next file's tree then takes
  /// its pages, already mapped, instead of new ones (`validate` of 153 storyboards: 11,550
  /// page faults → 7,430, for 36 M more instructions).
  static func loadModel(
    _ bytes: [UInt8], file: String, parsed: IBElement? = nil,
    code: @autoclosure () -> CodeActions? = nil
  ) -> StoryboardLoader.Result {
    StoryboardImport.isInterfaceBuilderXML(bytes, file: file)
      ? XIBImport.load(bytes, file: file, parsed: parsed, code: code()).result
      : StoryboardLoader.load(bytes, file: file)
  }

  /// `loaded` with the model's storyboard references followed (`StoryboardLinker`): each
  /// file they name, relative to the file naming it, is read and loaded as an input is, and
  /// its diagnostics join the model's. Only files under `root` are read (default: the file's
  /// project, `InputRoot.ofFile`); a file outside it, or one that is no scene file, is one
  /// error at the reference. With `bundle` (a folder checked as one app), a storyboard's
  /// reference names any of the app's storyboards (`StoryboardLinker.bundleNames`).
  static func link(
    _ loaded: StoryboardLoader.Result, file: String, root: ReadRoot? = nil, keep: Bool = false,
    bundle: [String: [String]] = [:], code: @autoclosure () -> CodeActions? = nil
  ) -> StoryboardLoader.Result {
    var result = loaded
    guard let storyboard = result.storyboard else { return result }
    let actions = storyboard.scenes.contains { $0.reference != nil } ? code() : nil
    let root = root ?? InputRoot.ofFile(file)
    let linked = StoryboardLinker.link(
      storyboard, connections: result.connections, bundle: bundle
    ) { path in
      switch InputRoot.read(path, under: root, what: .scenes) {
      case .failure(.outside(let folder)): return .outsideRoot(folder)
      case .failure(.notOfKind): return .notSceneFile
      case .failure(.unreadable(let failure)): return .unreadable(failure.reason)
      case .success(let bytes):
        let other = loadModel(bytes, file: path, code: actions)
        if keep { KeptUntilExit.keep(other) }
        return .loaded(other.storyboard, other.connections, other.diagnostics)
      }
    }
    result.storyboard = linked.storyboard
    result.connections = linked.connections
    result.diagnostics += linked.diagnostics
    return result
  }
}
