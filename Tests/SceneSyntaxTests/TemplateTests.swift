import SceneSyntax
import Testing

/// A template and its parts: literals in quotes, holes as S-expressions in braces.
private func parts(_ template: Template) -> String {
  template.parts.map { part in
    switch part {
    case .literal(let text): "\"\(text)\""
    case .expression(let e): "{\(tree(e, offsets: true))}"
    }
  }.joined(separator: " ")
}

let templateCases: [ParseCase] = [
  .init(text: "{name} ({age})", tree: "{name@1} \" (\" {age@9} \")\""),
  .init(text: "plain text", tree: "\"plain text\""),
  .init(text: "", tree: ""),
  .init(text: "{{literal}} and }}{{", tree: "\"{literal} and }{\""),
  .init(text: "{{{x}}}", tree: "\"{\" {x@3} \"}\""),
  .init(text: "{format(\"{%d}\", n)}!", tree: "{(format@1 '{%d}'@8 n@16)} \"!\""),
  .init(text: "{ a + 1 }{b}", tree: "{(+@4 a@2 1.0@6)} {b@10}"),
  .init(text: "é {'}'}", tree: "\"é \" {'}'@3}"),
]

let templateErrors: [SyntaxErrorCase] = [
  .init(
    text: "{name", message: "expected an operator or '}', found the end of the template",
    offset: 5),
  .init(
    text: "a } b", message: "unmatched '}' in a template; write '}}' for a literal '}'",
    offset: 2),
  .init(text: "{}", message: "expected an expression, found '}'", offset: 1),
  .init(text: "x {a b}", message: "expected an operator or '}', found 'b'", offset: 5),
  .init(text: "{'abc}", message: "unterminated string; expected a closing '''", offset: 1),
  .init(
    text: "{a}{nmber(x)}", message: "unknown function 'nmber'; did you mean 'number'?",
    offset: 4),
  .init(text: "{a == }", message: "expected an expression, found '}'", offset: 6),
  .init(
    text: "{{a}", message: "unmatched '}' in a template; write '}}' for a literal '}'",
    offset: 3),
]

@Suite struct TemplateTests {
  @Test(arguments: templateCases)
  func parses(_ example: ParseCase) throws {
    #expect(parts(try Template.parse(example.text)) == example.tree)
  }

  @Test(arguments: templateErrors)
  func reportsErrors(_ example: SyntaxErrorCase) {
    let error = #expect(throws: SyntaxError.self) { try Template.parse(example.text) }
    #expect(error?.message == example.message)
    #expect(error?.offset == example.offset)
  }

  @Test func listsReferencesAndCalls() throws {
    let t = try Template.parse("{row.name} is {count(row.friends)} {text(row.age)}")
    #expect(t.references.map(\.text) == ["row.name", "row.friends", "row.age"])
    #expect(t.references.map(\.offset) == [1, 21, 41])
    #expect(t.calls.map(\.function) == [.count, .text])
    #expect(t.expressions.count == 3)
  }

  @Test func literalText() throws {
    #expect(try Template.parse("a {{b}}").literalText == "a {b}")
    #expect(try Template.parse("").literalText == "")
    #expect(try Template.parse("{a}").literalText == nil)
    #expect(try Template.parse("x{a}").literalText == nil)
  }

  @Test func survivesHostileInput() {
    let long = #expect(throws: SyntaxError.self) {
      try Template.parse(String(repeating: "{", count: 3_000_000))
    }
    #expect(long?.message == "the template is longer than the limit of 100000 characters")
    let deep = #expect(throws: SyntaxError.self) {
      try Template.parse("{" + String(repeating: "(", count: 90_000) + "}")
    }
    #expect(deep?.message == "the expression is nested more than 64 levels deep")
    #expect(deep?.offset == 65)
  }

  @Test func manyHolesParseInLinearTime() throws {
    let t = try Template.parse(String(repeating: "{a}.", count: 20_000))
    #expect(t.parts.count == 40_000)
  }
}
