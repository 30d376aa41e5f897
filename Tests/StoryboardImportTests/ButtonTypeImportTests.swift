import Testing

@testable import StoryboardImport

/// Interface Builder's button types import as `style:`: `detailDisclosure` is carried as its
/// own style, not listed as not carried.
@Suite struct ButtonTypeImportTests {
  @Test func detailDisclosureButtonsKeepTheirType() throws {
    let bytes = storyboard(
      """
              <scene sceneID="scn-00-001">
                  <objects>
                      <viewController id="vc0-00-001" sceneMemberID="viewController">
                          <view key="view" id="vw0-00-001">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                              <subviews>
                                  <button buttonType="detailDisclosure" id="btn-00-001">
                                      <rect key="frame" x="20" y="100" width="22" height="22"/>
                                  </button>
                              </subviews>
                          </view>
                      </viewController>
                  </objects>
              </scene>
      """)
    let result = try #require(imported(bytes))
    #expect(result.yaml.contains("        style: detailDisclosure\n"))
    #expect(result.notCarried.isEmpty)
  }
}
