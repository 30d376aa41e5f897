import SceneSyntax
import Testing

@Suite struct TemplateRenderTests {
  @Test(arguments: [
    ("{rec.name} ({rec.age})", "Alice (7)"), ("{{literal}} {a + b}", "{literal} 7"),
    ("{nothing}|{yes}|{1 / 4}", "|true|0.25"), ("no holes", "no holes"), ("", ""),
    ("{format('%.2f', number(t))} {count(list)}", "3.50 3"),
    ("{self.characterInfo.name}", "Hatter"),
  ])
  func renders(_ text: String, _ expected: String) throws {
    #expect(try Template.parse(text).render(in: environment) == expected)
  }

  @Test(arguments: [
    ("{list}", "a template shows a number, text, a boolean or null, found a list", 1),
    ("x {missing}", "unknown name 'missing'", 3),
    ("{a} {b / 0}", "division by zero", 7),
    ("{rec}", "a template shows a number, text, a boolean or null, found a record", 1),
  ])
  func reportsErrors(_ text: String, _ message: String, _ offset: Int) throws {
    let template = try Template.parse(text)
    let error = #expect(throws: EvaluationError.self) { try template.render(in: environment) }
    #expect(error == EvaluationError(message: message, offset: offset))
  }

  @Test func rowTemplates() throws {
    let row: Value = ["name": "March Hare", "description": "Mad"]
    let template = try Template.parse("{name}: {description}")
    #expect(try template.render(in: RecordEnvironment(row)) == "March Hare: Mad")
  }
}

@Suite struct BudgetTests {
  private static let chain = Array(repeating: "1", count: 65).joined(separator: "+")

  @Test func countsNodeVisits() throws {
    let e = try Expression.parse(Self.chain)
    var budget = EvaluationBudget(steps: 129)
    #expect(try e.evaluate(in: environment, budget: &budget) == 65)
    #expect(budget.remainingSteps == 0)
    var short = EvaluationBudget(steps: 128)
    let error = #expect(throws: EvaluationError.self) {
      try e.evaluate(in: environment, budget: &short)
    }
    #expect(
      error
        == EvaluationError(
          message: "the evaluation needs more than 128 steps",
          offset: Self.chain.count - 1))
    #expect(short.remainingSteps == 0)
  }

  @Test func isSharedAcrossEvaluations() throws {
    let e = try Expression.parse("a + b")
    var budget = EvaluationBudget(steps: 7, textBytes: 100)
    _ = try e.evaluate(in: environment, budget: &budget)
    _ = try e.evaluate(in: environment, budget: &budget)
    #expect(budget.remainingSteps == 1)
    let error = #expect(throws: EvaluationError.self) {
      try e.evaluate(in: environment, budget: &budget)
    }
    #expect(error?.message == "the evaluation needs more than 7 steps")
    #expect(error?.offset == 0)
  }

  @Test func defaults() {
    let budget = EvaluationBudget()
    #expect(budget.remainingSteps == 10_000)
    #expect(budget.remainingTextBytes == 1_048_576)
  }

  @Test func countsTextMade() throws {
    var budget = EvaluationBudget(textBytes: 10)
    #expect(try Expression.parse("s + 'de'").evaluate(in: environment, budget: &budget) == "abcde")
    #expect(budget.remainingTextBytes == 5)
    let error = #expect(throws: EvaluationError.self) {
      try Expression.parse("text(a) + s + s").evaluate(in: environment, budget: &budget)
    }
    #expect(
      error
        == EvaluationError(
          message: "the evaluation makes more than 10 bytes of text", offset: 12))
    #expect(budget.remainingTextBytes == 0)
  }

  @Test func refusesHugeText() throws {
    let big = String(repeating: "x", count: 600_000)
    let env = RecordEnvironment(["big": .string(big)])
    #expect(try Expression.parse("count(big)").evaluate(in: env) == 600_000)
    let error = #expect(throws: EvaluationError.self) {
      try Expression.parse("big + big").evaluate(in: env)
    }
    #expect(
      error
        == EvaluationError(
          message: "the evaluation makes more than 1048576 bytes of text", offset: 4))
    let template = try Template.parse("{big}{big}")
    let rendered = #expect(throws: EvaluationError.self) { try template.render(in: env) }
    #expect(rendered?.offset == 6)
  }

  @Test func theWorstExpressionWithinTheLimitsStaysCheap() throws {
    // Balanced nesting 16 deep: 65,535 nodes of work, cut off by the step budget.
    var text = "format('%.100f', 5e-324)"
    for _ in 0..<15 { text = "(\(text) + \(text))" }
    text = String(text.prefix(99_000))
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      _ = try? Expression.parse(text).evaluate(in: environment)
    }
    #expect(elapsed < .seconds(2))
  }
}

@Suite struct FormatCheckTests {
  @Test(
    arguments: [
      ("format('%d of %d', 3)", [("the format string needs 2 values, found 1", 7)]),
      (
        "format('%d', 'x') + format('%s', list) + format('%.2f', text(a))",
        [
          ("'%d' needs a number, found a string; convert it with 'number()'", 13),
          ("'%.2f' needs a number, found a string; convert it with 'number()'", 56),
        ]
      ),
      ("format('%d %s %f', null, [1], yes)", [("unknown", 0)]),
      (
        "format('%d %s %f', null, count(list), !yes)",
        [
          ("'%d' needs a number, found null", 19), ("'%f' needs a number, found a boolean", 38),
        ]
      ),
      ("format('%d', a * 2, 1)", [("the format string needs 1 value, found 2", 7)]),
      ("format(s, 1)", []),
      (
        "format('%q')",
        [
          (
            "unknown conversion '%q' in the format string; the conversions are '%d', '%i', '%f',"
              + " '%s', '%@' and '%%'", 7
          )
        ]
      ),
      (
        "format('%d', a) + format('%s', format('%d'))",
        [
          ("the format string needs 1 value, found 0", 38)
        ]
      ),
      ("1 + 2", []),
    ] as [(String, [(String, Int)])])
  func findsProblems(_ text: String, _ expected: [(String, Int)]) throws {
    if expected.first?.0 == "unknown" {
      #expect(throws: SyntaxError.self) { try Expression.parse(text) }
      return
    }
    let problems = try Expression.parse(text).formatProblems
    #expect(problems.map(\.message) == expected.map(\.0))
    #expect(problems.map(\.offset) == expected.map(\.1))
  }

  @Test func templates() throws {
    let problems = try Template.parse("{a} {format('%d', 'x')}").formatProblems
    #expect(
      problems == [
        SyntaxError(
          message: "'%d' needs a number, found a string; convert it with 'number()'", offset: 18)
      ])
  }
}
