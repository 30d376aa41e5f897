import SceneSyntax
import Testing

/// An expression and its tree as an S-expression.
struct ParseCase: Sendable, CustomTestStringConvertible {
  let text: String
  let tree: String
  var testDescription: String { text }
}

/// An S-expression of the tree, with the offset of every node after '@'.
func tree(_ e: Expression, offsets: Bool = false) -> String {
  let at = offsets ? "@\(e.offset)" : ""
  switch e {
  case .number(let value, _): return "\(value)\(at)"
  case .string(let value, _): return "'\(value)'\(at)"
  case .bool(let value, _): return "\(value)\(at)"
  case .null: return "null\(at)"
  case .reference(let reference): return reference.text + at
  case .unary(let op, let operand, _):
    return "(\(op.rawValue)\(at) \(tree(operand, offsets: offsets)))"
  case .binary(let op, let left, let right, _):
    return "(\(op.rawValue)\(at) \(tree(left, offsets: offsets)) \(tree(right, offsets: offsets)))"
  case .call(let call):
    let arguments = call.arguments.map { tree($0, offsets: offsets) }
    return "(\(([call.function.rawValue + at] + arguments).joined(separator: " ")))"
  }
}

let parseCases: [ParseCase] = [
  .init(text: "1 + 2 * 3", tree: "(+ 1.0 (* 2.0 3.0))"),
  .init(text: "(1 + 2) * 3", tree: "(* (+ 1.0 2.0) 3.0)"),
  .init(text: "1 - 2 - 3", tree: "(- (- 1.0 2.0) 3.0)"),
  .init(text: "8 / 4 % 3", tree: "(% (/ 8.0 4.0) 3.0)"),
  .init(text: "-x.y", tree: "(- x.y)"),
  .init(text: "!!a", tree: "(! (! a))"),
  .init(text: "- -1", tree: "(- (- 1.0))"),
  .init(text: "a || b && c", tree: "(|| a (&& b c))"),
  .init(text: "a && b || c", tree: "(|| (&& a b) c)"),
  .init(text: "a == b && c != d", tree: "(&& (== a b) (!= c d))"),
  .init(text: "a < b == c >= d", tree: "(== (< a b) (>= c d))"),
  .init(text: "1 + 2 <= 3 * 4", tree: "(<= (+ 1.0 2.0) (* 3.0 4.0))"),
  .init(text: "a > b", tree: "(> a b)"),
  .init(text: "-a * b", tree: "(* (- a) b)"),
  .init(text: "!a == b", tree: "(== (! a) b)"),
  .init(text: "self.characterInfo.name", tree: "self.characterInfo.name"),
  .init(text: "row . name", tree: "row.name"),
  .init(text: "row.null.true", tree: "row.null.true"),
  .init(text: "true && false || null", tree: "(|| (&& true false) null)"),
  .init(text: "'it''s'", tree: "(unused)"),
  .init(text: #"'a\'b' + "c\"d" + 'e\\f\n\t\r'"#, tree: "(+ (+ 'a'b' 'c\"d') 'e\\f\n\t\r')"),
  .init(text: "'{x}' + \"}\"", tree: "(+ '{x}' '}')"),
  .init(text: "1.5e3 + 2E-2 + 7", tree: "(+ (+ 1500.0 0.02) 7.0)"),
  .init(
    text: "format(\"%.2f\", number(w.text) * number(l.text))",
    tree: "(format '%.2f' (* (number w.text) (number l.text)))"),
  .init(text: "count(rows) + text(4)", tree: "(+ (count rows) (text 4.0))"),
  .init(text: "format('x')", tree: "(format 'x')"),
  .init(text: " \n\tstate.calculations+1\n", tree: "(+ state.calculations 1.0)"),
  .init(text: "é", tree: "(unused)"),
]

let expressionErrors: [SyntaxErrorCase] = [
  .init(text: "", message: "expected an expression, found the end of the expression", offset: 0),
  .init(text: "1 +", message: "expected an expression, found the end of the expression", offset: 3),
  .init(
    text: "a b", message: "expected an operator or the end of the expression, found 'b'",
    offset: 2),
  .init(
    text: "a = 1",
    message: "expected an operator or the end of the expression, found '=';"
      + " use '==' to compare", offset: 2),
  .init(
    text: "a & b",
    message: "expected an operator or the end of the expression, found '&';"
      + " use '&&'", offset: 2),
  .init(
    text: "a | b",
    message: "expected an operator or the end of the expression, found '|';"
      + " use '||'", offset: 2),
  .init(
    text: "a < b < c", message: "comparisons cannot be chained; combine them with '&&'",
    offset: 6),
  .init(
    text: "a == b != c", message: "comparisons cannot be chained; combine them with '&&'",
    offset: 7),
  .init(text: "(1 + 2", message: "expected ')', found the end of the expression", offset: 6),
  .init(text: "(1 + 2]", message: "expected ')', found ']'", offset: 6),
  .init(text: ")", message: "expected an expression, found ')'", offset: 0),
  .init(
    text: "a.", message: "expected a name after 'a.', found the end of the expression",
    offset: 2),
  .init(text: "a.b.1", message: "expected a name after 'a.b.', found '1'", offset: 4),
  .init(text: "nmber(x)", message: "unknown function 'nmber'; did you mean 'number'?", offset: 0),
  .init(
    text: "1 + sqrt(x)",
    message: "unknown function 'sqrt'; the functions are 'count', 'format',"
      + " 'number' and 'text'", offset: 4),
  .init(
    text: "self.count(x)",
    message: "'self.count' is not a function; the functions are"
      + " 'count', 'format', 'number' and 'text'", offset: 0),
  .init(text: "number(a, b)", message: "'number' takes 1 argument, found 2 arguments", offset: 0),
  .init(text: "x + text()", message: "'text' takes 1 argument, found 0 arguments", offset: 4),
  .init(
    text: "format()",
    message: "'format' takes a format string and the values it formats,"
      + " found no arguments", offset: 0),
  .init(
    text: "count(a b)", message: "expected ',' or ')' in the arguments of 'count', found 'b'",
    offset: 8),
  .init(text: "format('%d', 1,)", message: "expected an expression, found ')'", offset: 15),
  .init(text: "'abc", message: "unterminated string; expected a closing '''", offset: 0),
  .init(text: "1 + \"abc\\\"", message: "unterminated string; expected a closing '\"'", offset: 4),
  .init(
    text: "'a\\qb'",
    message: "unknown escape '\\q' in a string; the escapes are '\\\\', '\\'',"
      + " '\\\"', '\\n', '\\t' and '\\r'", offset: 2),
  .init(text: "1e999", message: "the number '1e999' is too large", offset: 0),
  .init(text: "# 1", message: "expected an expression, found '#'", offset: 0),
  .init(
    text: "naïve + 1",
    message: "'naïve' is not a valid name; names use the letters A to Z"
      + " and a to z, the digits and '_', and do not start with a digit", offset: 0),
  .init(text: "1 + 👩‍👩‍👧 + x", message: "expected an expression, found '👩'", offset: 4),
  .init(
    text: "'👩‍👩‍👧' + x y",
    message: "expected an operator or the end of the expression,"
      + " found 'y'", offset: 12),
  .init(text: "{a}", message: "expected an expression, found '{'", offset: 0),
  .init(
    text: "true.x", message: "expected an operator or the end of the expression, found '.'",
    offset: 4),
]

@Suite struct ExpressionParserTests {
  @Test(arguments: parseCases.filter { $0.tree != "(unused)" })
  func parses(_ example: ParseCase) throws {
    #expect(tree(try Expression.parse(example.text)) == example.tree)
  }

  @Test(arguments: expressionErrors)
  func reportsErrors(_ example: SyntaxErrorCase) {
    let error = #expect(throws: SyntaxError.self) { try Expression.parse(example.text) }
    #expect(error?.message == example.message)
    #expect(error?.offset == example.offset)
  }

  @Test func adjacentStringsAreNotConcatenated() {
    let error = #expect(throws: SyntaxError.self) { try Expression.parse("'it''s'") }
    #expect(error?.message == "expected an operator or the end of the expression, found ''s''")
    #expect(error?.offset == 4)
  }

  @Test func everyNodeKeepsItsOffset() throws {
    let e = try Expression.parse("-a.b + format('%d', 2) * (c >= 1.5) || !null && true")
    #expect(
      tree(e, offsets: true) == "(||@36 (+@5 (-@0 a.b@1) (*@23 (format@7 '%d'@14 2.0@20)"
        + " (>=@28 c@26 1.5@31))) (&&@45 (!@39 null@40) true@48))")
    #expect(e.startOffset == 0)
    #expect(try Expression.parse("  x * 2").startOffset == 2)
  }

  @Test func listsReferencesInSourceOrder() throws {
    let e = try Expression.parse("a.b + count(self.items) * number(c.text) - d")
    #expect(e.references.map(\.text) == ["a.b", "self.items", "c.text", "d"])
    #expect(e.references.map(\.offset) == [0, 12, 33, 43])
    #expect(e.references[1].segmentOffsets == [12, 17])
    #expect(
      try Expression.parse("self . characterInfo . name").references[0].segmentOffsets
        == [0, 7, 23])
  }

  @Test func listsCallsOutsideIn() throws {
    let e = try Expression.parse("text(count(a)) + format('%s', text(b))")
    #expect(e.calls.map(\.function) == [.text, .count, .format, .text])
    #expect(e.calls.map(\.offset) == [0, 5, 17, 30])
    #expect(e.calls[2].arguments.count == 2)
  }

  @Test func limitsNestingDepth() throws {
    _ = try Expression.parse(
      String(repeating: "(", count: 64) + "1" + String(repeating: ")", count: 64))
    for text in [
      String(repeating: "(", count: 65) + "1" + String(repeating: ")", count: 65),
      String(repeating: "-", count: 65) + "1",
      String(repeating: "text(", count: 65) + "1" + String(repeating: ")", count: 65),
    ] {
      let error = #expect(throws: SyntaxError.self) { try Expression.parse(text) }
      #expect(error?.message == "the expression is nested more than 64 levels deep")
      #expect(error?.offset == (text.hasPrefix("text") ? 64 * 5 + 4 : 64))
    }
  }

  @Test func limitsTheDepthOfLongOperatorChains() throws {
    _ = try Expression.parse(Array(repeating: "1", count: 65).joined(separator: " + "))
    let error = #expect(throws: SyntaxError.self) {
      try Expression.parse(Array(repeating: "1", count: 66).joined(separator: " + "))
    }
    #expect(error?.message == "the expression is nested more than 64 levels deep")
    #expect(error?.offset == 64 * 4 + 2)
  }

  @Test func survivesHostileInput() {
    let cases: [(String, String, Int)] = [
      (
        String(repeating: "(", count: 2_000_000),
        "the expression is longer than the limit of"
          + " 100000 characters", 100_000
      ),
      (
        String(repeating: "(", count: 99_999), "the expression is nested more than 64 levels deep",
        64
      ),
      (
        String(repeating: "1+", count: 49_999) + "1",
        "the expression is nested more than 64 levels"
          + " deep", 129
      ),
      (
        String(repeating: "!", count: 99_999), "the expression is nested more than 64 levels deep",
        64
      ),
      (
        "'" + String(repeating: "x", count: 99_000), "unterminated string; expected a closing '''",
        0
      ),
    ]
    for (text, message, offset) in cases {
      let error = #expect(throws: SyntaxError.self) { try Expression.parse(text) }
      #expect(error?.message == message)
      #expect(error?.offset == offset)
    }
  }

  @Test func customLimits() {
    let limits = SyntaxLimits(maxLength: 5, maxDepth: 2)
    let long = #expect(throws: SyntaxError.self) { try Expression.parse("123456", limits: limits) }
    #expect(long?.message == "the expression is longer than the limit of 5 characters")
    #expect(long?.offset == 5)
    let deep = #expect(throws: SyntaxError.self) { try Expression.parse("---1", limits: limits) }
    #expect(deep?.message == "the expression is nested more than 2 levels deep")
    #expect(deep?.offset == 2)
    #expect(throws: Never.self) { try Expression.parse("--1", limits: limits) }
  }
}
