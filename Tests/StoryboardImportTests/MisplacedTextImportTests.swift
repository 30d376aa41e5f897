import SceneLayout
import SceneModel
import StoryboardImport
import Testing

/// A label Xcode flagged misplaced has a stale frame, so its text is measured in the system
/// font, as a stretched side is (docs/Layout.md §4): modelled on Twilio's room screen (Xcode
/// 26, the 375 x 667 canvas), a misplaced "Room:" at the leading margin with a text field 21
/// points after it and pinned to the trailing margin.
@Suite struct MisplacedTextImportTests {
  static func document(misplaced: Bool) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="24506" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \
    initialViewController="vc0-00-001">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="scn-00-001">
                <objects>
                    <viewController id="vc0-00-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw0-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <label horizontalHuggingPriority="251" verticalHuggingPriority="251" \(misplaced ? "misplaced=\"YES\" " : "")text="Room:" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                    <rect key="frame" x="16" y="279.5" width="49" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <textField contentHorizontalAlignment="left" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="fld-00-001">
                                    <rect key="frame" x="86" y="275" width="273" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="con-00-001"/>
                                    </constraints>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </textField>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="leadingMargin" secondItem="lbl-00-001" secondAttribute="leading" id="con-00-002"/>
                                <constraint firstItem="fld-00-001" firstAttribute="leading" secondItem="lbl-00-001" secondAttribute="trailing" constant="21" id="con-00-003"/>
                                <constraint firstAttribute="trailingMargin" secondItem="fld-00-001" secondAttribute="trailing" id="con-00-004"/>
                                <constraint firstItem="lbl-00-001" firstAttribute="centerY" secondItem="vw0-00-001" secondAttribute="centerY" id="con-00-005"/>
                                <constraint firstItem="fld-00-001" firstAttribute="centerY" secondItem="lbl-00-001" secondAttribute="centerY" id="con-00-006"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  static func frames(misplaced: Bool) throws -> [String] {
    let bytes = Array(document(misplaced: misplaced).utf8)
    let loaded = StoryboardImport.load(bytes, file: "Main.storyboard")
    let storyboard = try #require(loaded.result.storyboard)
    let scene = try #require(storyboard.scenes.first)
    let device = try #require(Device.named("375x667"))
    let layout = SceneLayoutEngine.layout(scene, in: storyboard, device: device)
    return layout.frames.map { "\($0.id) \(LayoutFormat.rect($0.frame))" }
  }

  /// "Room:" is 49 points in San Francisco at 17 points: the field starts at 16 + 49 + 21.
  @Test func aMisplacedLabelsTextIsMeasuredInTheSystemFont() throws {
    let result = try #require(imported(Array(Self.document(misplaced: true).utf8)))
    #expect(result.yaml.contains("canvas: [null, null]\n"))
    let frames = try Self.frames(misplaced: true)
    #expect(frames.first { $0.hasPrefix("textField") }?.contains("[86, ") == true)
  }

  /// Near miss: a label Xcode laid out keeps the canvas's measurement, and the field its place.
  @Test func aPlacedLabelKeepsTheCanvasSize() throws {
    let result = try #require(imported(Array(Self.document(misplaced: false).utf8)))
    #expect(result.yaml.contains("canvas: [49, 20.5]\n"))
    let frames = try Self.frames(misplaced: false)
    #expect(frames.first { $0.hasPrefix("textField") }?.contains("[86, ") == true)
  }
}
