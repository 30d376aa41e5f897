import Foundation
import ScenectlCommands
import TestSupport
import Testing

/// Issue 28's messages and severities: Interface Builder XML is known by its content, a
/// constraint to a missing id is an error as an outlet to one is, and a cycle of references
/// at the initial scene stops `validate` and `simulate` where UIKit would crash.
@Suite struct MessageSeverityTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"/>

    """

  /// A storyboard whose one scene has a view with a constraint to `ghost` and an outlet to
  /// `zz`, ids that nothing in the file has.
  static let dangling = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="14460" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="box">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                                    <constraints>
                                        <constraint firstItem="ghost" firstAttribute="height" constant="50" id="h1"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="box" destination="zz" id="o1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

  @Test func aXIBIsNamedAsOneWhateverItsName() throws {
    for name in ["View.xib", "View.yaml"] {
      let output = try scenectl("validate", scene: Self.xib, as: name)
      #expect(output.status == .problemsFound)
      #expect(
        output.stdout == """
          \(name):2:1: error: this XIB has no top-level view, cell or view controller, so there is nothing to check or lay out; add a view to it in Interface Builder, or delete the file if nothing loads it [xib-no-views]
          1 error, 0 warnings in 1 file

          """)
    }
  }

  @Test func aConstraintToAMissingIdIsAnError() throws {
    let output = try scenectl("validate", scene: Self.dangling, as: "d.storyboard")
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout == """
        d.storyboard:13:37: error: constraint refers to 'missing_ghost', which is not a view of scene 'viewController_vc' nor 'superview', 'rootView', 'safeArea', 'topLayoutGuide', 'bottomLayoutGuide' or a view's 'VIEW.safeArea' [constraint-unknown-item]
        d.storyboard:19:25: error: outlet 'box' connects to 'missing_zz', which is not a view or bar item of scene 'viewController_vc' [outlet-dangling-destination]
        2 errors, 0 warnings in 1 file

        """)
  }

  /// An outlet to a constraint the import leaves out names the line it is on.
  @Test func anOutletToAConstraintLeftOutNamesItsLine() throws {
    let text = Self.dangling.replacingOccurrences(
      of: "firstItem=\"ghost\" firstAttribute=\"height\" ", with: ""
    ).replacingOccurrences(of: "destination=\"zz\"", with: "destination=\"h1\"")
    let path = try temporaryFile(named: "d.storyboard", Array(text.utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = scenectl(["import", path], showing: path, as: "d.storyboard")
    #expect(
      output.stderr.contains(
        """
        not carried (2):
        d.storyboard:13:37: constraint 'h1': it has no firstAttribute, so it constrains nothing
        d.storyboard:19:25: outlet 'box': it connects to 'h1', a constraint (line 13) the import could not name: it is left out, or it has a line per size class

        """), "\(output.stderr)")
  }

  /// a.yaml starts at a reference to b.yaml, whose initial scene is a reference to a.yaml.
  @Test func aReferenceCycleAtLaunchIsAnError() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (name, other) in [("a", "b"), ("b", "a")] {
      let text = """
        format: 1
        storyboard: \(name.uppercased())
        initial: to\(other.uppercased())
        scenes:
          to\(other.uppercased()):
            kind: viewController
            reference: { storyboard: \(other).yaml }

        """
      try text.write(toFile: "\(folder)/\(name).yaml", atomically: true, encoding: .utf8)
    }
    let output = scenectl(["validate", "\(folder)/a.yaml"], in: folder)
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout.hasPrefix(
        "F/a.yaml:7:30: error: the initial scene 'toB' is a storyboard reference whose"
          + " references lead back round to it without reaching a scene, so the app crashes at"
          + " launch (UIKit cannot make the initial view controller); make one of them name a"
          + " scene that is not a reference [reference-cycle]\n"))
    let simulate = scenectl(["simulate", "\(folder)/a.yaml"], in: folder)
    #expect(simulate.status == .problemsFound)
    #expect(simulate.stdout == "")
  }

  /// `r.yaml`: a button presents scene `r`, a reference to `target`.
  static func presenting(_ target: String) -> String {
    """
    format: 1
    storyboard: R
    initial: a
    scenes:
      a:
        kind: viewController
        views:
          - { id: go, type: button, title: Go, frame: [0, 100, 80, 44] }
        segues:
          - { id: s, kind: modal, to: r, from: go }
      r:
        kind: viewController
        reference: { \(target) }

    """
  }

  /// A segue to a reference whose file was read and has no such scene: validate warns, and
  /// simulate fails at the tap, where the app crashes.
  @Test func aSegueToABrokenReferenceFailsWhereTheAppCrashes() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.presenting("storyboard: o.yaml, scene: nope").write(
      toFile: "\(folder)/r.yaml", atomically: true, encoding: .utf8)
    try FileInputTests.scene.write(toFile: "\(folder)/o.yaml", atomically: true, encoding: .utf8)
    let output = scenectl(["simulate", "\(folder)/r.yaml", "--tap", "go"], in: folder)
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout.contains(
        """
        tap go
          segue modal 's': a → r, presented as pageSheet (automatic)
          error: storyboard reference 'r' (scene 'nope' of o.yaml) cannot be followed (validate says why): the app crashes here, as UIKit cannot load the scene it names

        """))
  }

  /// A reference to a file that was not read may be in the app: the simulation goes on to
  /// an empty scene, and validate's warning says what was not followed.
  @Test func aSegueToAFileNotReadShowsAnEmptyScene() throws {
    let text = Self.presenting("storyboard: Elsewhere.storyboard")
    let output = try scenectl("simulate", scene: text, ["--tap", "go"], as: "r.yaml")
    #expect(output.status == .success)
    #expect(output.stdout.contains("on screen: top 'r', stack a > r"), "\(output.stdout)")
  }

  @Test func aDeviceTooLargeStatesTheRange() {
    let output = Scenectl.run(
      ["simulate", "\(repositoryRoot)/Scenes/Wonderland.yaml", "--device", "20000x20000"])
    #expect(output.status == .usageOrInput)
    #expect(
      output.stderr.hasSuffix(
        "or WIDTHxHEIGHT in whole points from 1 to 10000 (such as 414x896, or 815x660+20+0 with"
          + " its safe-area insets, which leave some height, or 320x1024@pad with its idiom, phone"
          + " or pad)\n"))
  }
}
