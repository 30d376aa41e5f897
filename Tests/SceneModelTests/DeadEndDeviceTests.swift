import Testing

@testable import SceneModel

/// `dead-end-presentation` weighs each device of the file and the iOS version (Runtime.md
/// §2.1): from iOS 13 a sheet, and a popover in compact width, is swiped down and a popover in
/// regular width is dismissed by a tap outside it, so only compact height, where both are full
/// screen, makes them dead ends; a full-screen style or `modalInPresentation` is one
/// everywhere. Before iOS 13 (`ios: 12`) a sheet is one everywhere and a popover in compact
/// width (issue "The user contract", item 4).
@Suite struct DeadEndDeviceTests {
  static func file(
    devices: String, kind: String, presentation: String = "", ios: String = "",
    target: String = ""
  ) -> String {
    storyboard(
      "    views:\n      - { id: b, type: button, title: B, frame: [0, 0, 10, 10] }\n"
        + "    segues:\n      - { kind: \(kind), from: b, to: c\(presentation) }\n"
        + "  c: { kind: viewController\(target) }\n",
      extra: devices + ios)
  }

  @Test func aPopoverOrASheetWhereNoHeightIsCompactIsNoDeadEnd() {
    for kind in ["popover", "modal"] {
      #expect(
        diagnosticLines(
          Self.file(devices: "devices: [ipad, ipad-landscape, iphone]\n", kind: kind)) == [])
    }
  }

  @Test func compactHeightShowsThemFullScreen() {
    #expect(
      diagnosticLines(Self.file(devices: "", kind: "popover")) == [
        "10:39: warning: the popover segue from 'b' presents 'c', which offers no way back on "
          + "iphone-landscape: compact height shows the popover full screen, where it cannot be "
          + "swiped down; add a 'dismiss' step or an unwind segue to it [dead-end-presentation]"
      ])
    #expect(
      diagnosticLines(Self.file(devices: "devices: [iphone, 932x430]\n", kind: "modal")) == [
        "11:37: warning: the modal segue from 'b' presents 'c', which offers no way back on "
          + "932x430: compact height shows the sheet full screen, where it cannot be swiped "
          + "down; add a 'dismiss' step or an unwind segue to it [dead-end-presentation]"
      ])
  }

  @Test func aFullScreenStyleOrModalInPresentationIsADeadEndEverywhere() {
    let everywhere =
      "11:37: warning: the modal segue from 'b' presents 'c', which offers no way back: add a "
      + "'dismiss' step or an unwind segue to it [dead-end-presentation]"
    #expect(
      diagnosticLines(
        Self.file(
          devices: "devices: [ipad]\n", kind: "modal", presentation: ", presentation: fullScreen"))
        == [everywhere])
    #expect(
      diagnosticLines(
        Self.file(
          devices: "devices: [ipad]\n", kind: "modal", target: ", modalInPresentation: true"))
        == [everywhere])
  }

  @Test func beforeIOS13ASheetIsADeadEndAndAPopoverInCompactWidth() {
    #expect(
      diagnosticLines(Self.file(devices: "devices: [ipad]\n", kind: "modal", ios: "ios: 12\n")) == [
        "12:37: warning: the modal segue from 'b' presents 'c', which offers no way back: add a "
          + "'dismiss' step or an unwind segue to it [dead-end-presentation]"
      ])
    #expect(
      diagnosticLines(
        Self.file(
          devices: "devices: [iphone-se, ipad, iphone]\n", kind: "popover", ios: "ios: 12\n"))
        == [
          "12:39: warning: the popover segue from 'b' presents 'c', which offers no way back on "
            + "iphone-se and iphone: compact width shows the popover full screen, where no tap "
            + "outside dismisses it; add a 'dismiss' step or an unwind segue to it "
            + "[dead-end-presentation]"
        ])
  }
}
