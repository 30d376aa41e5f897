/// An error inside a constraint string, an expression or a template.
///
/// `offset` is the 0-based index, in Unicode scalars, of where the problem starts
/// in the string that was parsed. A caller that knows where the string starts in
/// its file adds it to that column.
///
///     do { _ = try ConstraintSyntax.parse("nameLabel.wdth = 10") } catch {
///       print(error.offset, error.message)
///     }
///     // Prints "10 expected an attribute after 'nameLabel.', found 'wdth'; did you mean 'width'?"
public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong: lower-case, no final period, names in single quotes.
  public var message: String
  /// Where the problem starts: a 0-based index in Unicode scalars.
  public var offset: Int

  /// Makes an error from its message and offset.
  public init(message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }

  /// `offset N: message`.
  public var description: String { "offset \(offset): \(message)" }
}

/// The limits that keep parsing linear in time and shallow in recursion on hostile input.
///
/// Every parser in this module takes one; `SyntaxLimits.standard` is the default.
public struct SyntaxLimits: Sendable, Hashable {
  /// The longest string, in Unicode scalars, that a parser accepts.
  public var maxLength: Int
  /// The deepest expression tree: each operator, call and pair of parentheses is a level.
  public var maxDepth: Int

  /// Makes limits.
  public init(maxLength: Int, maxDepth: Int) {
    self.maxLength = maxLength
    self.maxDepth = maxDepth
  }

  /// 100,000 Unicode scalars and 64 levels.
  public static let standard = SyntaxLimits(maxLength: 100_000, maxDepth: 64)
}

/// Helpers shared by the parsers.
enum SourceText {
  /// The scalars of `text`, or an error at `limit` when it is longer than `limit`.
  ///
  /// Stops reading at the limit, so a string of many megabytes costs nothing more.
  static func scalars(
    of text: String, limit: Int, noun: String
  ) throws(SyntaxError) -> [Unicode.Scalar] {
    var result: [Unicode.Scalar] = []
    result.reserveCapacity(min(text.utf8.count, limit))
    for scalar in text.unicodeScalars {
      if result.count == limit {
        throw SyntaxError(
          message: "\(noun) is longer than the limit of \(limit) characters", offset: limit)
      }
      result.append(scalar)
    }
    return result
  }

  /// `'text'`, cut to 32 characters with '...' so that a huge token makes a short message.
  static func quoted(_ text: String) -> String {
    let scalars = text.unicodeScalars
    if scalars.count <= 32 { return "'\(text)'" }
    var cut = String.UnicodeScalarView()
    cut.append(contentsOf: scalars.prefix(32))
    return "'\(String(cut))...'"
  }

  /// `'a', 'b' and 'c'`.
  static func list(_ names: [String], conjunction: String = "and") -> String {
    let quoted = names.map { "'\($0)'" }
    guard let last = quoted.last else { return "" }
    if quoted.count == 1 { return last }
    return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }

  static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x41...0x5A, 0x61...0x7A, 0x5F: return true
    default: return false
    }
  }

  static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifierStart(scalar) || isDigit(scalar)
  }

  /// An identifier start, or a non-ASCII letter that a user may have meant as one.
  static func isWordStart(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifierStart(scalar) || (!scalar.isASCII && scalar.properties.isAlphabetic)
  }

  static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifierPart(scalar) || (!scalar.isASCII && scalar.properties.isAlphabetic)
  }

  /// The message for a name with letters outside A-Z and a-z.
  static func invalidName(_ word: String) -> String {
    "\(quoted(word)) is not a valid name; names use the letters A to Z and a to z, the digits"
      + " and '_', and do not start with a digit"
  }

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x30 && scalar.value <= 0x39
  }

  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
  }

  static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    if scalars.allSatisfy(\.isASCII) {
      // The common case, and much cheaper than appending scalars one by one.
      return String(unsafeUninitializedCapacity: scalars.count) { buffer in
        for (index, scalar) in zip(buffer.indices, scalars) { buffer[index] = UInt8(scalar.value) }
        return scalars.count
      }
    }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
  }
}

/// "Did you mean" by edit distance.
enum Spelling {
  /// The candidate closest to `word`, ignoring case, if it is close enough to be a typo.
  ///
  /// Close enough: at most one edit per three letters of the candidate, and at least one.
  /// Ties go to the earlier candidate, so the answer is deterministic.
  static func suggestion(for word: String, among candidates: [String]) -> String? {
    let lowered = Array(word.lowercased().unicodeScalars)
    if lowered.count > 64 { return nil }
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let target = Array(candidate.lowercased().unicodeScalars)
      let distance = editDistance(lowered, target)
      let allowed = max(1, target.count / 3)
      if distance <= allowed, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// Levenshtein distance, with one row of memory.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
