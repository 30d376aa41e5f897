import SceneSyntax
import Testing

/// An expression and the value it gives in `environment`.
struct EvaluationCase: Sendable, CustomTestStringConvertible {
  let text: String
  let expected: Value
  var testDescription: String { text }
}

/// An expression and the evaluation error it gives in `environment`.
struct EvaluationErrorCase: Sendable, CustomTestStringConvertible {
  let text: String
  let message: String
  let offset: Int
  var testDescription: String { text }
}

let environment = RecordEnvironment([
  "a": 3, "b": 4, "s": "abc", "t": "3.5", "yes": true, "no": false, "nothing": .null,
  "list": [1, 2, 3], "rec": ["name": "Alice", "age": 7],
  "self": ["characterInfo": ["name": "Hatter"]],
])

let evaluationCases: [EvaluationCase] = [
  // Arithmetic.
  .init(text: "1 + 2", expected: 3), .init(text: "a * b", expected: 12),
  .init(text: "a - b", expected: -1), .init(text: "b / a", expected: .number(4.0 / 3.0)),
  .init(text: "7 % 3", expected: 1), .init(text: "-7 % 3", expected: -1),
  .init(text: "7.5 % 2", expected: 1.5), .init(text: "-a", expected: -3),
  .init(text: "2 * (1 + a) - b / 2", expected: 6),
  // Concatenation.
  .init(text: "'x' + 1", expected: "x1"), .init(text: "1.5 + 'x'", expected: "1.5x"),
  .init(text: "'n=' + yes", expected: "n=true"), .init(text: "'a' + nothing", expected: "a"),
  .init(text: "s + s", expected: "abcabc"), .init(text: "'' + 1e21", expected: "1e+21"),
  .init(text: "1 + 2 + 'x'", expected: "3x"), .init(text: "'x' + 1 + 2", expected: "x12"),
  // Comparison and equality.
  .init(text: "1 < 2", expected: true), .init(text: "2 <= 2", expected: true),
  .init(text: "3 > 4", expected: false), .init(text: "3 >= 4", expected: false),
  .init(text: "'abc' < 'abd'", expected: true), .init(text: "'b' >= 'a'", expected: true),
  .init(text: "'B' < 'a'", expected: true),
  .init(text: "1 == 1.0", expected: true), .init(text: "'1' == 1", expected: false),
  .init(text: "nothing == null", expected: true), .init(text: "list == list", expected: true),
  .init(text: "rec != rec", expected: false), .init(text: "1 != 2", expected: true),
  .init(text: "yes == true", expected: true), .init(text: "0 == -0", expected: true),
  .init(text: "null == 0", expected: false),
  // Logic, short-circuit.
  .init(text: "yes && no", expected: false), .init(text: "no || yes", expected: true),
  .init(text: "!yes", expected: false), .init(text: "!!yes", expected: true),
  .init(text: "no && 1 / 0 == 1", expected: false),
  .init(text: "yes || unknown.name", expected: true),
  .init(text: "a < b && s == 'abc'", expected: true),
  // References.
  .init(text: "self.characterInfo.name", expected: "Hatter"), .init(text: "rec.age", expected: 7),
  .init(text: "rec", expected: ["name": "Alice", "age": 7]),
  .init(text: "list", expected: [1, 2, 3]),
  // number().
  .init(text: "number('3.5')", expected: 3.5), .init(text: "number('abc')", expected: 0),
  .init(text: "number(t) * 2", expected: 7), .init(text: "number('  42px')", expected: 42),
  .init(text: "number('-1.5e2x')", expected: -150), .init(text: "number('1e')", expected: 1),
  .init(text: "number('.5')", expected: 0.5), .init(text: "number('5.')", expected: 5),
  .init(text: "number('')", expected: 0), .init(text: "number('+3')", expected: 3),
  .init(text: "number('- 3')", expected: 0), .init(text: "number('0x10')", expected: 0),
  .init(text: "number('inf')", expected: 0), .init(text: "number(true)", expected: 1),
  .init(text: "number(null)", expected: 0), .init(text: "number(7)", expected: 7),
  // text().
  .init(text: "text(4)", expected: "4"), .init(text: "text(2.5)", expected: "2.5"),
  .init(text: "text(0.1 + 0.2)", expected: "0.30000000000000004"),
  .init(text: "text(1e21)", expected: "1e+21"),
  .init(text: "text(1e20)", expected: "100000000000000000000"),
  .init(text: "text(0.000001)", expected: "0.000001"), .init(text: "text(1e-7)", expected: "1e-7"),
  .init(text: "text(1.5e-10)", expected: "1.5e-10"), .init(text: "text(-0)", expected: "0"),
  .init(text: "text(-2.5)", expected: "-2.5"),
  .init(text: "text(123456789012)", expected: "123456789012"),
  .init(text: "text(1 / 3)", expected: "0.3333333333333333"),
  .init(text: "text(null)", expected: ""),
  .init(text: "text(yes)", expected: "true"), .init(text: "text(s)", expected: "abc"),
  // count().
  .init(text: "count(list)", expected: 3), .init(text: "count(rec)", expected: 2),
  .init(text: "count('héllo')", expected: 5), .init(text: "count('👩‍👩‍👧')", expected: 1),
  .init(text: "count(nothing)", expected: 0), .init(text: "count('')", expected: 0),
  // format().
  .init(text: "format('%.2f', 12)", expected: "12.00"),
  .init(text: "format('%.2f', 3.141592653589793)", expected: "3.14"),
  .init(text: "format('%.2f', -0.5)", expected: "-0.50"),
  .init(text: "format('%.0f', 1e20)", expected: "100000000000000000000"),
  .init(text: "format('%f', 1.5)", expected: "1.500000"),
  .init(text: "format('%.2f', number('3') * number('4'))", expected: "12.00"),
  .init(text: "format('%1.2f', 12)", expected: "12.00"),
  .init(text: "format('%d', 42.9)", expected: "42"),
  .init(text: "format('%d', -42.9)", expected: "-42"),
  .init(text: "format('%i', -0.5)", expected: "0"),
  .init(
    text: "format('%d', 1e20)",
    expected: "100000000000000000000"),
  .init(text: "format('%5d|%-5d|%05d', 42, 42, 42)", expected: "   42|42   |00042"),
  .init(text: "format('%+d % d %+d', 5, 5, -5)", expected: "+5  5 -5"),
  .init(text: "format('%.3d|%5.3d', 7, 7)", expected: "007|  007"),
  .init(text: "format('%s and %@', 'x', 2.5)", expected: "x and 2.5"),
  .init(text: "format('%s|%s|%s', null, yes, 4)", expected: "|true|4"),
  .init(text: "format('100%%')", expected: "100%"),
  .init(
    text: "format('no conversions')",
    expected: "no conversions"),
  .init(text: "format('%.3s|%-4s|%4s', 'abcdef', 'ab', 'ab')", expected: "abc|ab  |  ab"),
  .init(text: "format('%8.3f', -3.14159)", expected: "  -3.142"),
  .init(text: "format('%08.3f', -3.14159)", expected: "-003.142"),
  .init(text: "format('%-8.1f|', 2.25)", expected: "2.2     |"),
  .init(text: "format('%ld items, %lld, %lf', 3, 4, 0.5)", expected: "3 items, 4, 0.500000"),
  .init(text: "format('%.2f', 0.125)", expected: "0.12"),
  .init(text: "format('%.2f', 0.375)", expected: "0.38"),
  .init(text: "format('%.2f', 2.675)", expected: "2.67"),
  .init(text: "format('%.2f', 1.005)", expected: "1.00"),
  .init(text: "format('%.0f', 0.5)", expected: "0"),
  .init(text: "format('%.0f', 1.5)", expected: "2"),
  .init(text: "format('%.0f', 2.5)", expected: "2"),
  .init(text: "format('%.0f', 3.5)", expected: "4"),
  .init(text: "format('%.1f', 0.05)", expected: "0.1"),
  .init(text: "format('%.1f', 0.95)", expected: "0.9"),
  .init(text: "format('%.2f', 9.995)", expected: "9.99"),
  .init(text: "format('%.2f', 99.999)", expected: "100.00"),
  .init(text: "format('%.2f', 1e-10)", expected: "0.00"),
  .init(text: "format('%.2f', -1e-10)", expected: "-0.00"),
  .init(text: "format('%.20f', 0.1)", expected: "0.10000000000000000555"),
  .init(
    text: "format('%.100f', 0.1)",
    expected: .string(
      "0.1000000000000000055511151231257827021181583404541015625"
        + String(repeating: "0", count: 45))),
  .init(
    text: "format('%.100f', 1.5e-90)",
    expected: .string("0." + String(repeating: "0", count: 89) + "15000000000")),
  .init(text: "format('%f', 5e-324)", expected: "0.000000"),
  .init(text: "format('%.3f', 1000000000000000.2)", expected: "1000000000000000.250"),
  .init(
    text: "format('%.0f', 1e300)",
    expected: .string(
      """
      10000000000000000525047602552044202487044685811081591549158541155118024579889081\
      95786371375080447864043704443832883878176942523235360430575644792184786706982848\
      38720092657580373783023379478809005936895323497079994508111903896764088007465274\
      2780142494579258788820056842838115669472196386865459400540160
      """)
  ),
  .init(
    text: "format('%.0f', 1.7976931348623157e308)",
    expected: .string(
      """
      17976931348623157081452742373170435679807056752584499659891747680315726078002853\
      87605895586327668781715404589535143824642343213268894641827684675467035375169860\
      49910576551282076245490090389328944075868508455133942304583236903222948165808559\
      332123348274797826204144723168738177180919299881250404026184124858368
      """)
  ),
  .init(text: "format('{%s}', rec.name)", expected: "{Alice}"),
  .init(text: "format(s)", expected: "abc"),
]

