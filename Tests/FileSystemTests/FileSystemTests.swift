import FileSystem
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct FileSystemTests {
  /// A new empty folder under the system's temporary folder.
  func temporaryFolder() throws -> String {
    var template = Array("/tmp/scenectl-fs-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
    }
    return try #require(made)
  }

  /// Why a write or folder creation failed, or nil when it worked.
  func reason(_ result: Result<Void, FileSystem.Failure>) -> String? {
    if case .failure(let failure) = result { return failure.reason }
    return nil
  }

  @Test func writesAndReadsBack() throws {
    let folder = try temporaryFolder()
    let path = "\(folder)/a.txt"
    #expect(reason(FileSystem.write("héllo\n", to: path)) == nil)
    #expect(FileSystem.kind(of: path) == .file)
    #expect(try FileSystem.read(path, limit: 100).get() == Array("héllo\n".utf8))
  }

  @Test func sizeIsTheFilesByteCountAndNilForNothing() throws {
    let folder = try temporaryFolder()
    let path = "\(folder)/a.txt"
    try FileSystem.write("héllo\n", to: path).get()
    #expect(FileSystem.size(of: path) == 7)
    #expect(FileSystem.size(of: "\(folder)/missing") == nil)
  }

  @Test func readStopsOneBytePastTheLimit() throws {
    let folder = try temporaryFolder()
    let path = "\(folder)/big.txt"
    try FileSystem.write(String(repeating: "x", count: 200_000), to: path).get()
    #expect(try FileSystem.read(path, limit: 70_000).get().count == 70_001)
    #expect(try FileSystem.read(path, limit: 500_000).get().count == 200_000)
  }

  @Test func listedFilesAreReadAsReadReadsThem() throws {
    let folder = try temporaryFolder()
    let path = "\(folder)/a.txt"
    try FileSystem.write("héllo\n", to: path).get()
    #expect(try FileSystem.readListedFile(path, limit: 100).get() == Array("héllo\n".utf8))
    #expect(
      FileSystem.readListedFile("\(folder)/missing", limit: 10)
        == .failure(.init(reason: "No such file or directory")))
    #expect(FileSystem.readListedFile(folder, limit: 10) == FileSystem.read(folder, limit: 10))
  }

  @Test func namesAreSortedByTheirBytes() throws {
    let folder = try temporaryFolder()
    let names = ["b", "a", "B", "é", "ab", "e", "a0", "Z"]
    for name in names { try FileSystem.write("", to: "\(folder)/\(name)").get() }
    let sorted = names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    #expect(try FileSystem.names(in: folder).get() == sorted)
    #expect(try FileSystem.listing(of: folder).get().map(\.name) == sorted)
  }

  @Test func readFailuresSayWhy() throws {
    let folder = try temporaryFolder()
    #expect(
      FileSystem.read("\(folder)/missing", limit: 10)
        == .failure(.init(reason: "No such file or directory")))
    #expect(
      FileSystem.read(folder, limit: 10)
        == .failure(.init(reason: "it is a folder", notARegularFile: "a folder")))
  }

  @Test func writeFailuresSayWhy() throws {
    let folder = try temporaryFolder()
    #expect(
      reason(FileSystem.write("x", to: "\(folder)/no/such/a.svg"))
        == "no such folder '\(folder)/no/such'")
    #expect(reason(FileSystem.write("x", to: folder)) == "Is a directory")
  }

  @Test func createsNestedFolders() throws {
    let folder = try temporaryFolder()
    #expect(reason(FileSystem.createFolder("\(folder)/a/b/c")) == nil)
    #expect(FileSystem.kind(of: "\(folder)/a/b/c") == .folder)
    try FileSystem.write("x", to: "\(folder)/file").get()
    #expect(
      reason(FileSystem.createFolder("\(folder)/file/d")) == "'\(folder)/file' is not a folder")
  }

  @Test func resolvesLinksAndDots() throws {
    let folder = try temporaryFolder()
    try FileSystem.createFolder("\(folder)/real").get()
    #expect(symlink("\(folder)/real", "\(folder)/link") == 0)
    let real = try #require(FileSystem.resolved("\(folder)/real"))
    #expect(FileSystem.resolved("\(folder)/link/../real") == real)
    #expect(FileSystem.resolved("\(folder)/link") == real)
    #expect(FileSystem.resolved("\(folder)/missing") == nil)
  }

  @Test func folderOfAPath() {
    #expect(FileSystem.folder(of: "Scenes/Wonderland.yaml") == "Scenes")
    #expect(FileSystem.folder(of: "Wonderland.yaml") == ".")
    #expect(FileSystem.folder(of: "/top.yaml") == "/")
  }
}
