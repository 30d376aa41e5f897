import StoryboardXML
import TextPosition

/// Reading Interface Builder's conventions off an element: `key=` children, `YES`/`NO`
/// flags and numbers.
extension IBElement {
  /// The first child element with `key="name"` (`<rect key="frame">`).
  ///
  /// Both searches go by index and read only the field they test, so that only the child
  /// found is copied (`first(where:)` copies every child it tests: four references retained
  /// and released).
  func child(key: String) -> IBElement? {
    for index in children.indices where children[index]["key"] == key { return children[index] }
    return nil
  }

  /// The first child element named `name`.
  func first(_ name: String) -> IBElement? {
    // The lengths first: most names that differ differ in length, which costs no compare.
    let length = name.utf8.count
    for index in children.indices
    where children[index].name.utf8.count == length && children[index].name == name {
      return children[index]
    }
    return nil
  }

  /// Whether the attribute is `YES`.
  func flag(_ name: String) -> Bool {
    self[name] == "YES"
  }

  /// The attribute as a finite number, or nil when absent or not a number.
  func number(_ name: String) -> Double? {
    guard let text = self[name], let value = Double(text), value.isFinite else { return nil }
    return Self.snapped(value)
  }

  /// A length Xcode wrote through a 32-bit float (`51.333332061767578` for 51⅓), put back on
  /// the sixth of a point it stands for, so that sums of imported lengths agree as they do on
  /// the canvas (required constraints that differ by 1e-6 would conflict). Values farther
  /// than 1e-4 from a sixth are kept.
  static func snapped(_ value: Double) -> Double {
    guard abs(value) < 1e9 else { return value }
    let sixths = (value * 6).rounded()
    return abs(value * 6 - sixths) < 6e-4 ? sixths / 6 : value
  }

  /// The place of the attribute `name` when the element has it, else the element's.
  func position(of name: String) -> TextPosition {
    attributePosition(name) ?? position
  }

  /// The element's IB id, or `?` for an element without one.
  var ibID: String { self["id"] ?? "?" }
}
