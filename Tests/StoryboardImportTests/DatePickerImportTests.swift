import SceneModel
import Testing

@testable import StoryboardImport

/// A date picker's `style` attribute (Xcode 12 and later: `compact`, `inline`, `wheels`;
/// none for `automatic`) imports as `style:`, modelled on xDrip's two date pickers (Xcode 26):
/// one with no style, one with `style="wheels"`.
@Suite struct DatePickerImportTests {
  static let scenes = """
            <scene sceneID="scn-00-001">
                <objects>
                    <viewController id="vc0-00-001" sceneMemberID="viewController">
                        <view key="view" id="vw0-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="600"/>
                            <subviews>
                                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="dateAndTime" minuteInterval="1" translatesAutoresizingMaskIntoConstraints="NO" id="dp0-00-001">
                                    <rect key="frame" x="0.0" y="249" width="273" height="36"/>
                                </datePicker>
                                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="dateAndTime" minuteInterval="1" style="wheels" translatesAutoresizingMaskIntoConstraints="NO" id="dp0-00-002">
                                    <rect key="frame" x="0.0" y="300" width="320" height="216"/>
                                </datePicker>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
    """

  @Test func theStyleIsCarriedWhereXcodeWroteOne() throws {
    let loaded = StoryboardImport.load(storyboard(Self.scenes), file: "Main.storyboard")
    let model = try #require(loaded.result.storyboard)
    let scene = try #require(model.scenes.first)
    #expect(scene.views.map { $0.string("style") ?? "-" } == ["-", "wheels"])
    #expect(scene.views.map { $0.string("mode") ?? "-" } == ["dateAndTime", "dateAndTime"])
  }
}
