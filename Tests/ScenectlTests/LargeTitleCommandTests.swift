import Foundation
import TestSupport
import Testing

@testable import ScenectlCommands

/// `Fixtures/large-titles.yaml`: a navigation controller that prefers large titles. Its root
/// and a scene pushed with `automatic` show a large title (the bar 96 points high, so the
/// safe area starts 52 points lower), a scene with `never` a standard bar; `simulate`, `layout`
/// and `render` agree.
@Suite struct LargeTitleCommandTests {
  let file = "Tests/ScenectlTests/Fixtures/large-titles.yaml"

  @Test(arguments: [
    (
      "inbox",
      "scene 'inbox' on iphone (393 x 852), safe area [0, 155, 393, 663], navigation bar "
        + "(large title)\nopen [20, 163, 41, 34]\n"
    ),
    (
      "folder",
      "scene 'folder' on iphone (393 x 852), safe area [0, 155, 393, 663], navigation bar "
        + "(large title)\nread [20, 163, 41, 34]\n"
    ),
    (
      "message",
      "scene 'message' on iphone (393 x 852), safe area [0, 103, 393, 715], navigation bar\n"
        + "body [20, 111, 43, 21]\n"
    ),
  ])
  func layoutMovesTheSafeAreaUnderALargeTitle(_ scene: String, _ expected: String) {
    let output = scenectl("layout", file, "--scene", scene)
    #expect(output.status == .success)
    #expect(output.stdout == expected)
  }

  @Test func simulateShowsTheLargeTitleWhereTheStackLetsIt() {
    let pushed = scenectl("simulate", file, "--tap", "open")
    #expect(pushed.stdout.contains("└─ folder (navigation bar (large title): ‹ Inbox | Folder)"))
    #expect(pushed.stdout.hasSuffix("  folder.read button \"Read\" [20, 163, 41, 34]\n"))
    let never = scenectl("simulate", file, "--tap", "open", "--tap", "read")
    #expect(never.stdout.contains("└─ message (navigation bar: ‹ Folder | Message)"))
    #expect(never.stdout.hasSuffix("  message.body label \"Hello\" [20, 111, 43, 21]\n"))
  }

  @Test func renderDrawsTheTallBarAndTheTitleUnderIt() throws {
    try withTemporaryFolder { folder in
      let output = scenectl("render", file, "--scene", "inbox", "-o", "\(folder)/inbox.svg")
      #expect(output.status == .success)
      let svg = try String(contentsOfFile: "\(folder)/inbox.svg", encoding: .utf8)
      #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"393\" height=\"155\" fill=\"#f2f2f7\"/>"))
      #expect(
        svg.contains(
          "<text x=\"16\" y=\"143\" font-size=\"34\" font-weight=\"bold\" fill=\"#1c1c1e\">Inbox</text>"
        ))
    }
  }
}
