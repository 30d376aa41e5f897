import TextPosition

/// Builds the element tree from the parser's events and enforces ``XMLLimits`` at the event
/// that crosses each one. The first error wins; after it, every event is ignored.
///
/// It knows nothing of libxml2: the parser hands it names, located attributes and byte
/// offsets.
struct TreeBuilder {
  /// An element whose end tag has not come yet.
  private struct Frame {
    var name: String
    var position: TextPosition
    var attributes: [IBAttribute]
    /// Where its character data starts in `text`.
    var textStart: Int
    var children: [IBElement] = []
  }

  let file: String
  let limits: XMLLimits
  private let bytes: UnsafeBufferPointer<UInt8>
  private var locator: Locator
  private var stack: [Frame] = []
  /// The character data of the open elements, outermost first: each frame's from its
  /// `textStart` to the next frame's (an element's text is all written before its end tag,
  /// and its children's is removed at their end tags).
  private var text: [UInt8] = []
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
  mutating func position(at offset: Int) -> TextPosition {
    locator.position(at: offset)
  }

  /// The innermost element not yet closed, for notes.
  var openElement: (name: String, position: TextPosition)? {
    stack.last.map { ($0.name, $0.position) }
  }

  /// Records `error` unless one is already recorded.
  mutating func fail(_ error: XMLError) {
    if self.error == nil { self.error = error }
  }

  /// Counts the element whose start tag's `<` is at byte `start` against the count and
  /// depth limits: its position, or `nil` when it crosses one (the error is recorded).
  mutating func admitElement(at start: Int) -> TextPosition? {
    guard error == nil else { return nil }
    let position = locator.position(at: start)
    elementCount += 1
    if elementCount > limits.maxElements {
      fail(.tooManyElements(limit: limits.maxElements, file: file, at: position))
      return nil
    }
    if stack.count >= limits.effectiveMaxDepth {
      fail(.tooDeep(limit: limits.effectiveMaxDepth, file: file, at: position))
      return nil
    }
    return position
  }

  /// A start tag admitted at `position`, with its attributes in document order.
  mutating func startElement(
    _ name: String, at position: TextPosition, attributes located: [IBAttribute]
  ) {
    guard error == nil else { return }
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
    stack.append(Frame(name: name, position: position, attributes: located, textStart: text.count))
  }

  /// The end of the innermost open element.
  mutating func endElement() {
    guard error == nil, let frame = stack.popLast() else { return }
    var kept = ""
    if text.count > frame.textStart {
      let keepsText = frame.children.isEmpty
      kept = text.withUnsafeBufferPointer { all in
        let own = UnsafeBufferPointer(rebasing: all[frame.textStart...])
        return keepsText || !Self.isAllSpace(own) ? String(decoding: own, as: UTF8.self) : ""
      }
      text.removeLast(text.count - frame.textStart)
    }
    let element = IBElement(
      name: frame.name, attributes: frame.attributes, children: frame.children, text: kept,
      position: frame.position)
    if stack.isEmpty {
      root = element
    } else {
      stack[stack.count - 1].children.append(element)
    }
  }

  /// Character data (or a CDATA section) inside the innermost open element.
  mutating func characters(_ chunk: UnsafeBufferPointer<UInt8>) {
    guard error == nil, let frame = stack.last else { return }
    if text.count - frame.textStart + chunk.count > limits.maxTextLength {
      return fail(
        .textTooLong(frame.name, limit: limits.maxTextLength, file: file, at: frame.position))
    }
    text.append(contentsOf: chunk)
  }

  /// Why a root element is not an iOS storyboard's or XIB's, or `nil` when it is one.
  private func storyboardProblem(
    _ name: String, _ attributes: [IBAttribute], _ position: TextPosition
  ) -> XMLError? {
    guard name == "document" else { return .notStoryboard(root: name, file: file, at: position) }
    let type = attributes.first { $0.name == "type" }
    guard let type, XMLError.isReadType(type.value) else {
      return .wrongDocumentType(type?.value, file: file, at: type?.position ?? position)
    }
    return nil
  }

  private static func isAllSpace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in bytes where !isSpace(byte) { return false }
    return true
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
