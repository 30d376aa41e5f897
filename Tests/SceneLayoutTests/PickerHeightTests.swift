import SceneModel
import Testing

@testable import SceneLayout

/// A picker's wheels are 216 points high upright and 162 on a phone on its side (a compact
/// height), modelled on xdrip's treatments scene: a column of a 34-point row and a date
/// picker showing its wheels (`style="wheels"`), centred on the 844 x 390 landscape canvas,
/// where Xcode stores the picker 162 high.
@Suite struct PickerHeightTests {
  func frames(_ type: String, on device: String) throws -> [String] {
    let storyboard = try Fixture.scene(
      """
          views:
            - id: column
              type: stackView
              axis: vertical
              arrangedSubviews:
                - { id: entry, type: view }
                - { id: picker, type: \(type) }
          constraints:
            - column.centerX = superview.centerX
            - column.centerY = superview.centerY
            - column.width = 276
            - entry.height = 34
      """)
    let scene = try #require(storyboard.scenes.first)
    let layout = SceneLayoutEngine.layout(scene, in: storyboard, device: try Fixture.device(device))
    #expect(render(layout.diagnostics) == [])
    return describe(layout)
  }

  @Test func aDatePickerOnAPhoneOnItsSideIsShorter() throws {
    // 34 + 162 = 196 high, centred: (390 - 196) / 2 = 97.
    #expect(
      try frames("datePicker, style: wheels", on: "844x390") == [
        "column [284, 97, 276, 196]", "entry [284, 97, 276, 34]", "picker [284, 131, 276, 162]",
      ])
    #expect(
      try frames("pickerView", on: "iphone-landscape") == [
        "column [288, 98.667, 276, 196]", "entry [288, 98.667, 276, 34]",
        "picker [288, 132.667, 276, 162]",
      ])
  }

  @Test func uprightAndOnAnIPadThePickerKeepsItsHeight() throws {
    // Near misses: the phone upright (a freeform 320 x 600 canvas: xdrip's picker view is
    // stored 216 high there), and an iPad on its side, whose height is regular.
    #expect(
      try frames("pickerView", on: "320x600") == [
        "column [22, 175, 276, 250]", "entry [22, 175, 276, 34]", "picker [22, 209, 276, 216]",
      ])
    #expect(
      try frames("datePicker, style: wheels", on: "ipad-landscape") == [
        "column [452, 285, 276, 250]", "entry [452, 285, 276, 34]", "picker [452, 319, 276, 216]",
      ])
  }

  @Test func theDevicesConstantFollowsTheHeightClass() throws {
    #expect(Lowering.pickerHeight(on: try Fixture.device("844x390")) == 162)
    #expect(Lowering.pickerHeight(on: try Fixture.device("390x844")) == 216)
    #expect(Lowering.pickerHeight(on: try Fixture.device("1180x820")) == 216)
  }
}
