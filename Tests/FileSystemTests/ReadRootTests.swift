import FileSystem
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `ReadRoot` (what an input may read) and `FolderWalk` (walks that stay in their folder).
@Suite struct ReadRootTests {
  /// A new folder holding `root/a.yaml`, `root/sub/` and `outside/s.yaml`.
  func tree() throws -> String {
    var template = Array("/tmp/scenectl-root-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
    }
    let folder = try #require(made)
    try FileSystem.createFolder("\(folder)/root/sub").get()
    try FileSystem.createFolder("\(folder)/outside").get()
    try FileSystem.write("a", to: "\(folder)/root/a.yaml").get()
    try FileSystem.write("s", to: "\(folder)/outside/s.yaml").get()
    return folder
  }

  @Test func pathsAreJudgedWithTheirLinksResolved() throws {
    let folder = try tree()
    let real = try #require(FileSystem.resolved(folder))
    #expect(symlink("../outside/s.yaml", "\(folder)/root/link.yaml") == 0)
    #expect(symlink("../outside", "\(folder)/root/out") == 0)
    let root = ReadRoot(folder: "\(folder)/root")
    #expect(root.check("\(folder)/root/a.yaml") == .inside("\(real)/root/a.yaml"))
    #expect(root.check("\(folder)/root/sub/../a.yaml") == .inside("\(real)/root/a.yaml"))
    #expect(root.check("\(folder)/root/../outside/s.yaml") == .outside)
    #expect(root.check("\(folder)/outside/s.yaml") == .outside)
    #expect(root.check("\(folder)/root/link.yaml") == .outside)
    #expect(root.check("\(folder)/root/out/s.yaml") == .outside)
    #expect(root.check("/etc/passwd") == .outside)
    // Missing: inside when its nearest folder is, so that reading says why.
    #expect(root.check("\(folder)/root/sub/none.yaml") == .missing)
    #expect(root.check("\(folder)/root/none/none.yaml") == .missing)
    #expect(root.check("\(folder)/outside/none.yaml") == .outside)
    #expect(root.check("\(folder)/root/out/none.yaml") == .outside)
    // A root that does not exist holds nothing.
    #expect(ReadRoot(folder: "\(folder)/none").check("\(folder)/root/a.yaml") == .outside)
    #expect(ReadRoot(folder: "/").check("/etc/passwd") != .outside)
  }

  @Test func aWalkStaysInItsFolderAndEntersEachFolderOnce() throws {
    let folder = try tree()
    #expect(symlink("/", "\(folder)/root/all") == 0)
    #expect(symlink("..", "\(folder)/root/sub/up") == 0)
    #expect(symlink("../a.yaml", "\(folder)/root/sub/a.yaml") == 0)
    #expect(symlink("../outside/s.yaml", "\(folder)/root/s.yaml") == 0)
    let walk = FolderWalk.run(
      "\(folder)/root", root: ReadRoot(folder: "\(folder)/root"),
      limits: FolderWalk.Limits(depth: 32, files: 100),
      filter: FolderWalk.Filter(enters: { _ in true }, considers: { $0.hasSuffix(".yaml") }))
    #expect(walk.files == ["\(folder)/root/a.yaml", "\(folder)/root/sub/a.yaml"])
    #expect(
      walk.notes == [
        .linkOutside("\(folder)/root/all", toFolder: true),
        .linkOutside("\(folder)/root/s.yaml", toFolder: false),
        .linkToSeenFolder("\(folder)/root/sub/up"),
      ])
  }

  @Test func aWalkStopsAtItsLimitsAndSaysSo() throws {
    let folder = try tree()
    try FileSystem.createFolder("\(folder)/root/sub/deeper").get()
    try FileSystem.write("b", to: "\(folder)/root/sub/b.yaml").get()
    let root = ReadRoot(folder: "\(folder)/root")
    let shallow = FolderWalk.run(
      "\(folder)/root", root: root, limits: FolderWalk.Limits(depth: 2, files: 100),
      filter: FolderWalk.Filter(enters: { _ in true }, considers: { _ in true }))
    #expect(shallow.files == ["\(folder)/root/a.yaml", "\(folder)/root/sub/b.yaml"])
    #expect(shallow.notes == [.tooDeep("\(folder)/root/sub/deeper")])
    let few = FolderWalk.run(
      "\(folder)/root", root: root, limits: FolderWalk.Limits(depth: 32, files: 1),
      filter: FolderWalk.Filter(enters: { _ in true }, considers: { _ in true }))
    #expect(few.files == ["\(folder)/root/a.yaml"])
    #expect(few.notes == [.tooManyFiles])
  }
}
