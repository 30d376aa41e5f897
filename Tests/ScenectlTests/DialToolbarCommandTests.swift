import Foundation
import Testing

@testable import ScenectlCommands

/// A standalone toolbar (`type: toolbar` with `items:`, an extension): NodeCalculator's Dial
/// as the tutorial built it, a bar item in a toolbar on the calculator's view that opens the
/// numeric dial in a popover anchored at the item.
@Suite struct DialToolbarCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/dial-toolbar.yaml"

  @Test func theDialOpensAsAPopoverAnchoredAtItsItemOnIPad() {
    let output = scenectl("simulate", file, "--device", "ipad", "--tap", "dialItem")
    #expect(output.status == .success)
    #expect(
      output.stdout.hasSuffix(
        """
        tap dialItem
          segue popover 'showDial': calculator → dial, presented as popover anchored at bar item 'dialItem' in the toolbar
          dial viewDidLoad
          dial viewWillAppear
          set dialValueLabel.text = "50"
          dial viewDidAppear

        hierarchy:
          window
          └─ calculator (ViewController)
             └─ presents dial (NumericDialViewController, presented as popover, anchored at bar item 'dialItem' in the toolbar)

        on screen: top 'dial', stack calculator > dial
          calculator.canvas view [0, 24, 820, 1092]
          calculator.toolbar toolbar [0, 1116, 820, 44]
          calculator.dialItem barItem "Dial"
          dial.doneButton button "Done" [509, 631, 41, 34]
          dial.dialValueLabel label "50" [401.5, 673, 17, 21]

        """))
  }

  @Test func onIPhoneTheDialIsASheetAndDoneDismissesIt() {
    let output = scenectl("simulate", file, "--tap", "dialItem", "--tap", "doneButton")
    #expect(output.status == .success)
    #expect(
      output.stdout.contains(
        "segue popover 'showDial': calculator → dial, presented as pageSheet (popover adapted "
          + "to compact width)\n"))
    #expect(output.stdout.contains("  dismiss 'dial' (presented by 'calculator')\n"))
    #expect(output.stdout.hasSuffix("  calculator.dialItem barItem \"Dial\"\n"))
  }

  @Test func aHiddenToolbarHidesItsItems() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenectl-toolbar-\(UInt32.random(in: 0...UInt32.max)).yaml").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let text = try String(contentsOfFile: file, encoding: .utf8)
      .replacingOccurrences(
        of: "        type: toolbar\n", with: "        type: toolbar\n        hidden: true\n")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let output = scenectl("simulate", path, "--tap", "dialItem")
    #expect(output.status == .problemsFound)
    #expect(
      output.stderr.contains(
        "step 1 (tap dialItem): 'dialItem' is not on screen: its toolbar 'toolbar' is hidden"))
  }

  @Test func theToolbarLaysOutAndIsDrawnWithItsItems() {
    let output = scenectl("simulate", file, "--tap", "toolbar")
    #expect(output.stdout.contains("'toolbar' is a toolbar and sends no actions; nothing happens"))
    let layout = scenectl("layout", file, "--scene", "calculator")
    #expect(
      layout.stdout == """
        scene 'calculator' on iphone (393 x 852), safe area [0, 59, 393, 759]
        canvas [0, 59, 393, 715]
        toolbar [0, 774, 393, 44]

        """)
    let picture = scenectl("render", file, "--scene", "calculator")
    #expect(picture.stdout.contains("data-type=\"toolbar\""))
    #expect(picture.stdout.contains(">Dial<"))
  }
}
