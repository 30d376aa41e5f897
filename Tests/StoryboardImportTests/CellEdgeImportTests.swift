import SceneLayout
import SceneModel
import Testing

@testable import StoryboardImport

/// Constraints a cell holds to its own edges (Xcode writes the cell, not its content view, as
/// the item when a view is pinned to the cell): the format's cell is its content view, so an
/// edge past the accessory moves by the accessory's width. And a toolbar keeps the height the
/// canvas measured (49 points on a phone with a home indicator).
@Suite struct CellEdgeImportTests {
  static let scenes = """
            <scene sceneID="scn-00-001">
                <objects>
                    <tableViewController id="vc0-00-001" sceneMemberID="viewController">
                        <tableView key="view" dataMode="prototypes" style="plain" rowHeight="44" id="tbl-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <prototypes>
                                <tableViewCell accessoryType="disclosureIndicator" reuseIdentifier="ValueCell" id="cel-00-001">
                                    <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                    <tableViewCellContentView key="contentView" tableViewCell="cel-00-001" id="ccv-00-001">
                                        <rect key="frame" x="0.0" y="0.0" width="360" height="44"/>
                                        <subviews>
                                            <textField translatesAutoresizingMaskIntoConstraints="NO" id="fld-00-001">
                                                <rect key="frame" x="125" y="10" width="234" height="24"/>
                                            </textField>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="fld-00-001" firstAttribute="leading" secondItem="ccv-00-001" secondAttribute="leading" constant="125" id="con-00-001"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                    <constraints>
                                        <constraint firstItem="fld-00-001" firstAttribute="centerY" secondItem="cel-00-001" secondAttribute="centerY" id="con-00-002"/>
                                        <constraint firstAttribute="trailing" secondItem="fld-00-001" secondAttribute="trailing" constant="34" id="con-00-003"/>
                                        <constraint firstItem="cel-00-001" firstAttribute="centerX" secondItem="fld-00-001" secondAttribute="centerX" multiplier="2" constant="-100" id="con-00-004"/>
                                    </constraints>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
            <scene sceneID="scn-00-002">
                <objects>
                    <viewController id="vc0-00-002" sceneMemberID="viewController">
                        <view key="view" id="vw0-00-002">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <toolbar translatesAutoresizingMaskIntoConstraints="NO" id="bar-00-001">
                                    <rect key="frame" x="0.0" y="769" width="393" height="49"/>
                                </toolbar>
                            </subviews>
                            <constraints>
                                <constraint firstItem="bar-00-001" firstAttribute="leading" secondItem="vw0-00-002" secondAttribute="leading" id="con-00-005"/>
                                <constraint firstAttribute="trailing" secondItem="bar-00-001" secondAttribute="trailing" id="con-00-006"/>
                                <constraint firstItem="bar-00-001" firstAttribute="bottom" secondItem="saf-00-001" secondAttribute="bottom" id="con-00-007"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="saf-00-001"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
    """

  @Test func cellEdgesMoveByTheAccessory() throws {
    let result = try #require(imported(storyboard(Self.scenes)))
    let lines = result.yaml.split(separator: "\n").filter { $0.contains("textField_fld_00_001.") }
    #expect(
      lines == [
        "      - \"textField_fld_00_001.leading = superview.leading + 125\"",
        "      - \"textField_fld_00_001.centerY = ValueCell.centerY\"",
        "      - \"ValueCell.trailing = textField_fld_00_001.trailing + 1\"",
        "      - \"ValueCell.centerX = 2 * textField_fld_00_001.centerX - 116.5\"",
      ])
    #expect(result.yaml.contains("intrinsicSize: [null, 49]"))
  }

  /// Xcode 26 draws a disclosure indicator 30.33 points wide: the import measures it on the
  /// file's canvas (the cell's frame less its content view's), so the field keeps its 34
  /// points to the cell's edge.
  @Test func theAccessoryIsMeasuredOnTheCanvas() throws {
    let xcode26 = Self.scenes.replacingOccurrences(
      of: #"width="360" height="44""#, with: #"width="362.66666666666669" height="44""#)
    let result = try #require(imported(storyboard(xcode26)))
    #expect(
      result.yaml.contains(
        "\"ValueCell.trailing = textField_fld_00_001.trailing + 3.6666666666666665\""))
  }

  /// On an iOS 12 device, where a disclosure indicator is the 33 points the file's canvas
  /// drew, the field ends 34 points short of the cell's trailing edge (393, 33 past the content
  /// view's), as in Interface Builder, and the toolbar is 49 points high above the home
  /// indicator.
  @Test func cellEdgesLayOutAsOnTheCanvas() throws {
    let loaded = StoryboardImport.load(storyboard(Self.scenes), file: "Main.storyboard")
    let storyboard = try #require(loaded.result.storyboard)
    var device = try #require(Device.named("iphone"))
    device.ios = 12
    var frames: [String: String] = [:]
    for scene in storyboard.scenes {
      for entry in SceneLayoutEngine.layout(scene, in: storyboard, device: device).frames {
        frames[entry.id] = LayoutFormat.rect(entry.frame)
      }
    }
    // The first row starts below the status bar (the table's content inset); on iOS 12 its
    // separator takes a pixel of it (docs/Layout.md §5b).
    #expect(frames["ValueCell"] == "[0, 59, 360, 43.667]")
    #expect(frames["textField_fld_00_001"] == "[125, 69, 234, 24]")
    #expect(frames["toolbar_bar_00_001"] == "[0, 769, 393, 49]")
  }
}
