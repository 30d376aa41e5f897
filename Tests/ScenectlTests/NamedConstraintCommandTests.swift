import Testing

@testable import ScenectlCommands

/// `Fixtures/named-constraints.yaml`: a named constraint lays out as a plain one, and the
/// outlet to it validates.
@Suite struct NamedConstraintCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/named-constraints.yaml"

  @Test func aNamedConstraintLaysOutAndItsOutletValidates() {
    #expect(scenectl("validate", file).stdout == "0 errors, 0 warnings in 1 file\n")
    let layout = scenectl("layout", file, "--scene", "main", "--device", "iphone-se")
    #expect(layout.status == .success)
    #expect(
      layout.stdout == """
        scene 'main' on iphone-se (375 x 667), safe area [0, 20, 375, 647]
        banner [0, 20, 375, 80]

        """)
  }
}
