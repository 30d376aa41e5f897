import Testing

@testable import StoryboardImport

/// A split view controller's `supplementaryViewController` relationship imports as
/// `relationship: supplementary` beside `master` and `detail`, counted as carried, with no
/// not-carried entry; the scene file validates clean (Storyboards.md, the mapping).
@Suite struct TripleColumnImportTests {
  static func column(_ number: Int, _ identifier: String) -> String {
    """
            <scene sceneID="scn-00-00\(number)">
                <objects>
                    <viewController storyboardIdentifier="\(identifier)" id="vc0-00-00\(number)" sceneMemberID="viewController">
                        <view key="view" id="vw0-00-00\(number)">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
    """
  }

  static let bytes = storyboard(
    """
            <scene sceneID="scn-00-001">
                <objects>
                    <splitViewController id="vc0-00-001" behavior="tile" sceneMemberID="viewController">
                        <connections>
                            <segue destination="vc0-00-004" kind="relationship" relationship="detailViewController" id="seg-00-001"/>
                            <segue destination="vc0-00-002" kind="relationship" relationship="masterViewController" id="seg-00-002"/>
                            <segue destination="vc0-00-003" kind="relationship" relationship="supplementaryViewController" id="seg-00-003"/>
                        </connections>
                    </splitViewController>
                </objects>
            </scene>
    \(column(2, "Feeds"))
    \(column(3, "Timeline"))
    \(column(4, "Article"))
    """)

  @Test func theSupplementaryRelationshipIsCarried() throws {
    let result = try #require(imported(Self.bytes))
    #expect(
      result.yaml.contains(
        """
              - kind: relationship
                relationship: detail
                to: Article
              - kind: relationship
                relationship: master
                to: Feeds
              - kind: relationship
                relationship: supplementary
                to: Timeline

        """))
    #expect(result.carried.segues == 3)
    #expect(result.inFile.segues == 3)
    #expect(result.notCarried.isEmpty)
    #expect(diagnostics(Self.bytes) == [])
  }
}
