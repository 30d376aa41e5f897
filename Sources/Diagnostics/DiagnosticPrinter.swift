/// Renders diagnostics as text lines in the compiler style,
/// `FILE:LINE:COLUMN: error: MESSAGE [CODE]`, followed by their notes.
///
/// Colour (ANSI bold and red/magenta) is used only when asked for; the
/// command line asks for it only on a terminal and never when `NO_COLOR` is set.
public struct DiagnosticPrinter: Sendable {
  public var useColor: Bool

  public init(useColor: Bool = false) {
    self.useColor = useColor
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
    if let location { text += bold("\(location): ") }
    text += colored(severity) + " " + message
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
