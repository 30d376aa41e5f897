/// The rules a configuration may name, and what it may do with each: the command layer
/// builds it from its rule catalogue.
public struct RuleVocabulary: Sendable {
  /// What a configuration may do with a rule.
  public enum Kind: Sendable, Equatable {
    /// A file that breaks it cannot be read or checked (YAML or XML syntax, a limit): it
    /// stays on, and an error.
    case fixed
    /// On unless `disabled_rules` or `severity: off` switches it off.
    case onByDefault
    /// Off unless `opt_in_rules` switches it on.
    case optIn
  }

  /// Every rule's code, in the catalogue's order (for did-you-mean).
  public let codes: [String]
  private let kinds: [String: Kind]

  /// The rules, in order, each with its kind; a code listed twice keeps its first kind.
  public init(_ rules: [(code: String, kind: Kind)]) {
    codes = rules.map(\.code)
    kinds = Dictionary(rules.map { ($0.code, $0.kind) }, uniquingKeysWith: { first, _ in first })
  }

  /// The kind of a rule, or nil for a code that is no rule.
  public func kind(of code: String) -> Kind? {
    kinds[code]
  }
}
