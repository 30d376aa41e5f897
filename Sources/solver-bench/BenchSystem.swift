import Constraints
import JSON
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `cassowary-bench/1` system (SOLVER-ANCHORS.md §6), normalized as `bench_kiwi.py` does.
struct BenchSystem {
  struct Definition {
    var id: String
    var terms: [(String, Double)]
    var constant: Double
    var relation: Relation
    var strength: Double
    var initially: Bool
  }

  struct Edit {
    var variable: String
    var strength: Double
    var value: Double?
  }

  enum Op {
    case suggest([(String, Double)])
    case solve(String?)
    case suggestSeries([[(String, Double)]], snapshot: String)
    case remove(String)
    case add(String)
    case addEdit(Edit)
    case removeEdit(String)
    case unknown(String)
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  var name: String
  var variables: [String] = []
  var edits: [Edit] = []
  var constraints: [Definition] = []
  /// Every definition by id: the constraints and the inline constraints of `add` ops.
  var definitions: [String: Definition] = [:]
  var ops: [Op] = []

  static let required = 1_001_001_000.0

  /// kiwi's strength for a JSON strength spec (`bench_kiwi.py resolve_strength`).
  static func strength(_ spec: JSONValue?, priorityMap: String) throws(Failure) -> Double {
    guard let spec else { return required }
    switch spec {
    case .null: return required
    case .number(let d): return d >= 0 ? min(d, required) : 0
    case .string(let s):
      switch s {
      case "required": return required
      case "strong": return 1_000_000
      case "medium": return 1000
      case "weak": return 1
      default: throw Failure(description: "unknown strength name '\(s)'")
      }
    case .object:
      if let p = spec["priority"]?.number {
        if p >= 1000 { return required }
        guard p > 0 else { throw Failure(description: "priority must be in 1..1000") }
        return priorityMap == "linear" ? Strength.create(0, p, 0).value : pow(10, 9 * p / 1000)
      }
      if let tiers = spec["tiers"]?.array, tiers.count == 3 {
        let t = tiers.map { $0.number ?? 0 }
        return Strength.create(t[0], t[1], t[2], weight: spec["weight"]?.number ?? 1).value
      }
      throw Failure(description: "bad strength")
    default: throw Failure(description: "bad strength")
    }
  }

  init(_ json: JSONValue, priorityMap: String) throws(Failure) {
    name = json["name"]?.string ?? ""
    var known = Set<String>()
    func note(_ v: String) {
      if known.insert(v).inserted { variables.append(v) }
    }
    for v in json["variables"]?.array ?? [] {
      if let s = v.string { note(s) } else if let s = v["name"]?.string { note(s) }
    }
    func definition(_ c: JSONValue, defaultID: String) throws(Failure) -> Definition {
      let id = c["id"]?.string ?? defaultID
      var terms: [(String, Double)] = []
      for t in c["terms"]?.array ?? [] {
        guard let pair = t.array, pair.count == 2, let v = pair[0].string,
          let k = pair[1].number
        else { throw Failure(description: "constraint '\(id)': bad term") }
        note(v)
        terms.append((v, k))
      }
      let relation: Relation
      switch c["op"]?.string {
      case "==": relation = .equal
      case "<=": relation = .lessOrEqual
      case ">=": relation = .greaterOrEqual
      default: throw Failure(description: "constraint '\(id)': op must be ==, <= or >=")
      }
      var initially = true
      if case .bool(let b) = c["initially"] ?? .null { initially = b }
      return Definition(
        id: id, terms: terms, constant: c["constant"]?.number ?? 0, relation: relation,
        strength: try BenchSystem.strength(c["strength"], priorityMap: priorityMap),
        initially: initially)
    }
    for (i, c) in (json["constraints"]?.array ?? []).enumerated() {
      let d = try definition(c, defaultID: "c\(i)")
      guard definitions[d.id] == nil else { throw Failure(description: "duplicate id '\(d.id)'") }
      constraints.append(d)
      definitions[d.id] = d
    }
    for (i, op) in (json["ops"]?.array ?? []).enumerated() {
      var inline: Definition?
      if op["op"]?.string == "add", let c = op["constraint"] {
        inline = try definition(c, defaultID: "op\(i)")
      }
      if let inline { definitions[inline.id] = inline }
      ops.append(try BenchSystem.parseOp(op, inline: inline?.id, priorityMap: priorityMap))
    }
    for e in json["edits"]?.array ?? [] {
      guard let v = e["var"]?.string else { throw Failure(description: "edit without 'var'") }
      note(v)
      edits.append(
        Edit(
          variable: v,
          strength: try BenchSystem.strength(
            e["strength"] ?? .string("strong"), priorityMap: priorityMap),
          value: e["value"]?.number))
    }
  }

  private static func parseOp(
    _ op: JSONValue, inline: String?, priorityMap: String
  ) throws(Failure) -> Op {
    func pairs(_ json: JSONValue?) -> [(String, Double)] {
      (json?.object ?? []).map { ($0.0, $0.1.number ?? 0) }
    }
    switch op["op"]?.string ?? "" {
    case "suggest":
      if let values = op["values"] { return .suggest(pairs(values)) }
      return .suggest([(op["var"]?.string ?? "", op["value"]?.number ?? 0)])
    case "solve": return .solve(op["label"]?.string)
    case "suggestSeries":
      let mode = op["snapshot"]?.string ?? "each"
      if let series = op["series"]?.array {
        return .suggestSeries(series.map { pairs($0) }, snapshot: mode)
      }
      let v = op["var"]?.string ?? ""
      return .suggestSeries(
        (op["values"]?.array ?? []).map { [(v, $0.number ?? 0)] }, snapshot: mode)
    case "remove": return .remove(op["id"]?.string ?? "")
    case "add":
      return .add(inline ?? op["id"]?.string ?? "")
    case "addEdit":
      return .addEdit(
        Edit(
          variable: op["var"]?.string ?? "",
          strength: try BenchSystem.strength(
            op["strength"] ?? .string("strong"), priorityMap: priorityMap),
          value: op["value"]?.number))
    case "removeEdit": return .removeEdit(op["var"]?.string ?? "")
    case let kind: return .unknown(kind)
    }
  }
}
