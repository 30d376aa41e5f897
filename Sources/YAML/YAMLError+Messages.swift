import TextPosition

/// The catalogue of the loader's own messages (libyaml's pass through unchanged).
extension YAMLError {
  static let tabHint = "; scene files indent with spaces, not tabs"

  static func fileTooLarge(_ size: Int, limit: Int) -> YAMLError {
    YAMLError(
      .tooLarge, "file is larger than the limit of \(limit) bytes", at: .start)
  }

  /// More nodes than ``YAMLLimits/maxNodes``, at the node that crossed it.
  public static func tooManyNodes(limit: Int, at mark: TextPosition) -> YAMLError {
    YAMLError(.tooLarge, "document has more than \(limit) nodes", at: mark)
  }

  static func invalidUTF8(_ byte: UInt8, at mark: TextPosition) -> YAMLError {
    YAMLError(.invalidUTF8, "invalid UTF-8 byte \(hex(byte)); save the file as UTF-8", at: mark)
  }

  static func nulByte(at mark: TextPosition) -> YAMLError {
    YAMLError(.nulByte, "unexpected NUL byte; save the file as UTF-8 text", at: mark)
  }

  static func forbiddenCharacter(_ value: UInt32, at mark: TextPosition) -> YAMLError {
    YAMLError(.syntax, "character \(codePoint(value)) is not allowed in YAML text", at: mark)
  }

  /// Nesting deeper than ``YAMLLimits/maxDepth``, at the collection that crossed it.
  public static func tooDeep(limit: Int, at mark: TextPosition) -> YAMLError {
    YAMLError(.depthLimit, "nesting is deeper than the limit of \(limit) levels", at: mark)
  }

  static func aliasTooDeep(_ name: String, limit: Int, at mark: TextPosition) -> YAMLError {
    YAMLError(
      .depthLimit, "alias '*\(name)' nests deeper than the limit of \(limit) levels", at: mark)
  }

  static func aliasTooLarge(_ name: String, limit: Int, at mark: TextPosition) -> YAMLError {
    YAMLError(
      .aliasLimit, "alias '*\(name)' expands past the limit of \(limit) nodes", at: mark)
  }

  static func aliasExpansion(
    _ name: String, brought: Int, written: Int, limits: YAMLLimits, at mark: TextPosition
  ) -> YAMLError {
    YAMLError(
      .aliasLimit,
      "alias '*\(name)' brings the nodes made by aliases to \(brought), more than"
        + " \(limits.maxAliasExpansion) times the \(written) nodes written out and more than"
        + " \(limits.aliasExpansionAllowance); write the nodes out instead of aliasing them",
      at: mark)
  }

  static func undefinedAlias(_ name: String, at mark: TextPosition) -> YAMLError {
    YAMLError(.undefinedAlias, "alias '*\(name)' has no anchor '&\(name)' before it", at: mark)
  }

  static func recursiveAlias(_ name: String, at mark: TextPosition) -> YAMLError {
    YAMLError(
      .undefinedAlias, "alias '*\(name)' refers to a node that contains it", at: mark)
  }

  static func secondDocument(at mark: TextPosition) -> YAMLError {
    YAMLError(
      .multipleDocuments, "found a second document; a file holds exactly one YAML document",
      at: mark)
  }

  static func unsupportedTag(_ tag: String, at mark: TextPosition) -> YAMLError {
    YAMLError(
      .unsupportedTag,
      "unsupported tag '\(YAMLTag.shortForm(tag))'; the supported tags are "
        + "!!str, !!int, !!float, !!bool, !!null, !!seq and !!map",
      at: mark)
  }

  static func tagMismatch(_ tag: String, node: Node) -> YAMLError {
    let what = node.scalar.map { "value '\($0.text)'" } ?? node.kindName
    return YAMLError(
      .unsupportedTag, "tag '\(YAMLTag.shortForm(tag))' does not fit \(what)", at: node.mark)
  }

  static func badMerge(found node: Node) -> YAMLError {
    YAMLError(
      .badMerge,
      "merge key '<<' needs a mapping or a list of mappings, found \(node.kindName)",
      at: node.mark)
  }

  /// A scalar longer than ``YAMLLimits/maxScalarLength``.
  public static func scalarTooLong(_ length: Int, limit: Int, at mark: TextPosition) -> YAMLError {
    YAMLError(
      .scalarTooLong, "scalar is \(length) bytes long, over the limit of \(limit) bytes",
      at: mark)
  }

  static func outOfMemory(at mark: TextPosition) -> YAMLError {
    YAMLError(.tooLarge, "libyaml ran out of memory", at: mark)
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "0x" + (digits.count < 2 ? "0" + digits : digits)
  }

  private static func codePoint(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
