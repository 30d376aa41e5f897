import Foundation
import Testing

@testable import ScenectlCommands

/// Layout follows the content (issue 30, item 3): after a step sets a label's text, the scene
/// is laid out again with it, in the transcript, in `expect: frame`, in snapshots; printed
/// frames are on the device's pixel grid.
@Suite struct RelayoutCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/relayout.yaml"

  /// The empty title label gets the height of its two lines, the status label the width of its
  /// new text, and the button below them moves down; 8.3 points below the status label it
  /// falls between pixels: 202.3 is printed 202.333 on a 3x iPhone.
  @Test func theTranscriptShowsTheFramesOfTheNewText() {
    let output = scenectl("simulate", file, "--tap", "signInButton")
    #expect(output.status == .success)
    #expect(output.stderr == "")
    #expect(
      output.stdout == """
        simulate \(file) on iphone (393 x 852, compact width, regular height)

        launch
          account viewDidLoad
          account viewWillAppear
          account viewDidAppear

        tap signInButton
          action 'signIn' of 'account' (touchUpInside from 'signInButton')
          set titleLabel.text = "Ideas\\nand notes"
          set statusLabel.text = "Signed in as me@x.org"

        hierarchy:
          window
          └─ account

        on screen: top 'account', stack account
          account.titleLabel label "Ideas\\nand notes" [20, 123, 353, 42]
          account.statusLabel label "Signed in as me@x.org" [20, 173, 179, 21]
          account.signInButton button "Sign In" [20, 202.333, 72, 34]

        """)
  }

  /// Before the tap, the file's values: the empty label is 0 high. On the iPhone SE (2x) the
  /// button's 121.3 is rounded to half a point.
  @Test func framesBeforeTheStepAreRoundedToTheDevicesGrid() {
    let output = scenectl("simulate", file, "--device", "iphone-se")
    #expect(output.status == .success)
    let lines = output.stdout.split(separator: "\n").suffix(3).map(String.init)
    #expect(
      lines == [
        "  account.titleLabel label \"\" [20, 84, 335, 0]",
        "  account.statusLabel label \"Not signed in\" [20, 92, 111, 21]",
        "  account.signInButton button \"Sign In\" [20, 121.5, 72, 34]",
      ])
  }

  /// The JSON frames are the rounded ones too.
  @Test func theJSONHasTheNewFrames() throws {
    let output = scenectl("simulate", file, "--tap", "signInButton", "--format", "json")
    #expect(output.status == .success)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let views = try #require(object["views"] as? [String: [String: Any]])
    #expect(views["titleLabel"]?["frame"] as? [Double] == [20, 123, 353, 42])
    #expect(views["statusLabel"]?["frame"] as? [Double] == [20, 173, 179, 21])
    let button = try #require(views["signInButton"]?["frame"] as? [Double])
    #expect(button.map { ($0 * 3).rounded() } == [60, 607, 216, 102])
  }

  /// A flow sees the new frames in `expect: frame`, before and after the step.
  @Test func aFlowExpectsTheNewFrame() throws {
    let output = try testFlow(
      on: file,
      steps: [
        "expect: { frame: { titleLabel: [20, 123, 353, 0], statusLabel: [20, 131, 111, 21] } }",
        "tap: signInButton",
        "expect: { frame: { titleLabel: [20, 123, 353, 42], statusLabel: [20, 173, 179, 21], "
          + "signInButton: [20, 202.333, 72, 34] } }",
      ])
    #expect(output.status == .success)
    #expect(output.stderr == "")
  }

  /// A frame that does not match names the one found, as the transcript prints it.
  @Test func aWrongFrameSaysWhatWasFound() throws {
    let output = try testFlow(
      on: file,
      steps: [
        "tap: signInButton",
        "expect: { frame: { statusLabel: [20, 131, 111, 21], missing: [0, 0, 1, 1] } }",
      ])
    #expect(output.status == .problemsFound)
    #expect(
      output.stdout.contains(
        "  FAIL 2. expect: frame statusLabel [20, 131, 111, 21], frame missing [0, 0, 1, 1]\n"))
    let failure = output.stdout.split(separator: "\n").first { $0.contains("expect failed") }
    // The flow is a temporary file: its path comes before the line and column.
    #expect(
      failure?.hasSuffix(
        ".yaml:4:5: error: expect failed: expected 'statusLabel' at [20, 131, 111, 21], found "
          + "[20, 173, 179, 21]; expected 'missing' at [0, 0, 1, 1], but it is not on screen")
        == true)
  }

  /// The snapshot after the tap draws the title's two lines one line apart, and the status
  /// label below them (before, its line was 8 points under the empty title's top).
  @Test func theSnapshotDrawsTheLinesApart() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenectl-relayout-\(UInt32.random(in: 0...UInt32.max))").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let output = scenectl("simulate", file, "--tap", "signInButton", "--snapshots", folder)
    #expect(output.status == .success)
    let svg = try String(contentsOfFile: folder + "/001-tap-signinbutton.svg", encoding: .utf8)
    let texts = svg.split(separator: "\n").filter { $0.contains("<text x=\"20\"") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(
      texts == [
        "<text x=\"20\" y=\"138.9\" font-size=\"17\" fill=\"#1c1c1e\">Ideas</text>",
        "<text x=\"20\" y=\"160.15\" font-size=\"17\" fill=\"#1c1c1e\">and notes</text>",
        "<text x=\"20\" y=\"189.03\" font-size=\"17\" fill=\"#1c1c1e\">"
          + "Signed in as me@x.org</text>",
      ])
  }

  /// Hiding an arranged view gives up its room in the stack view, and a longer title widens
  /// the button: the label below moves up, the button follows it and grows.
  @Test func hidingAnArrangedViewAndANewTitleAreLaidOut() {
    let output = scenectl(
      "simulate", "Tests/ScenectlTests/Fixtures/relayout-stack.yaml", "--tap", "hide")
    #expect(output.status == .success)
    #expect(
      output.stdout.hasSuffix(
        """
        on screen: top 'form', stack form
          form.column stackView [20, 79, 136, 21]
          form.name label "Name" [20, 79, 136, 21]
          form.hide button "Show the warning" [20, 120, 164, 34]

        """))
  }
}
