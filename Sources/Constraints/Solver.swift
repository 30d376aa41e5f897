/// An incremental Cassowary solver for linear equalities and inequalities with strengths.
///
/// The algorithm is the incremental simplex of Badros, Borning and Stuckey, "The Cassowary
/// Linear Arithmetic Constraint Solving Algorithm", ACM TOCHI 8(4), 2001, in the form of kiwi
/// (nucleic/kiwi, `solverimpl.h`), whose method names it keeps: `createRow`, `chooseSubject`,
/// `addWithArtificialVariable`, `substitute`, `optimize`, `dualOptimize`. Strengths are kiwi's
/// weighted sum, and pivot choices follow kiwi's, so both give the same values.
///
/// Unlike kiwi it keeps a column index (symbol → rows), explains unsatisfiable constraints by a
/// minimal conflicting set and rolls back a failed change, updates constants in place, reports
/// ambiguous variables, and keeps values live (no `updateVariables` step).
///
///     let solver = Solver()
///     let x = solver.makeVariable("x")
///     let y = solver.makeVariable("y")
///     try solver.add(Constraint(x + 8, .equal, Expression(y)))
///     try solver.add(Constraint(Expression(x), .equal, 10, strength: .weak))
///     print(solver.value(of: y))
///     // Prints "18.0"
public final class Solver {
  /// The constraints ever added, by `ConstraintID.index`.
  struct Record {
    var constraint: Constraint
    var marker: Symbol
    var other: Symbol
    var isActive: Bool
    var isEdit: Bool
  }

  /// An edit variable: its constraint and the last suggested value.
  struct EditInfo {
    var constraint: ConstraintID
    var constant: Double
  }

  // Done for speed: the solver's state is touched in every step of every addition, and a
  // class's stored property is checked for overlapping access at run time on each one (about
  // 60 instructions); nothing reaches these but the solver's own methods, one at a time.
  @exclusivity(unchecked) var tableau = Tableau()
  @exclusivity(unchecked) var names: [String] = []
  @exclusivity(unchecked) var varSymbols: [Symbol] = []
  @exclusivity(unchecked) var records: [Record] = []
  @exclusivity(unchecked) var edits: [EditInfo?] = []
  /// Whether failures compute a minimal conflicting set (off inside the explanation probes).
  let explainsConflicts: Bool
  /// The work of the fresh solvers that explained conflicts.
  @exclusivity(unchecked) var probeWork = 0

  /// The work done so far, in rows visited and cells merged, conflict explanations included.
  /// It grows with the cost of the operations, not their number, so a caller can bound the
  /// time a system takes (`SceneLayout` stops a scene's layout past a budget).
  public var work: Int { tableau.work + probeWork }

  /// An empty solver.
  public convenience init() { self.init(explainsConflicts: true) }

  init(explainsConflicts: Bool) { self.explainsConflicts = explainsConflicts }

  // MARK: Variables

  /// Makes a new variable; variables are ordered by creation.
  public func makeVariable(_ name: String = "") -> Variable {
    names.append(name)
    varSymbols.append(.invalid)
    edits.append(nil)
    return Variable(index: Int32(names.count - 1))
  }

  /// The number of variables made.
  public var variableCount: Int { names.count }

  /// The name given to `variable`.
  public func name(of variable: Variable) -> String { names[Int(variable.index)] }

  /// The current value of `variable`: live after every call, 0 when the constraints do not
  /// determine it (see `ambiguousVariables()`).
  public func value(of variable: Variable) -> Double {
    let symbol = varSymbols[Int(variable.index)]
    guard symbol.isValid, let s = slotOf(symbol) else { return 0 }
    return tableau.rows[s].constant
  }

  /// The current values of `variables`, in order: one call for a whole layout pass.
  public func values(of variables: [Variable]) -> [Double] {
    var out = [Double](repeating: 0, count: variables.count)
    tableau.readValues(variables.map { varSymbols[Int($0.index)] }, into: &out)
    return out
  }

  /// The slot where `symbol` is basic, or nil (reads the tableau without copying it).
  @inline(__always)
  func slotOf(_ symbol: Symbol) -> Int? {
    let s = tableau.rowOf[symbol.index]
    return s < 0 ? nil : Int(s)
  }

