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
///     case .failure(let failure): print(failure.reason)  // "No such file or directory"
///     }
public enum FileSystem {
  /// Why a file could not be read or written.
  public struct Failure: Error, Sendable, Equatable {
    /// In words for a message: the C library's own text for the error
    /// ("No such file or directory", "Too many levels of symbolic links"), or what the path
    /// is when it is not a regular file ("it is a FIFO").
    public var reason: String
    /// What the path names when a regular file was needed and it is something else
    /// ("a FIFO", "a folder"); nil for every other failure.
    public var notARegularFile: String?

    public init(reason: String, notARegularFile: String? = nil) {
      self.reason = reason
      self.notARegularFile = notARegularFile
    }

    /// The failure the C library's current `errno` stands for.
    static func system(_ code: Int32 = errno) -> Failure {
      Failure(reason: FileSystem.describe(code))
    }

    /// A path that is something other than a regular file.
    static func notRegular(_ kind: String) -> Failure {
      Failure(reason: "it is \(kind)", notARegularFile: kind)
    }
  }

  /// What a path names.
  public enum Kind: Sendable, Equatable {
    case file
    case folder
  }

  /// Which file a path names: its device and inode, the same for every path (link, `./`,
  /// hard link) that leads to it.
  public struct Identity: Sendable, Hashable {
    let device: UInt64
    let inode: UInt64
  }

  /// The C library's text for an `errno` value, e.g. "No space left on device".
  public static func describe(_ code: Int32) -> String {
    strerror(code).map { String(cString: $0) } ?? "error \(code)"
  }

