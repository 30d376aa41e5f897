import Foundation
import ScenectlCommands
import TestSupport
import Testing

/// The order of siblings merged three ways (a move on one side kept while the other side
/// changes the same parent), and children without an id paired by what they hold rather
/// than by their rank (segments of a segmented control).
@Suite struct MergeOrderTests {
  /// A scene of three labels and a segmented control of two segments.
  static let base = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="ord-vc-001">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        </dependencies>
        <scenes>
            <!--Order-->
            <scene sceneID="ord-sc-001">
                <objects>
                    <viewController title="Order" id="ord-vc-001" customClass="OrderViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="ord-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews>\(label("One", 1, y: 100))\(label("Two", 2, y: 140))\(label("Three", 3, y: 180))
                                <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="ord-sg-001">
                                    <rect key="frame" x="20" y="220" width="200" height="32"/>
                                    <segments>
                                        <segment title="First"/>
                                        <segment title="Second"/>
                                    </segments>
                                </segmentedControl>
                            </subviews>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="ord-fr-001" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="0" y="0"/>
            </scene>
        </scenes>
    </document>

    """

  /// A label of the scene, with the line break before it.
  static func label(_ text: String, _ number: Int, y: Int) -> String {
    let pad = String(repeating: " ", count: 28)
    return "\n\(pad)<label opaque=\"NO\" text=\"\(text)\" id=\"ord-lb-00\(number)\">\n"
      + "\(pad)    <rect key=\"frame\" x=\"20\" y=\"\(y)\" width=\"374\" height=\"21\"/>\n"
      + "\(pad)</label>"
  }

  static let (one, two, three) = (
    label("One", 1, y: 100), label("Two", 2, y: 140), label("Three", 3, y: 180)
  )
  static let labels = one + two + three
  static let uno = one.replacingOccurrences(of: "\"One\"", with: "\"Uno\"")
  static let threeFirst = (labels, three + one + two)

  static func segment(_ title: String) -> String {
    String(repeating: " ", count: 36) + "<segment title=\"\(title)\"/>\n"
  }

  static func edited(_ edits: [(String, String)]) -> String {
    MergeFixture.edited(edits, in: base)
  }

  static func merge(ours: [(String, String)], theirs: [(String, String)]) throws
    -> (output: CommandOutput, merged: String?)
  {
    try MergeFixture.merge(base: base, ours: edited(ours), theirs: edited(theirs))
  }

  @Test func aMoveOnTheirsIsKeptWhenOursChangedTheSameParent() throws {
    let (output, merged) = try Self.merge(
      ours: [(Self.one, Self.uno)], theirs: [Self.threeFirst])
    #expect(output.status == .success, "\(output.stderr)")
    #expect(output.stderr == "")
    #expect(merged == Self.edited([(Self.labels, Self.three + Self.uno + Self.two)]))
  }

  @Test func movesOfDifferentSiblingsOnBothSidesAreBothKept() throws {
    let (output, merged) = try Self.merge(
      ours: [(Self.labels, Self.two + Self.three + Self.one)], theirs: [Self.threeFirst])
    #expect(output.status == .success, "\(output.stderr)")
    #expect(merged == Self.edited([(Self.labels, Self.three + Self.two + Self.one)]))
  }

  @Test func nearMissASiblingBothSidesMovedStaysWhereOursPutIt() throws {
    let (output, merged) = try Self.merge(
      ours: [(Self.labels, Self.uno + Self.three + Self.two)], theirs: [Self.threeFirst])
    #expect(output.status == .success, "\(output.stderr)")
    #expect(merged == Self.edited([(Self.labels, Self.uno + Self.three + Self.two)]))
  }

  @Test func aChildWithoutAnIdInsertedOnOneSideDoesNotShiftThePairing() throws {
    // Ours inserts a segment before the others, theirs renames the second one: before
    // pairing by content, ours' 'First' was paired with base's 'Second' (a false conflict).
    let first = Self.segment("First")
    let (output, merged) = try Self.merge(
      ours: [(first, Self.segment("Zero") + first)],
      theirs: [(Self.segment("Second"), Self.segment("Deux"))])
    #expect(output.status == .success, "\(output.stderr)")
    #expect(output.stderr == "")
    #expect(
      merged
        == Self.edited([
          (first + Self.segment("Second"), Self.segment("Zero") + first + Self.segment("Deux"))
        ]))
  }

  @Test func childrenWithoutAnIdAddedOnBothSidesAreBothKeptAndTheSameOneOnce() throws {
    let second = Self.segment("Second")
    let both = try Self.merge(
      ours: [(second, second + Self.segment("Third"))],
      theirs: [(second, second + Self.segment("Fourth"))])
    #expect(both.output.status == .success, "\(both.output.stderr)")
    #expect(
      both.merged
        == Self.edited([(second, second + Self.segment("Third") + Self.segment("Fourth"))]))
    let first = Self.segment("First")
    let same = try Self.merge(
      ours: [(first, Self.segment("Zero") + first)], theirs: [(first, Self.segment("Zero") + first)]
    )
    #expect(same.output.status == .success)
    #expect(same.merged == Self.edited([(first, Self.segment("Zero") + first)]))
  }

  @Test func nearMissAChildWithoutAnIdDeletedOnOneSideAndChangedOnTheOtherConflicts() throws {
    let (output, merged) = try Self.merge(
      ours: [(Self.segment("Second"), "")],
      theirs: [(Self.segment("Second"), Self.segment("Deux"))])
    #expect(output.status == .problemsFound)
    #expect(merged == Self.edited([(Self.segment("Second"), "")]))
    #expect(
      output.stderr == """
        theirs.storyboard:28:37: error: ours deleted 'segment' of segmented control 'ord-sg-001' in scene 'Order' (ord-sc-001), which theirs changed; keep it or delete it by hand [merge-delete-conflict]
        scenectl: 1 conflict; wrote ours to 'out.storyboard'

