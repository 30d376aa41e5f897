import Foundation
import Testing

@testable import ScenectlCommands

/// The acceptance list of the runtime issue, through the command line.
@Suite struct SimulateCommandTests {
  func lines(_ output: CommandOutput, containing text: String) -> [String] {
    output.stdout.split(separator: "\n").map(String.init).filter { $0.contains(text) }
  }

  @Test func infoPresentsTheAuthorPageAsASheetOnIPhone() {
    let output = scenectl("simulate", "Scenes/Wonderland.yaml", "--tap", "info")
    #expect(output.status == .success)
    #expect(
      lines(output, containing: "segue modal") == [
        "  segue modal 'showAuthor': book → authorInfo, presented as pageSheet "
          + "(formSheet adapted to compact width), flipHorizontal"
      ])
    #expect(
      lines(output, containing: "on screen:") == [
        "on screen: top 'authorInfo', stack tabs > authorInfo"
      ])
    #expect(lines(output, containing: "viewWillDisappear").isEmpty)
  }

  @Test func beforeIOS13TheAuthorPageIsFullScreenOnIPhone() {
    let output = scenectl("simulate", "Scenes/Wonderland.yaml", "--ios", "12", "--tap", "info")
    #expect(output.status == .success)
    #expect(
      lines(output, containing: "segue modal") == [
        "  segue modal 'showAuthor': book → authorInfo, presented as fullScreen "
          + "(formSheet adapted to compact width), flipHorizontal"
      ])
    #expect(
      lines(output, containing: "viewWillDisappear") == [
        "  tabs viewWillDisappear", "  book viewWillDisappear",
      ])
  }

  @Test func infoPresentsAFormSheetOnIPad() {
    let output = scenectl("simulate", "Scenes/Wonderland.yaml", "--device", "ipad", "--tap", "info")
    #expect(output.status == .success)
    #expect(
      lines(output, containing: "segue modal") == [
        "  segue modal 'showAuthor': book → authorInfo, presented as formSheet, flipHorizontal"
      ])
    // Under a sheet the presenter stays on screen and gets no disappearance callbacks.
    #expect(lines(output, containing: "viewWillDisappear").isEmpty)
    #expect(lines(output, containing: "book.info button").count == 1)
  }

  @Test func doneReturnsToTheBookTab() {
    let output = scenectl(
      "simulate", "Scenes/Wonderland.yaml", "--tap", "info", "--tap", "doneButton")
    #expect(output.status == .success)
    #expect(lines(output, containing: "on screen:") == ["on screen: top 'book', stack tabs > book"])
  }

  @Test func selectingARowPushesTheDetailAndBackReturns() {
    let pushed = scenectl(
      "simulate", "Scenes/Wonderland.yaml", "--tap", "tab:Characters", "--select",
      "characterTable:1")
    #expect(
      lines(pushed, containing: "on screen:") == [
        "on screen: top 'characterDetail', stack tabs > charactersNav > characterDetail"
      ])
    #expect(
      lines(pushed, containing: "nameLabel label").first?.contains("\"White Rabbit\"") == true)
    let back = scenectl(
      "simulate", "Scenes/Wonderland.yaml", "--tap", "tab:Characters", "--select",
      "characterTable:1",
      "--back")
    #expect(
      lines(back, containing: "on screen:") == [
        "on screen: top 'characterList', stack tabs > charactersNav > characterList"
      ])
  }

  @Test func tappingACoveredViewFails() {
    let output = scenectl(
      "simulate", "Scenes/Wonderland.yaml", "--device", "ipad", "--tap", "info", "--tap", "info")
    #expect(output.status == .problemsFound)
    #expect(
      lines(output, containing: "error:") == [
        "  error: 'info' is covered by the presented 'authorInfo'; the shortest way to show it: "
          + "tap doneButton"
      ])
  }

  @Test func jsonCarriesTopStackAndViews() throws {
    let output = scenectl(
      "simulate", "Scenes/Wonderland.yaml", "--device", "ipad", "--tap", "info", "--format", "json")
    #expect(output.status == .success)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(object["device"] as? String == "ipad")
    #expect(object["ok"] as? Bool == true)
    #expect(object["top"] as? String == "authorInfo")
    #expect(object["stack"] as? [String] == ["tabs", "authorInfo"])
    let views = try #require(object["views"] as? [String: [String: Any]])
    #expect(views.keys.sorted() == ["authorImage", "authorText", "cover", "doneButton", "info"])
    #expect(views["doneButton"]?["scene"] as? String == "authorInfo")
    #expect(views["doneButton"]?["text"] as? String == "Done")
    #expect((views["info"]?["frame"] as? [Double])?.count == 4)
  }

  @Test func simulatingTheSameEventsTwiceIsByteIdentical() {
    let arguments = [
      "simulate", "Scenes/Wonderland.yaml", "--device", "ipad", "--tap", "tab:Characters",
      "--select", "characterTable:2", "--back", "--format", "json",
    ]
    #expect(scenectl(arguments) == scenectl(arguments))
  }

  @Test func theAccessoryButtonPresentsTheFileInfoAndJSONListsTheEvent() throws {
    let output = scenectl(
      "simulate", "Scenes/TinyPix.yaml", "--accessory", "fileTable:1", "--format", "json")
    #expect(output.status == .success)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(object["top"] as? String == "fileInfo")
    let events = try #require(object["events"] as? [[String: Any]])
    #expect(events.map { $0["event"] as? String } == ["launch", "accessory fileTable:1"])
    let log = try #require(events.last?["log"] as? [String])
    #expect(
      Array(log.prefix(3)) == [
        "accessory button of row 1 of 'fileTable' (\"Smiley\")",
        "segue modal 'showFileInfo': master → fileInfo, presented as pageSheet "
          + "(formSheet adapted to compact width)",
        "pass fileInfo.fileName = \"Smiley\"",
      ])
    let views = try #require(object["views"] as? [String: [String: Any]])
    #expect(views["fileNameLabel"]?["text"] as? String == "Smiley")
  }

  @Test func aRowWithoutAnAccessoryButtonFailsTheStep() {
    let output = scenectl(
      "simulate", "Scenes/Wonderland.yaml", "--tap", "tab:Characters", "--accessory",
      "characterTable:0")
    #expect(output.status == .problemsFound)
    #expect(
      output.stderr
        == "scenectl: error: step 2 (accessory characterTable:0): there is no accessory button "
        + "on row 0 of 'characterTable': prototype 'Cell' "
        + "has 'accessory: disclosureIndicator'; only detailButton and detailDisclosureButton "
        + "have one\n")
  }

  @Test func aBadAccessoryValueIsAUsageError() {
    let output = scenectl("simulate", "Scenes/TinyPix.yaml", "--accessory", "fileTable")
    #expect(output.status == .usageOrInput)
    #expect(
      output.stderr.hasPrefix(
        "scenectl: error: the value 'fileTable' is invalid for '--accessory': expected ID:N with N a row "
          + "number from 0\n"))
  }
}
