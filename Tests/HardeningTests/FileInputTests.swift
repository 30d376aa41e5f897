import Foundation
import ScenectlCommands
import Testing

/// A new empty folder under the system's temporary folder; the caller removes it.
func scratchFolder() throws -> String {
  var template = Array("/tmp/scenectl-files-XXXXXX".utf8CString)
  let made = template.withUnsafeMutableBufferPointer { buffer in
    buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
  }
  return try #require(made)
}

/// Runs `scenectl` in-process and shows `folder` as `F` in what it printed.
func scenectl(_ arguments: [String], in folder: String) -> CommandOutput {
  scenectl(arguments, showing: folder, as: "F")
}

/// A value set on one thread and read on another once a semaphore says it is there.
private final class Slot<Value>: @unchecked Sendable {
  var value: Value?
}

/// Runs `body` on another thread and returns its result; when it has not returned after
/// `seconds` (it is blocked opening the FIFO), records an issue, then opens the FIFO's write
/// end without blocking, which lets the blocked open return, so the test fails instead of
/// hanging.
func withoutBlocking<Value: Sendable>(
  on fifo: String, seconds: Double = 10, _ body: @escaping @Sendable () -> Value
) -> Value? {
  let done = DispatchSemaphore(value: 0)
  let slot = Slot<Value>()
  DispatchQueue.global().async {
    slot.value = body()
    done.signal()
  }
  guard done.wait(timeout: .now() + seconds) == .timedOut else { return slot.value }
  Issue.record("still blocked on the FIFO '\(fifo)' after \(seconds) s")
  let writer = open(fifo, O_WRONLY | O_NONBLOCK)
  if writer >= 0 { close(writer) }
  _ = done.wait(timeout: .now() + 10)
  return nil
}

/// Inputs that are not regular files, and the operating system's own reasons.
@Suite struct FileInputTests {
  static let scene =
    "format: 1\nstoryboard: X\ninitial: a\nscenes:\n  a: { kind: viewController }\n"

