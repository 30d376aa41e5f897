import Foundation
import ScenectlCommands
import TestSupport
import Testing

/// `scenectl diff` on two versions of a scene file: things are matched by their ids, the
/// order of scenes and constraints is no change, and each device's moved views are listed.
@Suite struct SceneFileDiffTests {
  static let old = """
    format: 1
    initial: home
    scenes:
      home:
        kind: viewController
        title: Home
        views:
          - { id: title, type: label, text: Welcome }
          - { id: go, type: button, title: Go }
        constraints:
          - title.top = safeArea.top + 8
          - title.leading = superview.leading + 16
          - go.top = title.bottom + 8
          - go.leading = title.leading
        segues:
          - { kind: show, from: go, to: detail }
      detail:
        kind: viewController
        title: Detail

    """

  @Test func changesAreMatchedByIdAndLaidOutOnEachDevice() throws {
    let new = """
      format: 1
      initial: home
      devices: [iphone-se, ipad]
      scenes:
        detail:
          kind: viewController
          title: Detail
        home:
          kind: viewController
          title: Home
          views:
            - { id: title, type: label, text: "Welcome back" }
            - { id: go, type: button, title: Go }
          constraints:
            - title.leading = superview.leading + 16
            - title.top = safeArea.top + 20
            - go.top = title.bottom + 8
            - go.leading = title.leading
          segues:
            - { kind: modal, from: go, to: detail }

      """
    let output = try withTemporaryFile(Self.old) { old in
      try withTemporaryFile(new) { new in Scenectl.run(["diff", old, new]) }
    }
    #expect(
      output.stdout == """
        scene 'home':
          ~ view 'title' text: Welcome → "Welcome back"
          ~ segue from 'go' kind: show → modal
          ~ constraint title.top = safeArea.top + 8 → + 20
          layout on iphone-se: 'title' [16, 28, 60, 21] → [16, 40, 102, 21]
          layout on iphone-se: 'go' [16, 57, 30, 34] → [16, 69, 30, 34]
          layout on ipad: 'title' [16, 32, 60, 21] → [16, 44, 102, 21]
          layout on ipad: 'go' [16, 61, 30, 34] → [16, 73, 30, 34]
        3 changes in 1 scene

        """)
    #expect(output.status == .problemsFound)
  }

  @Test func aConstraintThatMovesNothingSaysSo() throws {
    let new = Self.old.replacingOccurrences(
      of: "go.leading = title.leading", with: "go.leading = title.leading @999")
    let output = try withTemporaryFile(Self.old) { old in
      try withTemporaryFile(new) { new in Scenectl.run(["diff", "--no-layout", old, new]) }
    }
    #expect(
      output.stdout == """
        scene 'home':
          ~ constraint go.leading = title.leading → @999
        1 change in 1 scene

        """)
    let laidOut = try withTemporaryFile(Self.old) { old in
      try withTemporaryFile(new) { new in Scenectl.run(["diff", old, new]) }
    }
    #expect(laidOut.stdout.contains("\n  layout: moves nothing\n"))
  }
}
