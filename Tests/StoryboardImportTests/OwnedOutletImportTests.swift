import StoryboardImport
import Testing

/// Outlets the import used to leave out (issue 29, connections accounted for): to a bar
/// button item among the scene's objects, which code puts in a bar; from a cell to a
/// constraint of its views; from a cell to its accessory view, a free view of the scene.
@Suite struct OwnedOutletImportTests {
  /// Built like CloudNotes' editor (toolbar items beside the controller, its code fills the
  /// toolbar), ResearchKit's cells (a cell class keeps its label's width constraint) and Core
  /// Data CloudKit's tags cell (a button beside the controller is its accessory view).
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \
    initialViewController="tvc-00-001">
        <scenes>
            <scene sceneID="scn-00-001">
                <objects>
                    <tableViewController id="tvc-00-001" customClass="NotesViewController" sceneMemberID="viewController">
                        <tableView key="view" dataMode="prototypes" style="plain" rowHeight="44" id="tbl-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <prototypes>
                                <tableViewCell reuseIdentifier="NoteCell" id="cel-00-001" customClass="NoteCell">
                                    <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                    <tableViewCellContentView key="contentView" id="ccv-00-001">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                        <subviews>
                                            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                                <rect key="frame" x="16" y="12" width="91" height="20"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="91" id="cwd-00-001"/>
                                                </constraints>
                                            </label>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="ccv-00-001" secondAttribute="leadingMargin" id="cld-00-001"/>
                                            <constraint firstItem="lbl-00-001" firstAttribute="centerY" secondItem="ccv-00-001" secondAttribute="centerY" id="ccy-00-001"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                    <connections>
                                        <outlet property="titleWidthConstraint" destination="cwd-00-001" id="out-00-002"/>
                                        <outlet property="accessoryView" destination="btn-00-001" id="out-00-003"/>
                                    </connections>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                        <connections>
                            <outlet property="trashButton" destination="bbi-00-001" id="out-00-001"/>
                        </connections>
                    </tableViewController>
                    <barButtonItem systemItem="trash" id="bbi-00-001">
                        <connections>
                            <action selector="onDelete:" destination="tvc-00-001" id="act-00-001"/>
                        </connections>
                    </barButtonItem>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                        <state key="normal" title="Tags"/>
                    </button>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test func theOutletsAreCarried() throws {
    let result = try #require(imported(Array(Self.document.utf8)))
    #expect(result.carried.outlets == 3)
    #expect(result.inFile.outlets == 3)
    #expect(result.yaml.contains("      - id: titleWidthConstraint\n"))
    #expect(
      result.yaml.contains(
        "            outlets:\n              titleWidthConstraint: titleWidthConstraint\n"
          + "              accessoryView: accessoryView\n"))
    #expect(result.yaml.contains("    outlets:\n      trashButton: trashButton\n"))
    #expect(
      result.yaml.contains(
        "    objects:\n      - ib: \"bbi-00-001\"\n        id: trashButton\n"
          + "        class: UIBarButtonItem\n"))
    // The bar item's action is lost with it: no bar of the file shows it.
    #expect(
      result.notCarried.map { "\($0.position.line): \($0.what): \($0.reason)" }.contains(
        "38: free-standing bar button item 'bbi-00-001': code puts it in a bar: it is carried as "
          + "object 'trashButton', which outlets reach; its 1 action is lost with it"))
  }

  /// The import validates: the cell's outlet to its constraint and the controller's to the
  /// object are known targets.
  @Test func theImportValidates() {
    let found = diagnostics(Array(Self.document.utf8)).filter { $0.contains("error") }
    #expect(found == [])
  }
}
