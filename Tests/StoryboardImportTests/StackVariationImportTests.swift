import SceneLayout
import SceneModel
import Testing

@testable import StoryboardImport

/// A stack view's properties varied per size class (`<variation key="widthClass=compact"
/// axis="vertical" spacingType="standard"/>`), built like PirateHandbook's pair of buttons:
/// side by side 12 points apart in regular width, one above the other 8 points apart in
/// compact width. The import carries them as `variations:`, and each device lays the stack
/// out as its size class says; a view's `hidden` varies the same way.
@Suite struct StackVariationImportTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14109" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc0-00-001">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="scn-00-001">
                <objects>
                    <viewController id="vc0-00-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="top-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                                    <rect key="frame" x="16" y="100" width="343" height="108"/>
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="btA-00-001">
                                            <rect key="frame" x="0.0" y="0.0" width="343" height="50"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="50" id="hA0-00-001"/>
                                            </constraints>
                                            <state key="normal" title="Fact"/>
                                        </button>
                                        <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="btB-00-001">
                                            <rect key="frame" x="0.0" y="58" width="343" height="50"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="50" id="hB0-00-001"/>
                                            </constraints>
                                            <state key="normal" title="Fiction"/>
                                            <variation key="heightClass=regular-widthClass=regular" hidden="YES"/>
                                        </button>
                                    </subviews>
                                    <variation key="widthClass=compact" axis="vertical" spacingType="standard"/>
                                </stackView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="top-00-001" secondAttribute="leading" constant="16" id="c01-00-001"/>
                                <constraint firstAttribute="trailing" secondItem="stk-00-001" secondAttribute="trailing" constant="16" id="c02-00-001"/>
                                <constraint firstItem="stk-00-001" firstAttribute="top" secondItem="top-00-001" secondAttribute="top" constant="100" id="c03-00-001"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test func theVariedPropertiesAreCarried() throws {
    let result = try #require(imported(Array(Self.storyboard.utf8)))
    #expect(
      result.yaml.contains(
        """
                distribution: fillEqually
                variations:
                  - when: "widthClass=compact"
                    axis: vertical
                    spacing: 8
        """))
    #expect(
      result.yaml.contains(
        """
                    title: Fiction
                    style: system
                    variations:
                      - when: "heightClass=regular-widthClass=regular"
                        hidden: true
        """))
    #expect(result.notCarried.isEmpty)
  }

  /// Compact width: one above the other, 8 points apart, as the canvas stores them.
  @Test func compactWidthStacksTheButtonsVertically() throws {
    let layout = try Self.layout(on: "iphone-se")
    #expect(
      layout == [
        "stackView_stk_00_001 [16, 100, 343, 108]", "button_btA_00_001 [16, 100, 343, 50]",
        "button_btB_00_001 [16, 158, 343, 50]",
      ])
  }

  /// Near miss: regular width keeps the file's own axis and spacing, side by side 12 points
  /// apart; in regular height too the second button is hidden there and takes no room (it
  /// sits at the stack's end, the middle of the gap after the first).
  @Test(arguments: [
    (
      "932x430",
      [
        "stackView_stk_00_001 [16, 100, 900, 50]", "button_btA_00_001 [16, 100, 444, 50]",
        "button_btB_00_001 [472, 100, 444, 50]",
      ]
    ),
    (
      "ipad",
      [
        "stackView_stk_00_001 [16, 100, 788, 50]", "button_btA_00_001 [16, 100, 788, 50]",
        "button_btB_00_001 [804, 100, 0, 50]",
      ]
    ),
  ])
  func regularWidthKeepsTheFilesAxis(_ device: String, _ frames: [String]) throws {
    #expect(try Self.layout(on: device) == frames)
  }

  static func layout(on name: String) throws -> [String] {
    let loaded = StoryboardImport.load(Array(storyboard.utf8), file: "Main.storyboard")
    let storyboard = try #require(loaded.result.storyboard)
    let scene = try #require(storyboard.scenes.first)
    let layout = SceneLayoutEngine.layout(
      scene, in: storyboard, device: try #require(Device.named(name)))
    #expect(layout.diagnostics.isEmpty)
    return layout.frames.map { "\($0.id) \(LayoutFormat.rect($0.frame))" }
  }
}
