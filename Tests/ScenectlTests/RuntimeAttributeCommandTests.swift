import Testing

@testable import ScenectlCommands

/// `Fixtures/runtime-attributes.yaml`: user-defined runtime attributes of a controller, a
/// view and a bar item are kept and shown by `simulate`: the controller's in the hierarchy,
/// the view's and the item's after them on screen.
@Suite struct RuntimeAttributeCommandTests {
  @Test func simulateShowsThem() {
    let output = scenectl("simulate", "Tests/ScenectlTests/Fixtures/runtime-attributes.yaml")
    #expect(output.status == .success)
    #expect(
      output.stdout.hasSuffix(
        """
        hierarchy:
          window
          └─ nav (navigationController)
             └─ reader (ReaderViewController, {restorationEnabled: true}, navigation bar: Reader | [Action])

        on screen: top 'reader', stack nav > reader
          reader.banner view [20, 120, 200, 40] {text: "A Error Message Flashing Z", layer.cornerRadius: 8, inset: [4, 8], placeholder: null}
          reader.shareButton barItem "Action" {accLabelText: "Share", accEnabled: true}

        """))
  }
}
