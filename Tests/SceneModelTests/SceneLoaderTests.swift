import Testing

@testable import SceneModel

/// Scene keys read by `SceneLoader` beyond the catalogue's one case per code.
@Suite struct SceneLoaderTests {
  /// The scene `a` of `storyboard(body)`, loaded without validation.
  func sceneA(_ body: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Scene {
    let result = StoryboardLoader.load(Array(storyboard(body).utf8), file: "test.yaml")
    let loaded = try #require(result.storyboard, sourceLocation: sourceLocation)
    return try #require(loaded.scene("a"), sourceLocation: sourceLocation)
  }

  @Test func hidesBottomBarWhenPushedIsRead() throws {
    let on = try sceneA("    hidesBottomBarWhenPushed: true\n")
    #expect(on.hidesBottomBarWhenPushed?.value == true)
    #expect(on.hidesBottomBarWhenPushed?.location.line == 7)
    #expect(on.hidesBottomBarWhenPushed?.location.column == 31)
    #expect(on.hidesBottomBar)
    let off = try sceneA("    hidesBottomBarWhenPushed: false\n")
    #expect(off.hidesBottomBarWhenPushed?.value == false)
    #expect(!off.hidesBottomBar)
    let absent = try sceneA("")
    #expect(absent.hidesBottomBarWhenPushed == nil)
    #expect(!absent.hidesBottomBar)
  }

  @Test(arguments: [
    ("yes", "a string"), ("1", "a number"), ("[true]", "a sequence"),
  ])
  func hidesBottomBarWhenPushedTakesABool(value: String, found: String) {
    #expect(
      diagnosticLines(storyboard("    hidesBottomBarWhenPushed: \(value)\n")) == [
        "7:31: error: expected true or false for 'hidesBottomBarWhenPushed', found \(found) "
          + "[wrong-type]"
      ])
  }

  @Test func aMisspelledHidesBottomBarKeyIsSuggested() {
    #expect(
      diagnosticLines(storyboard("    hidesBottomBarWhenPush: true\n")) == [
        "7:5: error: unknown key 'hidesBottomBarWhenPush' in scene 'a'; did you mean "
          + "'hidesBottomBarWhenPushed'? [unknown-key]"
      ])
  }
}
