import Diagnostics
import JSON
import ScenectlConfig

/// Diagnostics as JSON entries: `validate --format json` and the `diagnostics` of
/// `layout --format json`.
enum DiagnosticJSON {
  /// The code of the entry for an input that cannot be read.
  static let unreadableCode = DiagnosticCode.unreadableInput.name

  /// `validate --format json`: an entry for each input that could not be read, then the
  /// diagnostics (capped), and the counts.
  static func report(
    _ diagnostics: [Diagnostic], unreadable: [(file: String, reason: String)] = [], errors: Int,
    warnings: Int, baseline: Baseline.Match? = nil
  ) -> JSONValue {
    let entries = unreadable.map { input -> JSONValue in
      .object([
        ("severity", .string("error")), ("code", .string(unreadableCode)),
        ("message", .string(input.reason)), ("file", .string(input.file)),
      ])
    }
    var fields: [(String, JSONValue)] = [
      ("diagnostics", .array(entries + json(capping: diagnostics, baseline: baseline))),
      ("errors", .number(Double(errors))),
      ("warnings", .number(Double(warnings))),
    ]
    if let baseline {
      fields.append(
        (
          "baseline",
          .object([
            ("unchanged", .number(Double(baseline.unchanged.count))),
            ("absent", .number(Double(baseline.absent.count))),
          ])
        ))
    }
    return .object(fields)
  }

  /// The entries of diagnostics in output order, at most 1,000 of a file, then the entry
  /// that counts the rest (`DiagnosticCap`).
  /// With a baseline, each diagnostic's entry has its SARIF `baselineState`.
  static func json(capping diagnostics: [Diagnostic], baseline: Baseline.Match? = nil)
    -> [JSONValue]
  {
    DiagnosticCap.entries(diagnostics).map { entry in
      switch entry {
      case .diagnostic(let diagnostic): json(diagnostic, state: baseline?.state(of: diagnostic))
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

  static func json(_ diagnostic: Diagnostic, state: String? = nil) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("severity", .string(diagnostic.severity.rawValue)),
      ("code", .string(diagnostic.code)),
      ("message", .string(diagnostic.message)),
    ]
    if let state { fields.append(("baselineState", .string(state))) }
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
