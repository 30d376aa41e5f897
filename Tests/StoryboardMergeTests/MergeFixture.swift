import Foundation
import ScenectlCommands
import TestSupport

/// A storyboard of two scenes (Login, Settings), each a label with two constraints and an
/// outlet, that `validate` passes: the BASE of the merge tests, edited by string
/// replacement into OURS and THEIRS.
enum MergeFixture {
  static func scene(_ prefix: String, title: String, text: String) -> String {
    """
            <!--\(title)-->
            <scene sceneID="\(prefix)-sc-001">
                <objects>
                    <viewController title="\(title)" id="\(prefix)-vc-001" customClass="\(title)ViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(prefix)-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews>
                                <label opaque="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(prefix)-lb-001">
                                    <rect key="frame" x="20" y="100" width="374" height="21"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="\(prefix)-lb-001" firstAttribute="top" secondItem="\(prefix)-vw-001" secondAttribute="top" constant="100" id="\(prefix)-ct-001"/>
                                <constraint firstItem="\(prefix)-lb-001" firstAttribute="leading" secondItem="\(prefix)-vw-001" secondAttribute="leading" constant="20" id="\(prefix)-ct-002"/>
                            </constraints>
                        </view>
                        <connections>
                            <outlet property="titleLabel" destination="\(prefix)-lb-001" id="\(prefix)-ou-001"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="\(prefix)-fr-001" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="0" y="0"/>
            </scene>

    """
  }

  static let base = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="lgn-vc-001">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        </dependencies>
        <scenes>

    """ + scene("lgn", title: "Login", text: "Welcome")
    + scene("set", title: "Settings", text: "Options")
      + """
          </scenes>
      </document>

      """

  /// `base` with each pair's first text replaced by its second, each exactly once.
  static func edited(_ edits: [(String, String)], in text: String = base) -> String {
    var text = text
    for (old, new) in edits {
      precondition(text.components(separatedBy: old).count == 2, "not once: \(old)")
      text = text.replacingOccurrences(of: old, with: new)
    }
    return text
  }

  /// Runs `scenectl merge base ours theirs -o out` in a scratch folder: the output, and the
  /// text of `out` (nil when absent).
  static func merge(
    base: String = base, ours: String, theirs: String, options: [String] = []
  ) throws
    -> (output: CommandOutput, merged: String?)
  {
    try withTemporaryFolder { folder in
      for (name, text) in [("base", base), ("ours", ours), ("theirs", theirs)] {
        try text.write(toFile: "\(folder)/\(name).storyboard", atomically: true, encoding: .utf8)
      }
      let output = Scenectl.run([
        "merge", "\(folder)/base.storyboard", "\(folder)/ours.storyboard",
        "\(folder)/theirs.storyboard", "-o", "\(folder)/out.storyboard",
      ] + options)
      let merged = try? String(contentsOfFile: "\(folder)/out.storyboard", encoding: .utf8)
      var shown = output
      shown.stderr = shown.stderr.replacingOccurrences(of: folder + "/", with: "")
      return (shown, merged)
    }
  }
}
