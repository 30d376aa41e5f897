import Testing

@testable import StoryboardImport

/// `<extendedEdge key="edgesForExtendedLayout">` imports as `edgesForExtendedLayout:`, the
/// edges it sets (none: `[]`).
@Suite struct ExtendedLayoutImportTests {
  @Test func extendedEdgesImport() throws {
    let bytes = storyboard(
      """
              <scene sceneID="scn-00-001">
                  <objects>
                      <viewController id="vc0-00-001" sceneMemberID="viewController">
                          <view key="view" id="vw0-00-001">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          </view>
                          <extendedEdge key="edgesForExtendedLayout"/>
                      </viewController>
                  </objects>
              </scene>
              <scene sceneID="scn-00-002">
                  <objects>
                      <viewController id="vc0-00-002" sceneMemberID="viewController">
                          <view key="view" id="vw0-00-002">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          </view>
                          <extendedEdge key="edgesForExtendedLayout" top="YES"/>
                      </viewController>
                  </objects>
              </scene>
      """)
    let result = try #require(imported(bytes))
    #expect(result.yaml.contains("    kind: viewController\n    edgesForExtendedLayout: []\n"))
    #expect(result.yaml.contains("    kind: viewController\n    edgesForExtendedLayout: [top]\n"))
  }
}
