import Testing

@testable import StoryboardImport

/// The scenes of a file with many of them are mapped on the machine's cores; what each scene
/// reports (what it carried, what it left out) still comes in scene order, as if the scenes
/// had been mapped one after another.
@Suite struct SceneOrderImportTests {
  /// A scene with two subviews, one of a class name Swift cannot have (left out, said so).
  static func scene(_ number: Int) -> String {
    let n = String(number)
    return """
              <scene sceneID="scn-00-00\(n)">
                  <objects>
                      <viewController storyboardIdentifier="scene\(n)" id="vc0-00-00\(n)" sceneMemberID="viewController">
                          <view key="view" id="vw0-00-00\(n)">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                              <subviews>
                                  <view contentMode="scaleToFill" id="box-00-00\(n)">
                                      <rect key="frame" x="16" y="100" width="361" height="100"/>
                                  </view>
                                  <view contentMode="scaleToFill" id="bad-00-00\(n)" customClass="Not A Class">
                                      <rect key="frame" x="16" y="300" width="361" height="100"/>
                                  </view>
                              </subviews>
                          </view>
                      </viewController>
                  </objects>
              </scene>
      """
  }

  static func notCarried(_ imported: ImportedStoryboard) -> [String] {
    imported.notCarried.map { "\($0.position): \($0.what): \($0.reason)" }
  }

  @Test func manyScenesReportInSceneOrderAsOneAfterAnother() throws {
    let numbers = Array(1...6)
    #expect(numbers.count >= ImportSession.scenesMappedAtOnce)
    let all = try #require(imported(storyboard(numbers.map(Self.scene).joined(separator: "\n"))))
    #expect(all.carried.scenes == 6)
    // Both subviews of each scene are carried, the second without its class.
    #expect(all.carried.views == 12)
    #expect(all.inFile.views == 12)
    let lines = Self.notCarried(all)
    #expect(lines.count == 6)
    #expect(
      lines.first
        == "14:77: custom class 'Not A Class' of view 'view_bad_00_001': "
        + "it is not a valid class name")
    // Each scene alone (mapped on the calling thread) reports the same, its lines moved by
    // those of the scenes before it.
    let linesPerScene = Self.scene(1).split(separator: "\n").count
    #expect(linesPerScene == 17)
    for number in numbers {
      let alone = try #require(imported(storyboard(Self.scene(number))))
      let moved = Self.notCarried(alone).map { line in
        let row = Int(line.prefix { $0 != ":" }) ?? 0
        return "\(row + linesPerScene * (number - 1))" + line.drop { $0 != ":" }
      }
      #expect(moved == [lines[number - 1]])
      #expect(alone.carried.views == 2)
    }
    // Two scenes are mapped on the calling thread, the same way.
    let two = try #require(imported(storyboard(Self.scene(1) + "\n" + Self.scene(2))))
    #expect(Self.notCarried(two) == Array(lines.prefix(2)))
  }
}
