import Diagnostics
import SceneModel
import StoryboardXML
import TextPosition

extension StoryboardImport {
  /// What reading a `.storyboard` gave: the scene model as the YAML loader gives it, with
  /// every place in the storyboard, and the import it was made from (nil when the XML could
  /// not be read or is for another platform).
  public struct Loaded: Sendable {
    public var result: StoryboardLoader.Result
    public var imported: ImportedStoryboard?
    /// The XML as parsed, before any reshaping (a XIB's); nil when it could not be parsed.
    /// `scenectl diff` compares it for what the scene format does not carry.
    public var parsed: IBElement? = nil
  }

  /// Whether a path names an Interface Builder document read as a storyboard (by its
  /// extension): a `.storyboard`, or a `.xib` (read as the storyboard it stands for).
  public static func isStoryboard(_ path: String) -> Bool {
    path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
  }

  /// Whether an input is Interface Builder XML, read as a storyboard: by its name
  /// (`.storyboard`, `.xib`) or, whatever its name (standard input among them), by its first
  /// bytes: a `<` after any UTF-8 byte-order mark and white space, or UTF-16 with or without
  /// its byte-order mark (a `<` is `3C 00` or `00 3C`). No scene file starts so: YAML has no
  /// plain scalar that a mapping could start with `<`.
  public static func isInterfaceBuilderXML(_ bytes: [UInt8], file: String) -> Bool {
    if isStoryboard(file) { return true }
    if bytes.count >= 2, bytes[0] ^ bytes[1] == 0x01, bytes[0] >= 0xFE { return true }
    if bytes.count >= 2, (bytes[0] == 0) != (bytes[1] == 0) { return true }
    let hasBOM = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    let first = bytes.dropFirst(hasBOM ? 3 : 0).first {
      $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D
    }
    return first == UInt8(ascii: "<")
  }

  /// Reads a storyboard's bytes into the scene model: parsed, imported into YAML nodes marked
  /// with the storyboard's places, then loaded from those nodes by the scene loader, so that
  /// validation, layout and simulation work on it as on a scene file and every diagnostic
  /// points at the storyboard's line and column.
  ///
  /// - Parameter keepsDocument: keep the parsed XML tree until the process exits instead of
  ///   freeing it (a command line tool that exits after its work need not free a tree of
  ///   thousands of elements one by one; `validate` does the same with its YAML).
  ///
  /// - Parameter code: the app's action methods (`--sources`): see `CodeActions`. It is
  ///   asked for only when the parsed storyboard has unwind segues, so a caller can work it
  ///   out meanwhile on another core.
  ///
  /// - Parameter reshape: what turns the parsed document into a storyboard first (a XIB's).
  ///
  /// - Parameter given: the tree `StoryboardXML.parse` gives for `bytes`, when the caller
  ///   has it already (a merge's check makes it from the merged nodes); the bytes are then
  ///   not parsed again.
  public static func load(
    _ bytes: [UInt8], file: String, parsed given: IBElement? = nil, keepsDocument: Bool = false,
    reshape: Reshape? = nil, code: @autoclosure () -> CodeActions? = nil
  ) -> Loaded {
    let imported: ImportedStoryboard
    let parsed: IBElement
    switch given.map({ .success($0) }) ?? StoryboardXML.parse(bytes, file: file) {
    case .failure(let error):
      return Loaded(result: failed(diagnostic(error)), imported: nil)
    case .success(let document):
      parsed = document
    }
    switch read(
      parsed: parsed, file: file, keepsDocument: keepsDocument, reshape: reshape, code: code())
    {
    case .failed(let diagnostic):
      return Loaded(result: failed(diagnostic), imported: nil, parsed: parsed)
    case .imported(let result):
      imported = result
    }
    var result = loadModel(imported, file: file)
    if let summary = notCarriedSummary(imported, file: file) { result.diagnostics.append(summary) }
    for (id, first, again) in imported.repeatedIDs {
      result.diagnostics.append(
        .error(
          .duplicateId,
          "Interface Builder id '\(MessageText.escaped(id))' is used twice; ids are unique in a "
            + "storyboard (references to it are ambiguous): give one of them another id",
          at: place(again, in: file),
          notes: [
            Diagnostic.Note(
              "'\(MessageText.escaped(id))' is first used here", at: place(first, in: file))
          ]))
    }
    result.connections = imported.connections
    return Loaded(result: result, imported: imported, parsed: parsed)
  }

