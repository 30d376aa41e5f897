import Foundation
import IBDocument
import ScenectlCommands
import TestSupport
import Testing

@testable import StoryboardMerge

/// What makes a merge fast: elements read with the same bytes compared at once, and the
/// check laying out only the scenes the merge changed (`LayoutScope`), while it still
/// catches a layout error the merge makes in one of them.
@Suite struct MergeScopeTests {
  typealias Fixture = MergeFixture

  static func document(_ text: String) throws -> IBDocument {
    try IBDocument(parsing: Array(text.utf8), file: "a.storyboard")
  }

  static func scope(ours: String, theirs: String) throws -> Set<String>? {
    let base = try document(Fixture.base)
    let outcome = StoryboardMerge.merge(
      base: base, ours: try document(ours), theirs: try document(theirs),
      names: StoryboardMerge.Names(base: "b", ours: "o", theirs: "t"))
    #expect(outcome.conflicts.isEmpty)
    return LayoutScope.changedScenes(base: base.root, merged: outcome.merged.root)
  }

  static let loginText = MergeCommandTests.loginText

  @Test func elementsWithTheSameBytesAreKnownTheSameUntilOneIsEdited() throws {
    let one = try Self.document(Fixture.base)
    let other = try Self.document(Fixture.edited([Self.loginText]))
    let settings = (one.root.children[2].children[1], other.root.children[2].children[1])
    let login = (one.root.children[2].children[0], other.root.children[2].children[0])
    #expect(settings.0.hasSameSource(as: settings.1))
    #expect(!login.0.hasSameSource(as: login.1))
    var edited = settings.1
    edited.children[0].children[0].setAttributes([])
    #expect(edited.source == nil)
    #expect(edited.children[1].source != nil)
    #expect(!settings.0.hasSameSource(as: edited))
    #expect(!edited.sameContent(as: settings.0))
  }

  @Test func theCheckLaysOutTheScenesEitherSideChanged() throws {
    let scope = try Self.scope(
      ours: Fixture.edited([Self.loginText]),
      theirs: Fixture.edited([MergeCommandTests.settingsConstant]))
    #expect(scope?.contains("lgn-vc-001") == true)
    #expect(scope?.contains("set-vc-001") == true)
  }

  @Test func aSceneNoSideChangedIsNotLaidOutButChurnOfTheDocumentIsNoChange() throws {
    let scope = try Self.scope(
      ours: Fixture.edited([Self.loginText]),
      theirs: Fixture.edited([("toolsVersion=\"22505\"", "toolsVersion=\"23094\"")]))
    #expect(scope?.contains("lgn-lb-001") == true)
    #expect(scope?.contains("set-vc-001") == false)
  }

  @Test func aSegueOutOfAChangedSceneLaysOutItsDestination() throws {
    let outlet = "<outlet property=\"titleLabel\" destination=\"lgn-lb-001\" id=\"lgn-ou-001\"/>"
    let ours = Fixture.edited([
      (
        outlet,
        outlet + "\n" + String(repeating: " ", count: 24)
          + "<segue destination=\"set-vc-001\" kind=\"show\" id=\"lgn-sg-001\"/>"
      )
    ])
    let scope = try Self.scope(ours: ours, theirs: Fixture.base)
    #expect(scope?.contains("set-vc-001") == true)
    #expect(scope?.contains("set-lb-001") == false)
  }

  @Test func aChangeOutsideTheScenesLaysOutEveryScene() throws {
    let scope = try Self.scope(
      ours: Fixture.edited([Self.loginText]),
      theirs: Fixture.edited([("<device id=\"retina6_1\"", "<device id=\"retina4_7\"")]))
    #expect(scope == nil)
  }

  @Test func aLayoutConflictBothSidesMakeInAChangedSceneIsANewError() throws {
    // Each side gives the Login label a width: each alone is fine, both cannot hold.
    let anchor = "constant=\"20\" id=\"lgn-ct-002\"/>"
    func width(_ constant: String, _ id: String) -> (String, String) {
      (
        anchor,
        anchor + "\n" + String(repeating: " ", count: 28)
          + "<constraint firstItem=\"lgn-lb-001\" firstAttribute=\"width\" constant=\"\(constant)\" id=\"\(id)\"/>"
      )
    }
    let ours = Fixture.edited([width("100", "lgn-ct-003")])
    let theirs = Fixture.edited([width("200", "lgn-ct-004")])
    let (output, merged) = try Fixture.merge(ours: ours, theirs: theirs)
    #expect(output.status == .problemsFound)
    #expect(merged == ours)
    #expect(
      output.stderr == """
        theirs.storyboard:22:29: error: the merge would make an error neither side has: unable to simultaneously satisfy constraints on 414x896: constraint 'titleLabel.width = 200' conflicts with 1 other constraint; it is left out [layout-conflict]; merge this by hand [merge-new-error]
        scenectl: 1 conflict; wrote ours to 'out.storyboard'

        """)
  }
}

extension MergeScopeTests {
  @Test func aXIBIsLaidOutWhole() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <view contentMode="scaleToFill" id="xib-vw-001"/>
          </objects>
      </document>

      """
    let base = try Self.document(xib)
    let changed = try Self.document(xib.replacingOccurrences(of: "scaleToFill", with: "center"))
    #expect(LayoutScope.changedScenes(base: base.root, merged: changed.root) == nil)
    #expect(LayoutScope.changedScenes(base: base.root, merged: base.root) == nil)
  }
}