let evaluationErrors: [EvaluationErrorCase] = [
  .init(text: "1 / 0", message: "division by zero", offset: 2),
  .init(text: "a % (b - 4)", message: "division by zero", offset: 2),
  .init(text: "1e308 * 10", message: "the result of '*' is too large for a number", offset: 6),
  .init(text: "1e308 + 1e308", message: "the result of '+' is too large for a number", offset: 6),
  .init(
    text: "s - 1",
    message: "'-' needs two numbers, found a string and a number; convert text with"
      + " 'number()'", offset: 2),
  .init(text: "yes * 2", message: "'*' needs two numbers, found a boolean and a number", offset: 4),
  .init(
    text: "yes + 1",
    message: "'+' needs two numbers, or a string and a number, string, boolean"
      + " or null, found a boolean and a number", offset: 4),
  .init(
    text: "'x' + list",
    message: "'+' needs two numbers, or a string and a number, string,"
      + " boolean or null, found a string and a list", offset: 4),
  .init(text: "-s", message: "'-' needs a number, found a string", offset: 0),
  .init(text: "!1", message: "'!' needs a boolean, found a number", offset: 0),
  .init(text: "1 && yes", message: "'&&' needs booleans, found a number on the left", offset: 2),
  .init(text: "yes && 'x'", message: "'&&' needs booleans, found a string on the right", offset: 4),
  .init(text: "no || null", message: "'||' needs booleans, found null on the right", offset: 3),
  .init(
    text: "1 < 'a'",
    message: "'<' compares two numbers or two strings, found a number and a"
      + " string", offset: 2),
  .init(
    text: "null >= null",
    message: "'>=' compares two numbers or two strings, found null and"
      + " null", offset: 5),
  .init(text: "missing + 1", message: "unknown name 'missing'", offset: 0),
  .init(text: "1 + rec.nme", message: "'rec' has no field 'nme'", offset: 4),
  .init(text: "s.length", message: "'s' is a string, not a record", offset: 0),
  .init(text: "number(list)", message: "'number' needs text or a number, found a list", offset: 0),
  .init(
    text: "number('1e999')", message: "'number' cannot read '1e999': the number is too large",
    offset: 0),
  .init(
    text: "text(rec)", message: "'text' needs a number, text, a boolean or null, found a record",
    offset: 0),
  .init(
    text: "count(3)", message: "'count' needs a list, a record or text, found a number",
    offset: 0),
  .init(
    text: "format(3)", message: "the format string must be a string, found a number", offset: 7),
  .init(
    text: "format('%d %d', 1)", message: "the format string needs 2 values, found 1", offset: 7),
  .init(text: "format('%d', 1, 2)", message: "the format string needs 1 value, found 2", offset: 7),
  .init(
    text: "format('%d', s)",
    message: "'%d' needs a number, found a string; convert it with"
      + " 'number()'", offset: 13),
  .init(text: "format('%.2f', yes)", message: "'%.2f' needs a number, found a boolean", offset: 15),
  .init(
    text: "format('%s', list)", message: "'%s' needs text, a number or a boolean, found a list",
    offset: 13),
  .init(
    text: "format('%q', 1)",
    message: "unknown conversion '%q' in the format string; the"
      + " conversions are '%d', '%i', '%f', '%s', '%@' and '%%'", offset: 7),
  .init(
    text: "format('50%')",
    message: "the format string ends in the middle of the conversion"
      + " '%'", offset: 7),
  .init(
    text: "format('%5.', 1)",
    message: "the format string ends in the middle of the conversion"
      + " '%5.'", offset: 7),
  .init(
    text: "format('%200d', 1)", message: "the width or precision of '%200d' is larger than 100",
    offset: 7),
  .init(
    text: "format('%.101f', 1)", message: "the width or precision of '%.101f' is larger than 100",
    offset: 7),
  .init(
    text: "format(s + '%d', 1 + 'x')",
    message: "'%d' needs a number, found a string; convert"
      + " it with 'number()'", offset: 17),
]

