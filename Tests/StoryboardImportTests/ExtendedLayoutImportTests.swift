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

  /// A root view stored below the bars was drawn on the screen it ends at, modelled on Packt's
  /// on-demand demo: both roots at y = 64, 603 high, on the iPhone 8's 375 x 667 canvas, whose
  /// built-in device the import names; a root at y = 0 that high is a freeform size.
  @Test(arguments: [("64", "iphone-se"), ("0.0", "375x603")])
  func aRootBelowTheBarsIsDrawnOnTheFullScreen(_ y: String, _ device: String) throws {
    let scene = """
              <scene sceneID="scn-00-001">
                  <objects>
                      <viewController id="vc0-00-001" sceneMemberID="viewController">
                          <view key="view" id="vw0-00-001">
                              <rect key="frame" x="0.0" y="\(y)" width="375" height="603"/>
                          </view>
                          <extendedEdge key="edgesForExtendedLayout"/>
                      </viewController>
                  </objects>
              </scene>
      """
    let text = String(decoding: storyboard(scene), as: UTF8.self).replacing(
      "retina6_12", with: "retina4_7")
    let result = try #require(imported(Array(text.utf8)))
    #expect(result.yaml.contains("devices: [\"\(device)\"]\n"))
  }
}
