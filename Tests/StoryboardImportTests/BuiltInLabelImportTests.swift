import StoryboardImport
import Testing

/// A static cell's built-in detail label that the controller has an outlet to gets the
/// outlet's name as its id (`detailTextLabel:`), so the outlet is carried.
@Suite struct BuiltInLabelImportTests {
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \
    initialViewController="tvc-00-001">
        <scenes>
            <scene sceneID="scn-00-001">
                <objects>
                    <tableViewController id="tvc-00-001" customClass="DetailsViewController" sceneMemberID="viewController">
                        <tableView key="view" dataMode="static" style="grouped" rowHeight="44" id="tbl-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <sections>
                                <tableViewSection id="sec-00-001">
                                    <cells>
                                        <tableViewCell style="IBUITableViewCellStyleValue1" textLabel="txt-00-001" detailTextLabel="dtl-00-001" id="cel-00-001">
                                            <rect key="frame" x="0.0" y="18" width="375" height="44"/>
                                            <tableViewCellContentView key="contentView" id="ccv-00-001">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                <subviews>
                                                    <label text="Date" id="txt-00-001">
                                                        <rect key="frame" x="16" y="12" width="36" height="20"/>
                                                    </label>
                                                    <label text="Detail" id="dtl-00-001">
                                                        <rect key="frame" x="314" y="12" width="45" height="20"/>
                                                    </label>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                        <connections>
                            <outlet property="dateLabel" destination="dtl-00-001" id="out-00-001"/>
                        </connections>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test func theOutletToADetailLabelIsCarried() throws {
    let result = try #require(imported(Array(Self.document.utf8)))
    #expect(result.notCarried.isEmpty)
    #expect(result.carried == result.inFile)
    #expect(result.carried.outlets == 1)
    #expect(
      result.yaml.contains(
        """
                        style: rightDetail
                        text: Date
                        detail: Detail
                        detailTextLabel: dateLabel
        """))
    #expect(result.yaml.contains("    outlets:\n      dateLabel: dateLabel\n"))
  }
}
