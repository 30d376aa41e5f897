import Diagnostics
import FileSystem

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

  static func render(
    _ diagnostics: [Diagnostic], unreadable: [(file: String, reason: String)],
    workingFolder: String? = FileSystem.resolved(".")
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
        fingerprint: [DiagnosticJSON.unreadableCode, relative(input.file, base), input.reason])
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
          fingerprint: [
            diagnostic.code, relative(diagnostic.location?.file ?? "", base), diagnostic.message,
          ]))
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
      fingerprint: [code, relative(omitted.file ?? "", base), omitted.message])
  }

  static func rule(_ rule: RuleCatalogue.Rule) -> JSONValue {
    .object([
      ("id", .string(rule.code)),
      ("shortDescription", .object([("text", .string(rule.summary))])),
      ("help", .object([("text", .string("See \(rule.page), code '\(rule.code)'."))])),
      ("defaultConfiguration", .object([("level", .string(level(rule.level)))])),
    ])
  }

  static func result(
    code: String, index: Int?, level severity: Diagnostic.Severity, message: String,
    location: JSONValue?, related: [JSONValue], fingerprint: [String]
  ) -> JSONValue {
    var fields: [(String, JSONValue)] = [("ruleId", .string(code))]
    if let index { fields.append(("ruleIndex", .number(Double(index)))) }
    fields += [
      ("level", .string(level(severity))), ("message", .object([("text", .string(message))])),
    ]
    if let location { fields.append(("locations", .array([location]))) }
    if !related.isEmpty { fields.append(("relatedLocations", .array(related))) }
    fields.append(
      ("partialFingerprints", .object([(fingerprintKey, .string(hash(fingerprint)))])))
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

  /// The path relative to the working folder when the file lies in it, else absolute: what
  /// locates a result, and what its fingerprint holds (the same on every machine).
  static func relative(_ file: String, _ base: String?) -> String {
    let absolute = file.hasPrefix("/") ? file : (base ?? "/") + file
    guard let base, absolute.hasPrefix(base) else { return absolute }
    return String(absolute.dropFirst(base.count))
  }

  /// The file relative to the working folder when it lies in it (`uriBaseId: %SRCROOT%`),
  /// else as an absolute `file://` URI.
  static func artifact(_ file: String, base: String?) -> JSONValue {
    let path = relative(file, base)
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

  /// FNV-1a (64 bits) of the parts, each followed by a NUL, in 16 hexadecimal digits: the
  /// same on every run and machine, unlike Swift's `Hasher`.
  static func hash(_ parts: [String]) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for part in parts {
      for byte in part.utf8 + [0] {
        value ^= UInt64(byte)
        value &*= 0x0000_0100_0000_01b3
      }
    }
    return String(value, radix: 16).leftPadded(to: 16)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
