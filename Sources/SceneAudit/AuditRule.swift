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
  /// Whether its findings depend on the variant's content size or locale besides the layout
  /// and run-time values they give (`text-fixed-size`, found at the accessibility sizes
  /// only). The other rules' findings on a variant that shares a layout with one checked
  /// before are those found there (`Audit.findings`).
  public var readsVariant: Bool

  public init(
    codes: [DiagnosticCode], readsVariant: Bool = false,
    check: @escaping @Sendable (AuditScreen) -> [AuditFinding]
  ) {
    self.codes = codes
    self.readsVariant = readsVariant
    self.check = check
  }

  /// Every rule of the audit, in the order of docs/Audit.md.
  public static let all: [AuditRule] =
    [.touchTargets, .accessibilityLabels, .contrast] + textRules

  /// Every code the audit reports.
  public static var allCodes: [DiagnosticCode] { all.flatMap(\.codes) }
}
