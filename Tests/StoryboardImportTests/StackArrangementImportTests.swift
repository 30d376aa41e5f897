import StoryboardImport
import Testing

/// How a stack view arranges its views: `baselineRelativeArrangement="YES"` is carried as
/// `baselineRelativeArrangement: true`; margins (`<edgeInsets key="layoutMargins">`, which
/// Interface Builder writes only for a stack that arranges inside them) or
/// `layoutMarginsRelativeArrangement="YES"` as `layoutMarginsRelativeArrangement: true`. Each
/// is left out when Interface Builder leaves it out.
@Suite struct StackArrangementImportTests {
  /// Built like Provenance's game info column: a vertical stack spaced 29 points from
  /// baseline to baseline.
  static func document(_ flag: String, margins: String = "") -> String {
    """
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
                                <stackView axis="vertical" spacing="29" \(flag)translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                                    <rect key="frame" x="8" y="20" width="359" height="49.5"/>
                                    <subviews>
                                        <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                            <rect key="frame" x="0.0" y="0.0" width="359" height="20.5"/>
                                        </label>
                                        <label text="Year" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-002">
                                            <rect key="frame" x="0.0" y="29" width="359" height="20.5"/>
                                        </label>
                                    </subviews>
                                    \(margins)
                                </stackView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="root-00-01" secondAttribute="leading" constant="8" id="con-00-001"/>
                                <constraint firstItem="stk-00-001" firstAttribute="top" secondItem="root-00-01" secondAttribute="top" constant="20" id="con-00-002"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  @Test func theFlagIsCarried() throws {
    let result = try #require(
      imported(Array(Self.document("baselineRelativeArrangement=\"YES\" ").utf8)))
    #expect(result.notCarried.isEmpty)
    #expect(result.yaml.contains("\n        baselineRelativeArrangement: true\n"))
  }

  @Test func withoutTheFlagNothingIsWritten() throws {
    let result = try #require(imported(Array(Self.document("").utf8)))
    #expect(result.notCarried.isEmpty)
    #expect(!result.yaml.contains("baselineRelativeArrangement"))
  }

  /// Built like Instructions' profile bar: margins of 16 on every side, no attribute.
  @Test func marginsAreArrangedInside() throws {
    let margins = #"<edgeInsets key="layoutMargins" top="16" left="16" bottom="16" right="16"/>"#
    let result = try #require(imported(Array(Self.document("", margins: margins).utf8)))
    #expect(result.notCarried.isEmpty)
    #expect(result.yaml.contains("\n        layoutMargins: [16, 16, 16, 16]\n"))
    #expect(result.yaml.contains("\n        layoutMarginsRelativeArrangement: true\n"))
  }

  @Test func theAttributeAloneIsCarried() throws {
    let result = try #require(
      imported(Array(Self.document("layoutMarginsRelativeArrangement=\"YES\" ").utf8)))
    #expect(result.yaml.contains("\n        layoutMarginsRelativeArrangement: true\n"))
    #expect(!result.yaml.contains("layoutMargins:"))
  }

  @Test func withoutMarginsNoArrangementInside() throws {
    let result = try #require(imported(Array(Self.document("").utf8)))
    #expect(!result.yaml.contains("layoutMarginsRelativeArrangement"))
  }
}
