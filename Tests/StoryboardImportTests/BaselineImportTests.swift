import StoryboardImport
import Testing

/// Baseline constraints are carried: `firstBaseline` and `lastBaseline` as written, IB's
/// legacy `baseline` as `lastBaseline`.
@Suite struct BaselineImportTests {
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \
    initialViewController="vc0-00-001">
        <scenes>
            <scene sceneID="scn-00-001">
                <objects>
                    <viewController id="vc0-00-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root-00-01">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                    <rect key="frame" x="16" y="40" width="45" height="21"/>
                                </label>
                                <label text="Kind" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-002">
                                    <rect key="frame" x="80" y="40" width="35" height="21"/>
                                </label>
                                <label text="Genre" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-003">
                                    <rect key="frame" x="140" y="40" width="45" height="21"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="root-00-01" secondAttribute="leading" constant="16" id="con-00-001"/>
                                <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="root-00-01" secondAttribute="top" constant="40" id="con-00-002"/>
                                <constraint firstItem="lbl-00-002" firstAttribute="baseline" secondItem="lbl-00-001" secondAttribute="baseline" id="con-00-003"/>
                                <constraint firstItem="lbl-00-002" firstAttribute="leading" secondItem="lbl-00-001" secondAttribute="trailing" constant="19" id="con-00-004"/>
                                <constraint firstItem="lbl-00-003" firstAttribute="firstBaseline" secondItem="lbl-00-002" secondAttribute="lastBaseline" id="con-00-005"/>
                                <constraint firstItem="lbl-00-003" firstAttribute="leading" secondItem="lbl-00-002" secondAttribute="trailing" constant="25" id="con-00-006"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test func baselineConstraintsAreCarried() throws {
    let result = try #require(imported(Array(Self.document.utf8)))
    #expect(result.notCarried.isEmpty)
    #expect(result.carried == result.inFile)
    #expect(
      result.yaml.contains(
        """
              - "label_lbl_00_002.lastBaseline = label_lbl_00_001.lastBaseline"
        """))
    #expect(
      result.yaml.contains(
        """
              - "label_lbl_00_003.firstBaseline = label_lbl_00_002.lastBaseline"
        """))
  }
}
