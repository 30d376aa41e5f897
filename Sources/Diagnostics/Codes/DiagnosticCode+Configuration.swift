extension DiagnosticCode {
  /// The rules of the configuration, the suppression comments and the baseline
  /// (docs/Validation.md, "Configuration, suppressions and the baseline").
  public static let configurationCodes: [DiagnosticCode] = [
    .configUnknownKey, .configUnknownRule, .configInvalidValue, .configRedundant,
    .superfluousDisable, .baselineInvalid,
  ]

  public static let configUnknownKey = DiagnosticCode(
    name: "config-unknown-key", level: .error, page: "docs/Validation.md",
    summary: "a key .scenectl.yml does not have, with a did-you-mean")

  public static let configUnknownRule = DiagnosticCode(
    name: "config-unknown-rule", level: .error, page: "docs/Validation.md",
    summary: "a rule code in .scenectl.yml that names no rule, with a did-you-mean")

  public static let configInvalidValue = DiagnosticCode(
    name: "config-invalid-value", level: .error, page: "docs/Validation.md",
    summary: "a value of .scenectl.yml of the wrong kind (a severity, a glob, a device, an "
      + "iOS version, a folder), or a rule of reading a file switched off or lowered")

  public static let configRedundant = DiagnosticCode(
    name: "config-redundant", level: .warning, page: "docs/Validation.md",
    summary: "an entry of .scenectl.yml that changes nothing: a rule in opt_in_rules that is "
      + "on by default")

  public static let superfluousDisable = DiagnosticCode(
    name: "superfluous-disable", level: .warning, page: "docs/Validation.md",
    summary: "a '# scenectl:disable…' comment that silences nothing, names an unknown rule or "
      + "directive, disables a rule twice, or an 'enable' without its 'disable'")

  public static let baselineInvalid = DiagnosticCode(
    name: "baseline-invalid", level: .error, page: "docs/Validation.md",
    summary: "a baseline file that is not one scenectl wrote: no 'version: 1', no list "
      + "'findings', a finding without a 16-digit fingerprint")
}
