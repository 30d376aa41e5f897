/// A place in a text file: a 1-based line and a 1-based column. The one position type of
/// every reader: scene files (YAML), storyboards and XIBs (XML), Swift and Objective-C code.
///
/// Columns count Unicode scalars, as libyaml does, so `é` and `😀` take one column each and a
/// tab takes one. A UTF-8 byte-order mark at the start of a file takes no column. Each reader
/// says which line breaks it counts (XML 1.0's LF, CR LF and lone CR; YAML's the same).
/// Positions order by line, then column.
///
///     print(TextPosition(line: 3, column: 7))
///     // Prints "3:7"
public struct TextPosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, in Unicode scalars.
  public var column: Int

  /// Creates a position from a 1-based line and column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The start of a file, `1:1`.
  public static let start = TextPosition(line: 1, column: 1)

  /// `LINE:COLUMN`, as diagnostics print it.
  public var description: String { "\(line):\(column)" }

  public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
