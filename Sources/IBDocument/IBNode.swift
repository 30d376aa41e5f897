import StoryboardXML
import TextPosition

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One element of an Interface Builder document, with every byte around it kept: what
/// comes before its start tag, the start tag, its children, what follows the last child
/// and its end tag. Writing a node that nothing changed gives back its bytes exactly.
///
///     <view key="view" id="8bC-Xf-vdC">        ← startTag (attributes parsed from it)
///         <rect key="frame" .../>              ← children[0], leading "\n        "
///     </view>                                  ← trailing "\n    ", endTag "</view>"
///
/// A node whose attributes are changed (``setAttributes(_:)``) has no stored start tag and
/// is written as Xcode writes one (``IBNode/writeStartTag(into:)``).
public struct IBNode: Sendable {
  /// One attribute as written: its name and its value still escaped (`a &amp; b`), so a
  /// value copied from one document to another keeps Xcode's escaping.
  public struct Attribute: Sendable, Equatable {
    public var name: String
    /// The value between the quotes, entities not replaced.
    public var rawValue: String

    /// Creates an attribute from its name and its escaped value.
    public init(name: String, rawValue: String) {
      self.name = name
      self.rawValue = rawValue
    }
  }

  /// The element's name (`view`, `constraint`).
  public var name: String {
    didSet { source = nil }
  }
  /// The attributes in the order written.
  public internal(set) var attributes: [Attribute] {
    didSet { source = nil }
  }
  /// The bytes between the end of the previous sibling (or the parent's start tag) and this
  /// element's `<`: indentation, and the comment Xcode writes before a scene.
  public var leading: ArraySlice<UInt8>
  /// The start tag as read, or nil when the attributes changed and it is written anew.
  public internal(set) var startTag: ArraySlice<UInt8>? {
    didSet { source = nil }
  }
  /// The child elements in document order.
  public var children: [IBNode] {
    didSet { source = nil }
  }
  /// The bytes after the last child and before the end tag; an element without children
  /// holds its text here (`<string key="text">Hello</string>`).
  public var trailing: ArraySlice<UInt8> {
    didSet { source = nil }
  }
  /// The end tag as read (`</view>`), empty for a self-closing element.
  public var endTag: ArraySlice<UInt8> {
    didSet { source = nil }
  }
  /// The element's bytes as read, from its start tag's `<` to its end tag's `>`; nil once
  /// anything in it changed. Two elements with the same bytes hold the same, whatever the
  /// document: a merge compares them at once instead of element by element.
  public internal(set) var source: ArraySlice<UInt8>?
  /// Where the start tag's `<` is, in the document it was read from.
  public var position: TextPosition
  /// Which document it was read from: the `origin` given to ``IBDocument/init(parsing:file:origin:limits:)``.
  public var origin: Int

  /// A node as read: its start tag's bytes kept.
  init(
    name: String, attributes: [Attribute], leading: ArraySlice<UInt8>,
    startTag: ArraySlice<UInt8>, position: TextPosition, origin: Int
  ) {
    self.name = name
    self.attributes = attributes
    self.leading = leading
    self.startTag = startTag
    self.children = []
    self.trailing = []
    self.endTag = []
    self.source = nil
    self.position = position
    self.origin = origin
  }

  /// A node made anew (no bytes read): written as Xcode writes it, self-closing.
  public init(name: String, attributes: [Attribute], position: TextPosition, origin: Int) {
    self.name = name
    self.attributes = attributes
    self.leading = []
    self.startTag = nil
    self.children = []
    self.trailing = []
    self.endTag = []
    self.source = nil
    self.position = position
    self.origin = origin
  }

  /// Whether both elements are known to have the same bytes, from their start tags to their
  /// end tags, as read (``source``). False says nothing: an edited element has no bytes read.
  public func hasSameSource(as other: IBNode) -> Bool {
    guard let mine = source, let theirs = other.source, mine.count == theirs.count else {
      return false
    }
    return mine.withUnsafeBufferPointer { left in
      theirs.withUnsafeBufferPointer { right in
        guard let a = left.baseAddress, let b = right.baseAddress else { return true }
        return memcmp(a, b, left.count) == 0
      }
    }
  }

  /// Whether the element is written `<name …/>`.
  public var isSelfClosing: Bool { endTag.isEmpty }

  /// The escaped value of the attribute `name`, or nil.
  public func rawValue(of name: String) -> String? {
    attributes.first { $0.name == name }?.rawValue
  }

  /// The unescaped value of the attribute `name`, or nil.
  public func value(of name: String) -> String? {
    rawValue(of: name).map(XMLText.unescaped)
  }

  /// Replaces the attributes; the start tag is then written as Xcode writes one. Setting
  /// the same attributes keeps the bytes read.
  public mutating func setAttributes(_ new: [Attribute]) {
    guard new != attributes else { return }
    attributes = new
    startTag = nil
  }

  /// The IB identity of the element: its `id`, or a scene's `sceneID`, or nil. The `id` of
  /// `<device id="retina6_1">` and `<adaptation id="fullscreen">` names a kind of screen,
  /// not an object, and is none.
  public var identifier: String? {
    if name == "device" || name == "adaptation" { return nil }
    for attribute in attributes where attribute.name == "id" || attribute.name == "sceneID" {
      return attribute.rawValue
    }
    return nil
  }
}
