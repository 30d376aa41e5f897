/// Every message of evaluation, in one place.
enum EvaluationMessage {
  static func unary(_ op: UnaryOperator, _ value: Value) -> String {
    let wanted = op == .negate ? "a number" : "a boolean"
    return "'\(op.rawValue)' needs \(wanted), found \(value.typeDescription)"
  }

  static func logic(_ op: BinaryOperator, _ value: Value, _ side: String) -> String {
    "'\(op.rawValue)' needs booleans, found \(value.typeDescription) on the \(side)"
  }

  static func comparison(_ op: BinaryOperator, _ left: Value, _ right: Value) -> String {
    "'\(op.rawValue)' compares two numbers or two strings, found \(left.typeDescription)"
      + " and \(right.typeDescription)"
  }

  static func addition(_ left: Value, _ right: Value) -> String {
    "'+' needs two numbers, or a string and a number, string, boolean or null, found"
      + " \(left.typeDescription) and \(right.typeDescription)"
  }

  static func arithmetic(_ op: BinaryOperator, _ left: Value, _ right: Value) -> String {
    let hint = left.isString || right.isString ? "; convert text with 'number()'" : ""
    return "'\(op.rawValue)' needs two numbers, found \(left.typeDescription) and"
      + " \(right.typeDescription)\(hint)"
  }

  static func overflow(_ op: BinaryOperator) -> String {
    "the result of '\(op.rawValue)' is too large for a number"
  }

  static func noArguments(_ name: String) -> String { "'\(name)' needs an argument" }

  static func argument(_ name: String, _ wanted: String, _ value: Value) -> String {
    "'\(name)' needs \(wanted), found \(value.typeDescription)"
  }

  static func numberTooLarge(_ text: String) -> String {
    "'number' cannot read \(SourceText.quoted(text)): the number is too large"
  }

  static func formatString(_ value: Value) -> String {
    "the format string must be a string, found \(value.typeDescription)"
  }

  static func templateHole(_ value: Value) -> String {
    "a template shows a number, text, a boolean or null, found \(value.typeDescription)"
  }
}
