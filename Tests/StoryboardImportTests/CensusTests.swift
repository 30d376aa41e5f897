import StoryboardImport
import Testing

/// The "in the file" side of the import's figures: what counts, what the format implies, and
/// that only the very elements the import wrote count as carried.
@Suite struct CensusTests {
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \
    initialViewController="vc0-00-001">
        <scenes>
            <scene sceneID="scn-00-001">
                <objects>
                    <viewController id="vc0-00-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="roo-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <tableView contentMode="scaleToFill" id="tbl-00-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                                    <view key="tableHeaderView" contentMode="scaleToFill" id="hdr-00-001">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                    </view>
                                    <connections>
                                        <outlet property="dataSource" destination="vc0-00-001" id="ds0-00-001"/>
                                    </connections>
                                </tableView>
                                <button contentMode="scaleToFill" id="btn-00-001">
                                    <rect key="frame" x="10" y="610" width="60" height="30"/>
                                    <connections>
                                        <action selector="go:" destination="vc0-00-001" eventType="touchUpInside" id="act-00-001"/>
                                        <segue destination="vc0-00-002" kind="show" id="seg-00-001">
                                            <segue key="commit" inheritsFrom="parent" id="com-00-001"/>
                                        </segue>
                                    </connections>
                                </button>
                            </subviews>
                            <constraints>
                                <constraint firstItem="btn-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="10" id="c01-00-001"/>
                                <constraint firstItem="btn-00-001" firstAttribute="top" secondItem="roo-00-001" secondAttribute="top" constant="200" placeholder="YES" id="c02-00-001"/>
                            </constraints>
                        </view>
                        <connections>
                            <outlet property="button" destination="btn-00-001" id="out-00-001"/>
                            <outlet property="loose" destination="fre-00-001" id="out-00-002"/>
                        </connections>
                    </viewController>
                    <view contentMode="scaleToFill" id="fre-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    </view>
                </objects>
            </scene>
            <scene sceneID="scn-00-002">
                <objects>
                    <viewController id="vc0-00-002" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="roo-00-002"/>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test func theFileCountsWhatTheAppGetsAndTheFormatDoesNotImply() throws {
    let result = try #require(imported(Array(Self.document.utf8)))
    // Views: the table, the button, the header, the free-standing view (not the root views).
    // Segues: not the peek and pop sub-segue. Outlets: the table's `dataSource` too (carried
    // as its `delegates:`). Constraints: not the placeholder.
    #expect(
      result.inFile
        == CarriedCounts(scenes: 2, views: 4, segues: 1, outlets: 3, actions: 1, constraints: 1))
    // Every element is carried, the table's header view too (`tableHeaderView:`).
    #expect(result.carried == result.inFile)
  }
}
