/// A diagnostic code of the one catalogue: its name (`segue-dangling-destination`), the level
/// it is reported at by default, the page of the docs that documents it, and what it means.
///
/// Every diagnostic is made from one of these (`Diagnostic.error(_:_:at:notes:)`), so a code
/// that is not in the catalogue cannot be reported. The catalogue is in `Codes/`, one file per
/// table of the docs, in the tables' order; SARIF's rules, the configuration's rule names and
/// the docs' tables come from it or are checked against it by tests.
public struct DiagnosticCode: Hashable, Sendable, CustomStringConvertible {
  /// The code as diagnostics print it, in brackets: `segue-dangling-destination`.
  public let name: String
  /// The level it is reported at unless the place it is found says otherwise.
  public let level: Diagnostic.Severity
  /// The page that documents it, relative to the repository (`docs/Validation.md`).
  public let page: String
  /// What the code means, in a sentence, as the docs' table says it.
  public let summary: String

  init(name: String, level: Diagnostic.Severity, page: String, summary: String) {
    self.name = name
    self.level = level
    self.page = page
    self.summary = summary
  }

  public var description: String { name }

  /// The codes of `validate` (its SARIF rules), in the docs' order: reading a scene file,
  /// the checks, storyboards, XIBs, the configuration, layout and the audit.
  public static let validateCodes: [DiagnosticCode] =
    loadingCodes + validationCodes + storyboardCodes + xibCodes + configurationCodes
    + layoutCodes + auditCodes

  /// Every code, each once.
  public static let all: [DiagnosticCode] = validateCodes + mergeCodes

  /// The code of this name, nil for a name the catalogue does not have.
  public static func named(_ name: String) -> DiagnosticCode? {
    byName[name]
  }

  private static let byName: [String: DiagnosticCode] = Dictionary(
    all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}
