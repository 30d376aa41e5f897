import Diagnostics

/// `validate --format github`: one GitHub Actions workflow command per diagnostic, which the
/// runner shows as an annotation on the file and line:
///
///     ::error file=Main.yaml,line=14,col=13,title=segue-dangling-destination::the modal segue …
///
/// Errors are `::error`, warnings `::warning`, notes `::notice`; a diagnostic's notes follow
/// its message on lines of their own. At most 1,000 diagnostics of a file are listed
/// (`DiagnosticCap`); a `::notice` titled `more-diagnostics` counts the rest. Values are escaped as the runner expects: `%`, CR and
/// LF in the message, and also `:` and `,` in the properties.
enum GitHubFormat {
  static func render(
    _ diagnostics: [Diagnostic], unreadable: [(file: String, reason: String)], summary: String
  ) -> String {
    var text = ""
    for input in unreadable {
      text += command(
        "error", file: input.file, line: nil, column: nil, title: DiagnosticJSON.unreadableCode,
        message: input.reason)
    }
    for entry in DiagnosticCap.entries(diagnostics) {
      guard case .diagnostic(let diagnostic) = entry else {
        if case .omitted(let omitted) = entry {
          text += command(
            "notice", file: omitted.file, line: nil, column: nil,
            title: DiagnosticCap.omittedCode, message: omitted.message)
        }
        continue
      }
      var message = diagnostic.message
      for note in diagnostic.notes {
        message += "\n" + (note.location.map { "\($0): " } ?? "") + "note: " + note.message
      }
      let kind =
        switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
      text += command(
        kind, file: diagnostic.location?.file, line: diagnostic.location?.line,
        column: diagnostic.location?.column, title: diagnostic.code, message: message)
    }
    return text + summary
  }

  static func command(
    _ kind: String, file: String?, line: Int?, column: Int?, title: String, message: String
  ) -> String {
    var properties: [String] = []
    if let file { properties.append("file=" + escapeProperty(file)) }
    if let line { properties.append("line=\(line)") }
    if let column { properties.append("col=\(column)") }
    properties.append("title=" + escapeProperty(title))
    return "::\(kind) \(properties.joined(separator: ","))::\(escapeData(message))\n"
  }

  /// `%`, CR and LF as `%25`, `%0D` and `%0A`; other control characters as `\u{1B}`.
  static func escapeData(_ text: String) -> String {
    MessageText.escaped(text, format: .githubData)
  }

  /// As `escapeData`, and `:` and `,` as `%3A` and `%2C`.
  static func escapeProperty(_ text: String) -> String {
    MessageText.escaped(text, format: .githubProperty)
  }
}
