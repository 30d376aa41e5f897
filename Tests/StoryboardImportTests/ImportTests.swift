import Foundation
import SceneModel
@testable import StoryboardImport
import StoryboardXML
import Testing
import TextPosition

/// The mapping of IB-STORYBOARD.md §3 on a small storyboard of our own, pinned as reviewed
/// scene-file text, and the not-carried list beside it.
@Suite struct ImportTests {
  @Test func smallStoryboardImportsToTheReviewedSceneFile() throws {
    let result = try #require(imported(fixture("Small.storyboard"), file: "Small.storyboard"))
    let golden = String(decoding: fixture("Small.yaml"), as: UTF8.self)
    #expect(result.yaml == golden)
    #expect(
      result.carried
        == CarriedCounts(scenes: 4, views: 7, segues: 5, outlets: 5, actions: 2, constraints: 11))
    #expect(
      result.inFile
        == CarriedCounts(scenes: 4, views: 7, segues: 5, outlets: 5, actions: 3, constraints: 11))
  }

  @Test func everyLeftOutElementIsListedWithItsPlaceAndReason() throws {
    let result = try #require(imported(fixture("Small.storyboard"), file: "Small.storyboard"))
    #expect(
      result.notCarried.map { "\($0.position): \($0.what): \($0.reason)" } == [
        "54:77: segue identifier 'showNote': the format's segue ids are unique in their scene "
          + "and up to 256 bytes of text without control characters; it is 'showNote_2' here",
        "137:17: tap gesture recognizer 'tap-00-001': no view lists it in its "
          + "gestureRecognizers, so it is attached to none; its 1 action is lost with it",
      ])
    #expect(
      result.guessedUnwinds
        == [
          GuessedUnwind(
            action: "unwindToNotesWithSender:", scene: "noteListViewController",
            position: TextPosition(line: 125, column: 79))
        ])
  }

  @Test func importIsTheSameEveryTime() throws {
    let first = try #require(imported(fixture("Small.storyboard")))
    for _ in 0..<3 {
      #expect(imported(fixture("Small.storyboard"))?.yaml == first.yaml)
    }
  }

  @Test func theSceneFileValidatesAsTheStoryboardDoes() throws {
    let result = try #require(imported(fixture("Small.storyboard"), file: "Small.storyboard"))
    let fromYAML = StoryboardLoader.load(Array(result.yaml.utf8), file: "Small.yaml")
    let yamlModel = try #require(fromYAML.storyboard)
    let yaml = (fromYAML.diagnostics + Validator.validate(yamlModel)).map {
      "\($0.code) \($0.message)"
    }
    let loaded = StoryboardImport.load(fixture("Small.storyboard"), file: "Small.storyboard").result
    let model = try #require(loaded.storyboard)
    let storyboard = (loaded.diagnostics + Validator.validate(model))
      .filter { $0.code != "not-carried" }.map { "\($0.code) \($0.message)" }
    #expect(yaml == storyboard)
    // The stale connection of 'log:' to another scene is carried and reported. The modal
    // sheet with no way back is swiped down on the iPhone SE canvas (iOS 13 and later);
    // before iOS 13 it is a dead end, in both.
    #expect(yaml.map { $0.prefix(18) } == ["action-cross-scene"])
    var old = model
    old.iosVersion = Located(12, at: model.location)
    var oldYAML = yamlModel
    oldYAML.iosVersion = Located(12, at: yamlModel.location)
    #expect(
      Validator.validate(old).map { "\($0.code) \($0.message)" }
        == Validator.validate(oldYAML).map { "\($0.code) \($0.message)" })
    #expect(
      Validator.validate(old).map(\.code) == ["action-cross-scene", "dead-end-presentation"])
  }

  @Test func diagnosticsPointAtTheStoryboardAndNameTheCause() {
    let bytes = storyboard(
      """
              <scene sceneID="s00-00-001">
                  <objects>
                      <viewController id="vc0-00-001" sceneMemberID="viewController">
                          <view key="view" id="v00-00-001">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                              <subviews>
                                  <button translatesAutoresizingMaskIntoConstraints="NO" id="b00-00-001">
                                      <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
                                      <connections>
                                          <segue destination="zQ1-aB-9xY" kind="show" identifier="next" id="g00-00-001"/>
                                      </connections>
                                  </button>
                              </subviews>
                          </view>
                      </viewController>
                  </objects>
              </scene>
      """)
    // The segue's `to:` is its `destination` attribute; the push warning is its `kind`.
    #expect(
      diagnostics(bytes) == [
        "Main.storyboard:14:44: error: segue 'next' goes to 'missing_zQ1_aB_9xY', which is not a "
          + "scene [segue-dangling-destination]",
        "Main.storyboard:14:69: warning: segue 'next' pushes, but scene 'viewController_vc0_00_001' "
          + "is never inside a navigation controller; there UIKit presents the destination "
          + "modally instead [show-without-navigation]",
      ])
  }

  @Test func otherPlatformsAreRefusedWhereTheyAreNamed() {
    let bytes = storyboard("", runtime: "AppleTV")
    #expect(
      diagnostics(bytes) == [
        "Main.storyboard:2:86: error: this is a tvOS storyboard (targetRuntime 'AppleTV'); "
          + "scenectl reads iOS storyboards (targetRuntime iOS.CocoaTouch) [storyboard-platform]"
      ])
  }
}
