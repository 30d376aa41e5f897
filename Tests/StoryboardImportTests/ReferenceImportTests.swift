import Testing

@testable import StoryboardImport

/// Storyboard references (`viewControllerPlaceholder`) import as scenes with `reference:`:
/// the storyboard named beside this one, or this one when none is named, and the storyboard
/// identifier there; they are carried, not listed.
@Suite struct ReferenceImportTests {
  @Test func placeholdersBecomeReferences() throws {
    let bytes = storyboard(
      """
              <scene sceneID="scn-00-001">
                  <objects>
                      <viewController id="vc0-00-001" sceneMemberID="viewController">
                          <view key="view" id="vw0-00-001">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          </view>
                          <connections>
                              <segue destination="ref-00-001" kind="presentation" identifier="showPOI" id="seg-00-001"/>
                              <segue destination="ref-00-002" kind="presentation" identifier="showHelp" id="seg-00-002"/>
                          </connections>
                      </viewController>
                  </objects>
              </scene>
              <scene sceneID="scn-00-002">
                  <objects>
                      <viewControllerPlaceholder storyboardName="POI" referencedIdentifier="poiTabBar" id="ref-00-001" sceneMemberID="viewController"/>
                  </objects>
              </scene>
              <scene sceneID="scn-00-003">
                  <objects>
                      <viewControllerPlaceholder referencedIdentifier="HelpScreen" id="ref-00-002" sceneMemberID="viewController"/>
                  </objects>
              </scene>
      """)
    let result = try #require(imported(bytes, file: "Main.storyboard"))
    #expect(
      result.yaml.contains(
        """
          poiTabBar:
            ib: "ref-00-001"
            kind: viewController
            reference:
              storyboard: "POI.storyboard"
              scene: poiTabBar
        """))
    #expect(
      result.yaml.contains(
        """
          helpScreen:
            ib: "ref-00-002"
            kind: viewController
            reference:
              storyboard: "Main.storyboard"
              scene: HelpScreen
        """))
    #expect(result.notCarried.isEmpty)
  }
}
