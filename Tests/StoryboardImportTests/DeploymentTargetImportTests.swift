import Foundation
import Testing

@testable import StoryboardImport

/// A storyboard that names its deployment target (`<deployment version="2048">`, the major
/// version times 256, as Xcode 8 and earlier wrote it) imports as `ios:` with that major
/// version, at least 9: the iOS whose sheets and controls `simulate` and `layout` model.
@Suite struct DeploymentTargetImportTests {
  func importedIOS(_ deployment: String) throws -> [String] {
    let scene = """
              <scene sceneID="scn-00-001">
                  <objects>
                      <viewController id="vc0-00-001" sceneMemberID="viewController">
                          <view key="view" id="vw0-00-001">
                              <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                          </view>
                      </viewController>
                  </objects>
              </scene>
      """
    let text = String(decoding: storyboard(scene), as: UTF8.self).replacingOccurrences(
      of: "    <scenes>",
      with: "    <dependencies>\(deployment)</dependencies>\n    <scenes>")
    let result = try #require(imported(Array(text.utf8)))
    return result.yaml.split(separator: "\n").filter { $0.hasPrefix("ios:") }.map(String.init)
  }

  @Test func theDeploymentTargetIsTheIOSModelled() throws {
    #expect(try importedIOS(#"<deployment version="3072" identifier="iOS"/>"#) == ["ios: 12"])
    #expect(try importedIOS(#"<deployment version="2304" identifier="iOS"/>"#) == ["ios: 9"])
    // iOS 8 is modelled as 9: sheets full screen, the older controls.
    #expect(try importedIOS(#"<deployment version="2048" identifier="iOS"/>"#) == ["ios: 9"])
  }

  @Test func noVersionOrAnotherPlatformWritesNone() throws {
    #expect(try importedIOS(#"<deployment identifier="iOS"/>"#) == [])
    #expect(try importedIOS(#"<deployment version="1090" identifier="macosx"/>"#) == [])
    #expect(try importedIOS(#"<deployment version="twelve" identifier="iOS"/>"#) == [])
  }
}
