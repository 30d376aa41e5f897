import SceneLayout
import SceneModel
import StoryboardImport
import Testing

/// A label's canvas frame is its intrinsic size only where it is its text's (issue 29,
/// item 2): modelled on HMCatalog's "Enabled" row, a label pinned from the margin to a switch
/// pinned to the other margin, stored 506 points wide on a 600-point canvas; beside it, a
/// label held at one edge, which Xcode sized to its text.
@Suite struct TextWidthImportTests {
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="10117" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \
    initialViewController="tvc-00-001">
        <scenes>
            <scene sceneID="scn-00-001">
                <objects>
                    <tableViewController id="tvc-00-001" sceneMemberID="viewController">
                        <tableView key="view" dataMode="static" style="grouped" rowHeight="44" id="tbl-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                            <sections>
                                <tableViewSection id="sec-00-001">
                                    <cells>
                                        <tableViewCell selectionStyle="none" rowHeight="44" id="cel-00-001">
                                            <rect key="frame" x="0.0" y="35" width="600" height="44"/>
                                            <tableViewCellContentView key="contentView" id="ccv-00-001">
                                                <rect key="frame" x="0.0" y="0.0" width="600" height="43"/>
                                                <subviews>
                                                    <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swi-00-001">
                                                        <rect key="frame" x="533" y="6" width="51" height="31"/>
                                                    </switch>
                                                    <label horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Enabled" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                                        <rect key="frame" x="17" y="12" width="506" height="20"/>
                                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                                    </label>
                                                    <label text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-002">
                                                        <rect key="frame" x="17" y="0.0" width="42" height="20.5"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    </label>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="ccv-00-001" secondAttribute="leadingMargin" constant="9" id="con-00-001"/>
                                                    <constraint firstAttribute="centerY" secondItem="lbl-00-001" secondAttribute="centerY" id="con-00-002"/>
                                                    <constraint firstAttribute="trailingMargin" secondItem="swi-00-001" secondAttribute="trailing" constant="10" id="con-00-003"/>
                                                    <constraint firstAttribute="centerY" secondItem="swi-00-001" secondAttribute="centerY" id="con-00-004"/>
                                                    <constraint firstItem="swi-00-001" firstAttribute="leading" secondItem="lbl-00-001" secondAttribute="trailing" constant="10" id="con-00-005"/>
                                                    <constraint firstItem="lbl-00-002" firstAttribute="leading" secondItem="lbl-00-001" secondAttribute="leading" id="con-00-006"/>
                                                    <constraint firstItem="lbl-00-002" firstAttribute="top" secondItem="ccv-00-001" secondAttribute="top" id="con-00-007"/>
                                                </constraints>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test func aStretchedWidthIsLeftToTheTextAndAMeasuredOneKept() throws {
    let result = try #require(imported(Array(Self.document.utf8)))
    #expect(result.yaml.contains("canvas: [null, 20]\n"))
    #expect(result.yaml.contains("canvas: [42, 20.5]\n"))
    #expect(!result.yaml.contains("506"))
  }

  /// A view controller with one label, "Latitude, longitude and accuracy" at 17 points,
  /// stored 320 points wide, in a storyboard Xcode `toolsVersion` saved.
  static func oneLabel(toolsVersion: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \
    initialViewController="vc0-00-001">
        <scenes>
            <scene sceneID="scn-00-001">
                <objects>
                    <viewController id="vc0-00-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw0-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <label text="Latitude, longitude and accuracy" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                    <rect key="frame" x="16" y="40" width="320" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="vw0-00-001" secondAttribute="leading" constant="16" id="con-00-001"/>
                                <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="vw0-00-001" secondAttribute="top" constant="40" id="con-00-002"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  /// The text is 252 points wide in Helvetica Neue and 248 in San Francisco: 320 points is
  /// within a quarter and 8 points of the first (323), not of the second (318). The import
  /// measures with the system font of the Xcode that saved the file.
  @Test func theStretchTestMeasuresInTheFontXcodeDrewWith() throws {
    let helveticaNeue = try #require(imported(Array(Self.oneLabel(toolsVersion: "6254").utf8)))
    #expect(helveticaNeue.yaml.contains("canvas: [320, 21]\n"))
    let sanFrancisco = try #require(imported(Array(Self.oneLabel(toolsVersion: "10117").utf8)))
    #expect(sanFrancisco.yaml.contains("canvas: [null, 21]\n"))
  }

  /// On a 375-point phone the row is narrower than the canvas: the label gives way to the
  /// switch, with no ambiguity, and the measured label keeps Xcode's 42 points. (The first
  /// row starts 55 points down: the status bar and the grouped table's top.)
  /// On iOS 9, the canvas's, the cell's content margins are 8 points: the labels start at
  /// 8 + 9 = 17, as Xcode stored them (iOS 10 too); from iOS 11 the table's 16 points.
  @Test func theRowLaysOutOnANarrowerScreen() throws {
    #expect(
      try frames(ios: 9) == [
        "label_lbl_00_001 [17, 67, 281, 20]", "label_lbl_00_002 [17, 55, 42, 20.5]",
      ])
    #expect(try frames(ios: 10) == frames(ios: 9))
    #expect(
      try frames(ios: 11) == [
        "label_lbl_00_001 [25, 67, 265, 20]", "label_lbl_00_002 [25, 55, 42, 20.5]",
      ])
  }

  func frames(ios: Int) throws -> [String] {
    let loaded = StoryboardImport.load(Array(Self.document.utf8), file: "Main.storyboard")
    let storyboard = try #require(loaded.result.storyboard)
    var device = try #require(Device.named("375x667+20+0"))
    device.ios = ios
    let scene = try #require(storyboard.scenes.first)
    let layout = SceneLayoutEngine.layout(scene, in: storyboard, device: device)
    #expect(layout.diagnostics.isEmpty)
    return layout.frames.filter { $0.id.hasPrefix("label") }.map {
      "\($0.id) \(LayoutFormat.rect($0.frame))"
    }.sorted()
  }
}
