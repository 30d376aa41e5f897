import SceneLayout
import SceneModel
import StoryboardImport
import Testing

/// A scroll view's content and frame layout guides, modelled on eRouska's report screen: a
/// content view pinned to the content guide's edges and as wide as the frame guide. The
/// constraints are carried against the scroll view, as the format reads them; the content
/// guide's width, which the format cannot say, is still left out with its reason. The
/// content view preserves its superview's margins, as eRouska's does.
@Suite struct ScrollGuideImportTests {
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" \
    initialViewController="vc0-00-001">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="scn-00-001">
                <objects>
                    <viewController id="vc0-00-001" sceneMemberID="viewController">
                        <view key="view" id="vw0-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews>
                                <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-001">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="862"/>
                                    <subviews>
                                        <view preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="cnt-00-001">
                                            <rect key="frame" x="0.0" y="0.0" width="414" height="300"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="300" id="con-00-001"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="cnt-00-001" firstAttribute="top" secondItem="gdc-00-001" secondAttribute="top" id="con-00-002"/>
                                        <constraint firstItem="cnt-00-001" firstAttribute="leading" secondItem="gdc-00-001" secondAttribute="leading" id="con-00-003"/>
                                        <constraint firstItem="cnt-00-001" firstAttribute="bottom" secondItem="gdc-00-001" secondAttribute="bottom" id="con-00-004"/>
                                        <constraint firstItem="cnt-00-001" firstAttribute="width" secondItem="gdf-00-001" secondAttribute="width" id="con-00-005"/>
                                        <constraint firstItem="cnt-00-001" firstAttribute="width" secondItem="gdc-00-001" secondAttribute="width" priority="250" id="con-00-006"/>
                                    </constraints>
                                    <viewLayoutGuide key="contentLayoutGuide" id="gdc-00-001"/>
                                    <viewLayoutGuide key="frameLayoutGuide" id="gdf-00-001"/>
                                </scrollView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="saf-00-001"/>
                            <constraints>
                                <constraint firstItem="scr-00-001" firstAttribute="top" secondItem="vw0-00-001" secondAttribute="top" id="con-00-007"/>
                                <constraint firstItem="scr-00-001" firstAttribute="leading" secondItem="vw0-00-001" secondAttribute="leading" id="con-00-008"/>
                                <constraint firstAttribute="trailing" secondItem="scr-00-001" secondAttribute="trailing" id="con-00-009"/>
                                <constraint firstItem="saf-00-001" firstAttribute="bottom" secondItem="scr-00-001" secondAttribute="bottom" id="con-00-010"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test func theGuidesAreCarriedAsTheScrollView() throws {
    let result = try #require(imported(Array(Self.document.utf8)))
    for line in [
      "view_cnt_00_001.top = superview.top", "view_cnt_00_001.leading = superview.leading",
      "view_cnt_00_001.bottom = superview.bottom", "view_cnt_00_001.width = superview.width",
    ] {
      #expect(result.yaml.contains("\"\(line)\""), "\(line)")
    }
    #expect(
      result.notCarried.map { "\($0.position): \($0.what)" } == [
        "26:37: constraint 'con-00-006'"
      ])
    #expect(result.carried.constraints == 9)
    // The content view spans the scroll view on the canvas: it keeps the superview's margins.
    #expect(result.yaml.contains("preservesSuperviewLayoutMargins: true\n"))
  }

  /// The content view is as wide as the scroll view's frame on another screen too.
  @Test func theContentFollowsTheFrameGuide() throws {
    let loaded = StoryboardImport.load(Array(Self.document.utf8), file: "Main.storyboard")
    let storyboard = try #require(loaded.result.storyboard)
    let scene = try #require(storyboard.scenes.first)
    let layout = SceneLayoutEngine.layout(
      scene, in: storyboard, device: try #require(Device.named("375x667+20+0")))
    var frames: [String: String] = [:]
    for entry in layout.frames { frames[entry.id] = LayoutFormat.rect(entry.frame) }
    #expect(frames["view_cnt_00_001"] == "[0, 0, 375, 300]")
  }
}
