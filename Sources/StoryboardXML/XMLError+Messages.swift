import TextPosition

/// The catalogue of the reader's own messages (libxml2's pass through with a hint).
extension XMLError {
  /// The document type of an iOS storyboard.
  static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"

  private static let expectedRoot =
    "scenectl reads storyboards whose root is"
    + " <document type=\"\(storyboardType)\">"

  static func fileTooLarge(limit: Int, file: String) -> XMLError {
    XMLError(
      .tooLarge, "file is larger than the limit of \(limit) bytes", file: file,
      at: TextPosition(line: 1, column: 1))
  }

  static func tooManyElements(limit: Int, file: String, at position: TextPosition) -> XMLError {
    XMLError(.tooLarge, "document has more than \(limit) elements", file: file, at: position)
  }

  static func invalidUTF8(
    _ byte: UInt8, looksLikeUTF16: Bool, file: String, at position: TextPosition
  ) -> XMLError {
    let hint = looksLikeUTF16 ? "; this looks like UTF-16: save" : "; save"
    return XMLError(
      .invalidUTF8, "invalid UTF-8 byte \(hex(byte))\(hint) the file as UTF-8", file: file,
      at: position)
  }

  static func nulByte(looksLikeUTF16: Bool, file: String, at position: TextPosition) -> XMLError {
    let hint = looksLikeUTF16 ? "; this looks like UTF-16 without a byte-order mark: save" : "; save"
    return XMLError(
      .nulByte, "unexpected NUL byte\(hint) the file as UTF-8 text", file: file, at: position)
  }

  static func forbiddenCharacter(_ value: UInt32, file: String, at position: TextPosition)
    -> XMLError
  {
    XMLError(
      .syntax, "character \(codePoint(value)) is not allowed in XML text", file: file,
      at: position)
  }

  static func tooDeep(limit: Int, file: String, at position: TextPosition) -> XMLError {
    XMLError(
      .depthLimit, "elements nest deeper than the limit of \(limit) levels", file: file,
      at: position)
  }

  static func tooManyAttributes(_ count: Int, limit: Int, file: String, at position: TextPosition)
    -> XMLError
  {
    XMLError(
      .attributeLimit, "element has \(count) attributes, more than the limit of \(limit)",
      file: file, at: position)
  }

  static func attributeTooLong(
    _ name: String, length: Int, limit: Int, file: String, at position: TextPosition
  ) -> XMLError {
    XMLError(
      .valueTooLong,
      "value of attribute '\(name)' is \(length) bytes long, over the limit of \(limit) bytes",
      file: file, at: position)
  }

  static func textTooLong(_ element: String, limit: Int, file: String, at position: TextPosition)
    -> XMLError
  {
    XMLError(
      .valueTooLong, "text of '<\(element)>' is longer than the limit of \(limit) bytes",
      file: file, at: position)
  }

  static func markupTooLong(file: String, at position: TextPosition) -> XMLError {
    XMLError(
      .valueTooLong,
      "this tag, comment or section runs on for more than 10000000 bytes, libxml2's limit",
      file: file, at: position)
  }

  static func internalSubset(file: String, at position: TextPosition) -> XMLError {
    XMLError(
      .doctype,
      "a DOCTYPE with an internal subset ('[...]') is not allowed: it can declare entities,"
        + " and storyboards have none", file: file, at: position)
  }

  static func entityReference(_ name: String, file: String, at position: TextPosition)
    -> XMLError
  {
    XMLError(
      .entity,
      "entity reference '&\(name);' is not allowed; only &amp; &lt; &gt; &quot; &apos; and"
        + " character references such as &#10; are", file: file, at: position)
  }

  static func notStoryboard(root: String, file: String, at position: TextPosition) -> XMLError {
    XMLError(
      .notStoryboard,
      "this XML file is not an Interface Builder storyboard: its root element is <\(root)>;"
        + " \(expectedRoot)", file: file, at: position)
  }

  static func wrongDocumentType(_ type: String?, file: String, at position: TextPosition)
    -> XMLError
  {
    let what = type.map { "is of type '\($0)'" } ?? "has no 'type' attribute"
    return XMLError(
      .notStoryboard, "this Interface Builder document \(what); \(expectedRoot)", file: file,
      at: position)
  }

  /// Whether a document type is one scenectl reads: an iOS storyboard, or an iOS XIB
  /// (`…CocoaTouch.XIB`, `…CocoaTouch.iPad.XIB`), which XIBImport maps onto a storyboard.
  static func isReadType(_ type: String) -> Bool {
    type == storyboardType
      || (type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch.") && type.hasSuffix(".XIB"))
  }

  static func emptyFile(file: String) -> XMLError {
    XMLError(
      .notStoryboard, "the file is empty; \(expectedRoot)", file: file,
      at: TextPosition(line: 1, column: 1))
  }

  static func libxml2Failed(file: String) -> XMLError {
    XMLError(
      .syntax, "libxml2 could not parse the file (out of memory)", file: file,
      at: TextPosition(line: 1, column: 1))
  }

  static func notXML(file: String, at position: TextPosition) -> XMLError {
    XMLError(
      .notStoryboard, "this file is not XML: a storyboard starts with '<?xml' or '<document'",
      file: file, at: position)
  }

  static func noRootElement(file: String, at position: TextPosition) -> XMLError {
    XMLError(
      .notStoryboard, "the file has no root element; \(expectedRoot)", file: file, at: position)
  }

  static func truncatedTag(file: String, at position: TextPosition) -> XMLError {
    XMLError(
      .syntax, "the file ends inside the tag that starts here; is it truncated?", file: file,
      at: position)
  }

  static func forbiddenCharacterReference(
    _ reference: String, value: UInt32, file: String, at position: TextPosition
  ) -> XMLError {
    XMLError(
      .syntax,
      "character reference '\(reference)' stands for \(codePoint(value)), which XML 1.0 does"
        + " not allow even as a reference; remove it", file: file, at: position)
  }

  static func truncated(
    _ element: String, file: String, at position: TextPosition, opened: TextPosition
  ) -> XMLError {
    XMLError(
      .syntax, "the file ends before '<\(element)>' is closed; is it truncated?", file: file,
      at: position, note: ("'<\(element)>' starts here", opened))
  }

  /// libxml2's message, its first word lowered (unless it is an acronym such as `XML`), cut
  /// to 300 characters, with a hint and a note at the element an end tag does not match.
  static func libxml2(
    _ message: String, hint: String, file: String, at position: TextPosition,
    openElement: (name: String, position: TextPosition)?
  ) -> XMLError {
    var text = Substring(message)
    while let last = text.last, last == "\n" || last == " " { text.removeLast() }
    if text.count > 300 { text = text.prefix(300) + "…" }
    let isAcronym = text.dropFirst().first.map(\.isUppercase) ?? false
    let message = (isAcronym ? String(text) : text.prefix(1).lowercased() + text.dropFirst()) + hint
    let note = openElement.map { ("'<\($0.name)>' starts here", $0.position) }
    return XMLError(.syntax, message, file: file, at: position, note: note)
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
