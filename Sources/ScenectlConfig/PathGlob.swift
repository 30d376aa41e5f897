/// A path pattern of `included` and `excluded`: `*` stands for any characters of one name,
/// `?` for one character, and `**` for any number of folders. A pattern matches a path
/// relative to the configuration's folder, and everything under a folder it matches:
/// `Pods` and `Pods/**` both match `Pods/A/B.storyboard`.
///
///     PathGlob("Legacy/**/*.storyboard")?.matches("Legacy/Old/Main.storyboard")  // true
///
/// Matching runs over the pattern's and the path's names with a table of their counts, so it
/// costs at most `maxLength` squared steps.
public struct PathGlob: Sendable, Equatable, CustomStringConvertible {
  /// The longest pattern, in characters.
  public static let maxLength = 1_024

  /// The pattern as written.
  public let description: String
  private let parts: [[Character]]

  /// The pattern, or nil when it is empty, absolute, longer than `maxLength` or climbs out
  /// of the folder with `..`.
  public init?(_ text: String) {
    guard !text.isEmpty, !text.hasPrefix("/"), text.count <= Self.maxLength else { return nil }
    var names = text.split(separator: "/").map { Array($0) }
    if names.contains([".", "."]) { return nil }
    names.removeAll { $0 == ["."] }
    guard !names.isEmpty else { return nil }
    description = text
    // Everything under a folder the pattern names is matched too.
    parts = names + [["*", "*"]]
  }

  /// Whether the path (relative, names separated by `/`) or a folder above it matches.
  public func matches(_ path: String) -> Bool {
    let names = path.split(separator: "/").filter { $0 != "." }.map { Array($0) }
    // table[i][j]: parts[i...] match names[j...].
    var next = [Bool](repeating: false, count: names.count + 1)
    next[names.count] = true
    for part in parts.reversed() {
      var row = [Bool](repeating: false, count: names.count + 1)
      for j in stride(from: names.count, through: 0, by: -1) {
        if part == ["*", "*"] {
          row[j] = next[j] || (j < names.count && row[j + 1])
        } else {
          row[j] = j < names.count && next[j + 1] && Self.name(names[j], matches: part)
        }
      }
      next = row
    }
    return next[0]
  }

  /// Whether one name matches one part of a pattern (`*` and `?`, never across `/`).
  static func name(_ name: [Character], matches part: [Character]) -> Bool {
    // The classic two-pointer match: on a mismatch, the last `*` takes one more character.
    var n = 0
    var p = 0
    var star: Int?
    var resume = 0
    while n < name.count {
      if p < part.count, part[p] == "?" || part[p] == name[n] {
        n += 1
        p += 1
      } else if p < part.count, part[p] == "*" {
        star = p
        resume = n
        p += 1
      } else if let star {
        p = star + 1
        resume += 1
        n = resume
      } else {
        return false
      }
    }
    while p < part.count, part[p] == "*" { p += 1 }
    return p == part.count
  }
}
