import SceneDiff
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
    let kept = String(decoding: StoredFrames.keeping(old: Array(old.utf8), in: Array(new.utf8)), as: UTF8.self)
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

  @Test func anElementWhoseAttributesChangedKeepsItsNewFrame() {
    let old = #"<label text="a" id="l"><rect key="frame" x="0" y="0" width="9" height="21"/></label>"#
    let new = #"<label text="abc" id="l"><rect key="frame" x="0" y="0" width="27" height="21"/></label>"#
    #expect(StoredFrames.keeping(old: Array(old.utf8), in: Array(new.utf8)) == Array(new.utf8))
  }

  @Test func aFrameAfterAnotherChildIsLeftAsItIs() {
    let old = #"<view id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#
    let new = #"<view id="a"><color key="c"/><rect key="frame" x="9" y="9" width="9" height="9"/></view>"#
    #expect(StoredFrames.keeping(old: Array(old.utf8), in: Array(new.utf8)) == Array(new.utf8))
  }
}
