import Diagnostics
import StoryboardXML
import TextPosition

/// Turns an Interface Builder storyboard into a scene file (IB-STORYBOARD.md §3): the
/// scenes in document order, every IB id kept (`ib:`), and a "not carried" list of what the
/// scene format cannot hold yet, each with its line and column (docs/Storyboards.md).
///
///     let root = try StoryboardXML.parse(bytes, file: "Main.storyboard").get()
///     let imported = try StoryboardImport.convert(root, file: "Main.storyboard").get()
///     print(imported.carried.scenes, imported.notCarried.count)
public enum StoryboardImport {
  /// Why a storyboard cannot be imported at all: it is for another platform
  /// (`storyboard-platform`), or past the import's limits (`storyboard-limit`).
  public struct Refusal: Error, Sendable, Hashable {
    public var code = DiagnosticCode.storyboardPlatform
    public var message: String
    public var position: TextPosition

    /// A refusal with its code, message and place.
    public init(
      code: DiagnosticCode = .storyboardPlatform, message: String, position: TextPosition
    ) {
      self.code = code
      self.message = message
      self.position = position
    }
  }

  /// Turns a parsed document into the storyboard the import reads (XIBImport gives a XIB's
  /// storyboard), or refuses it; given the document and the file's name.
  public typealias Reshape = (IBElement, String) -> Result<IBElement, Refusal>

  /// The scene file made from a parsed storyboard, or why there can be none (another
  /// platform, or past `limits`); with `code`,
  /// the unwind actions of the scenes whose class it has come from it (`CodeActions`); it is
  /// asked for only when the storyboard has unwind segues.
  public static func convert(
    _ document: IBElement, file: String, limits: ImportLimits = .default,
    code: @autoclosure () -> CodeActions? = nil
  )
    -> Result<
      ImportedStoryboard, Refusal
    >
  {
    let runtime = document["targetRuntime"] ?? "iOS.CocoaTouch"
    guard runtime.hasPrefix("iOS.CocoaTouch") else {
      let platform =
        runtime.hasPrefix("AppleTV")
        ? "tvOS"
        : runtime.hasPrefix("watchKit")
          ? "watchOS"
          : runtime.hasPrefix("MacOSX") ? "macOS" : "'\(runtime)'"
      return .failure(
        Refusal(
          message: "this is a \(platform) storyboard (targetRuntime '\(runtime)'); scenectl "
            + "reads iOS storyboards (targetRuntime iOS.CocoaTouch)",
          position: document.position(of: "targetRuntime")))
    }
    if let refusal = limits.refusal(for: document) { return .failure(refusal) }
    let session = ImportSession(document: document, file: file)
    return .success(session.run(code: code))
  }

  /// The storyboard's name for `storyboard:`: the file name without folders or extension.
  static func storyboardName(_ file: String) -> String {
    let base = file.split(separator: "/").last.map(String.init) ?? file
    guard let dot = base.lastIndex(of: "."), dot != base.startIndex else { return base }
    return String(base[..<dot])
  }
}
