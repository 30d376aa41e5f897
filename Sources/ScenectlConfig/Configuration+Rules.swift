import Diagnostics
import FileSystem

extension Configuration {
  /// The diagnostics a run reports: those of rules switched off dropped (`disabled_rules`,
  /// `severity: off`, and rules off by default that `opt_in_rules` does not name), and each
  /// rule at its configured severity. With no configuration, only the rules off by default
  /// are dropped.
  public static func apply(
    _ configuration: Configuration?, to diagnostics: [Diagnostic], rules: RuleVocabulary
  ) -> [Diagnostic] {
    diagnostics.compactMap { diagnostic in
      var diagnostic = diagnostic
      let code = diagnostic.code
      if rules.kind(of: code) == .optIn, configuration?.optInRules.contains(code) != true {
        return nil
      }
      guard let configuration else { return diagnostic }
      if configuration.disabledRules.contains(code) { return nil }
      if let severity = configuration.severities[code] {
        guard let severity else { return nil }
        diagnostic.severity = severity
      }
      return diagnostic
    }
  }

  /// Whether a file found in a folder is checked: one outside the configuration's folder
  /// always is; one inside it when it matches a glob of `included` (or there are none) and
  /// none of `excluded`, relative to the configuration's folder.
  public func checks(_ file: String) -> Bool {
    if included.isEmpty && excluded.isEmpty { return true }
    guard let base = FileSystem.resolved(folder), let path = FileSystem.resolved(file) else {
      return true
    }
    let prefix = base.hasSuffix("/") ? base : base + "/"
    guard path.hasPrefix(prefix) else { return true }
    let relative = String(path.dropFirst(prefix.count))
    if !included.isEmpty && !included.contains(where: { $0.matches(relative) }) { return false }
    return !excluded.contains { $0.matches(relative) }
  }
}
