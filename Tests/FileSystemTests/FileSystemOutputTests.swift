import FileSystem
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `FileSystem+Output.swift`: `lstat` entries, reading a head without following a link, and
/// writing through a temporary file renamed into place.
@Suite struct FileSystemOutputTests {
  let files = FileSystemTests()

  func text(_ path: String) -> String? {
    guard case .success(let bytes) = FileSystem.read(path, limit: 1 << 20) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func entriesDoNotFollowLinks() throws {
    let folder = try files.temporaryFolder()
    try FileSystem.write("x", to: "\(folder)/file").get()
    #expect(symlink("\(folder)/file", "\(folder)/link") == 0)
    #expect(symlink("\(folder)/nowhere", "\(folder)/dangling") == 0)
    #expect(FileSystem.entry(at: "\(folder)/link") == .symbolicLink)
    #expect(FileSystem.entry(at: "\(folder)/dangling") == .symbolicLink)
    #expect(FileSystem.entry(at: "\(folder)/missing") == .missing)
    #expect(FileSystem.entry(at: folder) == .folder)
    #expect(FileSystem.entry(at: "/dev/null") == .stream)
    let identity = try #require(FileSystem.identity(of: "\(folder)/file"))
    #expect(FileSystem.entry(at: "\(folder)/file") == .file(identity))
    if case .failure(let failure) = FileSystem.head(of: "\(folder)/link", limit: 10) {
      #expect(failure.reason == "Too many levels of symbolic links")
    } else {
      Issue.record("a link's head was read")
    }
    #expect(try FileSystem.head(of: "\(folder)/file", limit: 10).get() == Array("x".utf8))
  }

  @Test func replaceRenamesANewFileOntoThePath() throws {
    let folder = try files.temporaryFolder()
    try FileSystem.write("target\n", to: "\(folder)/target").get()
    #expect(symlink("\(folder)/target", "\(folder)/out") == 0)
    try FileSystem.replace("\(folder)/out", with: "new\n").get()
    // The link was replaced as a name; its target is as it was.
    #expect(FileSystem.entry(at: "\(folder)/out") != .symbolicLink)
    #expect(text("\(folder)/out") == "new\n")
    #expect(text("\(folder)/target") == "target\n")
    #expect(try FileSystem.names(in: folder).get() == ["out", "target"])
    #expect(
      files.reason(FileSystem.replace("\(folder)/no/such/a.svg", with: "x"))
        == "no such folder '\(folder)/no/such'")
    #expect(files.reason(FileSystem.replace(folder, with: "x")) == "Is a directory")
    #expect(try FileSystem.names(in: folder).get() == ["out", "target"])
  }
}
