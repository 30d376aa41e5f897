/// A string with expression holes: `"{name} ({age})"`.
///
/// `{EXPR}` is a hole; `{{` and `}}` are a literal `{` and `}`. A string with no hole is a
/// template with one literal part. Holes take the same expressions as `Expression.parse`,
/// so a hole may hold strings with braces in them: `{format("{%d}", n)}`.
///
///     let t = try Template.parse("{name} ({age})")
///     print(t.references.map(\.text))
///     // Prints "["name", "age"]"
public struct Template: Sendable, Hashable {
  /// A piece of a template.
  public enum Part: Sendable, Hashable {
    /// Text shown as is (escapes already decoded).
    case literal(String)
    /// A hole; its offsets count from the start of the template string.
    case expression(Expression)
  }

  /// The pieces in order; two literals are never adjacent, and no literal is empty.
  public var parts: [Part]

  /// Makes a template from its parts.
  public init(parts: [Part]) { self.parts = parts }

  /// Parses a template.
  ///
  /// - Throws: `SyntaxError` at the first problem, with the offset inside `text`.
  public static func parse(
    _ text: String, limits: SyntaxLimits = .standard
  ) throws(SyntaxError) -> Template {
    let scalars = try SourceText.scalars(of: text, limit: limits.maxLength, noun: "the template")
    var parts: [Part] = []
    var literal = String.UnicodeScalarView()
    var index = 0
    func flush() {
      if !literal.isEmpty { parts.append(.literal(String(literal))) }
      literal = String.UnicodeScalarView()
    }
    while index < scalars.count {
      let scalar = scalars[index]
      let next: Unicode.Scalar? = index + 1 < scalars.count ? scalars[index + 1] : nil
      if (scalar == "{" && next == "{") || scalar == "}" {
        guard next == scalar else {
          throw SyntaxError(message: ExpressionMessage.unmatchedBrace, offset: index)
        }
        literal.append(scalar)
        index += 2
      } else if scalar == "{" {
        flush()
        var parser = try ExpressionParser(
          scalars: scalars, start: index + 1, ending: .brace, limits: limits)
        let (expression, end) = try parser.parse()
        parts.append(.expression(expression))
        index = end
      } else {
        literal.append(scalar)
        index += 1
      }
    }
    flush()
    return Template(parts: parts)
  }

  /// The text when the template has no hole, else nil.
  public var literalText: String? {
    switch parts.count {
    case 0: return ""
    case 1: if case .literal(let text) = parts[0] { return text } else { return nil }
    default: return nil
    }
  }

  /// Every reference in the holes, in source order.
  public var references: [Reference] { expressions.flatMap(\.references) }

  /// Every call in the holes, in source order.
  public var calls: [Call] { expressions.flatMap(\.calls) }

  /// The holes' expressions, in order.
  public var expressions: [Expression] {
    parts.compactMap { part in
      if case .expression(let expression) = part { expression } else { nil }
    }
  }
}
