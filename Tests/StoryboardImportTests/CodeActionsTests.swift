import Testing

@testable import StoryboardImport

/// The app's code decides the unwind declarations of the scenes whose class it has, and is
/// asked for only when the storyboard has unwind segues (so `validate --sources` can scan the
/// code while a storyboard without them is imported).
@Suite struct CodeActionsTests {
  /// Counts how often the code was asked for.
  final class Asked: @unchecked Sendable {
    var count = 0
    func code(_ byClass: [String: [String: String]]) -> CodeActions? {
      count += 1
      return CodeActions(byClass)
    }
  }

  @Test func theCodeDecidesAnUnwindsTarget() throws {
    let asked = Asked()
    let code = ["NoteListViewController": ["unwindToNotesWithSender:": "List.swift:9:16"]]
    guard
      case .imported(let result) = StoryboardImport.read(
        fixture("Small.storyboard"), file: "Small.storyboard", code: asked.code(code))
    else {
      Issue.record("Small.storyboard did not import")
      return
    }
    #expect(asked.count == 1)
    #expect(result.codeUnwinds.map(\.method) == ["List.swift:9:16"])
    #expect(result.guessedUnwinds.isEmpty)
  }

  @Test func aStoryboardWithoutUnwindsNeverAsksForTheCode() {
    let asked = Asked()
    let bytes = storyboard(
      """
      <scene sceneID="s0"><objects>
        <viewController id="vc0-00-001" customClass="ListViewController" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="v0"/>
        </viewController>
      </objects></scene>
      """)
    let loaded = StoryboardImport.load(bytes, file: "Main.storyboard", code: asked.code([:]))
    #expect(loaded.imported != nil)
    #expect(asked.count == 0)
  }
}