  /// What `path` names (following links), or nil when nothing is there.
  public static func kind(of path: String) -> Kind? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
  }

  /// Whether anything is at `path` itself (a link counts, whatever it leads to).
  public static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// The size in bytes of what `path` names (following links), or nil when nothing is there.
  public static func size(of path: String) -> Int? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Int(info.st_size)
  }

  /// The file `path` leads to (following links), or nil when nothing is there.
  public static func identity(of path: String) -> Identity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }

  /// The file's first `limit + 1` bytes at most: one byte past the limit tells a caller that
  /// the file is too large without reading all of it.
  ///
  /// Only a regular file is read: a FIFO, a device or a folder is refused before it is opened
  /// (a FIFO would block the open forever), and again after it is opened, without blocking, in
  /// case the path changed in between.
  public static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
    var info = stat()
    guard stat(path, &info) == 0 else { return .failure(.system()) }
    if let kind = nonRegularKind(info.st_mode) { return .failure(.notRegular(kind)) }
    return readOpening(path, limit: limit)
  }

  /// `read` of a file a folder's listing (`listing(of:)`) gave as a regular file: without
  /// the `stat` before opening it (one system call fewer per file when reading thousands);
  /// the open file is still checked, so anything else is refused as `read` refuses it.
  public static func readListedFile(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
    readOpening(path, limit: limit)
  }

  private static func readOpening(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
    var info = stat()
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(.system()) }
    defer { close(descriptor) }
    guard fstat(descriptor, &info) == 0 else { return .failure(.system()) }
    if let kind = nonRegularKind(info.st_mode) { return .failure(.notRegular(kind)) }
    return readAll(descriptor, limit: limit, sizeHint: Int(clamping: info.st_size))
  }

  /// Standard input's first `limit + 1` bytes at most (a pipe, a file or a terminal: it
  /// blocks until the writer closes it, as any filter does).
  public static func readStandardInput(limit: Int) -> Result<[UInt8], Failure> {
    readAll(STDIN_FILENO, limit: limit)
  }

  /// What an open descriptor holds, `limit + 1` bytes at most. With the file's size as
  /// `sizeHint`, a file that has not grown since is read straight into an array of its size
  /// (no zero-filled chunk, no copy); the chunked reads go on past it.
  private static func readAll(_ descriptor: Int32, limit: Int, sizeHint: Int = 0) -> Result<
    [UInt8], Failure
  > {
    let wanted = max(0, limit) + 1
    // One byte past the size: a read that fills it says that the file grew.
    let first = min(wanted, max(0, sizeHint) + 1)
    var failure: Failure?
    var atEnd = false
    var bytes = [UInt8](unsafeUninitializedCapacity: first) { buffer, count in
      count = 0
      guard let base = buffer.baseAddress else { return }
      while count < buffer.count {
        let read = readBytes(descriptor, base + count, buffer.count - count)
        if read < 0 && errno == EINTR { continue }
        if read < 0 { failure = .system() }
        if read <= 0 {
          atEnd = true
          return
        }
        count += read
      }
    }
    if let failure { return .failure(failure) }
    if atEnd { return .success(bytes) }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count < wanted {
      let count = chunk.withUnsafeMutableBytes { buffer in
        readBytes(descriptor, buffer.baseAddress, min(buffer.count, wanted - bytes.count))
      }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.system())
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
        return .failure(Failure(reason: "'\(prefix)' cannot be created: \(describe(errno))"))
      }
      guard kind(of: prefix) == .folder else {
        return .failure(Failure(reason: "'\(prefix)' is not a folder"))
      }
      prefix += "/"
    }
    return .success(())
  }

  /// The names in a folder, sorted by their bytes, without `.` and `..`.
  public static func names(in folder: String) -> Result<[String], Failure> {
    guard let stream = opendir(folder) else { return .failure(.system()) }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return .success(names.sorted(by: bytesPrecede))
  }

  /// Whether `a`'s UTF-8 bytes sort before `b`'s (the order of names in a folder), compared
  /// with `memcmp`: a generic comparison of the UTF-8 views is many times slower.
  static func bytesPrecede(_ a: String, _ b: String) -> Bool {
    var a = a
    var b = b
    return a.withUTF8 { a in
      b.withUTF8 { b in
        let common = min(a.count, b.count)
        guard common > 0, let first = a.baseAddress, let second = b.baseAddress else {
          return a.count < b.count
        }
        let order = memcmp(first, second, common)
        return order < 0 || (order == 0 && a.count < b.count)
      }
    }
  }

  /// Removes a file (not a folder).
  public static func remove(_ path: String) -> Result<Void, Failure> {
    unlink(path) == 0 ? .success(()) : .failure(.system())
  }

  /// Writes `text` (as UTF-8) to `path`, replacing the file; every write error counts,
  /// including one that only `close` reports.
  ///
  /// The file is opened without blocking, so a FIFO that nobody reads is refused ("No such
  /// device or address") instead of waiting forever.
  public static func write(_ text: String, to path: String) -> Result<Void, Failure> {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NONBLOCK | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return .failure(writeFailure(path, errno)) }
    return writeAndClose(text, opened: descriptor)
  }

  /// Writes all of `text` to a descriptor opened without blocking (it blocks from here on,
  /// as a write to a pipe must) and closes it; the first failure, of the write or the close.
  static func writeAndClose(_ text: String, opened descriptor: Int32) -> Result<Void, Failure> {
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
    var text = text
    let written = text.withUTF8 { buffer in writeAll(buffer, to: descriptor) }
    let closed = close(descriptor) == 0 ? nil : errno
    if case .failure(let failure) = written { return .failure(failure) }
    if let closed { return .failure(.system(closed)) }
    return .success(())
  }

  /// Writes all of `buffer` to an open descriptor (standard output, say).
  @discardableResult
  public static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32)
    -> Result<Void, Failure>
  {
    guard let base = buffer.baseAddress else { return .success(()) }
    var offset = 0
    while offset < buffer.count {
      let count = writeBytes(descriptor, base + offset, buffer.count - offset)
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.system())
      }
      offset += count
    }
    return .success(())
  }

  /// The folder part of a path ("." when there is none).
  public static func folder(of path: String) -> String {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count > 1 else { return "." }
    let joined = parts.dropLast().joined(separator: "/")
    return joined.isEmpty ? "/" : joined
  }

  /// What a file mode names, in words, when it is not a regular file.
  static func nonRegularKind(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "an unknown kind of file"
    }
  }

  /// Why a file cannot be opened for writing: the folder that is missing, else the C
  /// library's reason.
  static func writeFailure(_ path: String, _ code: Int32) -> Failure {
    let folder = folder(of: path)
    if code == ENOENT, kind(of: folder) != .folder {
      return Failure(reason: "no such folder '\(folder)'")
    }
    return .system(code)
  }
}

// The C library's `read` and `write`, which `FileSystem`'s own members hide inside it
// (`read` for FileSystem+Output.swift too).
func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}

private func writeBytes(_ descriptor: Int32, _ buffer: UnsafePointer<UInt8>, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
