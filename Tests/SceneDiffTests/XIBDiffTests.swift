import Foundation
import ScenectlCommands
import TestSupport
import Testing

/// `scenectl diff` on two versions of a XIB: its top-level view is a scene (its File's
/// Owner's class), compared as a storyboard's are.
@Suite struct XIBDiffTests {
  static let old = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BadgeView">
                <connections>
                    <outlet property="nameLabel" destination="lbl-00-001" id="out-00-001"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="top-00-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                        <rect key="frame" x="16" y="20" width="45" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="top-00-001" secondAttribute="leading" constant="16" id="c01-00-001"/>
                    <constraint firstItem="lbl-00-001" firstAttribute="centerY" secondItem="top-00-001" secondAttribute="centerY" id="c02-00-001"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
        </objects>
    </document>

    """

  @Test func aXIBsChangesAreToldAndItsCanvasMeasuresTheNewText() throws {
    let new = Self.old
      .replacingOccurrences(of: #"text="Name""#, with: #"text="Full name""#)
      .replacingOccurrences(of: #"constant="16" id="c01"#, with: #"constant="20" id="c01"#)
      .replacingOccurrences(of: #"width="45" height="21""#, with: #"width="80" height="20.5""#)
      .replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="23504""#)
    let output = try withTemporaryFile(Self.old, suffix: ".xib") { old in
      try withTemporaryFile(new, suffix: ".xib") { new in Scenectl.run(["diff", old, new]) }
    }
    #expect(
      output.stdout == """
        scene 'badgeView' (-1):
          ~ view 'nameLabel' text: Name → "Full name"
          ~ constraint nameLabel.leading = superview.leading + 16 → + 20
          layout on 320x60+0+0: 'nameLabel' [16, 19.5, 45, 21] → [20, 20, 80, 20.5]
        2 changes in 1 scene

        """)
    #expect(output.status == .problemsFound)
  }
}
