import Diagnostics
import SceneSyntax

/// Infers the types of expressions where they can be known, and reports the
/// operations and assignments that cannot work (issue: static type checks).
///
/// Types come from literals, operators, functions and the properties of
/// views (`ViewSchema`); `state`, `self` and `row` values can change type at
/// run time, so they are unknown and never reported.
struct TypeChecker {
  /// What an expression is known to produce.
  enum StaticType: Equatable {
    case number, string, bool, null, unknown

    var name: String {
      switch self {
      case .number: "a number"
      case .string: "a string"
      case .bool: "a boolean"
      case .null: "null"
      case .unknown: "a value"
      }
    }
  }

  let scene: Scene

  /// The type of an expression; `problems` gets each operation that cannot work.
  func type(
    of expression: Expression, at start: Diagnostic.Location, problems: inout [Diagnostic]
  ) -> StaticType {
    func place(_ offset: Int) -> Diagnostic.Location {
      var location = start
      location.column += offset
      return location
    }
    func require(_ type: StaticType, _ allowed: [StaticType], _ what: String, _ offset: Int) {
      guard type != .unknown, !allowed.contains(type) else { return }
      let expected = allowed.map(\.name).joined(separator: " or ")
      problems.append(
        .typeMismatch("\(what) needs \(expected), found \(type.name)", at: place(offset)))
    }
    switch expression {
    case .number: return .number
    case .string: return .string
    case .bool: return .bool
    case .null: return .null
    case .reference(let reference): return type(of: reference.path)
    case .call(let call):
      for argument in call.arguments { _ = type(of: argument, at: start, problems: &problems) }
      switch call.function {
      case .number, .count: return .number
      case .text, .format: return .string
      }
    case .unary(let op, let operand, let offset):
      let operandType = type(of: operand, at: start, problems: &problems)
      switch op {
      case .negate:
        require(operandType, [.number], "'-'", offset)
        return .number
      case .not:
        require(operandType, [.bool], "'!'", offset)
        return .bool
      }
    case .binary(let op, let left, let right, let offset):
      let l = type(of: left, at: start, problems: &problems)
      let r = type(of: right, at: start, problems: &problems)
      switch op {
      case .add:
        if l == .string || r == .string { return .string }
        require(l, [.number, .string], "'+'", offset)
        require(r, [.number, .string], "'+'", offset)
        return l == .number && r == .number ? .number : .unknown
      case .subtract, .multiply, .divide, .remainder:
        require(l, [.number], "'\(op.rawValue)'", offset)
        require(r, [.number], "'\(op.rawValue)'", offset)
        return .number
      case .equal, .notEqual:
        return .bool
      case .less, .lessOrEqual, .greater, .greaterOrEqual:
        require(l, [.number, .string], "'\(op.rawValue)'", offset)
        require(r, [.number, .string], "'\(op.rawValue)'", offset)
        if [l, r].allSatisfy({ $0 == .number || $0 == .string }), l != r {
          problems.append(
            .typeMismatch(
              "'\(op.rawValue)' compares \(l.name) with \(r.name); convert one with number() or text()",
              at: place(offset)))
        }
        return .bool
      case .and, .or:
        require(l, [.bool], "'\(op.rawValue)'", offset)
        require(r, [.bool], "'\(op.rawValue)'", offset)
        return .bool
      }
    }
  }

  /// The type a path reads: a view property's kind; anything else is unknown.
  func type(of path: [String]) -> StaticType {
    guard path.count == 2, let view = scene.view(path[0]),
      let kind = ViewSchema.kind(of: path[1], in: view.type.value)
    else { return .unknown }
    return Self.type(of: kind)
  }

  static func type(of kind: ViewSchema.Kind) -> StaticType {
    switch kind {
    case .string, .choice: .string
    case .number, .integer: .number
    case .bool: .bool
    case .strings, .font, .rows, .size, .insets: .unknown
    }
  }

  /// Why a number literal (`5`, `-2`) cannot go into the whole-number view property it is
  /// set to (`PropertyRange`), judged by the segments the file gives the view.
  func rangeProblem(_ target: [String], _ value: Expression) -> String? {
    guard target.count == 2, let view = scene.view(target[0]) else { return nil }
    let number: Double
    switch value {
    case .number(let x, _): number = x
    case .unary(.negate, .number(let x, _), _): number = -x
    default: return nil
    }
    return PropertyRange.problem(
      number, shown: Value.number(number).displayText, property: target[1], view: target[0],
      type: view.type.value, segments: PropertyRange.segmentCount(view.property("segments")))
  }

  /// Problems of `set: TARGET to: VALUE` and `if:`: operations, and a value
  /// that cannot go into the target's property.
  func checkAssignment(
    to target: Located<[String]>?, value: Located<Expression>
  ) -> [Diagnostic] {
    var problems: [Diagnostic] = []
    let valueType = type(of: value.value, at: value.location, problems: &problems)
    guard let target else {
      if valueType != .unknown && valueType != .bool {
        problems.append(
          .typeMismatch("'if' needs a boolean, found \(valueType.name)", at: value.location))
      }
      return problems
    }
    if let problem = rangeProblem(target.value, value.value) {
      problems.append(.valueOutOfRange(problem, at: value.location))
    }
    let targetType = type(of: target.value)
    if [.number, .bool].contains(targetType), valueType != .unknown, valueType != targetType {
      let name = target.value.joined(separator: ".")
      problems.append(
        .typeMismatch(
          "'\(name)' holds \(targetType.name), but the value is \(valueType.name)",
          at: value.location))
    }
    return problems
  }
}

extension Diagnostic {
  static func typeMismatch(_ message: String, at location: Location) -> Diagnostic {
    .error(.typeMismatch, message, at: location)
  }
}
