import Testing

@testable import StoryboardImport

/// A standalone navigation bar with `largeTitles="YES"` (Hackers' share extension bar, stored
/// 96 high) imports with `intrinsicSize: [null, 96]`, the bar and its large-title row; one
/// without large titles writes no size and keeps its type's 44.
@Suite struct LargeTitleBarImportTests {
  static func document(_ largeTitles: String) -> [UInt8] {
    storyboard(
      """
              <scene sceneID="scn-00-001">
                  <objects>
                      <viewController id="vc0-00-001" sceneMemberID="viewController">
                          <view key="view" id="vw0-00-001">
                              <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                              <subviews>
                                  <navigationBar contentMode="scaleToFill" \(largeTitles)translatesAutoresizingMaskIntoConstraints="NO" id="nvb-00-001">
                                      <rect key="frame" x="0.0" y="20" width="320" height="96"/>
                                      <items>
                                          <navigationItem title="Share" id="itm-00-001"/>
                                      </items>
                                  </navigationBar>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="nvb-00-001" firstAttribute="top" secondItem="vw0-00-001" secondAttribute="top" constant="20" id="con-00-001"/>
                                  <constraint firstItem="nvb-00-001" firstAttribute="leading" secondItem="vw0-00-001" secondAttribute="leading" id="con-00-002"/>
                                  <constraint firstAttribute="trailing" secondItem="nvb-00-001" secondAttribute="trailing" id="con-00-003"/>
                              </constraints>
                          </view>
                      </viewController>
                  </objects>
              </scene>
      """)
  }

  @Test func aLargeTitleBarIsNinetySixHigh() throws {
    let result = try #require(imported(Self.document("largeTitles=\"YES\" ")))
    #expect(result.yaml.contains("        intrinsicSize: [null, 96]\n"))
  }

  @Test func aBarWithoutLargeTitlesWritesNoSize() throws {
    let result = try #require(imported(Self.document("")))
    #expect(result.yaml.contains("type: navigationBar"))
    #expect(!result.yaml.contains("intrinsicSize"))
  }
}
