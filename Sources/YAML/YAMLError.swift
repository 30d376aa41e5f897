import TextPosition

/// Why a YAML file did not load, and where.
///
/// ``description`` reads like a compiler diagnostic without the file name:
///
///     1:4: error: did not find expected ',' or ']' [yaml-syntax]
///     1:1: note: while parsing a flow sequence
///
/// The messages are listed, with the limits behind them, in `docs/YAML.md`.
public struct YAMLError: Error, Sendable, CustomStringConvertible {
  /// A stable identifier for each kind of failure; `rawValue` is the diagnostic code.
  public enum Code: String, Sendable, CaseIterable {
    /// libyaml's scanner or parser refused the text, or a character YAML forbids.
    case syntax = "yaml-syntax"
    /// The file exceeds ``YAMLLimits/maxBytes``, or its nodes ``YAMLLimits/maxNodes``.
    case tooLarge = "yaml-too-large"
    /// A byte that is not valid UTF-8.
    case invalidUTF8 = "yaml-invalid-utf8"
    /// A NUL byte.
    case nulByte = "yaml-nul-byte"
    /// Nesting deeper than ``YAMLLimits/maxDepth``.
    case depthLimit = "yaml-depth-limit"
    /// An alias whose expansion passes ``YAMLLimits/maxNodes``.
    case aliasLimit = "yaml-alias-limit"
    /// An alias with no anchor defined before it.
    case undefinedAlias = "yaml-undefined-alias"
    /// A second document in the stream.
    case multipleDocuments = "yaml-multiple-documents"
    /// A tag other than those of ``YAMLTag``, or one that does not fit its node.
    case unsupportedTag = "yaml-unsupported-tag"
    /// A merge key `<<` whose value is not a mapping or a list of mappings.
    case badMerge = "yaml-merge"
    /// A scalar longer than ``YAMLLimits/maxScalarLength``.
    case scalarTooLong = "yaml-scalar-too-long"
  }

  /// The kind of failure.
  public var code: Code
  /// What went wrong: lower-case, no final period, names in single quotes.
  public var message: String
  /// Where it went wrong.
  public var mark: TextPosition
  /// A second location that explains the first, such as libyaml's context
  /// (`while parsing a flow sequence`) at the position it started.
  public var note: (message: String, mark: TextPosition)?

  /// Creates an error.
  public init(
    _ code: Code, _ message: String, at mark: TextPosition,
    note: (message: String, mark: TextPosition)? = nil
  ) {
    self.code = code
    self.message = message
    self.mark = mark
    self.note = note
  }

  /// `LINE:COL: error: MESSAGE [CODE]`, then `LINE:COL: note: NOTE` on a second line.
  public var description: String {
    var text = "\(mark): error: \(message) [\(code.rawValue)]"
    if let note { text += "\n\(note.mark): note: \(note.message)" }
    return text
  }
}

/// A mapping key that appears twice in one mapping, compared by scalar text.
///
/// libyaml accepts duplicates; the loader keeps both pairs, in order, and reports them
/// here so that the caller can turn them into errors with both locations.
public struct DuplicateKey: Sendable, Hashable {
  /// The key's text.
  public var key: String
  /// The first occurrence of the key in its mapping.
  public var first: TextPosition
  /// The later occurrence.
  public var duplicate: TextPosition

  /// Creates a duplicate-key record.
  public init(key: String, first: TextPosition, duplicate: TextPosition) {
    self.key = key
    self.first = first
    self.duplicate = duplicate
  }
}

/// A loaded document: its root node and the duplicate keys found on the way.
public struct YAMLDocument: Sendable {
  /// The root node; a null plain scalar at 1:1 for an empty file.
  public var root: Node
  /// Every duplicate mapping key, ordered by the position of the duplicate.
  public var duplicateKeys: [DuplicateKey]

  /// Creates a document.
  public init(root: Node, duplicateKeys: [DuplicateKey]) {
    self.root = root
    self.duplicateKeys = duplicateKeys
  }
}
