/// A required constraint that cannot hold together with the solver's required constraints.
///
/// `conflicts` names the active required constraints that, with `constraint`, have no solution.
/// When `isMinimal` is true the set is minimal: removing any one of them (or `constraint`)
/// makes the rest satisfiable. The solver is left exactly as it was before the failed call.
public struct UnsatisfiableConstraint: Hashable, Sendable, CustomStringConvertible {
  /// The rejected constraint (for `updateConstant`, with the rejected constant).
  public let constraint: Constraint
  /// The handle of the rejected constraint when it was already in the solver (`updateConstant`).
  public let id: ConstraintID?
  /// The conflicting active required constraints, sorted.
  public let conflicts: [ConstraintID]
  /// The tags of `conflicts`, in the same order.
  public let conflictTags: [Int]
  /// Whether `conflicts` was checked to be minimal.
  public let isMinimal: Bool

  public var description: String {
    let tags = conflictTags.map { "'\($0)'" }.joined(separator: ", ")
    let list = conflicts.isEmpty ? "itself" : "constraints tagged \(tags)"
    return "unsatisfiable required constraint tagged '\(constraint.tag)' conflicts with \(list)"
  }
}

/// The errors of `Solver`, after kiwi's exceptions.
public enum SolverError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A required constraint cannot be satisfied (kiwi's `UnsatisfiableConstraint`), with the
  /// conflicting set.
  case unsatisfiable(UnsatisfiableConstraint)
  /// The constraint is not in the solver (kiwi's `UnknownConstraint`).
  case unknownConstraint(ConstraintID)
  /// The variable is already an edit variable (kiwi's `DuplicateEditVariable`).
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable (kiwi's `UnknownEditVariable`).
  case unknownEditVariable(Variable)
  /// Edit variables cannot be required (kiwi's `BadRequiredStrength`).
  case badRequiredStrength(Variable)
  /// A broken invariant (kiwi's `InternalSolverError`).
  case internalError(String)

  public var description: String {
    switch self {
    case .unsatisfiable(let info): return info.description
    case .unknownConstraint(let id): return "unknown constraint '\(id)'"
    case .duplicateEditVariable(let v): return "variable 'v\(v.index)' is already an edit variable"
    case .unknownEditVariable(let v): return "variable 'v\(v.index)' is not an edit variable"
    case .badRequiredStrength(let v):
      return "edit variable 'v\(v.index)' cannot have a required strength"
    case .internalError(let message): return "internal solver error: \(message)"
    }
  }
}
