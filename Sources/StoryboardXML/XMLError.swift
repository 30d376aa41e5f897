import TextPosition

/// Why a storyboard file was not read, and where.
///
/// ``description`` reads like a compiler diagnostic:
///
///     Main.storyboard:12:5: error: opening and ending tag mismatch: scene line 9 and objects [xml-syntax]
///     Main.storyboard:9:9: note: '<scene>' starts here
///
/// The messages are listed, with the limits behind them, in `docs/StoryboardXML.md`.
public struct XMLError: Error, Sendable, CustomStringConvertible {
  /// A stable identifier for each kind of failure; `rawValue` is the diagnostic code.
  public enum Code: String, Sendable, CaseIterable {
    /// libxml2 refused the text (malformed or truncated XML), or a character XML forbids.
    case syntax = "xml-syntax"
    /// The file exceeds ``XMLLimits/maxBytes``, or its elements ``XMLLimits/maxElements``.
    case tooLarge = "xml-too-large"
    /// A byte that is not well-formed UTF-8.
    case invalidUTF8 = "xml-invalid-utf8"
    /// A NUL byte.
    case nulByte = "xml-nul-byte"
    /// Elements nested deeper than ``XMLLimits/maxDepth``.
    case depthLimit = "xml-depth-limit"
    /// An element with more than ``XMLLimits/maxAttributes`` attributes.
    case attributeLimit = "xml-attribute-limit"
    /// An attribute value or a text longer than its limit.
    case valueTooLong = "xml-value-too-long"
    /// A DOCTYPE with an internal subset (where entities are declared).
    case doctype = "xml-doctype"
    /// A reference to an entity other than the five XML predefines.
    case entity = "xml-entity"
    /// Well-formed XML whose root is not an iOS storyboard's `<document>`.
    case notStoryboard = "xml-not-storyboard"
  }

  /// The kind of failure.
  public var code: Code
  /// What went wrong: lower-case, no final period, names in single quotes.
  public var message: String
  /// The file, as the caller named it.
  public var file: String
  /// Where it went wrong.
  public var position: TextPosition
  /// A second location that explains the first, such as where an unclosed element starts.
  public var note: (message: String, position: TextPosition)?

  /// Creates an error.
  public init(
    _ code: Code, _ message: String, file: String, at position: TextPosition,
    note: (message: String, position: TextPosition)? = nil
  ) {
    self.code = code
    self.message = message
    self.file = file
    self.position = position
    self.note = note
  }

  /// `FILE:LINE:COL: error: MESSAGE [CODE]`, then `FILE:LINE:COL: note: NOTE` on a second line.
  public var description: String {
    var text = "\(file):\(position): error: \(message) [\(code.rawValue)]"
    if let note { text += "\n\(file):\(note.position): note: \(note.message)" }
    return text
  }
}
