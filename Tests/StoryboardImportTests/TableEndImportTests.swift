import StoryboardImport
import Testing

/// A table's header and footer views (`<searchBar key="tableHeaderView">`, `<view
/// key="tableFooterView">`) are carried as `tableHeaderView:` and `tableFooterView:`, with their
/// frames (whose height sizes them) and their subviews; an outlet to the header is carried.
@Suite struct TableEndImportTests {
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \
    initialViewController="tvc-00-001">
        <scenes>
            <scene sceneID="scn-00-001">
                <objects>
                    <tableViewController id="tvc-00-001" customClass="ListViewController" sceneMemberID="viewController">
                        <tableView key="view" dataMode="prototypes" style="plain" rowHeight="44" id="tbl-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <searchBar key="tableHeaderView" contentMode="redraw" id="sbr-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                            </searchBar>
                            <view key="tableFooterView" contentMode="scaleToFill" id="ftr-00-001">
                                <rect key="frame" x="0.0" y="88" width="375" height="50"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <label text="End" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                        <rect key="frame" x="16" y="15" width="30" height="20"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="ftr-00-001" secondAttribute="leading" constant="16" id="con-00-001"/>
                                    <constraint firstItem="lbl-00-001" firstAttribute="centerY" secondItem="ftr-00-001" secondAttribute="centerY" id="con-00-002"/>
                                </constraints>
                            </view>
                            <prototypes>
                                <tableViewCell reuseIdentifier="Row" textLabel="txt-00-001" style="IBUITableViewCellStyleDefault" id="cel-00-001">
                                    <rect key="frame" x="0.0" y="44" width="375" height="44"/>
                                    <tableViewCellContentView key="contentView" id="ccv-00-001">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                        <subviews>
                                            <label text="Title" id="txt-00-001">
                                                <rect key="frame" x="16" y="0.0" width="343" height="44"/>
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                        <connections>
                            <outlet property="searchBar" destination="sbr-00-001" id="out-00-001"/>
                        </connections>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test func headerAndFooterViewsAreCarried() throws {
    let result = try #require(imported(Array(Self.document.utf8)))
    #expect(result.notCarried.isEmpty)
    #expect(result.carried == result.inFile)
    #expect(
      result.yaml.contains(
        """
                tableHeaderView:
                  ib: "sbr-00-001"
                  id: searchBar
                  type: searchBar
                  intrinsicSize: [null, 44]
                  frame: [0, 0, 375, 44]
                tableFooterView:
                  ib: "ftr-00-001"
                  id: view_ftr_00_001
                  type: view
                  frame: [0, 88, 375, 50]
                  subviews:
                    - ib: "lbl-00-001"
                      id: label_lbl_00_001
                      type: label
                      intrinsicSize:
                        canvas: [30, 20]
                      text: End
        """))
    #expect(result.yaml.contains("    outlets:\n      searchBar: searchBar\n"))
    #expect(
      result.yaml.contains(
        """
            constraints:
              - "label_lbl_00_001.leading = superview.leading + 16"
              - "label_lbl_00_001.centerY = superview.centerY"
        """))
  }
}
