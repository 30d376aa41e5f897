import Foundation
import Testing

@testable import ScenectlCommands

/// Split view columns through the commands: `simulate` reports both columns' views with
/// frames in window coordinates on iPad and only the master's on iPhone; `layout` names the
/// column a scene sits in (Runtime.md §1, Layout.md §3).
@Suite struct SplitColumnCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/split-columns.yaml"

  func views(_ arguments: String...) throws -> [String: [String: Any]] {
    let output = scenectl(["simulate", file, "--format", "json"] + arguments)
    #expect(output.status == .success)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    return try #require(json["views"] as? [String: [String: Any]])
  }

  @Test func bothColumnsOnIPad() throws {
    let launch = try views("--device", "ipad")
    #expect(launch["openButton"]?["frame"] as? [Double] == [20, 88, 41, 34])
    #expect(launch["emptyLabel"]?["frame"] as? [Double] == [502.5, 579.5, 136, 21])
    let shown = try views("--device", "ipad", "--tap", "openButton")
    #expect(shown["openButton"]?["frame"] as? [Double] == [20, 88, 41, 34])
    #expect(shown["pageLabel"]?["frame"] as? [Double] == [341, 44, 51, 21])
    #expect(shown["emptyLabel"] == nil)
  }

  @Test func masterOnlyOnIPhone() throws {
    let launch = try views("--device", "iphone")
    #expect(launch.keys.sorted() == ["openButton"])
    #expect(launch["openButton"]?["frame"] as? [Double] == [20, 123, 41, 34])
    let shown = try views("--device", "iphone", "--tap", "openButton")
    #expect(shown["pageLabel"]?["frame"] as? [Double] == [20, 123, 51, 21])
  }

  @Test func layoutNamesTheColumn() {
    let output = scenectl("layout", file, "--scene", "placeholder", "--device", "ipad")
    #expect(
      output.stdout == """
        scene 'placeholder' on ipad (820 x 1180), safe area [321, 24, 499, 1136], \
        secondary column [321, 0, 499, 1180]
        emptyLabel [502.5, 579.5, 136, 21]

        """)
  }
}
