import TextPosition

internal import CLibXML2

/// Runs libxml2's SAX2 push parser over the bytes and hands its events to a
/// ``TreeBuilder``: the only code that sees libxml2.
///
/// Safety: the options never include `XML_PARSE_NOENT`, `XML_PARSE_DTDLOAD`,
/// `XML_PARSE_DTDATTR`, `XML_PARSE_DTDVALID`, `XML_PARSE_XINCLUDE` or `XML_PARSE_HUGE`, and
/// include `XML_PARSE_NONET`; a DOCTYPE's internal subset and every reference to an entity
/// other than the five predefined ones stop the parse with a located error. Errors arrive
/// through the handler's own structured-error callback with this parse's context, so
/// nothing goes to libxml2's global handlers (stderr) and parses on several threads share
/// no state. A fatal error disables further events; the push parser then stops.
///
/// A struct in memory of its own for the parse: libxml2's callbacks reach it through a
/// pointer, so its state and the builder's are plain stored values, with none of the
/// run-time exclusivity checks that a class's stored properties pay on every access.
struct LibXML2Parser {
  /// `xmlInitParser` once, before any parse: it is not safe to race.
  private static let initialized: Bool = {
    xmlInitParser()
    return true
  }()

  private static let options =
    Int32(XML_PARSE_NONET.rawValue) | Int32(XML_PARSE_IGNORE_ENC.rawValue)

  private(set) var builder: TreeBuilder
  private let bytes: UnsafeBufferPointer<UInt8>
  private var context: xmlParserCtxtPtr?
  /// The qualified names met so far, each made a `String` once.
  private var names = NameTable()

  private init(_ bytes: UnsafeBufferPointer<UInt8>, builder: TreeBuilder) {
    self.bytes = bytes
    self.builder = builder
  }

