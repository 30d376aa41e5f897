/// A position in YAML source text: a 1-based line and a 1-based column.
///
/// Columns count Unicode scalars, as libyaml does, so `é` is one column whether
/// it takes one or two UTF-8 bytes. A byte-order mark at the very start of the
/// file takes no column. Marks order by line, then column.
///
///     let mark = SourceMark(line: 3, column: 7)
///     print(mark)
///     // Prints "3:7"
public struct SourceMark: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The 1-based line number.
  public let line: Int
  /// The 1-based column, in Unicode scalars.
  public let column: Int

  /// Creates a mark from a 1-based line and column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The start of the file, `1:1`.
  public static let start = SourceMark(line: 1, column: 1)

  /// `line:column`, as diagnostics print it.
  public var description: String { "\(line):\(column)" }

  public static func < (lhs: SourceMark, rhs: SourceMark) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