  @Test func aFIFOAsTheSceneFileIsRefusedWithoutOpeningIt() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fifo = "\(folder)/pipe.yaml"
    #expect(mkfifo(fifo, 0o644) == 0)
    for command in ["validate", "simulate", "render", "graph", "layout"] {
      let extra = command == "layout" ? ["--scene", "a"] : []
      let output = withoutBlocking(on: fifo) { scenectl([command, fifo] + extra, in: folder) }
      #expect(output?.status == .usageOrInput)
      #expect(
        output?.stderr
          == "scenectl: error: 'F/pipe.yaml' is not a regular file (it is a FIFO); give a scene"
          + " file\n")
    }
  }

  @Test func aFIFOAsAFlowOrAFlowsStoryboardIsRefused() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fifo = "\(folder)/pipe.yaml"
    #expect(mkfifo(fifo, 0o644) == 0)
    try Self.scene.write(toFile: "\(folder)/a.yaml", atomically: true, encoding: .utf8)
    let simulated = withoutBlocking(on: fifo) {
      scenectl(["simulate", "\(folder)/a.yaml", "--flow", fifo], in: folder)
    }
    #expect(simulated?.status == .usageOrInput)
    #expect(
      simulated?.stderr
        == "scenectl: error: 'F/pipe.yaml' is not a regular file (it is a FIFO); give a flow"
        + " file\n")
    let tested = withoutBlocking(on: fifo) { scenectl(["test", fifo], in: folder) }
    #expect(tested?.status == .usageOrInput)
    #expect(
      tested?.stderr
        == "scenectl: error: 'F/pipe.yaml' is not a regular file (it is a FIFO); give a flow"
        + " file\n")
    let flow = "\(folder)/flow.yaml"
    try "storyboard: pipe.yaml\nsteps:\n  - back\n".write(
      toFile: flow, atomically: true, encoding: .utf8)
    let run = withoutBlocking(on: fifo) { scenectl(["test", flow], in: folder) }
    #expect(run?.status == .problemsFound)
    #expect(
      run?.stdout == "FAIL F/flow.yaml (F/pipe.yaml on iphone)\n"
        + "F/flow.yaml:1:13: error: the flow's storyboard: 'F/pipe.yaml' is not a regular file"
        + " (it is a FIFO); give a scene file\n\n0 passed, 1 failed\n")
  }

  @Test func dataPathsThatAreNotFilesSayWhat() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(mkfifo("\(folder)/pipe", 0o644) == 0)
    try FileManager.default.createDirectory(
      atPath: "\(folder)/sub", withIntermediateDirectories: false)
    let scene = Self.scene.replacingOccurrences(
      of: "scenes:", with: "data:\n  e: ''\n  d: .\n  f: pipe\n  g: sub/\nscenes:")
    try scene.write(toFile: "\(folder)/a.yaml", atomically: true, encoding: .utf8)
    let output = withoutBlocking(on: "\(folder)/pipe") {
      scenectl(["validate", "\(folder)/a.yaml"], in: folder)
    }
    #expect(output?.status == .problemsFound)
    #expect(
      output?.stdout == """
        F/a.yaml:5:6: error: data path '' is empty; give a file beside the scene file \
        [data-file-unreadable]
        F/a.yaml:6:6: error: data path '.' is a folder, not a data file; give a file beside the \
        scene file [data-file-unreadable]
        F/a.yaml:7:6: error: data path 'pipe' is not a regular file (it is a FIFO); give a data \
        file [data-file-unreadable]
        F/a.yaml:8:6: error: data path 'sub/' is a folder, not a data file; give a file beside \
        the scene file [data-file-unreadable]
        4 errors, 0 warnings in 1 file

        """)
  }

  @Test func theOperatingSystemsReasonIsReported() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(symlink("\(folder)/loop2.yaml", "\(folder)/loop1.yaml") == 0)
    #expect(symlink("\(folder)/loop1.yaml", "\(folder)/loop2.yaml") == 0)
    let loop = scenectl(["validate", "\(folder)/loop1.yaml"], in: folder)
    #expect(loop.status == .usageOrInput)
    #expect(
      loop.stderr
        == "scenectl: error: cannot read 'F/loop1.yaml': Too many levels of symbolic links\n")
    // `validate` searches a folder; the other commands want a file.
    let folderInput = scenectl(["simulate", folder], in: folder)
    #expect(
      folderInput.stderr
        == "scenectl: error: 'F' is not a regular file (it is a folder); give a scene file\n")
    #expect(
      scenectl(["validate", folder], in: folder).stderr
        == "scenectl: error: folder 'F' holds no scene files\n")
    // Root searches any folder, so the permission case runs only for other users.
    guard geteuid() != 0 else { return }
    try FileManager.default.createDirectory(
      atPath: "\(folder)/closed", withIntermediateDirectories: false)
    try Self.scene.write(toFile: "\(folder)/closed/a.yaml", atomically: true, encoding: .utf8)
    #expect(chmod("\(folder)/closed", 0) == 0)
    defer { chmod("\(folder)/closed", 0o755) }
    let closed = scenectl(["validate", "\(folder)/closed/a.yaml"], in: folder)
    #expect(closed.stderr == "scenectl: error: cannot read 'F/closed/a.yaml': Permission denied\n")
  }

  /// Blank lines, comments or a lone `---`: the empty file is reported at 1:1, not after its
  /// last line.
  @Test(arguments: ["\n\n", "# a\n# b\n", "---\n\n", "--- # x\n"])
  func anEmptyDocumentIsReportedAtItsStart(_ text: String) throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try text.write(toFile: "\(folder)/a.yaml", atomically: true, encoding: .utf8)
    let output = scenectl(["validate", "\(folder)/a.yaml"], in: folder)
    #expect(
      output.stdout == "F/a.yaml:1:1: error: the file is empty; a scene file starts with"
        + " 'format: 1', 'storyboard', 'initial' and 'scenes' [empty-file]\n"
        + "1 error, 0 warnings in 1 file\n")
  }
}
