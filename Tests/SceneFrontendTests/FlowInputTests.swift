import FileSystem
import Foundation
import SceneFrontend
import TestSupport
import Testing

/// A flow file and the storyboard it names, read and checked by the front end.
@Suite struct FlowInputTests {
  @Test func aFlowOnAStoryboardThatValidatesCanRun() throws {
    try withTemporaryFolder { folder in
      let app = try FrontendApp(in: folder)
      let flow = app.app + "/Flows/settings.yaml"
      try write("storyboard: ../Settings.yaml\nsteps:\n  - back\n", to: flow)
      let loaded = FlowInput.load(
        try InputFile.read(flow).get(), file: flow, root: ReadRoot(folder: app.app),
        device: nil)
      #expect(loaded.problems == [])
      #expect(loaded.storyboardPath == app.app + "/Settings.yaml")
      #expect(loaded.deviceName == "iphone")
      #expect(loaded.storyboard?.scene("list") != nil)
      #expect(loaded.device?.name == "iphone")
    }
  }

  @Test func aStoryboardOutsideTheRootIsAProblemAtTheFlowsLine() throws {
    try withTemporaryFolder { folder in
      let app = try FrontendApp(in: folder)
      let flow = app.app + "/Flows/outside.yaml"
      try write("storyboard: ../../Outside.yaml\nsteps:\n  - back\n", to: flow)
      let loaded = FlowInput.load(
        try InputFile.read(flow).get(), file: flow, root: ReadRoot(folder: app.app),
        device: "ipad")
      #expect(
        loaded.problems == [
          "\(flow):1:13: error: the flow's storyboard '../../Outside.yaml' is outside "
            + "'\(app.app)', the folder this run may read; name a file under it, or give "
            + "--root a folder that holds both"
        ])
      #expect(loaded.deviceName == "ipad")
      #expect(loaded.storyboard == nil)
    }
  }

  @Test func aStoryboardWithErrorsRunsOnlyWhenErrorsAreAllowed() throws {
    try withTemporaryFolder { folder in
      let app = try FrontendApp(in: folder)
      let flow = app.app + "/Flows/main.yaml"
      try write("storyboard: ../Main.yaml\nsteps:\n  - tap: more\n", to: flow)
      let bytes = try InputFile.read(flow).get()
      let root = ReadRoot(folder: app.app)
      let refused = FlowInput.load(bytes, file: flow, root: root, device: nil)
      let allowed = FlowInput.load(bytes, file: flow, root: root, device: nil, allowErrors: true)
      // The storyboard is named as the flow reaches it.
      let lines = app.mainDiagnostics.map {
        String($0.dropLast())
          .replacingOccurrences(of: app.main, with: app.app + "/Flows/../Main.yaml")
      }
      #expect(refused.problems == lines)
      #expect(refused.storyboard == nil)
      #expect(allowed.problems == lines)
      #expect(allowed.storyboard != nil)
    }
  }
}
