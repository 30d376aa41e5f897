/// Builds the element tree from the parser's events and enforces ``XMLLimits`` at the event
/// that crosses each one. The first error wins; after it, every event is ignored.
///
/// It knows nothing of libxml2: the parser hands it names, values and byte offsets.
final class TreeBuilder {
  /// An element whose end tag has not come yet.
  private struct Frame {
    var name: String
    var position: XMLPosition
    var attributes: [IBAttribute]
    var children: [IBElement] = []
    var text: [UInt8] = []
  }

  let file: String
  let limits: XMLLimits
  private let bytes: UnsafeBufferPointer<UInt8>
  private var locator: Locator
  private var stack: [Frame] = []
  private var elementCount = 0
  /// The finished root element.
  private(set) var root: IBElement?
  /// The first problem found, by the builder or reported to it.
  private(set) var error: XMLError?

  init(_ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: XMLLimits) {
    self.bytes = bytes
    self.file = file
    self.limits = limits
    locator = Locator(bytes)
  }

  /// The position of the byte at `offset`.
  func position(at offset: Int) -> XMLPosition {
    locator.position(at: offset)
  }

  /// The innermost element not yet closed, for notes.
  var openElement: (name: String, position: XMLPosition)? {
    stack.last.map { ($0.name, $0.position) }
  }

  /// Records `error` unless one is already recorded.
  func fail(_ error: XMLError) {
    if self.error == nil { self.error = error }
  }

  /// A start tag that ends at (or just before) byte `tagEnd`. `attributes` are libxml2's
  /// in its order, then the namespace declarations as `xmlns` / `xmlns:p` attributes.
  func startElement(
    _ name: String, attributes: [(name: String, value: String)],
    namespaces: [(name: String, value: String)], tagEnd: Int
  ) {
    guard error == nil else { return }
    let start = MarkupScan.tagStart(before: tagEnd, in: bytes)
    let position = locator.position(at: start)
    elementCount += 1
    if elementCount > limits.maxElements {
      return fail(.tooManyElements(limit: limits.maxElements, file: file, at: position))
    }
    if stack.count >= limits.effectiveMaxDepth {
      return fail(.tooDeep(limit: limits.effectiveMaxDepth, file: file, at: position))
    }
    let located = locate(attributes, namespaces, inTagAt: start, elementPosition: position)
    for attribute in located {
      let length = attribute.value.utf8.count
      if length > limits.maxAttributeValueLength {
        return fail(
          .attributeTooLong(
            attribute.name, length: length, limit: limits.maxAttributeValueLength, file: file,
            at: attribute.position))
      }
    }
    if stack.isEmpty, root == nil {
      if let problem = storyboardProblem(name, located, position) { return fail(problem) }
    }
    stack.append(Frame(name: name, position: position, attributes: located))
  }

  /// The end of the innermost open element.
  func endElement() {
    guard error == nil, let frame = stack.popLast() else { return }
    let text: String
    if frame.children.isEmpty || frame.text.contains(where: { !Self.isSpace($0) }) {
      text = String(decoding: frame.text, as: UTF8.self)
    } else {
      text = ""
    }
    let element = IBElement(
      name: frame.name, attributes: frame.attributes, children: frame.children, text: text,
      position: frame.position)
    if stack.isEmpty {
      root = element
    } else {
      stack[stack.count - 1].children.append(element)
    }
  }

  /// Character data (or a CDATA section) inside the innermost open element.
  func characters(_ chunk: UnsafeBufferPointer<UInt8>) {
    guard error == nil, let index = stack.indices.last else { return }
    if stack[index].text.count + chunk.count > limits.maxTextLength {
      let frame = stack[index]
      return fail(
        .textTooLong(frame.name, limit: limits.maxTextLength, file: file, at: frame.position))
    }
    stack[index].text.append(contentsOf: chunk)
  }

  /// Puts libxml2's attributes in document order, each at the position of its name, using
  /// a scan of the tag's bytes; when the scan does not match (it always should), they keep
  /// libxml2's order and the element's position.
  private func locate(
    _ attributes: [(name: String, value: String)], _ namespaces: [(name: String, value: String)],
    inTagAt start: Int, elementPosition: XMLPosition
  ) -> [IBAttribute] {
    let names = MarkupScan.attributeNames(inTagAt: start, in: bytes)
    var located: [IBAttribute] = []
    located.reserveCapacity(names.count)
    var nextAttribute = 0
    var nextNamespace = 0
    for range in names {
      let isNamespace = Self.isNamespaceDeclaration(bytes[range])
      let list = isNamespace ? namespaces : attributes
      let index = isNamespace ? nextNamespace : nextAttribute
      guard index < list.count, list[index].name.utf8.elementsEqual(bytes[range]) else { break }
      if isNamespace { nextNamespace += 1 } else { nextAttribute += 1 }
      located.append(
        IBAttribute(
          name: list[index].name, value: list[index].value,
          position: locator.position(at: range.lowerBound)))
    }
    guard located.count == attributes.count + namespaces.count else {
      return (attributes + namespaces).map {
        IBAttribute(name: $0.name, value: $0.value, position: elementPosition)
      }
    }
    return located
  }

  /// Why a root element is not an iOS storyboard's, or `nil` when it is one.
  private func storyboardProblem(
    _ name: String, _ attributes: [IBAttribute], _ position: XMLPosition
  ) -> XMLError? {
    guard name == "document" else { return .notStoryboard(root: name, file: file, at: position) }
    let type = attributes.first { $0.name == "type" }
    guard let type, type.value == XMLError.storyboardType else {
      return .wrongDocumentType(type?.value, file: file, at: type?.position ?? position)
    }
    return nil
  }

  private static func isNamespaceDeclaration(_ name: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    let prefix = "xmlns".utf8
    guard name.starts(with: prefix) else { return false }
    return name.count == prefix.count || name[name.startIndex + prefix.count] == UInt8(ascii: ":")
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
