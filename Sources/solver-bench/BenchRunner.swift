import Constraints
import JSON

/// Runs a `BenchSystem` on a `Solver` the way `bench_kiwi.py run_system` runs it on kiwi:
/// edits, then constraints, then the ops; errors never abort the run.
struct BenchRunner {
  let system: BenchSystem
  let solver = Solver()
  var variables: [String: Variable] = [:]
  var order: [Variable] = []
  var prepared: [String: Constraint] = [:]
  /// Active constraint ids in insertion order, and their handles.
  var active: [String] = []
  var handles: [String: ConstraintID] = [:]
  /// Edit variables in insertion order with strength and last suggested value.
  var edits: [(name: String, strength: Double, value: Double)] = []
  var errors: [JSONValue] = []
  var snapshots: [JSONValue] = []
  var takeSnapshots: Bool
  /// Seconds per op kind, in the order the kinds first appear.
  var opTimes: [(String, [Double])] = []
  var buildAdd = 0.0
  var buildUpdate = 0.0
  /// The published values (what `updateVariables` would publish).
  var published: [Double] = []
  let tolerance: Double

  init(_ system: BenchSystem, snapshots: Bool, tolerance: Double = 1e-6) {
    self.system = system
    self.takeSnapshots = snapshots
    self.tolerance = tolerance
    for name in system.variables {
      let v = solver.makeVariable(name)
      variables[name] = v
      order.append(v)
    }
    for (id, d) in system.definitions {
      let terms = d.terms.map { Term(variables[$0.0] ?? Variable(index: 0), $0.1) }
      prepared[id] = Constraint(
        Expression(terms, constant: d.constant), d.relation, strength: Strength(d.strength))
    }
  }

  static func kind(_ error: SolverError) -> String {
    switch error {
    case .unsatisfiable: return "UnsatisfiableConstraint"
    case .unknownConstraint: return "UnknownConstraint"
    case .duplicateEditVariable: return "DuplicateEditVariable"
    case .unknownEditVariable: return "UnknownEditVariable"
    case .badRequiredStrength: return "BadRequiredStrength"
    case .internalError: return "InternalSolverError"
    }
  }

  mutating func record(_ at: String, _ kind: String, _ id: String?, conflicts: [String] = []) {
    var pairs: [(String, JSONValue)] = [("at", .string(at)), ("error", .string(kind))]
    if let id { pairs.append(("id", .string(id))) }
    if !conflicts.isEmpty { pairs.append(("conflicts", .array(conflicts.map { .string($0) }))) }
    errors.append(.object(pairs))
  }

  mutating func add(_ id: String, at: String) {
    guard let c = prepared[id] else { return record(at, "UnknownConstraintId", id) }
    if handles[id] != nil { return record(at, "DuplicateConstraint", id) }
    do {
      handles[id] = try solver.add(c)
      active.append(id)
    } catch {
      var names: [String] = []
      if case .unsatisfiable(let info) = error {
        let byHandle = Dictionary(uniqueKeysWithValues: handles.map { ($0.value, $0.key) })
        names = info.conflicts.compactMap { byHandle[$0] }
      }
      record(at, BenchRunner.kind(error), id, conflicts: names)
    }
  }

  mutating func remove(_ id: String, at: String) {
    guard prepared[id] != nil else { return record(at, "UnknownConstraintId", id) }
    guard let h = handles[id] else { return record(at, "UnknownConstraint", id) }
    do {
      try solver.remove(h)
      handles[id] = nil
      active.removeAll { $0 == id }
    } catch {
      record(at, BenchRunner.kind(error), id)
    }
  }

  mutating func suggest(_ name: String, _ value: Double, at: String) {
    guard let v = variables[name], let i = edits.firstIndex(where: { $0.name == name }) else {
      return record(at, "UnknownEditVariable", name)
    }
    do {
      try solver.suggest(value, for: v)
      edits[i].value = value
    } catch {
      record(at, BenchRunner.kind(error), name)
    }
  }

