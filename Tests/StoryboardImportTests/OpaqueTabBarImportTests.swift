import Testing

@testable import StoryboardImport

/// A tab bar controller's tab bar stored `translucent="NO"` imports as `opaqueTabBar: true`;
/// a translucent one (the default) writes nothing.
@Suite struct OpaqueTabBarImportTests {
  static func document(_ translucency: String) -> [UInt8] {
    storyboard(
      """
              <scene sceneID="scn-00-001">
                  <objects>
                      <tabBarController id="vc0-00-001" sceneMemberID="viewController">
                          <tabBar key="tabBar" contentMode="scaleToFill" \(translucency)id="bar-00-001">
                              <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                          </tabBar>
                          <connections>
                              <segue destination="vc0-00-002" kind="relationship" relationship="viewControllers" id="seg-00-001"/>
                          </connections>
                      </tabBarController>
                  </objects>
              </scene>
              <scene sceneID="scn-00-002">
                  <objects>
                      <viewController id="vc0-00-002" sceneMemberID="viewController">
                          <view key="view" id="vw0-00-002">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="618"/>
                          </view>
                      </viewController>
                  </objects>
              </scene>
      """)
  }

  @Test func anOpaqueTabBarImports() throws {
    let result = try #require(imported(Self.document("translucent=\"NO\" ")))
    #expect(result.yaml.contains("\n    opaqueTabBar: true\n"))
  }

  @Test func aTranslucentTabBarWritesNothing() throws {
    let result = try #require(imported(Self.document("")))
    #expect(!result.yaml.contains("opaqueTabBar"))
  }
}

/// The canvas of a file with no `<device>` whose root view is stored below a navigation bar
/// and above an opaque tab bar (EKReminderSuite's map, 320 x 455 at y = 64): the screen with
/// the 49-point tab bar below the root, 320 x 568. Near misses: a translucent tab bar (the
/// import cannot tell the root was not drawn under it) and a root 450 high (no known screen
/// is 563 high) end where they are stored.
@Suite struct OpaqueTabBarCanvasImportTests {
  static func document(translucency: String, height: Int) -> [UInt8] {
    let text = String(
      decoding: storyboard(
        """
                <scene sceneID="scn-00-001">
                    <objects>
                        <tabBarController id="tab-00-001" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" \(translucency)id="bar-00-001"/>
                            <connections>
                                <segue destination="nav-00-001" kind="relationship" relationship="viewControllers" id="seg-00-001"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="scn-00-002">
                    <objects>
                        <navigationController id="nav-00-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-002">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc0-00-001" kind="relationship" relationship="rootViewController" id="seg-00-002"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="scn-00-003">
                    <objects>
                        <viewController id="vc0-00-001" sceneMemberID="viewController">
                            <view key="view" id="vw0-00-001">
                                <rect key="frame" x="0.0" y="64" width="320" height="\(height)"/>
                            </view>
                            <extendedEdge key="edgesForExtendedLayout"/>
                        </viewController>
                    </objects>
                </scene>
        """, initial: "tab-00-001"),
      as: UTF8.self)
    return Array(
      text.replacing("<device id=\"retina6_12\" orientation=\"portrait\"/>", with: "").utf8)
  }

  @Test(arguments: [
    ("translucent=\"NO\" ", 455, "320x568"),
    ("", 455, "320x519"),
    ("translucent=\"NO\" ", 450, "320x514"),
  ])
  func aRootAboveAnOpaqueTabBarIsDrawnOnTheFullScreen(
    _ translucency: String, _ height: Int, _ device: String
  ) throws {
    let result = try #require(imported(Self.document(translucency: translucency, height: height)))
    #expect(result.yaml.contains("devices: [\"\(device)\"]\n"))
  }
}
