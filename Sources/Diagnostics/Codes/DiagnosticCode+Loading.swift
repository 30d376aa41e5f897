extension DiagnosticCode {
  /// The rules of reading a scene file: YAML, the file's shape, its values and data files.
  public static let loadingCodes: [DiagnosticCode] = [
    .yamlSyntax, .yamlTooLarge, .yamlInvalidUtf8, .yamlNulByte, .yamlDepthLimit, .yamlAliasLimit,
    .yamlUndefinedAlias, .yamlMultipleDocuments, .yamlUnsupportedTag, .yamlMerge,
    .yamlScalarTooLong, .duplicateKey, .emptyFile, .wrongType, .unknownKey, .missingKey,
    .invalidValue, .invalidId, .formatVersion, .constraintSyntax, .expressionSyntax,
    .dataFileOutsideFolder, .dataFileUnreadable,
  ]

  public static let yamlSyntax = DiagnosticCode(
    name: "yaml-syntax", level: .error, page: "docs/Validation.md",
    summary: "libyaml's parse error, with its context as a note; tab indentation gets a hint")

  public static let yamlTooLarge = DiagnosticCode(
    name: "yaml-too-large", level: .error, page: "docs/Validation.md",
    summary: "the file is over 32 MiB, or over 2,000,000 nodes")

  public static let yamlInvalidUtf8 = DiagnosticCode(
    name: "yaml-invalid-utf8", level: .error, page: "docs/Validation.md",
    summary: "the bytes are not UTF-8 text (checked before any libyaml event is used, with the "
      + "exact line and column)")

  public static let yamlNulByte = DiagnosticCode(
    name: "yaml-nul-byte", level: .error, page: "docs/Validation.md",
    summary: "the bytes are not UTF-8 text (checked before any libyaml event is used, with the "
      + "exact line and column)")

  public static let yamlDepthLimit = DiagnosticCode(
    name: "yaml-depth-limit", level: .error, page: "docs/Validation.md",
    summary: "nesting deeper than 512 levels (enforced while events stream)")

  public static let yamlAliasLimit = DiagnosticCode(
    name: "yaml-alias-limit", level: .error, page: "docs/Validation.md",
    summary: "alias expansion past the node limit (alias bombs); an alias to nothing or to itself"
  )

  public static let yamlUndefinedAlias = DiagnosticCode(
    name: "yaml-undefined-alias", level: .error, page: "docs/Validation.md",
    summary: "alias expansion past the node limit (alias bombs); an alias to nothing or to itself"
  )

  public static let yamlMultipleDocuments = DiagnosticCode(
    name: "yaml-multiple-documents", level: .error, page: "docs/Validation.md",
    summary: "a second --- document")

  public static let yamlUnsupportedTag = DiagnosticCode(
    name: "yaml-unsupported-tag", level: .error, page: "docs/Validation.md",
    summary: "a tag other than the core ones; a << merge whose value is not a mapping")

  public static let yamlMerge = DiagnosticCode(
    name: "yaml-merge", level: .error, page: "docs/Validation.md",
    summary: "a tag other than the core ones; a << merge whose value is not a mapping")

  public static let yamlScalarTooLong = DiagnosticCode(
    name: "yaml-scalar-too-long", level: .error, page: "docs/Validation.md",
    summary: "a scalar over 1 MiB")

  public static let duplicateKey = DiagnosticCode(
    name: "duplicate-key", level: .error, page: "docs/Validation.md",
    summary: "a mapping key written twice (libyaml accepts it); a note points at the first")

  public static let emptyFile = DiagnosticCode(
    name: "empty-file", level: .error, page: "docs/Validation.md",
    summary: "nothing in the file")

  public static let wrongType = DiagnosticCode(
    name: "wrong-type", level: .error, page: "docs/Validation.md",
    summary: "a value of the wrong kind: \"expected a list for 'views', found a mapping\"")

  public static let unknownKey = DiagnosticCode(
    name: "unknown-key", level: .error, page: "docs/Validation.md",
    summary: "a key the format does not know, with a did-you-mean")

  public static let missingKey = DiagnosticCode(
    name: "missing-key", level: .error, page: "docs/Validation.md",
    summary: "a required key is absent (storyboard, a scene's kind, a view's id...)")

  public static let invalidValue = DiagnosticCode(
    name: "invalid-value", level: .error, page: "docs/Validation.md",
    summary: "a value outside its set (presentation: fullscreen), with a did-you-mean")

  public static let invalidId = DiagnosticCode(
    name: "invalid-id", level: .error, page: "docs/Validation.md",
    summary: "an id that is not [A-Za-z_][A-Za-z0-9_]*")

  public static let formatVersion = DiagnosticCode(
    name: "format-version", level: .error, page: "docs/Validation.md",
    summary: "format other than 1")

  public static let constraintSyntax = DiagnosticCode(
    name: "constraint-syntax", level: .error, page: "docs/Validation.md",
    summary: "a syntax error inside a constraint or an expression/template, at its column")

  public static let expressionSyntax = DiagnosticCode(
    name: "expression-syntax", level: .error, page: "docs/Validation.md",
    summary: "a syntax error inside a constraint or an expression/template, at its column")

  public static let dataFileOutsideFolder = DiagnosticCode(
    name: "data-file-outside-folder", level: .error, page: "docs/Validation.md",
    summary: "a data path that is absolute, climbs out with .., or leads out through a link")

  public static let dataFileUnreadable = DiagnosticCode(
    name: "data-file-unreadable", level: .error, page: "docs/Validation.md",
    summary: "a data file that cannot be read")
}
