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
        + Self.scene(
          5, #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>"#))
    let yaml = try #require(imported(bytes)).yaml
    #expect(
      yaml.contains("    kind: viewController\n    simulatedBars: [navigationBar, toolbar]\n"))
    #expect(yaml.contains("    kind: viewController\n    simulatedBars: [tabBar]\n"))
    #expect(yaml.split(separator: "\n").filter { $0.contains("simulatedBars") }.count == 2)
  }

  /// Built like WWDCScholars' blog (a navigation controller with a tab bar item, the tab of
  /// another storyboard's tab bar controller): its simulated tab bar is carried; a simulated
  /// toolbar on a navigation controller is not (its own toolbar is `toolbarHidden`).
  @Test func aNavigationControllersSimulatedTabBarImports() throws {
    func navigation(_ metrics: String) -> [UInt8] {
      storyboard(
        """
                <scene sceneID="scn-00-001">
                    <objects>
                        <navigationController id="vc0-00-001" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Blog" id="itm-00-001"/>
                            \(metrics)
                        </navigationController>
                    </objects>
                </scene>
        """)
    }
    let tab = try #require(
      imported(navigation(#"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#)))
    #expect(tab.yaml.contains("    simulatedBars: [tabBar]\n"))
    let toolbar = try #require(
      imported(navigation(#"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#)))
    #expect(!toolbar.yaml.contains("simulatedBars"))
  }
}

