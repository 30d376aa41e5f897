extension Solver {
  /// Makes `variable` an edit variable: the non-required constraint `variable == value`, whose
  /// value `suggest(_:for:)` changes. The first value is 0, as in kiwi.
  ///
  /// - Throws: `duplicateEditVariable`, or `badRequiredStrength` for a required strength.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    guard edits[Int(variable.index)] == nil else { throw .duplicateEditVariable(variable) }
    guard !strength.isRequired else { throw .badRequiredStrength(variable) }
    let constraint = Constraint(Expression(variable), .equal, strength: strength, tag: -1)
    let id = try add(constraint, isEdit: true)
    edits[Int(variable.index)] = EditInfo(constraint: id, constant: 0)
  }

  /// Stops editing `variable` and removes its edit constraint.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let info = edits[Int(variable.index)] else { throw .unknownEditVariable(variable) }
    try removeRecord(Int(info.constraint.index))
    edits[Int(variable.index)] = nil
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool { edits[Int(variable.index)] != nil }

  /// The edit variables, sorted.
  public var editVariables: [Variable] {
    edits.indices.filter { edits[$0] != nil }.map { Variable(index: Int32($0)) }
  }

  /// Suggests a value for an edit variable and re-solves with the dual simplex, which pivots
  /// only when a constraint starts or stops binding.
  ///
  /// - Complexity: proportional to the rows that hold the edit's error symbols, when no pivot
  ///   is needed.
  public func suggest(_ value: Double, for variable: Variable) throws(SolverError) {
    guard var info = edits[Int(variable.index)] else { throw .unknownEditVariable(variable) }
    let delta = value - info.constant
    info.constant = value
    edits[Int(variable.index)] = info
    let record = records[Int(info.constraint.index)]
    // The edit constraint is `variable - value == 0`; its constant moves by -delta.
    shiftConstant(record, by: -delta)
    do {
      try tableau.dualOptimize()
    } catch {
      throw .internalError("dual optimize failed")
    }
  }

  /// The coefficient of a constraint's marker or other symbol in the constraint's own row
  /// before the sign normalisation (see `createRow`).
  func tagCoefficient(_ record: Record, marker: Bool) -> Double {
    switch record.constraint.relation {
    case .lessOrEqual: return marker ? 1 : -1
    case .greaterOrEqual: return marker ? -1 : 1
    case .equal: return marker && !record.constraint.strength.isRequired ? -1 : 1
    }
  }

  /// Moves the constant of a constraint's original row by `change`, through the rows that hold
  /// its marker, and queues the rows that turn infeasible.
  ///
  /// A tableau row holding the marker with coefficient `c` contains the constraint's row
  /// `c / μ` times (μ: the marker's coefficient there), so its constant moves by `c·change/μ`;
  /// the marker's own row (`marker = …`) moves by `-change/μ`.
  ///
  /// - Returns: the slots whose constants moved.
  @discardableResult
  func shiftConstant(_ record: Record, by change: Double) -> [Int] {
    if let s = slotOf(record.marker) {
      return [shiftRow(s, by: -change / tagCoefficient(record, marker: true))]
    }
    if record.other.isValid, let s = slotOf(record.other) {
      return [shiftRow(s, by: -change / tagCoefficient(record, marker: false))]
    }
    let mu = tagCoefficient(record, marker: true)
    return tableau.shiftRows(containing: record.marker, by: change / mu)
  }

  private func shiftRow(_ slot: Int, by amount: Double) -> Int {
    tableau.touch(slot)
    tableau.rows[slot].constant += amount
    if tableau.rows[slot].constant < 0 { tableau.infeasible.append(tableau.basic[slot]) }
    return slot
  }

  /// Changes the constant of an active constraint in place, as Auto Layout's
  /// `NSLayoutConstraint.constant` does, and re-solves with the dual simplex.
  ///
  /// This costs what `suggest(_:for:)` costs, far less than removing and re-adding.
  ///
  /// - Throws: `unknownConstraint`, or `unsatisfiable` when a required constraint cannot take
  ///   the new constant; the solver is then unchanged.
  public func updateConstant(of id: ConstraintID, to constant: Double) throws(SolverError) {
    guard contains(id), !records[Int(id.index)].isEdit else { throw .unknownConstraint(id) }
    let index = Int(id.index)
    let record = records[index]
    let change = constant - record.constraint.expression.constant
    let updated = record.constraint.withConstant(constant)
    guard record.constraint.strength.isRequired else {
      shiftConstant(record, by: change)
      records[index].constraint = updated
      do {
        try tableau.dualOptimize()
      } catch {
        throw .internalError("dual optimize failed")
      }
      return
    }
    tableau.beginJournal()
    let moved = shiftConstant(record, by: change)
    var certificate: [Symbol]?
    for s in moved where tableau.basic[s].kind == .dummy && !nearZero(tableau.rows[s].constant) {
      certificate = [tableau.basic[s]] + tableau.rows[s].cells.map(\.symbol)
      break
    }
    if certificate == nil {
      do {
        try tableau.dualOptimize()
      } catch {
        if case .dualInfeasible(let s) = error {
          certificate = [tableau.basic[s]] + tableau.rows[s].cells.map(\.symbol)
        } else {
          certificate = []
        }
      }
    }
    if let certificate {
      tableau.rollbackJournal()
      throw .unsatisfiable(explain(updated, id: id, certificate: certificate))
    }
    tableau.commitJournal()
    records[index].constraint = updated
  }
}
