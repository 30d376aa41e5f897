/// What a command produced: its standard output, standard error and exit status.
///
/// Commands build their output in memory so that tests can check it exactly;
/// the `scenectl` executable only writes it out and exits.
public struct CommandOutput: Sendable, Equatable {
  /// The exit statuses every command uses.
  public enum Status: Int32, Sendable {
    case success = 0
    case problemsFound = 1
    case usageOrInput = 2
  }

  public var stdout: String = ""
  public var stderr: String = ""
  public var status: Status = .success

  public init(stdout: String = "", stderr: String = "", status: Status = .success) {
    self.stdout = stdout
    self.stderr = stderr
    self.status = status
  }

  /// Raises the status to `other` if it is more serious.
  mutating func escalate(to other: Status) {
    if other.rawValue > status.rawValue { status = other }
  }
}
