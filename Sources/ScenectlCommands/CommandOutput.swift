import FileSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

  /// Writes standard output, then standard error, to the given descriptors, closes the first
  /// (an error that only `close` reports counts too), and returns the exit status.
  ///
  /// When standard output cannot be written (a full disk, `> /dev/full`), the status is 2 and
  /// standard error ends with `scenectl: error: cannot write to standard output: No space
  /// left on device`. An error writing standard error has nowhere to be reported.
  public func emit(stdout: Int32 = STDOUT_FILENO, stderr: Int32 = STDERR_FILENO) -> Int32 {
    var out = self.stdout
    var err = self.stderr
    var status = self.status
    var failure: FileSystem.Failure?
    if case .failure(let problem) = out.withUTF8({ FileSystem.writeAll($0, to: stdout) }) {
      failure = problem
    }
    if close(stdout) != 0, failure == nil, errno != EBADF {
      failure = FileSystem.Failure(reason: FileSystem.describe(errno))
    }
    if let failure {
      err += "scenectl: error: cannot write to standard output: \(failure.reason)\n"
      status = .usageOrInput
    }
    _ = err.withUTF8 { FileSystem.writeAll($0, to: stderr) }
    return status.rawValue
  }

  /// Raises the status to `other` if it is more serious.
  mutating func escalate(to other: Status) {
    if other.rawValue > status.rawValue { status = other }
  }
}
