extension Solver {
  /// Checks the tableau and returns one message per broken invariant (empty when sound).
  ///
  /// Checked: every row is keyed consistently; cells are sorted with no near-zero coefficient;
  /// no basic symbol appears in a row or in the objective; every cell is in the column index;
  /// restricted rows are feasible; the row of a basic dummy (a redundant required equality) is
  /// made of dummies with constant 0; the objective is optimal and its negative count is right;
  /// the marker of every active constraint is in the tableau; and every active required
  /// constraint holds for the current values.
  public func checkInvariants(tolerance: Double = 1e-6) -> [String] {
    var problems: [String] = []
    let t = tableau
    var present = Array(repeating: false, count: t.kinds.count)
    var columnSets: [Int: Set<Int32>] = [:]
    for s in t.rows.indices {
      let b = t.basic[s]
      guard b.isValid else {
        if !t.rows[s].cells.isEmpty { problems.append("free slot \(s) holds cells") }
        continue
      }
      present[b.index] = true
      if t.rowOf[b.index] != Int32(s) { problems.append("row of s\(b.id) is not slot \(s)") }
      checkCells(t.rows[s], name: "row s\(b.id)", into: &problems)
      for cell in t.rows[s].cells {
        let i = cell.symbol.index
        present[i] = true
        guard t.indexed[i] else { continue }
        if columnSets[i] == nil { columnSets[i] = Set(t.columns[i]) }
        if columnSets[i]?.contains(Int32(s)) != true {
          problems.append("column of s\(cell.symbol.id) lacks the row of s\(b.id)")
        }
      }
      if b.kind != .external && t.rows[s].constant < -epsilon {
        problems.append("row of s\(b.id) is infeasible: \(t.rows[s].constant)")
      }
      if b.kind == .dummy && !nearZero(t.rows[s].constant) {
        problems.append("dummy row of s\(b.id) has constant \(t.rows[s].constant)")
      }
      if b.kind == .dummy, let cell = t.rows[s].cells.first(where: { $0.symbol.kind != .dummy }) {
        problems.append("dummy row of s\(b.id) holds non-dummy s\(cell.symbol.id)")
      }
    }
    checkCells(t.objective, name: "objective", into: &problems)
    var negatives = 0
    for cell in t.objective.cells where cell.coefficient < 0 && cell.symbol.kind != .dummy {
      negatives += 1
    }
    if negatives != 0 { problems.append("objective is not optimal") }
    if negatives != t.objectiveNegatives { problems.append("objective negative count is stale") }
    if t.artificial != nil { problems.append("an artificial objective is left") }
    if t.journal != nil { problems.append("a journal is left open") }
    for (index, record) in records.enumerated() where record.isActive {
      let marker = record.marker
      if !present[marker.index] {
        problems.append("marker of constraint #\(index) is nowhere")
      }
      let c = record.constraint
      if c.strength.isRequired && c.violation({ value(of: $0) }) > tolerance {
        problems.append("required constraint #\(index) is violated")
      }
    }
    return problems
  }

  private func checkCells(_ row: Row, name: String, into problems: inout [String]) {
    var last: Int32 = 0
    for cell in row.cells {
      if cell.symbol.id <= last { problems.append("\(name) is not sorted") }
      last = cell.symbol.id
      if nearZero(cell.coefficient) { problems.append("\(name) holds a near-zero cell") }
      if tableau.slot(of: cell.symbol) != nil {
        problems.append("\(name) holds basic symbol s\(cell.symbol.id)")
      }
    }
  }
}
