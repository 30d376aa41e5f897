import SceneSyntax
import Testing

/// The examples of docs/Expressions.md and of the doc comments, so they stay true.
@Suite struct DocExampleTests {
  @Test func readme() throws {
    let c = try ConstraintSyntax.parse("picture.width = 0.5 * superview.width @750")
    #expect(c.first.item == "picture" && c.multiplier == 0.5)
    #expect(c.second?.item == "superview" && c.priority == 750 && c.relation == .equal)

    let e = try Expression.parse(
      "format('%.2f', number(rectWidth.text) * number(rectLength.text))")
    let env = RecordEnvironment(["rectWidth": ["text": "3"], "rectLength": ["text": "4"]])
    #expect(try e.evaluate(in: env) == "12.00")

    let t = try Template.parse("{name} ({age})")
    #expect(try t.render(in: RecordEnvironment(["name": "Alice", "age": 7])) == "Alice (7)")
  }

  @Test func docComments() throws {
    let error = #expect(throws: SyntaxError.self) {
      try ConstraintSyntax.parse("nameLabel.wdth = 10")
    }
    #expect(
      error?.description == "offset 10: expected an attribute after 'nameLabel.', found"
        + " 'wdth'; did you mean 'width'?")
    let row: Value = ["name": "Alice", "age": 7]
    #expect(row[field: "age"]?.displayText == "7")
    #expect(row[field: "missing"] == nil)
    #expect(
      try Expression.parse("state.calculations + 1").references.map(\.path)
        == [["state", "calculations"]])
    #expect(
      try Expression.parse("format('%d of %d', 3)").formatProblems.map(\.message)
        == ["the format string needs 2 values, found 1"])
    #expect(Value.string("3.5").numberValue == 3.5)
    #expect(Value.list([]).numberValue == nil)
  }

  @Test func remainderIsExact() throws {
    let cases: [(String, Double)] = [
      ("1e308 % 3", 2), ("5.5 % 2.5", 0.5), ("-5.5 % 2.5", -0.5), ("1 % 0.1", 0.09999999999999995),
      ("3 % 1e308", 3), ("1e308 % 5e-324", 0), ("0.3 % 0.1", 0.09999999999999998),
    ]
    for (text, expected) in cases {
      #expect(try Expression.parse(text).evaluate(in: RecordEnvironment([:])) == .number(expected))
    }
  }
}
