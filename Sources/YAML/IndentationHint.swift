/// The hint added to libyaml's indentation errors ("did not find expected key", "mapping
/// values are not allowed in this context", ...), which name a token but not the line whose
/// indentation went wrong: `; check the indentation of line 7: it starts at column 4, and
/// line 6 at column 5`.
enum IndentationHint {
  /// The problems of libyaml that a wrong indentation causes.
  static let problems: Set<String> = [
    "did not find expected key", "mapping values are not allowed in this context",
    "did not find expected '-' indicator", "could not find expected ':'",
    "did not find expected node content",
  ]

  /// The hint for an error on `line` (1-based), or "" when the problem is not one of
  /// `problems` or the lines cannot be found.
  static func hint(for problem: String, line: Int, in input: UnsafeBufferPointer<UInt8>)
    -> String
  {
    guard problems.contains(problem), line >= 1 else { return "" }
    // The indentation (spaces) of every line up to `line`; nil for blank and comment lines.
    var indents: [Int?] = []
    var index = 0
    while indents.count < line, index < input.count {
      var spaces = 0
      while index < input.count, input[index] == UInt8(ascii: " ") {
        spaces += 1
        index += 1
      }
      let content = index < input.count && input[index] != UInt8(ascii: "\n")
        && input[index] != UInt8(ascii: "#") && input[index] != UInt8(ascii: "\r")
      indents.append(content ? spaces : nil)
      while index < input.count, input[index] != UInt8(ascii: "\n") { index += 1 }
      index += 1
    }
    guard indents.count == line, let own = indents[line - 1] else { return "" }
    var hint = "; check the indentation of line \(line): it starts at column \(own + 1)"
    if let previous = indents[..<(line - 1)].lastIndex(where: { $0 != nil }),
      let indent = indents[previous]
    {
      hint += ", and line \(previous + 1) at column \(indent + 1)"
    }
    return hint
  }
}
