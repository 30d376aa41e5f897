import TestSupport
import Testing

@testable import ScenectlCommands

/// Size classes by idiom and orientation (issue 30, item 6): the transcript's header gives a
/// custom device's classes, an upright 320 x 480 phone is regular height, an iPad window
/// (written `@pad`, or a size no phone has) is compact width under 678 points.
@Suite struct SizeClassCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/alerts.yaml"

  @Test(arguments: [
    ("320x480", "320 x 480, compact width, regular height"),
    ("480x320", "480 x 320, compact width, compact height"),
    ("896x414", "896 x 414, regular width, compact height"),
    ("320x1024", "320 x 1024, compact width, regular height"),
    ("320x480@pad", "320 x 480, compact width, regular height"),
    ("678x1024", "678 x 1024, regular width, regular height"),
    ("1024x768@phone", "1024 x 768, regular width, compact height"),
  ])
  func theHeaderGivesTheClasses(device: String, classes: String) {
    let output = scenectl("simulate", file, "--device", device)
    #expect(output.status == .success)
    #expect(output.stdout.hasPrefix("simulate \(file) on \(device) (\(classes))\n"))
  }

  /// A variation for compact height is not active on an upright phone, however small.
  @Test func aCompactHeightVariationIsOffOnAnUprightPhone() throws {
    let scene = """
      format: 1
      storyboard: Small
      initial: a
      devices: ["320x480", "480x320"]
      scenes:
        a:
          kind: viewController
          views: [ { id: box, type: view } ]
          constraints:
            - box.leading = superview.leading
            - box.top = superview.top
            - box.width = 100
            - when: heightClass=compact
              constraints: [box.height = 10]
            - when: heightClass=regular
              constraints: [box.height = 50]
      """
    let output = try withTemporaryFile(scene) { path in
      ["320x480", "480x320"].map { device in
        let run = scenectl("layout", path, "--scene", "a", "--device", device)
        return (run.status, run.stdout.split(separator: "\n").dropFirst().map(String.init))
      }
    }
    #expect(output.allSatisfy { $0.0 == .success })
    #expect(output.map(\.1) == [["box [0, 0, 100, 50]"], ["box [0, 0, 100, 10]"]])
  }
}
