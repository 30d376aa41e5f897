extension RuleCatalogue {
  /// The rules of reading a scene file: YAML, the file's shape, its values and data files.
  static let loadingRules: [Rule] = [
    Rule(
      code: "yaml-syntax", level: .error, page: "docs/Validation.md",
      summary: "libyaml's parse error, with its context as a note; tab indentation gets a hint"),
    Rule(
      code: "yaml-too-large", level: .error, page: "docs/Validation.md",
      summary: "the file is over 32 MiB, or over 2,000,000 nodes"),
    Rule(
      code: "yaml-invalid-utf8", level: .error, page: "docs/Validation.md",
      summary: "the bytes are not UTF-8 text (checked before any libyaml event is used, with the "
        + "exact line and column)"),
    Rule(
      code: "yaml-nul-byte", level: .error, page: "docs/Validation.md",
      summary: "the bytes are not UTF-8 text (checked before any libyaml event is used, with the "
        + "exact line and column)"),
    Rule(
      code: "yaml-depth-limit", level: .error, page: "docs/Validation.md",
      summary: "nesting deeper than 512 levels (enforced while events stream)"),
    Rule(
      code: "yaml-alias-limit", level: .error, page: "docs/Validation.md",
      summary: "alias expansion past the node limit (alias bombs); an alias to nothing or to itself"
    ),
    Rule(
      code: "yaml-undefined-alias", level: .error, page: "docs/Validation.md",
      summary: "alias expansion past the node limit (alias bombs); an alias to nothing or to itself"
    ),
    Rule(
      code: "yaml-multiple-documents", level: .error, page: "docs/Validation.md",
      summary: "a second --- document"),
    Rule(
      code: "yaml-unsupported-tag", level: .error, page: "docs/Validation.md",
      summary: "a tag other than the core ones; a << merge whose value is not a mapping"),
    Rule(
      code: "yaml-merge", level: .error, page: "docs/Validation.md",
      summary: "a tag other than the core ones; a << merge whose value is not a mapping"),
    Rule(
      code: "yaml-scalar-too-long", level: .error, page: "docs/Validation.md",
      summary: "a scalar over 1 MiB"),
    Rule(
      code: "duplicate-key", level: .error, page: "docs/Validation.md",
      summary: "a mapping key written twice (libyaml accepts it); a note points at the first"),
    Rule(
      code: "empty-file", level: .error, page: "docs/Validation.md",
      summary: "nothing in the file"),
    Rule(
      code: "wrong-type", level: .error, page: "docs/Validation.md",
      summary: "a value of the wrong kind: \"expected a list for 'views', found a mapping\""),
    Rule(
      code: "unknown-key", level: .error, page: "docs/Validation.md",
      summary: "a key the format does not know, with a did-you-mean"),
    Rule(
      code: "missing-key", level: .error, page: "docs/Validation.md",
      summary: "a required key is absent (storyboard, a scene's kind, a view's id...)"),
    Rule(
      code: "invalid-value", level: .error, page: "docs/Validation.md",
      summary: "a value outside its set (presentation: fullscreen), with a did-you-mean"),
    Rule(
      code: "invalid-id", level: .error, page: "docs/Validation.md",
      summary: "an id that is not [A-Za-z_][A-Za-z0-9_]*"),
    Rule(
      code: "format-version", level: .error, page: "docs/Validation.md",
      summary: "format other than 1"),
    Rule(
      code: "constraint-syntax", level: .error, page: "docs/Validation.md",
      summary: "a syntax error inside a constraint or an expression/template, at its column"),
    Rule(
      code: "expression-syntax", level: .error, page: "docs/Validation.md",
      summary: "a syntax error inside a constraint or an expression/template, at its column"),
    Rule(
      code: "data-file-outside-folder", level: .error, page: "docs/Validation.md",
      summary: "a data path that is absolute, climbs out with .., or leads out through a link"),
    Rule(
      code: "data-file-unreadable", level: .error, page: "docs/Validation.md",
      summary: "a data file that cannot be read"),
  ]
}
