import Testing

@testable import StoryboardImport

/// `insetsLayoutMarginsFromSafeArea="NO"` imports as `insetsLayoutMarginsFromSafeArea: false`,
/// a constraint between a nested view and the root view names it `rootView`, and a view's own
/// safe-area guide is `VIEW.safeArea`.
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
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="dot-00-001">
                                            <rect key="frame" x="0.0" y="0.0" width="10" height="40"/>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="bsa-00-001"/>
                                    <constraints>
                                        <constraint firstItem="bsa-00-001" firstAttribute="bottom" secondItem="dot-00-001" secondAttribute="bottom" id="cn0-00-003"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="rsa-00-001"/>
                            <constraints>
                                <constraint firstItem="bar-00-001" firstAttribute="top" secondItem="rsa-00-001" secondAttribute="bottom" id="cn0-00-004"/>
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
    // A view's own safe-area guide is `VIEW.safeArea`; the root's stays `safeArea`.
    #expect(
      result.yaml.contains("      - \"view_bar_00_001.safeArea.bottom = view_dot_00_001.bottom\"\n")
    )
    #expect(result.yaml.contains("      - \"view_bar_00_001.top = safeArea.bottom\"\n"))
    #expect(result.notCarried.isEmpty)
  }
}
