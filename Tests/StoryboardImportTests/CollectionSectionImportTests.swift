import SceneLayout
import SceneModel
import Testing

@testable import StoryboardImport

/// A collection view's `<collectionReusableView key="sectionHeaderView">` (and footer) imports
/// as `sectionHeader:` with its subviews, constraints and outlets, and the flow layout's
/// `headerReferenceSize` as that property; the header lays out as on the canvas.
@Suite struct CollectionSectionImportTests {
  static let bytes = storyboard(
    """
            <scene sceneID="scn-00-001">
                <objects>
                    <collectionViewController id="vc0-00-001" sceneMemberID="viewController">
                        <collectionView key="view" clipsSubviews="YES" dataMode="prototypes" id="col-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <collectionViewFlowLayout key="collectionViewLayout" id="flo-00-001">
                                <size key="itemSize" width="100" height="100"/>
                                <size key="headerReferenceSize" width="50" height="60"/>
                                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                            </collectionViewFlowLayout>
                            <cells/>
                            <collectionReusableView key="sectionHeaderView" reuseIdentifier="Header" id="hdr-00-001" customClass="HeaderView">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                                <subviews>
                                    <label text="Photos" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001">
                                        <rect key="frame" x="16" y="20" width="51" height="20.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="lab-00-001" firstAttribute="leading" secondItem="hdr-00-001" secondAttribute="leading" constant="16" id="cn0-00-001"/>
                                    <constraint firstItem="lab-00-001" firstAttribute="centerY" secondItem="hdr-00-001" secondAttribute="centerY" id="cn0-00-002"/>
                                </constraints>
                                <connections>
                                    <outlet property="titleLabel" destination="lab-00-001" id="out-00-001"/>
                                </connections>
                            </collectionReusableView>
                        </collectionView>
                    </collectionViewController>
                </objects>
            </scene>
    """)

  @Test func theHeaderImportsWithItsViewsAndSize() throws {
    let result = try #require(imported(Self.bytes))
    #expect(result.notCarried.isEmpty)
    #expect(result.yaml.contains("        headerReferenceSize: [50, 60]\n"))
    #expect(!result.yaml.contains("footerReferenceSize"))
    #expect(
      result.yaml.contains(
        """
                sectionHeader:
                  ib: "hdr-00-001"
                  id: Header
                  class: HeaderView
                  subviews:
        """))
    #expect(result.yaml.contains("      - \"titleLabel.leading = superview.leading + 16\"\n"))
    #expect(result.carried == result.inFile)
  }

  @Test func theHeaderLaysOutAsOnTheCanvas() throws {
    let loaded = StoryboardImport.load(Self.bytes, file: "Main.storyboard")
    let storyboard = try #require(loaded.result.storyboard)
    #expect(Validator.validate(storyboard).isEmpty)
    let scene = try #require(storyboard.scenes.first)
    let layout = SceneLayoutEngine.layout(
      scene, in: storyboard, device: try #require(Device.named("iphone")))
    // The label is centred in the 60-point header; its height is its canvas frame's.
    #expect(layout.frame(of: "Header") == Rect(x: 0, y: 0, width: 393, height: 60))
    #expect(
      layout.frame(of: "titleLabel")
        == Rect(x: 16, y: 19.75, width: 51, height: 20.5).pixelAligned(scale: 3))
  }
}
