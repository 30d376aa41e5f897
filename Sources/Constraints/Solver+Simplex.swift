extension Solver {
  /// The symbol of `variable`, made on first use as kiwi's `getVarSymbol` does.
  func varSymbol(_ variable: Variable) -> Symbol {
    let index = Int(variable.index)
    let known = varSymbols[index]
    if known.isValid { return known }
    let symbol = tableau.makeSymbol(.external)
    varSymbols[index] = symbol
    return symbol
  }

  /// Creates the row of a constraint over the current parametric symbols (kiwi's `createRow`).
  ///
  /// Basic variables are replaced by their rows. An inequality gets a slack marker (and an
  /// error symbol when not required); a required equality gets a dummy marker; a non-required
  /// equality gets two error symbols `v = eplus - eminus`. Errors enter the objective with the
  /// strength as coefficient. The row is negated if its constant is negative.
  func createRow(_ constraint: Constraint, owner: Int32) -> (Row, marker: Symbol, other: Symbol) {
    let expression = constraint.expression
    var row = Row(constant: expression.constant)
    for term in expression.terms where !nearZero(term.coefficient) {
      let symbol = varSymbol(term.variable)
      if let s = slotOf(symbol) {
        row.insert(tableau.rows[s], term.coefficient)
      } else {
        row.insert(symbol, term.coefficient)
      }
    }
    var marker = Symbol.invalid
    var other = Symbol.invalid
    let strength = constraint.strength.value
    let required = constraint.strength.isRequired
    switch constraint.relation {
    case .lessOrEqual, .greaterOrEqual:
      let coefficient = constraint.relation == .lessOrEqual ? 1.0 : -1.0
      marker = tableau.makeSymbol(.slack, owner: owner)
      row.insert(marker, coefficient)
      if !required {
        other = tableau.makeSymbol(.error, owner: owner)
        row.insert(other, -coefficient)
        tableau.objectiveInsert(other, strength)
      }
    case .equal:
      if required {
        marker = tableau.makeSymbol(.dummy, owner: owner)
        row.insert(marker)
      } else {
        marker = tableau.makeSymbol(.error, owner: owner)
        other = tableau.makeSymbol(.error, owner: owner)
        row.insert(marker, -1)  // v = eplus - eminus
        row.insert(other, 1)  // v - eplus + eminus = 0
        tableau.objectiveInsert(marker, strength)
        tableau.objectiveInsert(other, strength)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, marker, other)
  }

  /// Chooses the subject to solve the new row for (kiwi's `chooseSubject`).
  ///
  /// 1) The first symbol representing an external variable. 2) A negative slack or error tag
  /// variable. Otherwise invalid.
  func chooseSubject(_ row: Row, marker: Symbol, other: Symbol) -> Symbol {
    for cell in row.cells where cell.symbol.kind == .external { return cell.symbol }
    for tag in [marker, other] where tag.kind == .slack || tag.kind == .error {
      if row.coefficient(for: tag) < 0 { return tag }
    }
    return .invalid
  }

  /// Adds the row with an artificial variable and minimizes it (kiwi's
  /// `addWithArtificialVariable`); the caller journals the tableau.
  ///
  /// - Returns: nil on success; on failure, the parametric symbols of the phase-1 optimum,
  ///   whose owners certify the conflict.
  func addWithArtificialVariable(_ row: Row) -> [Symbol]? {
    let art = tableau.makeSymbol(.slack)
    tableau.insertRow(row, basic: art)
    tableau.artificial = row
    do {
      try tableau.optimize(artificialObjective: true)
    } catch {
      let symbols = tableau.artificial?.cells.map(\.symbol) ?? []
      tableau.artificial = nil
      return symbols
    }
    let final = tableau.artificial ?? Row()
    tableau.artificial = nil
    if !nearZero(final.constant) { return final.cells.map(\.symbol) }
    if let s = slotOf(art) {
      var removed = tableau.removeRow(s)
      if removed.cells.isEmpty { return nil }
      let pivotable = removed.cells.first { $0.symbol.kind == .slack || $0.symbol.kind == .error }
      guard let entering = pivotable?.symbol else { return final.cells.map(\.symbol) }
      removed.solveFor(art, entering)
      let slot = tableau.insertRow(removed, basic: entering)
      tableau.substitute(entering, removed, exceptSlot: slot)
    }
    for s32 in tableau.liveSlots(art) {
      let s = Int(s32)
      tableau.touch(s)
      tableau.rows[s].remove(art)
    }
    tableau.columns[art.index] = []
    if tableau.objective.position(of: art) != nil {
      tableau.objective.remove(art)
      tableau.recountObjectiveNegatives()
    }
    return nil
  }
}
