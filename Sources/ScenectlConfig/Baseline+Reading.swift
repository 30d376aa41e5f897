import Diagnostics
import YAML

extension Baseline {
  /// A baseline from its file's bytes, or the mistakes that make it none, each located in
  /// the file (`baseline-invalid`, or the YAML error).
  public static func read(_ bytes: [UInt8], file: String) -> Result<Baseline, BaselineError> {
    func at(_ node: Node) -> Diagnostic.Location {
      Diagnostic.Location(file: file, line: node.mark.line, column: node.mark.column)
    }
    func invalid(_ message: String, _ node: Node) -> Result<Baseline, BaselineError> {
      .failure(
        BaselineError(
          diagnostic: .error(
            DiagnosticCode.baselineInvalid,
            message + "; write it again with 'scenectl validate --write-baseline'",
            at: at(node))))
    }
    let document: YAMLDocument
    do {
      document = try YAMLLoader.load(bytes)
    } catch {
      return .failure(
        BaselineError(
          diagnostic: .error(
            error.code.diagnosticCode, error.message,
            at: Diagnostic.Location(file: file, line: error.mark.line, column: error.mark.column)
          )))
    }
    let root = document.root
    guard let pairs = root.mapping else {
      return invalid("the baseline is not a mapping with 'version' and 'findings'", root)
    }
    guard let version = pairs.first(where: { $0.key.scalar?.text == "version" })?.value,
      version.scalar?.text == String(Self.version)
    else {
      return invalid("the baseline has no 'version: \(Self.version)'", root)
    }
    guard let list = pairs.first(where: { $0.key.scalar?.text == "findings" })?.value,
      let items = list.sequence
    else {
      return invalid("the baseline has no list 'findings'", root)
    }
    guard items.count <= maxFindings else {
      return invalid("the baseline lists more than \(maxFindings) findings", list)
    }
    var findings: [Finding] = []
    findings.reserveCapacity(items.count)
    for item in items {
      var fields: [String: String] = [:]
      for pair in item.mapping ?? [] {
        if let key = pair.key.scalar?.text, let value = pair.value.scalar?.text {
          fields[key] = value
        }
      }
      guard let fingerprint = fields["fingerprint"], fingerprint.count == 16,
        fingerprint.allSatisfy({ $0.isASCII && $0.isHexDigit })
      else {
        return invalid("a finding has no 'fingerprint' of 16 hexadecimal digits", item)
      }
      findings.append(
        Finding(
          fingerprint: fingerprint, rule: fields["rule"] ?? "",
          severity: fields["severity"].flatMap(Diagnostic.Severity.init(rawValue:)) ?? .error,
          file: fields["file"] ?? "", message: fields["message"] ?? ""))
    }
    return .success(Baseline(findings: findings))
  }
}

/// Why a baseline file is none, at its place in the file.
public struct BaselineError: Error, Sendable {
  public var diagnostic: Diagnostic
}
