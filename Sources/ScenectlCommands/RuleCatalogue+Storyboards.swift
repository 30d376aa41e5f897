extension RuleCatalogue {
  /// The codes of docs/Validation.md's storyboard table (reading `.storyboard` XML), in its
  /// order, after `validationRules`.
  static let storyboardRules: [Rule] = [
    Rule(
      code: "xml-syntax", level: .error, page: "docs/Validation.md",
      summary: "malformed XML (a tag left open, a truncated file), at the place libxml2 stopped"),
    Rule(
      code: "xml-too-large", level: .error, page: "docs/Validation.md",
      summary: "a storyboard over 32 MiB, or with more than 100,000 elements"),
    Rule(
      code: "xml-invalid-utf8", level: .error, page: "docs/Validation.md",
      summary: "bytes that are not UTF-8, at the first bad byte"),
    Rule(
      code: "xml-nul-byte", level: .error, page: "docs/Validation.md",
      summary: "a NUL byte in the file"),
    Rule(
      code: "xml-depth-limit", level: .error, page: "docs/Validation.md",
      summary: "elements nested deeper than 256 levels"),
    Rule(
      code: "xml-attribute-limit", level: .error, page: "docs/Validation.md",
      summary: "an element with more than 256 attributes"),
    Rule(
      code: "xml-value-too-long", level: .error, page: "docs/Validation.md",
      summary: "an attribute value or text over 1 MiB"),
    Rule(
      code: "xml-doctype", level: .error, page: "docs/Validation.md",
      summary: "a DOCTYPE (no DTD is ever read, so no entity can be declared)"),
    Rule(
      code: "xml-entity", level: .error, page: "docs/Validation.md",
      summary:
        "a reference to an entity other than the five predefined ones (billion laughs, external entities)"
    ),
    Rule(
      code: "xml-not-storyboard", level: .error, page: "docs/Validation.md",
      summary: "well-formed XML whose root is not an Interface Builder storyboard document"),
    Rule(
      code: "storyboard-platform", level: .error, page: "docs/Validation.md",
      summary: "a tvOS, watchOS or macOS storyboard: scenectl reads iOS storyboards"),
    Rule(
      code: "storyboard-limit", level: .error, page: "docs/Validation.md",
      summary:
        "a storyboard past an import limit (1,000 scenes; 10,000 views and objects, connections or constraints), or whose scene file would nest deeper than the YAML loader reads, at the element that crosses it (docs/Hardening.md)"
    ),
    Rule(
      code: "not-carried", level: .note, page: "docs/Validation.md",
      summary:
        "the storyboard has elements the scene format cannot hold yet; one note per file, at the first of them; 'scenectl import' lists each with its reason (docs/Storyboards.md)"
    ),
  ]
}
