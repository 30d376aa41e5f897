import Diagnostics

/// The diagnostic codes as `validate`'s rules: SARIF's rules in the catalogue's order
/// (`DiagnosticCode.validateCodes`), and what a configuration may do with each
/// (`RuleCatalogue+Configuration.swift`). The catalogue itself is `DiagnosticCode`'s, in the
/// Diagnostics module; `RuleCatalogueTests` checks docs/Validation.md, docs/Layout.md §6 and
/// docs/Audit.md against it.
enum RuleCatalogue {
  /// The rules of `validate`, in the docs' order.
  static let rules: [DiagnosticCode] = DiagnosticCode.validateCodes

  /// The position of a code's rule in `rules`, if the catalogue has it.
  static func position(of code: String) -> Int? {
    index[code]
  }

  private static let index: [String: Int] = Dictionary(
    rules.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first }
  )
}
