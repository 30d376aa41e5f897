#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file operations scenectl needs, on the C library alone: reading a file up to a
/// limit, asking what a path is, resolving links, making folders and writing files.
///
/// It is its own module so that no scenectl module links Foundation, whose loading would
/// add about 8 ms to every run of the command (docs/Layout.md §7).
///
///     switch FileSystem.read("Scenes/Wonderland.yaml", limit: 32 << 20) {
///     case .success(let bytes): print(bytes.count)
///     case .failure(let failure): print(failure.reason)  // "no such file"
///     }
public enum FileSystem {
  /// Why a file could not be read or written, in words for a message ("no such file").
  public struct Failure: Error, Sendable, Equatable {
    public var reason: String

    public init(reason: String) {
      self.reason = reason
    }
  }

  /// What a path names.
  public enum Kind: Sendable, Equatable {
    case file
    case folder
  }

  /// What `path` names (following links), or nil when nothing is there.
  public static func kind(of path: String) -> Kind? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
  }

  /// The file's first `limit + 1` bytes at most: one byte past the limit tells a caller that
  /// the file is too large without reading all of it.
  public static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
    switch kind(of: path) {
    case nil: return .failure(Failure(reason: "no such file"))
    case .folder?: return .failure(Failure(reason: "it is a folder"))
    case .file?: break
    }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return .failure(Failure(reason: "permission denied")) }
    defer { close(descriptor) }
    let wanted = max(0, limit) + 1
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count < wanted {
      let count = chunk.withUnsafeMutableBytes { buffer in
        readBytes(descriptor, buffer.baseAddress, min(buffer.count, wanted - bytes.count))
      }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(Failure(reason: "it could not be read"))
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[..<count])
    }
    return .success(bytes)
  }

  /// The absolute path with every link, `.` and `..` resolved, or nil when the path does not
  /// exist.
  public static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// Creates a folder and any missing folders above it.
  public static func createFolder(_ path: String) -> Result<Void, Failure> {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
      prefix += part
      if kind(of: prefix) == nil, mkdir(prefix, 0o755) != 0, errno != EEXIST {
        return .failure(Failure(reason: "'\(prefix)' cannot be created"))
      }
      guard kind(of: prefix) == .folder else {
        return .failure(Failure(reason: "'\(prefix)' is not a folder"))
      }
      prefix += "/"
    }
    return .success(())
  }

  /// Writes `text` (as UTF-8) to `path`, replacing the file.
  public static func write(_ text: String, to path: String) -> Result<Void, Failure> {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return .failure(Failure(reason: writeReason(path))) }
    defer { close(descriptor) }
    var text = text
    let written = text.withUTF8 { buffer in writeAll(buffer, to: descriptor) }
    return written ? .success(()) : .failure(Failure(reason: "it could not be written"))
  }

  /// Writes all of `buffer` to an open descriptor (standard output, say).
  @discardableResult
  public static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Bool
  {
    guard let base = buffer.baseAddress else { return true }
    var offset = 0
    while offset < buffer.count {
      let count = writeBytes(descriptor, base + offset, buffer.count - offset)
      if count < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += count
    }
    return true
  }

  /// The folder part of a path ("." when there is none).
  public static func folder(of path: String) -> String {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count > 1 else { return "." }
    let joined = parts.dropLast().joined(separator: "/")
    return joined.isEmpty ? "/" : joined
  }

  /// Why a file cannot be opened for writing, in words.
  private static func writeReason(_ path: String) -> String {
    let folder = folder(of: path)
    if kind(of: folder) != .folder { return "no such folder '\(folder)'" }
    if kind(of: path) == .folder { return "it is a folder" }
    return "permission denied"
  }
}

// The C library's `read` and `write`, which `FileSystem`'s own members hide inside it.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}

private func writeBytes(_ descriptor: Int32, _ buffer: UnsafePointer<UInt8>, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
