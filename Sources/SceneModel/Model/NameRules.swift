/// The text rules of names the format takes as written, shared by the loader and the import:
/// UIKit's segue identifiers and key-value-coding key paths.
public enum NameRules {
  /// The most bytes a segue identifier or key path may have.
  public static let longest = 256

  /// A segue identifier: any text, as UIKit's (`Show Sale Artwork Details`), but not empty,
  /// at most `longest` bytes, and without control characters.
  public static func isSegueIdentifier(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.count <= longest
      && !text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
  }

  /// A key path: names of `[A-Za-z_][A-Za-z0-9_]*` joined by `.` (`layer.cornerRadius`), at
  /// most `longest` bytes.
  public static func isKeyPath(_ text: String) -> Bool {
    text.utf8.count <= longest
      && text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy {
        isName($0)
      }
  }

  /// `[A-Za-z_][A-Za-z0-9_]*`.
  static func isName(_ text: Substring) -> Bool {
    guard let first = text.unicodeScalars.first else { return false }
    func letter(_ c: Unicode.Scalar) -> Bool {
      (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_"
    }
    return letter(first)
      && text.unicodeScalars.allSatisfy { letter($0) || ($0 >= "0" && $0 <= "9") }
  }
}
