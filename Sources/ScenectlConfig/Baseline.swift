import Diagnostics
import YAML

/// The findings a team has accepted (`validate --write-baseline FILE`), so that a run with
/// `--baseline FILE` reports only new ones. A finding is matched by its fingerprint
/// (`Fingerprint`: rule, file and message), not by its line, so edits elsewhere in a file do
/// not bring it back; a fingerprint listed twice accepts two findings.
///
/// The file is YAML, one entry per finding, in output order:
///
///     version: 1
///     findings:
///       - fingerprint: "5d1a8c0e2b7f4a90"
///         rule: "outlet-dangling-destination"
///         severity: "error"
///         file: "App/Main.storyboard"
///         message: "outlet 'titleLabel' of 'home' connects to 'lbl-9', which is not a view"
public struct Baseline: Sendable, Equatable {
  /// One accepted finding.
  public struct Finding: Sendable, Equatable {
    public var fingerprint: String
    public var rule: String
    public var severity: Diagnostic.Severity
    public var file: String
    public var message: String
  }

  /// The format version written and read.
  public static let version = 1
  /// The most findings a baseline may hold.
  public static let maxFindings = 1_000_000

  public var findings: [Finding]

  /// The baseline of a run's diagnostics (in output order); `base` is the working folder,
  /// ending in `/`, that paths are made relative to.
  public init(recording diagnostics: [Diagnostic], base: String?) {
    findings = diagnostics.map { diagnostic in
      let file = diagnostic.location?.file ?? ""
      return Finding(
        fingerprint: Fingerprint.of(
          code: diagnostic.code, file: file, message: diagnostic.message, base: base),
        rule: diagnostic.code, severity: diagnostic.severity,
        file: Fingerprint.relative(file, base), message: diagnostic.message)
    }
  }

  init(findings: [Finding]) {
    self.findings = findings
  }

  /// The file's text (without scenectl's header, which the writer adds).
  public var text: String {
    var out = "version: \(Self.version)\nfindings:"
    if findings.isEmpty { return out + " []\n" }
    out += "\n"
    for finding in findings {
      out += "  - fingerprint: \(YAMLQuoting.doubleQuoted(finding.fingerprint))\n"
      out += "    rule: \(YAMLQuoting.doubleQuoted(finding.rule))\n"
      out += "    severity: \(YAMLQuoting.doubleQuoted(finding.severity.rawValue))\n"
      out += "    file: \(YAMLQuoting.doubleQuoted(finding.file))\n"
      out += "    message: \(YAMLQuoting.doubleQuoted(finding.message))\n"
    }
    return out
  }

  /// What a run's diagnostics are against the baseline.
  public struct Match: Sendable {
    /// The diagnostics the baseline does not hold, in the order given.
    public var new: [Diagnostic]
    /// The diagnostics it holds.
    public var unchanged: Set<Diagnostic>
    /// The findings it holds that the run no longer finds, in the baseline's order.
    public var absent: [Finding]

    /// SARIF's `baselineState` of a diagnostic of the run: `unchanged` or `new`.
    public func state(of diagnostic: Diagnostic) -> String {
      unchanged.contains(diagnostic) ? "unchanged" : "new"
    }
  }

  /// Matches a run's diagnostics (each once, in output order) by fingerprint, each finding
  /// of the baseline accepting one diagnostic.
  public func match(_ diagnostics: [Diagnostic], base: String?) -> Match {
    var left: [String: Int] = [:]
    for finding in findings { left[finding.fingerprint, default: 0] += 1 }
    var match = Match(new: [], unchanged: [], absent: [])
    for diagnostic in diagnostics {
      let fingerprint = Fingerprint.of(
        code: diagnostic.code, file: diagnostic.location?.file ?? "",
        message: diagnostic.message, base: base)
      if let count = left[fingerprint], count > 0 {
        left[fingerprint] = count - 1
        match.unchanged.insert(diagnostic)
      } else {
        match.new.append(diagnostic)
      }
    }
    // The findings not matched: of a fingerprint listed n times and matched m times, the
    // last n - m.
    for finding in findings.reversed() {
      guard let count = left[finding.fingerprint], count > 0 else { continue }
      left[finding.fingerprint] = count - 1
      match.absent.append(finding)
    }
    match.absent.reverse()
    return match
  }
}
