/// Renders diagnostics as text lines in the compiler style,
/// `FILE:LINE:COLUMN: error: MESSAGE [CODE]`, followed by their notes.
///
/// Every control character in a message, a note or a file name is escaped
/// (`MessageText.escaped`), so a key with a newline cannot print a line of its own and an
/// ESC in an id never reaches the terminal.
///
/// Colour (ANSI bold and red/magenta) is used only when asked for; the
/// command line asks for it only on a terminal and never when `NO_COLOR` is set.
public struct DiagnosticPrinter: Sendable {
  public var useColor: Bool

  /// The most diagnostics printed for one file (`perFileLimit`); past it, one line says how
  /// many more there are: `… and 110114 more errors in FILE`.
  public var perFileLimit: Int

  /// The default of `perFileLimit`.
  public static let defaultPerFileLimit = 1_000

  public init(useColor: Bool = false, perFileLimit: Int = defaultPerFileLimit) {
    self.useColor = useColor
    self.perFileLimit = perFileLimit
  }

  /// Diagnostics sorted for output (`Diagnostic.sortedForOutput`), each rendered as by
  /// `render(_:)`, at most `perFileLimit` per file (`DiagnosticCap`): after a file's last
  /// printed one, a line `… and N more errors in FILE` (or `… and N more errors and M more
  /// warnings in FILE`) stands for the rest. Diagnostics without a location count as one more
  /// file.
  public func render(_ diagnostics: [Diagnostic]) -> [String] {
    DiagnosticCap.entries(diagnostics, perFile: perFileLimit).map { entry in
      switch entry {
      case .diagnostic(let diagnostic): render(diagnostic)
      case .omitted(let omitted): MessageText.escaped(omitted.message) + "\n"
      }
    }
  }

  /// The text of one diagnostic and its notes, one line each, each ending in a newline.
  public func render(_ diagnostic: Diagnostic) -> String {
    var text = line(
      location: diagnostic.location, severity: diagnostic.severity,
      message: diagnostic.message, code: diagnostic.code)
    for note in diagnostic.notes {
      text += line(location: note.location, severity: .note, message: note.message, code: nil)
    }
    return text
  }

  /// The closing summary, e.g. `2 errors, 1 warning in 3 files`.
  public func summary(errors: Int, warnings: Int, files: Int) -> String {
    func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    return "\(plural(errors, "error")), \(plural(warnings, "warning")) in \(plural(files, "file"))\n"
  }

  private func line(
    location: Diagnostic.Location?, severity: Diagnostic.Severity, message: String, code: String?
  ) -> String {
    var text = ""
    if let location { text += bold(MessageText.escaped("\(location)") + ": ") }
    text += colored(severity) + " " + MessageText.escaped(message)
    if let code { text += " [\(code)]" }
    return text + "\n"
  }

  private func bold(_ s: String) -> String {
    useColor ? "\u{1B}[1m\(s)\u{1B}[0m" : s
  }

  private func colored(_ severity: Diagnostic.Severity) -> String {
    let label = "\(severity.rawValue):"
    guard useColor else { return label }
    let color =
      switch severity {
      case .error: "31"
      case .warning: "35"
      case .note: "36"
      }
    return "\u{1B}[1;\(color)m\(label)\u{1B}[0m"
  }
}
