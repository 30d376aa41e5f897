import Constraints
import Foundation

/// Runs a fixture script (written by Tools/solver_fixtures.py) the way bench_kiwi.py runs a
/// system on kiwi, and checks the tableau invariants after every step.
struct FixtureRunner {
  struct Snapshot {
    var values: [String: Double]
    var violated: Set<String>
    var objective: Double
    /// The variables the solver reports as not determined.
    var ambiguous: Set<String>
  }

  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The names of every `<name>.script.json` fixture, sorted.
  static func names() -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
    return files.filter { $0.hasSuffix(".script.json") }.map { String($0.dropLast(12)) }.sorted()
  }

  static func load(_ file: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(contentsOf: fixtures.appendingPathComponent(file)))
  }

  let solver = Solver()
  var variables: [String: Variable] = [:]
  var order: [String] = []
  var definitions: [String: Constraint] = [:]
  var handles: [String: ConstraintID] = [:]
  var active: [String] = []
  var edits: [(name: String, strength: Double, value: Double)] = []
  var errors: [[String]] = []
  var snapshots: [String: Snapshot] = [:]
  var labels: [String] = []
  var invariantProblems: [String] = []

  init(script: [String: Any]) {
    for name in script["variables"] as? [String] ?? [] {
      variables[name] = solver.makeVariable(name)
      order.append(name)
    }
    for item in script["constraints"] as? [[Any]] ?? [] {
      let terms = (item[1] as? [[Any]] ?? []).map {
        Term(variables[$0[0] as? String ?? ""] ?? Variable(index: 0), FixtureRunner.number($0[1]))
      }
      let relation: Relation =
        switch item[3] as? String {
        case "<=": .lessOrEqual
        case ">=": .greaterOrEqual
        default: .equal
        }
      definitions[item[0] as? String ?? ""] = Constraint(
        Expression(terms, constant: FixtureRunner.number(item[2])), relation,
        strength: Strength(FixtureRunner.number(item[4])))
    }
    let initial = (script["constraints"] as? [[Any]] ?? []).filter { $0[5] as? Bool ?? true }
    for edit in script["edits"] as? [[Any]] ?? [] {
      addEdit(edit[0] as? String ?? "", FixtureRunner.number(edit[1]), edit[2], at: "build")
    }
    for item in initial { add(item[0] as? String ?? "", at: "build") }
    snapshot("build")
    for (i, op) in (script["ops"] as? [[Any]] ?? []).enumerated() { run(op, at: "op\(i)") }
  }

  static func number(_ any: Any) -> Double { (any as? NSNumber)?.doubleValue ?? 0 }

  static func kind(_ error: SolverError) -> String {
    switch error {
    case .unsatisfiable: "UnsatisfiableConstraint"
    case .unknownConstraint: "UnknownConstraint"
    case .duplicateEditVariable: "DuplicateEditVariable"
    case .unknownEditVariable: "UnknownEditVariable"
    case .badRequiredStrength: "BadRequiredStrength"
    case .internalError: "InternalSolverError"
    }
  }

  mutating func check(_ at: String) {
    for problem in solver.checkInvariants() { invariantProblems.append("\(at): \(problem)") }
  }

  mutating func add(_ id: String, at: String) {
    guard let c = definitions[id] else { return errors.append([at, "UnknownConstraintId", id]) }
    if handles[id] != nil { return errors.append([at, "DuplicateConstraint", id]) }
    do {
      handles[id] = try solver.add(c)
      active.append(id)
    } catch {
      errors.append([at, FixtureRunner.kind(error), id])
    }
    check(at)
  }

  mutating func suggest(_ name: String, _ value: Double, at: String) {
    guard let v = variables[name], let i = edits.firstIndex(where: { $0.name == name }) else {
      return errors.append([at, "UnknownEditVariable", name])
    }
    do {
      try solver.suggest(value, for: v)
      edits[i].value = value
    } catch {
      errors.append([at, FixtureRunner.kind(error), name])
    }
    check(at)
  }

  mutating func addEdit(_ name: String, _ strength: Double, _ value: Any?, at: String) {
    guard let v = variables[name] else { return errors.append([at, "UnknownEditVariable", name]) }
    do {
      try solver.addEditVariable(v, strength: Strength(strength))
      edits.append((name, strength, 0))
      if let value = value as? NSNumber { suggest(name, value.doubleValue, at: at) }
    } catch {
      errors.append([at, FixtureRunner.kind(error), name])
    }
    check(at)
  }

  mutating func run(_ op: [Any], at: String) {
    switch op[0] as? String ?? "" {
    case "suggest":
      for pair in op[1] as? [[Any]] ?? [] {
        suggest(pair[0] as? String ?? "", FixtureRunner.number(pair[1]), at: at)
      }
    case "solve": snapshot(op[1] as? String ?? at)
    case "suggestSeries":
      let steps = op[1] as? [[[Any]]] ?? []
      let mode = op[2] as? String ?? "each"
      for (j, step) in steps.enumerated() {
        for pair in step {
          suggest(pair[0] as? String ?? "", FixtureRunner.number(pair[1]), at: "\(at).\(j)")
        }
        if mode == "each" || (mode == "last" && j == steps.count - 1) { snapshot("\(at).\(j)") }
      }
    case "remove":
      let id = op[1] as? String ?? ""
      guard definitions[id] != nil else { return errors.append([at, "UnknownConstraintId", id]) }
      guard let h = handles[id] else { return errors.append([at, "UnknownConstraint", id]) }
      do {
        try solver.remove(h)
        handles[id] = nil
        active.removeAll { $0 == id }
      } catch {
        errors.append([at, FixtureRunner.kind(error), id])
      }
      check(at)
    case "add": add(op[1] as? String ?? "", at: at)
    case "addEdit": addEdit(op[1] as? String ?? "", FixtureRunner.number(op[2]), op[3], at: at)
    case "removeEdit":
      let name = op[1] as? String ?? ""
      do {
        try solver.removeEditVariable(variables[name] ?? Variable(index: 0))
        edits.removeAll { $0.name == name }
      } catch {
        errors.append([at, FixtureRunner.kind(error), name])
      }
      check(at)
    default: errors.append([at, "UnknownOp"])
    }
  }

  mutating func snapshot(_ label: String) {
    let solver = self.solver
    let value = { (v: Variable) in solver.value(of: v) }
    var violated = Set<String>()
    var objective = 0.0
    for id in active {
      guard let c = definitions[id] else { continue }
      let magnitude = c.violation(value)
      if magnitude > 1e-6 && !c.strength.isRequired { violated.insert(id) }
      if !c.strength.isRequired { objective += c.strength.value * magnitude }
    }
    for e in edits {
      let magnitude = abs(value(variables[e.name] ?? Variable(index: 0)) - e.value)
      objective += e.strength * magnitude
      if magnitude > 1e-6 { violated.insert("edit:" + e.name) }
    }
    var values: [String: Double] = [:]
    for name in order { values[name] = value(variables[name] ?? Variable(index: 0)) }
    let ambiguous = Set(solver.ambiguousVariables().map { solver.name(of: $0) })
    snapshots[label] = Snapshot(
      values: values, violated: violated, objective: objective, ambiguous: ambiguous)
    labels.append(label)
  }
}
