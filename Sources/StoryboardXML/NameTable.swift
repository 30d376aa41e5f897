/// The element and attribute names of one parse, each made a `String` once: a storyboard
/// repeats a few hundred names thousands of times, and the parser hands each one as a
/// NUL-terminated local name and prefix.
///
/// libxml2 hands names out of its parser's dictionary (`xmlDictLookup`), so the same name
/// comes at the same addresses, and an address holds the same bytes until the parser is
/// freed: the dictionary only grows while it parses, and one table serves one parser. The
/// table is a direct-mapped cache on those addresses: a slot is used only when both its
/// addresses match; otherwise a fresh `String` is made and takes the slot over, so a
/// collision costs time, never a wrong name.
struct NameTable {
  private struct Entry {
    var local: UnsafePointer<UInt8>
    var prefix: UnsafePointer<UInt8>?
    var name: String
  }

  private static let slotBits = 10
  private static let slotCount = 1 << slotBits
  private var slots = [Entry?](repeating: nil, count: slotCount)

  /// `prefix:local`, or `local` without a prefix (`""` without a local name).
  mutating func name(_ local: UnsafePointer<UInt8>?, prefix: UnsafePointer<UInt8>?) -> String {
    guard let local else { return "" }
    // Fibonacci hashing: the product's top bits mix every bit of both addresses, so names
    // packed next to each other, or 8 KB apart in libxml2's pools, take different slots.
    let bits = (UInt(bitPattern: local) ^ (UInt(bitPattern: prefix) &* 31)) &* 0x9E37_79B9_7F4A_7C15
    let slot = Int(truncatingIfNeeded: bits >> (UInt.bitWidth - Self.slotBits))
    if let entry = slots[slot], entry.local == local, entry.prefix == prefix {
      return entry.name
    }
    let made =
      prefix.map { String(cString: $0) + ":" + String(cString: local) }
      ?? String(
        cString: local)
    slots[slot] = Entry(local: local, prefix: prefix, name: made)
    return made
  }
}