  mutating func addEdit(_ e: BenchSystem.Edit, at: String) {
    guard let v = variables[e.variable] else {
      return record(at, "UnknownEditVariable", e.variable)
    }
    do {
      try solver.addEditVariable(v, strength: Strength(e.strength))
      edits.append((e.variable, e.strength, 0))
      if let value = e.value { suggest(e.variable, value, at: at) }
    } catch {
      record(at, BenchRunner.kind(error), e.variable)
    }
  }

  mutating func removeEdit(_ name: String, at: String) {
    guard let v = variables[name] else { return record(at, "UnknownEditVariable", name) }
    do {
      try solver.removeEditVariable(v)
      edits.removeAll { $0.name == name }
    } catch {
      record(at, BenchRunner.kind(error), name)
    }
  }

  /// Publishes every value, the counterpart of kiwi's `updateVariables`.
  mutating func update() {
    published = solver.values(of: order)
  }

  mutating func snapshot(_ label: String) {
    guard takeSnapshots else { return }
    let solver = self.solver
    let value = { (v: Variable) in solver.value(of: v) }
    var violated: [JSONValue] = []
    var requiredViolations: [JSONValue] = []
    var objective = 0.0
    for id in active {
      guard let c = prepared[id] else { continue }
      let magnitude = c.violation(value)
      if magnitude > tolerance {
        if c.strength.isRequired {
          requiredViolations.append(.object([("id", .string(id)), ("by", .number(magnitude))]))
        } else {
          violated.append(.string(id))
        }
      }
      if !c.strength.isRequired { objective += c.strength.value * magnitude }
    }
    for e in edits {
      let magnitude = abs(value(variables[e.name] ?? Variable(index: 0)) - e.value)
      objective += e.strength * magnitude
      if magnitude > tolerance { violated.append(.string("edit:" + e.name)) }
    }
    let values = JSONValue.object(order.map { (solver.name(of: $0), .number(value($0))) })
    snapshots.append(
      .object([
        ("label", .string(label)), ("values", values), ("violated", .array(violated)),
        ("required_violations", .array(requiredViolations)), ("objective", .number(objective)),
      ]))
  }

  mutating func time(_ kind: String, _ seconds: Double) {
    if let i = opTimes.firstIndex(where: { $0.0 == kind }) {
      opTimes[i].1.append(seconds)
    } else {
      opTimes.append((kind, [seconds]))
    }
  }

  mutating func run() {
    let clock = ContinuousClock()
    let t1 = clock.now
    for e in system.edits { addEdit(e, at: "build") }
    for c in system.constraints where c.initially { add(c.id, at: "build") }
    let t2 = clock.now
    update()
    let t3 = clock.now
    buildAdd = seconds(t2 - t1)
    buildUpdate = seconds(t3 - t2)
    snapshot("build")
    for (i, op) in system.ops.enumerated() {
      let at = "op\(i)"
      let ta = clock.now
      switch op {
      case .suggest(let pairs):
        for (name, value) in pairs { suggest(name, value, at: at) }
        time("suggest", seconds(clock.now - ta))
      case .solve(let label):
        update()
        time("solve", seconds(clock.now - ta))
        snapshot(label ?? at)
      case .suggestSeries(let steps, let mode):
        for (j, step) in steps.enumerated() {
          let ts = clock.now
          for (name, value) in step { suggest(name, value, at: "\(at).\(j)") }
          update()
          time("suggest+update", seconds(clock.now - ts))
          if mode == "each" || (mode == "last" && j == steps.count - 1) { snapshot("\(at).\(j)") }
        }
      case .remove(let id):
        remove(id, at: at)
        time("remove", seconds(clock.now - ta))
      case .add(let id):
        add(id, at: at)
        time("add", seconds(clock.now - ta))
      case .addEdit(let e):
        addEdit(e, at: at)
        time("addEdit", seconds(clock.now - ta))
      case .removeEdit(let name):
        removeEdit(name, at: at)
        time("removeEdit", seconds(clock.now - ta))
      case .unknown(let kind):
        errors.append(
          .object([("at", .string(at)), ("error", .string("UnknownOp")), ("detail", .string(kind))])
        )
        time(kind, seconds(clock.now - ta))
      }
    }
  }
}

/// Seconds in a duration.
func seconds(_ d: Duration) -> Double {
  let (s, atto) = d.components
  return Double(s) + Double(atto) * 1e-18
}
