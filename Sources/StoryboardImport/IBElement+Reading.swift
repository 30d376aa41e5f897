import StoryboardXML

/// Reading Interface Builder's conventions off an element: `key=` children, `YES`/`NO`
/// flags and numbers.
extension IBElement {
  /// The first child element with `key="name"` (`<rect key="frame">`).
  func child(key: String) -> IBElement? {
    children.first { $0["key"] == key }
  }

  /// The first child element named `name`.
  func first(_ name: String) -> IBElement? {
    children.first { $0.name == name }
  }

  /// Whether the attribute is `YES`.
  func flag(_ name: String) -> Bool {
    self[name] == "YES"
  }

  /// The attribute as a finite number, or nil when absent or not a number.
  func number(_ name: String) -> Double? {
    guard let text = self[name], let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// The place of the attribute `name` when the element has it, else the element's.
  func position(of name: String) -> XMLPosition {
    attribute(name)?.position ?? position
  }

  /// The element's IB id, or `?` for an element without one.
  var ibID: String { self["id"] ?? "?" }
}
