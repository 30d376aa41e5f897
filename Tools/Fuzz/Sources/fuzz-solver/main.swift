import Constraints

/// Reads small numbers from the fuzzer's bytes.
struct ByteReader {
  var bytes: [UInt8]
  var index = 0

  var isAtEnd: Bool { index >= bytes.count }

  mutating func next() -> UInt8 {
    defer { index += 1 }
    return index < bytes.count ? bytes[index] : 0
  }

  /// A small coefficient in -8...8 with halves, zero included.
  mutating func coefficient() -> Double { Double(Int(next() % 33) - 16) / 2 }
}

/// A random sequence of add, remove, edit, suggest and update-constant
/// operations on one solver; after each, the tableau invariants must hold.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  var reader = ByteReader(bytes: Array(UnsafeBufferPointer(start: data, count: min(size, 4096))))
  let solver = Solver()
  let variables = (0..<6).map { solver.makeVariable("v\($0)") }
  let strengths: [Strength] = [.required, .strong, .medium, .weak]
  var added: [ConstraintID] = []
  while !reader.isAtEnd {
    let op = reader.next() % 6
    do {
      switch op {
      case 0, 1:
        var expression = Expression(reader.coefficient() * 10)
        for _ in 0..<Int(reader.next() % 4) {
          let variable = variables[Int(reader.next()) % variables.count]
          expression = expression + reader.coefficient() * variable
        }
        let relations: [Relation] = [.equal, .lessOrEqual, .greaterOrEqual]
        let relation = relations[Int(reader.next()) % relations.count]
        let strength = strengths[Int(reader.next()) % strengths.count]
        added.append(try solver.add(Constraint(expression, relation, strength: strength)))
      case 2:
        guard !added.isEmpty else { continue }
        let id = added.remove(at: Int(reader.next()) % added.count)
        try solver.remove(id)
      case 3:
        let variable = variables[Int(reader.next()) % variables.count]
        if !solver.hasEditVariable(variable) {
          try solver.addEditVariable(variable, strength: strengths[1 + Int(reader.next()) % 3])
        }
      case 4:
        let edits = solver.editVariables
        guard !edits.isEmpty else { continue }
        try solver.suggest(reader.coefficient() * 100, for: edits[Int(reader.next()) % edits.count])
      default:
        guard !added.isEmpty else { continue }
        let id = added[Int(reader.next()) % added.count]
        try solver.updateConstant(of: id, to: reader.coefficient() * 10)
      }
    } catch {
      // Unsatisfiable and unknown-constraint errors are expected; the solver must stay usable.
    }
    let broken = solver.checkInvariants()
    if !broken.isEmpty { fatalError("tableau invariant broken: \(broken)") }
  }
  return 0
}
