import Diagnostics
import FileSystem
import SceneFrontend
import SceneModel
import TestSupport
import Testing

/// The front end reads a file under its root, follows its references and checks it, as
/// `validate` does; what it returns is printed by the command line alone.
@Suite struct FileCheckTests {
  let printer = DiagnosticPrinter(useColor: false)

  @Test func aReferenceIsFollowedUnderTheRootAndRefusedOutsideIt() throws {
    try withTemporaryFolder { folder in
      let app = try FrontendApp(in: folder)
      let bytes = try InputFile.read(app.main).get()
      let checked = FileCheck.run(bytes, file: app.main, root: ReadRoot(folder: app.app))
      let sorted = Diagnostic.sortedForOutput(checked.diagnostics)
      #expect(printer.render(sorted) == app.mainDiagnostics)
      #expect(checked.hasBlocking(strict: false))
      // Settings.yaml was read and linked: its scene stands for the reference.
      #expect(checked.storyboard?.scene("list") != nil)
    }
  }

  @Test func aModelLoadedElsewhereIsCheckedTheSameWay() throws {
    try withTemporaryFolder { folder in
      let app = try FrontendApp(in: folder)
      let bytes = try InputFile.read(app.main).get()
      let root = ReadRoot(folder: app.app)
      let loaded = StoryboardLoader.load(bytes, file: app.main)
      #expect(
        FileCheck.run(loaded: loaded, file: app.main, root: root).diagnostics
          == FileCheck.run(bytes, file: app.main, root: root).diagnostics)
    }
  }

  @Test func theDevicesAndIOSGivenStandForTheFiles() throws {
    try withTemporaryFolder { folder in
      let app = try FrontendApp(in: folder)
      let bytes = try InputFile.read(app.main).get()
      let checked = FileCheck.run(
        bytes, file: app.main, root: ReadRoot(folder: app.app), devices: ["ipad"], ios: 12)
      #expect(checked.storyboard?.devices?.map(\.value) == ["ipad"])
      #expect(checked.storyboard?.iosVersion?.value == 12)
    }
  }

  @Test func aFileThatCannotBeReadSaysWhy() {
    let missing = "/nonexistent-scenectl/Main.yaml"
    #expect(throws: InputFile.Unreadable.self) { try InputFile.read(missing).get() }
    guard case .failure(let unreadable) = InputFile.read(missing) else { return }
    #expect(
      unreadable.reason
        == "cannot read '/nonexistent-scenectl/Main.yaml': No such file or directory")
  }
}
