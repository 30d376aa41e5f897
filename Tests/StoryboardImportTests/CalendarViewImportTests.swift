import SceneModel
import Testing

@testable import StoryboardImport

/// Interface Builder's library has no calendar view element: a storyboard holds a
/// `UICalendarView` as a plain `<view>` of that custom class, which imports as
/// `type: calendarView` (its class is UIKit's, so no `class:`), beside a view of a class of
/// the app's own, which stays a view.
@Suite struct CalendarViewImportTests {
  static let scenes = """
            <scene sceneID="scn-00-001">
                <objects>
                    <viewController id="vc0-00-001" customClass="DueViewController" sceneMemberID="viewController">
                        <view key="view" id="vw0-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="cal-00-001" customClass="UICalendarView">
                                    <rect key="frame" x="16" y="100" width="361" height="360"/>
                                </view>
                                <view contentMode="scaleToFill" id="box-00-001" customClass="AgendaView">
                                    <rect key="frame" x="16" y="480" width="361" height="100"/>
                                </view>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
    """

  @Test func aViewOfClassUICalendarViewImportsAsACalendarView() throws {
    let loaded = StoryboardImport.load(storyboard(Self.scenes), file: "Main.storyboard")
    let model = try #require(loaded.result.storyboard)
    let scene = try #require(model.scenes.first)
    let views = scene.views.map {
      "\($0.id.value) \($0.type.value.rawValue) \($0.className?.value ?? "-")"
    }
    #expect(views == ["view_cal_00_001 calendarView -", "view_box_00_001 view AgendaView"])
    #expect(loaded.result.diagnostics.isEmpty)
  }
}
