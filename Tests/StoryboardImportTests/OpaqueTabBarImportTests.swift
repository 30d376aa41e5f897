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
