import Foundation
import SceneDiff
import ScenectlCommands
import TestSupport
import Testing

/// `StoredFrames.keeping`: the new version read with the old one's stored frames and
/// resources, where the old one has the element.
@Suite struct StoredFramesTests {
  @Test func framesOfElementsInBothAreTheOldOnes() {
    let old = """
      <view id="a">
          <rect key="frame" x="0" y="0" width="10" height="10"/>
      </view>
      <resources><image name="i" width="1" height="1"/></resources>
      """
    let new = """
      <label text="x" id="b">
          <rect key="frame" x="5" y="5" width="20" height="20"/>
      </label>
      <view id="a">
          <rect key="frame" x="1" y="2" width="30" height="40"/>
      </view>
      <resources><image name="i" width="2" height="2"/></resources>
      """
    let kept = String(
      decoding: StoredFrames.keeping(old: Array(old.utf8), in: Array(new.utf8)), as: UTF8.self)
    #expect(
      kept == """
        <label text="x" id="b">
            <rect key="frame" x="5" y="5" width="20" height="20"/>
        </label>
        <view id="a">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
        </view>
        <resources><image name="i" width="1" height="1"/></resources>
        """)
  }

  @Test func framesAndResourcesAtTheVeryEndsOfTheBytesAreFound() {
    // No byte before the first start tag, none after the closing `/>` or `</resources>`:
    // the searches reach both ends of the bytes.
    let old =
      #"<view id="a"><rect key="frame" x="0" y="0" width="1" height="1"/>"#
      + "<resources><image/></resources>"
    let new =
      #"<view id="a"><rect key="frame" x="7" y="7" width="7" height="7"/>"#
      + "<resources><color/></resources>"
    #expect(StoredFrames.keeping(old: Array(old.utf8), in: Array(new.utf8)) == Array(old.utf8))
    let lone = #"<view id="a"><rect key="frame" x="7" y="7" width="7" height="7"/>"#
    let first = #"<view id="a"><rect key="frame" x="1" y="1" width="1" height="1"/>"#
    #expect(StoredFrames.keeping(old: Array(first.utf8), in: Array(lone.utf8)) == Array(first.utf8))
    // A pattern cut short by the end of the bytes is no match.
    let cut = #"<view id="a"><rect key="fra"#
    #expect(StoredFrames.keeping(old: Array(first.utf8), in: Array(cut.utf8)) == Array(cut.utf8))
  }

  @Test func anElementWhoseAttributesChangedKeepsItsNewFrame() {
    let old =
      #"<label text="a" id="l"><rect key="frame" x="0" y="0" width="9" height="21"/></label>"#
    let new =
      #"<label text="abc" id="l"><rect key="frame" x="0" y="0" width="27" height="21"/></label>"#
    #expect(StoredFrames.keeping(old: Array(old.utf8), in: Array(new.utf8)) == Array(new.utf8))
  }

  @Test func aFrameAfterAnotherChildIsLeftAsItIs() {
    let old = #"<view id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#
    let new =
      #"<view id="a"><color key="c"/><rect key="frame" x="9" y="9" width="9" height="9"/></view>"#
    #expect(StoredFrames.keeping(old: Array(old.utf8), in: Array(new.utf8)) == Array(new.utf8))
  }
}

/// `UncarriedAttributes`: the spellings Xcode moves between on its own are one value.
@Suite struct UncarriedSpellingTests {
  @Test func xcodesRespellingsAreNoChange() throws {
    let base = DiffFixtureTests.edited([
      (
        #"<state key="normal" title="Save"/>"#,
        lines(
          #"<state key="normal" title="Save"/>"#,
          #"                                <color key="backgroundColor" cocoaTouchSystemColor="whiteColor" xcode11CocoaTouchSystemColor="systemBackgroundColor"/>"#
        )
      ),
      (#"buttonType="system""#, #"buttonType="roundedRect""#),
    ])
    let respelled =
      base
      .replacingOccurrences(
        of:
          #"cocoaTouchSystemColor="whiteColor" xcode11CocoaTouchSystemColor="systemBackgroundColor""#,
        with: #"systemColor="systemBackgroundColor""#
      )
      .replacingOccurrences(of: #"buttonType="roundedRect""#, with: #"buttonType="system""#)
    let output = try withTemporaryFolder { folder in
      try write(base, to: "\(folder)/old/Notes.storyboard")
      try write(respelled, to: "\(folder)/new/Notes.storyboard")
      return Scenectl.run([
        "diff", "\(folder)/old/Notes.storyboard", "\(folder)/new/Notes.storyboard",
      ])
    }
    #expect(output.stdout == "no semantic change\n")
  }
}
