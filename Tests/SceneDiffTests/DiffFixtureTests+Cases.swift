/// The diff fixtures of issue 34: each kind of change, alone, made to `Fixtures/Notes.storyboard`
/// by replacing text, with the whole text report pinned.
extension DiffFixtureTests {
  static let cases: [DiffCase] = [
    DiffCase(
      "sceneRenamed",
      edits: [
        (#"storyboardIdentifier="NoteDetail""#, #"storyboardIdentifier="Detail""#),
      ],
      expected: #"""
        scene 'Detail' (det-00-001):
          ~ scene 'Detail' storyboardIdentifier: NoteDetail → Detail
          layout: moves nothing
        1 change in 1 scene
        """#),
    DiffCase(
      "sceneClassChanged",
      edits: [
        (#"customClass="InfoViewController""#, #"customClass="AboutViewController""#),
      ],
      expected: #"""
        scene 'aboutViewController' (inf-00-001):
          ~ scene 'aboutViewController' class: InfoViewController → AboutViewController
          layout: moves nothing
        1 change in 1 scene
        """#),
    DiffCase(
      "sceneTitleChanged",
      edits: [
        (#"title="Note" id="nvi-00-002""#, #"title="Details" id="nvi-00-002""#),
      ],
      expected: #"""
        scene 'NoteDetail' (det-00-001):
          ~ scene 'NoteDetail' title: Note → Details
          layout: moves nothing
        1 change in 1 scene
        """#),
    DiffCase(
      "sceneAdded",
      edits: [
        (lines(#"        <!--Info-->"#, end: true), lines(#"        <scene sceneID="scn-00-005">"#, #"            <objects>"#, #"                <viewController id="hlp-00-001" customClass="HelpViewController" sceneMemberID="viewController">"#, #"                    <view key="view" contentMode="scaleToFill" id="rot-00-003">"#, #"                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#, #"                    </view>"#, #"                </viewController>"#, #"            </objects>"#, #"        </scene>"#, #"        <!--Info-->"#, end: true)),
      ],
      expected: #"""
        + scene 'helpViewController' (hlp-00-001): viewController
        1 change in 1 scene
        """#),
    DiffCase(
      "sceneRemoved",
      edits: [
        (infoScene, ""),
      ],
      expected: #"""
        scene 'NoteDetail' (det-00-001):
          ~ segue 'showInfo' retargeted: 'infoViewController' → 'missing_inf_00_001'
          layout: moves nothing
        - scene 'infoViewController' (inf-00-001): viewController, 1 view
        2 changes in 2 scenes
        """#),
    DiffCase(
      "viewAdded",
      edits: [
        (lines(#"                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">"#, #"                                <rect key="frame" x="16" y="296" width="60" height="30"/>"#, #"                                <state key="normal" title="Save"/>"#, #"                                <connections>"#, #"                                    <action selector="save:" destination="det-00-001" eventType="touchUpInside" id="act-00-001"/>"#, #"                                    <segue destination="inf-00-001" kind="presentation" identifier="showInfo" id="sg2-00-001"/>"#, #"                                </connections>"#, #"                            </button>"#, end: true), lines(#"                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">"#, #"                                <rect key="frame" x="16" y="296" width="60" height="30"/>"#, #"                                <state key="normal" title="Save"/>"#, #"                                <connections>"#, #"                                    <action selector="save:" destination="det-00-001" eventType="touchUpInside" id="act-00-001"/>"#, #"                                    <segue destination="inf-00-001" kind="presentation" identifier="showInfo" id="sg2-00-001"/>"#, #"                                </connections>"#, #"                            </button>"#, #"                            <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swt-00-001">"#, #"                                <rect key="frame" x="300" y="296" width="51" height="31"/>"#, #"                            </switch>"#, end: true)),
      ],
      expected: #"""
        scene 'NoteDetail' (det-00-001):
          + view 'switch_swt_00_001' (switch) in the root view
          layout: moves nothing
        1 change in 1 scene
        """#),
    DiffCase(
      "viewRemoved",
      edits: [
        (lines(#"                            <label opaque="NO" text="About" translatesAutoresizingMaskIntoConstraints="NO" id="abt-00-001">"#, #"                                <rect key="frame" x="16" y="40" width="48" height="21"/>"#, #"                                <fontDescription key="fontDescription" type="system" pointSize="17"/>"#, #"                            </label>"#, end: true), #""#),
        (lines(#"                            <constraint firstItem="abt-00-001" firstAttribute="top" secondItem="saf-00-002" secondAttribute="top" constant="20" id="c10-00-001"/>"#, #"                            <constraint firstItem="abt-00-001" firstAttribute="leading" secondItem="rot-00-002" secondAttribute="leading" constant="16" id="c11-00-001"/>"#, end: true), #""#),
      ],
      expected: #"""
        scene 'infoViewController' (inf-00-001):
          - view 'label_abt_00_001' (label)
          - constraint label_abt_00_001.top = safeArea.top + 20
          - constraint label_abt_00_001.leading = superview.leading + 16
          layout: moves nothing
        3 changes in 1 scene
        """#),
    DiffCase(
      "viewMoved",
      edits: [
        (lines(#"                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">"#, #"                                <rect key="frame" x="16" y="296" width="60" height="30"/>"#, #"                                <state key="normal" title="Save"/>"#, #"                                <connections>"#, #"                                    <action selector="save:" destination="det-00-001" eventType="touchUpInside" id="act-00-001"/>"#, #"                                    <segue destination="inf-00-001" kind="presentation" identifier="showInfo" id="sg2-00-001"/>"#, #"                                </connections>"#, #"                            </button>"#, end: true), #""#),
        (lines(#"                                    </label>"#, #"                                </subviews>"#, end: true), lines(#"                                    </label>"#, #"                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">"#, #"                                <rect key="frame" x="16" y="296" width="60" height="30"/>"#, #"                                <state key="normal" title="Save"/>"#, #"                                <connections>"#, #"                                    <action selector="save:" destination="det-00-001" eventType="touchUpInside" id="act-00-001"/>"#, #"                                    <segue destination="inf-00-001" kind="presentation" identifier="showInfo" id="sg2-00-001"/>"#, #"                                </connections>"#, #"                            </button>"#, #"                                </subviews>"#, end: true)),
      ],
      expected: #"""
        scene 'NoteDetail' (det-00-001):
          ~ view 'saveButton' moved: the root view → 'card'
          layout: moves nothing
        1 change in 1 scene
        """#),
    DiffCase(
      "viewRetyped",
      edits: [
        (#"<label opaque="NO" text="About""#, #"<textField opaque="NO" text="About""#),
        (lines(#"                                <fontDescription key="fontDescription" type="system" pointSize="17"/>"#, #"                            </label>"#), lines(#"                                <fontDescription key="fontDescription" type="system" pointSize="17"/>"#, #"                            </textField>"#)),
      ],
      expected: #"""
        scene 'infoViewController' (inf-00-001):
          ~ view 'textField_abt_00_001' retyped: label → textField
          layout: moves nothing
        1 change in 1 scene
        """#),
    DiffCase(
      "propertyChanged",
      edits: [
        (#"text="Hello""#, #"text="Hi there""#),
      ],
      expected: #"""
        scene 'NoteDetail' (det-00-001):
          ~ view 'titleLabel' text: Hello → "Hi there"
          layout: moves nothing
        1 change in 1 scene
        """#),
    DiffCase(
      "segueAdded",
      edits: [
        (#"<outlet property="saveButton" destination="btn-00-001" id="out-00-002"/>"#, lines(#"<outlet property="saveButton" destination="btn-00-001" id="out-00-002"/>"#, #"                        <segue destination="inf-00-001" kind="show" identifier="about" id="sg9-00-001"/>"#)),
      ],
      expected: #"""
        scene 'NoteDetail' (det-00-001):
          + segue 'about' (show to 'infoViewController')
          layout: moves nothing
        1 change in 1 scene
        """#),
    DiffCase(
      "segueRemoved",
      edits: [
        (lines(#""#, #"                                    <segue destination="det-00-001" kind="show" identifier="showNote" id="sg1-00-001"/>"#), #""#),
      ],
      expected: #"""
        scene 'noteListViewController' (lst-00-001):
          - segue 'showNote' (show from 'NoteCell' to 'NoteDetail')
          layout: moves nothing
        1 change in 1 scene
        """#),
    DiffCase(
      "segueRetargeted",
      edits: [
        (#"<segue destination="inf-00-001" kind="presentation""#, #"<segue destination="lst-00-001" kind="presentation""#),
      ],
      expected: #"""
        scene 'NoteDetail' (det-00-001):
          ~ segue 'showInfo' retargeted: 'infoViewController' → 'noteListViewController'
          layout: moves nothing
        1 change in 1 scene
        """#),
    DiffCase(
      "segueKindChanged",
      edits: [
        (#"kind="presentation" identifier="showInfo""#, #"kind="show" identifier="showInfo""#),
      ],
      expected: #"""
        scene 'NoteDetail' (det-00-001):
          ~ segue 'showInfo' kind: modal → show
          layout: moves nothing
        1 change in 1 scene
        """#),
    DiffCase(
      "segueIdentifierChanged",
      edits: [
        (#"identifier="showInfo""#, #"identifier="presentInfo""#),
      ],
      expected: #"""
        scene 'NoteDetail' (det-00-001):
          ~ segue 'presentInfo' identifier: showInfo → presentInfo
          layout: moves nothing
        1 change in 1 scene
        """#),
    DiffCase(
      "outletConnected",
      edits: [
        (#"<outlet property="saveButton" destination="btn-00-001" id="out-00-002"/>"#, lines(#"<outlet property="saveButton" destination="btn-00-001" id="out-00-002"/>"#, #"                        <outlet property="cardView" destination="crd-00-001" id="out-00-003"/>"#)),
      ],
      expected: #"""
        scene 'NoteDetail' (det-00-001):
          + outlet 'cardView' → 'cardView'
          layout: moves nothing
        1 change in 1 scene
        """#),
    DiffCase(
      "outletDisconnected",
      edits: [
        (lines(#""#, #"                        <outlet property="titleLabel" destination="lbl-00-001" id="out-00-001"/>"#), #""#),
      ],
      expected: #"""
        scene 'NoteDetail' (det-00-001):
          - outlet 'titleLabel' → 'titleLabel'
          layout: moves nothing
        1 change in 1 scene
        """#),
    DiffCase(
      "outletRetargeted",
      edits: [
        (#"<outlet property="saveButton" destination="btn-00-001""#, #"<outlet property="saveButton" destination="lbl-00-001""#),
      ],
      expected: #"""
        scene 'NoteDetail' (det-00-001):
          ~ outlet 'saveButton' retargeted: 'saveButton' → 'titleLabel'
          layout: moves nothing
        1 change in 1 scene
        """#),
    DiffCase(
      "actionConnected",
      edits: [
        (#"eventType="touchUpInside" id="act-00-001"/>"#, lines(#"eventType="touchUpInside" id="act-00-001"/>"#, #"                                    <action selector="haptic:" destination="det-00-001" eventType="touchDown" id="act-00-002"/>"#)),
      ],
      expected: #"""
        scene 'NoteDetail' (det-00-001):
          + action 'haptic' from 'saveButton'
          layout: moves nothing
        1 change in 1 scene
        """#),
    DiffCase(
      "actionDisconnected",
      edits: [
        (lines(#""#, #"                                    <action selector="save:" destination="det-00-001" eventType="touchUpInside" id="act-00-001"/>"#), #""#),
      ],
      expected: #"""
        scene 'NoteDetail' (det-00-001):
          - action 'save' from 'saveButton'
          layout: moves nothing
        1 change in 1 scene
        """#),
    DiffCase(
      "actionChanged",
      edits: [
        (#"<action selector="save:""#, #"<action selector="store:""#),
      ],
      expected: #"""
        scene 'NoteDetail' (det-00-001):
          ~ action 'store' name: save → store
          ~ action 'store' selector: save: → store:
          layout: moves nothing
        2 changes in 1 scene
        """#),
    DiffCase(
      "constraintAdded",
      edits: [
        (#"<constraint firstAttribute="height" constant="200" id="c04-00-001"/>"#, lines(#"<constraint firstAttribute="height" constant="200" id="c04-00-001"/>"#, #"                                    <constraint firstAttribute="bottom" secondItem="lbl-00-001" secondAttribute="bottom" constant="8" id="c12-00-001"/>"#)),
      ],
      expected: #"""
        scene 'NoteDetail' (det-00-001):
          + constraint superview.bottom = titleLabel.bottom + 8
          layout on iphone-se: 'titleLabel' [24, 88, 327, 21] → [24, 88, 327, 184]
        1 change in 1 scene
        """#),
    DiffCase(
      "constraintRemoved",
      edits: [
        (lines(#""#, #"                            <constraint firstItem="btn-00-001" firstAttribute="leading" secondItem="crd-00-001" secondAttribute="leading" id="c09-00-001"/>"#), #""#),
      ],
      expected: #"""
        scene 'NoteDetail' (det-00-001):
          - constraint saveButton.leading = card.leading
          layout on iphone-se: 'saveButton' [16, 296, 38, 30] → [0, 296, 38, 30]
        1 change in 1 scene
        """#),
    DiffCase(
      "constraintConstantChanged",
      edits: [
        (#"secondAttribute="bottom" constant="16" id="c08-00-001""#, #"secondAttribute="bottom" constant="24" id="c08-00-001""#),
      ],
      expected: #"""
        scene 'NoteDetail' (det-00-001):
          ~ constraint saveButton.top = card.bottom + 16 → + 24
          layout on iphone-se: 'saveButton' [16, 296, 38, 30] → [16, 304, 38, 30]
        1 change in 1 scene
        """#),
    DiffCase(
      "constraintPriorityChanged",
      edits: [
        (#"<constraint firstAttribute="height" constant="200" id="c04-00-001"/>"#, #"<constraint firstAttribute="height" priority="999" constant="200" id="c04-00-001"/>"#),
      ],
      expected: #"""
        scene 'NoteDetail' (det-00-001):
          ~ constraint card.height = 200 → @999
          layout: moves nothing
        1 change in 1 scene
        """#),
    DiffCase(
      "variationChanged",
      edits: [
        (#"pointSize="13""#, #"pointSize="11""#),
      ],
      expected: #"""
        scene 'NoteDetail' (det-00-001):
          ~ variation 'titleLabel' when "heightClass=compact": {font: {size: 13, weight: regular}} → {font: {size: 11, weight: regular}}
          layout: moves nothing
        1 change in 1 scene
        """#),
    DiffCase(
      "variationAdded",
      edits: [
        (lines(#"                            <label opaque="NO" text="About" translatesAutoresizingMaskIntoConstraints="NO" id="abt-00-001">"#, #"                                <rect key="frame" x="16" y="40" width="48" height="21"/>"#, #"                                <fontDescription key="fontDescription" type="system" pointSize="17"/>"#, #"                            </label>"#, end: true), lines(#"                            <label opaque="NO" text="About" translatesAutoresizingMaskIntoConstraints="NO" id="abt-00-001">"#, #"                                <rect key="frame" x="16" y="40" width="48" height="21"/>"#, #"                                <fontDescription key="fontDescription" type="system" pointSize="17"/>"#, #"                                <variation key="heightClass=regular-widthClass=regular">"#, #"                                    <fontDescription key="fontDescription" type="system" pointSize="28"/>"#, #"                                </variation>"#, #"                            </label>"#, end: true)),
      ],
      expected: #"""
        scene 'infoViewController' (inf-00-001):
          + variation 'label_abt_00_001' when "heightClass=regular-widthClass=regular": {font: {size: 28, weight: regular}}
          layout: moves nothing
        1 change in 1 scene
        """#),
    DiffCase(
      "uncarriedAttributeChanged",
      edits: [
        (#"<state key="normal" title="Save"/>"#, #"<state key="normal" title="Save" backgroundImage="square.and.arrow.down"/>"#),
      ],
      expected: #"""
        scene 'NoteDetail' (det-00-001):
          ~ button 'saveButton' state[normal]: {title: Save} → {backgroundImage: square.and.arrow.down, title: Save}
          layout on iphone-se: 'saveButton' [16, 296, 38, 30] → [16, 296, 60, 30]
        1 change in 1 scene
        """#),
    DiffCase(
      "subviewOrderChanged",
      edits: [
        (lines(#"                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">"#, #"                                <rect key="frame" x="16" y="296" width="60" height="30"/>"#, #"                                <state key="normal" title="Save"/>"#, #"                                <connections>"#, #"                                    <action selector="save:" destination="det-00-001" eventType="touchUpInside" id="act-00-001"/>"#, #"                                    <segue destination="inf-00-001" kind="presentation" identifier="showInfo" id="sg2-00-001"/>"#, #"                                </connections>"#, #"                            </button>"#, end: true), #""#),
        (lines(#"                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="crd-00-001" userLabel="Card">"#, end: true), lines(#"                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">"#, #"                                <rect key="frame" x="16" y="296" width="60" height="30"/>"#, #"                                <state key="normal" title="Save"/>"#, #"                                <connections>"#, #"                                    <action selector="save:" destination="det-00-001" eventType="touchUpInside" id="act-00-001"/>"#, #"                                    <segue destination="inf-00-001" kind="presentation" identifier="showInfo" id="sg2-00-001"/>"#, #"                                </connections>"#, #"                            </button>"#, #"                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="crd-00-001" userLabel="Card">"#, end: true)),
      ],
      expected: #"""
        scene 'NoteDetail' (det-00-001):
          ~ view the root view subview order: 'card', 'saveButton' → 'saveButton', 'card'
          layout: moves nothing
        1 change in 1 scene
        """#),
  ]
}
