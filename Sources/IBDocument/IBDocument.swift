import StoryboardXML

/// An Interface Builder document (a storyboard or a XIB) read so that every byte is kept:
/// ``bytes()`` of a document nothing changed is the file it was read from, byte for byte.
///
///     let document = try IBDocument(parsing: bytes, file: "Main.storyboard")
///     assert(document.bytes() == bytes)
///
/// The reader is a small tokenizer, not a validating parser: it checks what it needs to
/// keep the bytes and find the elements (tags closed and matched, attributes quoted,
/// nothing but markup outside the root), and the limits of ``XMLLimits``. Whether the XML
/// is well formed in every other respect (entities, characters) is `StoryboardXML`'s check,
/// which the front end runs on every file it reads.
public struct IBDocument: Sendable {
  /// The root element (`<document>`); its ``IBNode/leading`` bytes are the prolog (the XML
  /// declaration).
  public var root: IBNode
  /// The bytes after the root's end tag (Xcode writes one line break).
  public var epilog: ArraySlice<UInt8>

  /// Reads `bytes`; `file` is the name errors give, `origin` tags every node read (so a
  /// merged document tells which input each element came from).
  ///
  /// - Throws: `XMLError` at the place of the first problem: `xml-syntax`, `xml-too-large`,
  ///   `xml-depth-limit`, `xml-attribute-limit`, `xml-value-too-long`, `xml-nul-byte`,
  ///   `xml-invalid-utf8` or `xml-doctype`.
  /// - Complexity: O(n) in the bytes.
  public init(
    parsing bytes: [UInt8], file: String, origin: Int = 0, limits: XMLLimits = .default
  ) throws(XMLError) {
    let reader = IBDocumentReader(bytes: bytes, file: file, origin: origin, limits: limits)
    switch reader.read() {
    case .success(let (root, epilog)):
      self.root = root
      self.epilog = epilog
    case .failure(let error):
      throw error
    }
  }

  /// The document as Interface Builder XML: the bytes read, where nothing changed, and
  /// Xcode's own layout for what did.
  public func bytes() -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(root.source.map { $0.count + 1 } ?? 1 << 16)
    root.write(into: &out)
    out += epilog
    return out
  }
}

extension IBNode {
  /// Appends the element and all it holds; `start` is told the offset of each start tag.
  /// An element nothing changed is its bytes as read, copied at once.
  func write(into out: inout [UInt8], start: ((Int, IBNode) -> Void)? = nil) {
    out += leading
    if start == nil, let source {
      out += source
      return
    }
    start?(out.count, self)
    writeStartTag(into: &out)
    for child in children { child.write(into: &out, start: start) }
    out += trailing
    out += endTag
  }

  /// How many bytes ``write(into:start:)`` gives after the leading bytes.
  var writtenCount: Int {
    if let source { return source.count }
    var count = startTagCount
    for child in children { count += child.leading.count + child.writtenCount }
    return count + trailing.count + endTag.count
  }

  /// How many bytes ``writeStartTag(into:)`` gives.
  var startTagCount: Int {
    if let startTag { return startTag.count }
    var count = 1 + name.utf8.count + (isSelfClosing ? 2 : 1)
    for attribute in attributes {
      count += 1 + attribute.name.utf8.count + 2 + attribute.rawValue.utf8.count + 1
    }
    return count
  }

  /// The start tag as read, or as Xcode writes one: `<name a="1" b="2">`, each attribute
  /// after one space in double quotes, `/>` with no space before it when self-closing.
  func writeStartTag(into out: inout [UInt8]) {
    if let startTag {
      out += startTag
      return
    }
    out.append(UInt8(ascii: "<"))
    out += name.utf8
    for attribute in attributes {
      out.append(UInt8(ascii: " "))
      out += attribute.name.utf8
      out += "=\"".utf8
      out += attribute.rawValue.utf8
      out.append(UInt8(ascii: "\""))
    }
    out += (isSelfClosing ? "/>" : ">").utf8
  }
}
