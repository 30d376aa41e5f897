#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program without a shell (`posix_spawnp`, found on `PATH`) and collects what it
/// writes, up to a limit: how `scenectl diff --git` reads blobs through the `git` command.
///
///     switch Subprocess.run("git", ["cat-file", "blob", "HEAD:Main.storyboard"], limit: 1 << 20) {
///     case .success(let output): print(output.status, output.stdout.count)
///     case .failure(let failure): print(failure.reason)
///     }
public enum Subprocess {
  /// What the program wrote and how it ended.
  public struct Output: Sendable {
    /// Its exit status; 128 + the signal's number when a signal ended it.
    public var status: Int32
    public var stdout: [UInt8]
    /// Standard error, up to `stderrLimit` bytes.
    public var stderr: [UInt8]
  }

  /// The most bytes of standard error kept.
  public static let stderrLimit = 64 << 10

  /// Runs `program` with `arguments` (no shell: nothing in them is interpreted) and waits for
  /// it. Fails when it cannot be started, or when its standard output passes `limit` bytes
  /// (it is then killed).
  public static func run(_ program: String, _ arguments: [String], limit: Int)
    -> Result<Output, FileSystem.Failure>
  {
    var outPipe: [Int32] = [0, 0]
    var errPipe: [Int32] = [0, 0]
    guard pipe(&outPipe) == 0 else { return .failure(.system()) }
    guard pipe(&errPipe) == 0 else {
      close(outPipe[0])
      close(outPipe[1])
      return .failure(.system())
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
    for fd in outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }
    let argv = ([program] + arguments).map { strdup($0) }
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let started = posix_spawnp(&pid, program, &actions, nil, argv + [nil], environ)
    close(outPipe[1])
    close(errPipe[1])
    guard started == 0 else {
      close(outPipe[0])
      close(errPipe[0])
      return .failure(
        FileSystem.Failure(reason: "cannot run '\(program)': \(FileSystem.describe(started))"))
    }
    let collected = collect(out: outPipe[0], err: errPipe[0], limit: limit)
    close(outPipe[0])
    close(errPipe[0])
    if collected.overLimit { kill(pid, SIGKILL) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    guard !collected.overLimit else {
      return .failure(
        FileSystem.Failure(reason: "'\(program)' wrote more than \(limit) bytes"))
    }
    let code = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return .success(Output(status: code, stdout: collected.out, stderr: collected.err))
  }

  /// Reads both pipes until both end (or standard output passes `limit`), with `poll`, so
  /// that a program filling one pipe never waits on the other.
  private static func collect(out: Int32, err: Int32, limit: Int)
    -> (out: [UInt8], err: [UInt8], overLimit: Bool)
  {
    var result: (out: [UInt8], err: [UInt8], overLimit: Bool) = ([], [], false)
    var open = [out, err]
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    while !open.isEmpty {
      var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let ready = poll(&fds, nfds_t(fds.count), -1)
      if ready < 0 {
        if errno == EINTR { continue }
        break
      }
      for entry in fds where entry.revents != 0 {
        let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else {
          open.removeAll { $0 == entry.fd }
          continue
        }
        if entry.fd == out {
          result.out += buffer[0..<count]
          if result.out.count > limit {
            result.overLimit = true
            return result
          }
        } else if result.err.count < stderrLimit {
          result.err += buffer[0..<min(count, stderrLimit - result.err.count)]
        }
      }
    }
    return result
  }
}
