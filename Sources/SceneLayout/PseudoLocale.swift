/// A locale a scene is laid out in to find text that will not fit once translated: the text
/// as written, or one of Xcode's pseudolanguages (docs/Audit.md, "Pseudo-localization").
///
///     PseudoLocale.double.text("Save")    // "Save Save"
///     PseudoLocale.accented.text("Save")  // "[Šàṽé··]"
public enum PseudoLocale: String, CaseIterable, Sendable, Hashable {
  /// The text as the file writes it, left to right.
  case base
  /// Xcode's "Double-Length Pseudolanguage": each string is repeated, with a space between.
  case double
  /// Accented letters, bracketed, with `·` added until the text has 40 % more characters:
  /// the expansion of a translation into a longer language, and a sign of where a string
  /// was cut (a missing `]`).
  case accented
  /// Xcode's "Right-to-Left Pseudolanguage": the text as written, the layout mirrored
  /// (leading and trailing flip; `left` and `right` do not).
  case rtl

  /// The text shown in this locale.
  public func text(_ text: String) -> String {
    guard !text.isEmpty else { return text }
    switch self {
    case .base, .rtl: return text
    case .double: return text + " " + text
    case .accented: return Self.accented(text)
    }
  }

  /// Whether the layout is mirrored.
  public var isRightToLeft: Bool { self == .rtl }

  /// How much longer `accented` makes a text, in characters.
  static let expansion = 0.4

  static func accented(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.append("[")
    var count = 0
    for scalar in text.unicodeScalars {
      count += 1
      if let accented = Self.accents[scalar] {
        scalars.append(accented)
      } else {
        scalars.append(scalar)
      }
    }
    let padding = Int((Double(count) * expansion).rounded(.up))
    for _ in 0..<padding { scalars.append("·") }
    scalars.append("]")
    return String(scalars)
  }

  /// Each ASCII letter and an accented letter of the same base, one Unicode scalar each.
  static let accents: [Unicode.Scalar: Unicode.Scalar] = {
    let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
    let marked = Array(
      ("àƀçđéƒĝĥíĵķĺɱñóƥʠŕšţúṽŵẋýž" + "ÀƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤǪŔŠŢÚṼŴẊÝŽ").unicodeScalars)
    var out: [Unicode.Scalar: Unicode.Scalar] = [:]
    for (a, b) in zip(plain, marked) { out[a] = b }
    return out
  }()
}
