import Testing

@testable import StoryboardImport

/// A navigation controller's bar stored `translucent="NO"` imports as
/// `opaqueNavigationBar: true`; a translucent one (the default) writes nothing.
@Suite struct OpaqueNavigationBarImportTests {
  static func document(_ translucency: String) -> [UInt8] {
    storyboard(
      """
              <scene sceneID="scn-00-001">
                  <objects>
                      <navigationController id="vc0-00-001" sceneMemberID="viewController">
                          <navigationBar key="navigationBar" contentMode="scaleToFill" \(translucency)id="bar-00-001">
                              <rect key="frame" x="0.0" y="20" width="375" height="44"/>
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
                              <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                          </view>
                      </viewController>
                  </objects>
              </scene>
      """)
  }

  @Test func anOpaqueBarImports() throws {
    let result = try #require(imported(Self.document("translucent=\"NO\" ")))
    #expect(result.yaml.contains("\n    opaqueNavigationBar: true\n"))
  }

  @Test func aTranslucentBarWritesNothing() throws {
    let result = try #require(imported(Self.document("")))
    #expect(!result.yaml.contains("opaqueNavigationBar"))
  }
}
