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

  /// A root view below a navigation bar stored at y = 0 is the screen less the bars, modelled
  /// on Provenance's game library: 375 x 718 on the 375 x 812 canvas (a 50-point status bar
  /// and the 44-point bar above it), so the canvas is the 375 x 812 screen, on which `layout`
  /// places the root below the bars. Near misses: the same root with no navigation controller
  /// above it, one that extends under the top bar, and one drawn at a freeform size are drawn
  /// at their own size.
  @Test(arguments: [
    (true, "<extendedEdge key=\"edgesForExtendedLayout\"/>", "375x812"),
    (false, "<extendedEdge key=\"edgesForExtendedLayout\"/>", "375x718"),
    (true, "<extendedEdge key=\"edgesForExtendedLayout\" top=\"YES\"/>", "375x718"),
    (
      true,
      "<extendedEdge key=\"edgesForExtendedLayout\"/>"
        + "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>",
      "375x718"
    ),
  ])
  func aRootBelowANavigationBarAtTheTopIsTheScreenLessTheBars(
    _ stacked: Bool, _ edges: String, _ device: String
  ) throws {
    let navigation = """
              <scene sceneID="scn-00-002">
                  <objects>
                      <navigationController id="nav-00-001" sceneMemberID="viewController">
                          <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-001">
                              <rect key="frame" x="0.0" y="50" width="375" height="44"/>
                          </navigationBar>
                          <connections>
                              <segue destination="vc0-00-001" kind="relationship" relationship="rootViewController" id="seg-00-001"/>
                          </connections>
                      </navigationController>
                  </objects>
              </scene>
      """
    let scene = """
              <scene sceneID="scn-00-001">
                  <objects>
                      <viewController id="vc0-00-001" sceneMemberID="viewController">
                          <view key="view" id="vw0-00-001">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="718"/>
                          </view>
                          \(edges)
                      </viewController>
                  </objects>
              </scene>
      """
    let bytes = storyboard(
      (stacked ? navigation : "") + scene, initial: stacked ? "nav-00-001" : "vc0-00-001")
    let text = String(decoding: bytes, as: UTF8.self).replacing("retina6_12", with: "retina5_9")
    let result = try #require(imported(Array(text.utf8)))
    #expect(result.yaml.contains("devices: [\"\(device)\"]\n"))
  }
}
