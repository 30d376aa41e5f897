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
final class LibXML2Parser {
  /// `xmlInitParser` once, before any parse: it is not safe to race.
  private static let initialized: Bool = {
    xmlInitParser()
    return true
  }()

  private static let options =
    Int32(XML_PARSE_NONET.rawValue) | Int32(XML_PARSE_IGNORE_ENC.rawValue)

  let builder: TreeBuilder
  private let bytes: UnsafeBufferPointer<UInt8>
  private var context: xmlParserCtxtPtr?

  init(_ bytes: UnsafeBufferPointer<UInt8>, builder: TreeBuilder) {
    self.bytes = bytes
    self.builder = builder
  }

  /// Parses the first `count` bytes; `terminate` says that they are the whole document.
  /// Returns `false` when libxml2 could not create its parser.
  func parse(count: Int, terminate: Bool) -> Bool {
    guard Self.initialized, let base = bytes.baseAddress else { return false }
    var handler = Self.handler()
    let me = Unmanaged.passUnretained(self).toOpaque()
    guard let context = xmlCreatePushParserCtxt(&handler, me, nil, 0, nil) else { return false }
    self.context = context
    defer {
      self.context = nil
      xmlFreeParserCtxt(context)
    }
    _ = xmlCtxtUseOptions(context, Self.options)
    base.withMemoryRebound(to: CChar.self, capacity: count) { chars in
      var start = 0
      while start < count, builder.error == nil {
        let length = min(Self.chunkSize, count - start)
        let isLast = start + length == count
        guard xmlParseChunk(context, chars + start, Int32(length), terminate && isLast ? 1 : 0) == 0
        else { break }
        start += length
      }
    }
    return true
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
  private func proceed() -> Bool {
    guard builder.error != nil else { return true }
    stop()
    return false
  }

  private func stop() {
    if let context { xmlStopParser(context) }
  }

  private static func parser(_ pointer: UnsafeMutableRawPointer?) -> LibXML2Parser? {
    pointer.map { Unmanaged<LibXML2Parser>.fromOpaque($0).takeUnretainedValue() }
  }

  private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
    pointer.map { String(cString: $0) }
  }

  private static func qualified(_ prefix: UnsafePointer<xmlChar>?, _ local: String) -> String {
    string(prefix).map { "\($0):\(local)" } ?? local
  }

  private static func handler() -> xmlSAXHandler {
    var handler = xmlSAXHandler()
    handler.initialized = XML_SAX2_MAGIC
    handler.startElementNs = {
      context, localName, prefix, _, namespaceCount, namespaces,
      attributeCount, _, attributes in
      guard let parser = LibXML2Parser.parser(context), parser.proceed() else { return }
      parser.startElement(
        localName, prefix, namespaces, Int(namespaceCount), attributes, Int(attributeCount))
    }
    handler.endElementNs = { context, _, _, _ in
      guard let parser = LibXML2Parser.parser(context), parser.proceed() else { return }
      parser.builder.endElement()
    }
    handler.characters = { context, chars, length in
      guard let parser = LibXML2Parser.parser(context), parser.proceed(), let chars else { return }
      parser.characters(UnsafeBufferPointer(start: chars, count: Int(length)))
    }
    handler.cdataBlock = handler.characters
    handler.internalSubset = { context, _, _, _ in
      guard let parser = LibXML2Parser.parser(context), parser.proceed() else { return }
      parser.doctype()
    }
    handler.getEntity = { context, name in
      guard let parser = LibXML2Parser.parser(context), parser.proceed() else { return nil }
      parser.entity(LibXML2Parser.string(name) ?? "")
      return nil
    }
    handler.serror = { context, error in
      guard let parser = LibXML2Parser.parser(context), let error else { return }
      parser.report(error.pointee)
    }
    return handler
  }

  private func startElement(
    _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?,
    _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, _ namespaceCount: Int,
    _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, _ attributeCount: Int
  ) {
    let name = Self.qualified(prefix, Self.string(localName) ?? "")
    var pairs: [(name: String, value: String)] = []
    pairs.reserveCapacity(attributeCount)
    for index in 0..<attributeCount {
      guard let attributes, let local = Self.string(attributes[5 * index]),
        let start = attributes[5 * index + 3], let end = attributes[5 * index + 4]
      else { continue }
      let value = Self.attributeValue(UnsafeBufferPointer(start: start, count: end - start))
      pairs.append((Self.qualified(attributes[5 * index + 1], local), value))
    }
    var declarations: [(name: String, value: String)] = []
    for index in 0..<namespaceCount {
      guard let namespaces else { continue }
      let name = Self.string(namespaces[2 * index]).map { "xmlns:\($0)" } ?? "xmlns"
      declarations.append((name, Self.string(namespaces[2 * index + 1]) ?? ""))
    }
    builder.startElement(
      name, attributes: pairs, namespaces: declarations, tagEnd: offset ?? 0)
    if builder.error != nil { stop() }
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

  private func characters(_ chunk: UnsafeBufferPointer<UInt8>) {
    builder.characters(chunk)
    if builder.error != nil { stop() }
  }

  /// A DOCTYPE: libxml2 calls this with its cursor at the `[` of an internal subset, if any.
  private func doctype() {
    guard let offset, offset < bytes.count, bytes[offset] == UInt8(ascii: "[") else { return }
    builder.fail(.internalSubset(file: builder.file, at: builder.position(at: offset)))
    stop()
  }

  /// An entity reference that is not one of the five predefined ones; libxml2's cursor is
  /// just after its `;`.
  private func entity(_ name: String) {
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

  /// An error or warning libxml2 reports; warnings are ignored.
  private func report(_ error: xmlError) {
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
    let atEnd = offset >= bytes.count
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
