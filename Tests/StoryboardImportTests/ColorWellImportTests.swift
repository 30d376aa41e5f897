import SceneModel
import Testing

@testable import StoryboardImport

/// Interface Builder's library has no colour well element: a storyboard holds a `UIColorWell`
/// as a plain `<view>` of that custom class, which imports as `type: colorWell` (its class is
/// UIKit's, so no `class:`), with its valueChanged action.
@Suite struct ColorWellImportTests {
  static let scenes = """
            <scene sceneID="scn-00-001">
                <objects>
                    <viewController id="vc0-00-001" customClass="TintViewController" sceneMemberID="viewController">
                        <view key="view" id="vw0-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="well-00-001" customClass="UIColorWell">
                                    <rect key="frame" x="20" y="100" width="44" height="44"/>
                                    <connections>
                                        <action selector="tintChanged:" destination="vc0-00-001" eventType="valueChanged" id="act-00-001"/>
                                    </connections>
                                </view>
                                <view contentMode="scaleToFill" id="box-00-001" customClass="SwatchView">
                                    <rect key="frame" x="80" y="100" width="44" height="44"/>
                                </view>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
    """

  @Test func aViewOfClassUIColorWellImportsAsAColourWell() throws {
    let loaded = StoryboardImport.load(storyboard(Self.scenes), file: "Main.storyboard")
    let model = try #require(loaded.result.storyboard)
    let scene = try #require(model.scenes.first)
    let views = scene.views.map {
      "\($0.id.value) \($0.type.value.rawValue) \($0.className?.value ?? "-")"
    }
    #expect(views == ["view_well_00_001 colorWell -", "view_box_00_001 view SwatchView"])
    #expect(
      scene.actions.map { "\($0.from.value) \($0.event?.value.rawValue ?? "-")" } == [
        "view_well_00_001 valueChanged"
      ])
  }
}
