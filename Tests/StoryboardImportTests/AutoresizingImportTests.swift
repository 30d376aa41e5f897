import Testing

@testable import StoryboardImport

/// A view's `<autoresizingMask>` that moves or resizes it imports as `autoresizing:` with its
/// superview's canvas size as `superviewSize:`; a mask that only pins the right or bottom
/// margin writes nothing.
@Suite struct AutoresizingImportTests {
  @Test func masksImportWithTheSuperviewsSize() throws {
    let bytes = storyboard(
      """
              <scene sceneID="scn-00-001">
                  <objects>
                      <viewController id="vc0-00-001" sceneMemberID="viewController">
                          <view key="view" id="vw0-00-001">
                              <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                              <subviews>
                                  <label text="Tag" id="lab-00-001">
                                      <rect key="frame" x="200" y="20" width="100" height="21"/>
                                      <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
                                  </label>
                                  <view id="pin-00-001">
                                      <rect key="frame" x="0.0" y="60" width="10" height="10"/>
                                      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                  </view>
                              </subviews>
                          </view>
                      </viewController>
                  </objects>
              </scene>
      """)
    let result = try #require(imported(bytes))
    #expect(
      result.yaml.contains(
        """
                frame: [200, 20, 100, 21]
                autoresizing: [flexibleLeftMargin, flexibleBottomMargin]
                superviewSize: [320, 568]

        """))
    #expect(result.yaml.components(separatedBy: "autoresizing:").count == 2)
    #expect(result.notCarried.isEmpty)
  }
}
