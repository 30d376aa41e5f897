extension Array where Element == String {
  /// Whether the list holds `text`, comparing lengths first: most entries differ in length, and
  /// a length is read without the call that comparing two texts costs. For the short lists of
  /// keys and names a mapping or an item is checked against, many times per file.
  func containsComparingLengths(_ text: String) -> Bool {
    let length = text.utf8.count
    return contains { $0.utf8.count == length && $0 == text }
  }
}
