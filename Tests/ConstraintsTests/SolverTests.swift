import Constraints
import Testing

/// kiwi's named scenarios (tests/SolverTest.cpp, py/tests) plus the behaviour kiwi lacks.
@Suite struct SolverTests {
  func expectSound(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(solver.checkInvariants() == [], sourceLocation: sourceLocation)
  }

  @Test func managingEditVariables() throws {
    let solver = Solver()
    let v1 = solver.makeVariable("foo")
    let v2 = solver.makeVariable("bar")
    #expect(!solver.hasEditVariable(v1))
    try solver.addEditVariable(v1, strength: .weak)
    #expect(solver.hasEditVariable(v1))
    #expect(throws: SolverError.duplicateEditVariable(v1)) {
      try solver.addEditVariable(v1, strength: .medium)
    }
    try solver.removeEditVariable(v1)
    #expect(!solver.hasEditVariable(v1))
    #expect(throws: SolverError.unknownEditVariable(v1)) { try solver.removeEditVariable(v1) }
    #expect(throws: SolverError.badRequiredStrength(v1)) {
      try solver.addEditVariable(v1, strength: .required)
    }
    try solver.addEditVariable(v2, strength: .strong)
    #expect(solver.editVariables == [v2])
    #expect(throws: SolverError.unknownEditVariable(v1)) { try solver.suggest(10, for: v1) }
    expectSound(solver)
  }

  @Test func suggestingValuesForEditVariables() throws {
    // Scenario 1: a strong edit against a strong constraint: the edit wins only half way.
    let solver = Solver()
    let v1 = solver.makeVariable("foo")
    try solver.add(Constraint(Expression(v1), .equal, 1, strength: .medium))
    try solver.addEditVariable(v1, strength: .strong)
    try solver.suggest(2, for: v1)
    #expect(solver.value(of: v1) == 2)

    // Scenario 2: two edit variables tied by required constraints.
    let s2 = Solver()
    let a = s2.makeVariable("foo")
    let b = s2.makeVariable("bar")
    try s2.add(Constraint(a + b, .equal, 0))
    try s2.add(Constraint(Expression(a), .lessOrEqual, 10))
    try s2.addEditVariable(a, strength: .medium)
    try s2.addEditVariable(b, strength: .weak)
    try s2.suggest(5, for: a)
    #expect(s2.value(of: a) == 5)
    #expect(s2.value(of: b) == -5)
    try s2.suggest(20, for: a)
    #expect(s2.value(of: a) == 10)
    #expect(s2.value(of: b) == -10)
    try s2.suggest(-30, for: b)
    #expect(s2.value(of: a) == 10)
    expectSound(s2)
  }

  @Test func removingConstraints() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let weak = try solver.add(Constraint(Expression(x), .equal, 100, strength: .weak))
    #expect(solver.value(of: x) == 100)
    let strong = try solver.add(Constraint(Expression(x), .equal, 10, strength: .strong))
    #expect(solver.value(of: x) == 10)
    try solver.remove(strong)
    #expect(solver.value(of: x) == 100)
    #expect(!solver.contains(strong))
    #expect(throws: SolverError.unknownConstraint(strong)) { try solver.remove(strong) }
    try solver.remove(weak)
    #expect(solver.value(of: x) == 0)
    #expect(solver.ambiguousVariables() == [x])
    expectSound(solver)
  }

  /// A required width of 300 in a 300 pt container with 8 pt margins (the shared fixture).
  func marginsScene() throws -> (Solver, [ConstraintID], Variable, Constraint) {
    let solver = Solver()
    let cw = solver.makeVariable("cw")
    let left = solver.makeVariable("left")
    let width = solver.makeVariable("width")
    let unrelated = solver.makeVariable("other")
    let ids = [
      try solver.add(Constraint(Expression(cw), .equal, 300, tag: 1)),
      try solver.add(Constraint(Expression(left), .equal, 8, tag: 2)),
      try solver.add(Constraint(left + width + 8, .equal, Expression(cw), tag: 3)),
      try solver.add(Constraint(Expression(unrelated), .greaterOrEqual, 5, tag: 4)),
      try solver.add(Constraint(Expression(width), .greaterOrEqual, 0, tag: 5)),
    ]
    return (solver, ids, width, Constraint(Expression(width), .equal, 300, tag: 9))
  }

  @Test func unsatisfiableConstraintNamesAMinimalConflict() throws {
    let (solver, ids, width, bad) = try marginsScene()
    let error = #expect(throws: SolverError.self) { try solver.add(bad) }
    guard case .unsatisfiable(let info) = error else {
      Issue.record("expected unsatisfiable, got \(String(describing: error))")
      return
    }
    #expect(info.constraint == bad)
    #expect(info.conflicts == [ids[0], ids[1], ids[2]])
    #expect(info.conflictTags == [1, 2, 3])
    #expect(info.isMinimal)
    #expect(
      info.description
        == "unsatisfiable required constraint tagged '9' conflicts with constraints tagged "
        + "'1', '2', '3'")
    #expect(solver.value(of: width) == 284)
  }

  @Test func failedAddThroughArtificialVariableLeavesTheSolverAsItWas() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(Constraint(Expression(x), .greaterOrEqual, 10, tag: 1))
    try solver.add(Constraint(Expression(y), .greaterOrEqual, Expression(x), tag: 2))
    try solver.add(Constraint(Expression(y), .equal, 30, strength: .weak, tag: 3))
    try solver.add(Constraint(Expression(x), .lessOrEqual, 50, tag: 4))
    let before = (solver.value(of: x), solver.value(of: y), solver.ambiguousVariables())
    let bad = Constraint(Expression(y), .lessOrEqual, 5, tag: 7)
    let error = #expect(throws: SolverError.self) { try solver.add(bad) }
    guard case .unsatisfiable(let info) = error else {
      Issue.record("expected unsatisfiable")
      return
    }
    #expect(info.conflictTags == [1, 2])
    #expect(info.isMinimal)
    #expect(solver.value(of: x) == before.0)
    #expect(solver.value(of: y) == before.1)
    #expect(solver.ambiguousVariables() == before.2)
    expectSound(solver)
    // The solver stays fully usable: a later add, a suggest and a removal work.
    try solver.add(Constraint(Expression(y), .lessOrEqual, 40, tag: 8))
    try solver.addEditVariable(y, strength: .strong)
    try solver.suggest(45, for: y)
    #expect(solver.value(of: y) == 40)
    expectSound(solver)
  }

  @Test func updateConstantInPlace() throws {
    let (solver, ids, width, _) = try marginsScene()
    // Constants are those of `expression OP 0`: `cw == 500` is `cw - 500 == 0`.
    try solver.updateConstant(of: ids[0], to: -500)
    #expect(solver.value(of: width) == 484)
    try solver.updateConstant(of: ids[1], to: -20)
    #expect(solver.value(of: width) == 472)
    expectSound(solver)
    // A constant that breaks a required inequality is refused and rolled back.
    let error = #expect(throws: SolverError.self) { try solver.updateConstant(of: ids[0], to: -10) }
    guard case .unsatisfiable(let info) = error else {
      Issue.record("expected unsatisfiable")
      return
    }
    #expect(info.id == ids[0])
    #expect(info.conflicts == [ids[1], ids[2], ids[4]])
    #expect(solver.value(of: width) == 472)
    #expect(solver.constraint(ids[0])?.expression.constant == -500)
    expectSound(solver)
  }

  @Test func updateConstantOfANonRequiredConstraint() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(Constraint(Expression(x), .lessOrEqual, 100))
    let pull = try solver.add(Constraint(Expression(x), .equal, 10, strength: .weak))
    try solver.updateConstant(of: pull, to: -70)
    #expect(solver.value(of: x) == 70)
    try solver.updateConstant(of: pull, to: -170)
    #expect(solver.value(of: x) == 100)
    expectSound(solver)
  }

  @Test func ambiguityIsReportedPerVariable() throws {
    // The paper's midpoint: xm = (xl + xr) / 2 with xl >= 10, xr <= 100, xm == 70.
    let solver = Solver()
    let xl = solver.makeVariable("xl")
    let xm = solver.makeVariable("xm")
    let xr = solver.makeVariable("xr")
    try solver.add(Constraint(2 * xm, .equal, xl + xr))
    try solver.add(Constraint(Expression(xl), .greaterOrEqual, 10))
    try solver.add(Constraint(Expression(xr), .lessOrEqual, 100))
    try solver.add(Constraint(Expression(xm), .equal, 70))
    #expect(solver.ambiguousVariables() == [xl, xr])
    #expect(!solver.isAmbiguous(xm))
    // A weak stay on xl determines everything.
    try solver.add(Constraint(Expression(xl), .equal, 50, strength: .weak))
    #expect(solver.ambiguousVariables() == [])
    #expect(solver.value(of: xr) == 90)
  }

  @Test func equalStrengthsPullingApartAreAmbiguous() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(Constraint(Expression(x), .equal, 10, strength: .medium))
    try solver.add(Constraint(Expression(x), .equal, 20, strength: .medium))
    try solver.add(Constraint(Expression(y), .equal, 5))
    #expect(solver.ambiguousVariables() == [x])
  }

  @Test func tagsAndConstraintsAreKept() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let id = try solver.add(Constraint(2 * x + x, .lessOrEqual, 9, strength: .strong, tag: 42))
    let c = try #require(solver.constraint(id))
    #expect(c.tag == 42)
    #expect(c.expression.terms == [Term(x, 3)])
    #expect(c.expression.constant == -9)
    #expect(solver.activeConstraints == [id])
    #expect(Strength.create(0, 0.25, 0).value == 250)
    #expect(Strength.required.value == 1_001_001_000)
  }
}

/// `Solver.work` counts rows visited and cells merged, so that callers can bound a system's
/// cost: it starts at zero and grows with the size of what is solved.
@Suite struct SolverWorkTests {
  /// `count` pairs of ever tighter inequalities on the same two variables.
  func band(_ count: Int) -> Int {
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    _ = try? solver.add(Constraint(Expression(x), .equal, Expression(0), strength: .weak))
    _ = try? solver.add(Constraint(Expression(y), .equal, Expression(0), strength: .weak))
    // Each bound is tighter than the ones before it, so each one moves the solution.
    for i in 0..<count {
      _ = try? solver.add(Constraint(x + y, .greaterOrEqual, Expression(Double(i))))
      _ = try? solver.add(Constraint(x - y, .greaterOrEqual, Expression(Double(i))))
    }
    return solver.work
  }

  @Test func workStartsAtZeroAndGrowsWithTheSystem() {
    #expect(Solver().work == 0)
    let small = band(10)
    let large = band(100)
    #expect(small > 0)
    #expect(large > 5 * small)
  }
}
