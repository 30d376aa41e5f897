import Diagnostics

/// Diagnostics as JSON entries: `validate --format json` and the `diagnostics` of
/// `layout --format json`.
enum DiagnosticJSON {
  /// The code of the entry for an input that cannot be read.
  static let unreadableCode = "unreadable-input"

  /// `validate --format json`: an entry for each input that could not be read, then the
  /// diagnostics (capped), and the counts.
  static func report(
    _ diagnostics: [Diagnostic], unreadable: [(file: String, reason: String)] = [], errors: Int,
    warnings: Int
  ) -> JSONValue {
    let entries = unreadable.map { input -> JSONValue in
      .object([
        ("severity", .string("error")), ("code", .string(unreadableCode)),
        ("message", .string(input.reason)), ("file", .string(input.file)),
      ])
    }
    return .object([
      ("diagnostics", .array(entries + json(capping: diagnostics))),
      ("errors", .number(Double(errors))),
      ("warnings", .number(Double(warnings))),
    ])
  }

  /// The entries of diagnostics in output order, at most 1,000 of a file, then the entry
  /// that counts the rest (`DiagnosticCap`).
  static func json(capping diagnostics: [Diagnostic]) -> [JSONValue] {
    DiagnosticCap.entries(diagnostics).map { entry in
      switch entry {
      case .diagnostic(let diagnostic): json(diagnostic)
      case .omitted(let omitted): json(omitted)
      }
    }
  }

  /// The entry that stands for a file's diagnostics past the cap (`DiagnosticCap`): a note
  /// whose `omitted` counts them by severity.
  static func json(_ omitted: DiagnosticCap.Omitted) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("severity", .string(Diagnostic.Severity.note.rawValue)),
      ("code", .string(DiagnosticCap.omittedCode)),
      ("message", .string(omitted.message)),
    ]
    if let file = omitted.file { fields.append(("file", .string(file))) }
    fields.append(
      (
        "omitted",
        .object([
          ("errors", .number(Double(omitted.errors))),
          ("warnings", .number(Double(omitted.warnings))),
          ("notes", .number(Double(omitted.notes))),
        ])
      ))
    return .object(fields)
  }

  static func json(_ diagnostic: Diagnostic) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("severity", .string(diagnostic.severity.rawValue)),
      ("code", .string(diagnostic.code)),
      ("message", .string(diagnostic.message)),
    ]
    if let location = diagnostic.location {
      fields += [
        ("file", .string(location.file)), ("line", .number(Double(location.line))),
        ("column", .number(Double(location.column))),
      ]
    }
    if !diagnostic.notes.isEmpty {
      fields.append(
        (
          "notes",
          .array(
            diagnostic.notes.map { note in
              var fields: [(String, JSONValue)] = [("message", .string(note.message))]
              if let location = note.location {
                fields += [
                  ("file", .string(location.file)), ("line", .number(Double(location.line))),
                  ("column", .number(Double(location.column))),
                ]
              }
              return .object(fields)
            })
        ))
    }
    return .object(fields)
  }
}