  /// Parses the first `count` bytes into `builder`; `terminate` says that they are the whole
  /// document. Returns the builder, and `false` when libxml2 could not create its parser.
  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, count: Int, terminate: Bool, into builder: TreeBuilder
  ) -> (parsed: Bool, builder: TreeBuilder) {
    guard initialized, let base = bytes.baseAddress else { return (false, builder) }
    let parser = UnsafeMutablePointer<LibXML2Parser>.allocate(capacity: 1)
    parser.initialize(to: LibXML2Parser(bytes, builder: builder))
    defer {
      parser.deinitialize(count: 1)
      parser.deallocate()
    }
    var handler = handler()
    guard let context = xmlCreatePushParserCtxt(&handler, parser, nil, 0, nil) else {
      return (false, parser.pointee.builder)
    }
    parser.pointee.context = context
    defer {
      parser.pointee.context = nil
      xmlFreeParserCtxt(context)
    }
    _ = xmlCtxtUseOptions(context, options)
    base.withMemoryRebound(to: CChar.self, capacity: count) { chars in
      var start = 0
      while start < count, parser.pointee.builder.error == nil {
        let length = min(chunkSize, count - start)
        let isLast = start + length == count
        guard xmlParseChunk(context, chars + start, Int32(length), terminate && isLast ? 1 : 0) == 0
        else { break }
        start += length
      }
    }
    return (true, parser.pointee.builder)
  }

  /// How many bytes each `xmlParseChunk` gets. libxml2 2.9's push parser refuses more than
  /// 10 MB of input it has not parsed yet ("Huge input lookup"), and rescans a construct
  /// that spans chunks once per chunk, so a chunk is large but far below 10 MB.
  static let chunkSize = 1 << 20

  /// The byte offset libxml2 has reached, or `nil` when it cannot say.
  private var offset: Int? {
    guard let context else { return nil }
    let consumed = Int(xmlByteConsumed(context))
    return consumed >= 0 && consumed <= bytes.count ? consumed : nil
  }

  /// Whether to go on: after an error (libxml2 goes on after a namespace error), the parse
  /// stops. Called at the start of every event.
  private mutating func proceed() -> Bool {
    guard builder.error != nil else { return true }
    stop()
    return false
  }

  private func stop() {
    if let context { xmlStopParser(context) }
  }

  private static func parser(
    _ pointer: UnsafeMutableRawPointer?
  ) -> UnsafeMutablePointer<LibXML2Parser>? {
    pointer?.assumingMemoryBound(to: LibXML2Parser.self)
  }

  private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
    pointer.map { String(cString: $0) }
  }

  private static func handler() -> xmlSAXHandler {
    var handler = xmlSAXHandler()
    handler.initialized = XML_SAX2_MAGIC
    handler.startElementNs = {
      context, localName, prefix, _, namespaceCount, namespaces,
      attributeCount, _, attributes in
      guard let parser = LibXML2Parser.parser(context), parser.pointee.proceed() else { return }
      let tag = Tag(
        attributes: attributes, attributeCount: Int(attributeCount), namespaces: namespaces,
        namespaceCount: Int(namespaceCount))
      parser.pointee.startElement(localName, prefix, tag)
    }
    handler.endElementNs = { context, _, _, _ in
      guard let parser = LibXML2Parser.parser(context), parser.pointee.proceed() else { return }
      parser.pointee.builder.endElement()
    }
    handler.characters = { context, chars, length in
      guard let parser = LibXML2Parser.parser(context), parser.pointee.proceed(), let chars else {
        return
      }
      parser.pointee.characters(UnsafeBufferPointer(start: chars, count: Int(length)))
    }
    handler.cdataBlock = handler.characters
    handler.internalSubset = { context, _, _, _ in
      guard let parser = LibXML2Parser.parser(context), parser.pointee.proceed() else { return }
      parser.pointee.doctype()
    }
    handler.getEntity = { context, name in
      guard let parser = LibXML2Parser.parser(context), parser.pointee.proceed() else { return nil }
      parser.pointee.entity(LibXML2Parser.string(name) ?? "")
      return nil
    }
    handler.serror = { context, error in
      guard let parser = LibXML2Parser.parser(context), let error else { return }
      parser.pointee.report(error.pointee)
    }
    return handler
  }

  /// libxml2's attributes of one start tag: five pointers each (local name, prefix, URI,
  /// value start, value end), and the namespace declarations, two each (prefix, URI).
  private struct Tag {
    var attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    var attributeCount: Int
    var namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    var namespaceCount: Int
  }

  private mutating func startElement(
    _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ tag: Tag
  ) {
    let name = names.name(localName, prefix: prefix)
    let start = MarkupScan.tagStart(before: offset ?? 0, in: bytes)
    if let position = builder.admitElement(at: start) {
      let attributes = located(tag, inTagAt: start) ?? inLibXML2Order(tag, at: position)
      builder.startElement(name, at: position, attributes: attributes)
    }
    if builder.error != nil { stop() }
  }

  /// The attributes in document order, each at the position of its name, from a scan of the
  /// tag's bytes; `nil` when the scan does not match libxml2's attributes (it always should).
  private mutating func located(_ tag: Tag, inTagAt start: Int) -> [IBAttribute]? {
    var located: [IBAttribute] = []
    located.reserveCapacity(tag.attributeCount + tag.namespaceCount)
    var nextAttribute = 0
    var nextNamespace = 0
    var names = MarkupScan.AttributeNames(tagAt: start, in: bytes)
    while let range = names.next() {
      let attribute: IBAttribute
      if MarkupScan.isNamespaceDeclaration(range, in: bytes) {
        guard nextNamespace < tag.namespaceCount,
          let declaration = namespace(tag, nextNamespace, at: range)
        else { return nil }
        attribute = declaration
        nextNamespace += 1
      } else {
        guard nextAttribute < tag.attributeCount,
          let plain = self.attribute(tag, nextAttribute, at: range)
        else { return nil }
        attribute = plain
        nextAttribute += 1
      }
      located.append(attribute)
    }
    guard nextAttribute == tag.attributeCount, nextNamespace == tag.namespaceCount else {
      return nil
    }
    return located
  }

  /// libxml2's attribute `index` when its qualified name is the bytes in `range`.
  private mutating func attribute(_ tag: Tag, _ index: Int, at range: Range<Int>) -> IBAttribute? {
    guard let attributes = tag.attributes, let local = attributes[5 * index] else { return nil }
    let prefix = attributes[5 * index + 1]
    var cursor = range.lowerBound
    if let prefix {
      guard let end = MarkupScan.match(prefix, in: bytes, at: cursor), end < range.upperBound,
        bytes[end] == UInt8(ascii: ":")
      else { return nil }
      cursor = end + 1
    }
    guard MarkupScan.match(local, in: bytes, at: cursor) == range.upperBound,
      let value = value(tag, index)
    else { return nil }
    return IBAttribute(
      name: names.name(local, prefix: prefix), value: value,
      position: builder.position(at: range.lowerBound))
  }

  /// libxml2's namespace declaration `index` when its `xmlns` / `xmlns:p` name is the bytes
  /// in `range`.
  private mutating func namespace(_ tag: Tag, _ index: Int, at range: Range<Int>) -> IBAttribute? {
    guard let (name, value) = declaration(tag, index),
      name.utf8.elementsEqual(bytes[range])
    else { return nil }
    return IBAttribute(name: name, value: value, position: builder.position(at: range.lowerBound))
  }

  /// The attributes in libxml2's order, then the namespace declarations, all at `position`.
  private mutating func inLibXML2Order(_ tag: Tag, at position: TextPosition) -> [IBAttribute] {
    var attributes: [IBAttribute] = []
    for index in 0..<tag.attributeCount {
      guard let local = tag.attributes?[5 * index], let value = value(tag, index) else { continue }
      let name = names.name(local, prefix: tag.attributes?[5 * index + 1])
      attributes.append(IBAttribute(name: name, value: value, position: position))
    }
    for index in 0..<tag.namespaceCount {
      guard let (name, value) = declaration(tag, index) else { continue }
      attributes.append(IBAttribute(name: name, value: value, position: position))
    }
    return attributes
  }

  private mutating func value(_ tag: Tag, _ index: Int) -> String? {
    guard let attributes = tag.attributes, let start = attributes[5 * index + 3],
      let end = attributes[5 * index + 4], end >= start
    else { return nil }
    return Self.attributeValue(UnsafeBufferPointer(start: start, count: end - start))
  }

  /// Namespace declaration `index` as an attribute's name and value.
  private mutating func declaration(_ tag: Tag, _ index: Int) -> (name: String, value: String)? {
    guard let namespaces = tag.namespaces else { return nil }
    let name = Self.string(namespaces[2 * index]).map { "xmlns:\($0)" } ?? "xmlns"
    return (name, Self.string(namespaces[2 * index + 1]) ?? "")
  }

  /// An attribute value as libxml2 gives it, but with `&` for `&#38;`: without
  /// `XML_PARSE_NOENT`, libxml2 writes every `&` of a value (from `&amp;` or `&#38;`, the
  /// only ways to write one) as `&#38;`, so each `&#38;` it gives stands for a `&`.
  private static func attributeValue(_ raw: UnsafeBufferPointer<UInt8>) -> String {
    guard raw.contains(UInt8(ascii: "&")) else { return String(decoding: raw, as: UTF8.self) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(raw.count)
    let ampersand = UInt8(ascii: "&")
    var index = 0
    while index < raw.count {
      bytes.append(raw[index])
      let isEscape =
        raw[index] == ampersand && index + 5 <= raw.count
        && raw[(index + 1)..<(index + 5)].elementsEqual("#38;".utf8)
      index += isEscape ? 5 : 1
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private mutating func characters(_ chunk: UnsafeBufferPointer<UInt8>) {
    builder.characters(chunk)
    if builder.error != nil { stop() }
  }

  /// A DOCTYPE: libxml2 calls this with its cursor at the `[` of an internal subset, if any.
  private mutating func doctype() {
    guard let offset, offset < bytes.count, bytes[offset] == UInt8(ascii: "[") else { return }
    builder.fail(.internalSubset(file: builder.file, at: builder.position(at: offset)))
    stop()
  }

  /// An entity reference that is not one of the five predefined ones; libxml2's cursor is
  /// just after its `;`.
  private mutating func entity(_ name: String) {
    var start = min(offset ?? 0, bytes.count)
    while start > 0, bytes[start - 1] != UInt8(ascii: "&") { start -= 1 }
    builder.fail(
      .entityReference(name, file: builder.file, at: builder.position(at: max(start - 1, 0))))
    stop()
  }

  /// Whether the first character after any BOM and white space is a `<`.
  private var startsWithMarkup: Bool {
    let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    let first = bytes.dropFirst(hasBOM ? 3 : 0).first {
      $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D
    }
    return first == UInt8(ascii: "<")
  }

  /// The offset of a `<` at or after `offset` that no `>` follows: a tag the file ends
  /// inside, as in a file that holds only `<` (libxml2 calls it "extra content").
  private func unclosedTagAtEnd(from offset: Int) -> Int? {
    let rest = bytes[min(offset, bytes.count)...]
    guard let open = rest.firstIndex(of: UInt8(ascii: "<")),
      !rest[open...].contains(UInt8(ascii: ">"))
    else { return nil }
    return open
  }

  /// A character reference libxml2 refuses ("xmlParseCharRef: invalid xmlChar value 27"):
  /// its text as written, the value it stands for, and its offset, the last `&#` before
  /// `offset`.
  private func forbiddenCharacterReference(_ message: String, before offset: Int)
    -> (text: String, value: UInt32, offset: Int)?
  {
    let prefix = "xmlParseCharRef: invalid xmlChar value "
    guard message.hasPrefix(prefix),
      let value = UInt32(message.dropFirst(prefix.count).prefix { $0.isNumber })
    else { return nil }
    var start = min(offset, bytes.count)
    while start > 1, !(bytes[start - 2] == UInt8(ascii: "&") && bytes[start - 1] == UInt8(ascii: "#")) {
      start -= 1
    }
    guard start > 1 else { return nil }
    let end = bytes[start...].prefix(12).firstIndex(of: UInt8(ascii: ";")) ?? start
    let text = String(decoding: bytes[(start - 2)...end], as: UTF8.self)
    return (text, value, start - 2)
  }

  /// An error or warning libxml2 reports; warnings are ignored.
  private mutating func report(_ error: xmlError) {
    guard builder.error == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
    let message = error.message.map { String(cString: $0) } ?? "libxml2 failed"
    let offset = self.offset ?? bytes.count
    let position = builder.position(at: offset)
    let code = xmlParserErrors(rawValue: UInt32(bitPattern: error.code))
    let file = builder.file
    if code == XML_ERR_DOCUMENT_EMPTY, !startsWithMarkup {
      return builder.fail(.notXML(file: file, at: position))
    }
    if code == XML_ERR_INTERNAL_ERROR, message.contains("Huge input lookup") {
      return builder.fail(.markupTooLong(file: file, at: position))
    }
    if let reference = forbiddenCharacterReference(message, before: offset) {
      return builder.fail(
        .forbiddenCharacterReference(
          reference.text, value: reference.value, file: file,
          at: builder.position(at: reference.offset)))
    }
    let atEnd = offset >= bytes.count
    if builder.root == nil, let tag = unclosedTagAtEnd(from: offset) {
      return builder.fail(.truncatedTag(file: file, at: builder.position(at: tag)))
    }
    if atEnd, let open = builder.openElement {
      return builder.fail(.truncated(open.name, file: file, at: position, opened: open.position))
    }
    if atEnd, builder.root == nil {
      return builder.fail(.noRootElement(file: file, at: position))
    }
    let open = code == XML_ERR_TAG_NAME_MISMATCH ? builder.openElement : nil
    let hint =
      atEnd
      ? "; the file ends too early: is it truncated?"
      : code == XML_ERR_DOCUMENT_END ? "; a document has exactly one root element" : ""
    builder.fail(.libxml2(message, hint: hint, file: file, at: position, openElement: open))
  }
}
