import Foundation
import ScenectlCommands
import TestSupport
import Testing

/// `scenectl merge`: what merges, what conflicts (with the exact messages), ids both sides
/// added, and the check for errors the merge would make.
@Suite struct MergeCommandTests {
  typealias Fixture = MergeFixture

  static let loginText = ("text=\"Welcome\"", "text=\"Hello\"")
  static let settingsConstant = (
    "secondAttribute=\"top\" constant=\"100\" id=\"set-ct-001\"",
    "secondAttribute=\"top\" constant=\"120\" id=\"set-ct-001\""
  )

  /// Where a view added to the Login scene goes: before its `</subviews>`.
  static let endOfLoginSubviews =
    String(repeating: " ", count: 24) + "</subviews>\n" + String(repeating: " ", count: 24)
    + "<constraints>\n" + String(repeating: " ", count: 28)
    + "<constraint firstItem=\"lgn-lb-001\" firstAttribute=\"top\""

  @Test func editsOfDifferentScenesMerge() throws {
    let ours = Fixture.edited([Self.loginText])
    let theirs = Fixture.edited([Self.settingsConstant])
    let (output, merged) = try Fixture.merge(ours: ours, theirs: theirs)
    #expect(output.status == .success)
    #expect(output.stderr == "")
    #expect(merged == Fixture.edited([Self.loginText, Self.settingsConstant]))
  }

