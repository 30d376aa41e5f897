extension UnsafeBufferPointer<UInt8> {
  /// Whether `pattern`'s bytes stand at `offset` (false when they would run past the end):
  /// the readers' test for `<!--`, `<![CDATA[`, `]]>` and the like.
  func hasBytes(_ pattern: StaticString, at offset: Int) -> Bool {
    let length = pattern.utf8CodeUnitCount
    guard offset >= 0, offset + length <= count else { return false }
    for index in 0..<length where self[offset + index] != pattern.utf8Start[index] {
      return false
    }
    return true
  }
}