  // MARK: Constraints

  /// Whether `id` is active in the solver.
  public func contains(_ id: ConstraintID) -> Bool {
    id.index >= 0 && Int(id.index) < records.count && records[Int(id.index)].isActive
  }

  /// The constraint of `id`.
  public func constraint(_ id: ConstraintID) -> Constraint? {
    guard id.index >= 0 && Int(id.index) < records.count else { return nil }
    return records[Int(id.index)].constraint
  }

  /// The active constraints, in order of addition (edit constraints excluded).
  public var activeConstraints: [ConstraintID] {
    records.indices.filter { records[$0].isActive && !records[$0].isEdit }.map {
      ConstraintID(index: Int32($0))
    }
  }

  /// Adds a constraint and re-optimizes.
  ///
  /// - Returns: the handle for `remove(_:)` and `updateConstant(of:to:)`.
  /// - Throws: `SolverError.unsatisfiable` when a required constraint conflicts with the
  ///   required constraints present; the solver is then unchanged.
  @discardableResult
  public func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
    try add(constraint, isEdit: false)
  }

  func add(_ constraint: Constraint, isEdit: Bool) throws(SolverError) -> ConstraintID {
    let index = Int32(records.count)
    let (row, marker, other) = createRow(constraint, owner: index)
    var subject = chooseSubject(row, marker: marker, other: other)
    if !subject.isValid && row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
      if !nearZero(row.constant) {
        disown(marker, other)
        let candidates = row.cells.map(\.symbol)
        throw .unsatisfiable(explain(constraint, id: nil, certificate: candidates))
      }
      subject = marker
    }
    if subject.isValid {
      // A marker or error subject is new: no other row holds it, so its column is empty.
      if subject.kind != .external { tableau.indexed[subject.index] = true }
      var solved = row
      solved.solveFor(subject)
      let slot = tableau.insertRow(solved, basic: subject)
      tableau.substitute(subject, solved, exceptSlot: slot)
    } else {
      tableau.beginJournal()
      let certificate = addWithArtificialVariable(row)
      if let certificate {
        tableau.rollbackJournal()
        disown(marker, other)
        throw .unsatisfiable(explain(constraint, id: nil, certificate: certificate))
      }
      tableau.commitJournal()
    }
    records.append(
      Record(
        constraint: constraint, marker: marker, other: other, isActive: true, isEdit: isEdit))
    try optimizeObjective()
    return ConstraintID(index: index)
  }

  /// Removes a constraint and re-optimizes.
  ///
  /// - Throws: `SolverError.unknownConstraint` when `id` is not active.
  public func remove(_ id: ConstraintID) throws(SolverError) {
    guard contains(id), !records[Int(id.index)].isEdit else { throw .unknownConstraint(id) }
    try removeRecord(Int(id.index))
  }

  func removeRecord(_ index: Int) throws(SolverError) {
    let record = records[index]
    records[index].isActive = false
    let strength = record.constraint.strength.value
    // Remove the error effects from the objective *before* pivoting.
    for symbol in [record.marker, record.other] where symbol.kind == .error {
      if let s = slotOf(symbol) {
        tableau.objectiveInsert(tableau.rows[s], -strength)
      } else {
        tableau.objectiveInsert(symbol, -strength)
      }
    }
    if let s = slotOf(record.marker) {
      _ = tableau.removeRow(s)
    } else {
      guard let s = tableau.markerLeavingRow(record.marker) else {
        throw .internalError("failed to find leaving row")
      }
      let leaving = tableau.basic[s]
      var row = tableau.removeRow(s)
      row.solveFor(leaving, record.marker)
      tableau.substitute(record.marker, row)
    }
    try optimizeObjective()
  }

  func optimizeObjective() throws(SolverError) {
    do {
      try tableau.optimize()
    } catch {
      throw .internalError("the objective is unbounded")
    }
  }

  /// Clears the owner of symbols made for a rejected constraint.
  func disown(_ marker: Symbol, _ other: Symbol) {
    for symbol in [marker, other] where symbol.isValid { tableau.owner[symbol.index] = -1 }
  }
}
