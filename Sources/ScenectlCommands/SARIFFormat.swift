import Diagnostics
import FileSystem
import JSON
import ScenectlConfig

/// `validate --format sarif`: SARIF 2.1.0 (OASIS), the format GitHub code scanning and most
/// editors read.
///
/// One run whose driver lists a rule per code of `RuleCatalogue` (its level, summary and the
/// page that documents it); one result per diagnostic, located relative to the working folder
/// (`%SRCROOT%`), with its notes as related locations and a `partialFingerprints` entry that
/// stays the same when lines move (code, file and message, without the line). At most 1,000
/// results of a file (`DiagnosticCap`); a `more-diagnostics` note counts the rest.
enum SARIFFormat {
  static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
  static let fingerprintKey = "scenectl/v1"

  /// With a baseline, each result has its `baselineState` (`new` or `unchanged`), and each
  /// finding of the baseline no longer found is a result marked `absent`.
  static func render(
    _ diagnostics: [Diagnostic], unreadable: [(file: String, reason: String)],
    workingFolder: String? = FileSystem.resolved("."), baseline: Baseline.Match? = nil
  ) -> String {
    let base = workingFolder.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    let rules = RuleCatalogue.rules
    let ruleIndex = RuleCatalogue.position(of:)
    var results: [JSONValue] = unreadable.map { input in
      result(
        code: DiagnosticJSON.unreadableCode, index: ruleIndex(DiagnosticJSON.unreadableCode),
        level: .error, message: input.reason,
        location: .object([("physicalLocation", artifact(input.file, base: base))]),
        related: [],
        fingerprint: Fingerprint.of(
          code: DiagnosticJSON.unreadableCode, file: input.file, message: input.reason,
          base: base))
    }
    for entry in DiagnosticCap.entries(diagnostics) {
      guard case .diagnostic(let diagnostic) = entry else {
        if case .omitted(let omitted) = entry { results.append(result(omitted, base: base)) }
        continue
      }
      let related = diagnostic.notes.enumerated().map { offset, note -> JSONValue in
        var fields: [(String, JSONValue)] = [("id", .number(Double(offset)))]
        if let location = note.location {
          fields.append(("physicalLocation", physical(location, base: base)))
        }
        fields.append(("message", .object([("text", .string(note.message))])))
        return .object(fields)
      }
      let location = diagnostic.location.map {
        JSONValue.object([("physicalLocation", physical($0, base: base))])
      }
      results.append(
        result(
          code: diagnostic.code, index: ruleIndex(diagnostic.code), level: diagnostic.severity,
          message: diagnostic.message, location: location, related: related,
          fingerprint: Fingerprint.of(
            code: diagnostic.code, file: diagnostic.location?.file ?? "",
            message: diagnostic.message, base: base),
          state: baseline?.state(of: diagnostic)))
    }
    for finding in baseline?.absent ?? [] {
      results.append(absent(finding, base: base))
    }
    var run: [(String, JSONValue)] = [
      (
        "tool",
        .object([
          (
            "driver",
            .object([
              ("name", .string("scenectl")), ("version", .string(Scenectl.version)),
              ("semanticVersion", .string(Scenectl.version)),
              ("rules", .array(rules.map(rule))),
            ])
          )
        ])
      )
    ]
    if let base {
      run.append(
        ("originalUriBaseIds", .object([("%SRCROOT%", .object([("uri", .string(fileURI(base)))]))]))
      )
    }
    run += [("columnKind", .string("unicodeCodePoints")), ("results", .array(results))]
    return JSONValue.object([
      ("$schema", .string(schema)), ("version", .string("2.1.0")), ("runs", .array([.object(run)])),
    ]).rendered() + "\n"
  }

  /// The result that stands for a file's diagnostics past the cap: a note on the file.
  static func result(_ omitted: DiagnosticCap.Omitted, base: String?) -> JSONValue {
    let code = DiagnosticCap.omittedCode
    let location = omitted.file.map {
      JSONValue.object([("physicalLocation", artifact($0, base: base))])
    }
    return result(
      code: code, index: RuleCatalogue.position(of: code), level: .note,
      message: omitted.message, location: location, related: [],
      fingerprint: Fingerprint.of(
        code: code, file: omitted.file ?? "", message: omitted.message, base: base))
  }

  /// The result of a baseline's finding that the run no longer finds (`baselineState:
  /// absent`), at its file.
  static func absent(_ finding: Baseline.Finding, base: String?) -> JSONValue {
    let location =
      finding.file.isEmpty
      ? nil : JSONValue.object([("physicalLocation", artifact(finding.file, base: base))])
    return result(
      code: finding.rule, index: RuleCatalogue.position(of: finding.rule),
      level: finding.severity, message: finding.message, location: location, related: [],
      fingerprint: finding.fingerprint, state: "absent")
  }

  static func rule(_ rule: DiagnosticCode) -> JSONValue {
    .object([
      ("id", .string(rule.name)),
      ("shortDescription", .object([("text", .string(rule.summary))])),
      ("help", .object([("text", .string("See \(rule.page), code '\(rule.name)'."))])),
      ("defaultConfiguration", .object([("level", .string(level(rule.level)))])),
    ])
  }

  static func result(
    code: String, index: Int?, level severity: Diagnostic.Severity, message: String,
    location: JSONValue?, related: [JSONValue], fingerprint: String, state: String? = nil
  ) -> JSONValue {
    var fields: [(String, JSONValue)] = [("ruleId", .string(code))]
    if let index { fields.append(("ruleIndex", .number(Double(index)))) }
    fields += [
      ("level", .string(level(severity))), ("message", .object([("text", .string(message))])),
    ]
    if let location { fields.append(("locations", .array([location]))) }
    if !related.isEmpty { fields.append(("relatedLocations", .array(related))) }
    fields.append(
      ("partialFingerprints", .object([(fingerprintKey, .string(fingerprint))])))
    if let state { fields.append(("baselineState", .string(state))) }
    return .object(fields)
  }

  static func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  static func physical(_ location: Diagnostic.Location, base: String?) -> JSONValue {
    guard case .object(var fields) = artifact(location.file, base: base) else { return .null }
    fields.append(
      (
        "region",
        .object([
          ("startLine", .number(Double(location.line))),
          ("startColumn", .number(Double(location.column))),
        ])
      ))
    return .object(fields)
  }

  /// The file relative to the working folder when it lies in it (`uriBaseId: %SRCROOT%`),
  /// else as an absolute `file://` URI.
  static func artifact(_ file: String, base: String?) -> JSONValue {
    let path = Fingerprint.relative(file, base)
    if !path.hasPrefix("/") {
      return .object([
        (
          "artifactLocation",
          .object([
            ("uri", .string(percentEncoded(path))),
            ("uriBaseId", .string("%SRCROOT%")),
          ])
        )
      ])
    }
    return .object([("artifactLocation", .object([("uri", .string(fileURI(path)))]))])
  }

  static func fileURI(_ path: String) -> String { "file://" + percentEncoded(path) }

  /// A path as a URI path: unreserved characters and `/` stay, every other byte is `%XX`.
  static func percentEncoded(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return out
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
