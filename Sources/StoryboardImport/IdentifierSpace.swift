/// Hands out the ids of one space (a file's scenes, or one scene's views, bar items and
/// cells): each base is made a valid id and, when taken, numbered `_2`, `_3` … in the order
/// asked, so the same storyboard always gets the same ids (IB-STORYBOARD.md §3.1).
///
///     var space = IdentifierSpace()
///     print(space.claim("Confirm Your Bid"), space.claim("Confirm Your Bid"))
///     // Prints "Confirm_Your_Bid Confirm_Your_Bid_2"
struct IdentifierSpace {
  private var taken: Set<String> = []

  /// The ids expressions reserve, which no view may take.
  static let reserved: Set<String> = ["state", "self", "row"]

  /// A fresh id made from `base`.
  mutating func claim(_ base: String) -> String {
    let id = Self.sanitized(base)
    var candidate = Self.reserved.contains(id) ? id + "_" : id
    var number = 2
    while taken.contains(candidate) {
      candidate = "\(id)_\(number)"
      number += 1
    }
    taken.insert(candidate)
    return candidate
  }

  /// Whether `id` was handed out.
  func contains(_ id: String) -> Bool { taken.contains(id) }

  /// `base` with every character outside `[A-Za-z0-9_]` replaced by `_`, a `_` in front
  /// when it would start with a digit, and at most 200 characters.
  static func sanitized(_ base: String) -> String {
    var id = ""
    for scalar in base.unicodeScalars.prefix(200) {
      let c = Character(scalar)
      id.append(c.isASCII && (c.isLetter || c.isNumber || c == "_") ? c : "_")
    }
    if id.isEmpty { return "_" }
    if let first = id.first, first.isNumber { id = "_" + id }
    return id
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
