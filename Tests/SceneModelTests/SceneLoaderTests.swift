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

  /// A table whose prototype `Cell` has `accessory` and one segue from it with `segueKeys`.
  func cellScene(accessory: String, segueKeys: String) -> String {
    "    views:\n      - { id: t, type: tableView, frame: [0, 0, 10, 10],\n"
      + "          prototypes: [ { id: Cell, accessory: \(accessory) } ] }\n"
      + "    segues:\n      - { kind: push, from: Cell, to: a\(segueKeys) }\n"
  }

  @Test func segueTriggerIsRead() throws {
    let scene = try sceneA(cellScene(accessory: "detailButton", segueKeys: ", trigger: accessory"))
    let segue = try #require(scene.segues.first)
    #expect(segue.trigger?.value == .accessory)
    #expect(segue.trigger?.location.line == 11)
    #expect(segue.trigger?.location.column == 51)
    #expect(segue.firesOn == .accessory)
    let plain = try #require(try sceneA(cellScene(accessory: "none", segueKeys: "")).segues.first)
    #expect(plain.trigger == nil)
    #expect(plain.firesOn == .selection)
  }

  @Test(arguments: TableCell.Accessory.allCases)
  func everyCellAccessoryIsRead(_ accessory: TableCell.Accessory) throws {
    let scene = try sceneA(cellScene(accessory: accessory.rawValue, segueKeys: ""))
    let prototype = try #require(scene.view("t")?.prototypes.first)
    #expect(prototype.accessory?.value == accessory)
    #expect(prototype.accessory?.location.column == 48)
    #expect(
      accessory.hasButton == [.detailButton, .detailDisclosureButton].contains(accessory))
  }

  @Test(arguments: [
    (
      ", trigger: accesory",
      "11:51: error: 'accesory' is not a valid segue trigger; did you mean 'accessory'? "
        + "[invalid-value]"
    ),
    (
      ", trigger: tap",
      "11:51: error: 'tap' is not a valid segue trigger; expected one of: selection, "
        + "accessory [invalid-value]"
    ),
    (
      ", trigger: [accessory]",
      "11:51: error: expected a string for segue trigger, found a sequence [wrong-type]"
    ),
    (
      ", triger: accessory",
      "11:42: error: unknown key 'triger' in a segue; did you mean 'trigger'? [unknown-key]"
    ),
  ])
  func aWrongTriggerIsReported(keys: String, message: String) {
    #expect(
      diagnosticLines(
        storyboard(cellScene(accessory: "detailButton", segueKeys: keys)), validate: false)
        == [message])
  }

  @Test func aMisspelledAccessoryIsSuggested() {
    #expect(
      diagnosticLines(
        storyboard(cellScene(accessory: "detailDisclosure", segueKeys: "")), validate: false) == [
          "9:48: error: 'detailDisclosure' is not a valid cell accessory; did you mean "
            + "'detailDisclosureButton'? [invalid-value]"
        ])
  }
}
