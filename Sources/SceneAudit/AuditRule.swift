import Diagnostics

/// One check of the audit: what it looks for on a laid-out screen (docs/Audit.md).
///
/// A rule reads an `AuditScreen` (a scene laid out on one device, content size and locale)
/// and returns what it found there; the audit runs every rule on every screen and variant and
/// merges the findings the variants share. A rule of its own file adds itself to `all`:
///
///     extension AuditRule {
///       static let touchTargets = AuditRule(
///         codes: [TouchTargets.smallCode, TouchTargets.overlapCode],
///         check: TouchTargets.findings(on:))
///     }
public struct AuditRule: Sendable {
  /// The codes the rule reports, so that a run that wants none of them skips it.
  public var codes: [DiagnosticCode]
  /// The findings on one screen, in document order.
  public var check: @Sendable (AuditScreen) -> [AuditFinding]

  public init(codes: [DiagnosticCode], check: @escaping @Sendable (AuditScreen) -> [AuditFinding]) {
    self.codes = codes
    self.check = check
  }

  /// Every rule of the audit, in the order of docs/Audit.md.
  public static let all: [AuditRule] =
    [.touchTargets, .accessibilityLabels, .contrast] + textRules

  /// Every code the audit reports.
  public static var allCodes: [DiagnosticCode] { all.flatMap(\.codes) }
}
