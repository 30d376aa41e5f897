import Testing

@testable import StoryboardImport

/// A navigation bar's `prefersLargeTitles` and a navigation item's `largeTitleDisplayMode`
/// import as `prefersLargeTitles: true` and `largeTitleDisplayMode:` (`automatic`, the
/// default, is not written).
@Suite struct LargeTitleImportTests {
  @Test func largeTitlesImport() throws {
    let bytes = storyboard(
      """
              <scene sceneID="scn-00-001">
                  <objects>
                      <navigationController id="vc0-00-001" sceneMemberID="viewController">
                          <navigationBar key="navigationBar" contentMode="scaleToFill" prefersLargeTitles="YES" id="bar-00-001">
                              <rect key="frame" x="0.0" y="59" width="393" height="96"/>
                          </navigationBar>
                          <connections>
                              <segue destination="vc0-00-002" kind="relationship" relationship="rootViewController" id="seg-00-001"/>
                          </connections>
                      </navigationController>
                  </objects>
              </scene>
              <scene sceneID="scn-00-002">
                  <objects>
                      <viewController id="vc0-00-002" sceneMemberID="viewController">
                          <view key="view" id="vw0-00-002">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          </view>
                          <navigationItem key="navigationItem" title="Inbox" largeTitleDisplayMode="never" id="itm-00-001"/>
                      </viewController>
                  </objects>
              </scene>
      """)
    let result = try #require(imported(bytes))
    #expect(result.yaml.contains("        to: inbox\n    prefersLargeTitles: true\n"))
    #expect(result.yaml.contains("    navigationItem:\n      largeTitleDisplayMode: never\n"))
  }
}
