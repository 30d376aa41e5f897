/// A problem found in a scene file, reported the way compilers report them.
///
/// A diagnostic has a stable `code` (for example `segue-dangling-destination`)
/// that tests and suppressions refer to, a severity, a message that starts in
/// lower case and ends without a period, and the place in the file it is about. The message
/// (and each note's) is capped when it is made (`MessageText.capped`), so a huge name in the
/// file makes a short message.
///
///     scene.yaml:14:7: error: segue 'showAuthor' goes to 'author', which is not a scene [segue-dangling-destination]
public struct Diagnostic: Hashable, Sendable {
  /// How serious a diagnostic is.
  public enum Severity: String, Hashable, Sendable, Comparable {
    case error
    case warning
    case note

    private var rank: Int {
      switch self {
      case .error: 0
      case .warning: 1
      case .note: 2
      }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs.rank < rhs.rank
    }
  }

  /// A 1-based place in a file; columns count Unicode scalars.
  public struct Location: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file, by number (`FileName`), so that a copy of the location retains nothing.
    public var fileName: FileName
    public var line: Int
    public var column: Int

    /// The file's path, as named.
    public var file: String {
      get { fileName.path }
      set { fileName = FileName(newValue) }
    }

    public init(file: String, line: Int, column: Int) {
      self.init(file: FileName(file), line: line, column: column)
    }

    /// A place in a file already named (a reader names its file once, not at each place).
    public init(file: FileName, line: Int, column: Int) {
      self.fileName = file
      self.line = line
      self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    /// By path, then line, then column.
    public static func < (lhs: Location, rhs: Location) -> Bool {
      guard lhs.fileName == rhs.fileName else { return lhs.file < rhs.file }
      return (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
  }

  /// A secondary message attached to a diagnostic, such as "first defined here".
  public struct Note: Hashable, Sendable {
    public var message: String
    public var location: Location?

    public init(_ message: String, at location: Location? = nil) {
      self.message = MessageText.capped(message)
      self.location = location
    }
  }

  public var severity: Severity
  /// The name of its `DiagnosticCode`, as printed in brackets.
  public private(set) var code: String
  public var message: String
  public var location: Location?
  public var notes: [Note]

  /// A diagnostic of a code of the catalogue (`DiagnosticCode`), at `severity`.
  public init(
    _ severity: Severity, code: DiagnosticCode, _ message: String,
    at location: Location?, notes: [Note] = []
  ) {
    self.severity = severity
    self.code = code.name
    self.message = MessageText.capped(message)
    self.location = location
    self.notes = notes
  }

  public static func error(
    _ code: DiagnosticCode, _ message: String, at location: Location?, notes: [Note] = []
  ) -> Diagnostic {
    Diagnostic(.error, code: code, message, at: location, notes: notes)
  }

  public static func warning(
    _ code: DiagnosticCode, _ message: String, at location: Location?, notes: [Note] = []
  ) -> Diagnostic {
    Diagnostic(.warning, code: code, message, at: location, notes: notes)
  }
}

extension Diagnostic {
  /// Orders diagnostics by file, line, column, then severity, code and message,
  /// so that output is the same on every run.
  public static func sortedForOutput(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { a, b in
      let la = a.element.location, lb = b.element.location
      if la != lb {
        guard let la else { return true }
        guard let lb else { return false }
        return la < lb
      }
      if a.element.severity != b.element.severity {
        return a.element.severity < b.element.severity
      }
      if a.element.code != b.element.code { return a.element.code < b.element.code }
      if a.element.message != b.element.message {
        return a.element.message < b.element.message
      }
      return a.offset < b.offset
    }.map(\.element)
  }
}
