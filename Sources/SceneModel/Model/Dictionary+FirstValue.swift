extension Dictionary {
  /// Gives `key` the value `value` unless it has one already (the first value wins), with one
  /// lookup: done for speed, where testing for the key and then inserting it hashes the key
  /// twice. The tables of a scene's views and bar items are built this way for every scene.
  mutating func insertIfAbsent(_ key: Key, _ value: @autoclosure () -> Value) {
    Self.touch(&self[key, default: value()])
  }

  /// Nothing: an access to an entry through the `default:` subscript, which inserts the
  /// default when the key is absent.
  private static func touch(_ value: inout Value) {}
}
