#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The low-level half of the output rule (docs/Hardening.md, "What an output may write"):
/// what a path itself is, links not followed; the first bytes of a file, without following a
/// link; and a write that goes to a new temporary file beside the path and is renamed onto
/// it, so that nothing is ever written through a link and a reader never sees half a file.
extension FileSystem {
  /// What a path itself names, with a last part that is a link reported as a link (`lstat`).
  public enum Entry: Sendable, Equatable {
    case missing
    case symbolicLink
    case file(Identity)
    case folder
    /// A character device or a FIFO (`/dev/null`), written in place, never replaced.
    case stream
    /// Anything else, in words ("a block device", "a socket").
    case other(String)
  }

  /// What `path` itself names (a link is not followed), or `.missing`.
  public static func entry(at path: String) -> Entry {
    var info = stat()
    guard lstat(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFLNK: return .symbolicLink
    case S_IFREG: return .file(Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    case S_IFDIR: return .folder
    case S_IFCHR, S_IFIFO: return .stream
    default: return .other(nonRegularKind(info.st_mode) ?? "an unknown kind of file")
    }
  }

  /// The first `limit` bytes of a regular file at most, opened without following a link and
  /// without blocking.
  public static func head(of path: String, limit: Int) -> Result<[UInt8], Failure> {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(.system()) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(.system()) }
    if let kind = nonRegularKind(info.st_mode) { return .failure(.notRegular(kind)) }
    var bytes = [UInt8](repeating: 0, count: max(0, limit))
    var count = 0
    while count < bytes.count {
      let read = bytes.withUnsafeMutableBytes { buffer in
        readBytes(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
      }
      if read < 0 && errno == EINTR { continue }
      if read < 0 { return .failure(.system()) }
      if read == 0 { break }
      count += read
    }
    return .success(Array(bytes.prefix(count)))
  }

  /// Puts `text` (as UTF-8) at `path`: written to a new file beside it (created with
  /// `O_EXCL | O_NOFOLLOW`, so never through a link), then renamed onto the path. A link at
  /// the path is replaced as a name, its target left as it was; on any failure the path is
  /// unchanged and the temporary file removed.
  public static func replace(_ path: String, with text: String) -> Result<Void, Failure> {
    let folder = folder(of: path)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    // Named after the file, unless that would make the name too long for the file system.
    let shortName = name.utf8.count <= 200 ? "." + name : ""
    let prefix = (path.contains("/") ? folder + "/" : "") + shortName
    var temporary = ""
    var descriptor: Int32 = -1
    for attempt in 0..<100 {
      temporary = "\(prefix).scenectl-\(getpid())-\(attempt).tmp"
      descriptor = open(
        temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else { return .failure(writeFailure(path, errno)) }
    var text = text
    let written = text.withUTF8 { buffer in writeAll(buffer, to: descriptor) }
    let closed = close(descriptor) == 0 ? nil : errno
    var failure: Failure?
    if case .failure(let problem) = written {
      failure = problem
    } else if let closed {
      failure = .system(closed)
    } else if rename(temporary, path) != 0 {
      failure = .system()
    }
    guard let failure else { return .success(()) }
    unlink(temporary)
    return .failure(failure)
  }

  /// Writes `text` into a character device or FIFO that exists (`/dev/null`), opened
  /// without following a link, without creating anything and without blocking.
  public static func writeInPlace(_ text: String, to path: String) -> Result<Void, Failure> {
    let descriptor = open(path, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(.system()) }
    return writeAndClose(text, opened: descriptor)
  }
}
