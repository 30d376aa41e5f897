extension DiagnosticCode {
  /// The codes of docs/Validation.md's storyboard table (reading `.storyboard` XML), in its
  /// order, after `validationRules`.
  public static let storyboardCodes: [DiagnosticCode] = [
    .xmlSyntax, .xmlTooLarge, .xmlInvalidUtf8, .xmlNulByte, .xmlDepthLimit, .xmlAttributeLimit,
    .xmlValueTooLong, .xmlDoctype, .xmlEntity, .xmlNotStoryboard, .storyboardPlatform,
    .storyboardLimit, .notCarried,
  ]

  public static let xmlSyntax = DiagnosticCode(
    name: "xml-syntax", level: .error, page: "docs/Validation.md",
    summary: "malformed XML (a tag left open, a truncated file), at the place libxml2 stopped")

  public static let xmlTooLarge = DiagnosticCode(
    name: "xml-too-large", level: .error, page: "docs/Validation.md",
    summary: "a storyboard over 32 MiB, or with more than 100,000 elements")

  public static let xmlInvalidUtf8 = DiagnosticCode(
    name: "xml-invalid-utf8", level: .error, page: "docs/Validation.md",
    summary: "bytes that are not UTF-8, at the first bad byte")

  public static let xmlNulByte = DiagnosticCode(
    name: "xml-nul-byte", level: .error, page: "docs/Validation.md",
    summary: "a NUL byte in the file")

  public static let xmlDepthLimit = DiagnosticCode(
    name: "xml-depth-limit", level: .error, page: "docs/Validation.md",
    summary: "elements nested deeper than 256 levels")

  public static let xmlAttributeLimit = DiagnosticCode(
    name: "xml-attribute-limit", level: .error, page: "docs/Validation.md",
    summary: "an element with more than 256 attributes")

  public static let xmlValueTooLong = DiagnosticCode(
    name: "xml-value-too-long", level: .error, page: "docs/Validation.md",
    summary: "an attribute value or text over 1 MiB")

  public static let xmlDoctype = DiagnosticCode(
    name: "xml-doctype", level: .error, page: "docs/Validation.md",
    summary: "a DOCTYPE (no DTD is ever read, so no entity can be declared)")

  public static let xmlEntity = DiagnosticCode(
    name: "xml-entity", level: .error, page: "docs/Validation.md",
    summary:
      "a reference to an entity other than the five predefined ones (billion laughs, external entities)"
  )

  public static let xmlNotStoryboard = DiagnosticCode(
    name: "xml-not-storyboard", level: .error, page: "docs/Validation.md",
    summary: "well-formed XML whose root is not an Interface Builder storyboard document")

  public static let storyboardPlatform = DiagnosticCode(
    name: "storyboard-platform", level: .error, page: "docs/Validation.md",
    summary: "a tvOS, watchOS or macOS storyboard: scenectl reads iOS storyboards")

  public static let storyboardLimit = DiagnosticCode(
    name: "storyboard-limit", level: .error, page: "docs/Validation.md",
    summary:
      "a storyboard past an import limit (1,000 scenes; 10,000 views and objects, connections or constraints), or whose scene file would nest deeper than the YAML loader reads, at the element that crosses it (docs/Hardening.md)"
  )

  public static let notCarried = DiagnosticCode(
    name: "not-carried", level: .note, page: "docs/Validation.md",
    summary:
      "the storyboard has elements the scene format cannot hold yet; one note per file, at the first of them; 'scenectl import' lists each with its reason (docs/Storyboards.md)"
  )
}
