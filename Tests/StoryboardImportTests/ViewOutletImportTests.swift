import Testing

@testable import StoryboardImport

/// The outlets of a view of a custom class (GoMap's map view and its edit toolbar) import as
/// the view's `outlets:`, to views mapped before or after it; a plain view's are listed.
@Suite struct ViewOutletImportTests {
  @Test func aCustomViewKeepsItsOutlets() throws {
    let bytes = storyboard(
      """
              <scene sceneID="scn-00-001">
                  <objects>
                      <viewController id="vc0-00-001" sceneMemberID="viewController">
                          <view key="view" id="vw0-00-001">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                              <subviews>
                                  <view id="map-00-001" userLabel="Map View" customClass="MapView">
                                      <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                      <connections>
                                          <outlet property="editToolbar" destination="bar-00-001" id="out-00-001"/>
                                      </connections>
                                  </view>
                                  <view id="bar-00-001" userLabel="Edit Toolbar">
                                      <rect key="frame" x="20" y="700" width="353" height="44"/>
                                      <connections>
                                          <outlet property="owner" destination="map-00-001" id="out-00-002"/>
                                      </connections>
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
                class: MapView
                frame: [0, 0, 393, 852]
                outlets:
                  editToolbar: edit_Toolbar
        """))
    #expect(
      result.notCarried.map { "\($0.position): \($0.what): \($0.reason)" } == [
        "20:37: outlet 'owner' of 'edit_Toolbar': only a view of a custom class, a cell or an "
          + "object owns outlets in the scene format; this one has no class"
      ])
  }
}