  @Test func editsOfDifferentAttributesOfOneElementMerge() throws {
    let ours = Fixture.edited([Self.loginText])
    let theirs = Fixture.edited([
      ("text=\"Welcome\" translates", "text=\"Welcome\" textAlignment=\"center\" translates")
    ])
    let (output, merged) = try Fixture.merge(ours: ours, theirs: theirs)
    #expect(output.status == .success)
    #expect(
      merged
        == Fixture.edited([
          ("text=\"Welcome\" translates", "text=\"Hello\" textAlignment=\"center\" translates")
        ]))
  }

  @Test func elementsAddedOnBothSidesAreKept() throws {
    let oursLabel = """
                                  <label opaque="NO" text="Ours" id="lgn-lb-002">
                                      <rect key="frame" x="20" y="200" width="374" height="21"/>
                                  </label>

      """
    let theirsButton = """
                                  <button opaque="NO" contentMode="scaleToFill" id="lgn-bt-001">
                                      <rect key="frame" x="20" y="300" width="374" height="30"/>
                                  </button>

      """
    let end = Self.endOfLoginSubviews
    let ours = Fixture.edited([(end, oursLabel + end)])
    let theirs = Fixture.edited([(end, theirsButton + end)])
    let (output, merged) = try Fixture.merge(ours: ours, theirs: theirs)
    #expect(output.status == .success, "\(output.stderr)")
    #expect(merged == Fixture.edited([(end, oursLabel + theirsButton + end)]))
  }

  @Test func theSameAttributeChangedDifferentlyIsAConflictAndOursIsWritten() throws {
    let ours = Fixture.edited([
      ("constant=\"100\" id=\"lgn-ct-001\"", "constant=\"8\" id=\"lgn-ct-001\"")
    ])
    let theirs = Fixture.edited([
      ("constant=\"100\" id=\"lgn-ct-001\"", "constant=\"16\" id=\"lgn-ct-001\"")
    ])
    let (output, merged) = try Fixture.merge(ours: ours, theirs: theirs)
    #expect(output.status == .problemsFound)
    #expect(merged == ours)
    let named = try Fixture.merge(ours: ours, theirs: theirs, options: ["--name", "App/Main.storyboard"])
    #expect(named.output.stderr.hasPrefix("App/Main.storyboard:20:29: error: both sides changed"))
    #expect(
      output.stderr == """
        ours.storyboard:20:29: error: both sides changed 'constant' of constraint 'lgn-ct-001' (top of 'lgn-lb-001') in scene 'Login' (lgn-sc-001): ours '8', theirs '16'; edit the file to keep one [merge-conflict]
        scenectl: 1 conflict; wrote ours to 'out.storyboard'

        """)
  }

  @Test func aDeletedElementTheOtherSideChangedIsAConflict() throws {
    let ours = Fixture.edited([
      (
        "                    <connections>\n                        <outlet property=\"titleLabel\" destination=\"set-lb-001\" id=\"set-ou-001\"/>\n                    </connections>\n",
        ""
      )
    ])
    let theirs = Fixture.edited([
      (
        "property=\"titleLabel\" destination=\"set-lb-001\"",
        "property=\"heading\" destination=\"set-lb-001\""
      )
    ])
    let (output, merged) = try Fixture.merge(ours: ours, theirs: theirs)
    #expect(output.status == .problemsFound)
    #expect(merged == ours)
    #expect(
      output.stderr.hasPrefix(
        "theirs.storyboard:49:25: error: ours deleted or moved outlet 'heading' (set-ou-001) in scene 'Settings' (set-sc-001), which theirs changed; keep it or delete it by hand [merge-delete-conflict]\n"
      ), "\(output.stderr)")
  }

  @Test func oneNewIdForDifferentElementsOnBothSidesIsRenamedInTheirs() throws {
    let end = Self.endOfLoginSubviews
    func label(_ text: String) -> String {
      """
                                  <label opaque="NO" text="\(text)" id="new-lb-001">
                                      <rect key="frame" x="20" y="200" width="374" height="21"/>
                                  </label>

      """
    }
    let ours = Fixture.edited([(end, label("Ours") + end)])
    let theirs = Fixture.edited([(end, label("Theirs") + end)])
    let (output, merged) = try Fixture.merge(ours: ours, theirs: theirs)
    #expect(output.status == .success)
    let renamed = try #require(
      output.stderr.split(separator: "'").dropFirst(4).first.map(String.init))
    #expect(
      output.stderr
        == "theirs.storyboard:18:29: note: both sides added id 'new-lb-001' for different elements: theirs' is now '\(renamed)'\n"
    )
    #expect(renamed.count == 10 && renamed != "new-lb-001")
    let theirsRenamed = label("Theirs").replacingOccurrences(of: "new-lb-001", with: renamed)
    #expect(merged == Fixture.edited([(end, label("Ours") + theirsRenamed + end)]))
  }

  @Test func aMergeThatMakesANewErrorIsAConflict() throws {
    // Ours connects a second outlet to the Settings label; theirs deletes the label, its
    // constraints and its outlet. Each side is valid; the merge would hold an outlet to
    // a view that is gone.
    let outlet = "<outlet property=\"titleLabel\" destination=\"set-lb-001\" id=\"set-ou-001\"/>"
    let ours = Fixture.edited([
      (
        outlet,
        outlet + "\n" + String(repeating: " ", count: 24)
          + "<outlet property=\"subtitle\" destination=\"set-lb-001\" id=\"set-ou-002\"/>"
      )
    ])
    var theirs = Fixture.base
    for block in ["subviews", "constraints", "connections"] {
      let lines = theirs.components(separatedBy: "\n")
      let settings = try #require(lines.firstIndex { $0.contains("set-vc-001") })
      let start = try #require(lines[settings...].firstIndex { $0.hasSuffix("<\(block)>") })
      let end = try #require(lines[start...].firstIndex { $0.hasSuffix("</\(block)>") })
      theirs = (lines[..<start] + lines[(end + 1)...]).joined(separator: "\n")
    }
    let (output, merged) = try Fixture.merge(ours: ours, theirs: theirs)
    #expect(output.status == .problemsFound)
    #expect(merged == ours)
    #expect(
      output.stderr == """
        ours.storyboard:50:25: error: the merge would make an error neither side has: outlet 'subtitle' connects to 'missing_set_lb_001', which is not a view or bar item of scene 'settingsViewController' [outlet-dangling-destination]; merge this by hand [merge-new-error]
        scenectl: 1 conflict; wrote ours to 'out.storyboard'

        """)
    let unchecked = try Fixture.merge(ours: ours, theirs: theirs, options: ["--no-check"])
    #expect(unchecked.output.status == .success)
    #expect(unchecked.output.stderr == "")
    #expect(unchecked.merged?.contains("id=\"set-ou-002\"") == true)
    #expect(unchecked.merged?.contains("id=\"set-lb-001\"") == false)
  }

  @Test func aDesignTimeFrameChangedBothWaysKeepsOursWithANote() throws {
    let frame = "<rect key=\"frame\" x=\"20\" y=\"100\" width=\"374\" height=\"21\"/>\n"
      + String(repeating: " ", count: 28) + "</label>\n" + String(repeating: " ", count: 24)
      + "</subviews>\n" + String(repeating: " ", count: 24) + "<constraints>\n"
      + String(repeating: " ", count: 28) + "<constraint firstItem=\"lgn-lb-001\""
    func moved(_ y: String) -> (String, String) {
      (frame, frame.replacingOccurrences(of: "y=\"100\"", with: "y=\"\(y)\""))
    }
    let ours = Fixture.edited([moved("110")])
    let theirs = Fixture.edited([moved("120"), Self.settingsConstant])
    let (output, merged) = try Fixture.merge(ours: ours, theirs: theirs)
    #expect(output.status == .success)
    #expect(merged == Fixture.edited([moved("110"), Self.settingsConstant]))
    #expect(
      output.stderr
        == "ours.storyboard:16:33: note: both sides changed the design-time 'y' of 'rect' frame "
        + "of label 'Welcome' (lgn-lb-001) in scene 'Login' (lgn-sc-001): kept ours '110' over "
        + "theirs '120'; Xcode updates it when it opens the file\n")
  }

  @Test func threeFilesAreNeeded() {
    let output = Scenectl.run(["merge", "a.storyboard", "b.storyboard", "-o", "c.storyboard"])
    #expect(output.status == .usageOrInput)
    #expect(
      output.stderr == """
        scenectl: error: missing expected argument: merge needs three files, BASE OURS THEIRS
        Usage: scenectl merge <base> <ours> <theirs> -o <file> [--name <path>] [--no-check]
          See 'scenectl merge --help' for more information.

        """)
  }

  @Test func aMalformedInputIsRefusedWithItsPlaceAndNothingIsWritten() throws {
    let (output, merged) = try Fixture.merge(
      ours: Fixture.edited([("</scenes>", "</scene>")]), theirs: Fixture.base)
    #expect(output.status == .usageOrInput)
    #expect(merged == nil)
    #expect(
      output.stderr == """
        ours.storyboard:56:5: error: end tag '</scene>' does not match '<scenes>' [xml-syntax]
        ours.storyboard:7:5: note: '<scenes>' starts here
        scenectl: error: nothing was merged

        """)
  }
}
