import Constraints
import Testing

/// Crashes found by `Tools/fuzz.sh` in `fuzz-solver`, replayed through the public API.
@Suite struct SolverRegressionTests {
  /// fuzz-solver, minimized to 18 bytes (base64 `AAD9aL29KC16AAAA/Wi9vSh6`): add a required
  /// `4·v2 − 80 = 0`, make `v2` a strong edit variable, add the same required constraint
  /// again, remove the first. The second must still hold (kiwi 1.5.1 gets this wrong too:
  /// it leaves `v2` at 0). Before the fix ours left "dummy row of s15 has constant 80.0"
  /// and "required constraint #5 is violated"; see docs/Solver.md.
  @Test func removingOneOfTwoEqualRequiredConstraintsKeepsTheOther() throws {
    try replayRemovalOfDuplicateRequiredConstraint()
  }

  func replayRemovalOfDuplicateRequiredConstraint() throws {
    let solver = Solver()
    let variables = (0..<6).map { solver.makeVariable("v\($0)") }
    let v2 = variables[2]
    let equation = Constraint(
      Expression([Term(v2, 4)], constant: -80), .equal, strength: .required)
    let first = try solver.add(equation)
    try solver.addEditVariable(v2, strength: .strong)
    _ = try solver.add(equation)
    try solver.remove(first)
    #expect(solver.checkInvariants() == [])
    #expect(solver.value(of: v2) == 20)
    try solver.suggest(50, for: v2)
    #expect(solver.checkInvariants() == [])
    #expect(solver.value(of: v2) == 20)
  }
}
