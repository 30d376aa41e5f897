/// Every message of the expression and template parsers, in one place.
enum ExpressionMessage {
  static let chainedComparison = "comparisons cannot be chained; combine them with '&&'"

  static func expectedOperator(_ found: String) -> String {
    "expected an operator or the end of the expression, found \(found)"
  }

  static func expectedBrace(_ found: String) -> String {
    "expected an operator or '}', found \(found)"
  }

  static func expectedExpression(_ found: String) -> String {
    "expected an expression, found \(found)"
  }

  static func expectedParen(_ found: String) -> String { "expected ')', found \(found)" }

  static func expectedName(after path: String, _ found: String) -> String {
    "expected a name after '\(path).', found \(found)"
  }

  static func expectedCommaOrParen(_ function: String, _ found: String) -> String {
    "expected ',' or ')' in the arguments of '\(function)', found \(found)"
  }

  static var functionList: String {
    SourceText.list(Call.Function.allCases.map(\.rawValue))
  }

  static func unknownFunction(_ name: String) -> String {
    let names = Call.Function.allCases.map(\.rawValue)
    if let guess = Spelling.suggestion(for: name, among: names) {
      return "unknown function \(SourceText.quoted(name)); did you mean '\(guess)'?"
    }
    return "unknown function \(SourceText.quoted(name)); the functions are \(functionList)"
  }

  static func notAFunction(_ path: String) -> String {
    "\(SourceText.quoted(path)) is not a function; the functions are \(functionList)"
  }

  static func wrongArity(_ function: Call.Function, _ count: Int) -> String {
    if function == .format {
      return "'format' takes a format string and the values it formats, found no arguments"
    }
    let noun = count == 1 ? "argument" : "arguments"
    return "'\(function.rawValue)' takes 1 argument, found \(count) \(noun)"
  }

  static func numberTooLarge(_ text: String) -> String {
    "the number \(SourceText.quoted(text)) is too large"
  }

  static func tooDeep(_ limit: Int) -> String {
    "the expression is nested more than \(limit) levels deep"
  }

  static func unknownEscape(_ scalar: Unicode.Scalar) -> String {
    "unknown escape '\\\(scalar)' in a string; the escapes are '\\\\', '\\'', '\\\"', '\\n',"
      + " '\\t' and '\\r'"
  }

  static func unterminatedString(_ quote: Unicode.Scalar) -> String {
    "unterminated string; expected a closing '\(quote)'"
  }

  static let unmatchedBrace = "unmatched '}' in a template; write '}}' for a literal '}'"
}
