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
  /// `render(_:)`, at most `perFileLimit` per file: after a file's last printed one, a line
  /// `… and N more errors in FILE` (or `… and N more errors and M more warnings in FILE`)
  /// stands for the rest. Diagnostics without a location count as one more file.
  public func render(_ diagnostics: [Diagnostic]) -> [String] {
    var entries: [String] = []
    var index = 0
    while index < diagnostics.count {
      let file = diagnostics[index].location?.file
      var end = index
      while end < diagnostics.count, diagnostics[end].location?.file == file { end += 1 }
      let shown = min(end, index + max(0, perFileLimit))
      entries += diagnostics[index..<shown].map(render)
      if shown < end { entries.append(omitted(diagnostics[shown..<end], file: file)) }
      index = end
    }
    return entries
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

  /// `… and 3 more errors and 1 more warning in FILE`: the line for diagnostics not printed.
  private func omitted(_ rest: ArraySlice<Diagnostic>, file: String?) -> String {
    var parts: [String] = []
    for severity in [Diagnostic.Severity.error, .warning, .note] {
      let count = rest.filter { $0.severity == severity }.count
      if count > 0 { parts.append("\(count) more \(severity.rawValue)\(count == 1 ? "" : "s")") }
    }
    let place = file.map { " in " + MessageText.escaped($0) } ?? ""
    return "… and " + parts.joined(separator: " and ") + place + "\n"
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
