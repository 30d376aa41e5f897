import TextPosition

/// One attribute of an ``IBElement``: its name as written, its value, and where its name
/// starts.
///
/// The value is what XML makes of the text between the quotes: character references and the
/// five predefined entities (`&amp;` `&lt;` `&gt;` `&quot;` `&apos;`) are replaced, and tabs
/// and line breaks become spaces (XML 1.0 §3.3.3). Namespace declarations (`xmlns`,
/// `xmlns:p`) are attributes like any other.
public struct IBAttribute: Hashable, Sendable {
  /// The qualified name, such as `key` or `xmlns:p`.
  public var name: String
  /// The normalized value.
  public var value: String
  /// Where the name starts.
  public var position: TextPosition

  /// Creates an attribute.
  public init(name: String, value: String, position: TextPosition) {
    self.name = name
    self.value = value
    self.position = position
  }
}

/// An element of a storyboard's XML: its name, attributes, children and text, and where it
/// starts.
///
/// ``position`` is where `<name` starts (the `<`). ``text`` is the character data written
/// directly in the element (CDATA sections included, references replaced): all of it in an
/// element without child elements (`<string key="text">Hello</string>` gives `Hello`), and
/// in an element with children only when some of it is not white space, so the indentation
/// between children is dropped. Comments and processing instructions are not kept.
///
///     let root = try StoryboardXML.parse(bytes, file: "Main.storyboard").get()
///     print(root.name, root["type"] ?? "", root.position)
///     // Prints "document com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB 2:1"
public struct IBElement: Hashable, Sendable {
  /// The qualified name, such as `viewController`.
  public var name: String
  /// The attributes, in document order.
  public var attributes: [IBAttribute]
  /// The child elements, in document order.
  public var children: [IBElement]
  /// The element's own character data (see the type's discussion).
  public var text: String
  /// Where `<name` starts.
  public var position: TextPosition

  /// Creates an element.
  public init(
    name: String, attributes: [IBAttribute] = [], children: [IBElement] = [], text: String = "",
    position: TextPosition
  ) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.text = text
    self.position = position
  }

  /// Whether the element is named `name`. The lengths are compared first: most names that
  /// differ differ in length, and then no call into the string comparison is made (two equal
  /// names of one parse are one string, told equal at once).
  @inlinable
  public func isNamed(_ name: String) -> Bool {
    self.name.utf8.count == name.utf8.count && self.name == name
  }

  /// The value of the attribute named `name`, or `nil` when the element has none.
  @inlinable
  public subscript(name: String) -> String? {
    attributeIndex(name).map { attributes[$0].value }
  }

  /// The attribute named `name`, or `nil` when the element has none.
  @inlinable
  public func attribute(_ name: String) -> IBAttribute? {
    attributeIndex(name).map { attributes[$0] }
  }

  /// Where the name of the attribute named `name` starts, or `nil` when the element has none.
  @inlinable
  public func attributePosition(_ name: String) -> TextPosition? {
    attributeIndex(name).map { attributes[$0].position }
  }

  /// The index in ``attributes`` of the attribute named `name`: the attribute is not copied
  /// (its two strings retained and released) until a caller takes what it needs of it.
  @inlinable @inline(__always)
  func attributeIndex(_ name: String) -> Int? {
    // The lengths first: most names that differ differ in length, which costs no compare.
    let length = name.utf8.count
    for index in attributes.indices
    where attributes[index].name.utf8.count == length && attributes[index].name == name {
      return index
    }
    return nil
  }

  /// The child elements named `name`, in document order.
  public func children(named name: String) -> [IBElement] {
    let length = name.utf8.count
    return children.filter { $0.name.utf8.count == length && $0.name == name }
  }

  /// The number of elements in this subtree, this one included.
  ///
  /// - Complexity: O(n), without recursion.
  public var elementCount: Int {
    var count = 0
    var pending: [IBElement] = [self]
    while let element = pending.popLast() {
      count += 1
      pending.append(contentsOf: element.children)
    }
    return count
  }
}
