import Testing

@testable import StoryboardImport

/// A view controller's simulated metrics (`simulatedTopBarMetrics`,
/// `simulatedBottomBarMetrics`) import as `simulatedBars:`, the bars its canvas draws;
/// "None" (`<nil key=...>`) and an opaque bar (Readium's publication info, above an opaque
/// tab bar) do not.
@Suite struct SimulatedBarsImportTests {
  /// One view controller scene with the given metrics elements.
  static func scene(_ number: Int, _ metrics: String, kind: String = "viewController") -> String {
    """
            <scene sceneID="scn-00-00\(number)">
                <objects>
                    <\(kind) id="vc0-00-00\(number)" sceneMemberID="viewController">
                        <view key="view" id="vw0-00-00\(number)">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                        </view>
                        \(metrics)
                    </\(kind)>
                </objects>
            </scene>
    """
  }

  /// Built like Blockchain's KYC address scene (a translucent navigation bar, shown by code)
  /// and Google's ad samples (a toolbar below).
  @Test func simulatedBarsImport() throws {
    let bytes = storyboard(
      Self.scene(
        1,
        """
        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
        <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
        """)
        + Self.scene(2, #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#)
        + Self.scene(
          3,
          """
          <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
          <nil key="simulatedBottomBarMetrics"/>
          """)
        + Self.scene(4, #"<nil key="simulatedTopBarMetrics"/>"#)
        + Self.scene(5, #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>"#))
    let yaml = try #require(imported(bytes)).yaml
    #expect(yaml.contains("    kind: viewController\n    simulatedBars: [navigationBar, toolbar]\n"))
    #expect(yaml.contains("    kind: viewController\n    simulatedBars: [tabBar]\n"))
    #expect(yaml.split(separator: "\n").filter { $0.contains("simulatedBars") }.count == 2)
  }
}