  /// The model of an import, loaded from its nodes; or the YAML loader's error for a limit
  /// they cross, as loading their text would give it.
  private static func loadModel(_ imported: ImportedStoryboard, file: String)
    -> StoryboardLoader.Result
  {
    if let excess = imported.excess { return StoryboardLoader.failed(excess, file: file) }
    return StoryboardLoader.load(
      document: imported.document, file: file, dataFiles: DataFileReader(sceneFile: file),
      marks: .elements)
  }

  /// What reading a storyboard for import gave.
  public enum Outcome: Sendable {
    case imported(ImportedStoryboard)
    /// The XML could not be read, or is for another platform: the located reason.
    case failed(Diagnostic)
  }

  /// Parses and imports a storyboard's bytes (`keepsDocument`, `reshape`, `code`: see `load`).
  public static func read(
    _ bytes: [UInt8], file: String, keepsDocument: Bool = false, reshape: Reshape? = nil,
    code: @autoclosure () -> CodeActions? = nil
  ) -> Outcome {
    switch StoryboardXML.parse(bytes, file: file) {
    case .failure(let error):
      return .failed(diagnostic(error))
    case .success(let parsed):
      return read(
        parsed: parsed, file: file, keepsDocument: keepsDocument, reshape: reshape, code: code())
    }
  }

  /// Imports a parsed storyboard (`keepsDocument`, `reshape`, `code`: see `load`).
  private static func read(
    parsed: IBElement, file: String, keepsDocument: Bool, reshape: Reshape?,
    code: @autoclosure () -> CodeActions?
  ) -> Outcome {
    if keepsDocument { _ = Unmanaged.passRetained(KeptDocument(parsed)) }
    let shaped = reshape?(parsed, file) ?? .success(parsed)
    switch shaped.flatMap({ convert($0, file: file, code: code()) }) {
    case .failure(let refusal):
      return .failed(
        .error(refusal.code, refusal.message, at: place(refusal.position, in: file)))
    case .success(let imported):
      return .imported(imported)
    }
  }

  /// `note: 12 elements are not carried …`, at the first of them. The message does not
  /// repeat the file's path (the place names it), so a long path is never cut in it.
  static func notCarriedSummary(_ imported: ImportedStoryboard, file: String) -> Diagnostic? {
    let count = imported.notCarried.count
    guard count > 0 else { return nil }
    let first = imported.notCarried[0].position
    return Diagnostic(
      .note, code: .notCarried,
      "\(count) element\(count == 1 ? " is" : "s are") not carried into the checks (the scene "
        + "format cannot hold \(count == 1 ? "it" : "them") yet); 'scenectl import' of this "
        + "file lists each with its reason",
      at: place(first, in: file))
  }

  private static func failed(_ diagnostic: Diagnostic) -> StoryboardLoader.Result {
    StoryboardLoader.Result(storyboard: nil, diagnostics: [diagnostic], document: nil)
  }

  /// An XML problem as a diagnostic.
  static func diagnostic(_ error: XMLError) -> Diagnostic {
    let notes =
      error.note.map { [Diagnostic.Note($0.message, at: place($0.position, in: error.file))] } ?? []
    return .error(
      error.code.diagnosticCode, error.message, at: place(error.position, in: error.file),
      notes: notes)
  }

  /// A storyboard position as a diagnostic's place.
  static func place(_ position: TextPosition, in file: String) -> Diagnostic.Location {
    Diagnostic.Location(file: file, line: position.line, column: position.column)
  }
}

/// A parsed storyboard kept alive until the process exits (`keepsDocument`).
final class KeptDocument {
  let root: IBElement
  init(_ root: IBElement) { self.root = root }
}

extension XMLError.Code {
  /// The catalogue's code of this failure (the XML reader knows no diagnostics).
  public var diagnosticCode: DiagnosticCode {
    switch self {
    case .syntax: .xmlSyntax
    case .tooLarge: .xmlTooLarge
    case .invalidUTF8: .xmlInvalidUtf8
    case .nulByte: .xmlNulByte
    case .depthLimit: .xmlDepthLimit
    case .attributeLimit: .xmlAttributeLimit
    case .valueTooLong: .xmlValueTooLong
    case .doctype: .xmlDoctype
    case .entity: .xmlEntity
    case .notStoryboard: .xmlNotStoryboard
    }
  }
}
