import ScenectlCommands
import TestSupport
import Testing

/// An outlet written twice for one owner (a repeated key, as a file edited by hand or merged
/// by lines can have it): both versions' repeats pair in order, so a change elsewhere tells
/// no outlet change, and a repeat retargeted is told with its own old target.
@Suite struct RepeatedOutletDiffTests {
  /// A scene whose `title` outlet is written twice, the second time to `second`, and whose
  /// first label shows `text`.
  static func scene(second: String = "u", text: String = "A") -> String {
    """
    format: 1
    scenes:
      main:
        kind: viewController
        outlets:
          title: t
          title: \(second)
        views:
          - {id: t, type: label, text: \(text)}
          - {id: u, type: label, text: B}
          - {id: v, type: label, text: C}

    """
  }

  static func diff(_ old: String, _ new: String) throws -> CommandOutput {
    try withTemporaryFolder { folder in
      try write(old, to: "\(folder)/old/App.yaml")
      try write(new, to: "\(folder)/new/App.yaml")
      return Scenectl.run(["diff", "\(folder)/old/App.yaml", "\(folder)/new/App.yaml"])
    }
  }

  @Test func repeatsThatDidNotChangeAreNoChange() throws {
    let output = try Self.diff(Self.scene(), Self.scene(text: "Z"))
    #expect(
      output.stdout == """
        scene 'main':
          ~ view 't' text: A → Z
          layout: moves nothing
        1 change in 1 scene

        """)
    #expect(output.status == .problemsFound)
    #expect(try Self.diff(Self.scene(), Self.scene()).stdout == "no semantic change\n")
  }

  @Test func aRepeatRetargetedIsToldFromItsOwnTarget() throws {
    let output = try Self.diff(Self.scene(), Self.scene(second: "v"))
    #expect(
      output.stdout == """
        scene 'main':
          ~ outlet 'title' retargeted: 'u' → 'v'
          layout: moves nothing
        1 change in 1 scene

        """)
    #expect(output.status == .problemsFound)
  }

  @Test func aRepeatRemovedIsTold() throws {
    let once = Self.scene().replacingOccurrences(of: "      title: u\n", with: "")
    let output = try Self.diff(Self.scene(), once)
    #expect(
      output.stdout == """
        scene 'main':
          - outlet 'title' → 'u'
          layout: moves nothing
        1 change in 1 scene

        """)
  }
}
