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

  @Test func filesCheckedLargestFirstAreReportedInTheOrderGiven() throws {
    try withTemporaryFolder { folder in
      // The largest file last, a missing one between: the checks start with the largest,
      // and every result still comes back in the order the inputs were given.
      var paths: [String] = []
      for (index, scenes) in [1, 40, 2].enumerated() {
        var text = "format: 1\nscenes:\n"
        for scene in 0..<scenes { text += "  s\(scene):\n    kind: viewController\n" }
        let path = "\(folder)/f\(index).yaml"
        try FileSystem.write(text, to: path).get()
        paths.append(path)
      }
      let missing = "\(folder)/missing.yaml"
      let inputs = [paths[0], missing, paths[1], paths[2]]
      let run = InputsCheck.run(inputs, options: InputsCheck.Options(keepsText: { _ in true }))
      #expect(run.inputs == inputs)
      #expect(run.unreadable.map(\.file) == [missing])
      #expect(run.keptTexts.map(\.file) == paths)
      for (kept, path) in zip(run.keptTexts, paths) {
        #expect(kept.bytes == (try FileSystem.read(path, limit: 1 << 20).get()))
      }
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