        """)
  }
}

/// Runtime attributes, children without an id named by their `keyPath`: each side's new one
/// kept; one keyPath both sides added with different values is a conflict named by it.
extension MergeOrderTests {
  static let oneFrame =
    "<rect key=\"frame\" x=\"20\" y=\"100\" width=\"374\" height=\"21\"/>\n"

  /// Label One's frame followed by its runtime attributes.
  static func runtime(_ items: [(String, String)]) -> (String, String) {
    let pad = String(repeating: " ", count: 32)
    let inner = items.map { keyPath, value in
      "\(pad)    <userDefinedRuntimeAttribute type=\"number\" keyPath=\"\(keyPath)\">\n"
        + "\(pad)        <integer key=\"value\" value=\"\(value)\"/>\n"
        + "\(pad)    </userDefinedRuntimeAttribute>\n"
    }.joined()
    return (
      oneFrame,
      oneFrame + "\(pad)<userDefinedRuntimeAttributes>\n" + inner
        + "\(pad)</userDefinedRuntimeAttributes>\n"
    )
  }

  static func runtimeMerge(ours: [(String, String)], theirs: [(String, String)]) throws
    -> (output: CommandOutput, merged: String?)
  {
    try MergeFixture.merge(
      base: edited([runtime([("tag", "1")])]), ours: edited([runtime([("tag", "1")] + ours)]),
      theirs: edited([runtime([("tag", "1")] + theirs)]))
  }

  @Test func runtimeAttributesBothSidesAddedAreBothKept() throws {
    let (output, merged) = try Self.runtimeMerge(
      ours: [("layer.cornerRadius", "4")], theirs: [("layer.borderWidth", "2")])
    #expect(output.status == .success, "\(output.stderr)")
    #expect(
      merged
        == Self.edited([
          Self.runtime([("tag", "1"), ("layer.cornerRadius", "4"), ("layer.borderWidth", "2")])
        ]))
  }

  @Test func nearMissOneKeyPathBothSidesAddedWithDifferentValuesConflictsByName() throws {
    let (output, merged) = try Self.runtimeMerge(
      ours: [("layer.cornerRadius", "4")], theirs: [("layer.cornerRadius", "8")])
    #expect(output.status == .problemsFound)
    #expect(merged == Self.edited([Self.runtime([("tag", "1"), ("layer.cornerRadius", "4")])]))
    #expect(
      output.stderr == """
        ours.storyboard:22:41: error: both sides changed 'value' of 'integer' value of 'userDefinedRuntimeAttribute' layer.cornerRadius of label 'One' (ord-lb-001) in scene 'Order' (ord-sc-001): ours '4', theirs '8'; edit the file to keep one [merge-conflict]
        scenectl: 1 conflict; wrote ours to 'out.storyboard'

        """)
  }
}
