import SceneModel
import Testing

@testable import SceneLayout

/// A date picker's style (`style:`, UIDatePicker's `preferredDatePickerStyle`): compact from
/// iOS 14 unless it shows the wheels, modelled on xDrip's date picker scene, whose
/// `dateAndTime` picker (no style, Xcode 26) is pinned to the root's leading edge and 47
/// points from its trailing edge on a 320-point-wide screen, 20 below a 60-point title, and
/// stored 273 x 36.
@Suite struct DatePickerStyleTests {
  func picker(_ properties: String, ios: Int) throws -> [String] {
    let storyboard = try Fixture.scene(
      """
          views:
            - { id: title, type: view }
            - { id: picker, type: datePicker, mode: dateAndTime\(properties) }
          constraints:
            - title.top = superview.top + 100
            - title.leading = superview.leading
            - title.trailing = superview.trailing
            - title.height = 60
            - picker.top = title.bottom + 20
            - picker.leading = superview.leading
            - picker.trailing = superview.trailing - 47
      """)
    let scene = try #require(storyboard.scenes.first)
    var device = try Fixture.device("320x600")
    device.ios = ios
    let layout = SceneLayoutEngine.layout(scene, in: storyboard, device: device)
    #expect(render(layout.diagnostics) == [])
    return describe(layout).filter { $0.hasPrefix("picker ") }
  }

  @Test func anAutomaticDatePickerIsCompactFromIOS14() throws {
    #expect(try picker("", ios: 26) == ["picker [0, 180, 273, 36]"])
    #expect(try picker(", style: compact", ios: 14) == ["picker [0, 180, 273, 36]"])
  }

  @Test func theWheelsKeepTheirHeight() throws {
    // Near misses: the wheels asked for, before iOS 14, a count-down timer (which only the
    // wheels show), and the inline calendar, which is not measured.
    #expect(try picker(", style: wheels", ios: 26) == ["picker [0, 180, 273, 216]"])
    #expect(try picker("", ios: 13) == ["picker [0, 180, 273, 216]"])
    #expect(try picker(", style: compact", ios: 13) == ["picker [0, 180, 273, 216]"])
    #expect(try picker(", style: inline", ios: 26) == ["picker [0, 180, 273, 216]"])
  }

  @Test func aCountDownTimerShowsTheWheels() throws {
    let storyboard = try Fixture.scene(
      """
          views:
            - { id: picker, type: datePicker, mode: countDownTimer }
          constraints:
            - picker.top = superview.top
            - picker.leading = superview.leading
      """)
    let scene = try #require(storyboard.scenes.first)
    var device = try Fixture.device("320x600")
    device.ios = 26
    let layout = SceneLayoutEngine.layout(scene, in: storyboard, device: device)
    #expect(describe(layout) == ["picker [0, 0, 320, 216]"])
  }
}
