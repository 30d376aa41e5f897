extension Solver {
  /// The variables whose values the constraints and strengths do not determine, sorted.
  ///
  /// A variable is ambiguous when it takes part in no constraint; when it is parametric (kiwi
  /// silently gives it 0); or when its row holds a parametric symbol that could move at no
  /// cost: not a dummy, zero coefficient in the objective, and not blocked at once by another
  /// row (a strictly positive ratio test, or none). Another optimum then gives the variable
  /// another value, as for an under-constrained midpoint or two equal-strength constraints
  /// pulling apart. Blocked (degenerate) moves are not reported.
  ///
  /// - Complexity: proportional to the number of cells in the tableau.
  public func ambiguousVariables() -> [Variable] {
    var movable: [Bool?] = Array(repeating: nil, count: Int(tableau.nextID))
    var out: [Variable] = []
    for index in names.indices {
      let symbol = varSymbols[index]
      guard symbol.isValid, let s = slotOf(symbol) else {
        out.append(Variable(index: Int32(index)))
        continue
      }
      for cell in tableau.rows[s].cells {
        let i = cell.symbol.index
        if movable[i] == nil { movable[i] = canMoveFreely(cell.symbol) }
        if movable[i] == true {
          out.append(Variable(index: Int32(index)))
          break
        }
      }
    }
    return out
  }

  /// Whether `variable` is ambiguous (see `ambiguousVariables()`).
  public func isAmbiguous(_ variable: Variable) -> Bool {
    let symbol = varSymbols[Int(variable.index)]
    guard symbol.isValid, let s = slotOf(symbol) else { return true }
    return tableau.rows[s].cells.contains { canMoveFreely($0.symbol) }
  }

  /// Whether a parametric symbol can grow from 0 without changing the objective.
  func canMoveFreely(_ symbol: Symbol) -> Bool {
    switch symbol.kind {
    case .dummy, .invalid: return false
    case .external: return true
    case .slack, .error: break
    }
    guard nearZero(tableau.objective.coefficient(for: symbol)) else { return false }
    for s32 in tableau.liveSlots(symbol) {
      let s = Int(s32)
      guard s < tableau.rows.count, tableau.basic[s].isValid,
        tableau.basic[s].kind != .external
      else { continue }
      let c = tableau.rows[s].coefficient(for: symbol)
      if tableau.basic[s].kind == .dummy && c != 0 { return false }
      if c < 0 && nearZero(tableau.rows[s].constant) { return false }
    }
    return true
  }
}
