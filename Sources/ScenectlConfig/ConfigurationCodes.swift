/// The diagnostic codes of the configuration, the suppressions and the baseline (the
/// "Configuration, suppressions and the baseline" table of docs/Validation.md).
public enum ConfigurationCodes {
  /// A key the configuration does not have (error, with a did-you-mean).
  public static let unknownKey = "config-unknown-key"
  /// A rule code that names no rule (error, with a did-you-mean).
  public static let unknownRule = "config-unknown-rule"
  /// A value of the wrong kind, or a rule that cannot be switched off (error).
  public static let invalidValue = "config-invalid-value"
  /// An entry that changes nothing (warning).
  public static let redundant = "config-redundant"
  /// A suppression comment that suppresses nothing (warning).
  public static let superfluousDisable = "superfluous-disable"
  /// A baseline file that cannot be read as one (error).
  public static let invalidBaseline = "baseline-invalid"
}
