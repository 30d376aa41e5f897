import Testing

@testable import StoryboardImport

/// `insetsLayoutMarginsFromSafeArea="NO"` imports as `insetsLayoutMarginsFromSafeArea: false`,
/// and a constraint between a nested view and the root view names it `rootView`.
@Suite struct SafeAreaMarginImportTests {
  static let bytes = storyboard(
    """
            <scene sceneID="scn-00-001">
                <objects>
                    <viewController id="vc0-00-001" sceneMemberID="viewController">
                        <view key="view" id="vw0-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                            <subviews>
                                <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                                    <subviews>
                                        <imageView translatesAutoresizingMaskIntoConstraints="NO" id="img-00-001">
                                            <rect key="frame" x="0.0" y="0.0" width="1055.6" height="812"/>
                                        </imageView>
                                    </subviews>
                                </scrollView>
                                <view insetsLayoutMarginsFromSafeArea="NO" translatesAutoresizingMaskIntoConstraints="NO" id="bar-00-001">
                                    <rect key="frame" x="0.0" y="738" width="375" height="74"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="img-00-001" firstAttribute="height" secondItem="vw0-00-001" secondAttribute="height" id="cn0-00-001"/>
                                <constraint firstItem="scr-00-001" firstAttribute="top" secondItem="vw0-00-001" secondAttribute="top" id="cn0-00-002"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
    """)

  @Test func marginInsetsAndTheRootViewImport() throws {
    let result = try #require(imported(Self.bytes))
    #expect(result.yaml.contains("        insetsLayoutMarginsFromSafeArea: false\n"))
    #expect(result.yaml.contains("      - \"imageView_img_00_001.height = rootView.height\"\n"))
    #expect(result.yaml.contains("      - \"scrollView_scr_00_001.top = superview.top\"\n"))
    #expect(result.notCarried.isEmpty)
  }
}
