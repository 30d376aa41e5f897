import Diagnostics
import FileSystem
import SceneFrontend
import TestSupport
import Testing

/// `validate`'s inputs through the front end: folders expanded, each file checked, the inputs
/// that cannot be read listed in the order met.
@Suite struct InputsCheckTests {
  @Test func aFolderGivesItsSceneFilesAndAnEmptyFolderIsUnreadable() throws {
    try withTemporaryFolder { folder in
      let app = try FrontendApp(in: folder)
      let empty = folder + "/empty"
      let run = InputsCheck.run([app.app, empty], options: InputsCheck.Options())
      #expect(
        DiagnosticPrinter(useColor: false).render(run.diagnostics) == app.mainDiagnostics)
      #expect(run.unreadable.map(\.file) == [empty])
      #expect(run.unreadable.map(\.reason) == ["folder '\(empty)' holds no scene files"])
      // Main.yaml, Settings.yaml and the empty folder.
      #expect(run.inputCount == 3)
      #expect(run.errors == 2)
      #expect(run.warnings == 1)
      #expect(run.notes.isEmpty)
    }
  }

  @Test func standardInputStandsForTheFileNamed() throws {
    try withTemporaryFolder { folder in
      let app = try FrontendApp(in: folder)
      let paths = InputPaths.expand(["-"], finding: .scenes)
      #expect(paths.files.map(\.path) == ["-"])
      #expect(InputFile.displayName("-") == "<stdin>")
      #expect(InputFile.displayName(app.main) == app.main)
    }
  }
}
