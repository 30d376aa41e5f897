import SceneModel
import SceneSyntax
import StoryboardImport
import Testing

/// A label's text style (`<fontDescription style="UICTFontTextStyleBody">`),
/// `adjustsFontForContentSizeCategory` and autoshrink (`minimumScaleFactor`) are imported, so
/// the audit can size it at each content size (docs/Audit.md).
@Suite struct DynamicTypeImportTests {
  static let scene = """
              <scene sceneID="scn-00-001">
                  <objects>
                      <viewController id="vc0-00-001" sceneMemberID="viewController">
                          <view key="view" id="vw0-00-001">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                              <subviews>
                                  <label text="Body" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                      <rect key="frame" x="20" y="100" width="34" height="20.5"/>
                                      <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                  </label>
                                  <label text="Fixed" minimumScaleFactor="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-002">
                                      <rect key="frame" x="20" y="130" width="40" height="20.5"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                  </label>
                              </subviews>
                          </view>
                      </viewController>
                  </objects>
              </scene>
    """

  @Test func aTextStyleAndItsAdjustingAreImported() throws {
    let result = try #require(imported(storyboard(Self.scene)))
    let lines = result.yaml.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let styled = try #require(lines.firstIndex(of: "text: Body"))
    #expect(
      lines[styled...].prefix(6) == [
        "text: Body", "font:", "size: 17", "weight: semibold", "style: headline",
        "adjustsFontForContentSizeCategory: true",
      ])
    let fixed = try #require(lines.firstIndex(of: "text: Fixed"))
    #expect(
      lines[fixed...].prefix(6) == [
        "text: Fixed", "font:", "size: 17", "weight: regular", "minimumScaleFactor: 0.5",
        "frame: [20, 130, 40, 20.5]",
      ])
    let loaded = StoryboardImport.load(storyboard(Self.scene), file: "Main.storyboard")
    let model = try #require(loaded.result.storyboard)
    let labels = model.scenes.first?.allViews.filter { $0.type.value == .label } ?? []
    #expect(labels.map { $0.property("font")?[field: "style"] } == [.string("headline"), nil])
  }
}
