#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Xcode's stored design-time geometry, made the same in two versions of an Interface Builder
/// document before they are compared: every `<rect key="frame" .../>` of the new version whose
/// element the old version has with the same start tag (its `id` and every attribute) is
/// replaced by the old one's, and the new version's `<resources>` by the old one's. An
/// element whose attributes changed (a label's text) keeps its new frame, which Xcode
/// measured for its new content. What the import derives from them (a cell's
/// height on the canvas, the sizes Xcode measured, a free view's size) then cannot differ, so
/// that a file Xcode merely re-laid out on another canvas has no semantic change.
///
/// Xcode writes a view's frame as the first child of its element, right after the start tag
/// that carries its `id`; a frame written elsewhere is left as it is (and may show as a
/// change).
///
///     let new = StoredFrames.keeping(old: oldBytes, in: newBytes)
public enum StoredFrames {
  /// `new` with the old version's frames and resources.
  ///
  /// - Complexity: O(n) in the two documents' sizes.
  public static func keeping(old: [UInt8], in new: [UInt8]) -> [UInt8] {
    var oldFrames: [ArraySlice<UInt8>: (tag: ArraySlice<UInt8>, frame: ArraySlice<UInt8>)] = [:]
    for found in frames(in: old) where oldFrames[found.id] == nil {
      oldFrames[found.id] = (old[found.tag], old[found.range])
    }
    var out: [UInt8] = []
    out.reserveCapacity(new.count)
    var copied = 0
    let newResources = section(resourcesIn: new)
    let oldResources = section(resourcesIn: old)
    for (id, tag, range) in frames(in: new) {
      guard let previous = oldFrames[id], previous.tag.elementsEqual(new[tag]) else { continue }
      let replacement = previous.frame
      if let resources = newResources, resources.overlaps(range) { continue }
      out += new[copied..<range.lowerBound]
      out += replacement
      copied = range.upperBound
    }
    if let resources = newResources, let oldResources, resources.lowerBound >= copied {
      out += new[copied..<resources.lowerBound]
      out += old[oldResources]
      copied = resources.upperBound
    }
    out += new[copied...]
    return out
  }

  private static let frameTag = Array(#"<rect key="frame""#.utf8)
  private static let frameEnd = Array("/>".utf8)
  private static let idAttribute = Array(#" id=""#.utf8)
  private static let resourcesStart = Array("<resources>".utf8)
  private static let resourcesEnd = Array("</resources>".utf8)

  /// Each frame tag that directly follows a start tag with an `id`: the id, the start tag's
  /// range and the frame tag's.
  static func frames(in bytes: [UInt8])
    -> [(id: ArraySlice<UInt8>, tag: Range<Int>, range: Range<Int>)]
  {
    var found: [(ArraySlice<UInt8>, Range<Int>, Range<Int>)] = []
    var index = 0
    while let start = firstIndex(of: frameTag, in: bytes, from: index) {
      guard let end = firstIndex(of: frameEnd, in: bytes, from: start) else { break }
      index = end + 2
      guard let (id, tag) = startTag(before: start, in: bytes) else { continue }
      found.append((id, tag, start..<end + 2))
    }
    return found
  }

  /// The `id` and range of the start tag that ends just before `position` (white space
  /// between).
  private static func startTag(before position: Int, in bytes: [UInt8])
    -> (id: ArraySlice<UInt8>, range: Range<Int>)?
  {
    var close = position - 1
    while close >= 0,
      bytes[close] == 0x20 || bytes[close] == 0x09 || bytes[close] == 0x0A
        || bytes[close] == 0x0D
    {
      close -= 1
    }
    guard close > 0, bytes[close] == UInt8(ascii: ">"), bytes[close - 1] != UInt8(ascii: "/")
    else { return nil }
    var open = close
    while open >= 0, bytes[open] != UInt8(ascii: "<") { open -= 1 }
    guard open >= 0, open + 1 < bytes.count, bytes[open + 1] != UInt8(ascii: "/") else {
      return nil
    }
    guard let attribute = firstIndex(of: idAttribute, in: bytes, from: open, before: close) else {
      return nil
    }
    let valueStart = attribute + idAttribute.count
    guard let valueEnd = bytes[valueStart..<close].firstIndex(of: UInt8(ascii: "\"")) else {
      return nil
    }
    return (bytes[valueStart..<valueEnd], open..<close + 1)
  }

  /// The range of `<resources>` … `</resources>`, if the document has one.
  private static func section(resourcesIn bytes: [UInt8]) -> Range<Int>? {
    guard let start = firstIndex(of: resourcesStart, in: bytes, from: 0),
      let end = firstIndex(of: resourcesEnd, in: bytes, from: start)
    else { return nil }
    return start..<end + resourcesEnd.count
  }

  /// The first index at or after `from` where `pattern` starts and ends before `end` (by
  /// default the end of `bytes`). Candidates are found with libc's `memchr`, which skips
  /// many bytes at a time, on the pattern's rarest byte: its `<` (one an element, where an
  /// `r` comes every few bytes), else its second (`i` of ` id="`).
  private static func firstIndex(
    of pattern: [UInt8], in bytes: [UInt8], from: Int, before end: Int? = nil
  ) -> Int? {
    let end = min(end ?? bytes.count, bytes.count)
    guard pattern.count >= 2, from >= 0, pattern.count <= end - from else { return nil }
    return bytes.withUnsafeBufferPointer { haystack -> Int? in
      guard let base = haystack.baseAddress else { return nil }
      let lead = pattern[0] == UInt8(ascii: "<") ? 0 : 1
      let probe = pattern[lead]
      var candidate = from + lead
      let last = end - pattern.count + lead
      while candidate <= last {
        guard let hit = memchr(base + candidate, Int32(probe), last + 1 - candidate) else {
          return nil
        }
        let start = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit)) - lead
        if memcmp(base + start, pattern, pattern.count) == 0 { return start }
        candidate = start + lead + 1
      }
      return nil
    }
  }
}
