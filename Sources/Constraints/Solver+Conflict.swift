extension Solver {
  /// The largest candidate set the deletion filter minimizes (it runs O(k²) small adds).
  static let minimizationLimit = 200
  /// The largest connected component tried when the simplex certificate is incomplete.
  static let componentLimit = 2000

  /// Explains why `constraint` cannot be added (or take its new constant).
  ///
  /// The candidates are the active required constraints that own a symbol of the failing row
  /// (the all-dummy row, the phase-1 objective or the infeasible dual row): the simplex's own
  /// Farkas certificate. If a fresh solver does not confirm the conflict, the candidates become
  /// the required constraints connected to `constraint` through shared variables. Then a
  /// deletion filter drops every candidate without which the conflict remains, which leaves a
  /// minimal set.
  func explain(
    _ constraint: Constraint, id: ConstraintID?, certificate: [Symbol]
  ) -> UnsatisfiableConstraint {
    func result(_ ids: [ConstraintID], minimal: Bool) -> UnsatisfiableConstraint {
      UnsatisfiableConstraint(
        constraint: constraint, id: id, conflicts: ids,
        conflictTags: ids.map { records[Int($0.index)].constraint.tag }, isMinimal: minimal)
    }
    guard explainsConflicts else { return result([], minimal: false) }
    var owners: [ConstraintID] = []
    for symbol in certificate where symbol.isValid && symbol.index < tableau.owner.count {
      let owner = tableau.owner[symbol.index]
      if owner >= 0 && isRequiredCandidate(Int(owner), excluding: id) {
        owners.append(ConstraintID(index: owner))
      }
    }
    var candidates = Array(Set(owners)).sorted()
    if !isInfeasible(constraint, with: candidates) {
      let component = requiredComponent(of: constraint, excluding: id)
      guard component.count <= Solver.componentLimit, isInfeasible(constraint, with: component)
      else { return result(candidates, minimal: false) }
      candidates = component
    }
    guard candidates.count <= Solver.minimizationLimit else {
      return result(candidates, minimal: false)
    }
    var i = 0
    while i < candidates.count {
      var trial = candidates
      trial.remove(at: i)
      if isInfeasible(constraint, with: trial) { candidates = trial } else { i += 1 }
    }
    return result(candidates, minimal: true)
  }

  private func isRequiredCandidate(_ index: Int, excluding id: ConstraintID?) -> Bool {
    let record = records[index]
    return record.isActive && !record.isEdit && record.constraint.strength.isRequired
      && Int32(index) != id?.index
  }

  /// Whether `constraint` fails in a fresh solver holding only the given constraints.
  func isInfeasible(_ constraint: Constraint, with ids: [ConstraintID]) -> Bool {
    let all = ids.map { records[Int($0.index)].constraint } + [constraint]
    var used = Set<Variable>()
    for c in all { for term in c.expression.terms { used.insert(term.variable) } }
    let probe = Solver(explainsConflicts: false)
    defer { probeWork += probe.work }
    var map: [Variable: Variable] = [:]
    for v in used.sorted() { map[v] = probe.makeVariable() }
    for c in all {
      let terms = c.expression.terms.map { Term(map[$0.variable] ?? $0.variable, $0.coefficient) }
      let copy = Constraint(
        Expression(terms, constant: c.expression.constant), c.relation, strength: .required)
      do {
        try probe.add(copy)
      } catch {
        return true
      }
    }
    return false
  }

  /// The active required constraints connected to `constraint` through shared variables.
  func requiredComponent(
    of constraint: Constraint, excluding id: ConstraintID?
  ) -> [ConstraintID] {
    var byVariable: [[Int32]] = Array(repeating: [], count: names.count)
    for index in records.indices where isRequiredCandidate(index, excluding: id) {
      for term in records[index].constraint.expression.terms {
        byVariable[Int(term.variable.index)].append(Int32(index))
      }
    }
    var seenVariable = Array(repeating: false, count: names.count)
    var seenRecord = Array(repeating: false, count: records.count)
    var queue = constraint.expression.terms.map(\.variable)
    var found: [ConstraintID] = []
    while let v = queue.popLast() {
      guard !seenVariable[Int(v.index)] else { continue }
      seenVariable[Int(v.index)] = true
      for index in byVariable[Int(v.index)] where !seenRecord[Int(index)] {
        seenRecord[Int(index)] = true
        found.append(ConstraintID(index: index))
        queue.append(contentsOf: records[Int(index)].constraint.expression.terms.map(\.variable))
      }
      if found.count > Solver.componentLimit { break }
    }
    return found.sorted()
  }
}
