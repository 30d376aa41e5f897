import SceneModel

/// Hands out the ids of one space (a file's scenes, or one scene's views, bar items and
/// cells): each base is made a valid id and, when taken, numbered `_2`, `_3` … in the order
/// asked, so the same storyboard always gets the same ids (IB-STORYBOARD.md §3.1).
///
/// Each base keeps the number it reached, so that claiming one base n times takes O(n)
/// look-ups, not O(n²): a number passed over was taken, and ids are never given back, so
/// the first free number is never below it.
///
///     var space = IdentifierSpace()
///     print(space.claim("Confirm Your Bid"), space.claim("Confirm Your Bid"))
///     // Prints "Confirm_Your_Bid Confirm_Your_Bid_2"
struct IdentifierSpace {
  private var taken: Set<String> = []
  /// The number to try next after each sanitised base, once it was claimed.
  private var nextNumber: [String: Int] = [:]

  /// The ids expressions reserve, which no view may take.
  static let reserved: Set<String> = ["state", "self", "row"]
  /// The length of the longest reserved id: a longer id is none of them.
  private static let longestReserved = reserved.map(\.utf8.count).max() ?? 0

  /// Room for `count` ids, so that the space does not grow and rehash id by id.
  mutating func reserveCapacity(_ count: Int) {
    taken.reserveCapacity(count)
  }

  /// A fresh id made from `base`.
  mutating func claim(_ base: String) -> String {
    let id = Self.sanitized(base)
    // An id longer than every reserved one is not hashed to look for it among them.
    var candidate =
      id.utf8.count <= Self.longestReserved && Self.reserved.contains(id) ? id + "_" : id
    // An insert that finds the id taken changes nothing, so it is also the look-up.
    if !taken.insert(candidate).inserted {
      var number = nextNumber[id] ?? 2
      repeat {
        candidate = "\(id)_\(number)"
        number += 1
      } while !taken.insert(candidate).inserted
      nextNumber[id] = number
    }
    return candidate
  }

  /// `text` itself when it is free and a name the format takes as written (a segue
  /// identifier: 1 to 256 bytes without control characters), else `claim(text)`.
  mutating func claim(verbatim text: String) -> String {
    guard NameRules.isSegueIdentifier(text), !taken.contains(text) else { return claim(text) }
    taken.insert(text)
    return text
  }

  /// Whether `id` was handed out.
  func contains(_ id: String) -> Bool { taken.contains(id) }

  /// `base` with every character outside `[A-Za-z0-9_]` replaced by `_`, a `_` in front
  /// when it would start with a digit, and at most 200 characters.
  static func sanitized(_ base: String) -> String {
    let utf8 = base.utf8
    if let first = utf8.first, first > UInt8(ascii: "9"), utf8.count <= 200,
      utf8.allSatisfy(isIdentifierByte)
    {
      return base  // already an id: every character is one byte
    }
    var id: [UInt8] = [UInt8(ascii: "_")]
    id.reserveCapacity(min(utf8.count, 200) + 1)
    for scalar in base.unicodeScalars.prefix(200) {
      let byte = UInt8(exactly: scalar.value) ?? 0
      id.append(isIdentifierByte(byte) ? byte : UInt8(ascii: "_"))
    }
    // The `_` in front stays only before a digit, or as the whole id of an empty base.
    let startsWithDigit = id.count > 1 && id[1] >= UInt8(ascii: "0") && id[1] <= UInt8(ascii: "9")
    return String(decoding: id.dropFirst(id.count == 1 || startsWithDigit ? 0 : 1), as: UTF8.self)
  }

  /// `[A-Za-z0-9_]`.
  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      true
    default: false
    }
  }

  /// Whether `text` is already an id: `[A-Za-z_][A-Za-z0-9_]*`, at most 200 characters.
  static func isIdentifier(_ text: String) -> Bool {
    !text.isEmpty && text.unicodeScalars.count <= 200 && sanitized(text) == text
  }

  /// `saveButton` from `SaveButton`: a class name as a scene id.
  static func lowerFirst(_ name: String) -> String {
    guard let first = name.first else { return name }
    return first.lowercased() + name.dropFirst()
  }
}
