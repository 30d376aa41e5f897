/// What the front end keeps until the process exits instead of freeing it (the `keep:` of
/// `FileCheck.run` and `InputsCheck.run`): a command that exits right after its output
/// saves the time of freeing large models.
public final class KeptUntilExit<Value>: Sendable where Value: Sendable {
  let value: Value

  private init(_ value: Value) {
    self.value = value
  }

  /// Keeps `value` alive for the rest of the process: it is never freed.
  public static func keep(_ value: Value) {
    _ = Unmanaged.passRetained(KeptUntilExit(value))
  }
}
