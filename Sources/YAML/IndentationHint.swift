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
    // Each line up to `line`: its indentation (spaces), the column its key starts at (after
    // any `- `) and whether it opens a block (ends with ':'); nil for blank and comment lines.
    var lines: [Shape?] = []
    var index = 0
    while lines.count < line, index < input.count {
      let start = index
      while index < input.count, input[index] != UInt8(ascii: "\n") { index += 1 }
      lines.append(Shape(ArraySlice(input[start..<index])))
      index += 1
    }
    guard lines.count == line, let own = lines[line - 1]?.indent else { return "" }
    var hint = "; check the indentation of line \(line): it starts at column \(own + 1)"
    let earlier = lines[..<(line - 1)]
    // A line between a list item's dash and its keys belongs with those keys.
    if let item = earlier.lastIndex(where: { $0.map { $0.indent < own } ?? false }),
      let shape = lines[item], shape.key > own
    {
      return hint
        + ", but the keys of the list item on line \(item + 1) start at column "
        + "\(shape.key + 1): write it at column \(shape.key + 1)"
    }
    guard let previous = earlier.lastIndex(where: { $0 != nil }), let shape = lines[previous]
    else { return hint }
    // Deeper than a key whose value is on its own line: written as its sibling.
    if own > shape.key, !shape.opensBlock {
      return hint
        + ", but its sibling key on line \(previous + 1) starts at column \(shape.key + 1): "
        + "write it at column \(shape.key + 1)"
    }
    hint += ", and line \(previous + 1) at column \(shape.indent + 1)"
    return hint
  }

  /// The indentation of a line of content.
  struct Shape {
    /// The spaces before its first character.
    var indent: Int
    /// The spaces and list dashes (`- `) before its key.
    var key: Int
    /// Whether it ends with ':' (its value is on the lines below).
    var opensBlock: Bool

    /// The shape of a line, or nil for a blank or comment line.
    init?(_ bytes: ArraySlice<UInt8>) {
      var index = bytes.startIndex
      while index < bytes.endIndex, bytes[index] == UInt8(ascii: " ") { index += 1 }
      guard index < bytes.endIndex, bytes[index] != UInt8(ascii: "#"),
        bytes[index] != UInt8(ascii: "\r")
      else { return nil }
      indent = index - bytes.startIndex
      while index + 1 < bytes.endIndex, bytes[index] == UInt8(ascii: "-"),
        bytes[index + 1] == UInt8(ascii: " ")
      {
        index += 2
        while index < bytes.endIndex, bytes[index] == UInt8(ascii: " ") { index += 1 }
      }
      key = index - bytes.startIndex
      var end = bytes.endIndex
      while end > index,
        [UInt8(ascii: " "), UInt8(ascii: "\r")].contains(bytes[end - 1])
      {
        end -= 1
      }
      opensBlock = end > index && bytes[end - 1] == UInt8(ascii: ":")
    }
  }
}