@Suite struct EvaluationTests {
  @Test(arguments: evaluationCases)
  func evaluates(_ example: EvaluationCase) throws {
    let expression = try Expression.parse(example.text)
    #expect(try expression.evaluate(in: environment) == example.expected)
  }

  @Test(arguments: evaluationErrors)
  func reportsErrors(_ example: EvaluationErrorCase) throws {
    let expression = try Expression.parse(example.text)
    let error = #expect(throws: EvaluationError.self) { try expression.evaluate(in: environment) }
    #expect(error?.message == example.message)
    #expect(error?.offset == example.offset)
  }

  @Test func displayText() {
    let cases: [(Value, String)] = [
      (4, "4"), (2.5, "2.5"), (-3, "-3"), (.number(-0.0), "0"), (1e21, "1e+21"),
      (1e20, "100000000000000000000"), (123e-20, "1.23e-18"), (0.1, "0.1"),
      (.number(.leastNonzeroMagnitude), "5e-324"),
      (.number(1.7976931348623157e308), "1.7976931348623157e+308"),
      ("text", "text"), (true, "true"), (false, "false"), (.null, ""),
      ([1, "a", [true]], "[1, a, [true]]"), (["name": "Alice", "age": 7], "{name: Alice, age: 7}"),
    ]
    for (value, text) in cases { #expect(value.displayText == text) }
  }

  @Test func environmentErrorsTakeTheReferenceOffset() throws {
    struct Failing: EvaluationEnvironment {
      func value(of path: [String]) throws(EvaluationError) -> Value {
        throw EvaluationError(message: "unknown view '\(path[0])'", offset: 99)
      }
    }
    let error = #expect(throws: EvaluationError.self) {
      try Expression.parse("1 + nameLabl.text").evaluate(in: Failing())
    }
    #expect(error == EvaluationError(message: "unknown view 'nameLabl'", offset: 4))
  }
}
