import Testing

@testable import SceneModel

/// Spaces in bars (`flexibleSpace`, `fixedSpace` with `width`) and the system items beyond
/// SCENE-FORMAT.md's nine: spaces load without ids, are no bar items of the scene, and every
/// wrong key or width is located.
@Suite struct BarSpaceTests {
  @Test func spacesAreNoBarItemsOfTheScene() throws {
    let body = """
          toolbarItems:
            - { id: cameraButton, system: camera }
            - { system: fixedSpace, width: 20 }
            - { system: flexibleSpace }
            - { id: ffButton, system: fastForward }
      """
    let result = StoryboardLoader.load(Array(storyboard(body).utf8), file: "test.yaml")
    let scene = try #require(result.storyboard?.scenes.first)
    #expect(scene.toolbarItems.map(\.isSpace) == [false, true, true, false])
    #expect(scene.toolbarItems[1].width?.value == 20)
    #expect(scene.allBarItems.map(\.id.value) == ["cameraButton", "ffButton"])
    #expect(scene.allBarItems.map(\.displayTitle) == ["Camera", "Fast Forward"])
    #expect(scene.toolbarItems[2].displayTitle == "")
  }

  @Test func wrongKeysAndWidthsAreLocated() {
    let body = """
          toolbarItems:
            - { id: gap, system: flexibleSpace }
            - { system: fixedSpace, width: 20000 }
            - { system: flexibleSpace, width: 4 }
            - { system: fixedSpace, width: wide }
            - { id: x, system: pageCurl }
      """
    #expect(
      diagnosticLines(storyboard(body), validate: false) == [
        "8:11: error: unknown key 'id' in a flexibleSpace bar item; expected one of: system [unknown-key]",
        "9:38: error: width 20000 is out of range: a fixed space is 0 to 10000 points wide [invalid-value]",
        "10:34: error: unknown key 'width' in a flexibleSpace bar item; expected one of: system [unknown-key]",
        "11:38: error: expected a number for fixed space 'width', found a string [wrong-type]",
        "12:26: error: 'pageCurl' is not a valid system bar item; expected one of: add, done, cancel, edit, save, action, compose, refresh, trash, reply, organize, bookmarks, search, stop, camera, play, pause, rewind, fastForward, undo, redo, close, flexibleSpace, fixedSpace [invalid-value]",
      ])
  }
}
