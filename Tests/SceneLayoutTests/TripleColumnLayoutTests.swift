import SceneModel
import Testing

@testable import SceneLayout

private let rect = Fixture.rect

/// Triple-column split views: the three column frames on each device (primary 320 pt, the
/// supplementary 320 pt, the secondary in the rest, 1 pt between), the column each scene gets
/// from the segues, and scenes laid out in their column (docs/Layout.md §3).
@Suite struct TripleColumnLayoutTests {
  static let file = "Tests/ScenectlTests/Fixtures/triple-column.yaml"

  func frames(on device: Device, in screen: Rect) -> [Rect?] {
    SplitColumn.allCases.map { $0.frame(in: screen, on: device, tripleColumn: true) }
  }

  @Test func threeColumnFramesOnIPad() throws {
    #expect(
      frames(on: try Fixture.device("ipad"), in: rect(0, 0, 820, 1180)) == [
        rect(0, 0, 320, 1180), rect(321, 0, 320, 1180), rect(642, 0, 178, 1180),
      ])
    #expect(
      frames(on: try Fixture.device("ipad-landscape"), in: rect(0, 0, 1180, 820)) == [
        rect(0, 0, 320, 820), rect(321, 0, 320, 820), rect(642, 0, 538, 820),
      ])
    // A region too narrow for both sidebars: the supplementary takes what is left, the
    // secondary nothing.
    #expect(
      frames(on: try Fixture.device("ipad"), in: rect(10, 20, 500, 400)) == [
        rect(10, 20, 320, 400), rect(331, 20, 179, 400), rect(510, 20, 0, 400),
      ])
    // Two columns have no supplementary one.
    #expect(
      SplitColumn.supplementary.frame(in: rect(0, 0, 820, 1180), on: try Fixture.device("ipad"))
        == nil)
  }

  @Test func collapsedOnIPhone() throws {
    for name in ["iphone-se", "iphone", "iphone-landscape"] {
      let phone = try Fixture.device(name)
      #expect(frames(on: phone, in: rect(0, 0, phone.width, phone.height)) == [nil, nil, nil])
    }
  }

  /// master, supplementary and detail give the columns; a show from the primary gets the
  /// supplementary column, a showDetail from the supplementary the secondary.
  @Test func inferredColumns() throws {
    let storyboard = try Fixture.storyboard(Self.file)
    let contexts = ContainerContext.inferred(for: storyboard)
    let summary = zip(storyboard.scenes, contexts).map { scene, context in
      "\(scene.id.value):\(context.column?.rawValue ?? "-")\(context.tripleColumn ? "3" : "")"
        + (context.navigationBar ? "+N" : "")
    }
    #expect(
      summary == [
        "mail:-", "mailboxesNav:primary3", "mailboxes:primary3+N", "messages:supplementary3",
        "archive:supplementary3+N", "welcome:secondary3", "message:secondary3",
      ])
  }

  @Test func scenesLaidOutInTheirColumns() throws {
    let storyboard = try Fixture.storyboard(Self.file)
    func frame(_ scene: String, _ id: String, _ device: String) throws -> Rect? {
      let scene = try #require(storyboard.scene(scene))
      return SceneLayoutEngine.layout(scene, in: storyboard, device: try Fixture.device(device))
        .frame(of: id)
    }
    #expect(try frame("mailboxes", "archiveButton", "ipad") == rect(20, 88, 72, 34))
    #expect(try frame("messages", "openButton", "ipad") == rect(341, 44, 41, 34))
    #expect(try frame("welcome", "welcomeLabel", "ipad") == rect(662, 44, 85, 21))
    #expect(try frame("welcome", "welcomeLabel", "ipad-landscape") == rect(662, 44, 85, 21))
    #expect(try frame("messages", "openButton", "iphone") == rect(20, 79, 41, 34))
    #expect(try frame("welcome", "welcomeLabel", "iphone") == rect(20, 79, 85, 21))
  }
}
