import Testing

@testable import StoryboardImport

/// Interface Builder's "Automatic" row height (`rowHeight="-1"`) is UITableView's
/// automaticDimension: the import writes `selfSizingRows: true` at it; a table of fixed rows
/// gets none. A table without lines between its rows (`separatorStyle="none"`) gets
/// `separatorStyle: none`; the default line is not written.
@Suite struct SelfSizingRowsImportTests {
  static func table(rowHeight: String, separator: String = "default") -> [UInt8] {
    storyboard(
      """
              <scene sceneID="tbl-sc-001">
                  <objects>
                      <tableViewController id="vc0-00-001" sceneMemberID="viewController">
                          <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" \
      alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="\(rowHeight)" \
      separatorStyle="\(separator)" id="tbl-tv-001">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          </tableView>
                      </tableViewController>
                  </objects>
              </scene>
      """)
  }

  @Test func anAutomaticRowHeightIsSelfSizing() throws {
    let yaml = try #require(imported(Self.table(rowHeight: "-1"))).yaml
    #expect(yaml.contains("        selfSizingRows: true\n"))
    let fixed = try #require(imported(Self.table(rowHeight: "60"))).yaml
    #expect(!fixed.contains("selfSizingRows"))
    #expect(fixed.contains("        rowHeight: 60\n"))
  }

  @Test func aTableWithoutLinesBetweenRowsSaysSo() throws {
    let none = try #require(imported(Self.table(rowHeight: "44", separator: "none"))).yaml
    #expect(none.contains("        separatorStyle: none\n"))
    let lined = try #require(imported(Self.table(rowHeight: "44"))).yaml
    #expect(!lined.contains("separatorStyle"))
  }
}
