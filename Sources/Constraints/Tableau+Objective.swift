/// The objective row: inserting into it with its count of negative cells kept, and dropping
/// the round-off that removing strong constraints leaves in it.
extension Tableau {
  /// Adds `coefficient` to the objective cell of `symbol`, keeping the negative count.
  mutating func objectiveInsert(_ symbol: Symbol, _ coefficient: Double) {
    objectiveScale = max(objectiveScale, abs(coefficient))
    let before = objective.coefficient(for: symbol)
    objective.insert(symbol, coefficient)
    let after = objective.coefficient(for: symbol)
    if symbol.kind != .dummy {
      objectiveNegatives += (after < 0 ? 1 : 0) - (before < 0 ? 1 : 0)
    }
  }

  /// Adds `coefficient` times `row` to the objective.
  mutating func objectiveInsert(_ row: Row, _ coefficient: Double) {
    objectiveScale = max(objectiveScale, abs(coefficient))
    objective.insert(row, coefficient)
    recountObjectiveNegatives()
  }

  mutating func recountObjectiveNegatives() {
    var count = 0
    for cell in objective.cells where cell.coefficient < 0 && cell.symbol.kind != .dummy {
      count += 1
    }
    objectiveNegatives = count
  }

  /// Drops the objective cell of `entering` when no row bounds it and its coefficient is
  /// round-off; returns whether it did.
  ///
  /// The objective is Σ strength·error over non-negative errors, so it is bounded below by 0
  /// and no ray can lower it: a symbol with a negative objective coefficient and no restricted
  /// row to leave is worth exactly 0, and what is left is round-off. It builds up where effects
  /// of strong constraints (strengths near 1e6) cancel, as when a constraint is removed, and
  /// can exceed the absolute `epsilon` that `Row.insert` drops. kiwi keeps such a cell and
  /// throws "The objective is unbounded." with the constraint already gone, which left the
  /// objective not optimal. Only a coefficient negligible next to the largest strength the
  /// objective has held (`objectiveScale`: removing strong constraints leaves round-off of
  /// their size, 2e-8 next to weak cells of 1) or its largest cell is dropped, so a real
  /// unbounded objective (a bug) still throws.
  mutating func dropRoundOff(_ entering: Symbol) -> Bool {
    let coefficient = objective.coefficient(for: entering)
    var scale = objectiveScale
    for cell in objective.cells { scale = max(scale, abs(cell.coefficient)) }
    guard abs(coefficient) <= roundOffTolerance * scale else { return false }
    objective.remove(entering)
    recountObjectiveNegatives()
    return true
  }
}
