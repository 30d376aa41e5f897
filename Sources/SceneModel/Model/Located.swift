import Diagnostics

/// A value read from a scene file, together with where it was written.
///
/// Every value a diagnostic may point at is kept as `Located`, so that a
/// later check (validation, layout, simulation) can name the file, line and
/// column of what the user wrote.
public struct Located<Value> {
  public var value: Value
  public var location: Diagnostic.Location

  public init(_ value: Value, at location: Diagnostic.Location) {
    self.value = value
    self.location = location
  }
}

extension Located: Sendable where Value: Sendable {}
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
